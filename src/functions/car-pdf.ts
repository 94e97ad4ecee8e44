/** Netlify entry point: GET /api/cars/{slug}/pdf (see src/server/handlers/car-pdf.ts). */
import type { Config, Context } from '@netlify/functions';
import { carPdf } from '../server/handlers/car-pdf.ts';
import { runOnNetlify } from '../server/wiring/netlify-entry.ts';

export default async (req: Request, context: Context): Promise<Response> => runOnNetlify(carPdf, req, context);

/** The cars come from the site's stock feed under data/, bundled with the function (netlify.toml included_files). */
export const config: Config = {
  path: '/api/cars/:slug/pdf',
  method: 'GET',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
