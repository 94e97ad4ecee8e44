/**
 * The stock feed's one schema: a car as a dealer's feed delivers it (spec section 3, "Car"), plus the
 * fields search and the vehicle page need that the spec's list leaves implicit (colour, seats,
 * doors, engine, features, description, the make's slug, the dealership's name, the stock-age
 * bucket). Every other module takes its `Car` type from here (src/domain/cars/car.ts re-exports it), so
 * the shape is written once and validated once, by readStockFeed (read-stock-feed.ts) and the feed
 * importer. `npm run schema` writes the JSON Schema of a feed row (docs/stock-feed/) from it.
 *
 * Conventions that hold for every field:
 * - Money is a whole number in the site's currency (AUD, NZD or USD by region), never cents.
 * - Distances are kilometres in every region; a US site converts to miles when it displays them.
 * - `created_at` is an ISO 8601 date-time; `sold_date_timestamp` is Unix seconds, because the search
 *   filter compares it with a number ("sold after N days ago") and Typesense filters only numbers.
 *
 * Pure: zod and the domain's lists only, so any layer may import it.
 */
import { z } from 'zod';
import { BODIES, CAR_STATUSES, CAR_TYPES, COLOURS, DRIVES, FUELS, PRICE_TYPES, TRANSMISSIONS } from '../domain/cars/car.ts';
import { MAX_AGE_INDEX } from '../domain/basics/constants.ts';

/** Lower-case words joined by hyphens, as URL segments are. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** 17 characters of digits and capital letters other than I, O and Q (ISO 3779), or empty. */
const VIN_OR_NONE = /^(?:[A-HJ-NPR-Z0-9]{17})?$/;
/** A site path (`/generated/cars/a.svg`) or an absolute http(s) URL. */
const ASSET_URL = /^(\/(?!\/)|https?:\/\/)\S*$/;

/** The largest whole number the search index stores in its 32-bit fields (price, km, dealership_id). */
const INT32_MAX = 2_147_483_647;

const slug = z.string().regex(SLUG, 'expected lower-case letters, digits and single hyphens (e.g. "2024-vw-golf-u1234")');
const wholeId = z.number().int().positive();
/** Whole currency units or kilometres: the site never shows cents or fractions of a kilometre. */
const amount = z.number().int().min(0).max(INT32_MAX);
const optionalAmount = amount.nullable();
const assetUrl = z.string().regex(ASSET_URL, 'expected a site path starting with / or an http(s) URL');

export const CarImageSchema = z.object({
  url: assetUrl.describe('The photo: a site path (/images/cars/a.jpg) or an absolute URL.'),
  alt: z.string().min(1).describe('What the photo shows, for screen readers, e.g. "White 2024 Volkswagen Golf, side view".'),
});

export const DistributionLocationSchema = z.object({
  id: z.number().int().describe('Id of another site location where the same car is also advertised.'),
  name: z.string().describe('That location\'s name.'),
  slug: z.string().describe('That location\'s slug.'),
});

export const CarLocationSchema = z.object({
  id: z.number().int().describe('Id of the dealer location holding the car (a location id of the site config).'),
  name: z.string().min(1).describe('The location\'s name, e.g. "Brighton Volkswagen Sales".'),
  phone: z.string().describe('The location\'s main phone number, as printed; empty when it has none (the vehicle page then shows no phone reveal).'),
  slug: z.string().min(1).describe('Slug of the location in the site config, used for /contact-us/{slug}.'),
  address: z.object({
    street: z.string(),
    city: z.string(),
    state: z.string(),
    postcode: z.string(),
    place_url: z.string().describe('A map link for \'Get Directions\'; empty for none.'),
  }),
  distribution_locations: z.array(DistributionLocationSchema).describe('Other site locations advertising the same car; usually empty.'),
});

export const AutograbDataSchema = z.object({
  average_market_price: amount.describe('Average advertised price of comparable cars nationally.'),
  state_average_market_price: amount.describe('Average advertised price of comparable cars in the car\'s state or region.'),
});

export const CarFileSchema = z.object({
  name: z.string().min(1).describe('What the document is, e.g. "Vehicle history report".'),
  url: assetUrl.describe('The PDF: a site path or an absolute URL.'),
});

export const PaymentProcessorSchema = z.object({
  provider: z.literal('stripe').describe('The payment gateway that takes the reserve deposit online.'),
  deposit: optionalAmount.describe('The deposit for this car in the site\'s currency; null means the site\'s default deposit.'),
});

