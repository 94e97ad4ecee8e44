/** Netlify entry point: POST /api/phone-reveal (see src/server/handlers/reveal-phone.ts). */
import type { Config, Context } from '@netlify/functions';
import { runOnNetlify } from '../server/wiring/netlify-entry.ts';
import { revealPhone } from '../server/handlers/reveal-phone.ts';

export default async (req: Request, context: Context): Promise<Response> => runOnNetlify(revealPhone, req, context);

/** Netlify's own limit, before the function starts; the guards' limit behind it is kept in the lead store, shared by every instance. */
export const config: Config = {
  path: '/api/phone-reveal',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
