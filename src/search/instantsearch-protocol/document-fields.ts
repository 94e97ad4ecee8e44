/**
 * What kind of value each SearchDocument field holds, as the embedded engine filters, facets and
 * compares it. The Typesense collection types the same fields (string, int, bool, string[]); the
 * engine needs the kind to compare a filter value the way Typesense does:
 * - `string` and `strings` (string[]): folded equality (facet-value.ts), so `make:toyota` finds
 *   Toyota as Typesense's `:=` does (its filter values go through the indexing tokenizer);
 * - `number`: numeric equality and ranges; facet filter values such as `seats:7` arrive as text;
 * - `boolean`: the text `true` or `false`;
 * - `stored`: kept on the hit for the card, never filtered or faceted.
 * A null value (an optional field left out) matches no positive filter and no facet.
 */
import { FILTER_FIELDS, type SearchDocument } from '../search-document.ts';

/** How the engine treats one field's values. */
export type FieldKind = 'string' | 'strings' | 'number' | 'boolean' | 'stored';

/** A field the engine can filter and facet on. */
export type IndexedField = {
  [F in keyof SearchDocument]: (typeof DOCUMENT_FIELD_KINDS)[F] extends 'stored' ? never : F;
}[keyof SearchDocument];

/** Every SearchDocument field with its kind; `satisfies` makes a new document field a compile error here. */
const DOCUMENT_FIELD_KINDS = {
  id: 'string',
  car_id: 'number',
  slug: 'string',
  name: 'string',
  make: 'string',
  make_slug: 'string',
  model: 'string',
  make_model: 'string',
  badge: 'string',
  series: 'string',
  year: 'number',
  km: 'number',
  price: 'number',
  before_price: 'number',
  offer_price: 'number',
  subscription_price: 'number',
  price_type: 'string',
  car_type: 'string',
  status: 'string',
  sold: 'boolean',
  sold_date_timestamp: 'number',
  show_on_dealer_website: 'boolean',
  reserved: 'boolean',
  tag: 'string',
  certified: 'boolean',
  created_at: 'string',
  created_at_timestamp: 'number',
  stocknum: 'string',
  dealership_id: 'number',
  dealership_slug: 'string',
  dealership_name: 'string',
  location_name: 'string',
  city: 'string',
  state: 'string',
  simple_fuel: 'string',
  simple_body: 'string',
  simple_drive: 'string',
  simple_transmission: 'string',
  colour: 'string',
  seats: 'number',
  age_index: 'number',
  categories: 'string',
  item_type: 'string',
  price_range: 'string',
  weekly_price_range: 'string',
  filtered_features: 'strings',
  primary_image_url: 'stored',
  image_alt: 'stored',
  photos_count: 'number',
  preorder: 'boolean',
  autograb_data: 'stored',
  payment_processors: 'stored',
  drive_away: 'stored',
} as const satisfies Record<keyof SearchDocument, FieldKind>;

/** Whether `name` is a document field the engine filters and facets on. */
export function isIndexedField(name: string): name is IndexedField {
  return Object.hasOwn(DOCUMENT_FIELD_KINDS, name) && DOCUMENT_FIELD_KINDS[name as keyof SearchDocument] !== 'stored';
}

/** The kind of an indexed field. */
export function kindOf(field: IndexedField): Exclude<FieldKind, 'stored'> {
  return DOCUMENT_FIELD_KINDS[field];
}

/** The fields of the filter attributes (FILTER_FIELDS): what the search page facets on, and `facets: ['*']`. */
export const FILTER_ATTRIBUTE_FIELDS: readonly IndexedField[] = [...new Set(Object.values(FILTER_FIELDS))].filter(isIndexedField);
