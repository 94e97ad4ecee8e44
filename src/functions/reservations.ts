/** Netlify entry point: POST /api/reservations (see src/server/handlers/create-reservation.ts). */
import type { Config, Context } from '@netlify/functions';
import { createReservation } from '../server/handlers/create-reservation.ts';
import { runOnNetlify } from '../server/wiring/netlify-entry.ts';

export default async (req: Request, context: Context): Promise<Response> => runOnNetlify(createReservation, req, context);

/** Netlify's own limit, before the function starts; the guards' limit behind it is kept in the lead store, shared by every instance. */
export const config: Config = {
  path: '/api/reservations',
  method: 'POST',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
