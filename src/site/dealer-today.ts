/**
 * The dealer's calendar date at the build's moment: the one "today" that offers, service offers
 * and promo cards are judged by, so no two parts of a build disagree about whether one has ended.
 */
import type { SiteConfig } from '../config/site-config-schema.ts';
import { dateInTimeZone, siteTimeZone } from '../domain/places/time-zone.ts';

/** The dealer's date (YYYY-MM-DD) at `buildAt` (Unix seconds). */
export function dealerToday(site: Pick<SiteConfig, 'region' | 'locations'>, buildAt: number): string {
  return dateInTimeZone(new Date(buildAt * 1000), siteTimeZone(site));
}
