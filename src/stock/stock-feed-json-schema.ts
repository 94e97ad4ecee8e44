/**
 * The JSON Schema of a stock feed in the JSON format (a list of cars), generated from CarSchema so
 * that it never drifts from what the reader and the importer accept. Dealers' feed providers can
 * validate an export against it before sending it; `npm run schema` writes it and a unit test fails
 * when the committed file is stale.
 */
import { z } from 'zod';
import { jsonSchemaOf, jsonSchemaText } from '../config/json-schema-file.ts';
import { CarSchema } from './car-schema.ts';

/** Where the generated schema lives, relative to the project root. */
export const STOCK_FEED_JSON_SCHEMA_PATH = 'docs/stock-feed/stock-feed.schema.json';

/**
 * The schema of a feed file. The rules a JSON Schema cannot say (sold agrees with status, ids and
 * slugs unique, dealerships of the site) are checked by the importer and the reader all the same.
 */
export function buildStockFeedJsonSchema(): Record<string, unknown> {
  return jsonSchemaOf(
    z.array(CarSchema),
    'Dealer stock feed',
    'A dealer\'s stock as a JSON list of cars, the format `npm run stock:import` reads and writes and the build reads. Generated from src/stock/car-schema.ts; run `npm run schema` after changing that file.',
  );
}

/** The file's exact text. */
export function renderStockFeedJsonSchema(): string {
  return jsonSchemaText(buildStockFeedJsonSchema());
}
