/** Netlify entry point: POST /api/leads (see src/server/handlers/submit-lead.ts). */
import type { Config, Context } from '@netlify/functions';
import { runOnNetlify } from '../server/wiring/netlify-entry.ts';
import { submitLead } from '../server/handlers/submit-lead.ts';

export default async (req: Request, context: Context): Promise<Response> => runOnNetlify(submitLead, req, context);

/** The platform's own limit counts across instances (the in-memory one counts per instance). */
export const config: Config = {
  path: '/api/leads',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
