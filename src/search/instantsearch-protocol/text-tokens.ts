/**
 * How text becomes words, for the documents' text fields and for the query alike. Typesense's
 * default tokenizer splits on whitespace, folds case and accents and drops symbols inside a word
 * ("CX-5" is the one word "cx5", "2.5" is "25"); facet-value.ts already folds strings exactly so, and
 * a folded string's words are separated by single spaces.
 *
 * Typesense with `prefix: true` treats only the LAST word of the query as a prefix; every earlier
 * word must match a whole word (`num_typos: 0`, so no typo tolerance either). The same rule decides
 * which facet values a facet search finds.
 */
import { foldFacetValue } from '../../domain/search/facet-value.ts';

/** The folded words of a text, in order; none for an empty or all-symbol text. */
export function wordsOf(text: string): string[] {
  const folded = foldFacetValue(text);
  return folded === '' ? [] : folded.split(' ');
}

/** Whether the query word at `index` of `count` words matches `word`: the last one as a prefix, the others whole. */
export function queryWordMatches(queryWord: string, index: number, count: number, word: string): boolean {
  return index === count - 1 ? word.startsWith(queryWord) : word === queryWord;
}

/** Whether every query word matches one of `words` by the rule above. */
export function matchesAllQueryWords(queryWords: readonly string[], words: readonly string[]): boolean {
  return queryWords.every((queryWord, index) => words.some((word) => queryWordMatches(queryWord, index, queryWords.length, word)));
}
