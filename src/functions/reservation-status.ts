/** Netlify entry point: GET /api/reservations/{id} (see src/server/handlers/reservation-status.ts). */
import type { Config, Context } from '@netlify/functions';
import { reservationStatus } from '../server/handlers/reservation-status.ts';
import { runOnNetlify } from '../server/wiring/netlify-entry.ts';

export default async (req: Request, context: Context): Promise<Response> => runOnNetlify(reservationStatus, req, context);

export const config: Config = {
  path: '/api/reservations/:id',
  method: 'GET',
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
