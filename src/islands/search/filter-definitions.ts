/**
 * The filter sidebar, as data: which filters it shows, in which order, with which control, and
 * how each facet value reads to a shopper. Every filter refines one spec attribute (the URL
 * parameter); InstantSearch refines that attribute's document field (fieldOf).
 */
import { CONDITION_LABELS } from '../../domain/cars/car-info.ts';
import type { CarStatus, CarType } from '../../domain/cars/car.ts';
import { CITY_FILTER_LIMIT, DEALERSHIP_FILTER_LIMIT, MODEL_SUB_FILTER_LIMIT } from '../../domain/basics/constants.ts';
import { formatDistance, formatMoney } from '../../domain/basics/format.ts';
import type { MakeFacetValue } from '../../domain/cars/makes.ts';
import type { RegionCode } from '../../domain/basics/region.ts';
import { regionTerm } from '../../domain/basics/region-terms.ts';
import { visibleMakeCount } from '../../domain/search/facet-limits.ts';
import { LABELS } from '../../domain/basics/texts.ts';
import type { ListAttribute, NumericRange, RangeAttribute, RefinementAttribute } from '../../domain/search/types.ts';

/** A checkbox list of facet values. */
export interface ListFilter {
  readonly kind: 'list';
  readonly attribute: ListAttribute;
  readonly label: string;
  /** How many values show; more hide behind a 'show all' button when `showAll` is set. */
  readonly limit: number;
  readonly showAll?: { readonly label: string; readonly lessLabel: string };
  /** Values in name order (buckets, seats) rather than most cars first. */
  readonly byName?: boolean;
}

/** A two-handle slider (price and km, spec section 5). */
export interface SliderFilter {
  readonly kind: 'slider';
  readonly attribute: 'price' | 'km';
  readonly label: string;
}

/** A from/to pair of year selects. */
export interface YearFilter {
  readonly kind: 'year';
  readonly attribute: 'year';
  readonly label: string;
}

export type FilterDefinition = ListFilter | SliderFilter | YearFilter;

/** Enough values to list every value a demo or dealer facet has; the engines cap facets anyway. */
const ALL_VALUES = 100;

/** The sidebar's filters, in the order they show. The make list shows 7 before 'Show all makes'. */
export const SIDEBAR_FILTERS: readonly FilterDefinition[] = [
  { kind: 'list', attribute: 'make', label: 'Make', limit: visibleMakeCount(), showAll: { label: LABELS.showAllMakes, lessLabel: 'Show fewer makes' } },
  { kind: 'list', attribute: 'make_model', label: 'Model', limit: MODEL_SUB_FILTER_LIMIT },
  { kind: 'list', attribute: 'car_type', label: 'Condition', limit: ALL_VALUES },
  { kind: 'list', attribute: 'status', label: 'Availability', limit: ALL_VALUES },
  { kind: 'slider', attribute: 'price', label: 'Price' },
  { kind: 'slider', attribute: 'km', label: 'Odometer' },
  { kind: 'year', attribute: 'year', label: 'Year' },
  { kind: 'list', attribute: 'body', label: 'Body type', limit: ALL_VALUES },
  { kind: 'list', attribute: 'categories', label: 'Category', limit: ALL_VALUES },
  { kind: 'list', attribute: 'fuel', label: 'Fuel type', limit: ALL_VALUES },
  { kind: 'list', attribute: 'transmission', label: 'Transmission', limit: ALL_VALUES },
  { kind: 'list', attribute: 'drive', label: 'Drive type', limit: ALL_VALUES },
  { kind: 'list', attribute: 'seats', label: 'Seats', limit: ALL_VALUES, byName: true },
  { kind: 'list', attribute: 'colour', label: 'Colour', limit: ALL_VALUES },
  { kind: 'list', attribute: 'weekly_price_range', label: 'Weekly price', limit: ALL_VALUES, byName: true },
  { kind: 'list', attribute: 'badge', label: 'Badge', limit: ALL_VALUES },
  { kind: 'list', attribute: 'tag', label: 'Tag', limit: ALL_VALUES },
  { kind: 'list', attribute: 'state', label: 'State', limit: ALL_VALUES },
  { kind: 'list', attribute: 'city', label: 'City', limit: CITY_FILTER_LIMIT },
  { kind: 'list', attribute: 'dealership_name', label: 'Dealership', limit: DEALERSHIP_FILTER_LIMIT },
];

/**
 * Attributes the URL may carry that have no sidebar control (the dealer-filtered link's
 * dealership_slug, the brand directory's model, and the spec's other filter attributes). They
 * still refine the search and show among the current refinements, where they can be removed.
 */
