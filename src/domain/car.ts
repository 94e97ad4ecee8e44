/**
 * A car in a dealer's stock, as the feed delivers it and the search index stores it (spec section 3,
 * "Car"). Plain types and constants only: islands import the lists below, so this module must stay
 * free of runtime dependencies.
 *
 * Conventions that hold for every field:
 * - Money is a whole number in the site's currency (AUD, NZD or USD by region), never cents.
 * - Distances are kilometres in every region; a US site converts to miles when it displays them.
 * - `created_at` is an ISO 8601 string; `sold_date_timestamp` is Unix seconds, because the search
 *   filter compares it with a number ("sold after N days ago") and Typesense filters only numbers.
 */

/** Condition of a car. */
export const CAR_TYPES = ['new', 'used', 'demo'] as const;
export type CarType = (typeof CAR_TYPES)[number];

/** Availability; in_stock and coming_soon count as available (spec section 4). */
export const CAR_STATUSES = ['in_stock', 'coming_soon', 'sold'] as const;
export type CarStatus = (typeof CAR_STATUSES)[number];

/** The normalised body styles the search facets and car images use. */
export const BODIES = [
  'SUV',
  'Hatch',
  'Sedan',
  'Ute',
  'Wagon',
  'Van',
  'People Mover',
  'Cab Chassis',
  'Coupe',
  'Convertible',
] as const;
export type Body = (typeof BODIES)[number];

export const FUELS = ['Petrol', 'Diesel', 'Hybrid', 'Plug-in Hybrid', 'Electric', 'LPG'] as const;
export type Fuel = (typeof FUELS)[number];

/** Fuels that earn the electric-or-hybrid card tag (tag priority level 1). */
export const ELECTRIFIED_FUELS: readonly Fuel[] = ['Hybrid', 'Plug-in Hybrid', 'Electric'];

export const DRIVES = ['FWD', 'RWD', 'AWD', '4WD'] as const;
export type Drive = (typeof DRIVES)[number];

export const TRANSMISSIONS = ['Automatic', 'Manual'] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];

/** Colour families, as filtered on (`colour`) and as drawn in the car images. */
export const COLOURS = ['White', 'Black', 'Silver', 'Grey', 'Blue', 'Red', 'Green', 'Orange', 'Yellow'] as const;
export type Colour = (typeof COLOURS)[number];

