/**
 * The dealer site config: one JSON file per dealer in `sites/<slug>.json`.
 *
 * This schema is the single source of truth: the TypeScript types below are inferred from it, the
 * editor JSON Schema (`sites/site-config.schema.json`) is generated from it, and the build refuses
 * any config that does not parse. Objects are strict so that a misspelt key is an error, not a
 * silently ignored setting.
 */
import { z } from 'zod';

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a slug: lower-case letters, digits and single hyphens');

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'expected a colour like #1a2b3c');

const time24 = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected a 24-hour time like 08:30');

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date like 2026-12-25');

const sitePath = z.string().regex(/^\/[^\s]*$/, 'expected a site path starting with /');

/** A make the dealer sells, as shown in make filters and offer URLs. */
export const ManufacturerSchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.string().min(1),
  slug,
  logo: z.strictObject({ url: z.string().min(1) }).optional(),
});

/**
 * Either the site is tied to one manufacturer (a franchise site: offer URLs carry no manufacturer
 * segment) or it sells several. A list of one is not "tied": the two are different settings.
 */
export const ManufacturersSchema = z.union([
  z.strictObject({ tied: ManufacturerSchema }),
  z.strictObject({ several: z.array(ManufacturerSchema).min(2, 'expected at least 2 manufacturers; use "tied" for one') }),
]);

export const DealershipSchema = z.strictObject({
  id: z.number().int().positive(),
  slug,
  name: z.string().min(1),
  /** The motor dealer licence number printed in the footer (e.g. LMCT 12345, MD 1234). */
  licence_number: z.string().min(1),
  /** Slugs of the manufacturers this dealership sells. */
  manufacturers: z.array(slug).min(1),
});

/** One weekday's hours; weekday 0 is Sunday as in JavaScript's Date. */
export const OpeningHourSchema = z.strictObject({
  weekday: z.number().int().min(0).max(6),
  status: z.enum(['Open', 'Closed']),
  /** Free text that replaces the times when set, e.g. "By appointment only". */
  formated_hours: z.string().optional(),
  open: time24.optional(),
  close: time24.optional(),
});

/** Hours that override the weekly ones on one date (public holidays, stocktake days). */
export const SpecialHoursSchema = z.strictObject({
  status: z.enum(['Open', 'Closed']),
  date: isoDate,
  start_hour: time24.optional(),
  end_hour: time24.optional(),
  /** Why the day is special, shown in the 'Holiday Opening Hours' modal. */
  name: z.string().optional(),
});

export const LocationSchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.string().min(1),
  slug,
  /** Empty means sales, as in the spec; 'service-and-parts' is a combined service and parts site. */
  location_type: z.enum(['sales', 'service', 'parts', 'service-and-parts', '']),
  location_subtype: z.string().optional(),
  primary: z.boolean(),
  visible: z.boolean().default(true),
  manufacturers: z.array(slug),
  dealership_id: z.number().int().positive(),
  dealership_slug: slug,
  dealer_license_number: z.string().min(1),
  motor_vehicle_repairer: z.string().optional(),
  image: z.string().optional(),
  average_rating: z.number().min(0).max(5).nullable().default(null),
  review_count: z.number().int().min(0).default(0),
  reviews: z
    .strictObject({ average_rating: z.number().min(0).max(5).nullable(), count: z.number().int().min(0) })
    .default({ average_rating: null, count: 0 }),
  address: z.strictObject({
    street: z.string().min(1),
    city: z.string().min(1),
    state: z.string().min(1),
    postcode: z.string().min(1),
    lat: z.number().min(-90).max(90),
    long: z.number().min(-180).max(180),
    place_id: z.string().optional(),
    place_url: z.url().optional(),
    map_key: z.string().optional(),
  }),
  contact_detail: z.strictObject({
    phone: z.string().min(1),
    landline_phone: z.string().optional(),
    opening_hours: z.array(OpeningHourSchema).max(7),
  }),
  special_hours: z.array(SpecialHoursSchema).default([]),
});

const PromoCardSchema = z.strictObject({
  id: z.string().min(1),
  title: z.string().min(1),
  text: z.string().min(1),
  url: sitePath,
  start: isoDate.optional(),
  expiry: isoDate.optional(),
  /** Position in the result grid, 1-based; the spec's default is 9. */
  position: z.number().int().positive().default(9),
  display: z.boolean().default(true),
  /** When set, the card is shown only where its position exists on the page (never moved up). */
  strictDisplay: z.boolean().default(false),
});

export const FeaturesSchema = z.strictObject({
  tags: z
    .strictObject({
      /** Tag electric and hybrid cars first (card tag priority level 1). */
      electric_hybrid: z.boolean().default(false),
    })
    .prefault({}),
  buttons: z
    .strictObject({
      test_drive: z.boolean().default(true),
      /** Reserve a car through /cars/{slug}/checkout, buy it online via /cars/{slug}/buy-online, or neither. */
      reserve: z.enum(['checkout', 'buy-online', 'off']).default('checkout'),
      finance: z.boolean().default(true),
      trade_in: z.boolean().default(true),
      phone_reveal: z.boolean().default(true),
      favourites: z.boolean().default(true),
    })
    .prefault({}),
  /** Where the finance buttons and links go. */
  finance_route: z.enum(['/finance', '/finance-enquiry', '/apply-for-finance']).default('/finance'),
  enquiry_message: z.enum(['required', 'optional', 'off']).default('required'),
  pages: z
    .strictObject({
      models: z.boolean().default(true),
      special_offers: z.boolean().default(true),
      service: z.boolean().default(true),
      parts: z.boolean().default(true),
      finance_pre_approval: z.boolean().default(true),
      trade_in: z.boolean().default(true),
      careers: z.boolean().default(true),
      blog: z.boolean().default(true),
      reviews: z.boolean().default(true),
    })
    .prefault({}),
  promo_cards: z.array(PromoCardSchema).default([]),
});

