/**
 * Promo cards in the search result grid (spec section 2: "Promo card in search results at position
 * 9"; section 3: start, expiry, position, display, strictDisplay; section 4: "Promo cards show only
 * between their start and expiry dates, if any").
 *
 * Our readings, matching the site config's descriptions:
 * - start and expiry are calendar dates (YYYY-MM-DD) and both are included: a card shows on its
 *   start day and on its expiry day. `today` is the dealer's calendar date (src/domain/places/time-zone.ts),
 *   given by the caller: the build's moment there for the static page, the browser's clock there
 *   once the search island runs;
 * - a card whose link leads to a page the build does not make is not shown (promoCardsLinkingTo);
 * - `display: false` hides a card whatever its dates;
 * - `position` counts grid items from 1 on every page; two cards asking for the same position sit
 *   side by side in the order the config lists them;
 * - a strict card shows only where its position exists on the page, that is when enough items
 *   precede it; a non-strict card that would fall beyond the last hit goes at the end instead;
 * - a page without hits shows no cards: the empty-results message is what the shopper needs.
 */
import { DEFAULT_PROMO_CARD_POSITION } from '../basics/constants.ts';

/**
 * A promotional card, as the site config's `features.promo_cards` entries give it (their type is
 * assignable to this one). Missing position, display and strictDisplay take the spec's defaults.
 */
export interface PromoCard {
  /** Unique among the site's promo cards. */
  readonly id: string;
  readonly title: string;
  readonly text: string;
  /** Site path the card links to. */
  readonly url: string;
  /** First day the card shows (YYYY-MM-DD); none means from now on. */
  readonly start?: string;
  /** Last day the card shows (YYYY-MM-DD); none means no end. */
  readonly expiry?: string;
  /** 1-based grid position; DEFAULT_PROMO_CARD_POSITION (9) when absent. */
  readonly position?: number;
  /** false hides the card; true when absent. */
  readonly display?: boolean;
  /** true shows the card only where its position exists on the page; false when absent. */
  readonly strictDisplay?: boolean;
}

/** One cell of the result grid: a hit or a promo card. */
export type GridItem<Hit> = { readonly kind: 'hit'; readonly hit: Hit } | { readonly kind: 'promo'; readonly card: PromoCard };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function checkDate(what: string, date: string): void {
  if (!ISO_DATE.test(date)) throw new RangeError(`${what} must be a date like 2026-12-25, got ${JSON.stringify(date)}`);
}

/** The grid position a card asks for, 1-based. */
export function promoCardPosition(card: PromoCard): number {
  const position = card.position ?? DEFAULT_PROMO_CARD_POSITION;
  if (!Number.isInteger(position) || position < 1) {
    throw new RangeError(`promo card ${JSON.stringify(card.id)} position must be a whole number from 1, got ${position}`);
  }
  return position;
}


/** The cards whose link lands: `isBuilt` says whether the build makes a path (src/site/built-pages.ts isBuiltPath). */
export function promoCardsLinkingTo<Card extends Pick<PromoCard, 'url'>>(cards: readonly Card[], isBuilt: (url: string) => boolean): Card[] {
  return cards.filter((card) => isBuilt(card.url));
}

/** Whether the card shows on `today` (YYYY-MM-DD): displayed, and between its start and expiry, both included. */
export function isPromoCardLive(card: PromoCard, today: string): boolean {
  checkDate('today', today);
  if (card.start !== undefined) checkDate(`promo card ${JSON.stringify(card.id)} start`, card.start);
  if (card.expiry !== undefined) checkDate(`promo card ${JSON.stringify(card.id)} expiry`, card.expiry);
  if (card.display === false) return false;
  // ISO dates compare as strings in calendar order.
  return (card.start === undefined || card.start <= today) && (card.expiry === undefined || today <= card.expiry);
}

/**
 * The result grid for one page: the page's hits in order, with the cards live on `today` inserted at
 * their 1-based positions (see the module comment for strict cards, shared positions and empty
 * pages). `pageSize` is the page's capacity; a page with more hits than that is a RangeError, as it
 * means the caller passed all hits rather than one page.
 */
export function placePromoCards<Hit>(
  hits: readonly Hit[],
  cards: readonly PromoCard[],
  today: string,
  pageSize: number,
): GridItem<Hit>[] {
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new RangeError(`pageSize must be a whole number from 1, got ${pageSize}`);
  if (hits.length > pageSize) throw new RangeError(`a page holds at most ${pageSize} hits, got ${hits.length}`);
  const items: GridItem<Hit>[] = hits.map((hit) => ({ kind: 'hit', hit }));
  const live = cards
    .filter((card) => isPromoCardLive(card, today))
    .map((card) => ({ card, position: promoCardPosition(card) }))
    .sort((a, b) => a.position - b.position);
  if (hits.length === 0) return items;
  let lastPlaced = -1;
  for (const { card, position } of live) {
    const index = Math.max(position - 1, lastPlaced + 1);
    if (index < items.length) {
      items.splice(index, 0, { kind: 'promo', card });
      lastPlaced = index;
    } else if (card.strictDisplay !== true) {
      items.push({ kind: 'promo', card });
      lastPlaced = items.length - 1;
    }
  }
  return items;
}
