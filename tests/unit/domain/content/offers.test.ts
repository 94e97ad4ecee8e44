import { describe, expect, it } from 'vitest';
import {
  isOfferLive,
  liveOffers,
  modelChoicesFor,
  offerCountText,
  offerFilterOptions,
  offerFilterQuery,
  offerMatchesFilter,
  offerValidityText,
  parseOfferFilter,
} from '../../../../src/domain/content/offers.ts';
import { dateInTimeZone } from '../../../../src/domain/places/time-zone.ts';

const offer = (over: Partial<Parameters<typeof isOfferLive>[0]> = {}) => ({ excluded_website_ids: [], starts_on: '2026-11-01', expires_on: '2026-11-30', ...over });

describe('isOfferLive', () => {
  it.each([
    ['the day before it starts', '2026-10-31', false],
    ['its first day', '2026-11-01', true],
    ['a day in between', '2026-11-15', true],
    ['its last day (expires_on is included)', '2026-11-30', true],
    ['the day after its last day', '2026-12-01', false],
  ])('an offer running 1 to 30 November, on %s: %s', (_when, today, live) => {
    expect(isOfferLive(offer(), 'brighton-volkswagen', today)).toBe(live);
  });

  it('an offer with no expiry never ends', () => {
    expect(isOfferLive(offer({ expires_on: null }), 'brighton-volkswagen', '2099-01-01')).toBe(true);
  });

  it('an offer listing the site in excluded_website_ids is not live there, but is elsewhere', () => {
    const excluded = offer({ excluded_website_ids: ['brighton-volkswagen'] });
    expect(isOfferLive(excluded, 'brighton-volkswagen', '2026-11-15')).toBe(false);
    expect(isOfferLive(excluded, 'lakeside-mazda', '2026-11-15')).toBe(true);
  });

  it('refuses a today that is not a date', () => {
    expect(() => isOfferLive(offer(), 'x', '15/11/2026')).toThrow(RangeError);
  });

  it('liveOffers keeps the live ones in order', () => {
    const offers = [offer({ expires_on: '2026-11-10' }), offer(), offer({ starts_on: '2026-11-20' }), offer({ expires_on: null })];
    expect(liveOffers(offers, 'x', '2026-11-15')).toEqual([offers[1], offers[3]]);
  });
});

describe('an offer ending 24 November, by the dealer\'s calendar in Melbourne', () => {
  const ending = offer({ expires_on: '2026-11-24' });
  const live = (iso: string, zone: string) => isOfferLive(ending, 'x', dateInTimeZone(new Date(iso), zone));

  it('is still live at 23:59 on its last day in Melbourne, which is 12:59 UTC', () => {
    expect(live('2026-11-24T12:59:00Z', 'Australia/Melbourne')).toBe(true);
  });

  it('is gone at 00:00 on 25 November in Melbourne (13:00 UTC on the 24th), though the UTC date is still the 24th', () => {
    expect(live('2026-11-24T13:00:00Z', 'Australia/Melbourne')).toBe(false);
    expect(live('2026-11-24T13:00:00Z', 'UTC')).toBe(true);
  });

  it('an offer starting 25 November shows from Melbourne\'s midnight, while UTC still reads the 24th', () => {
    const starting = offer({ starts_on: '2026-11-25', expires_on: null });
    expect(isOfferLive(starting, 'x', dateInTimeZone(new Date('2026-11-24T12:59:59Z'), 'Australia/Melbourne'))).toBe(false);
    expect(isOfferLive(starting, 'x', dateInTimeZone(new Date('2026-11-24T13:00:00Z'), 'Australia/Melbourne'))).toBe(true);
    expect(isOfferLive(starting, 'x', dateInTimeZone(new Date('2026-11-24T13:00:00Z'), 'UTC'))).toBe(false);
  });
});

