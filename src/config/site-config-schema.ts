/**
 * The dealer site config: one JSON file per dealer in `sites/<slug>.json`.
 *
 * This schema is the single source of truth: the TypeScript types below are inferred from it, the
 * editor JSON Schema (`sites/site-config.schema.json`) is generated from it, and the build refuses
 * any config that does not parse. Objects are strict so that a misspelt key is an error, not a
 * silently ignored setting.
 *
 * Each field's `.describe()` text is what an editor shows on hover, so it is written for the person
 * editing the JSON: what the setting does on the site, its units and its default. It goes last in
 * each field's chain (after `.optional()`, `.default()` or `.prefault()`) so one rule covers every
 * field; `.describe()` changes neither parsing nor the inferred types.
 */
import { z } from 'zod';
import { DEFAULT_HOLD_MINUTES, MAX_HOLD_MINUTES, MIN_HOLD_MINUTES } from '../domain/reservations/reservation.ts';
import { CONTENT_PAGE_ROUTES, type ContentPageId } from '../domain/routes/routes.ts';

/** The content pages every site builds (src/pages/[page].astro and pages/[page].astro), which a setting may link to. */
const CONTENT_PAGE_IDS = Object.keys(CONTENT_PAGE_ROUTES) as [ContentPageId, ...ContentPageId[]];

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a slug: lower-case letters, digits and single hyphens');

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'expected a colour like #1a2b3c');

const time24 = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected a 24-hour time like 08:30');

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date like 2026-12-25');

const sitePath = z.string().regex(/^\/[^\s]*$/, 'expected a site path starting with /');

/** A make the dealer sells, as shown in make filters and offer URLs. */
export const ManufacturerSchema = z.strictObject({
  id: z.number().int().positive().describe('The make\'s numeric id in the stock and offer data, e.g. 38.'),
  name: z.string().min(1).describe('The make as shoppers see it in make filters, headings and brand lists, e.g. Volkswagen.'),
  slug: slug.describe(
    'URL form of the make, e.g. volkswagen. Used in offer URLs (/offers/{manufacturer}/{id}) and named by dealerships[].manufacturers and locations[].manufacturers.',
  ),
  logo: z
    .strictObject({
      url: z.string().min(1).describe('Path of the logo image: /brands/makes/{slug}.svg, which every site draws for each make of the makes list (src/domain/cars/makes.ts), or a file under public/.'),
    })
    .optional()
    .describe('The make\'s logo, shown where the site lists the brands it sells. Leave out for no logo.'),
});

/**
 * Either the site is tied to one manufacturer (a franchise site: offer URLs carry no manufacturer
 * segment) or it sells several. A list of one is not "tied": the two are different settings.
 */
const ManufacturersSchema = z.union([
  z.strictObject({
    tied: ManufacturerSchema.describe(
      'The one make of a franchise site (e.g. a Volkswagen dealer). Offer URLs then carry no manufacturer segment: /offers/{id}.',
    ),
  }),
  z.strictObject({
    several: z
      .array(ManufacturerSchema)
      .min(2, 'expected at least 2 manufacturers; use "tied" for one')
      .describe(
        'The makes of a multi-brand site, at least 2. Offer URLs carry the make (/offers/{manufacturer}/{id}) and the home page lists the brands. For one make use "tied" instead.',
      ),
  }),
]);

const DealershipSchema = z.strictObject({
  id: z.number().int().positive().describe('Numeric id of the dealership, unique in this file. Locations point at it with dealership_id.'),
  slug: slug.describe(
    'URL form of the dealership name, unique in this file. Locations point at it with dealership_slug; dealer-filtered stock links and leads use it.',
  ),
  name: z.string().min(1).describe('The dealership\'s name, shown in the footer next to its licence number and in dealership pickers on forms.'),
  licence_number: z
    .string()
    .min(1)
    .describe('The motor dealer licence number printed in the footer (e.g. LMCT 12345, MD 1234).'),
  manufacturers: z
    .array(slug)
    .min(1)
    .describe('Slugs of the manufacturers this dealership sells, at least one; each must be listed under manufacturers.'),
});

/** One weekday's hours; weekday 0 is Sunday as in JavaScript's Date. */
export const OpeningHourSchema = z.strictObject({
  weekday: z
    .number()
    .int()
    .min(0)
    .max(6)
    .describe('Day of the week: 0 Sunday, 1 Monday … 6 Saturday. Each weekday may appear once per location.'),
  status: z.enum(['Open', 'Closed']).describe('Whether the location opens on this weekday: Open or Closed.'),
  formated_hours: z
    .string()
    .optional()
    .describe('Free text that replaces the times when set, e.g. "By appointment only". (The key is spelt "formated" as in the source data.)'),
  open: time24.optional().describe('Opening time, 24-hour HH:MM (e.g. 08:30); shown on the site in 12-hour time (8:30 am).'),
  close: time24.optional().describe('Closing time, 24-hour HH:MM (e.g. 17:30); shown on the site in 12-hour time (5:30 pm).'),
});

