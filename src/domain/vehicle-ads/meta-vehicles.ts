/**
 * The Meta (Facebook, Instagram) vehicles catalogue feed of one site, as CSV with flattened columns:
 * the fields of docs/standards/meta-automotive-catalog.md, a row per car Meta may show.
 *
 * A row says what the car's page says: the advertised price (src/domain/cars/price.ts) with the manufacturer
 * offer price as `sale_price` and the struck-through earlier price as `previous_price`, the odometer
 * in the region's unit. A reserved car stays, PENDING. A car that is not for sale now (sold, coming
 * soon, hidden), has no price or VIN or no photo Meta takes is left out, with the reason.
 */
import type { Body, Car, Drive, Fuel } from '../cars/car.ts';
import { distanceInRegionUnit } from '../basics/format.ts';
import { advertisedPrice } from '../cars/price.ts';
import type { RegionCode } from '../basics/region.ts';
import { carPath } from '../routes/routes.ts';
import { commaSeparated } from './delimited-text.ts';
import { absoluteUrl, feedPhotos, notAdvertisable, oneLine, type FeedContext, type FeedRow } from './feed-rules.ts';

/** Meta reads up to 20 photos a car. */
const MAX_PHOTOS = 20;

const COLUMNS_BEFORE_PHOTOS = [
  'vehicle_id',
  'title',
  'description',
  'url',
  'make',
  'model',
  'year',
  'trim',
  'vin',
  'mileage.value',
  'mileage.unit',
  'price',
  'sale_price',
  'previous_price',
  'availability',
  'state_of_vehicle',
  'body_style',
  'exterior_color',
  'transmission',
  'fuel_type',
  'drivetrain',
  'vehicle_type',
  'date_first_on_lot',
  'dealer_id',
  'dealer_name',
  'dealer_phone',
  'address.addr1',
  'address.city',
  'address.region',
  'address.postal_code',
  'address.country',
  'image[0].tag[0]',
] as const;

/** The feed's columns when its cars have at most `photos` photos each. */
export function metaColumns(photos: number): readonly string[] {
  return [...COLUMNS_BEFORE_PHOTOS, ...Array.from({ length: Math.min(Math.max(photos, 1), MAX_PHOTOS) }, (_, index) => `image[${index}].url`)];
}

const BODY_STYLES: Readonly<Record<Body, string>> = {
  SUV: 'SUV',
  Hatch: 'HATCHBACK',
  Sedan: 'SEDAN',
  Ute: 'PICKUP',
  Wagon: 'WAGON',
  Van: 'VAN',
  'People Mover': 'MINIVAN',
  'Cab Chassis': 'TRUCK',
  Coupe: 'COUPE',
  Convertible: 'CONVERTIBLE',
};

const DRIVETRAINS: Readonly<Record<Drive, string>> = { FWD: 'FWD', RWD: 'RWD', AWD: 'AWD', '4WD': 'FOUR_WD' };

function fuelType(fuel: Fuel, region: RegionCode): string {
  switch (fuel) {
    case 'Petrol':
      return region === 'US' ? 'GASOLINE' : 'PETROL';
    case 'Diesel':
      return 'DIESEL';
    case 'Hybrid':
      return 'HYBRID';
    case 'Plug-in Hybrid':
      return 'PLUGIN_HYBRID';
    case 'Electric':
      return 'ELECTRIC';
    case 'LPG':
      return 'OTHER';
  }
}

/** The car's row of the Meta feed, or why it has none. */
export function metaVehicleRow(car: Car, context: FeedContext): FeedRow {
  const { region } = context;
  const notForSale = notAdvertisable(car, region);
  if (notForSale !== null) return { ok: false, reason: notForSale };
  const advertised = advertisedPrice(car, region);
  if (advertised.kind !== 'amount') return { ok: false, reason: 'no price' };
  const photos = feedPhotos(car, context).slice(0, MAX_PHOTOS);
  if (photos.length === 0) return { ok: false, reason: 'no photo' };
  const money = (amount: number) => `${amount} ${advertised.currency}`;
  const odometer = distanceInRegionUnit(car.km, region);
  const { address } = car.location;
  return {
    ok: true,
    row: {
      vehicle_id: car.stocknum,
      title: oneLine(car.name),
      description: car.description.trim(),
      url: absoluteUrl(carPath(car.slug), context.origin),
      make: car.make,
      model: car.model,
      year: String(car.year),
      trim: oneLine(car.badge),
      vin: car.vin.toUpperCase(),
      'mileage.value': String(odometer.value),
      'mileage.unit': odometer.unit === 'mi' ? 'MI' : 'KM',
      price: money(advertised.price.amount),
      sale_price: advertised.offerPrice === null ? '' : money(advertised.offerPrice.amount),
      previous_price: advertised.beforePrice === null ? '' : money(advertised.beforePrice.amount),
      availability: car.reserved ? 'PENDING' : 'AVAILABLE',
      state_of_vehicle: car.car_type === 'new' ? 'NEW' : car.car_type === 'used' && car.certified ? 'CPO' : 'USED',
      body_style: BODY_STYLES[car.simple_body],
      exterior_color: car.colour,
      transmission: car.simple_transmission === 'Manual' ? 'MANUAL' : 'AUTOMATIC',
      fuel_type: fuelType(car.simple_fuel, region),
      drivetrain: DRIVETRAINS[car.simple_drive],
      vehicle_type: 'CAR_TRUCK',
      date_first_on_lot: car.created_at.slice(0, 10),
      dealer_id: String(car.dealership_id),
      dealer_name: car.dealership_name,
      dealer_phone: car.location.phone,
      'address.addr1': address.street,
      'address.city': address.city,
      'address.region': address.state,
      'address.postal_code': address.postcode,
      'address.country': region,
      'image[0].tag[0]': 'Exterior',
      ...Object.fromEntries(photos.map((photo, index) => [`image[${index}].url`, photo])),
    },
  };
}

/** The whole feed: the header and a row per car Meta may show. */
export function metaVehicleFeed(cars: readonly Car[], context: FeedContext): string {
  const rows = cars.flatMap((car) => {
    const result = metaVehicleRow(car, context);
    return result.ok ? [result.row] : [];
  });
  const photos = Math.max(0, ...rows.map((row) => Object.keys(row).filter((key) => key.startsWith('image[') && key.endsWith('].url')).length));
  return commaSeparated(metaColumns(photos), rows);
}
