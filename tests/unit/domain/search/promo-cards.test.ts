import { describe, expect, expectTypeOf, it } from 'vitest';
import type { PromoCard as ConfigPromoCard } from '../../../../src/config/site-config-schema.ts';
import { DEFAULT_PROMO_CARD_POSITION } from '../../../../src/domain/basics/constants.ts';
import { isPromoCardLive, placePromoCards, promoCardPosition } from '../../../../src/domain/search/promo-cards.ts';
import type { GridItem, PromoCard } from '../../../../src/domain/search/promo-cards.ts';

const card = (overrides: Partial<PromoCard> = {}): PromoCard => ({
  id: 'summer-service',
  title: 'Summer service from $299',
  text: 'Book before the end of December.',
  url: '/service',
  ...overrides,
});

const TODAY = '2026-05-15';
const hits = (n: number) => Array.from({ length: n }, (_, i) => `car-${i + 1}`);

/** The grid as short labels: car ids for hits, the card id for cards. */
const layout = (items: GridItem<string>[]) => items.map((item) => (item.kind === 'hit' ? item.hit : `[${item.card.id}]`));
const positionOf = (items: GridItem<string>[], id: string) =>
  items.findIndex((item) => item.kind === 'promo' && item.card.id === id) + 1;

describe('promo cards: dates and display', () => {
  it.each([
    ['no dates', {}, true],
    ['started before today', { start: '2026-05-01' }, true],
    ['starting today', { start: TODAY }, true],
    ['starting tomorrow', { start: '2026-05-16' }, false],
    ['expiring today', { expiry: TODAY }, true],
    ['expired yesterday', { expiry: '2026-05-14' }, false],
    ['running from start to expiry', { start: '2026-05-01', expiry: '2026-05-31' }, true],
    ['running next month', { start: '2026-06-01', expiry: '2026-06-30' }, false],
  ])('promo cards show only between their start and expiry dates, if any: %s -> %s', (_what, dates, expected) => {
    expect(isPromoCardLive(card(dates), TODAY)).toBe(expected);
  });

  it('a card with display false is hidden whatever its dates', () => {
    expect(isPromoCardLive(card({ display: false }), TODAY)).toBe(false);
    expect(isPromoCardLive(card({ display: true }), TODAY)).toBe(true);
    expect(placePromoCards(hits(21), [card({ display: false })], TODAY, 21)).toHaveLength(21);
  });

  it.each([
    ['today', () => isPromoCardLive(card(), '15/05/2026')],
    ['start', () => isPromoCardLive(card({ start: '2026-5-1' }), TODAY)],
    ['expiry', () => isPromoCardLive(card({ expiry: 'never' }), TODAY)],
  ])('a %s that is not a YYYY-MM-DD date is refused', (_what, check) => {
    expect(check).toThrow(RangeError);
  });
});

describe('promo cards: position', () => {
  it('the promo card sits at position 9 by default', () => {
    expect(DEFAULT_PROMO_CARD_POSITION).toBe(9);
    const grid = placePromoCards(hits(21), [card()], TODAY, 21);
    expect(grid).toHaveLength(22);
    expect(positionOf(grid, 'summer-service')).toBe(9);
    expect(layout(grid).slice(7, 10)).toEqual(['car-8', '[summer-service]', 'car-9']);
  });

  it('a card sits at the 1-based position it asks for', () => {
    expect(positionOf(placePromoCards(hits(21), [card({ position: 1 })], TODAY, 21), 'summer-service')).toBe(1);
    expect(positionOf(placePromoCards(hits(21), [card({ position: 21 })], TODAY, 21), 'summer-service')).toBe(21);
  });

  it('several cards each sit at their own position', () => {
    const grid = placePromoCards(hits(21), [card({ id: 'late', position: 12 }), card({ id: 'early', position: 3 })], TODAY, 21);
    expect([positionOf(grid, 'early'), positionOf(grid, 'late')]).toEqual([3, 12]);
    expect(layout(grid).filter((label) => label.startsWith('car-'))).toEqual(hits(21));
  });

  it('cards asking for the same position sit side by side in config order', () => {
    const grid = placePromoCards(hits(21), [card({ id: 'first' }), card({ id: 'second' })], TODAY, 21);
    expect([positionOf(grid, 'first'), positionOf(grid, 'second')]).toEqual([9, 10]);
  });

  it.each([0, -3, 2.5])('a position of %s is refused', (position) => {
    expect(() => promoCardPosition(card({ position }))).toThrow(RangeError);
  });
});

describe('promo cards: short pages', () => {
  it.each([
    ['fewer hits than its position', 8, false],
    ['as many hits as its position', 9, true],
  ])('a strict card shows only where its position exists on the page: %s -> shown %s', (_what, count, shown) => {
    const grid = placePromoCards(hits(count), [card({ strictDisplay: true })], TODAY, 21);
    expect(positionOf(grid, 'summer-service')).toBe(shown ? 9 : 0);
  });

  it('a non-strict card goes at the end when there are fewer hits than its position', () => {
    const grid = placePromoCards(hits(5), [card()], TODAY, 21);
    expect(layout(grid)).toEqual([...hits(5), '[summer-service]']);
  });

  it('a page without hits shows no promo cards', () => {
    expect(placePromoCards([], [card(), card({ id: 'strict', strictDisplay: true })], TODAY, 21)).toEqual([]);
  });

  it('pageSize is the page’s capacity: a page with more hits is refused', () => {
    expect(() => placePromoCards(hits(22), [card()], TODAY, 21)).toThrow(RangeError);
    expect(() => placePromoCards(hits(1), [card()], TODAY, 0)).toThrow(RangeError);
  });

  it('keeps every hit, in order, whatever the cards', () => {
    const cards = [card({ id: 'a', position: 2 }), card({ id: 'b', position: 40, strictDisplay: true }), card({ id: 'c', position: 30 })];
    const grid = placePromoCards(hits(21), cards, TODAY, 21);
    expect(layout(grid).filter((label) => label.startsWith('car-'))).toEqual(hits(21));
    expect(layout(grid)).toEqual(['car-1', '[a]', ...hits(21).slice(1), '[c]']);
  });
});

describe('promo cards: the site config', () => {
  it('the config’s promo card type fits the domain’s', () => {
    expectTypeOf<ConfigPromoCard>().toExtend<PromoCard>();
    expectTypeOf<ConfigPromoCard[]>().toExtend<readonly PromoCard[]>();
  });
});
