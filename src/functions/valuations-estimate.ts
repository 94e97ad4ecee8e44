/** Netlify entry point: POST /api/valuations/estimate (see src/server/handlers/valuations.ts). */
import type { Config, Context } from '@netlify/functions';
import { runOnNetlify } from '../server/wiring/netlify-entry.ts';
import { valuationEstimate } from '../server/handlers/valuations.ts';

export default async (req: Request, context: Context): Promise<Response> => runOnNetlify(valuationEstimate, req, context);

/** The platform's own limit counts across instances (the in-memory one counts per instance). */
export const config: Config = {
  path: '/api/valuations/estimate',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
