/** Netlify entry point: POST /api/valuations/registration (see src/server/handlers/valuations.ts). */
import type { Config, Context } from '@netlify/functions';
import { runOnNetlify } from '../server/wiring/netlify-entry.ts';
import { valuationByRegistration } from '../server/handlers/valuations.ts';

export default async (req: Request, context: Context): Promise<Response> => runOnNetlify(valuationByRegistration, req, context);

/** Netlify's own limit, before the function starts; the guards' limit behind it is kept in the lead store, shared by every instance. */
export const config: Config = {
  path: '/api/valuations/registration',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
