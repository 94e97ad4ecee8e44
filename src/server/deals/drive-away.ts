/**
 * The deal's drive-away estimate: the one region-general engine every surface asks
 * (src/domain/on-road/drive-away-figure.ts), for the car and the shopper's place (AU: the state of
 * their postcode; the car's own state without one), the site's `on_road_costs` and the state tables
 * in force on the dealer's day (src/config/on-road-tables.ts). The deal keeps the total; a later open works
 * it out again from the price of that day, so it follows the price.
 */
import { siteDriveAwayFigure } from '../../config/site-drive-away.ts';
import type { SiteConfig } from '../../config/site-config-schema.ts';
import type { Car } from '../../domain/cars/car.ts';
import type { AuPlace } from '../../domain/on-road/au-states.ts';
import type { DriveAwayView } from '../../domain/deals/deal-view.ts';

/** The message of a postcode that is no Australian state's. */
export const NOT_AN_AU_POSTCODE = 'place.postcode must be an Australian postcode (4 digits of a state\'s range), for the state the car would be registered in.';

const BASIS = {
  estimate: 'An estimate from the state government\'s published fees and duty in force on the day (each component names its source) and the dealer\'s own charges, on the advertised price.',
  stated: 'The charges the dealer states, on the advertised price.',
  notApplicable: 'No drive-away estimate applies: the price already includes on-road costs, or the car has no price to work from.',
  noEstimate: 'No estimate could be worked out for this place.',
  kept: 'The estimated drive-away price when the deal was made.',
} as const;

/** The drive-away estimate for `car` on `site` at `place` (null: the car's own), on the day of `now`. */
export function driveAwayView(site: SiteConfig, car: Car, place: AuPlace | null, now: Date): DriveAwayView {
  const figure = siteDriveAwayFigure(site, Math.floor(now.getTime() / 1000), car, site.region === 'AU' ? place : null);
  switch (figure.kind) {
    case 'not-applicable':
      return { kind: 'not-applicable', basis: BASIS.notApplicable };
    case 'no-estimate':
      return { ...figure, basis: BASIS.noEstimate };
    case 'estimate':
      return { ...figure, basis: site.region === 'AU' ? BASIS.estimate : BASIS.stated };
  }
}

/** The deal's own drive-away total, for a car that is sold or gone now. */
export function keptDriveAwayView(total: number | null, placeLabel: string | null, marked: 'sold' | 'gone'): DriveAwayView | null {
  return total === null ? null : { kind: 'kept', placeLabel, total, marked, basis: BASIS.kept };
}
