/**
 * The filter sidebar, as data: which filters it shows, in which order and with which control.
 * Every filter refines one spec attribute (the URL parameter); InstantSearch refines that
 * attribute's document field (fieldOf). How each facet value reads to a shopper is
 * src/domain/search/refinement-labels.ts.
 */
import { CITY_FILTER_LIMIT, DEALERSHIP_FILTER_LIMIT, MODEL_SUB_FILTER_LIMIT } from '../../domain/basics/constants.ts';
import { visibleMakeCount } from '../../domain/search/facet-limits.ts';
import { LABELS } from '../../domain/basics/texts.ts';
import type { ListAttribute, RangeAttribute } from '../../domain/search/types.ts';

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
