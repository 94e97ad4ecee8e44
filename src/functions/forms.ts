/** Netlify entry point: POST /api/forms (see src/server/handlers/submit-form.ts). */
import type { Config, Context } from '@netlify/functions';
import { runOnNetlify } from '../server/wiring/netlify-entry.ts';
import { submitForm } from '../server/handlers/submit-form.ts';

export default async (req: Request, context: Context): Promise<Response> => runOnNetlify(submitForm, req, context);

/** The platform's own limit counts across instances (the in-memory one counts per instance). */
export const config: Config = {
  path: '/api/forms',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
