/**
 * The careers pages' reading of the job ads: the roles in the order shown (newest first) and the
 * name a role carries in a careers enquiry, so the list's choices and a role page's fixed value agree.
 */
import type { Career } from '../../domain/content/content.ts';

/** What the careers pages read of a job ad. */
export type CareerEntry = Pick<Career, 'slug' | 'title' | 'location' | 'location_slug' | 'type' | 'posted_on'>;

/** Newest first; ties by title, so the order does not depend on the data file's. */
export function careersInOrder<T extends CareerEntry>(careers: readonly T[]): T[] {
  return careers.toSorted((a, b) => (a.posted_on === b.posted_on ? a.title.localeCompare(b.title) : a.posted_on < b.posted_on ? 1 : -1));
}

/** The role as the enquiry names it: "Sales Consultant, Brighton Volkswagen". */
export function roleName(career: Pick<Career, 'title' | 'location'>): string {
  return `${career.title}, ${career.location}`;
}
