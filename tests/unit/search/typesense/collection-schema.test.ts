import { describe, expect, it } from 'vitest';
import { sortOption } from '../../../../src/domain/search/sort-options.ts';
import { FILTER_FIELDS, QUERY_FIELDS, toSearchDocument, type SearchDocument } from '../../../../src/search/search-document.ts';
import {
  collectionSchema,
  schemaChanges,
  schemaUpdateBody,
  SHARED_SEARCH_PARAMETERS,
  type TypesenseField,
} from '../../../../src/search/typesense/collection-schema.ts';
import { demoSite } from './demo-stock.ts';
import { NO_DRIVE_AWAY } from '../no-drive-away.ts';

const schema = collectionSchema();
const fieldNamed = (name: string): TypesenseField | undefined => schema.fields.find((field) => field.name === name);

/** Every document of two demo sites: the values the collection must accept. */
async function demoDocuments(): Promise<SearchDocument[]> {
  const sites = await Promise.all([demoSite('brighton-volkswagen'), demoSite('bayside-motor-group')]);
  return sites.flatMap((site) => site.cars.map((car) => toSearchDocument(car, NO_DRIVE_AWAY)));
}

/** Whether a document value fits a Typesense type as the server checks it. */
function fits(type: TypesenseField['type'], value: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'string[]':
      return Array.isArray(value) && value.every((item) => typeof item === 'string');
    case 'int32':
      return Number.isInteger(value) && Math.abs(value as number) < 2 ** 31;
    case 'int64':
      return Number.isSafeInteger(value);
    case 'float':
      return typeof value === 'number';
    case 'bool':
      return typeof value === 'boolean';
  }
}

describe('the stock collection', () => {
  it("is called 'cars' unless the config names another collection", () => {
    expect(collectionSchema().name).toBe('cars');
    expect(collectionSchema('stock_v2').name).toBe('stock_v2');
  });

  it.each(Object.entries(FILTER_FIELDS))('filter attribute %s refines a facet field (%s)', (_attribute, field) => {
    expect(fieldNamed(field)).toMatchObject({ name: field, facet: true });
  });

  it.each([...QUERY_FIELDS])('text field %s is indexed as a string for search', (field) => {
    expect(fieldNamed(field)?.type).toBe('string');
    expect(fieldNamed(field)?.index ?? true).toBe(true);
  });

  it.each(['price', 'created_at_timestamp', 'car_id'])('sort field %s is numeric with a sort index', (field) => {
    expect(fieldNamed(field)).toMatchObject({ sort: true });
    expect(['int32', 'int64', 'float']).toContain(fieldNamed(field)?.type);
  });

  it.each(['status', 'sold_date_timestamp', 'show_on_dealer_website', 'age_index', 'car_type', 'make', 'dealership_id'])(
    'stock filter field %s is indexed',
    (field) => {
      expect(fieldNamed(field)).toBeDefined();
    },
  );

  it('sorts newest first by default, on a field every document has', () => {
    expect(schema.default_sorting_field).toBe('created_at_timestamp');
    expect(fieldNamed('created_at_timestamp')?.optional).toBeUndefined();
  });

  it('only facet fields are facets, and the id is left to Typesense', () => {
    const facets = schema.fields.filter((field) => field.facet).map((field) => field.name);
    expect(new Set(facets)).toEqual(new Set(Object.values(FILTER_FIELDS)));
    expect(fieldNamed('id')).toBeUndefined();
  });

  it('display-only fields are stored with the document, not indexed', () => {
    for (const field of ['slug', 'primary_image_url', 'autograb_data', 'payment_processors', 'before_price']) expect(fieldNamed(field)).toBeUndefined();
  });

  it('accepts every demo document: each indexed value fits its type, and fields that can be null are optional', async () => {
    const documents = await demoDocuments();
    for (const field of schema.fields) {
      const values = documents.map((document) => document[field.name as keyof SearchDocument]);
      const nulls = values.filter((value) => value === null).length;
      if (nulls > 0) expect(field.optional, `${field.name} holds null in ${nulls} documents`).toBe(true);
      const misfits = values.filter((value) => value !== null && !fits(field.type, value));
      expect(misfits, `${field.name} (${field.type})`).toEqual([]);
    }
  });
});

describe('updating an existing collection', () => {
  /** The fields as Typesense returns them: every default flag filled in. */
  const asReturned = (fields: readonly TypesenseField[]) =>
    fields.map((field) => ({ facet: false, index: true, optional: false, sort: field.type !== 'string' && field.type !== 'string[]', infix: false, ...field }));

  it('changes nothing when the collection already has every field as wanted', () => {
    expect(schemaChanges(asReturned(schema.fields), schema.fields)).toEqual({ missing: [], changed: [] });
  });

  it('adds the fields the collection lacks and leaves fields it has beyond the schema alone', () => {
    const existing = [...asReturned(schema.fields.filter((field) => field.name !== 'weekly_price_range')), { name: 'legacy', type: 'string' }];
    const changes = schemaChanges(existing, schema.fields);
    expect(changes).toEqual({ missing: [fieldNamed('weekly_price_range')], changed: [] });
    expect(schemaUpdateBody(changes)).toEqual({ fields: [fieldNamed('weekly_price_range')] });
  });

  it('drops and re-adds, in one update, a field indexed differently', () => {
    const existing = asReturned(schema.fields).map((field) => (field.name === 'make' ? { ...field, facet: false } : field));
    const changes = schemaChanges(existing, schema.fields);
    expect(changes.changed).toEqual([fieldNamed('make')]);
    expect(schemaUpdateBody(changes)).toEqual({ fields: [{ name: 'make', drop: true }, fieldNamed('make')] });
  });
});

describe('the search parameters both engines agree on', () => {
  it('query the text fields in order, the last word as a prefix, with no typos and no dropped words', () => {
    expect(SHARED_SEARCH_PARAMETERS).toMatchObject({
      query_by: 'name,make,model,badge,series,simple_body,colour,stocknum',
      prefix: true,
      num_typos: 0,
      drop_tokens_threshold: 0,
      typo_tokens_threshold: 0,
    });
    expect(SHARED_SEARCH_PARAMETERS.query_by.split(',')).toEqual([...QUERY_FIELDS]);
  });

  it('rank by relevance with the shared tie-breakers when the index name names no order', () => {
    expect(SHARED_SEARCH_PARAMETERS.sort_by).toBe(sortOption('most-relevant').typesenseSortBy);
  });
});
