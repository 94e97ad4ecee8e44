/** Netlify entry point: GET /api/alerts/confirm?t=, the confirmation link of a saved search (see src/server/alerts/alert-handlers.ts). */
import type { Config, Context } from '@netlify/functions';
import { confirmAlert } from '../server/alerts/alert-handlers.ts';
import { runOnNetlify } from '../server/wiring/netlify-entry.ts';

export default async (req: Request, context: Context): Promise<Response> => runOnNetlify(confirmAlert, req, context);

export const config: Config = {
  path: '/api/alerts/confirm',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
