/**
 * `leads`: where enquiries and every other lead are delivered (src/server/crm/ sends them), with
 * the rule that at least one way is set, so that no lead is taken and then dropped.
 */
import { z } from 'zod';

export const LeadsSchema = z
  .strictObject({
    /**
     * E-mail address that receives each lead as an ADF 1.0 XML message. Also shown as the contact
     * e-mail on content pages.
     */
    crm_email: z.email().optional(),
    /** URL that receives each lead as ADF 1.0 XML by HTTP POST. */
    webhook_url: z.url().optional(),
  })
  .refine((leads) => leads.crm_email !== undefined || leads.webhook_url !== undefined, {
    message: 'needs a crm_email, a webhook_url or both, so that leads reach the dealer',
  });
