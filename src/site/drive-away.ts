/**
 * The drive-away estimate of a car on this site at the build's moment: the domain's one function
 * (domain/on-road/drive-away-figure.ts) bound to the site's on-road settings, the validated state
 * tables and the dealer's date, for pages, cards and search documents to show the same figure.
 */
import type { SiteConfig } from '../config/site-config-schema.ts';
import { auOnRoadTables } from '../config/on-road-tables.ts';
import { driveAwayFigure, type AuPlace, type DriveAwayFigure, type EstimatedCar } from '../domain/on-road/drive-away-figure.ts';
import { dealerToday } from './dealer-today.ts';

/** The estimate for `car`, for `place` (AU; null for the car's own state), on the dealer's date at `buildAt` (Unix seconds). */
export function siteDriveAwayFigure(site: Pick<SiteConfig, 'region' | 'locations' | 'on_road_costs'>, buildAt: number, car: EstimatedCar, place: AuPlace | null = null): DriveAwayFigure {
  return driveAwayFigure({ car, region: site.region, place, settings: site.on_road_costs, tables: auOnRoadTables(), on: dealerToday(site, buildAt) });
}

/** The fields of a car the browser needs to work its estimate out again for another postcode. */
export function estimatedCarFields(car: EstimatedCar): EstimatedCar {
  const { price, price_type, simple_fuel, simple_body, engine, car_type, status, sold, state, private_postcode } = car;
  return { price, price_type, simple_fuel, simple_body, engine, car_type, status, sold, state, private_postcode };
}
