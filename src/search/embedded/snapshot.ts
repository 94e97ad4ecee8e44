/**
 * The stock snapshot an embedded site publishes at /search/stock.json: the cars it lists, as search
 * documents, for the in-browser engine. Built at build time from the site's cars and read in the
 * browser on the first search.
 *
 * - Only cars the stock filter lists at build time go in. Listing only narrows as time passes (a
 *   sold car's window closes; nothing else changes without a new build), so no car left out could
 *   be listed later; the engine still applies the filter with the shopper's clock at every query.
 * - Each car is its full SearchDocument: the same fields Typesense stores and returns, so a hit is
 *   the same object on both backends. Dropping fields the card does not read was measured and left
 *   out: on the demo sites it saves about 15% of the gzip size (27 KB -> 23 KB for 216 cars) at the
 *   price of a second, partial document type.
 * - The JSON is written without spaces and carries a format number, so a browser holding an older
 *   snapshot format fails loudly rather than searching wrong data.
 */
import type { Car } from '../../domain/cars/car.ts';
import { stockPredicate, type StockFilterSettings } from '../../domain/search/stock-filter.ts';
import { toSearchDocument, type DriveAwayOf, type SearchDocument } from '../search-document.ts';

/** Bumped when the snapshot's shape changes. */
export const STOCK_SNAPSHOT_FORMAT = 2;

/** The published file's content. */
export interface StockSnapshot {
  readonly format: typeof STOCK_SNAPSHOT_FORMAT;
  readonly documents: readonly SearchDocument[];
}

/** The snapshot of `cars` as the site lists them at `now` (Unix seconds), in the cars' order, each with its drive-away line. */
export function buildStockSnapshot(cars: readonly Car[], settings: StockFilterSettings, now: number, driveAwayOf: DriveAwayOf): StockSnapshot {
  const isListed = stockPredicate(settings, now);
  return { format: STOCK_SNAPSHOT_FORMAT, documents: cars.filter(isListed).map((car) => toSearchDocument(car, driveAwayOf)) };
}

/** The snapshot as the published file's text. */
export function serializeStockSnapshot(snapshot: StockSnapshot): string {
  return JSON.stringify(snapshot);
}

/** The documents of a published snapshot; throws when the value is not a snapshot of this format. */
export function parseStockSnapshot(value: unknown): readonly SearchDocument[] {
  if (typeof value !== 'object' || value === null) throw new Error('the stock snapshot is not a JSON object');
  const { format, documents } = value as Partial<Record<keyof StockSnapshot, unknown>>;
  if (format !== STOCK_SNAPSHOT_FORMAT) throw new Error(`the stock snapshot has format ${JSON.stringify(format)}, expected ${STOCK_SNAPSHOT_FORMAT}`);
  if (!Array.isArray(documents)) throw new Error('the stock snapshot holds no document list');
  return documents as SearchDocument[];
}

/** Loads the documents from a published snapshot, e.g. `fetchStockSnapshot('/search/stock.json')`. */
export async function fetchStockSnapshot(url: string, fetchImpl: typeof fetch = fetch): Promise<readonly SearchDocument[]> {
  const response = await fetchImpl(url);
  if (!response.ok) throw new Error(`the stock snapshot ${url} could not be loaded: HTTP ${response.status}`);
  return parseStockSnapshot(await response.json());
}
