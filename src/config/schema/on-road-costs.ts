/**
 * `on_road_costs`: what the site adds to a price that leaves out on-road costs, to show an estimated
 * drive-away price. On an AU site the government charges come from the dated state tables
 * (src/config/on-road-costs/au.json); the dealer gives its delivery fee and may replace any state's
 * fee with its own figure. NZ and US sites have no tables: they show the components listed here, or
 * no estimate at all.
 */
import { z } from 'zod';
import type { AuState } from '../../domain/on-road/au-states.ts';

const amount = z.number().min(0).max(1_000_000);

/** A state's government fees as the dealer charges them, replacing the table's figures. */
const FeeOverrideSchema = z.strictObject({
  /** Registration for 12 months, in dollars. */
  registration: amount.optional(),
  /** Compulsory third-party insurance (Victoria: the TAC charge) for 12 months, in dollars. */
  ctp: amount.optional(),
  /** Number plates, in dollars. */
  plates: amount.optional(),
});

/** One charge an NZ or US dealer adds to a price, as the dealer states it. */
const StatedComponentSchema = z
  .strictObject({
    /** What the shopper reads, e.g. "Registration and licensing (12 months)" or "Sales tax (WI)". */
    label: z.string().trim().min(1).max(80),
    /** A fixed amount in the site's currency, e.g. 350. Give this or percent_of_price. */
    amount: amount.optional(),
    /** A share of the advertised price in percent, e.g. 5.5 for a sales tax. Give this or amount. */
    percent_of_price: z.number().min(0).max(30).optional(),
    /** Where the figure comes from, shown beside it, e.g. "Wisconsin DOR, 2026". */
    source: z.string().trim().min(1).max(120),
  })
  .refine((component) => (component.amount === undefined) !== (component.percent_of_price === undefined), {
    message: 'give exactly one of amount and percent_of_price',
  });

export const OnRoadCostsSchema = z.strictObject({
  /**
   * The dealer's delivery fee in the site's currency, added to a "+ On Road Costs" price (an
   * "Excl. Government Charges" price already includes it). Leave out when the dealer charges none.
   */
  delivery_fee: amount.optional(),
  /**
   * AU only: a state's registration, CTP or plate fee as the dealer charges it, replacing the
   * state table's figure, e.g. { "VIC": { "plates": 45 } }. The estimate names the dealer as its
   * source.
   */
  fee_overrides: z
    .strictObject({
      /** New South Wales. */
      NSW: FeeOverrideSchema.optional(),
      /** Victoria (the ctp figure is the TAC charge). */
      VIC: FeeOverrideSchema.optional(),
      /** Queensland. */
      QLD: FeeOverrideSchema.optional(),
      /** South Australia. */
      SA: FeeOverrideSchema.optional(),
      /** Western Australia. */
      WA: FeeOverrideSchema.optional(),
      /** Tasmania. */
      TAS: FeeOverrideSchema.optional(),
      /** Northern Territory. */
      NT: FeeOverrideSchema.optional(),
      /** Australian Capital Territory. */
      ACT: FeeOverrideSchema.optional(),
    } satisfies Record<AuState, z.ZodType>)
    .default({}),
  /**
   * NZ and US only: the charges the dealer adds to a price that leaves them out ("+ On Road Costs",
   * "+ Tax, Title & Fees"). With none, those prices show no estimate: the site never makes one up.
   */
  components: z.array(StatedComponentSchema).max(8).default([]),
});

export type OnRoadCostsSettings = z.output<typeof OnRoadCostsSchema>;

/**
 * AU estimates come from the state tables and NZ and US ones from the dealer's stated charges, so
 * each setting belongs to its regions: one given elsewhere would silently do nothing.
 */
export function reportOnRoadCostsOutOfRegion(ctx: z.RefinementCtx, region: 'AU' | 'NZ' | 'US', settings: OnRoadCostsSettings): void {
  if (region !== 'AU' && Object.keys(settings.fee_overrides).length > 0) {
    ctx.addIssue({ code: 'custom', path: ['on_road_costs', 'fee_overrides'], message: `applies to AU sites only (this site's region is ${region}): list the charges in on_road_costs.components` });
  }
  if (region === 'AU' && settings.components.length > 0) {
    ctx.addIssue({ code: 'custom', path: ['on_road_costs', 'components'], message: 'applies to NZ and US sites only: an AU site\'s charges come from the state tables (change one with on_road_costs.fee_overrides)' });
  }
}
