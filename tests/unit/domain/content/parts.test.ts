import { describe, expect, it } from 'vitest';
import {
  EMPTY_PARTS_STATE,
  parsePartsState,
  partCategoryCounts,
  partEnquiryHref,
  partsCountText,
  partsSearchHref,
  PARTS_PER_PAGE,
  searchParts,
  serialisePartsState,
  type Part,
} from '../../../../src/domain/content/parts.ts';

const part = (part_number: string, name: string, category: string, fits: string[], price: number): Part => ({ part_number, name, category, fits, price, accessory: true });

const PARTS: Part[] = [
  part('5NA-061-500', 'Tiguan all-weather floor mats', 'Floor mats', ['tiguan'], 189),
  part('5G0-071-151', 'Golf roof rack cross bars', 'Roof racks & carriers', ['golf'], 499),
  part('000-071-128', 'Bicycle carrier, roof mounted', 'Roof racks & carriers', ['golf', 'tiguan'], 299),
  part('1K0-198-001', 'Oil filter', 'Servicing parts', ['golf', 'tiguan', 'polo'], 29),
];
const NAMES = new Map([
  ['golf', 'Golf'],
  ['tiguan', 'Tiguan'],
  ['polo', 'Polo'],
]);

describe('the parts URL state', () => {
  it('reads query, page, category, model and sortBy, with defaults for anything unreadable', () => {
    expect(parsePartsState('?query=%20mats%20&page=3&category=Floor+mats&model=tiguan&sortBy=price_desc')).toEqual({
      query: 'mats',
      page: 3,
      category: 'Floor mats',
      model: 'tiguan',
      sortBy: 'price_desc',
    });
    expect(parsePartsState('?page=0&sortBy=cheapest')).toEqual(EMPTY_PARTS_STATE);
    expect(parsePartsState('?page=2.5')).toEqual(EMPTY_PARTS_STATE);
  });

  it('writes a state back so that reading it gives the same state, leaving defaults out', () => {
    const state = { query: 'roof rack', page: 2, category: 'Roof racks & carriers', model: 'golf', sortBy: 'price_asc' } as const;
    const text = serialisePartsState(state);
    expect(text).toBe('?query=roof+rack&category=Roof+racks+%26+carriers&model=golf&sortBy=price_asc&page=2');
    expect(parsePartsState(text)).toEqual(state);
    expect(serialisePartsState(EMPTY_PARTS_STATE)).toBe('');
  });

  it('builds links into the search and to the enquiry form', () => {
    expect(partsSearchHref('/parts/search', { model: 'golf' })).toBe('/parts/search?model=golf');
    expect(partsSearchHref('/parts/search', {})).toBe('/parts/search');
    expect(partEnquiryHref('/vehicle-parts-and-accessories', { part_number: '5NA-061-500' })).toBe('/vehicle-parts-and-accessories?part=5NA-061-500#parts-enquiry');
  });
});

describe('searchParts', () => {
  it('finds every word of the query in the number (with or without dashes), name, category or model names', () => {
    const numbers = (query: string) => searchParts(PARTS, { ...EMPTY_PARTS_STATE, query }, NAMES).hits.map((hit) => hit.part_number);
    expect(numbers('5na-061')).toEqual(['5NA-061-500']);
    expect(numbers('5NA061500')).toEqual(['5NA-061-500']);
    expect(numbers('roof golf')).toEqual(['000-071-128', '5G0-071-151']);
    expect(numbers('polo')).toEqual(['1K0-198-001']);
    expect(numbers('servicing')).toEqual(['1K0-198-001']);
    expect(numbers('nothing like it')).toEqual([]);
  });

  it('filters by category and model, and sorts by name by default, or price or part number', () => {
    const search = (state: Partial<typeof EMPTY_PARTS_STATE>) => searchParts(PARTS, { ...EMPTY_PARTS_STATE, ...state }).hits.map((hit) => hit.part_number);
    expect(search({ category: 'Roof racks & carriers' })).toEqual(['000-071-128', '5G0-071-151']);
    expect(search({ model: 'tiguan' })).toEqual(['000-071-128', '1K0-198-001', '5NA-061-500']);
    expect(search({ sortBy: 'price_asc' })).toEqual(['1K0-198-001', '5NA-061-500', '000-071-128', '5G0-071-151']);
    expect(search({ sortBy: 'price_desc' })).toEqual(['5G0-071-151', '000-071-128', '5NA-061-500', '1K0-198-001']);
    expect(search({ sortBy: 'part_number_asc' })).toEqual(['000-071-128', '1K0-198-001', '5G0-071-151', '5NA-061-500']);
  });

  it('pages 21 at a time, bringing a page past the end back to the last', () => {
    const many = Array.from({ length: 50 }, (_, i) => part(`100-000-${String(i).padStart(3, '0')}`, `Part ${String(i).padStart(2, '0')}`, 'Lifestyle', ['golf'], i));
    const first = searchParts(many, EMPTY_PARTS_STATE);
    expect(first).toMatchObject({ total: 50, page: 1, pages: 3 });
    expect(first.hits).toHaveLength(PARTS_PER_PAGE);
    const last = searchParts(many, { ...EMPTY_PARTS_STATE, page: 9 });
    expect(last).toMatchObject({ page: 3 });
    expect(last.hits.map((hit) => hit.name)).toEqual(['Part 42', 'Part 43', 'Part 44', 'Part 45', 'Part 46', 'Part 47', 'Part 48', 'Part 49']);
    expect(searchParts([], EMPTY_PARTS_STATE)).toEqual({ hits: [], total: 0, page: 1, pages: 1 });
  });

  it('counts parts per category and words the count', () => {
    expect(partCategoryCounts(PARTS)).toEqual([
      { name: 'Floor mats', count: 1 },
      { name: 'Roof racks & carriers', count: 2 },
      { name: 'Servicing parts', count: 1 },
    ]);
    expect([0, 1, 2].map(partsCountText)).toEqual(['No parts found', '1 part found', '2 parts found']);
  });
});