describe('the offers filter', () => {
  const offers = [
    { manufacturer: { id: 1, name: 'Kia', slug: 'kia' }, model: { name: 'Sportage', slug: 'sportage', override_url: null } },
    { manufacturer: { id: 2, name: 'Ford', slug: 'ford' }, model: { name: 'Ranger', slug: 'ranger', override_url: null } },
    { manufacturer: { id: 2, name: 'Ford', slug: 'ford' }, model: { name: 'Everest', slug: 'everest', override_url: null } },
    { manufacturer: { id: 2, name: 'Ford', slug: 'ford' }, model: null },
    { manufacturer: { id: 1, name: 'Kia', slug: 'kia' }, model: { name: 'Sportage', slug: 'sportage', override_url: null } },
  ];
  const options = offerFilterOptions(offers);

  it('offers each manufacturer and model with an offer once, by name', () => {
    expect(options.manufacturers).toEqual([
      { slug: 'ford', name: 'Ford' },
      { slug: 'kia', name: 'Kia' },
    ]);
    expect(options.models.map((m) => [m.slug, m.manufacturer])).toEqual([
      ['everest', 'ford'],
      ['ranger', 'ford'],
      ['sportage', 'kia'],
    ]);
    expect(modelChoicesFor(options, 'kia').map((m) => m.slug)).toEqual(['sportage']);
    expect(modelChoicesFor(options, null)).toHaveLength(3);
  });

  it.each([
    ['', { manufacturer: null, model: null }],
    ['?manufacturer=ford', { manufacturer: 'ford', model: null }],
    ['?manufacturer=ford&model=ranger', { manufacturer: 'ford', model: 'ranger' }],
    ['?model=sportage', { manufacturer: null, model: 'sportage' }],
    ['?manufacturer=toyota&model=hilux', { manufacturer: null, model: null }],
    ['?manufacturer=kia&model=ranger', { manufacturer: 'kia', model: null }],
  ])('reads %j as %j', (query, state) => {
    expect(parseOfferFilter(new URLSearchParams(query), options)).toEqual(state);
  });

  it('writes the state back to the query, keeping other parameters and dropping "all"', () => {
    expect(offerFilterQuery({ manufacturer: 'ford', model: 'ranger' })).toBe('?manufacturer=ford&model=ranger');
    expect(offerFilterQuery({ manufacturer: null, model: null }, new URLSearchParams('utm_source=mail&manufacturer=kia'))).toBe('?utm_source=mail');
    expect(offerFilterQuery({ manufacturer: null, model: null })).toBe('');
  });

  it('a state read back from its own query is the same state', () => {
    const state = { manufacturer: 'ford', model: 'everest' };
    expect(parseOfferFilter(new URLSearchParams(offerFilterQuery(state)), options)).toEqual(state);
  });

  it('matches offers by manufacturer and model', () => {
    expect(offerMatchesFilter({ manufacturer: 'ford', model: null }, { manufacturer: 'ford', model: null })).toBe(true);
    expect(offerMatchesFilter({ manufacturer: 'ford', model: null }, { manufacturer: 'ford', model: 'ranger' })).toBe(false);
    expect(offerMatchesFilter({ manufacturer: 'kia', model: 'sportage' }, { manufacturer: null, model: null })).toBe(true);
  });

  it('counts the offers shown in plain words', () => {
    expect([0, 1, 5].map(offerCountText)).toEqual(['No offers match your selection.', '1 offer', '5 offers']);
  });
});

describe('offerValidityText', () => {
  it('names the last day in the region\'s words, or says the offer is ongoing', () => {
    expect(offerValidityText({ expires_on: '2027-01-31' }, 'en-AU')).toBe('Offer ends 31 January 2027.');
    expect(offerValidityText({ expires_on: '2027-01-31' }, 'en-US')).toBe('Offer ends January 31, 2027.');
    expect(offerValidityText({ expires_on: null }, 'en-NZ')).toBe('Ongoing offer.');
  });
});
