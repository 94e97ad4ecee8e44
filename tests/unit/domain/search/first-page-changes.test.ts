import { describe, expect, it } from 'vitest';
import { firstPageChangesAt, firstPageMoment, type FirstPage } from '../../../../src/domain/search/first-page-changes.ts';
import { NEW_ARRIVAL_DAYS, SECONDS_PER_DAY } from '../../../../src/domain/basics/constants.ts';
import { startOfDateInTimeZone } from '../../../../src/domain/places/time-zone.ts';

const at = (iso: string) => Date.parse(iso) / 1000;
const BUILT = at('2026-11-24T12:00:00Z');
const page = (over: Partial<FirstPage> = {}): FirstPage => ({ builtAt: BUILT, staleAt: null, hits: [], promoCards: [], timeZone: 'Australia/Melbourne', ...over });

describe('when a search page’s first page changes after its build', () => {
  it('never, for a page with nothing dated', () => {
    expect(firstPageChangesAt(page())).toBeNull();
  });

  it('when the listed sold car’s window closes (staleAt)', () => {
    expect(firstPageChangesAt(page({ staleAt: BUILT + 60 }))).toBe(BUILT + 60);
  });

  it('when the first car on the page stops being a New Arrival; cars already past it, or unreadable, do not count', () => {
    const hits = [{ created_at: '2026-11-20T00:00:00Z' }, { created_at: '2026-11-18T06:00:00Z' }, { created_at: '2026-11-01T00:00:00Z' }, { created_at: 'not a date' }];
    expect(firstPageChangesAt(page({ hits }))).toBe(at('2026-11-18T06:00:00Z') + NEW_ARRIVAL_DAYS * SECONDS_PER_DAY);
  });

  it('when a promo card starts, or the day after it expires begins, in the dealer’s time zone; hidden cards do not count', () => {
    // Melbourne is UTC+11 in summer: 1 December begins at 13:00 UTC on 30 November.
    expect(firstPageChangesAt(page({ promoCards: [{ id: 'a', title: '', text: '', url: '/', start: '2026-12-01' }] }))).toBe(at('2026-11-30T13:00:00Z'));
    expect(firstPageChangesAt(page({ promoCards: [{ id: 'a', title: '', text: '', url: '/', expiry: '2026-11-25' }] }))).toBe(at('2026-11-25T13:00:00Z'));
    expect(firstPageChangesAt(page({ promoCards: [{ id: 'a', title: '', text: '', url: '/', start: '2026-12-01', display: false }] }))).toBeNull();
    // A window that began before the build changes nothing until it ends.
    expect(firstPageChangesAt(page({ promoCards: [{ id: 'a', title: '', text: '', url: '/', start: '2026-11-01' }] }))).toBeNull();
  });

  it('the earliest of them all', () => {
    expect(
      firstPageChangesAt(page({ staleAt: BUILT + 3 * SECONDS_PER_DAY, hits: [{ created_at: '2026-11-17T00:00:00Z' }], promoCards: [{ id: 'a', title: '', text: '', url: '/', expiry: '2026-11-30' }] })),
    ).toBe(at('2026-11-17T00:00:00Z') + NEW_ARRIVAL_DAYS * SECONDS_PER_DAY);
  });
});

describe('the first moment of a date in a time zone', () => {
  it('is that date’s midnight there, across offsets and daylight saving', () => {
    expect(startOfDateInTimeZone('2026-11-24', 'UTC')).toBe(Date.parse('2026-11-24T00:00:00Z'));
    expect(startOfDateInTimeZone('2026-07-01', 'Australia/Melbourne')).toBe(Date.parse('2026-06-30T14:00:00Z'));
    expect(startOfDateInTimeZone('2026-01-01', 'Australia/Melbourne')).toBe(Date.parse('2025-12-31T13:00:00Z'));
    expect(startOfDateInTimeZone('2026-03-01', 'America/Los_Angeles')).toBe(Date.parse('2026-03-01T08:00:00Z'));
    expect(startOfDateInTimeZone('2026-06-15', 'Asia/Kolkata')).toBe(Date.parse('2026-06-14T18:30:00Z'));
    expect(startOfDateInTimeZone('2026-06-15', 'Pacific/Kiritimati')).toBe(Date.parse('2026-06-14T10:00:00Z'));
  });

  it('refuses a date it cannot read', () => {
    expect(() => startOfDateInTimeZone('24/11/2026', 'UTC')).toThrow(RangeError);
    expect(() => startOfDateInTimeZone('2026-02-30', 'UTC')).toThrow(RangeError);
  });
});

describe('the moment a search page is rendered for', () => {
  const dated: Omit<FirstPage, 'builtAt'> = { staleAt: null, hits: [], promoCards: [], timeZone: 'Australia/Melbourne' };
  // 2026-11-24 in Melbourne began at 2026-11-23T13:00:00Z.
  const dayStart = at('2026-11-23T13:00:00Z');

  it('is the start of the dealer’s day when nothing on the page changed since', () => {
    expect(firstPageMoment(dated, BUILT)).toBe(dayStart);
  });

  it('is the last edge before the build when one fell later in the day', () => {
    const hits = [{ created_at: '2026-11-16T06:00:00Z' }, { created_at: '2026-11-20T06:00:00Z' }];
    expect(firstPageMoment({ ...dated, hits }, BUILT)).toBe(at('2026-11-16T06:00:00Z') + NEW_ARRIVAL_DAYS * SECONDS_PER_DAY);
  });

  it('renders the same first page as the build moment: the next change is the same from either', () => {
    const hits = [{ created_at: '2026-11-16T06:00:00Z' }, { created_at: '2026-11-20T06:00:00Z' }];
    const promoCards = [{ id: 'a', title: '', text: '', url: '/', start: '2026-11-24', expiry: '2026-11-30' }];
    for (const builtAt of [BUILT, BUILT + 3600, at('2026-11-24T12:59:00Z')]) {
      const moment = firstPageMoment({ ...dated, hits, promoCards, staleAt: BUILT + 86_400 }, builtAt);
      expect(moment).toBeLessThanOrEqual(builtAt);
      expect(firstPageChangesAt({ ...dated, hits, promoCards, staleAt: BUILT + 86_400, builtAt: moment })).toBe(
        firstPageChangesAt({ ...dated, hits, promoCards, staleAt: BUILT + 86_400, builtAt }),
      );
    }
  });

  it('stays put across builds until an edge passes, then moves to it', () => {
    // The car stops being a New Arrival at 17:00 on the 24th, Melbourne time.
    const hits = [{ created_at: '2026-11-16T06:00:00Z' }];
    const edge = at('2026-11-16T06:00:00Z') + NEW_ARRIVAL_DAYS * SECONDS_PER_DAY;
    expect(firstPageMoment({ ...dated, hits }, edge - 60)).toBe(firstPageMoment({ ...dated, hits }, dayStart + 60));
    expect(firstPageMoment({ ...dated, hits }, edge + 60)).toBe(edge);
  });
});
