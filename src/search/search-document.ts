/**
 * The search index document: one car as both engines store it (the Typesense collection and the
 * embedded engine's snapshot). It keeps the Car fields the card and the rules of src/domain read,
 * under their Car names, so that a hit can be handed to `advertisedPrice`, `cardTag` or `carInfo`
 * as it is, and adds what search needs: numeric timestamps for sorting, and the derived facets.
 * This file is the one place that knows how a Car becomes a document.
 */
import type { Car } from '../domain/cars/car.ts';
import type { DriveAwayLine } from '../domain/on-road/drive-away-figure.ts';
import { isValidPrice } from '../domain/cars/valid-price.ts';
import { createdAtTimestamp } from '../domain/search/sort-options.ts';
import type { ListAttribute, RangeAttribute } from '../domain/search/types.ts';

/** A stock car as the search engines index and return it. */
export interface SearchDocument
  extends Pick<
    Car,
    | 'slug'
    | 'name'
    | 'make'
    | 'make_slug'
    | 'model'
    | 'badge'
    | 'series'
    | 'year'
    | 'km'
    | 'price'
    | 'before_price'
    | 'offer_price'
    | 'subscription_price'
    | 'price_type'
    | 'car_type'
    | 'status'
    | 'sold'
    | 'sold_date_timestamp'
    | 'show_on_dealer_website'
    | 'reserved'
    | 'tag'
    | 'certified'
    | 'created_at'
    | 'stocknum'
    | 'dealership_id'
    | 'dealership_slug'
    | 'dealership_name'
    | 'city'
    | 'state'
    | 'simple_fuel'
    | 'simple_body'
    | 'simple_drive'
    | 'simple_transmission'
    | 'colour'
    | 'seats'
    | 'age_index'
    | 'primary_image_url'
    | 'photos_count'
    | 'preorder'
    | 'autograb_data'
    | 'payment_processors'
  > {
  /** Unique across every dealer in one collection: `{dealership_id}-{car id}`. */
  id: string;
  /** The Car's numeric id (Typesense cannot sort on its string `id`). */
  car_id: number;
  /** `created_at` in Unix seconds, for the Latest sort and its tie-breaks. */
  created_at_timestamp: number;
  /** "Make Model", for the brand directory and the model sub-filter. */
  make_model: string;
  /** Name of the location holding the car. */
  location_name: string;
  /** The body group of the category directory and the footer's /models?body= links. */
  categories: CarCategory;
  /** What kind of item this is; stock search holds cars only. */
  item_type: 'car';
  /** A price bucket such as "20000-30000" (see PRICE_BUCKETS); "" when the car has no price. */
  price_range: string;
  /** A weekly subscription bucket such as "100-200"; "" when not on subscription. */
  weekly_price_range: string;
  /** Equipment highlights. */
  filtered_features: string[];
  /** Alt text of the primary image. */
  image_alt: string;
  /** The estimated drive-away price the card shows under a price that leaves out on-road costs; null for none. */
  drive_away: DriveAwayLine | null;
}

/** The body groups shoppers browse by (spec: the footer's Categories). */
export const CAR_CATEGORIES = ['SUV', 'Passenger', 'Commercial', 'Camper'] as const;
export type CarCategory = (typeof CAR_CATEGORIES)[number];

const CATEGORY_OF_BODY: Readonly<Record<Car['simple_body'], CarCategory>> = {
  SUV: 'SUV',
  Hatch: 'Passenger',
  Sedan: 'Passenger',
  Wagon: 'Passenger',
  Coupe: 'Passenger',
  Convertible: 'Passenger',
  'People Mover': 'Passenger',
  Ute: 'Commercial',
  Van: 'Commercial',
  'Cab Chassis': 'Commercial',
};

/** Price buckets (whole currency units); the last one is open-ended. */
const PRICE_BUCKETS = [0, 10_000, 20_000, 30_000, 40_000, 50_000, 75_000, 100_000] as const;
/** Weekly subscription buckets. */
const WEEKLY_PRICE_BUCKETS = [0, 100, 200, 300, 400, 500] as const;

