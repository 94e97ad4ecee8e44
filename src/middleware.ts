/**
 * The one step between a page's rendering and its file: Astro's island style moves from the body
 * to the head (src/site/island-styles.ts says why). Every page is prerendered, so this runs at
 * build time, once per page, on the HTML in memory.
 */
import { defineMiddleware } from 'astro:middleware';
import { islandStylesInHead } from './site/island-styles.ts';

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return response;
  return new Response(islandStylesInHead(await response.text()), { status: response.status, statusText: response.statusText, headers: response.headers });
});