/** Hours that override the weekly ones on one date (public holidays, stocktake days). */
export const SpecialHoursSchema = z.strictObject({
  status: z.enum(['Open', 'Closed']).describe('Whether the location opens on this date: Open (give start_hour and end_hour) or Closed.'),
  date: isoDate.describe('The date these hours apply to, YYYY-MM-DD (e.g. 2026-12-25).'),
  start_hour: time24.optional().describe('Opening time on this date, 24-hour HH:MM (e.g. 10:00).'),
  end_hour: time24.optional().describe('Closing time on this date, 24-hour HH:MM (e.g. 15:00).'),
  name: z.string().optional().describe('Why the day is special, shown in the \'Holiday Opening Hours\' modal, e.g. "Christmas Day".'),
});

export const LocationSchema = z.strictObject({
  id: z.number().int().positive().describe('Numeric id of the location, unique in this file. Location blocks can show one location by id.'),
  name: z.string().min(1).describe('The location\'s name, shown on location cards, its contact page and the Locations menu.'),
  slug: slug.describe('URL form of the location name, unique in this file. Its contact page is /contact-us/{slug}.'),
  location_type: z
    .enum(['sales', 'service', 'parts', 'service-and-parts', ''])
    .describe(
      'What the location does: sales, service, parts, or service-and-parts (a combined service and parts site). Empty ("") means sales, as in the spec. Location blocks and the locations map filter on it.',
    ),
  location_subtype: z
    .string()
    .optional()
    .describe('Optional finer grouping within the type, e.g. "buying"; location blocks can filter on it.'),
  primary: z
    .boolean()
    .describe('The dealer\'s main location: its address is the one shown in the footer and page text. At least one location must be primary.'),
  visible: z
    .boolean()
    .default(true)
    .describe('List this location on the site (footer, home page locations, Locations menu). false keeps it in the file but hides it. Default true.'),
  manufacturers: z
    .array(slug)
    .describe('Slugs of the makes sold or serviced here; each must be listed under manufacturers. Location blocks can filter by make.'),
  dealership_id: z
    .number()
    .int()
    .positive()
    .describe('Id of the dealership this location belongs to; must match an id under dealerships.'),
  dealership_slug: slug.describe('Slug of the same dealership; must match a slug under dealerships. Used for dealer-filtered stock links and lead routing.'),
  dealer_license_number: z
    .string()
    .min(1)
    .describe('The motor dealer licence number that applies at this location, e.g. LMCT 11842.'),
  motor_vehicle_repairer: z
    .string()
    .optional()
    .describe('Motor vehicle repairer licence number for a service location, e.g. MVR 40213. Leave out where none applies.'),
  image: z.string().optional().describe('Photo of the location, as a site path or URL. Leave out for none.'),
  store_code: z
    .string()
    .min(1)
    .optional()
    .describe('The location\'s store code in its Google Business Profile, which the Google vehicle-ads feed names for the cars held here (case-sensitive). Default: the location\'s slug.'),
  average_rating: z
    .number()
    .min(0)
    .max(5)
    .nullable()
    .default(null)
    .describe('Average review score of the location, 0 to 5 stars, or null when it has no reviews. Default null.'),
  review_count: z
    .number()
    .int()
    .min(0)
    .default(0)
    .describe('How many reviews average_rating is based on. Default 0.'),
  reviews: z
    .strictObject({
      average_rating: z
        .number()
        .min(0)
        .max(5)
        .nullable()
        .describe('Average review score, 0 to 5 stars, or null when there are no reviews.'),
      count: z.number().int().min(0).describe('Number of reviews.'),
    })
    .default({ average_rating: null, count: 0 })
    .describe('The review summary in the spec\'s {average_rating, count} shape. Default no reviews: average_rating null, count 0.'),
  address: z
    .strictObject({
      street: z.string().min(1).describe('Street address, e.g. 412 Hampton Street.'),
      city: z.string().min(1).describe('Suburb or city, e.g. Brighton.'),
      state: z.string().min(1).describe('State or region as written in addresses, e.g. VIC.'),
      postcode: z.string().min(1).describe('Postcode or ZIP as text, e.g. 3186.'),
      lat: z
        .number()
        .min(-90)
        .max(90)
        .describe('Latitude in decimal degrees (-90 to 90): places the map pin and measures distances.'),
      long: z
        .number()
        .min(-180)
        .max(180)
        .describe('Longitude in decimal degrees (-180 to 180): places the map pin and measures distances.'),
      place_id: z.string().optional().describe('The maps provider\'s place id for this address, if it has one.'),
      place_url: z
        .url()
        .optional()
        .describe('Full URL of the location on a map (e.g. an OpenStreetMap or Google Maps link), for directions.'),
      map_key: z
        .string()
        .optional()
        .describe('Key the image-hosting service uses to serve this location\'s images.'),
    })
    .describe('The location\'s street address and map position.'),
  contact_detail: z
    .strictObject({
      phone: z.string().min(1).describe('The location\'s main phone number as shown on the site, e.g. (03) 5550 1100.'),
      landline_phone: z.string().optional().describe('A landline number shown alongside the main phone, if any.'),
      opening_hours: z
        .array(OpeningHourSchema)
        .max(7)
        .describe(
          'Weekly opening hours: one entry per weekday, at most 7. Shown in 12-hour time; Monday to Friday are grouped when all five are the same.',
        ),
    })
    .describe('How to reach the location and when it is open.'),
  special_hours: z
    .array(SpecialHoursSchema)
    .default([])
    .describe(
      'Dates whose hours replace the weekly ones (public holidays, stocktake days), shown in the \'Holiday Opening Hours\' modal. Default none.',
    ),
});

