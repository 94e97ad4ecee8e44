/**
 * The car a lead names, as the server read it from the stock when the lead came in: what the ADF
 * vehicle is written from (src/server/crm/adf.ts), so the dealer's CRM sees the car's id, stock
 * number and advertised price from the site's own data, never from the browser. `price` is the
 * advertised amount (src/domain/cars/price.ts), null when the car shows none (SOLD, PREORDER, no price).
 */
import type { Car } from '../cars/car.ts';
import { advertisedAmount } from '../cars/price.ts';
import type { RegionCode } from '../basics/region.ts';

export type CarSnapshot = Readonly<Record<string, string | number | null>>;

export function carSnapshot(car: Car, region: RegionCode): CarSnapshot {
  return {
    id: car.id,
    slug: car.slug,
    name: car.name,
    year: car.year,
    make: car.make,
    model: car.model,
    badge: car.badge,
    vin: car.vin,
    stocknum: car.stocknum,
    dealership_slug: car.dealership_slug,
    km: car.km,
    price: advertisedAmount(car, region),
    car_type: car.car_type,
    status: car.status,
  };
}
