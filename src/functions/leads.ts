/** Netlify entry point: POST /api/leads (see src/server/handlers/submit-lead.ts). */
import type { Config, Context } from '@netlify/functions';
import { runOnNetlify } from '../server/wiring/netlify-entry.ts';
import { submitLead } from '../server/handlers/submit-lead.ts';

export default async (req: Request, context: Context): Promise<Response> => runOnNetlify(submitLead, req, context);

/** Netlify's own limit, before the function starts; the guards' limit behind it is kept in the lead store, shared by every instance. */
export const config: Config = {
  path: '/api/leads',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
