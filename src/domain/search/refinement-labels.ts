/**
 * How refinements read to a shopper: the filters' and current refinements' names, each facet value
 * and range in words, and a whole search in words for its link among the recent searches ("Used ·
 * Toyota · Price up to $30,000"). The search island and the recent searches of every search page
 * read them from here, so one search is worded the same way everywhere.
 */
import { CONDITION_LABELS } from '../cars/car-info.ts';
import type { CarStatus, CarType } from '../cars/car.ts';
import { formatDistance, formatMoney } from '../basics/format.ts';
import type { MakeFacetValue } from '../cars/makes.ts';
import type { RegionCode } from '../basics/region.ts';
import { regionTerm } from '../basics/region-terms.ts';
import { FILTER_ATTRIBUTES, isListAttribute, type ListAttribute, type NumericRange, type RangeAttribute, type RefinementAttribute, type Refinements } from './types.ts';

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

const REFINEMENT_ATTRIBUTES = FILTER_ATTRIBUTES.filter((attribute): attribute is RefinementAttribute => attribute !== 'query' && attribute !== 'page');

/**
 * A search's refinements in words, one per refined attribute: the values of a list (several read
 * "Toyota or Kia", as the search matches any of them), then the ranges with their names ("Price up
 * to $30,000"), each group in the spec's order of attributes.
 */
export function refinementWords(refinements: Refinements, context: FacetLabelContext): string[] {
  const lists: string[] = [];
  const ranges: string[] = [];
  for (const attribute of REFINEMENT_ATTRIBUTES) {
    if (isListAttribute(attribute)) {
      const values = refinements[attribute] ?? [];
      if (values.length > 0) lists.push(values.map((value) => facetValueLabel(attribute, value, context)).join(' or '));
    } else {
      const range = refinements[attribute];
      if (range !== undefined) ranges.push(`${filterLabel(ATTRIBUTE_LABELS[attribute], context.region)} ${rangeLabel(attribute, range, context.region)}`);
    }
  }
  return [...lists, ...ranges];
}

/**
 * A recorded search in words: what its page fixes by its path (the condition of /search/used-cars),
 * when known, then the shopper's own refinements, e.g. "Used · Toyota · Price up to $30,000".
 */
export function searchLabel(refinements: Refinements, pagePreset: Refinements, context: FacetLabelContext): string {
  return refinementWords({ ...pagePreset, ...refinements }, context).join(' · ');
}
