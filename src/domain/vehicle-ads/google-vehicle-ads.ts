/**
 * The Google vehicle ads feed (Merchant Center vehicle inventory) of one site, as tab-separated text:
 * the attributes of docs/standards/google-vehicle-ads.md, a row per car Google may show.
 *
 * Google removes a car whose feed disagrees with its page, so a row says only what the page says:
 * the advertised price (src/domain/cars/price.ts) with its Australian price type, the odometer in the
 * region's unit. A car is left out (with the reason) when it is not for sale now (sold, reserved,
 * coming soon, hidden), has no price or VIN, no photo Google takes, an Australian price type Google
 * has no value for (plus on-road costs; a new car's excluding government charges), or is new: a new
 * car needs the manufacturer's list price (`vehicle_msrp`), which the stock feed does not carry.
 */
import type { Body, Car, Fuel, PriceType } from '../cars/car.ts';
import { distanceInRegionUnit } from '../basics/format.ts';
import { advertisedPrice } from '../cars/price.ts';
import type { RegionCode } from '../basics/region.ts';
import { tabSeparated } from './delimited-text.ts';
import { absoluteUrl, feedPhotos, notAdvertisable, oneLine, type FeedContext, type FeedRow } from './feed-rules.ts';
import { carPath } from '../routes/routes.ts';

/** Google's category for cars, trucks and vans. */
const CARS_CATEGORY = '916';

/** Google takes up to 10 more photos beside the main one. */
const MORE_PHOTOS = 10;

/** The feed's columns in a region: Australia adds `vehicle_price_type`. */
export function googleColumns(region: RegionCode): readonly string[] {
  return [
    'id',
    'VIN',
    'store_code',
    'google_product_category',
    'title',
    'description',
    'link',
    'image_link',
    'additional_image_link',
    'price',
    ...(region === 'AU' ? ['vehicle_price_type'] : []),
    'condition',
    'certified_pre-owned',
    'brand',
    'model',
    'trim',
    'year',
    'mileage',
    'color',
    'body_style',
    'engine',
  ];
}

/**
 * Google's Australian price types by ours, for a used or demo car (a new car is not in the feed);
 * missing: Google has no value for it, so the car cannot be shown.
 */
const AU_PRICE_TYPES: Readonly<Partial<Record<PriceType, string>>> = {
  drive_away: 'drive_away_price',
  excl_gov_charges: 'excluding_government_charges_price',
};

const BODY_STYLES: Readonly<Record<Body, string | { au: string; us: string }>> = {
  SUV: 'suv',
  Hatch: 'hatchback',
  Sedan: 'sedan',
  Ute: { au: 'ute', us: 'truck' },
  Wagon: 'station_wagon',
  Van: 'full_size_van',
  'People Mover': 'minivan',
  'Cab Chassis': { au: 'ute', us: 'truck' },
  Coupe: 'coupe',
  Convertible: 'convertible',
};

const ENGINES: Readonly<Record<Fuel, string>> = {
  Petrol: 'gasoline',
  Diesel: 'diesel',
  Hybrid: 'hybrid',
  'Plug-in Hybrid': 'plug-in_hybrid',
  Electric: 'electric',
  LPG: 'lpg',
};

function bodyStyle(body: Body, region: RegionCode): string {
  const style = BODY_STYLES[body];
  return typeof style === 'string' ? style : region === 'US' ? style.us : style.au;
}

/** The car's row of the Google feed, or why it has none. */
export function googleVehicleRow(car: Car, context: FeedContext): FeedRow {
  const { region } = context;
  const notForSale = notAdvertisable(car, region);
  if (notForSale !== null) return { ok: false, reason: notForSale };
  // Google has no "pending": a reserved car's page says Reserved, so it leaves the feed.
  if (car.reserved) return { ok: false, reason: 'reserved' };
  if (car.car_type === 'new') return { ok: false, reason: 'no list price' };
  const advertised = advertisedPrice(car, region);
  if (advertised.kind !== 'amount') return { ok: false, reason: 'no price' };
  const priceType = region === 'AU' ? AU_PRICE_TYPES[advertised.priceType] : undefined;
  if (region === 'AU' && priceType === undefined) return { ok: false, reason: 'price type' };
  const [photo, ...more] = feedPhotos(car, context);
  if (photo === undefined) return { ok: false, reason: 'no photo' };
  const odometer = distanceInRegionUnit(car.km, region);
  return {
    ok: true,
    row: {
      id: car.stocknum,
      VIN: car.vin.toUpperCase(),
      store_code: context.storeCodeOf(car.location),
      google_product_category: CARS_CATEGORY,
      title: oneLine(car.name),
      description: oneLine(car.description),
      link: absoluteUrl(carPath(car.slug), context.origin),
      image_link: photo,
      additional_image_link: more.slice(0, MORE_PHOTOS).join(','),
      price: `${advertised.price.amount.toFixed(2)} ${advertised.currency}`,
      ...(priceType === undefined ? {} : { vehicle_price_type: priceType }),
      condition: 'used',
      'certified_pre-owned': car.certified ? 'yes' : 'no',
      brand: car.make,
      model: car.model,
      trim: oneLine(car.badge),
      year: String(car.year),
      mileage: `${odometer.value} ${odometer.unit === 'mi' ? 'miles' : 'km'}`,
      color: car.colour,
      body_style: bodyStyle(car.simple_body, region),
      engine: ENGINES[car.simple_fuel],
    },
  };
}

/** The whole feed: the header and a row per car Google may show. */
export function googleVehicleFeed(cars: readonly Car[], context: FeedContext): string {
  const rows = cars.flatMap((car) => {
    const result = googleVehicleRow(car, context);
    return result.ok ? [result.row] : [];
  });
  return tabSeparated(googleColumns(context.region), rows);
}
