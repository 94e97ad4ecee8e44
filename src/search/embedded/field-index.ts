/**
 * One indexed field's values over every document, built once and read by every query: the
 * distinct values (as the facet keys Typesense returns: numbers and booleans as text), a bitset of
 * the documents holding each, and for numbers the value of each document, for ranges and facet stats.
 *
 * Filters compare as DOCUMENT_FIELD_KINDS says (instantsearch-protocol/document-fields.ts); facet
 * counts and stats are taken over a result set given as a bitset (and its positions, read once).
 */
import { foldFacetValue } from '../../domain/search/facet-value.ts';
import type { SearchDocument } from '../search-document.ts';
import { kindOf, type FieldKind, type IndexedField } from '../instantsearch-protocol/document-fields.ts';
import type { FacetCount, NumericFacetStats, NumericOperator } from '../instantsearch-protocol/engine-request.ts';
import { Bitset } from './bitset.ts';

/** The values of one field, indexed. */
export class FieldIndex {
  readonly field: IndexedField;
  readonly kind: Exclude<FieldKind, 'stored'>;
  /** The distinct values as facet keys, in first-seen order. */
  readonly #values: string[] = [];
  readonly #documentsByValue: Bitset[] = [];
  /** For strings: folded value -> positions in #values (several raw values can fold alike). */
  readonly #valuesByFolded = new Map<string, number[]>();
  readonly #valueByKey = new Map<string, number>();
  /** Per document: the positions in #values it holds (CSR: #valueStarts[d] .. #valueStarts[d + 1]). */
  readonly #valueStarts: Int32Array;
  readonly #valueIds: Int32Array;
  /** When no document holds two values: each document's value position, -1 for none (a tighter count loop). */
  readonly #singleValue: Int32Array | null;
  /** For numbers: each document's value, NaN when it has none. */
  readonly #numbers: Float64Array | null;
  /** For numbers: the positions of the documents that have one, by value, and those values in that order. */
  readonly #byNumber: { readonly positions: Int32Array; readonly values: Float64Array } | null;
  readonly #size: number;