export const URL_ONLY_LIST_ATTRIBUTES: readonly ListAttribute[] = [
  'model',
  'dealership_slug',
  'location_name',
  'filtered_features',
  'price_range',
  'item_type',
];
export const URL_ONLY_RANGE_ATTRIBUTES: readonly RangeAttribute[] = ['subscription_price'];

/** What each attribute is called in the current refinements. */
export const ATTRIBUTE_LABELS: Readonly<Record<RefinementAttribute, string>> = {
  make: 'Make',
  make_model: 'Model',
  model: 'Model',
  car_type: 'Condition',
  status: 'Availability',
  price: 'Price',
  km: 'Odometer',
  year: 'Year',
  body: 'Body type',
  categories: 'Category',
  fuel: 'Fuel type',
  transmission: 'Transmission',
  drive: 'Drive type',
  seats: 'Seats',
  colour: 'Colour',
  weekly_price_range: 'Weekly price',
  badge: 'Badge',
  tag: 'Tag',
  state: 'State',
  city: 'City',
  dealership_name: 'Dealership',
  dealership_slug: 'Dealership',
  location_name: 'Location',
  filtered_features: 'Feature',
  price_range: 'Price range',
  item_type: 'Item type',
  subscription_price: 'Weekly price',
};

const STATUS_LABELS: Readonly<Record<CarStatus, string>> = {
  in_stock: 'In stock',
  coming_soon: 'Coming soon',
  sold: 'Recently sold',
};

/** A bucket such as `100-200` or `500+` as money: "$100 to $200". */
function bucketLabel(value: string, region: RegionCode, suffix: string): string {
  const open = /^(\d+)\+$/.exec(value);
  if (open) return `${formatMoney(Number(open[1]), region)}+${suffix}`;
  const closed = /^(\d+)-(\d+)$/.exec(value);
  if (closed) return `${formatMoney(Number(closed[1]), region)} to ${formatMoney(Number(closed[2]), region)}${suffix}`;
  return value;
}

/** What a facet value's words depend on: the site's region, dealership names and stock makes. */
export interface FacetLabelContext {
  readonly region: RegionCode;
  readonly dealershipNames: Readonly<Record<string, string>>;
  /** The make filter's values as the makes list names them (resolved at build time). */
  readonly makes: readonly MakeFacetValue[];
}

/** How a filter or refinement label reads in the region: 'Colour' is 'Color' on a US site. */
export function filterLabel(label: string, region: RegionCode): string {
  return regionTerm(label, region);
}

/**
 * How a facet value reads: 'new' is "New", `in_stock` "In stock", `100-200` "$100 to $200 a week",
 * 'VOLKSWAGEN' "Volkswagen"; fuel, body and colour in the region's words ('Petrol' is "Gas" in the US).
 */
export function facetValueLabel(attribute: ListAttribute, value: string, context: FacetLabelContext): string {
  switch (attribute) {
    case 'make':
      return context.makes.find((make) => make.value === value)?.label ?? value;
    case 'fuel':
    case 'body':
    case 'colour':
      return regionTerm(value, context.region);
    case 'car_type':
      return CONDITION_LABELS[value as CarType] ?? value;
    case 'status':
      return STATUS_LABELS[value as CarStatus] ?? value;
    case 'seats':
      return `${value} seats`;
    case 'weekly_price_range':
      return bucketLabel(value, context.region, ' a week');
    case 'price_range':
      return bucketLabel(value, context.region, '');
    case 'dealership_slug':
      return context.dealershipNames[value] ?? value;
    default:
      return value;
  }
}

/** How one bound of a range reads: money for prices, distance for km, the plain number for years. */
export function rangeValueLabel(attribute: RangeAttribute, value: number, region: RegionCode): string {
  switch (attribute) {
    case 'price':
    case 'subscription_price':
      return formatMoney(value, region);
    case 'km':
      return formatDistance(value, region);
    case 'year':
      return String(value);
  }
}

/** A range refinement in words: "$20,000 to $40,000", "from $20,000", "up to 50,000 km". */
export function rangeLabel(attribute: RangeAttribute, range: NumericRange, region: RegionCode): string {
  const min = range.min === undefined ? undefined : rangeValueLabel(attribute, range.min, region);
  const max = range.max === undefined ? undefined : rangeValueLabel(attribute, range.max, region);
  if (min !== undefined && max !== undefined) return `${min} to ${max}`;
  if (min !== undefined) return `from ${min}`;
  return `up to ${max ?? ''}`;
}
