/** Netlify entry point: POST /api/deals (make a deal) and GET /api/deals?d= (open one); see src/server/deals/deal-handlers.ts. */
import type { Config, Context } from '@netlify/functions';
import { deals } from '../server/deals/deal-handlers.ts';
import { runOnNetlify } from '../server/wiring/netlify-entry.ts';

export default async (req: Request, context: Context): Promise<Response> => runOnNetlify(deals, req, context);

/** The cars come from the site's stock feed under data/, bundled with the function (netlify.toml included_files). */
export const config: Config = {
  path: '/api/deals',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
