/**
 * Reviews as the site shows them (spec sections 3 and 9): a summary that defaults to no reviews,
 * and the list of reviews shown: only ratings above 4, never by a hidden author, newest first, at
 * most 12.
 */
import { GOOGLE_REVIEWS_LIMIT, MIN_REVIEW_RATING } from '../basics/constants.ts';
import type { Review } from './content.ts';

/** The reviews of a dealer or location with their count and average (spec: "Reviews default"). */
interface ReviewsSummary {
  reviews: readonly Review[];
  count: number;
  /** 0 to 5 stars; null when there are no reviews. */
  average_rating: number | null;
}

/** The spec's default: reviews list empty, count 0, average_rating null. */
export const DEFAULT_REVIEWS: Readonly<ReviewsSummary> = Object.freeze({ reviews: [], count: 0, average_rating: null });

const authorKey = (author: string) => author.trim().toLowerCase();

/** Later ISO dates first; compared as code units, which orders ISO 8601 dates of one format. */
const newestFirst = (a: Review, b: Review) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0);

/**
 * The reviews to show: rated above MIN_REVIEW_RATING (a 4 is not shown), not written by any of
 * `hiddenAuthors` (the site's list; matched ignoring case and surrounding spaces), newest first
 * (ties keep their given order), at most GOOGLE_REVIEWS_LIMIT.
 */
export function visibleReviews(reviews: readonly Review[], hiddenAuthors: readonly string[]): Review[] {
  const hidden = new Set(hiddenAuthors.map(authorKey));
  return reviews
    .filter((review) => review.rating > MIN_REVIEW_RATING && !hidden.has(authorKey(review.author)))
    .toSorted(newestFirst)
    .slice(0, GOOGLE_REVIEWS_LIMIT);
}
