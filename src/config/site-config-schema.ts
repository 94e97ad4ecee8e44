/**
 * The dealer site config: one JSON file per dealer in `sites/<slug>.json`.
 *
 * This schema is the single source of truth: the TypeScript types below are inferred from it, the
 * editor JSON Schema (`sites/site-config.schema.json`) is generated from it, and the build refuses
 * any config that does not parse. Objects are strict so that a misspelt key is an error, not a
 * silently ignored setting.
 *
 * This file composes the root: the site's own fields, then one field per config area, each area's
 * schema in `src/config/schema/<area>.ts` (named after its key: `vehicle_ads` in vehicle-ads.ts),
 * with the field kinds the areas share in `schema/common.ts`.
 *
 * Every field has a doc comment, written for the person editing the JSON: what the setting does on
 * the site, its units and its default. It is the field's one text: an editor shows it on hover over
 * the field and over every use of the inferred types, and the JSON Schema writer reads it from here
 * with the TypeScript compiler for the editor schema's descriptions (config-json-schema.ts).
 */
import { z } from 'zod';
import { AnalyticsSchema } from './schema/analytics.ts';
import { BotCheckSchema } from './schema/bot-check.ts';
import { BrandSchema } from './schema/brand.ts';
import { slug } from './schema/common.ts';
import { DealershipSchema, reportDuplicateDealerships, reportUnknownDealershipMakes } from './schema/dealerships.ts';
import { FeaturesSchema, type PromoCardSchema } from './schema/features.ts';
import { FinanceSchema } from './schema/finance.ts';
import { LeadsSchema } from './schema/leads.ts';
import {
  LocationSchema,
  OpeningHourSchema,
  SpecialHoursSchema,
  reportDuplicateLocations,
  reportLocationReferences,
  reportMissingPrimaryLocation,
} from './schema/locations.ts';
import { ManufacturerSchema, ManufacturersSchema, makeSlugs } from './schema/manufacturers.ts';
import { MapsSchema } from './schema/maps.ts';
import { OnRoadCostsSchema, reportOnRoadCostsOutOfRegion } from './schema/on-road-costs.ts';
import { PaymentsSchema } from './schema/payments.ts';
import { PhonesSchema } from './schema/phones.ts';
import { SearchSchema, reportMissingTypesense } from './schema/search.ts';
import { ServiceSchema, reportDuplicateServiceOffers } from './schema/service.ts';
import { StockSchema } from './schema/stock.ts';
import { TradeInSchema } from './schema/trade-in.ts';
import { VehicleAdsSchema } from './schema/vehicle-ads.ts';

export { FeaturesSchema, LocationSchema, ManufacturerSchema, OpeningHourSchema, SpecialHoursSchema };

