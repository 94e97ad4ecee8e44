import { describe, expect, it } from 'vitest';
import { HIDDEN_REVIEW_AUTHORS } from '../../../../src/domain/basics/constants.ts';
import type { Review } from '../../../../src/domain/content/content.ts';
import { visibleReviews } from '../../../../src/domain/content/reviews.ts';
import { siteRating, starsText } from '../../../../src/domain/content/site-reviews.ts';

const at = (average_rating: number | null, count: number) => ({ reviews: { average_rating, count } });

describe('siteRating', () => {
  it('weights each location\'s average by its count, to one decimal', () => {
    expect(siteRating([at(4.6, 538), at(4.5, 301)])).toEqual({ count: 839, average_rating: 4.6 });
    expect(siteRating([at(5, 1), at(4, 3)])).toEqual({ count: 4, average_rating: 4.3 });
  });

  it('skips locations without reviews, and is the spec\'s default (count 0, average null) when none has any', () => {
    expect(siteRating([at(null, 0), at(4.8, 10)])).toEqual({ count: 10, average_rating: 4.8 });
    expect(siteRating([at(null, 0)])).toEqual({ count: 0, average_rating: null });
    expect(siteRating([])).toEqual({ count: 0, average_rating: null });
  });
});

describe('starsText', () => {
  it('says the rating in words', () => {
    expect(starsText(5)).toBe('5 out of 5 stars');
  });
});

describe('the two hidden review authors', () => {
  it('are two, and their reviews never show whatever their rating', () => {
    expect(HIDDEN_REVIEW_AUTHORS).toHaveLength(2);
    const review = (id: string, author: string): Review => ({ id, author, rating: 5, text: 'Great', date: '2026-05-01', location_slug: 'x', source: 'Google' });
    const shown = visibleReviews([review('a', 'A GOOGLE USER'), review('b', 'anonymous'), review('c', 'Robin N.')], HIDDEN_REVIEW_AUTHORS);
    expect(shown.map((r) => r.id)).toEqual(['c']);
  });
});