/** An amount of money in the site's currency, to the cent (e.g. 140.11). */
const moneyAmount = z
  .number()
  .positive()
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'expected an amount to the cent, e.g. 140.11');

const ServicePackageSchema = z.strictObject({
  name: z.string().min(1).describe('The package as the dealer names it, e.g. "Essential".'),
  price: moneyAmount.describe('Its price in the site\'s currency, to the cent, e.g. 299.'),
  description: z.string().min(1).optional().describe('What it includes, one sentence. Optional.'),
});

const ServiceOfferSchema = z
  .strictObject({
    id: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a URL slug like summer-service-2023')
      .describe('The offer\'s slug, unique among the service offers; its terms page is /service/offer-terms/{id}.'),
    title: z.string().min(1).describe('The offer\'s name, e.g. "Summer service offer".'),
    start: isoDate.describe('First day of the offer, YYYY-MM-DD, in the dealer\'s time zone.'),
    end: isoDate.describe('Last day of the offer, YYYY-MM-DD, in the dealer\'s time zone. After it the terms page says the offer has ended and nothing advertises it.'),
    packages: z.array(ServicePackageSchema).min(1).describe('The service packages and their offer prices.'),
    roadside_assistance: z
      .strictObject({
        value: moneyAmount.describe('What the included roadside assistance is valued at, to the cent, e.g. 140.11.'),
        months: z.number().int().positive().describe('How many months of roadside assistance are included, e.g. 12.'),
      })
      .optional()
      .describe('Roadside assistance included with every package. Optional.'),
    max_vehicle_age_years: z.number().int().positive().optional().describe('Only vehicles up to this many years old qualify, e.g. 9. Optional.'),
    prize: z
      .strictObject({
        amount: moneyAmount.describe('The cash prize, e.g. 25000.'),
        entry: z.string().min(1).describe('How a customer entered the draw, one sentence, e.g. "Every service booked in the offer period went into the draw."'),
      })
      .optional()
      .describe('A cash prize draw that came with the offer. Optional.'),
  })
  .refine((offer) => offer.end >= offer.start, { message: 'end must be on or after start', path: ['end'] });

const ServiceSettingsSchema = z.strictObject({
  pricing_guide: z
    .strictObject({
      intro: z.string().min(1).describe('A sentence or two above the price list.'),
      packages: z.array(ServicePackageSchema).min(1).describe('The standard service packages and their prices.'),
      notes: z.array(z.string().min(1)).default([]).describe('Small print under the list, one sentence each. Default none.'),
    })
    .optional()
    .describe('The service pricing guide (/service/pricing-guide), linked from the service page. Leave out for none.'),
  offers: z
    .array(ServiceOfferSchema)
    .default([])
    .describe('Service offers, each with a terms page (/service/offer-terms/{id}); the service page advertises one only while it runs. Default none.'),
});

const PromoCardSchema = z.strictObject({
  id: z.string().min(1).describe('A short name for the card, unique among the promo cards, e.g. summer-service.'),
  title: z.string().min(1).describe('The card\'s heading, e.g. "Summer service from $299".'),
  text: z.string().min(1).describe('The card\'s body text, one or two sentences.'),
  url: sitePath.describe('Where the card links to: a site path starting with /, e.g. /service.'),
  start: isoDate.optional().describe('First day the card shows, YYYY-MM-DD. Leave out to show it from now on.'),
  expiry: isoDate.optional().describe('Last day the card shows, YYYY-MM-DD. Leave out to show it with no end date.'),
  position: z
    .number()
    .int()
    .positive()
    .default(9)
    .describe('Position in the search result grid, counting from 1; the spec\'s default is 9.'),
  display: z.boolean().default(true).describe('Show the card at all. false switches it off without deleting it. Default true.'),
  strictDisplay: z
    .boolean()
    .default(false)
    .describe(
      'When true, the card is shown only where its position exists on the page (never moved up when there are fewer results). Default false.',
    ),
});