const SearchExclusionsSchema = z.strictObject({
  /** Stock age buckets (0 to 14) that this site never lists. */
  age_index: z.array(z.number().int().min(0).max(14)).default([]),
  status: z.array(z.enum(['in_stock', 'coming_soon', 'sold'])).default([]),
  car_type: z.array(z.enum(['new', 'used', 'demo'])).default([]),
  make: z.array(z.string().min(1)).default([]),
});

export const SearchSettingsSchema = z.strictObject({
  backend: z.enum(['embedded', 'typesense']).default('embedded'),
  /** The Typesense cluster the browser talks to, with a scoped search-only key named by env var. */
  typesense: z
    .strictObject({
      host: z.string().min(1),
      port: z.number().int().positive().default(443),
      protocol: z.enum(['http', 'https']).default('https'),
      collection: z.string().min(1).default('cars'),
    })
    .optional(),
  /** Days a sold car stays listed after its sold date. */
  sold_visibility_days: z.number().int().min(0).default(3),
  exclusions: SearchExclusionsSchema.prefault({}),
});

/** Adds one issue per item whose `key` repeats an earlier item's, naming the earlier one. */
function reportDuplicates<T extends Record<K, string | number>, K extends string>(
  ctx: z.RefinementCtx,
  listName: string,
  items: readonly T[],
  key: K,
): void {
  const firstIndex = new Map<string | number, number>();
  items.forEach((item, index) => {
    const value = item[key];
    const first = firstIndex.get(value);
    if (first === undefined) firstIndex.set(value, index);
    else {
      ctx.addIssue({
        code: 'custom',
        path: [listName, index, key],
        message: `${JSON.stringify(value)} is already used by ${listName}[${first}]; ${key}s must be unique`,
      });
    }
  });
}

export const SiteConfigSchema = z
  .strictObject({
    /** Lets editors validate the file against the generated JSON Schema. */
    $schema: z.string().optional(),
    slug,
    /** The dealer's trading name, shown in titles and the footer. */
    name: z.string().min(1),
    /** Production origin, used for canonical URLs and the sitemap. */
    url: z.url(),
    template: z.enum(['brand', 'group']),
    /** AU, NZ or US: decides the locale, currency and distance unit. */
    region: z.enum(['AU', 'NZ', 'US']),
    brand: z.strictObject({
      colours: z.strictObject({
        primary: hexColour,
        on_primary: hexColour,
        accent: hexColour,
        on_accent: hexColour,
        /** Text links and small coloured text: must read at 4.5:1 on white and on surface. */
        link: hexColour,
        surface: hexColour,
        text: hexColour,
        muted: hexColour,
      }),
      logo: z.strictObject({
        url: z.string().min(1),
        alt: z.string().min(1),
        width: z.number().int().positive(),
        height: z.number().int().positive(),
      }),
      fonts: z.strictObject({
        heading: z.string().min(1),
        body: z.string().min(1),
      }),
      favicon: z.string().min(1),
    }),
    manufacturers: ManufacturersSchema,
    dealerships: z.array(DealershipSchema).min(1),
    locations: z.array(LocationSchema).min(1),
    phones: z.strictObject({
      sales: z.string().min(1),
      service: z.string().min(1),
      /** Replaces the location phone behind 'Call the dealer' when set. */
      call_the_dealer: z.string().min(1).optional(),
    }),
    features: FeaturesSchema.prefault({}),
    search: SearchSettingsSchema.prefault({}),
    finance: z.strictObject({ interest_rate: z.number().min(0).max(100).default(10) }).prefault({}),
    payments: z
      .strictObject({
        /** Reserve deposit in the site's currency. */
        deposit: z.number().positive().default(200),
        card_brands: z
          .array(z.enum(['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay']))
          .min(1)
          .default(['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay']),
      })
      .prefault({}),
    leads: z
      .strictObject({
        crm_email: z.email().optional(),
        webhook_url: z.url().optional(),
      })
      .refine((leads) => leads.crm_email !== undefined || leads.webhook_url !== undefined, {
        message: 'needs a crm_email, a webhook_url or both, so that leads reach the dealer',
      }),
    analytics: z
      .strictObject({
        gtm_id: z.string().regex(/^GTM-[A-Z0-9]+$/, 'expected a Tag Manager id like GTM-ABC123').optional(),
        ga4_id: z.string().regex(/^G-[A-Z0-9]+$/, 'expected a GA4 id like G-ABC123').optional(),
      })
      .prefault({}),
    maps: z
      .strictObject({
        tile_url: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
        attribution: z.string().default('&copy; OpenStreetMap contributors'),
      })
      .prefault({}),
  })
  .superRefine((site, ctx) => {
    // Ids and slugs become routes (/contact-us/{slug}) and lookup keys, so they must be unique.
    reportDuplicates(ctx, 'dealerships', site.dealerships, 'id');
    reportDuplicates(ctx, 'dealerships', site.dealerships, 'slug');
    reportDuplicates(ctx, 'locations', site.locations, 'id');
    reportDuplicates(ctx, 'locations', site.locations, 'slug');
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
export type Manufacturer = z.output<typeof ManufacturerSchema>;
export type OpeningHour = z.output<typeof OpeningHourSchema>;
export type SpecialHours = z.output<typeof SpecialHoursSchema>;
export type PromoCard = z.output<typeof PromoCardSchema>;
export type TemplateName = SiteConfig['template'];
export type Region = SiteConfig['region'];
