/** Netlify entry point: POST /api/miscellaneous (see src/server/handlers/store-valuation.ts). */
import type { Config, Context } from '@netlify/functions';
import { runOnNetlify } from '../server/wiring/netlify-entry.ts';
import { storeValuation } from '../server/handlers/store-valuation.ts';

export default async (req: Request, context: Context): Promise<Response> => runOnNetlify(storeValuation, req, context);

/** Netlify's own limit, before the function starts; the guards' limit behind it is kept in the lead store, shared by every instance. */
export const config: Config = {
  path: '/api/miscellaneous',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
