/**
 * `locations`: the dealer's showrooms, service centres and parts counters, with their addresses,
 * opening hours and reviews. The rules that read more than one location, or another area (the
 * makes, the dealerships), are here too, as functions the root schema calls once the whole file has
 * parsed (see site-config-schema.ts).
 */
import { z } from 'zod';
import { isoDate, reportDuplicates, slug, time24 } from './common.ts';
import type { DealershipSchema } from './dealerships.ts';
import { reportUnknownMakes } from './manufacturers.ts';

/** One weekday's hours; weekday 0 is Sunday as in JavaScript's Date. */
export const OpeningHourSchema = z.strictObject({
  /**
   * Day of the week: 0 Sunday, 1 Monday … 6 Saturday. Each weekday may appear once per location.
   */
  weekday: z.number().int().min(0).max(6),
  /** Whether the location opens on this weekday: Open or Closed. */
  status: z.enum(['Open', 'Closed']),
  /**
   * Free text that replaces the times when set, e.g. "By appointment only". (The key is spelt
   * "formated" as in the source data.)
   */
  formated_hours: z.string().optional(),
  /** Opening time, 24-hour HH:MM (e.g. 08:30); shown on the site in 12-hour time (8:30 am). */
  open: time24.optional(),
  /** Closing time, 24-hour HH:MM (e.g. 17:30); shown on the site in 12-hour time (5:30 pm). */
  close: time24.optional(),
});

/** Hours that override the weekly ones on one date (public holidays, stocktake days). */
export const SpecialHoursSchema = z.strictObject({
  /** Whether the location opens on this date: Open (give start_hour and end_hour) or Closed. */
  status: z.enum(['Open', 'Closed']),
  /** The date these hours apply to, YYYY-MM-DD (e.g. 2026-12-25). */
  date: isoDate,
  /** Opening time on this date, 24-hour HH:MM (e.g. 10:00). */
  start_hour: time24.optional(),
  /** Closing time on this date, 24-hour HH:MM (e.g. 15:00). */
  end_hour: time24.optional(),
  /** Why the day is special, shown in the 'Holiday Opening Hours' modal, e.g. "Christmas Day". */
  name: z.string().optional(),
});

