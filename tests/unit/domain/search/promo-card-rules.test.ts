/** Promo cards honour start and expiry by the dealer's calendar, and only link to built pages. */
import { describe, expect, it } from 'vitest';
import { FeaturesSchema } from '../../../../src/config/site-config-schema.ts';
import { isPromoCardLive, promoCardsLinkingTo } from '../../../../src/domain/search/promo-cards.ts';
import { dateInTimeZone } from '../../../../src/domain/places/time-zone.ts';
import { builtPages, isBuiltPath } from '../../../../src/site/built-pages.ts';

const card = { id: 'summer', title: 'Summer service', text: 'From $299', url: '/service', start: '2026-12-01', expiry: '2026-12-31' };
const liveAt = (iso: string, zone: string) => isPromoCardLive(card, dateInTimeZone(new Date(iso), zone));

describe('a promo card running 1 to 31 December, for a Melbourne dealer', () => {
  it('starts at midnight on 1 December in Melbourne (13:00 UTC on 30 November)', () => {
    expect(liveAt('2026-11-30T12:59:59Z', 'Australia/Melbourne')).toBe(false);
    expect(liveAt('2026-11-30T13:00:00Z', 'Australia/Melbourne')).toBe(true);
    expect(liveAt('2026-11-30T13:00:00Z', 'UTC')).toBe(false);
  });

  it('shows all of its expiry day in Melbourne and goes at the next midnight there', () => {
    expect(liveAt('2026-12-31T12:59:59Z', 'Australia/Melbourne')).toBe(true);
    expect(liveAt('2026-12-31T13:00:00Z', 'Australia/Melbourne')).toBe(false);
    expect(liveAt('2026-12-31T13:00:00Z', 'UTC')).toBe(true);
  });
});

describe('a promo card links only to a page the build makes', () => {
  const cards = [
    { ...card, id: 'service', url: '/service' },
    { ...card, id: 'parts', url: '/parts/search' },
    { ...card, id: 'offers', url: '/special-offers' },
    { ...card, id: 'offers-off', url: '/special-offers' },
  ];

  it('drops a card whose page is not built (parts), keeps the rest', () => {
    const pages = builtPages({ features: FeaturesSchema.parse({ pages: { parts: false } }) });
    expect(promoCardsLinkingTo(cards, (url) => isBuiltPath(pages, url)).map((c) => c.id)).toEqual(['service', 'offers', 'offers-off']);
  });

  it('drops a card for special offers when the site switches them off', () => {
    const pages = builtPages({ features: FeaturesSchema.parse({ pages: { special_offers: false, parts: false } }) });
    expect(promoCardsLinkingTo(cards, (url) => isBuiltPath(pages, url)).map((c) => c.id)).toEqual(['service']);
  });
});
