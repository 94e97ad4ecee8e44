/** Netlify entry point: POST /api/offer-accepted (see src/server/handlers/accept-offer.ts). */
import type { Config, Context } from '@netlify/functions';
import { runOnNetlify } from '../server/wiring/netlify-entry.ts';
import { acceptOffer } from '../server/handlers/accept-offer.ts';

export default async (req: Request, context: Context): Promise<Response> => runOnNetlify(acceptOffer, req, context);

/** The platform's own limit counts across instances (the in-memory one counts per instance). */
export const config: Config = {
  path: '/api/offer-accepted',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
