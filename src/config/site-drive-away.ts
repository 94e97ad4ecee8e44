/**
 * The drive-away estimate of a car on a site at a moment: the domain's one function
 * (domain/on-road/drive-away-figure.ts) bound to the site's on-road settings, the validated state
 * tables and the dealer's date, so the pages, the search documents, the deal and the price gate all
 * ask the same question the same way.
 */
import { driveAwayFigure, type AuPlace, type DriveAwayFigure, type EstimatedCar } from '../domain/on-road/drive-away-figure.ts';
import { dateInTimeZone, siteTimeZone } from '../domain/places/time-zone.ts';
import { auOnRoadTables } from './on-road-tables.ts';
import type { SiteConfig } from './site-config-schema.ts';

/** The estimate for `car` on `site` at `at` (Unix seconds; the dealer's date decides the tables), for `place` (AU; null for the car's own). */
export function siteDriveAwayFigure(
  site: Pick<SiteConfig, 'region' | 'locations' | 'on_road_costs'>,
  at: number,
  car: EstimatedCar,
  place: AuPlace | null = null,
): DriveAwayFigure {
  const on = dateInTimeZone(new Date(at * 1000), siteTimeZone(site));
  return driveAwayFigure({ car, region: site.region, place, settings: site.on_road_costs, tables: auOnRoadTables(), on });
}
