/** Netlify entry point: POST /api/deals/send, a deal sent to the dealer as one lead (see src/server/deals/deal-handlers.ts). */
import type { Config, Context } from '@netlify/functions';
import { sendDeal } from '../server/deals/deal-handlers.ts';
import { runOnNetlify } from '../server/wiring/netlify-entry.ts';

export default async (req: Request, context: Context): Promise<Response> => runOnNetlify(sendDeal, req, context);

/** Netlify's own limit, before the function starts; the guards' limit behind it is kept in the lead store, shared by every instance. */
export const config: Config = {
  path: '/api/deals/send',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
