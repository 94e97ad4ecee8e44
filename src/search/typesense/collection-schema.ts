/**
 * The Typesense collection that holds every dealer's stock, and the search parameters both engines
 * agree on. One collection serves every site: each site's scoped search key narrows it to the
 * site's dealerships (scoped-key.ts), so a document's `dealership_id` is what keeps dealers apart.
 *
 * Which fields are indexed, and how, is decided field by field in `FIELD_PLAN` below, typed against
 * SearchDocument so that a field added to the document cannot be forgotten here, a string cannot be
 * declared a number, and a nullable field cannot be declared required. Fields marked `stored` are
 * kept in the document as sent (Typesense stores every field it receives) but cost no index memory.
 *
 * Pure data and functions: the browser search client imports the shared parameters from here.
 */
import { FILTER_FIELDS, QUERY_FIELDS, type SearchDocument } from '../search-document.ts';
import { DEFAULT_SORT_BY, sortOption } from '../../domain/search/sort-options.ts';

/** The Typesense field types this collection uses. */
type TypesenseFieldType = 'string' | 'string[]' | 'int32' | 'int64' | 'float' | 'bool';

/**
 * One field of a collection schema, as the Typesense HTTP API takes and returns it. (A type alias,
 * not an interface, so that it fits typesense-js's index-signature field type.)
 */
export type TypesenseField = {
  readonly name: string;
  readonly type: TypesenseFieldType;
  readonly facet?: boolean;
  readonly optional?: boolean;
  readonly sort?: boolean;
  readonly index?: boolean;
};

/** The body of `POST /collections`. */
interface CollectionSchema {
  readonly name: string;
  readonly fields: readonly TypesenseField[];
  readonly default_sorting_field: string;
}

/** The collection name when a config does not set one. */
export const DEFAULT_COLLECTION = 'cars';

/** The Typesense types a document value of type V may be indexed as. */
type TypesenseTypeFor<V> = [NonNullable<V>] extends [string]
  ? 'string'
  : [NonNullable<V>] extends [readonly string[]]
    ? 'string[]'
    : [NonNullable<V>] extends [number]
      ? 'int32' | 'int64' | 'float'
      : [NonNullable<V>] extends [boolean]
        ? 'bool'
        : never;

/**
 * How one document field is indexed. A value that can be null must be `optional` (Typesense rejects
 * null in a required field); `sort` asks for a sort index on a numeric field (the sort fields of
 * sort-options.ts). Facets are not chosen here: a field is a facet exactly when FILTER_FIELDS
 * names it.
 */
type IndexedAs<V> = [TypesenseTypeFor<V>] extends [never]
  ? never
  : { readonly type: TypesenseTypeFor<V>; readonly sort?: true } & (null extends V ? { readonly optional: true } : { readonly optional?: never });

/** `stored`: kept in the document for display, not indexed. */
type FieldPlan<V> = 'stored' | IndexedAs<V>;

/** Any entry of FIELD_PLAN, once the per-field typing has done its job. */
type AnyFieldPlan = 'stored' | { readonly type: TypesenseFieldType; readonly sort?: true; readonly optional?: true };

const FIELD_PLAN: { readonly [K in keyof SearchDocument]-?: FieldPlan<SearchDocument[K]> } = {
  // Typesense's own document id: implicit in every collection, never declared.
  id: 'stored',
  // Sort fields (sort-options.ts: price, created_at_timestamp and car_id as tie-breaker).
  car_id: { type: 'int64', sort: true },
  created_at_timestamp: { type: 'int64', sort: true },
  price: { type: 'int32', sort: true },
  // Text fields (QUERY_FIELDS) and facets (FILTER_FIELDS).
  name: { type: 'string' },
  make: { type: 'string' },
  model: { type: 'string' },
  make_model: { type: 'string' },
  badge: { type: 'string' },
  series: { type: 'string' },
  stocknum: { type: 'string' },
  colour: { type: 'string' },
  simple_body: { type: 'string' },
  simple_fuel: { type: 'string' },
  simple_drive: { type: 'string' },
  simple_transmission: { type: 'string' },
  year: { type: 'int32' },
  km: { type: 'int32' },
  seats: { type: 'int32' },
  subscription_price: { type: 'int32', optional: true },
  car_type: { type: 'string' },
  status: { type: 'string' },
  tag: { type: 'string', optional: true },
  categories: { type: 'string' },
  item_type: { type: 'string' },
  price_range: { type: 'string' },
  weekly_price_range: { type: 'string' },
  filtered_features: { type: 'string[]' },
  city: { type: 'string' },
  state: { type: 'string' },
  location_name: { type: 'string' },
  dealership_name: { type: 'string' },
  dealership_slug: { type: 'string' },
  // The stock filter (stock-filter.ts) and the scoped key's dealer filter.
  dealership_id: { type: 'int32' },
  show_on_dealer_website: { type: 'bool' },
  sold_date_timestamp: { type: 'int64', optional: true },
  age_index: { type: 'int32' },
  // Display only: the card and the rules of src/domain read them from the hit.
  slug: 'stored',
  make_slug: 'stored',
  before_price: 'stored',
  offer_price: 'stored',
  price_type: 'stored',
  sold: 'stored',
  reserved: 'stored',
  certified: 'stored',
  created_at: 'stored',
  primary_image_url: 'stored',
  image_alt: 'stored',
  photos_count: 'stored',
  preorder: 'stored',
  autograb_data: 'stored',
  payment_processors: 'stored',
  drive_away: 'stored',
};

