/** Netlify entry point: POST /api/offer-accepted (see src/server/handlers/accept-offer.ts). */
import type { Config, Context } from '@netlify/functions';
import { runOnNetlify } from '../server/wiring/netlify-entry.ts';
import { acceptOffer } from '../server/handlers/accept-offer.ts';

export default async (req: Request, context: Context): Promise<Response> => runOnNetlify(acceptOffer, req, context);

/** Netlify's own limit, before the function starts; the guards' limit behind it is kept in the lead store, shared by every instance. */
export const config: Config = {
  path: '/api/offer-accepted',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
