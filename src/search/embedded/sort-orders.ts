/**
 * The sort orders of src/domain/search/sort-options.ts, computed once over the documents with the
 * domain's comparators: a query then reads its hits off a ready-made order instead of sorting.
 *
 * - latest, highest price, lowest price: one permutation of all documents each; a query keeps the
 *   ones in its result set, in that order.
 * - most relevant: the comparator orders by text match, then by the same tie-breakers as latest, so
 *   a document's rank in the latest order is its tie-break key. Without a query every text match is
 *   0 and the order is exactly latest.
 */
import { compareHits, type SortableHit, type SortBy } from '../../domain/search/sort-options.ts';
import type { SearchDocument } from '../search-document.ts';

/** Orders that do not depend on the query. */
type FixedSortBy = Exclude<SortBy, 'most-relevant'>;

/** Every fixed order of the documents, and each document's rank in the latest order. */
export class SortOrders {
  readonly #orders: Readonly<Record<FixedSortBy, Int32Array>>;
  /** Position -> rank in the latest order (0 is the newest). */
  readonly latestRank: Int32Array;

  constructor(documents: readonly SearchDocument[]) {
    const sortable: SortableHit[] = documents.map((document) => ({ id: document.car_id, price: document.price, created_at_timestamp: document.created_at_timestamp }));
    const orderBy = (sortBy: SortBy): Int32Array => {
      const compare = compareHits(sortBy);
      const positions = documents.map((_, position) => position);
      positions.sort((a, b) => compare(sortable[a] as SortableHit, sortable[b] as SortableHit));
      return Int32Array.from(positions);
    };
    this.#orders = { latest: orderBy('latest'), 'highest-price': orderBy('highest-price'), 'lowest-price': orderBy('lowest-price') };
    this.latestRank = new Int32Array(documents.length);
    this.#orders.latest.forEach((position, rank) => {
      this.latestRank[position] = rank;
    });
  }

  /** All document positions in `sortBy` order; most relevant without a query is latest. */
  positionsIn(sortBy: SortBy): Int32Array {
    return this.#orders[sortBy === 'most-relevant' ? 'latest' : sortBy];
  }
}
