/**
 * A car's compare record as the build writes it (/compare/<slug>.json, read back by compare-car.ts's
 * readCompareCar): its facts in the site's words. Apart from compare-car.ts because it needs the
 * price and drive-away rules, which only the build runs. Pure.
 */
import type { Car } from '../cars/car.ts';
import { isSold } from '../cars/car-state.ts';
import { advertisedPrice } from '../cars/price.ts';
import { formatDistance } from '../basics/format.ts';
import type { RegionCode } from '../basics/region.ts';
import { regionTerm } from '../basics/region-terms.ts';
import { driveAwayWords, type DriveAwayLine } from '../on-road/drive-away-figure.ts';
import { carPath } from '../routes/routes.ts';
import { COMPARE_STATUS_TEXTS, type CompareCar } from './compare-car.ts';

function statusText(car: Pick<Car, 'status' | 'sold' | 'reserved'>): string {
  if (isSold(car)) return COMPARE_STATUS_TEXTS.sold;
  if (car.reserved) return COMPARE_STATUS_TEXTS.reserved;
  return car.status === 'coming_soon' ? COMPARE_STATUS_TEXTS.comingSoon : COMPARE_STATUS_TEXTS.inStock;
}

/** The compared facts of `car` on a site of `region`, with the site's drive-away line for it (null for none). */
export function compareCarOf(car: Car, region: RegionCode, driveAway: DriveAwayLine | null): CompareCar {
  const image = car.images[0];
  return {
    slug: car.slug,
    name: car.name,
    href: carPath(car.slug),
    image: image === undefined ? null : { url: image.url, alt: image.alt },
    price: advertisedPrice(car, region).words,
    driveAway: driveAway === null ? null : driveAwayWords(driveAway, region),
    year: String(car.year),
    odometer: formatDistance(car.km, region),
    body: regionTerm(car.simple_body, region),
    fuel: regionTerm(car.simple_fuel, region),
    transmission: car.simple_transmission,
    drive: car.simple_drive,
    seats: String(car.seats),
    colour: regionTerm(car.colour, region),
    location: car.location.name,
    status: statusText(car),
    sold: isSold(car),
    features: car.features,
  };
}
