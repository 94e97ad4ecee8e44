import { describe, expect, it } from 'vitest';
import { SearchEngine } from '../../../../src/search/embedded/engine.ts';
import { TextIndex } from '../../../../src/search/embedded/text-index.ts';
import type { EngineRequest } from '../../../../src/search/instantsearch-protocol/engine-request.ts';
import { matchesAllQueryWords, wordsOf } from '../../../../src/search/instantsearch-protocol/text-tokens.ts';
import { NO_EXCLUSIONS, NOW, idsOf, makeDocument } from './documents.ts';

const search = (engine: SearchEngine, query: string, overrides: Partial<EngineRequest> = {}) =>
  engine.search({ query, sortBy: 'most-relevant', filters: [], page: 0, hitsPerPage: 50, facets: [], maxValuesPerFacet: 10, ...overrides }, NOW);

describe('tokenising', () => {
  it.each([
    ['Škoda Octavia', ['skoda', 'octavia']],
    ['MAZDA CX-5', ['mazda', 'cx5']],
    ['2.5 Turbo', ['25', 'turbo']],
    ['  Mercedes-Benz   GLA  ', ['mercedesbenz', 'gla']],
    ['— / —', []],
    ['', []],
  ])('folds case and accents and drops symbols inside words: %j', (text, words) => {
    expect(wordsOf(text)).toEqual(words);
  });

  it('lets only the last query word be the start of a word', () => {
    expect(matchesAllQueryWords(['ford', 'ran'], ['ford', 'ranger'])).toBe(true);
    expect(matchesAllQueryWords(['for', 'ranger'], ['ford', 'ranger'])).toBe(false);
    expect(matchesAllQueryWords(['ranger', 'ford'], ['ford', 'ranger'])).toBe(true);
  });
});

describe('text matching', () => {
  const documents = [
    makeDocument(1, { name: '2022 Mazda CX-5 Touring', make: 'Mazda', model: 'CX-5', badge: 'Touring', colour: 'Red' }),
    makeDocument(2, { name: '2023 Mazda CX-50 GT', make: 'Mazda', model: 'CX-50', badge: 'GT', colour: 'Blue', price: 60_000 }),
    makeDocument(3, { name: '2021 Ford Ranger XLT', colour: 'Red' }),
    makeDocument(4, { name: '2020 Kia Sorento Sport', make: 'Kia', model: 'Sorento', badge: 'Sport', simple_body: 'SUV', colour: 'Grey' }),
    makeDocument(5, { name: '2024 Kia Stonic GT-Line', make: 'Kia', model: 'Stonic', badge: 'GT-Line', simple_body: 'Sedan', colour: 'Red', created_at: '2026-05-19T12:00:00Z' }),
  ];
  const engine = new SearchEngine(documents, NO_EXCLUSIONS);

  it('an empty or all-symbol query matches every listed car', () => {
    expect(search(engine, '').nbHits).toBe(5);
    expect(search(engine, ' -- ').nbHits).toBe(5);
    expect(new TextIndex(documents).match('  ')).toBeNull();
  });

  it('a car matches when every query word is found, even in different fields', () => {
    expect(idsOf(search(engine, 'red kia').hits)).toEqual(['1-5']);
    expect(search(engine, 'red kia blue').nbHits).toBe(0);
  });

  it('the last query word matches the start of a word; earlier words must be whole', () => {
    expect(idsOf(search(engine, 'mazda cx').hits)).toEqual(['1-1', '1-2']);
    expect(search(engine, 'cx mazda').nbHits).toBe(0);
  });

  it('matching ignores case, accents and symbols: "CX-5" finds cx5', () => {
    expect(idsOf(search(engine, 'CX-5').hits)).toEqual(['1-1', '1-2']);
  });

  it('a whole last word ranks above a word it only starts ("cx5" before "cx50"), whatever the dates', () => {
    const older = makeDocument(9, { name: '2022 Mazda CX-5 Touring', make: 'Mazda', model: 'CX-5' });
    const newerPrefixOnly = makeDocument(1, { name: '2025 Mazda CX-50 GT', make: 'Mazda', model: 'CX-50' });
    expect(idsOf(search(new SearchEngine([older, newerPrefixOnly], NO_EXCLUSIONS), 'cx5').hits)).toEqual(['1-9', '1-1']);
  });

  it('more query words in one field rank above the same words spread over fields', () => {
    const spread = makeDocument(1, { name: '2022 Kia Sorento', make: 'Kia', model: 'Sorento', badge: 'S', simple_body: 'SUV' });
    const together = makeDocument(2, { name: '2022 Kia Sorento SUV', make: 'Kia', model: 'Sorento', badge: 'SUV', simple_body: 'SUV' });
    const ranked = new SearchEngine([spread, together], NO_EXCLUSIONS);
    expect(idsOf(search(ranked, 'sorento suv').hits)).toEqual(['1-2', '1-1']);
  });

  it('a word in an earlier field ranks above the same word in a later one (name before simple_body)', () => {
    const inBody = makeDocument(1, { name: '2022 Kia Cerato S', make: 'Kia', model: 'Cerato', badge: 'S', simple_body: 'Sedan' });
    const inName = makeDocument(2, { name: '2022 Kia Cerato Sport Sedan', make: 'Kia', model: 'Cerato', badge: 'Sport Sedan', simple_body: 'Sedan' });
    const ranked = new SearchEngine([inBody, inName], NO_EXCLUSIONS);
    expect(idsOf(search(ranked, 'sedan').hits)).toEqual(['1-2', '1-1']);
  });

  it('equally relevant cars fall back to newest first, then car id', () => {
    expect(idsOf(search(engine, 'kia').hits)).toEqual(['1-5', '1-4']);
    const sameTime = { created_at: '2026-05-01T00:00:00Z' };
    const twins = new SearchEngine([makeDocument(8, sameTime), makeDocument(7, sameTime)], NO_EXCLUSIONS);
    expect(idsOf(search(twins, 'ford').hits)).toEqual(['1-7', '1-8']);
  });

  it('a sort other than relevance ignores the text match', () => {
    expect(idsOf(search(engine, 'mazda', { sortBy: 'latest' }).hits)).toEqual(['1-1', '1-2']);
    expect(idsOf(search(engine, 'cx5').hits)).toEqual(['1-1', '1-2']);
    expect(idsOf(search(engine, 'cx5', { sortBy: 'highest-price' }).hits)).toEqual(['1-2', '1-1']);
  });
});
