/**
 * Which documents the site lists at a given moment: the domain's `stockPredicate` (the same rule
 * Typesense applies as `stockFilterBy`), evaluated for every document at the query's `now`.
 *
 * Evaluating it for 5,000 documents on every query would cost milliseconds, so the engine keeps the
 * last answer: the predicate depends on `now` only, and a query in the same second reuses it. A new
 * second asks the predicate again, but once per group of documents with identical stock-filter
 * fields rather than once per document (the predicate is a pure function of those fields).
 */
import { stockPredicate, type StockFilterCar, type StockFilterSettings } from '../../domain/search/stock-filter.ts';
import type { SearchDocument } from '../search-document.ts';
import { Bitset } from './bitset.ts';

/** The listed documents at one moment, and a number that changes whenever that set does. */
interface ListedSnapshot {
  readonly documents: Bitset;
  /** Increases each time the listed set differs from the one before; caches key on it. */
  readonly version: number;
}

interface Group {
  readonly car: StockFilterCar;
  readonly positions: readonly number[];
}

/** The stock filter over a fixed list of documents. */
export class ListedStock {
  readonly #settings: StockFilterSettings;
  readonly #groups: readonly Group[];
  readonly #size: number;
  #last: { readonly now: number; readonly snapshot: ListedSnapshot } | null = null;

  /** Throws a RangeError, as `stockPredicate` does, on settings no filter can express. */
  constructor(documents: readonly SearchDocument[], settings: StockFilterSettings) {
    stockPredicate(settings, 0);
    this.#settings = settings;
    this.#size = documents.length;
    const groups = new Map<string, { car: StockFilterCar; positions: number[] }>();
    documents.forEach((document, position) => {
      const car: StockFilterCar = {
        status: document.status,
        sold_date_timestamp: document.sold_date_timestamp,
        show_on_dealer_website: document.show_on_dealer_website,
        age_index: document.age_index,
        car_type: document.car_type,
        make: document.make,
      };
      const key = JSON.stringify(car);
      const group = groups.get(key);
      if (group === undefined) groups.set(key, { car, positions: [position] });
      else group.positions.push(position);
    });
    this.#groups = [...groups.values()];
  }

  /** The documents listed at `now` (Unix seconds). */
  at(now: number): ListedSnapshot {
    const last = this.#last;
    if (last !== null && last.now === now) return last.snapshot;
    const isListed = stockPredicate(this.#settings, now);
    const documents = new Bitset(this.#size);
    for (const group of this.#groups) {
      if (isListed(group.car)) for (const position of group.positions) documents.add(position);
    }
    const version = last === null ? 0 : last.snapshot.documents.equals(documents) ? last.snapshot.version : last.snapshot.version + 1;
    const snapshot = { documents, version };
    this.#last = { now, snapshot };
    return snapshot;
  }
}
