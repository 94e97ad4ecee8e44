/**
 * The drive-away line a search document carries for its card: the site's estimate for the car's own
 * state (domain/on-road/drive-away-figure.ts) on the dealer's date, so the search page shows it with
 * no code of its own. The card of a car whose price includes on-road costs carries none.
 */
import type { SiteConfig } from '../config/site-config-schema.ts';
import { auOnRoadTables } from '../config/on-road-tables.ts';
import { driveAwayFigure, driveAwayLine } from '../domain/on-road/drive-away-figure.ts';
import { dateInTimeZone, siteTimeZone } from '../domain/places/time-zone.ts';
import type { DriveAwayOf } from './search-document.ts';

/** The drive-away line of a car on `site` at `at` (Unix seconds): the estimate for the car's own state on the dealer's date. */
export function siteDriveAwayOf(site: Pick<SiteConfig, 'region' | 'locations' | 'on_road_costs'>, at: number): DriveAwayOf {
  const tables = auOnRoadTables();
  const on = dateInTimeZone(new Date(at * 1000), siteTimeZone(site));
  return (car) => driveAwayLine(driveAwayFigure({ car, region: site.region, place: null, settings: site.on_road_costs, tables, on }));
}
