/**
 * Netlify entry point: GET and POST /api/alerts/unsubscribe?t=, a saved search's unsubscribe link
 * and RFC 8058's one-click (see src/server/alerts/alert-handlers.ts).
 */
import type { Config, Context } from '@netlify/functions';
import { unsubscribeAlert } from '../server/alerts/alert-handlers.ts';
import { runOnNetlify } from '../server/wiring/netlify-entry.ts';

export default async (req: Request, context: Context): Promise<Response> => runOnNetlify(unsubscribeAlert, req, context);

/** Mail providers send the one-click POST from their own servers, so the limit is generous. */
export const config: Config = {
  path: '/api/alerts/unsubscribe',
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