/** What the advertised price includes; the label is what the price line prints after the amount. */
export const PRICE_TYPES = ['drive_away', 'excl_gov_charges', 'plus_on_road_costs', 'plus_tax_and_fees'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

export const PRICE_TYPE_LABELS: Readonly<Record<PriceType, string>> = {
  drive_away: 'Drive Away',
  excl_gov_charges: 'Excl. Government Charges',
  plus_on_road_costs: '+ On Road Costs',
  plus_tax_and_fees: '+ Tax, Title & Fees',
};







/** A photo of the car; `alt` describes it for screen readers. */
export interface CarImage {
  /** Site-absolute path or absolute URL. */
  url: string;
  alt: string;
}

/** Another site location where the same car is also advertised. */
export interface DistributionLocation {
  id: number;
  name: string;
  slug: string;
}

/** The dealer location that holds the car (spec section 3, "Location of a car"). */
export interface CarLocation {
  id: number;
  name: string;
  /** The location's main phone number, as printed. */
  phone: string;
  /** Slug of the location in the site config, used for /contact-us/{slug}. */
  slug: string;
  address: {
    street: string;
    city: string;
    state: string;
    postcode: string;
    /** A map link for 'Get Directions'. */
    place_url: string;
  };
  distribution_locations: DistributionLocation[];
}

/** Third-party market valuation of a used car; the market-price indicator compares it with `price`. */
export interface AutograbData {
  /** Average advertised price of comparable cars nationally. */
  average_market_price: number;
  /** Average advertised price of comparable cars in the car's state or region. */
  state_average_market_price: number;
}

/** A document attached to the car, such as its history report (spec: `file`). */
export interface CarFile {
  name: string;
  /** Site-absolute path of the PDF. */
  url: string;
}

/** A way to pay the reserve deposit online for this car. */
export interface PaymentProcessor {
  provider: 'stripe';
  /** The deposit for this car in the site's currency; null means the site's default deposit. */
  deposit: number | null;
}

export interface Car {
  /** Unique within a site; stable for the same feed (and the same generator seed). */
  id: number;
  /** URL segment for /cars/{slug}; unique within a site. */
  slug: string;
  /** Display name: year, make, model and badge, e.g. "2024 Volkswagen Tiguan 162TSI Elegance". */
  name: string;
  make: string;
  /** Slug of the make, as in the site config's manufacturers (used for lead `manufacturer_slug`). */
  make_slug: string;
  model: string;
  /** The trim or grade, e.g. "162TSI Elegance". */
  badge: string;
  /** Manufacturer series or model-year code, e.g. "MY24". */
  series: string;
  year: number;
  /** Odometer in kilometres in every region (see the module comment). */
  km: number;
  /** The advertised price; a value of MIN_VALID_PRICE or less means "no price" (enquire or preorder). */
  price: number;
  /** The previous advertised price, shown struck through; null when the price was never reduced. */
  before_price: number | null;
  /** A manufacturer offer price lower than `price`; null when no offer applies. */
  offer_price: number | null;
  /** Weekly subscription price; null when the car is not offered on subscription. */
  subscription_price: number | null;
  price_type: PriceType;
  car_type: CarType;
  status: CarStatus;
  /** True exactly when status is 'sold'; kept because feeds and search filters use both. */
  sold: boolean;
  /** When the car sold, in Unix seconds; null unless sold. */
  sold_date_timestamp: number | null;
  /** False hides the car from the site's search entirely. */
  show_on_dealer_website: boolean;
  /** Someone has paid a deposit; the card shows the Reserved tag and the car cannot be reserved again. */
  reserved: boolean;
  /** A custom card tag such as "One Owner", or TEST_DRIVE_ONLY_TAG; null for none. */
  tag: string | null;
  /** Manufacturer-certified pre-owned. */
  certified: boolean;
  /** When the car was added to stock (ISO 8601, UTC); drives the New Arrival tag and `age_index`. */
  created_at: string;
  stocknum: string;
  /** 17 characters, never I, O or Q. */
  vin: string;
  dealership_id: number;
  dealership_slug: string;
  dealership_name: string;
  city: string;
  state: string;
  /** Suburb and postcode of the car's location, as feeds give them for map and distance search. */
  private_suburb: string;
  private_postcode: string;
  simple_fuel: Fuel;
  simple_body: Body;
  simple_drive: Drive;
  simple_transmission: Transmission;
  images: CarImage[];
  /** Same as `images[0].url`; feeds send both and card lists read only this. */
  primary_image_url: string;
  photos_count: number;
  /** Ordered from the factory; with no price the card shows PREORDER instead of the no-price text. */
  preorder: boolean;
  /** The longer listing title used on classified sites, with series, transmission and drive. */
  carsales_title: string;
  /** The history report, when the dealer has one. */
  file: CarFile | null;
  /** Empty means the car cannot be reserved online. */
  payment_processors: PaymentProcessor[];
  /** Market valuation; null when there is none (new cars, rare models). */
  autograb_data: AutograbData | null;
  location: CarLocation;
  colour: Colour;
  seats: number;
  doors: number;
  /** Engine or motor description, e.g. "2.0L 4cyl turbo petrol". */
  engine: string;
  /**
   * Stock age bucket: whole AGE_INDEX_BUCKET_DAYS periods between `created_at` and the reference date
   * (or the sold date), capped at MAX_AGE_INDEX. Sites exclude buckets in their search settings.
   */
  age_index: number;
  /** Equipment highlights, filtered on as `filtered_features`. */
  features: string[];
  /** Dealer comments: plain text, paragraphs separated by a blank line. */
  description: string;
}
