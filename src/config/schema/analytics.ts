/**
 * `analytics`: the tag ids of Google Tag Manager and Google Analytics 4, each checked for its shape
 * so that a pasted id of the wrong product is refused at build time.
 */
import { z } from 'zod';

export const AnalyticsSchema = z.strictObject({
  /** Google Tag Manager container id, e.g. GTM-ABC123. Leave out for no Tag Manager. */
  gtm_id: z.string().regex(/^GTM-[A-Z0-9]+$/, 'expected a Tag Manager id like GTM-ABC123').optional(),
  /** Google Analytics 4 measurement id, e.g. G-ABC123. Leave out for no GA4 tag. */
  ga4_id: z.string().regex(/^G-[A-Z0-9]+$/, 'expected a GA4 id like G-ABC123').optional(),
});