export const LocationSchema = z.strictObject({
  /**
   * Numeric id of the location, unique in this file. Location blocks can show one location by id.
   */
  id: z.number().int().positive(),
  /** The location's name, shown on location cards, its contact page and the Locations menu. */
  name: z.string().min(1),
  /** URL form of the location name, unique in this file. Its contact page is /contact-us/{slug}. */
  slug,
  /**
   * What the location does: sales, service, parts, or service-and-parts (a combined service and
   * parts site). Empty ("") means sales, as in the spec. Location blocks and the locations map
   * filter on it.
   */
  location_type: z.enum(['sales', 'service', 'parts', 'service-and-parts', '']),
  /** Optional finer grouping within the type, e.g. "buying"; location blocks can filter on it. */
  location_subtype: z.string().optional(),
  /**
   * The dealer's main location: its address is the one shown in the footer and page text. At least
   * one location must be primary.
   */
  primary: z.boolean(),
  /**
   * List this location on the site (footer, home page locations, Locations menu). false keeps it in
   * the file but hides it. Default true.
   */
  visible: z.boolean().default(true),
  /**
   * Slugs of the makes sold or serviced here; each must be listed under manufacturers. Location
   * blocks can filter by make.
   */
  manufacturers: z.array(slug),
  /** Id of the dealership this location belongs to; must match an id under dealerships. */
  dealership_id: z.number().int().positive(),
  /**
   * Slug of the same dealership; must match a slug under dealerships. Used for dealer-filtered
   * stock links and lead routing.
   */
  dealership_slug: slug,
  /** The motor dealer licence number that applies at this location, e.g. LMCT 11842. */
  dealer_license_number: z.string().min(1),
  /**
   * Motor vehicle repairer licence number for a service location, e.g. MVR 40213. Leave out where
   * none applies.
   */
  motor_vehicle_repairer: z.string().optional(),
  /** Photo of the location, as a site path or URL. Leave out for none. */
  image: z.string().optional(),
  /**
   * The location's store code in its Google Business Profile, which the Google vehicle-ads feed
   * names for the cars held here (case-sensitive). Default: the location's slug.
   */
  store_code: z.string().min(1).optional(),
  /**
   * Average review score of the location, 0 to 5 stars, or null when it has no reviews. Default
   * null.
   */
  average_rating: z.number().min(0).max(5).nullable().default(null),
  /** How many reviews average_rating is based on. Default 0. */
  review_count: z.number().int().min(0).default(0),
  /**
   * The review summary in the spec's {average_rating, count} shape. Default no reviews:
   * average_rating null, count 0.
   */
  reviews: z
    .strictObject({
      /** Average review score, 0 to 5 stars, or null when there are no reviews. */
      average_rating: z.number().min(0).max(5).nullable(),
      /** Number of reviews. */
      count: z.number().int().min(0),
    })
    .default({ average_rating: null, count: 0 }),
  /** The location's street address and map position. */
  address: z.strictObject({
    /** Street address, e.g. 412 Hampton Street. */
    street: z.string().min(1),
    /** Suburb or city, e.g. Brighton. */
    city: z.string().min(1),
    /** State or region as written in addresses, e.g. VIC. */
    state: z.string().min(1),
    /** Postcode or ZIP as text, e.g. 3186. */
    postcode: z.string().min(1),
    /** Latitude in decimal degrees (-90 to 90): places the map pin and measures distances. */
    lat: z.number().min(-90).max(90),
    /** Longitude in decimal degrees (-180 to 180): places the map pin and measures distances. */
    long: z.number().min(-180).max(180),
    /** The maps provider's place id for this address, if it has one. */
    place_id: z.string().optional(),
    /**
     * Full URL of the location on a map (e.g. an OpenStreetMap or Google Maps link), for
     * directions.
     */
    place_url: z.url().optional(),
    /** Key the image-hosting service uses to serve this location's images. */
    map_key: z.string().optional(),
  }),
  /** How to reach the location and when it is open. */
  contact_detail: z.strictObject({
    /** The location's main phone number as shown on the site, e.g. (03) 5550 1100. */
    phone: z.string().min(1),
    /** A landline number shown alongside the main phone, if any. */
    landline_phone: z.string().optional(),
    /**
     * Weekly opening hours: one entry per weekday, at most 7. Shown in 12-hour time; Monday to
     * Friday are grouped when all five are the same.
     */
    opening_hours: z.array(OpeningHourSchema).max(7),
  }),
  /**
   * Dates whose hours replace the weekly ones (public holidays, stocktake days), shown in the
   * 'Holiday Opening Hours' modal. Default none.
   */
  special_hours: z.array(SpecialHoursSchema).default([]),
});

type Location = z.output<typeof LocationSchema>;

/** Ids and slugs become routes (/contact-us/{slug}) and lookup keys, so they must be unique. */
export function reportDuplicateLocations(ctx: z.RefinementCtx, locations: readonly Location[]): void {
  reportDuplicates(ctx, 'locations', locations, 'id');
  reportDuplicates(ctx, 'locations', locations, 'slug');
}

/** One location is the primary one: its address is the one the footer and the pages show. */
export function reportMissingPrimaryLocation(ctx: z.RefinementCtx, locations: readonly Location[]): void {
  if (!locations.some((location) => location.primary)) {
    ctx.addIssue({
      code: 'custom',
      path: ['locations'],
      message: 'needs at least one location with "primary": true (the address shown in the footer and pages)',
    });
  }
}

/**
 * Each location, in turn: it names only the site's makes, lists each weekday once, and belongs to a
 * dealership of `dealerships` by both id and slug.
 */
export function reportLocationReferences(
  ctx: z.RefinementCtx,
  locations: readonly Location[],
  siteMakes: ReadonlySet<string>,
  dealerships: readonly z.output<typeof DealershipSchema>[],
): void {
  const dealershipIds = new Set(dealerships.map((d) => d.id));
  const dealershipSlugs = new Set(dealerships.map((d) => d.slug));
  locations.forEach((location, index) => {
    reportUnknownMakes(ctx, location.manufacturers, siteMakes, ['locations', index, 'manufacturers']);
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
}