/** The document fields the stock filter of stock-filter.ts and the scoped key filter on. */
const STOCK_FILTER_FIELDS = ['status', 'sold_date_timestamp', 'show_on_dealer_website', 'age_index', 'car_type', 'make', 'dealership_id'] as const satisfies readonly (keyof SearchDocument)[];

/** Newest stock first when a search names no order: the same field the Latest order sorts by. */
const DEFAULT_SORTING_FIELD: keyof SearchDocument = 'created_at_timestamp';

const FACET_FIELDS = new Set<string>(Object.values(FILTER_FIELDS));

/**
 * The indexed fields in FIELD_PLAN order. Throws if a field that search needs (a query field, a
 * facet, a sort or stock-filter field) is marked `stored`, so a plan that would break search
 * fails the first time the schema is built, not at query time.
 */
function collectionFields(): TypesenseField[] {
  const needed = new Set<string>([...QUERY_FIELDS, ...FACET_FIELDS, ...STOCK_FILTER_FIELDS, DEFAULT_SORTING_FIELD]);
  const fields: TypesenseField[] = [];
  for (const [name, plan] of Object.entries(FIELD_PLAN) as [string, AnyFieldPlan][]) {
    if (plan === 'stored') {
      if (needed.has(name)) throw new Error(`search-document field ${name} is searched, faceted or filtered on but marked stored`);
      continue;
    }
    fields.push({
      name,
      type: plan.type,
      ...(FACET_FIELDS.has(name) ? { facet: true } : {}),
      ...(plan.optional ? { optional: true } : {}),
      ...(plan.sort ? { sort: true } : {}),
    });
  }
  return fields;
}

/** The body of `POST /collections` for the stock collection called `name`. */
export function collectionSchema(name: string = DEFAULT_COLLECTION): CollectionSchema {
  return { name, fields: collectionFields(), default_sorting_field: DEFAULT_SORTING_FIELD };
}

/** A field as Typesense describes it in `GET /collections/{name}` (it fills in every default). */
export interface ExistingField {
  readonly name: string;
  readonly type: string;
  readonly facet?: boolean;
  readonly optional?: boolean;
  readonly sort?: boolean;
  readonly index?: boolean;
}

/** What must change in an existing collection for it to match `wanted`. */
interface SchemaChanges {
  /** Fields the collection lacks. */
  readonly missing: readonly TypesenseField[];
  /** Fields the collection has with another type or other flags: dropped and added again. */
  readonly changed: readonly TypesenseField[];
}

/** Whether an existing field is indexed as `wanted` asks; flags the wanted field leaves out are not compared. */
function sameField(existing: ExistingField, wanted: TypesenseField): boolean {
  return (
    existing.type === wanted.type &&
    (existing.facet ?? false) === (wanted.facet ?? false) &&
    (existing.optional ?? false) === (wanted.optional ?? false) &&
    (existing.index ?? true) === (wanted.index ?? true) &&
    (wanted.sort === undefined || existing.sort === wanted.sort)
  );
}

/**
 * Compares a collection's fields with the wanted ones. Fields the collection has and `wanted`
 * does not are left alone: a newer indexer may have added them, and dropping costs a re-index.
 */
export function schemaChanges(existing: readonly ExistingField[], wanted: readonly TypesenseField[]): SchemaChanges {
  const byName = new Map(existing.map((field) => [field.name, field]));
  const missing: TypesenseField[] = [];
  const changed: TypesenseField[] = [];
  for (const field of wanted) {
    const current = byName.get(field.name);
    if (current === undefined) missing.push(field);
    else if (!sameField(current, field)) changed.push(field);
  }
  return { missing, changed };
}

/**
 * The body of `PATCH /collections/{name}` that applies `changes`: a changed field is dropped and
 * added again in the same request, which Typesense applies as one alteration.
 */
export function schemaUpdateBody(changes: SchemaChanges): { fields: (TypesenseField | { name: string; drop: true })[] } {
  return {
    fields: [...changes.changed.flatMap((field) => [{ name: field.name, drop: true as const }, field]), ...changes.missing],
  };
}

/**
 * The search parameters every stock query sends, so that Typesense answers as the embedded engine
 * does (src/search/instantsearch-protocol/text-tokens.ts): the text fields in QUERY_FIELDS order,
 * the last query word matched as a prefix and the others as whole words (`prefix: true`), no typo
 * tolerance, and no dropping of query words that match nothing (every word must match, or there
 * are no hits). `sort_by` is the relevance order with the shared tie-breakers; the other orders
 * come from the index name (index-names.ts).
 */
export const SHARED_SEARCH_PARAMETERS = {
  query_by: QUERY_FIELDS.join(','),
  prefix: true,
  num_typos: 0,
  drop_tokens_threshold: 0,
  typo_tokens_threshold: 0,
  sort_by: sortOption(DEFAULT_SORT_BY).typesenseSortBy,
} as const;
