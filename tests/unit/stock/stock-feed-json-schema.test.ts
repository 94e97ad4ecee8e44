import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STOCK_FEED_JSON_SCHEMA_PATH, buildStockFeedJsonSchema, renderStockFeedJsonSchema } from '../../../src/stock/stock-feed-json-schema.ts';

const ROOT = path.join(import.meta.dirname, '..', '..', '..');

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** [path, schema] of every property of the car, nested objects and lists of objects included. */
function properties(node: unknown, at = ''): [string, Node][] {
  if (!isNode(node)) return [];
  const found: [string, Node][] = [];
  if (isNode(node.properties)) {
    for (const [key, child] of Object.entries(node.properties)) {
      if (!isNode(child)) continue;
      found.push([`${at}${key}`, child]);
      found.push(...properties(child, `${at}${key}.`));
    }
  }
  if (isNode(node.items)) found.push(...properties(node.items, at));
  for (const branch of Array.isArray(node.anyOf) ? node.anyOf : []) found.push(...properties(branch, at));
  return found;
}

describe('the stock feed JSON Schema', () => {
  it('the committed docs/stock-feed/stock-feed.schema.json is up to date (run `npm run schema` if not)', () => {
    expect(readFileSync(path.join(ROOT, STOCK_FEED_JSON_SCHEMA_PATH), 'utf8') === renderStockFeedJsonSchema(), `${STOCK_FEED_JSON_SCHEMA_PATH} is stale`).toBe(true);
  });

  it('is a list of cars whose every field of the spec\'s Car entity is required', () => {
    const schema = buildStockFeedJsonSchema();
    expect(schema).toMatchObject({ type: 'array', items: { type: 'object' } });
    const required = (schema.items as { required: string[] }).required;
    for (const field of ['id', 'slug', 'name', 'make', 'model', 'badge', 'series', 'year', 'km', 'price', 'before_price', 'offer_price', 'subscription_price', 'price_type', 'car_type', 'status', 'sold', 'sold_date_timestamp', 'show_on_dealer_website', 'reserved', 'tag', 'certified', 'created_at', 'stocknum', 'vin', 'dealership_id', 'dealership_slug', 'city', 'state', 'private_suburb', 'private_postcode', 'simple_fuel', 'simple_body', 'simple_drive', 'simple_transmission', 'images', 'primary_image_url', 'photos_count', 'preorder', 'carsales_title', 'file', 'payment_processors', 'autograb_data', 'location']) {
      expect(required, field).toContain(field);
    }
  });

  it('describes every top-level field for the people who write feeds', () => {
    const undescribed = properties((buildStockFeedJsonSchema().items as Node)).filter(([name, node]) => !name.includes('.') && typeof node.description !== 'string');
    expect(undescribed.map(([name]) => name)).toEqual([]);
  });
});
