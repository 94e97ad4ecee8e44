/**
 * Full-text matching and relevance over the documents' QUERY_FIELDS, as Typesense does it with
 * `query_by` in that order, `prefix: true`, `num_typos: 0` and `drop_tokens_threshold: 0`:
 * - a document matches when EVERY query word is found in at least one of the fields (words may be
 *   spread over fields); the last query word may be a prefix of a document word, the others must be
 *   whole words (instantsearch-protocol/text-tokens.ts);
 * - its relevance is that of its best field, compared by, in turn: how many query words that field
 *   holds, how early the field comes in QUERY_FIELDS, and whether the last query word is a whole word
 *   there rather than a prefix ("cx5" ranks a CX-5 above a CX-50).
 *
 * Typesense's own text-match score weighs more signals (word proximity, field length, its own
 * bucketing); these three keys are its leading ones, and documents they tie fall back to the sort
 * order's tie-breakers (newest first, then car id). Where Typesense would still order two cars
 * differently, the conformance suite's live run (TYPESENSE_URL) is what shows it.
 *
 * The index is an inverted list built once: every distinct word, sorted (a prefix is a contiguous
 * run found by binary search), with the documents holding it and a bit mask of the fields it is in.
 */
import { QUERY_FIELDS, type SearchDocument } from '../search-document.ts';
import { wordsOf } from '../instantsearch-protocol/text-tokens.ts';

/** The documents a query matches and their relevance, position by position. */
export interface TextMatches {
  /** Positions of the matching documents, in no particular order. */
  readonly documents: Int32Array;
  /** Relevance of each matching document: higher is more relevant. */
  readonly scores: Int32Array;
  /** No score reaches this; with `scores` it orders hits without floating point. */
  readonly scoreBound: number;
}

type TextField = (typeof QUERY_FIELDS)[number];

/** The words of every document in the text fields, and the relevance of a query against them. */
export class TextIndex {
  readonly #fieldCount: number;
  /** Every distinct word, sorted. */
  readonly #vocabulary: readonly string[];
  /** Per word (same position as in the vocabulary): the documents holding it, ascending. */
  readonly #postingDocuments: readonly Int32Array[];
  /** Per word: for each of those documents, the fields holding it (bit i = QUERY_FIELDS[i]). */
  readonly #postingFields: readonly Uint16Array[];
  // Scratch space reused by every query and left zeroed after it, so a query allocates little.
  readonly #wordFields: Uint16Array;
  readonly #wordsFound: Uint8Array;
  readonly #fieldWordCounts: Uint8Array;
  readonly #lastWordWholeFields: Uint16Array;

  constructor(documents: readonly SearchDocument[], fields: readonly TextField[] = QUERY_FIELDS) {
    if (fields.length > 16) throw new RangeError(`at most 16 text fields fit a field mask, got ${fields.length}`);
    this.#fieldCount = fields.length;
    const postings = new Map<string, { documents: number[]; fields: number[] }>();
    // Stock repeats its texts (a make, a model, a body) across thousands of cars: each is folded once.
    const folded = new Map<string, readonly string[]>();
    const wordsOfText = (text: string): readonly string[] => {
      let words = folded.get(text);
      if (words === undefined) {
        words = wordsOf(text);
        folded.set(text, words);
      }
      return words;
    };
    documents.forEach((document, position) => {
      fields.forEach((field, fieldIndex) => {
        for (const word of wordsOfText(document[field])) {
          let posting = postings.get(word);
          if (posting === undefined) {
            posting = { documents: [], fields: [] };
            postings.set(word, posting);
          }
          const last = posting.documents.length - 1;
          if (posting.documents[last] === position) posting.fields[last] = (posting.fields[last] ?? 0) | (1 << fieldIndex);
          else {
            posting.documents.push(position);
            posting.fields.push(1 << fieldIndex);
          }
        }
      });
    });
    const sorted = [...postings].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    this.#vocabulary = sorted.map(([word]) => word);
    this.#postingDocuments = sorted.map(([, posting]) => new Int32Array(posting.documents));
    this.#postingFields = sorted.map(([, posting]) => new Uint16Array(posting.fields));
    const count = documents.length;
    this.#wordFields = new Uint16Array(count);
    this.#wordsFound = new Uint8Array(count);
    this.#fieldWordCounts = new Uint8Array(count * this.#fieldCount);
    this.#lastWordWholeFields = new Uint16Array(count);
  }

