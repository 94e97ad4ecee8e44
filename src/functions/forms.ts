/** Netlify entry point: POST /api/forms (see src/server/handlers/submit-form.ts). */
import type { Config, Context } from '@netlify/functions';
import { runOnNetlify } from '../server/wiring/netlify-entry.ts';
import { submitForm } from '../server/handlers/submit-form.ts';

export default async (req: Request, context: Context): Promise<Response> => runOnNetlify(submitForm, req, context);

/** Netlify's own limit, before the function starts; the guards' limit behind it is kept in the lead store, shared by every instance. */
export const config: Config = {
  path: '/api/forms',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