export const CarSchema = z
  .object({
    id: wholeId.describe('Unique within a site; stable for the same car from one feed to the next.'),
    slug: slug.describe('URL segment for /cars/{slug}; unique within a site.'),
    name: z.string().min(1).describe('Display name: year, make, model and badge, e.g. "2024 Volkswagen Tiguan 162TSI Elegance".'),
    make: z.string().min(1).describe('The make as shoppers see it, e.g. "Volkswagen".'),
    make_slug: slug.describe('Slug of the make, as in the site config\'s manufacturers (the lead\'s manufacturer_slug).'),
    model: z.string().min(1).describe('The model, e.g. "Tiguan".'),
    badge: z.string().describe('The trim or grade, e.g. "162TSI Elegance".'),
    series: z.string().describe('Manufacturer series or model-year code, e.g. "MY24".'),
    year: z.number().int().min(1900).max(2100).describe('Model year.'),
    km: amount.describe('Odometer in kilometres, in every region.'),
    price: amount.describe('The advertised price; 10 or less means "no price" (the page shows \'Enquire for price.\' or PREORDER).'),
    before_price: optionalAmount.describe('The previous advertised price, shown struck through; null when the price was never reduced.'),
    offer_price: optionalAmount.describe('A manufacturer offer price lower than price; null when no offer applies.'),
    subscription_price: optionalAmount.describe('Weekly subscription price; null when the car is not offered on subscription.'),
    price_type: z.enum(PRICE_TYPES).describe('What the advertised price includes.'),
    car_type: z.enum(CAR_TYPES).describe('Condition: new, used or demo.'),
    status: z.enum(CAR_STATUSES).describe('Availability; in_stock and coming_soon count as available.'),
    sold: z.boolean().describe('True exactly when status is "sold"; feeds and search filters use both.'),
    sold_date_timestamp: z.number().int().nullable().describe('When the car sold, in Unix seconds; null unless sold. A sold car stays listed for the site\'s sold-car window after it.'),
    show_on_dealer_website: z.boolean().describe('False hides the car from the site entirely.'),
    reserved: z.boolean().describe('Someone has paid a deposit: the card shows Reserved and the car cannot be reserved again.'),
    tag: z.string().min(1, 'must not be empty: write null for no tag').nullable().describe('A custom card tag such as "One Owner" or "Test Drive Only"; null for none.'),
    certified: z.boolean().describe('Manufacturer-certified pre-owned.'),
    created_at: z.iso.datetime({ offset: true }).describe('When the car was added to stock, ISO 8601 (e.g. 2026-10-05T08:56:07Z); drives the New Arrival tag.'),
    stocknum: z.string().min(1).describe('The dealer\'s stock number, e.g. "U1234"; named in leads and feed errors.'),
    vin: z
      .string()
      .regex(VIN_OR_NONE, 'expected 17 digits and capital letters other than I, O and Q (or nothing while no VIN is assigned)')
      .describe('Vehicle identification number: 17 characters, never I, O or Q; empty when not yet assigned.'),
    dealership_id: wholeId.max(INT32_MAX).describe('Id of the dealership selling the car; must be a dealership of the site config.'),
    dealership_slug: slug.describe('Slug of the same dealership.'),
    dealership_name: z.string().min(1).describe('Name of the same dealership (the dealership filter).'),
    city: z.string().describe('City of the car\'s location (the city filter).'),
    state: z.string().describe('State or region of the car\'s location (the state filter).'),
    private_suburb: z.string().describe('Suburb of the car\'s location, for map and distance search.'),
    private_postcode: z.string().describe('Postcode of the car\'s location, for map and distance search.'),
    simple_fuel: z.enum(FUELS).describe('Normalised fuel.'),
    simple_body: z.enum(BODIES).describe('Normalised body style.'),
    simple_drive: z.enum(DRIVES).describe('Normalised drive.'),
    simple_transmission: z.enum(TRANSMISSIONS).describe('Normalised transmission.'),
    images: z.array(CarImageSchema).describe('Photos, the main one first.'),
    primary_image_url: assetUrl.describe('Same as images[0].url; search cards read only this.'),
    photos_count: z.number().int().min(0).describe('How many photos the car has.'),
    preorder: z.boolean().describe('Ordered from the factory; with no price the card shows PREORDER.'),
    carsales_title: z.string().describe('The longer listing title used on classified sites; empty for none.'),
    file: CarFileSchema.nullable().describe('The history report, when the dealer has one; null otherwise.'),
    payment_processors: z.array(PaymentProcessorSchema).describe('Ways to pay the reserve deposit online; empty means the car cannot be reserved online.'),
    autograb_data: AutograbDataSchema.nullable().describe('Third-party market valuation (the market-price indicator); null when there is none.'),
    location: CarLocationSchema.describe('The dealer location holding the car.'),
    colour: z.enum(COLOURS).describe('Colour family (the colour filter).'),
    seats: z.number().int().min(1).max(99).describe('Seats (the seats filter).'),
    doors: z.number().int().min(0).max(9).describe('Doors.'),
    engine: z.string().describe('Engine or motor, e.g. "2.0L 4cyl turbo petrol"; empty when unknown.'),
    age_index: z
      .number()
      .int()
      .min(0)
      .max(MAX_AGE_INDEX)
      .describe(`Stock age bucket: whole 30-day periods since created_at (or the sold date), 0 to ${MAX_AGE_INDEX}. Sites can exclude buckets from search.`),
    features: z.array(z.string().min(1)).describe('Equipment highlights (the features filter).'),
    description: z.string().describe('Dealer comments: plain text, paragraphs separated by a blank line.'),
  })
  .superRefine((car, ctx) => {
    if (car.sold !== (car.status === 'sold')) {
      ctx.addIssue({
        code: 'custom',
        path: ['sold'],
        input: car.sold,
        message: `must be ${car.status === 'sold'} when status is "${car.status}" (sold is true exactly for sold cars)`,
      });
    }
  });

/** A car of a dealer's stock (no field has a default: a feed writes exactly this). */
export type Car = z.output<typeof CarSchema>;
export type CarImage = z.output<typeof CarImageSchema>;
export type CarLocation = z.output<typeof CarLocationSchema>;
export type AutograbData = z.output<typeof AutograbDataSchema>;
export type PaymentProcessor = z.output<typeof PaymentProcessorSchema>;
