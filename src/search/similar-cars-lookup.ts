/**
 * A vehicle page's similar cars as hits lookups (hits-lookup.ts), so the page can ask the site's
 * search backend for them when it is viewed. The rule is the domain's (src/domain/cars/similar-cars.ts);
 * this module only says it in the engines' filter terms and ranks the answers with it.
 *
 * No engine sorts by "closest price", so the row is asked for in four lookups: for each group (the
 * same make and model; the same body but another model) the nearest cars priced at or above the
 * car's price (lowest price first) and the nearest below it (highest price first, cars without a
 * valid price last). The closest `n` cars of a group are always among the first `n` of its two
 * sides, so ranking the union with the domain's rule gives the built row's order, up to ties at the
 * edge of a lookup (the engines break price ties by newest, not by id). A car without a valid price
 * ranks its candidates priced first, then by id: the lookups then ask for the cheapest priced
 * cars and the newest unpriced ones, the nearest the engines come to it.
 *
 * Every lookup asks only for cars a shopper can still buy: available, not sold, not reserved. The
 * embedded snapshot only knows the holds of build time, so the page also asks the availability
 * API about the answers before it shows them (src/islands/vehicle/LiveSimilarVehicles.tsx).
 */
import { AVAILABLE_STATUSES } from '../domain/cars/car-state.ts';
import { MIN_VALID_PRICE } from '../domain/basics/constants.ts';
import { isValidPrice } from '../domain/cars/valid-price.ts';
import type { SortBy } from '../domain/search/sort-options.ts';
import { rankSimilarCars, type SimilarSubject } from '../domain/cars/similar-cars.ts';
import type { HitsLookupRequest } from './hits-lookup.ts';
import type { FilterClause, NumericComparison } from './instantsearch-protocol/engine-request.ts';
import type { SearchDocument } from './search-document.ts';

/** Cars a shopper can still buy. */
const BUYABLE: readonly FilterClause[] = [
  { kind: 'facet', field: 'status', include: [...AVAILABLE_STATUSES], exclude: [] },
  { kind: 'facet', field: 'sold', include: ['false'], exclude: [] },
  { kind: 'facet', field: 'reserved', include: ['false'], exclude: [] },
];

const price = (operator: NumericComparison['operator'], value: number): FilterClause => ({ kind: 'numeric', anyOf: [{ field: 'price', operator, value }] });

/** The make and model as the search document's `make_model` holds them (search-document.ts). */
const makeModelOf = (car: Pick<SimilarSubject, 'make' | 'model'>): string => `${car.make} ${car.model}`;

/** The lookups that together hold `car`'s first `limit` similar cars (see the module comment). */
export function similarCarsLookups(car: SimilarSubject, limit: number): HitsLookupRequest[] {
  const groups: readonly (readonly FilterClause[])[] = [
    [
      { kind: 'facet', field: 'make', include: [car.make], exclude: [] },
      { kind: 'facet', field: 'model', include: [car.model], exclude: [] },
      { kind: 'facet', field: 'car_id', include: [], exclude: [String(car.id)] },
    ],
    [
      { kind: 'facet', field: 'simple_body', include: [car.simple_body], exclude: [] },
      { kind: 'facet', field: 'make_model', include: [], exclude: [makeModelOf(car)] },
    ],
  ];
  const sides: readonly { readonly filter: FilterClause; readonly sortBy: SortBy }[] = isValidPrice(car.price)
    ? [
        { filter: price('>=', car.price), sortBy: 'lowest-price' },
        { filter: price('<', car.price), sortBy: 'highest-price' },
      ]
    : [
        { filter: price('>', MIN_VALID_PRICE), sortBy: 'lowest-price' },
        { filter: price('<=', MIN_VALID_PRICE), sortBy: 'latest' },
      ];
  return groups.flatMap((group) => sides.map(({ filter, sortBy }) => ({ search_filters: [...group, ...BUYABLE, filter], sortBy, limit })));
}

/** `car`'s similar cars among the lookups' answers, in the domain's order, at most `limit`. */
export function similarCarsOf(car: SimilarSubject, answers: readonly (readonly SearchDocument[])[], limit: number): SearchDocument[] {
  // A document's `id` is the index's (dealership and car); the rule knows a car by its own id.
  const candidates = answers.flat().map((document) => ({ ...document, id: document.car_id, document }));
  return rankSimilarCars(car, candidates, limit).map(({ document }) => document);
}