  /** The documents matching `query` with their relevance; null when the query has no words (it matches everything). */
  match(query: string): TextMatches | null {
    const queryWords = wordsOf(query).slice(0, 255);
    if (queryWords.length === 0) return null;
    const fieldCount = this.#fieldCount;
    const touched: number[] = [];
    const lastIndex = queryWords.length - 1;
    queryWords.forEach((queryWord, index) => {
      const wordIds = index === lastIndex ? this.#prefixRange(queryWord) : this.#wholeWord(queryWord);
      this.#collectWord(wordIds, touched);
      if (index === lastIndex) {
        const [whole] = this.#wholeWord(queryWord);
        if (whole !== undefined) {
          const documents = this.#postingDocuments[whole] ?? new Int32Array(0);
          const masks = this.#postingFields[whole] ?? new Uint16Array(0);
          for (let j = 0; j < documents.length; j += 1) this.#lastWordWholeFields[documents[j] ?? 0] = masks[j] ?? 0;
        }
      }
    });

    const matchedDocuments: number[] = [];
    const scores: number[] = [];
    for (const position of touched) {
      if (this.#wordsFound[position] === queryWords.length) {
        matchedDocuments.push(position);
        scores.push(this.#score(position));
      }
      this.#wordsFound[position] = 0;
      this.#lastWordWholeFields[position] = 0;
      this.#fieldWordCounts.fill(0, position * fieldCount, (position + 1) * fieldCount);
    }
    return {
      documents: Int32Array.from(matchedDocuments),
      scores: Int32Array.from(scores),
      scoreBound: ((queryWords.length + 1) * fieldCount) * 2,
    };
  }

  /** Records, for every document holding one of the words, that the query word was found and in which fields. */
  #collectWord(wordIds: readonly number[], touched: number[]): void {
    const fieldCount = this.#fieldCount;
    const wordFields = this.#wordFields;
    const inThisWord: number[] = [];
    for (const wordId of wordIds) {
      const documents = this.#postingDocuments[wordId] ?? new Int32Array(0);
      const masks = this.#postingFields[wordId] ?? new Uint16Array(0);
      for (let j = 0; j < documents.length; j += 1) {
        const position = documents[j] ?? 0;
        if (wordFields[position] === 0) inThisWord.push(position);
        wordFields[position] = (wordFields[position] ?? 0) | (masks[j] ?? 0);
      }
    }
    for (const position of inThisWord) {
      const mask = wordFields[position] ?? 0;
      wordFields[position] = 0;
      if (this.#wordsFound[position] === 0) touched.push(position);
      this.#wordsFound[position] = (this.#wordsFound[position] ?? 0) + 1;
      for (let field = 0; field < fieldCount; field += 1) {
        if ((mask & (1 << field)) !== 0) {
          const slot = position * fieldCount + field;
          this.#fieldWordCounts[slot] = (this.#fieldWordCounts[slot] ?? 0) + 1;
        }
      }
    }
  }

  /** The best field's relevance (see the module comment), as one integer below `scoreBound`. */
  #score(position: number): number {
    const fieldCount = this.#fieldCount;
    const wholeFields = this.#lastWordWholeFields[position] ?? 0;
    let best = 0;
    for (let field = 0; field < fieldCount; field += 1) {
      const words = this.#fieldWordCounts[position * fieldCount + field] ?? 0;
      if (words === 0) continue;
      const whole = (wholeFields & (1 << field)) === 0 ? 0 : 1;
      const score = (words * fieldCount + (fieldCount - 1 - field)) * 2 + whole;
      if (score > best) best = score;
    }
    return best;
  }

  /** The vocabulary positions of `word` itself: one or none. */
  #wholeWord(word: string): number[] {
    const at = this.#lowerBound(word);
    return this.#vocabulary[at] === word ? [at] : [];
  }

  /** The vocabulary positions of every word starting with `prefix`. */
  #prefixRange(prefix: string): number[] {
    const ids: number[] = [];
    for (let at = this.#lowerBound(prefix); at < this.#vocabulary.length && (this.#vocabulary[at] ?? '').startsWith(prefix); at += 1) {
      ids.push(at);
    }
    return ids;
  }

  /** The first vocabulary position whose word is not below `word`. */
  #lowerBound(word: string): number {
    let low = 0;
    let high = this.#vocabulary.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.#vocabulary[middle] ?? '') < word) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
