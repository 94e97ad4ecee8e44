/**
 * `service`: the service department's pricing guide and its service offers, each with a terms page.
 * An offer's own rule (it ends on or after it starts) is a refine on the offer; that offer ids are
 * unique is a function the root schema calls once the whole file has parsed (see
 * site-config-schema.ts).
 */
import { z } from 'zod';
import { isoDate, reportDuplicates } from './common.ts';

/** An amount of money in the site's currency, to the cent (e.g. 140.11). */
const moneyAmount = z
  .number()
  .positive()
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'expected an amount to the cent, e.g. 140.11');

const ServicePackageSchema = z.strictObject({
  /** The package as the dealer names it, e.g. "Essential". */
  name: z.string().min(1),
  /** Its price in the site's currency, to the cent, e.g. 299. */
  price: moneyAmount,
  /** What it includes, one sentence. Optional. */
  description: z.string().min(1).optional(),
});

const ServiceOfferSchema = z
  .strictObject({
    /**
     * The offer's slug, unique among the service offers; its terms page is
     * /service/offer-terms/{id}.
     */
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a URL slug like summer-service-2023'),
    /** The offer's name, e.g. "Summer service offer". */
    title: z.string().min(1),
    /** First day of the offer, YYYY-MM-DD, in the dealer's time zone. */
    start: isoDate,
    /**
     * Last day of the offer, YYYY-MM-DD, in the dealer's time zone. After it the terms page says
     * the offer has ended and nothing advertises it.
     */
    end: isoDate,
    /** The service packages and their offer prices. */
    packages: z.array(ServicePackageSchema).min(1),
    /** Roadside assistance included with every package. Optional. */
    roadside_assistance: z
      .strictObject({
        /** What the included roadside assistance is valued at, to the cent, e.g. 140.11. */
        value: moneyAmount,
        /** How many months of roadside assistance are included, e.g. 12. */
        months: z.number().int().positive(),
      })
      .optional(),
    /** Only vehicles up to this many years old qualify, e.g. 9. Optional. */
    max_vehicle_age_years: z.number().int().positive().optional(),
    /** A cash prize draw that came with the offer. Optional. */
    prize: z
      .strictObject({
        /** The cash prize, e.g. 25000. */
        amount: moneyAmount,
        /**
         * How a customer entered the draw, one sentence, e.g. "Every service booked in the offer
         * period went into the draw."
         */
        entry: z.string().min(1),
      })
      .optional(),
  })
  .refine((offer) => offer.end >= offer.start, { message: 'end must be on or after start', path: ['end'] });

export const ServiceSchema = z.strictObject({
  /**
   * The service pricing guide (/service/pricing-guide), linked from the service page. Leave out for
   * none.
   */
  pricing_guide: z
    .strictObject({
      /** A sentence or two above the price list. */
      intro: z.string().min(1),
      /** The standard service packages and their prices. */
      packages: z.array(ServicePackageSchema).min(1),
      /** Small print under the list, one sentence each. Default none. */
      notes: z.array(z.string().min(1)).default([]),
    })
    .optional(),
  /**
   * Service offers, each with a terms page (/service/offer-terms/{id}); the service page advertises
   * one only while it runs. Default none.
   */
  offers: z.array(ServiceOfferSchema).default([]),
});

/** Offer ids become routes (/service/offer-terms/{id}), so they must be unique. */
export function reportDuplicateServiceOffers(ctx: z.RefinementCtx, service: z.output<typeof ServiceSchema>): void {
  reportDuplicates(ctx, 'offers', service.offers, 'id', ['service']);
}
