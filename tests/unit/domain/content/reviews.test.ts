import { describe, expect, it } from 'vitest';
import { GOOGLE_REVIEWS_LIMIT, MIN_REVIEW_RATING } from '../../../../src/domain/basics/constants.ts';
import type { Review } from '../../../../src/domain/content/content.ts';
import { DEFAULT_REVIEWS, visibleReviews } from '../../../../src/domain/content/reviews.ts';

function review(id: string, rating: number, date: string, author = `Author ${id}`): Review {
  return { id, author, rating, text: 'Great service.', date, location_slug: 'brighton-volkswagen', source: 'Google' };
}
const ids = (reviews: readonly Review[]) => reviews.map((r) => r.id);

describe('reviews', () => {
  it('the default is an empty reviews list, count 0 and average_rating null', () => {
    expect(DEFAULT_REVIEWS).toEqual({ reviews: [], count: 0, average_rating: null });
    expect(Object.isFrozen(DEFAULT_REVIEWS)).toBe(true);
  });

  it('only reviews rated above 4 are shown', () => {
    expect(MIN_REVIEW_RATING).toBe(4);
    const reviews = [1, 2, 3, 4, 4.5, 5].map((rating) => review(`r${rating}`, rating, '2026-05-01'));
    expect(ids(visibleReviews(reviews, []))).toEqual(['r4.5', 'r5']);
  });

  it('reviews by hidden authors are excluded, ignoring case and surrounding spaces', () => {
    const reviews = [
      review('a', 5, '2026-05-03', 'Jane Citizen'),
      review('b', 5, '2026-05-02', 'JOHN SMITH'),
      review('c', 5, '2026-05-01', 'Ann Lee'),
    ];
    expect(ids(visibleReviews(reviews, ['jane citizen', ' John Smith ']))).toEqual(['c']);
  });

  it('the newest reviews come first', () => {
    const reviews = [review('old', 5, '2025-01-10'), review('new', 5, '2026-03-02'), review('mid', 5, '2025-11-30'), review('mid-too', 5, '2025-11-30')];
    expect(ids(visibleReviews(reviews, []))).toEqual(['new', 'mid', 'mid-too', 'old']);
  });

  it('at most 12 reviews are shown, the newest', () => {
    expect(GOOGLE_REVIEWS_LIMIT).toBe(12);
    const reviews = Array.from({ length: 20 }, (_, day) => review(`d${day + 1}`, 5, `2026-01-${String(day + 1).padStart(2, '0')}`));
    const shown = visibleReviews(reviews, []);
    expect(shown).toHaveLength(12);
    expect(shown[0]?.id).toBe('d20');
    expect(shown[11]?.id).toBe('d9');
  });
});
