import { describe, expect, it } from 'vitest';
import { SORT_BY_VALUES } from '../../../src/domain/search/sort-options.ts';
import { indexNameFor, sortByFromIndexName } from '../../../src/search/index-names.ts';

describe('index names carry the sort order', () => {
  it('relevance is the bare collection; other orders use the adapter /sort/ form', () => {
    expect(indexNameFor('cars', 'most-relevant')).toBe('cars');
    expect(indexNameFor('cars', 'lowest-price')).toBe('cars/sort/price:asc,created_at_timestamp:desc,car_id:asc');
  });

  it.each(SORT_BY_VALUES)('%s survives the round trip', (sortBy) => {
    expect(sortByFromIndexName('cars', indexNameFor('cars', sortBy))).toBe(sortBy);
  });

  it('an unknown index name means relevance', () => {
    expect(sortByFromIndexName('cars', 'cars/sort/colour:asc')).toBe('most-relevant');
  });
});
