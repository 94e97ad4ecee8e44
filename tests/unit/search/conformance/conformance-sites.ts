/**
 * The stock the conformance suite searches: every demo site's cars, generated in the test from the
 * real site configs with a fixed seed and reference date (hermetic: no data folder needed), as
 * search documents, with the site's stock-filter settings.
 */
import path from 'node:path';
import { loadAllSiteConfigs } from '../../../../src/config/load-site-config.ts';
import { SECONDS_PER_DAY } from '../../../../src/domain/basics/constants.ts';
import type { StockFilterSettings } from '../../../../src/domain/search/stock-filter.ts';
import { generateSiteData } from '../../../../src/demo-data/generate-site-data.ts';
import { stockFilterSettingsOf } from '../../../../src/config/stock-filter-settings.ts';
import { toSearchDocument, type SearchDocument } from '../../../../src/search/search-document.ts';
import type { Car } from '../../../../src/domain/cars/car.ts';
import { NO_DRIVE_AWAY } from '../no-drive-away.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

export const SEED = 20_260_101;
/** The demo data's "today". */
export const REFERENCE_DATE = new Date('2026-05-20T00:00:00Z');
/** When the snapshot is built: the demo data's "today". */
export const BUILT_AT = REFERENCE_DATE.getTime() / 1000;
/** When the searches run: two days later, so some sold cars in the snapshot have left the window. */
export const SEARCHED_AT = BUILT_AT + 2 * SECONDS_PER_DAY;
/** The index name of the default order. */
export const COLLECTION = 'cars';

export interface ConformanceSite {
  readonly slug: string;
  readonly cars: readonly Car[];
  /** Every car of the site, as documents (what Typesense would index). */
  readonly documents: readonly SearchDocument[];
  readonly stockFilter: StockFilterSettings;
}

/** Every demo site's stock. */
export async function loadConformanceSites(): Promise<ConformanceSite[]> {
  const results = await loadAllSiteConfigs(ROOT);
  return results.flatMap((result) => {
    if (!result.ok) throw new Error(`invalid site config: ${JSON.stringify(result)}`);
    const { cars } = generateSiteData({ config: result.config, seed: SEED, referenceDate: REFERENCE_DATE });
    return [{ slug: result.config.slug, cars, documents: cars.map((car) => toSearchDocument(car, NO_DRIVE_AWAY)), stockFilter: stockFilterSettingsOf(result.config.search) }];
  });
}
