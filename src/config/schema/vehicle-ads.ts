/**
 * `vehicle_ads`: which vehicle-ads feeds the build writes beside the pages, for Google Merchant
 * Center and Meta's catalogue to fetch.
 */
import { z } from 'zod';

export const VehicleAdsSchema = z.strictObject({
  /** Build the Google vehicle ads feed, /feeds/google-vehicles.tsv. Default true. */
  google: z.boolean().default(true),
  /**
   * Build the Meta (Facebook, Instagram) vehicles catalogue feed, /feeds/meta-vehicles.csv. Default
   * true.
   */
  meta: z.boolean().default(true),
});