  constructor(documents: readonly SearchDocument[], field: IndexedField) {
    this.field = field;
    this.kind = kindOf(field);
    this.#size = documents.length;
    this.#numbers = this.kind === 'number' ? new Float64Array(documents.length).fill(Number.NaN) : null;
    this.#valueStarts = new Int32Array(documents.length + 1);
    const ids: number[] = [];
    documents.forEach((document, position) => {
      this.#valueStarts[position] = ids.length;
      for (const value of this.#rawValues(document)) {
        const id = this.#idOf(value);
        this.#documentsByValue[id]?.add(position);
        ids.push(id);
        if (this.#numbers !== null && typeof value === 'number') this.#numbers[position] = value;
      }
    });
    this.#valueStarts[documents.length] = ids.length;
    this.#valueIds = Int32Array.from(ids);
    this.#singleValue = singleValues(this.#valueStarts, this.#valueIds);
    this.#byNumber = this.#numbers === null ? null : sortedByNumber(this.#numbers);
  }

  /** The documents a facet filter value selects: `make:Toyota`, `seats:7`, `certified:true`. */
  documentsMatching(filterValue: string): Bitset {
    const matching = new Bitset(this.#size);
    for (const id of this.#idsMatching(filterValue)) {
      const holders = this.#documentsByValue[id];
      if (holders !== undefined) matching.or(holders);
    }
    return matching;
  }

  /**
   * The documents whose number passes `operator value`; a document without a number passes none.
   * The documents in value order make each comparison two binary searches and one run of positions.
   */
  documentsComparing(operator: NumericOperator, value: number): Bitset {
    const sorted = this.#byNumber;
    if (sorted === null) throw new Error(`${this.field} is not numeric: it cannot be compared with ${operator}`);
    const matching = new Bitset(this.#size);
    if (Number.isNaN(value)) return operator === '!=' ? this.documentsComparing('>=', Number.NEGATIVE_INFINITY) : matching;
    const { positions, values } = sorted;
    const below = firstAtLeast(values, value);
    const above = firstAbove(values, value);
    const addRun = (from: number, to: number) => {
      for (let at = from; at < to; at += 1) matching.add(positions[at] ?? 0);
    };
    switch (operator) {
      case '<':
        addRun(0, below);
        break;
      case '<=':
        addRun(0, above);
        break;
      case '=':
        addRun(below, above);
        break;
      case '!=':
        addRun(0, below);
        addRun(above, positions.length);
        break;
      case '>=':
        addRun(below, positions.length);
        break;
      case '>':
        addRun(above, positions.length);
        break;
    }
    return matching;
  }

  /**
   * How many documents of `result` hold each value, most first (ties by value), at most `limit`
   * values. `held` is `result.positions()`, passed in by a caller that counts many fields over one result.
   */
  facetCounts(result: Bitset, limit: number, held?: Int32Array): FacetCount[] {
    const counts = this.#counts(result, held);
    const entries: FacetCount[] = [];
    counts.forEach((count, id) => {
      if (count > 0) entries.push({ value: this.#values[id] ?? '', count });
    });
    entries.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
    return entries.slice(0, limit);
  }

  /**
   * Each value's count in `result`, the cheaper of two ways: a field of few values counts each
   * value's documents within the result a word at a time; any other walks the result's documents
   * and their values. Over 50,000 cars a make or a body type is far cheaper the first way, a model
   * or a price the second.
   */
  #counts(result: Bitset, held?: Int32Array): Uint32Array {
    const counts = new Uint32Array(this.#values.length);
    const byValue = this.#documentsByValue;
    const documents = held ?? result.positions();
    // Each way's cost in word or document steps: every value's words, or every held value of the result's documents.
    if (byValue.length * result.words.length < documents.length * (this.#valueIds.length / Math.max(1, this.#size))) {
      for (let id = 0; id < byValue.length; id += 1) counts[id] = result.intersectionCount(byValue[id] as Bitset);
      return counts;
    }
    const single = this.#singleValue;
    if (single !== null) {
      for (let at = 0; at < documents.length; at += 1) {
        const id = single[documents[at] ?? 0] ?? -1;
        if (id >= 0) counts[id] = (counts[id] ?? 0) + 1;
      }
      return counts;
    }
    const starts = this.#valueStarts;
    const ids = this.#valueIds;
    for (let at = 0; at < documents.length; at += 1) {
      const position = documents[at] ?? 0;
      const end = starts[position + 1] ?? 0;
      for (let next = starts[position] ?? 0; next < end; next += 1) {
        const id = ids[next] ?? 0;
        counts[id] = (counts[id] ?? 0) + 1;
      }
    }
    return counts;
  }

  /** Min, max, average and sum of the numbers in `result`; null for a text field or when none has a number. */
  stats(result: Bitset, held?: Int32Array): NumericFacetStats | null {
    const numbers = this.#numbers;
    if (numbers === null) return null;
    const documents = held ?? result.positions();
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    let sum = 0;
    let count = 0;
    for (let at = 0; at < documents.length; at += 1) {
      const value = numbers[documents[at] ?? 0] ?? Number.NaN;
      if (Number.isNaN(value)) continue;
      if (value < min) min = value;
      if (value > max) max = value;
      sum += value;
      count += 1;
    }
    return count === 0 ? null : { min, max, avg: sum / count, sum };
  }

  #rawValues(document: SearchDocument): readonly (string | number | boolean)[] {
    const value: unknown = document[this.field];
    if (value === null || value === undefined) return [];
    if (Array.isArray(value)) return [...new Set(value.filter((item): item is string => typeof item === 'string'))];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return [value];
    return [];
  }

  #idOf(value: string | number | boolean): number {
    const key = String(value);
    const known = this.#valueByKey.get(key);
    if (known !== undefined) return known;
    const id = this.#values.length;
    this.#values.push(key);
    this.#documentsByValue.push(new Bitset(this.#size));
    this.#valueByKey.set(key, id);
    if (typeof value === 'string') {
      const folded = foldFacetValue(value);
      this.#valuesByFolded.set(folded, [...(this.#valuesByFolded.get(folded) ?? []), id]);
    }
    return id;
  }

  #idsMatching(filterValue: string): readonly number[] {
    switch (this.kind) {
      case 'string':
      case 'strings':
        return this.#valuesByFolded.get(foldFacetValue(filterValue)) ?? [];
      case 'number': {
        const number = Number(filterValue);
        if (filterValue.trim() === '' || Number.isNaN(number)) throw new Error(`${this.field} is numeric: "${filterValue}" is not a number`);
        const id = this.#valueByKey.get(String(number));
        return id === undefined ? [] : [id];
      }
      case 'boolean': {
        if (filterValue !== 'true' && filterValue !== 'false') throw new Error(`${this.field} is true or false, not "${filterValue}"`);
        const id = this.#valueByKey.get(filterValue);
        return id === undefined ? [] : [id];
      }
    }
  }
}

/** Each document's one value position (-1 for none), or null when a document holds more than one. */
function singleValues(starts: Int32Array, ids: Int32Array): Int32Array | null {
  const single = new Int32Array(starts.length - 1).fill(-1);
  for (let position = 0; position < single.length; position += 1) {
    const from = starts[position] ?? 0;
    const to = starts[position + 1] ?? 0;
    if (to - from > 1) return null;
    if (to > from) single[position] = ids[from] ?? -1;
  }
  return single;
}

/** The positions of the documents that have a number, ordered by it, and the numbers in that order. */
function sortedByNumber(numbers: Float64Array): { positions: Int32Array; values: Float64Array } {
  const held: number[] = [];
  numbers.forEach((value, position) => {
    if (!Number.isNaN(value)) held.push(position);
  });
  const positions = Int32Array.from(held).sort((a, b) => (numbers[a] ?? 0) - (numbers[b] ?? 0) || a - b);
  return { positions, values: Float64Array.from(positions, (position) => numbers[position] ?? 0) };
}

/** The first index of ascending `values` holding `value` or more (their length when none does). */
function firstAtLeast(values: Float64Array, value: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((values[middle] ?? 0) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The first index of ascending `values` holding more than `value` (their length when none does). */
function firstAbove(values: Float64Array, value: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((values[middle] ?? 0) <= value) low = middle + 1;
    else high = middle;
  }
  return low;
}