export const FeaturesSchema = z.strictObject({
  tags: z
    .strictObject({
      electric_hybrid: z
        .boolean()
        .default(false)
        .describe('Tag electric and hybrid cars first (card tag priority level 1). Default false.'),
    })
    .prefault({})
    .describe('Which tags vehicle cards can show.'),
  buttons: z
    .strictObject({
      test_drive: z.boolean().default(true).describe('Show the \'Book a Test Drive\' button on cars and models. Default true.'),
      reserve: z
        .enum(['checkout', 'buy-online', 'off'])
        .default('checkout')
        .describe(
          'Reserve a car through /cars/{slug}/checkout, buy it online via /cars/{slug}/buy-online, or neither (off). Default checkout.',
        ),
      finance: z.boolean().default(true).describe('Show the finance buttons (Get Finance, Finance Quote) on cars. Default true.'),
      trade_in: z.boolean().default(true).describe('Show the \'Trade-In Valuation\' button on cars. Default true.'),
      phone_reveal: z
        .boolean()
        .default(true)
        .describe('The phone reveal on cars: the dealer phone shows masked (first 5 characters visible) until clicked, and each reveal is recorded. Default true.'),
      favourites: z.boolean().default(true).describe('Let shoppers save cars as favourites in their browser. Default true.'),
    })
    .prefault({})
    .describe('Which action buttons cars show. Every button is on by default.'),
  finance_route: z
    .enum(['/finance', '/finance-enquiry', '/apply-for-finance'])
    .default('/finance')
    .describe('Where the finance buttons and links go: /finance, /finance-enquiry or /apply-for-finance. Default /finance.'),
  enquiry_message: z
    .enum(['required', 'optional', 'off'])
    .default('required')
    .describe('The message field of the enquiry form: required, optional, or off (not shown). Default required.'),
  enquiry_dealership_select: z
    .boolean()
    .default(true)
    .describe(
      'The enquiry form\'s dealership select, shown (and required) when the site has more than one dealership. false removes it: the lead then goes to the dealership of the chosen location, else the car\'s. Default true.',
    ),
  enquiry_terms: z
    .strictObject({
      label: z
        .string()
        .min(1)
        .describe('The checkbox\'s wording, e.g. "I have read and accept the terms and conditions."'),
      page: z
        .enum(CONTENT_PAGE_IDS)
        .describe('The content page the wording links to, which every site builds: terms-and-conditions, privacy-policy, about-us, warranty, roadside-assist or care-plans.'),
    })
    .optional()
    .describe('Terms the shopper must accept on the enquiry form: a required checkbox with this wording and a link to the page. Leave out for no terms checkbox.'),
  pages: z
    .strictObject({
      models: z.boolean().default(true).describe('The models pages (/models and /models/{model}) and links to them. Default true.'),
      special_offers: z.boolean().default(true).describe('The Special Offers page (/special-offers) and links to it. Default true.'),
      service: z.boolean().default(true).describe('The Book a Service page (/service) and links to it. Default true.'),
      parts: z
        .boolean()
        .default(true)
        .describe('The Parts & Accessories page (/vehicle-parts-and-accessories) and links to it. Default true.'),
      finance_pre_approval: z
        .boolean()
        .default(true)
        .describe('The Finance Pre-Approval page (/finance-pre-approval) and links to it. Default true.'),
      trade_in: z.boolean().default(true).describe('The trade-in page (/trade-in) and links to it. Default true.'),
      careers: z.boolean().default(true).describe('The Careers page (/careers) and the footer link to it. Default true.'),
      blog: z.boolean().default(true).describe('The blog pages and links to them. Default true.'),
      reviews: z.boolean().default(true).describe('The reviews page and links to it. Default true.'),
    })
    .prefault({})
    .describe('Which optional pages the site has. Links to a page that is switched off are left out of the menus and footer. Every page is on by default.'),
  promo_cards: z
    .array(PromoCardSchema)
    .default([])
    .describe('Promotional cards placed among the search results, each shown only between its start and expiry dates. Default none.'),
});

const SearchExclusionsSchema = z.strictObject({
  age_index: z
    .array(z.number().int().min(0).max(14))
    .default([])
    .describe('Stock age buckets (0 to 14) that this site never lists. Default none.'),
  status: z
    .array(z.enum(['in_stock', 'coming_soon', 'sold']))
    .default([])
    .describe('Car statuses this site never lists: in_stock, coming_soon, sold. Default none.'),
  car_type: z
    .array(z.enum(['new', 'used', 'demo']))
    .default([])
    .describe('Car types this site never lists: new, used, demo. Default none.'),
  make: z.array(z.string().min(1)).default([]).describe('Makes this site never lists, as the stock data names them (e.g. "Toyota"). Default none.'),
});

/** One node of a Typesense cluster, as the browser and the indexer reach it. */
const TypesenseNodeSchema = z.strictObject({
  host: z.string().min(1).describe('Host name of the node, without protocol or port, e.g. search.example.com.'),
  port: z.number().int().min(1).max(65535).default(443).describe('Port of the node, 1 to 65535. Default 443.'),
  protocol: z.enum(['http', 'https']).default('https').describe('Protocol to reach the node: http or https. Default https.'),
});

