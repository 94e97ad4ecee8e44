/**
 * The drive-away line a search document carries for its card: the site's estimate for the car's own
 * state (config/site-drive-away.ts), so the search page shows it with no code of its own. The card
 * of a car whose price includes on-road costs carries none.
 */
import type { SiteConfig } from '../config/site-config-schema.ts';
import { siteDriveAwayFigure } from '../config/site-drive-away.ts';
import { driveAwayLine } from '../domain/on-road/drive-away-figure.ts';
import type { DriveAwayOf } from './search-document.ts';

/** The drive-away line of a car on `site` at `at` (Unix seconds): the estimate for the car's own state on the dealer's date. */
export function siteDriveAwayOf(site: Pick<SiteConfig, 'region' | 'locations' | 'on_road_costs'>, at: number): DriveAwayOf {
  return (car) => driveAwayLine(siteDriveAwayFigure(site, at, car));
}
