import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankSimilarCars } from '../../../src/domain/cars/similar-cars.ts';
import { createEmbeddedHitsLookup } from '../../../src/search/embedded/hits-lookup.ts';
import type { SearchDocument } from '../../../src/search/search-document.ts';
import { similarCarsLookups, similarCarsOf } from '../../../src/search/similar-cars-lookup.ts';
import { NO_EXCLUSIONS, NOW, makeDocument } from './embedded/documents.ts';

const car = { id: 1, make: 'Volkswagen', model: 'Tiguan', simple_body: 'SUV', price: 40_000 } as const;

const BUYABLE = [
  { kind: 'facet', field: 'status', include: ['in_stock', 'coming_soon'], exclude: [] },
  { kind: 'facet', field: 'sold', include: ['false'], exclude: [] },
  { kind: 'facet', field: 'reserved', include: ['false'], exclude: [] },
];
const SAME_MODEL = [
  { kind: 'facet', field: 'make', include: ['Volkswagen'], exclude: [] },
  { kind: 'facet', field: 'model', include: ['Tiguan'], exclude: [] },
  { kind: 'facet', field: 'car_id', include: [], exclude: ['1'] },
];
const SAME_BODY = [
  { kind: 'facet', field: 'simple_body', include: ['SUV'], exclude: [] },
  { kind: 'facet', field: 'make_model', include: [], exclude: ['Volkswagen Tiguan'] },
];
const price = (operator: string, value: number) => ({ kind: 'numeric', anyOf: [{ field: 'price', operator, value }] });

describe('the similar cars as hits lookups', () => {
  it('asks each group (same make and model, then same body) for the nearest cars at or above the price and below it, buyable only', () => {
    expect(similarCarsLookups(car, 8)).toEqual([
      { search_filters: [...SAME_MODEL, ...BUYABLE, price('>=', 40_000)], sortBy: 'lowest-price', limit: 8 },
      { search_filters: [...SAME_MODEL, ...BUYABLE, price('<', 40_000)], sortBy: 'highest-price', limit: 8 },
      { search_filters: [...SAME_BODY, ...BUYABLE, price('>=', 40_000)], sortBy: 'lowest-price', limit: 8 },
      { search_filters: [...SAME_BODY, ...BUYABLE, price('<', 40_000)], sortBy: 'highest-price', limit: 8 },
    ]);
  });

  it('a car without a valid price asks for the cheapest priced cars and the newest unpriced ones', () => {
    const lookups = similarCarsLookups({ ...car, price: 0 }, 4);
    expect(lookups.map((lookup) => [lookup.search_filters.at(-1), lookup.sortBy])).toEqual([
      [price('>', 10), 'lowest-price'],
      [price('<=', 10), 'latest'],
      [price('>', 10), 'lowest-price'],
      [price('<=', 10), 'latest'],
    ]);
  });

  it("ranks the answers by the domain's rule, each car once, by its car id", () => {
    const answers = [
      [makeDocument(5, { make: 'Volkswagen', model: 'Tiguan', make_model: 'Volkswagen Tiguan', simple_body: 'SUV', price: 41_000 })],
      [makeDocument(6, { make: 'Volkswagen', model: 'Tiguan', make_model: 'Volkswagen Tiguan', simple_body: 'SUV', price: 39_500 })],
      [makeDocument(7, { make: 'Kia', model: 'Sportage', make_model: 'Kia Sportage', simple_body: 'SUV', price: 40_000 })],
      [makeDocument(6, { make: 'Volkswagen', model: 'Tiguan', make_model: 'Volkswagen Tiguan', simple_body: 'SUV', price: 39_500 })],
    ];
    expect(similarCarsOf(car, answers, 4).map((document) => document.car_id)).toEqual([6, 5, 7]);
    expect(similarCarsOf(car, answers, 1).map((document) => document.car_id)).toEqual([6]);
  });
});

describe('asked of the embedded engine, the lookups give the row the rule gives over the whole stock', () => {
  const models = [
    { make: 'Volkswagen', model: 'Tiguan' },
    { make: 'Volkswagen', model: 'Golf' },
    { make: 'Kia', model: 'Sportage' },
  ] as const;
  const stockCar = fc.record({
    model: fc.constantFrom(...models),
    simple_body: fc.constantFrom('SUV', 'Hatch'),
    status: fc.constantFrom('in_stock', 'in_stock', 'coming_soon', 'sold'),
    reserved: fc.boolean(),
  });

  it('for every car of any stock and any limit (distinct valid prices)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(stockCar, { maxLength: 30 }),
        fc.uniqueArray(fc.integer({ min: 11, max: 90_000 }), { minLength: 30, maxLength: 30 }),
        fc.integer({ min: 1, max: 6 }),
        async (specs, prices, limit) => {
          const documents: SearchDocument[] = specs.map((spec, index) =>
            makeDocument(index + 1, {
              ...spec.model,
              make_model: `${spec.model.make} ${spec.model.model}`,
              simple_body: spec.simple_body,
              status: spec.status,
              sold: spec.status === 'sold',
              sold_date_timestamp: spec.status === 'sold' ? NOW - 3600 : null,
              reserved: spec.reserved,
              price: prices[index] ?? 20_000,
            }),
          );
          const lookup = createEmbeddedHitsLookup({ documents, stockFilter: NO_EXCLUSIONS, now: () => NOW });
          const asCar = (document: SearchDocument) => ({ ...document, id: document.car_id });
          for (const document of documents) {
            const subject = asCar(document);
            const live = similarCarsOf(subject, await lookup(similarCarsLookups(subject, limit)), limit);
            const byRule = rankSimilarCars(subject, documents.map(asCar), limit);
            expect(live.map((hit) => hit.car_id)).toEqual(byRule.map((other) => other.id));
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