export const SiteConfigSchema = z
  .strictObject({
    /**
     * Lets editors validate the file against the generated JSON Schema. Set it to
     * "./site-config.schema.json".
     */
    $schema: z.string().optional(),
    /**
     * The site's id: lower-case letters, digits and single hyphens, e.g. brighton-volkswagen. Must
     * equal the file name (sites/<slug>.json); the site builds into dist/<slug>/ and Netlify's
     * DEALER_SITE names it.
     */
    slug,
    /** The dealer's trading name, shown in titles and the footer. */
    name: z.string().min(1),
    /**
     * Production origin, used for canonical URLs and the sitemap, e.g.
     * https://www.brightonvolkswagen.example.
     */
    url: z.url(),
    /**
     * The site layout: brand (a manufacturer-branded site: brand-coloured header with a New
     * Vehicles menu of models) or group (a dealer-group site: white header with Stock and Locations
     * menus).
     */
    template: z.enum(['brand', 'group']),
    /**
     * AU, NZ or US: decides the locale (en-AU, en-NZ, en-US), currency (AUD, NZD, USD) and distance
     * unit (km, or miles in the US).
     */
    region: z.enum(['AU', 'NZ', 'US']),
    /** The dealer's look: colours, logo, fonts and favicon. */
    brand: BrandSchema,
    /**
     * The makes this site sells: {"tied": {…}} for a one-make franchise site, or {"several": […]}
     * for a multi-brand site. A list of one is not the same as tied.
     */
    manufacturers: ManufacturersSchema,
    /**
     * The dealerships (licensed businesses) behind the site, at least one. Ids and slugs must be
     * unique.
     */
    dealerships: z.array(DealershipSchema).min(1),
    /**
     * The dealer's sites (showrooms, service centres, parts counters), at least one, with at least
     * one marked primary. Ids and slugs must be unique.
     */
    locations: z.array(LocationSchema).min(1),
    /** The site-wide phone numbers. */
    phones: PhonesSchema,
    /**
     * Switches for tags, buttons, pages, the finance route, the enquiry form (message, dealership
     * select, terms) and promo cards. Everything is on by default.
     */
    features: FeaturesSchema.prefault({}),
    /**
     * Stock search: the engine, how long sold cars stay listed and what stock is never listed.
     * Defaults: embedded engine, sold cars listed 3 days, nothing excluded.
     */
    search: SearchSchema.prefault({}),
    /**
     * Where the dealer's stock comes from and how long it counts as confirmed. Default: no feed
     * address (stock imported from files), confirmed for 24 hours.
     */
    stock: StockSchema.prefault({}),
    /**
     * The vehicle-ads feeds built with the site, for Google Merchant Center and Meta's catalogue to
     * fetch. No page links to them. Default: both built.
     */
    vehicle_ads: VehicleAdsSchema.prefault({}),
    /**
     * Finance settings: the rate and fees of the repayment estimates and the credit licence shown
     * with them.
     */
    finance: FinanceSchema.prefault({}),
    /**
     * What an estimated drive-away price adds to a price that leaves out on-road costs: the dealer's
     * delivery fee, its own state fees (AU), or the charges it states (NZ, US). Default: no delivery
     * fee, the state tables' fees, no NZ or US charges.
     */
    on_road_costs: OnRoadCostsSchema.prefault({}),
    /**
     * Reserve payments: the deposit, the accepted cards, the gateway, how long a car is held and
     * the build hook.
     */
    payments: PaymentsSchema.prefault({}),
    /**
     * Trade-in valuation settings (the valuation provider itself is set on the deploy:
     * VALUATION_API_URL and VALUATION_API_KEY; see docs/trade-in.md).
     */
    trade_in: TradeInSchema.prefault({}),
    /** The service department's pricing guide and service offers with their terms. Default none. */
    service: ServiceSchema.prefault({}),
    /**
     * Where enquiries and other leads are delivered: a CRM e-mail address, a webhook, or both (at
     * least one is required).
     */
    leads: LeadsSchema,
    /**
     * Bot challenge on every enquiry and form: Cloudflare Turnstile. Leave out for none (a hidden
     * honeypot field and a minimum fill time still apply to every form).
     */
    bot_check: BotCheckSchema.optional(),
    /** Analytics tags. Default none. */
    analytics: AnalyticsSchema.prefault({}),
    /**
     * The location maps: which tile server draws them and the credit it requires, and the postcode
     * lookup. Default OpenStreetMap and the bundled postcode table.
     */
    maps: MapsSchema.prefault({}),
  })
  .superRefine((site, ctx) => {
    // The rules across a list or across areas, each written beside the area whose field gets the
    // error. They run here rather than as refines on their areas: here they run once the whole file
    // has parsed (a wrong type anywhere skips them all) and in this order, after every other problem,
    // so a config with several problems is told what it always was (config-errors-unchanged.test.ts).
    reportDuplicateDealerships(ctx, site.dealerships);
    reportDuplicateLocations(ctx, site.locations);
    reportDuplicateServiceOffers(ctx, site.service);
    reportMissingPrimaryLocation(ctx, site.locations);
    const siteMakes = makeSlugs(site.manufacturers);
    reportUnknownDealershipMakes(ctx, site.dealerships, siteMakes);
    reportLocationReferences(ctx, site.locations, siteMakes, site.dealerships);
    reportMissingTypesense(ctx, site.search);
    reportOnRoadCostsOutOfRegion(ctx, site.region, site.on_road_costs);
  });

/** A site config as written in the JSON file (defaults not yet applied). */
export type SiteConfigInput = z.input<typeof SiteConfigSchema>;
/** A validated site config with every default applied. */
export type SiteConfig = z.output<typeof SiteConfigSchema>;
export type Location = SiteConfig['locations'][number];
export type Dealership = SiteConfig['dealerships'][number];
export type PromoCard = z.output<typeof PromoCardSchema>;