const SearchSettingsSchema = z.strictObject({
  backend: z
    .enum(['embedded', 'typesense'])
    .default('embedded')
    .describe(
      'The search engine: embedded (runs in the browser over a stock snapshot the build emits; no server) or typesense (a Typesense cluster; needs the typesense settings). Default embedded.',
    ),
  typesense: z
    .strictObject({
      nodes: z
        .array(TypesenseNodeSchema)
        .min(1)
        .describe(
          'The Typesense cluster\'s nodes, at least one: each {"host", "port", "protocol"}. The browser and the indexer try them in turn and skip a node that stops answering.',
        ),
      nearest_node: TypesenseNodeSchema.optional().describe(
        'A node to try before the others, usually a load-balanced or geo-distributed address in front of the cluster. Leave out to use the nodes list only.',
      ),
      connection_timeout_seconds: z
        .number()
        .positive()
        .default(2)
        .describe('Seconds to wait for a node to answer before trying the next one. Default 2.'),
      num_retries: z
        .number()
        .int()
        .min(0)
        .default(3)
        .describe('How many more times a failed request is tried, on the next healthy node each time. Default 3.'),
      collection: z.string().min(1).default('cars').describe('Name of the Typesense collection holding every dealer\'s stock. Default cars.'),
    })
    .optional()
    .describe(
      'The Typesense cluster the browser talks to. Its scoped search-only key is not in this file: the build reads it from the environment variable TYPESENSE_SEARCH_KEY_<SLUG> (the site slug in upper case, hyphens as underscores), which `npm run index` prints. Required when backend is typesense.',
    ),
  sold_visibility_days: z
    .number()
    .int()
    .min(0)
    .default(3)
    .describe('Days a sold car stays listed after its sold date; 0 hides sold cars at once. Default 3.'),
  exclusions: SearchExclusionsSchema.prefault({}).describe(
    'Stock this site never lists, by age bucket, status, car type or make. A car matching any list is left out. Default nothing excluded.',
  ),
});

/** An environment variable's name: capitals, digits and underscores, not starting with a digit. */
const envName = z.string().regex(/^[A-Z_][A-Z0-9_]*$/, 'expected an environment variable name like STOCK_FEED_AUTH');

/**
 * Where the dealer's stock feed is fetched from. A config is committed, so it never holds a
 * secret: it names the environment variable that does.
 */
