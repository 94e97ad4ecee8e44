/**
 * The field index's two shortcuts answer as the plain rule does, whatever the stock: numeric
 * comparisons through documents kept in value order (binary searches, not one comparison per
 * document), and facet counts either a value's bitset at a time or a document at a time.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Bitset } from '../../../../src/search/embedded/bitset.ts';
import { FieldIndex } from '../../../../src/search/embedded/field-index.ts';
import type { NumericOperator } from '../../../../src/search/instantsearch-protocol/engine-request.ts';
import type { SearchDocument } from '../../../../src/search/search-document.ts';
import { makeDocument } from './documents.ts';

const OPERATORS: readonly NumericOperator[] = ['<', '<=', '=', '!=', '>=', '>'];

function holds(own: number, operator: NumericOperator, value: number): boolean {
  switch (operator) {
    case '<':
      return own < value;
    case '<=':
      return own <= value;
    case '=':
      return own === value;
    case '!=':
      return own !== value;
    case '>=':
      return own >= value;
    case '>':
      return own > value;
  }
}

const positionsOf = (set: Bitset): number[] => {
  const positions: number[] = [];
  set.forEach((position) => positions.push(position));
  return positions;
};

/** Stock of 1 to 300 cars with repeated prices (some missing), makes from a few, and features from a few. */
const stockArbitrary = fc.array(
  fc.record({
    price: fc.option(fc.integer({ min: 0, max: 20 }).map((step) => step * 1000), { nil: null }),
    make: fc.constantFrom('Ford', 'Kia', 'Mazda', 'Škoda'),
    features: fc.uniqueArray(fc.constantFrom('Sunroof', 'Tow Bar', 'Cruise', 'Heated Seats'), { maxLength: 3 }),
  }),
  { minLength: 1, maxLength: 300 },
);

const documentsOf = (rows: readonly { price: number | null; make: string; features: string[] }[]): SearchDocument[] =>
  rows.map((row, index) => ({ ...makeDocument(index + 1, { make: row.make, filtered_features: row.features }), price: row.price as number }));

describe('FieldIndex', () => {
  it('selects by a numeric comparison exactly the documents whose number passes it', () => {
    fc.assert(
      fc.property(stockArbitrary, fc.constantFrom(...OPERATORS), fc.oneof(fc.integer({ min: -1, max: 21 }).map((step) => step * 1000), fc.integer({ min: -1000, max: 21_000 }), fc.constant(Number.NaN)), (rows, operator, value) => {
        const documents = documentsOf(rows);
        const expected = documents.flatMap((document, position) => (typeof document.price === 'number' && holds(document.price, operator, value) ? [position] : []));
        expect(positionsOf(new FieldIndex(documents, 'price').documentsComparing(operator, value))).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('counts each value over any result set as a document-by-document count does, for few values and for many', () => {
    fc.assert(
      fc.property(stockArbitrary, fc.array(fc.boolean(), { maxLength: 300 }), (rows, picks) => {
        const documents = documentsOf(rows);
        const result = new Bitset(documents.length);
        documents.forEach((_document, position) => {
          if (picks[position] ?? true) result.add(position);
        });
        for (const field of ['make', 'filtered_features', 'price'] as const) {
          const expected = new Map<string, number>();
          result.forEach((position) => {
            const value: unknown = documents[position]?.[field];
            for (const item of Array.isArray(value) ? value : value === null || value === undefined ? [] : [value]) expected.set(String(item), (expected.get(String(item)) ?? 0) + 1);
          });
          const counts = new FieldIndex(documents, field).facetCounts(result, Number.POSITIVE_INFINITY);
          expect(new Map(counts.map((count) => [count.value, count.count]))).toEqual(expected);
        }
      }),
      { numRuns: 200 },
    );
  });
});
