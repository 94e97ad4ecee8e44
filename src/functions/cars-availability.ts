/** Netlify entry point: GET /api/cars/availability?slugs=a,b,c (see src/server/handlers/car-availability.ts). */
import type { Config, Context } from '@netlify/functions';
import { carsAvailability } from '../server/handlers/car-availability.ts';
import { runOnNetlify } from '../server/wiring/netlify-entry.ts';

export default async (req: Request, context: Context): Promise<Response> => runOnNetlify(carsAvailability, req, context);

/** The answer is cacheable for a few seconds (Cache-Control), so the CDN absorbs most calls. */
export const config: Config = {
  path: '/api/cars/availability',
  method: 'GET',
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
