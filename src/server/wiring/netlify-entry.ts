/**
 * What the Netlify entry points share: the process's dependencies (built on the first call and
 * kept), and the step from Netlify's (Request, Context) to a handler's (Request, deps). This module
 * is the only one that reads `process.env`. The project root on Netlify is the working directory;
 * netlify.toml must include `sites/*.json`, `migrations/*.sql` and every site's stock feed under
 * `data/` (the car brochure) in the function bundle. A site that configures Turnstile needs
 * TURNSTILE_SECRET_KEY set, or every call answers 500 (see botCheckFor).
 */
import type { Context } from '@netlify/functions';
import { API_TEXTS, errorResponse } from '../http/responses.ts';
import { readApiEnvironment } from './api-environment.ts';
import { apiDepsForEnvironment, logToConsole } from './api-deps.ts';
import type { ApiDeps, Handler } from '../handlers/deps.ts';

let deps: Promise<ApiDeps> | undefined;

function processDeps(): Promise<ApiDeps> {
  if (deps === undefined) {
    const root = process.cwd();
    deps = Promise.resolve()
      .then(() => apiDepsForEnvironment(readApiEnvironment(process.env, root), root))
      .catch((error: unknown) => {
        deps = undefined;
        throw error;
      });
  }
  return deps;
}

/** Runs a handler for a Netlify call; a deploy that is not configured answers 500 in plain words. */
export async function runOnNetlify(handler: Handler, request: Request, context: Pick<Context, 'ip'>): Promise<Response> {
  let shared: ApiDeps;
  try {
    shared = await processDeps();
  } catch (error) {
    logToConsole('the API is not configured', error);
    return errorResponse(500, API_TEXTS.unexpected);
  }
  return handler(request, { ...shared, clientIp: context.ip });
}
