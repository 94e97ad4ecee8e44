/**
 * InstantSearch switches sort orders by switching index names. Both engines read the same names,
 * in the Typesense adapter's form: the collection for relevance, `{collection}/sort/{sort_by}`
 * for the other orders, with the sort_by strings of src/domain/search/sort-options.ts.
 */
import { DEFAULT_SORT_BY, SORT_BY_VALUES, sortOption, type SortBy } from '../domain/search/sort-options.ts';

/** The index name that makes InstantSearch sort by `sortBy`. */
export function indexNameFor(collection: string, sortBy: SortBy): string {
  return sortBy === DEFAULT_SORT_BY ? collection : `${collection}/sort/${sortOption(sortBy).typesenseSortBy}`;
}

/** The sort order an index name stands for; an unknown name is relevance, as Typesense would treat it. */
export function sortByFromIndexName(collection: string, indexName: string): SortBy {
  return SORT_BY_VALUES.find((sortBy) => indexNameFor(collection, sortBy) === indexName) ?? DEFAULT_SORT_BY;
}