const StockFeedSourceSchema = z.strictObject({
  url: z
    .url()
    .refine((url) => /^https?:\/\//i.test(url), 'expected an http or https URL')
    .describe('Address of the dealer\'s stock export (CSV or JSON), fetched by `npm run stock:import` when no --from is given, e.g. https://dms.example/export/cars.csv.'),
  auth_header_env: envName
    .optional()
    .describe(
      'Name of the environment variable whose value is sent as the Authorization header with each fetch, e.g. STOCK_FEED_AUTH holding "Bearer abc123". Leave out for a feed that needs none.',
    ),
});

/** Adds one issue per item whose `key` repeats an earlier item's, naming the earlier one. */
function reportDuplicates<T extends Record<K, string | number>, K extends string>(
  ctx: z.RefinementCtx,
  listName: string,
  items: readonly T[],
  key: K,
  /** Where the list sits in the config, when not at the top. */
  parentPath: readonly string[] = [],
): void {
  const firstIndex = new Map<string | number, number>();
  items.forEach((item, index) => {
    const value = item[key];
    const first = firstIndex.get(value);
    if (first === undefined) firstIndex.set(value, index);
    else {
      ctx.addIssue({
        code: 'custom',
        path: [...parentPath, listName, index, key],
        message: `${JSON.stringify(value)} is already used by ${listName}[${first}]; ${key}s must be unique`,
      });
    }
  });
}

export const SiteConfigSchema = z
  .strictObject({
    $schema: z
      .string()
      .optional()
      .describe('Lets editors validate the file against the generated JSON Schema. Set it to "./site-config.schema.json".'),
    slug: slug.describe(
      'The site\'s id: lower-case letters, digits and single hyphens, e.g. brighton-volkswagen. Must equal the file name (sites/<slug>.json); the site builds into dist/<slug>/ and Netlify\'s DEALER_SITE names it.',
    ),
    name: z.string().min(1).describe('The dealer\'s trading name, shown in titles and the footer.'),
    url: z.url().describe('Production origin, used for canonical URLs and the sitemap, e.g. https://www.brightonvolkswagen.example.'),
    template: z
      .enum(['brand', 'group'])
      .describe(
        'The site layout: brand (a manufacturer-branded site: brand-coloured header with a New Vehicles menu of models) or group (a dealer-group site: white header with Stock and Locations menus).',
      ),
    region: z
      .enum(['AU', 'NZ', 'US'])
      .describe('AU, NZ or US: decides the locale (en-AU, en-NZ, en-US), currency (AUD, NZD, USD) and distance unit (km, or miles in the US).'),
    brand: z
      .strictObject({
        colours: z
          .strictObject({
            primary: hexColour.describe(
              'Main brand colour, #rrggbb: the brand template\'s header, the contact strip and hero slides; also the mobile browser bar colour.',
            ),
            on_primary: hexColour.describe('Text and icon colour on primary, #rrggbb; must read at 4.5:1 on primary.'),
            accent: hexColour.describe('Colour of solid buttons (e.g. Enquire Now) and the skip link, #rrggbb.'),
            on_accent: hexColour.describe('Text colour on accent buttons, #rrggbb; must read at 4.5:1 on accent.'),
            link: hexColour.describe('Text links and small coloured text, #rrggbb: must read at 4.5:1 on white and on surface.'),
            surface: hexColour.describe('Background of tinted page sections and panels, #rrggbb.'),
            text: hexColour.describe('Body text colour, #rrggbb; must read at 4.5:1 on white and on surface.'),
            muted: hexColour.describe('Secondary text colour (captions, small print), #rrggbb; must read at 4.5:1 on white and on surface.'),
          })
          .describe('The brand colours, each #rrggbb. A unit test checks every text pair reaches a 4.5:1 contrast ratio.'),
        logo: z
          .strictObject({
            url: z.string().min(1).describe('Path of the logo under public/, e.g. /brands/<slug>/logo.svg.'),
            alt: z.string().min(1).describe('Text alternative for the logo, usually the dealer\'s name; the logo link reads "{alt} home" to screen readers.'),
            width: z.number().int().positive().describe('The logo image\'s width in pixels; with height it reserves the logo\'s space before it loads.'),
            height: z.number().int().positive().describe('The logo image\'s height in pixels; with width it reserves the logo\'s space before it loads.'),
          })
          .describe('The dealer\'s logo in the header. Its text must read at 4.5:1 against the header (brand colour on the brand template, white on the group template).'),
        fonts: z
          .strictObject({
            heading: z.string().min(1).describe('CSS font stack for headings, e.g. \'Helvetica Neue\', Arial, sans-serif.'),
            body: z.string().min(1).describe('CSS font stack for body text, e.g. \'Helvetica Neue\', Arial, sans-serif.'),
          })
          .describe('The fonts, as CSS font-family stacks.'),
        favicon: z.string().min(1).describe('Path of the favicon under public/, an SVG, e.g. /brands/<slug>/favicon.svg.'),
      })
      .describe('The dealer\'s look: colours, logo, fonts and favicon.'),
    manufacturers: ManufacturersSchema.describe(
      'The makes this site sells: {"tied": {…}} for a one-make franchise site, or {"several": […]} for a multi-brand site. A list of one is not the same as tied.',
    ),
    dealerships: z
      .array(DealershipSchema)
      .min(1)
      .describe('The dealerships (licensed businesses) behind the site, at least one. Ids and slugs must be unique.'),
    locations: z
      .array(LocationSchema)
      .min(1)
      .describe(
        'The dealer\'s sites (showrooms, service centres, parts counters), at least one, with at least one marked primary. Ids and slugs must be unique.',
      ),
    phones: z
      .strictObject({
        sales: z.string().min(1).describe('Sales phone number shown in the header and content pages, e.g. (03) 5550 1100.'),
        service: z.string().min(1).describe('Service phone number shown in the header and content pages, e.g. (03) 5550 1150.'),
        call_the_dealer: z
          .string()
          .min(1)
          .optional()
          .describe('Replaces the location phone behind \'Call the dealer\' when set. Leave out to use the location phone.'),
      })
      .describe('The site-wide phone numbers.'),
    features: FeaturesSchema.prefault({}).describe(
      'Switches for tags, buttons, pages, the finance route, the enquiry form (message, dealership select, terms) and promo cards. Everything is on by default.',
    ),
    search: SearchSettingsSchema.prefault({}).describe(
      'Stock search: the engine, how long sold cars stay listed and what stock is never listed. Defaults: embedded engine, sold cars listed 3 days, nothing excluded.',
    ),
    stock: z
      .strictObject({
        feed: StockFeedSourceSchema.optional().describe('The dealer\'s stock feed, fetched over HTTP. Leave out when the stock is imported from files (`--from <file>`).'),
        stale_after_hours: z
          .number()
          .positive()
          .default(24)
          .describe('Hours after the last feed import (or, for demo stock, its generation) after which the stock counts as unconfirmed: no car can be reserved online until the stock is imported again. Default 24.'),
      })
      .prefault({})
      .describe('Where the dealer\'s stock comes from and how long it counts as confirmed. Default: no feed address (stock imported from files), confirmed for 24 hours.'),
    vehicle_ads: z
      .strictObject({
        google: z.boolean().default(true).describe('Build the Google vehicle ads feed, /feeds/google-vehicles.tsv. Default true.'),
        meta: z.boolean().default(true).describe('Build the Meta (Facebook, Instagram) vehicles catalogue feed, /feeds/meta-vehicles.csv. Default true.'),
      })
      .prefault({})
      .describe('The vehicle-ads feeds built with the site, for Google Merchant Center and Meta\'s catalogue to fetch. No page links to them. Default: both built.'),
    finance: z
      .strictObject({
        interest_rate: z
          .number()
          .min(0)
          .max(100)
          .default(10)
          .describe('Interest rate for the site\'s finance estimates, in percent a year (0 to 100). Default 10.'),
        establishment_fee: z
          .number()
          .min(0)
          .default(0)
          .describe(
            'The lender\'s one-off establishment fee in the site\'s currency, e.g. 395. Added to the total amount payable and taken into the comparison rate (AU) and the APR (US). Default 0.',
          ),
        monthly_fee: z
          .number()
          .min(0)
          .default(0)
          .describe(
            'The lender\'s monthly account fee in the site\'s currency, e.g. 8. Added to the total amount payable and taken into the comparison rate (AU) and the APR (US). Default 0.',
          ),
        credit_licence_number: z
          .string()
          .trim()
          .min(1)
          .optional()
          .describe(
            'The credit licence shown with every rate, as printed, e.g. "Australian Credit Licence 389328". Required on AU sites for a production build (the National Credit Code); leave out elsewhere.',
          ),
      })
      .prefault({})
      .describe('Finance settings: the rate and fees of the repayment estimates and the credit licence shown with them.'),
    payments: z
      .strictObject({
        deposit: z
          .number()
          .int()
          .positive()
          .default(200)
          .describe('Reserve deposit in whole units of the site\'s currency (AUD, NZD or USD by region), unless a car sets its own. Default 200.'),
        gateway: z
          .enum(['sandbox', 'stripe'])
          .default('sandbox')
          .describe(
            'Who takes the deposit: "stripe" (Stripe Checkout; the deploy sets STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET) or "sandbox" (the local test gateway of `npm start`, which takes no money; a production build refuses it). Default sandbox.',
          ),
        hold_minutes: z
          .number()
          .int()
          .min(MIN_HOLD_MINUTES)
          .max(MAX_HOLD_MINUTES)
          .default(DEFAULT_HOLD_MINUTES)
          .describe(`How long a car is held for a shopper who is paying the deposit, in minutes (${MIN_HOLD_MINUTES} to ${MAX_HOLD_MINUTES}: the life of a Stripe Checkout page). Default ${DEFAULT_HOLD_MINUTES}.`),
        build_hook_url: z
          .url()
          .optional()
          .describe('A build hook (e.g. Netlify\'s) called when a reservation holds or frees a car, so the static pages catch up. Optional.'),
        card_brands: z
          .array(z.enum(['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay']))
          .min(1)
          .default(['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay'])
          .describe(
            'Payment methods shown as accepted when reserving a car, at least one of Mastercard, Visa, Maestro, Google Pay, Apple Pay. Default all five.',
          ),
      })
      .prefault({})
      .describe('Reserve payments: the deposit, the accepted cards, the gateway, how long a car is held and the build hook.'),
    trade_in: z
      .strictObject({
        store_valuations: z
          .boolean()
          .default(false)
          .describe(
            'Keep each trade-in valuation for the dealer\'s records: the trade-in page sends it to POST /api/miscellaneous (column_name "valuation"). When false that endpoint answers 404 and the page sends nothing. Default false.',
          ),
      })
      .prefault({})
      .describe('Trade-in valuation settings (the valuation provider itself is set on the deploy: VALUATION_API_URL and VALUATION_API_KEY; see docs/trade-in.md).'),
    service: ServiceSettingsSchema.prefault({}).describe(
      'The service department\'s pricing guide and service offers with their terms. Default none.',
    ),
    leads: z
      .strictObject({
        crm_email: z
          .email()
          .optional()
          .describe('E-mail address that receives each lead as an ADF 1.0 XML message. Also shown as the contact e-mail on content pages.'),
        webhook_url: z.url().optional().describe('URL that receives each lead as ADF 1.0 XML by HTTP POST.'),
      })
      .refine((leads) => leads.crm_email !== undefined || leads.webhook_url !== undefined, {
        message: 'needs a crm_email, a webhook_url or both, so that leads reach the dealer',
      })
      .describe('Where enquiries and other leads are delivered: a CRM e-mail address, a webhook, or both (at least one is required).'),
    bot_check: z
      .strictObject({
        turnstile_site_key: z
          .string()
          .regex(/^[0-9A-Za-z_-]{8,100}$/, 'expected a Turnstile site key like 0x4AAAAAAA...')
          .describe('Cloudflare Turnstile site key (public; shown in the form widget). The secret key is set on the deploy as the environment variable TURNSTILE_SECRET_KEY, never in this file.'),
      })
      .optional()
      .describe('Bot challenge on every enquiry and form: Cloudflare Turnstile. Leave out for none (a hidden honeypot field and a minimum fill time still apply to every form).'),
    analytics: z
      .strictObject({
        gtm_id: z
          .string()
          .regex(/^GTM-[A-Z0-9]+$/, 'expected a Tag Manager id like GTM-ABC123')
          .optional()
          .describe('Google Tag Manager container id, e.g. GTM-ABC123. Leave out for no Tag Manager.'),
        ga4_id: z
          .string()
          .regex(/^G-[A-Z0-9]+$/, 'expected a GA4 id like G-ABC123')
          .optional()
          .describe('Google Analytics 4 measurement id, e.g. G-ABC123. Leave out for no GA4 tag.'),
      })
      .prefault({})
      .describe('Analytics tags. Default none.'),
    maps: z
      .strictObject({
        tile_url: z
          .string()
          .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
          .describe('Map tile URL template with {z}, {x} and {y} placeholders. Default OpenStreetMap: https://tile.openstreetmap.org/{z}/{x}/{y}.png.'),
        attribution: z
          .string()
          .default('&copy; OpenStreetMap contributors')
          .describe('Credit line shown on the map, as HTML; must match the tile provider. Default "&copy; OpenStreetMap contributors".'),
        location_image_url: z
          .url({ protocol: /^https$/ })
          .refine((url) => url.includes('{map_key}'), 'expected the placeholder {map_key} in the URL')
          .optional()
          .describe('The image-hosting service\'s address of a location\'s picture, with {map_key} where the location\'s address.map_key goes, e.g. https://images.example/locations/{map_key}.jpg. Leave out (or leave a location\'s map_key out) for a map drawn at build time.'),
        geocoding: z
          .strictObject({
            url: z
              .url({ protocol: /^https$/ })
              .describe('The geocoding service, answering like Google\'s Geocoding API (results[0].geometry.location), e.g. https://maps.googleapis.com/maps/api/geocode/json.'),
            key: z
              .string()
              .min(1)
              .optional()
              .describe('The service\'s browser key (public: restrict it to the site\'s address at the provider). Leave out for a service that needs none.'),
          })
          .optional()
          .describe('Where "Find your nearest location" looks a postcode up. Leave out to use the bundled demo postcode table (approximate; for the demo regions only).'),
      })
      .prefault({})
      .describe('The location maps: which tile server draws them and the credit it requires, and the postcode lookup. Default OpenStreetMap and the bundled postcode table.'),
  })
  .superRefine((site, ctx) => {
    // Ids and slugs become routes (/contact-us/{slug}) and lookup keys, so they must be unique.
    reportDuplicates(ctx, 'dealerships', site.dealerships, 'id');
    reportDuplicates(ctx, 'dealerships', site.dealerships, 'slug');
    reportDuplicates(ctx, 'locations', site.locations, 'id');
    reportDuplicates(ctx, 'locations', site.locations, 'slug');
    reportDuplicates(ctx, 'offers', site.service.offers, 'id', ['service']);
    if (!site.locations.some((location) => location.primary)) {
      ctx.addIssue({
        code: 'custom',
        path: ['locations'],
        message: 'needs at least one location with "primary": true (the address shown in the footer and pages)',
      });
    }
    const makeSlugs = new Set(
      'tied' in site.manufacturers ? [site.manufacturers.tied.slug] : site.manufacturers.several.map((m) => m.slug),
    );
    const checkMakes = (makes: readonly string[], path: readonly (string | number)[]) => {
      makes.forEach((make, index) => {
        if (!makeSlugs.has(make)) {
          ctx.addIssue({
            code: 'custom',
            path: [...path, index],
            message: `names manufacturer '${make}', which is not in manufacturers`,
          });
        }
      });
    };
    site.dealerships.forEach((dealership, index) => checkMakes(dealership.manufacturers, ['dealerships', index, 'manufacturers']));
    const dealershipIds = new Set(site.dealerships.map((d) => d.id));
    const dealershipSlugs = new Set(site.dealerships.map((d) => d.slug));
    site.locations.forEach((location, index) => {
      checkMakes(location.manufacturers, ['locations', index, 'manufacturers']);
      const seenWeekdays = new Map<number, number>();
      location.contact_detail.opening_hours.forEach((entry, hourIndex) => {
        const first = seenWeekdays.get(entry.weekday);
        if (first === undefined) seenWeekdays.set(entry.weekday, hourIndex);
        else {
          ctx.addIssue({
            code: 'custom',
            path: ['locations', index, 'contact_detail', 'opening_hours', hourIndex, 'weekday'],
            message: `weekday ${entry.weekday} is already listed at opening_hours[${first}]`,
          });
        }
      });
      if (!dealershipIds.has(location.dealership_id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['locations', index, 'dealership_id'],
          message: `names dealership ${location.dealership_id}, which is not in dealerships`,
        });
      }
      if (!dealershipSlugs.has(location.dealership_slug)) {
        ctx.addIssue({
          code: 'custom',
          path: ['locations', index, 'dealership_slug'],
          message: `names dealership '${location.dealership_slug}', which is not in dealerships`,
        });
      }
    });
    if (site.search.backend === 'typesense' && site.search.typesense === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['search', 'typesense'],
        message: 'is required when search.backend is "typesense"',
      });
    }
  });

/** A site config as written in the JSON file (defaults not yet applied). */
export type SiteConfigInput = z.input<typeof SiteConfigSchema>;
/** A validated site config with every default applied. */
export type SiteConfig = z.output<typeof SiteConfigSchema>;
export type Location = SiteConfig['locations'][number];
export type Dealership = SiteConfig['dealerships'][number];
export type PromoCard = z.output<typeof PromoCardSchema>;
