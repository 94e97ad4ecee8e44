/**
 * The dealer's overall Google rating for the reviews page: the review counts and averages the site
 * config holds per location (Google's own totals, which cover far more reviews than the few the
 * site shows), combined into one. Locations that are not shown on the site still count: their
 * reviews are the dealer's all the same.
 */
import { DEFAULT_REVIEWS } from './reviews.ts';

/** A location's review summary, as the site config holds it. */
interface LocationReviews {
  readonly reviews: { readonly average_rating: number | null; readonly count: number };
}

/** The site's rating: the count-weighted average over its locations (one decimal), or the spec's default when none. */
export function siteRating(locations: readonly LocationReviews[]): { count: number; average_rating: number | null } {
  const rated = locations.filter((location) => location.reviews.count > 0 && location.reviews.average_rating !== null);
  const count = rated.reduce((sum, location) => sum + location.reviews.count, 0);
  if (count === 0) return { count: DEFAULT_REVIEWS.count, average_rating: DEFAULT_REVIEWS.average_rating };
  const total = rated.reduce((sum, location) => sum + (location.reviews.average_rating ?? 0) * location.reviews.count, 0);
  return { count, average_rating: Math.round((total / count) * 10) / 10 };
}

/** The words a screen reader hears for a rating: "5 out of 5 stars". */
export function starsText(rating: number): string {
  return `${rating} out of 5 stars`;
}
