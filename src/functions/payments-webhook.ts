/**
 * Netlify entry point: POST /api/payments/webhook (see src/server/handlers/payment-webhook.ts). No
 * platform rate limit: Stripe's retries and bursts must all get through; the signature keeps
 * everyone else out.
 */
import type { Config, Context } from '@netlify/functions';
import { paymentWebhook } from '../server/handlers/payment-webhook.ts';
import { runOnNetlify } from '../server/wiring/netlify-entry.ts';

export default async (req: Request, context: Context): Promise<Response> => runOnNetlify(paymentWebhook, req, context);

export const config: Config = {
  path: '/api/payments/webhook',
  method: 'POST',
};
