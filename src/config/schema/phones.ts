/**
 * `phones`: the site-wide sales and service numbers in the header and content pages, and the number
 * behind 'Call the dealer' when it is not the location's own.
 */
import { z } from 'zod';

export const PhonesSchema = z.strictObject({
  /** Sales phone number shown in the header and content pages, e.g. (03) 5550 1100. */
  sales: z.string().min(1),
  /** Service phone number shown in the header and content pages, e.g. (03) 5550 1150. */
  service: z.string().min(1),
  /**
   * Replaces the location phone behind 'Call the dealer' when set. Leave out to use the location
   * phone.
   */
  call_the_dealer: z.string().min(1).optional(),
});
