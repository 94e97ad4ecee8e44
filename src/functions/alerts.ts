/** Netlify entry point: POST /api/alerts, a search saved with its alert, pending until confirmed (see src/server/alerts/alert-handlers.ts). */
import type { Config, Context } from '@netlify/functions';
import { alerts } from '../server/alerts/alert-handlers.ts';
import { runOnNetlify } from '../server/wiring/netlify-entry.ts';

export default async (req: Request, context: Context): Promise<Response> => runOnNetlify(alerts, req, context);

/** The search is read against the site's search pages, whose brand directories come from the stock feed under data/ (netlify.toml included_files). */
export const config: Config = {
  path: '/api/alerts',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