/** The bucket name of a value: "20000-30000", or "100000+" past the last bound. */
function bucketOf(value: number, bounds: readonly number[]): string {
  for (let i = bounds.length - 1; i >= 0; i -= 1) {
    const lower = bounds[i] ?? 0;
    if (value >= lower) {
      const upper = bounds[i + 1];
      return upper === undefined ? `${lower}+` : `${lower}-${upper}`;
    }
  }
  return `${bounds[0] ?? 0}-${bounds[1] ?? 0}`;
}

/**
 * The document field each filter attribute refines (spec section 3 names vs. Car field names).
 * Engines and the URL module translate through this table only.
 */
export const FILTER_FIELDS: Readonly<Record<ListAttribute | RangeAttribute, keyof SearchDocument>> = {
  badge: 'badge',
  status: 'status',
  car_type: 'car_type',
  categories: 'categories',
  city: 'city',
  colour: 'colour',
  dealership_name: 'dealership_name',
  filtered_features: 'filtered_features',
  item_type: 'item_type',
  km: 'km',
  location_name: 'location_name',
  make: 'make',
  make_model: 'make_model',
  model: 'model',
  price: 'price',
  subscription_price: 'subscription_price',
  price_range: 'price_range',
  seats: 'seats',
  body: 'simple_body',
  drive: 'simple_drive',
  fuel: 'simple_fuel',
  transmission: 'simple_transmission',
  state: 'state',
  tag: 'tag',
  weekly_price_range: 'weekly_price_range',
  year: 'year',
  dealership_slug: 'dealership_slug',
};

/** The text fields a query matches, most important first (Typesense `query_by` in this order). */
export const QUERY_FIELDS = ['name', 'make', 'model', 'badge', 'series', 'simple_body', 'colour', 'stocknum'] as const satisfies readonly (keyof SearchDocument)[];

/** A car's document id: unique across dealerships in the one shared collection. */
export function searchDocumentId(dealershipId: number, carId: number): string {
  return `${dealershipId}-${carId}`;
}

/** A car's estimated drive-away line on its site (search/drive-away-of.ts), or null. */
export type DriveAwayOf = (car: Car) => DriveAwayLine | null;

/** A Car as the search engines index it, with its drive-away line on its site. */
export function toSearchDocument(car: Car, driveAwayOf: DriveAwayOf): SearchDocument {
  return {
    id: searchDocumentId(car.dealership_id, car.id),
    car_id: car.id,
    slug: car.slug,
    name: car.name,
    make: car.make,
    make_slug: car.make_slug,
    model: car.model,
    make_model: `${car.make} ${car.model}`,
    badge: car.badge,
    series: car.series,
    year: car.year,
    km: car.km,
    price: car.price,
    before_price: car.before_price,
    offer_price: car.offer_price,
    subscription_price: car.subscription_price,
    price_type: car.price_type,
    car_type: car.car_type,
    status: car.status,
    sold: car.sold,
    sold_date_timestamp: car.sold_date_timestamp,
    show_on_dealer_website: car.show_on_dealer_website,
    reserved: car.reserved,
    tag: car.tag,
    certified: car.certified,
    created_at: car.created_at,
    created_at_timestamp: createdAtTimestamp(car.created_at),
    stocknum: car.stocknum,
    dealership_id: car.dealership_id,
    dealership_slug: car.dealership_slug,
    dealership_name: car.dealership_name,
    location_name: car.location.name,
    city: car.city,
    state: car.state,
    simple_fuel: car.simple_fuel,
    simple_body: car.simple_body,
    simple_drive: car.simple_drive,
    simple_transmission: car.simple_transmission,
    colour: car.colour,
    seats: car.seats,
    age_index: car.age_index,
    categories: CATEGORY_OF_BODY[car.simple_body],
    item_type: 'car',
    price_range: isValidPrice(car.price) ? bucketOf(car.price, PRICE_BUCKETS) : '',
    weekly_price_range: car.subscription_price === null ? '' : bucketOf(car.subscription_price, WEEKLY_PRICE_BUCKETS),
    filtered_features: car.features,
    primary_image_url: car.primary_image_url,
    image_alt: car.images[0]?.alt ?? car.name,
    drive_away: driveAwayOf(car),
    photos_count: car.photos_count,
    preorder: car.preorder,
    autograb_data: car.autograb_data,
    payment_processors: car.payment_processors,
  };
}
