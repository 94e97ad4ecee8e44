/**
 * Netlify Edge Function of /compare: writes the cars of the link (`?cars=a,b,c`) into the built
 * compare page as plain cards (src/server/compare/compare-cards.ts), so a shared link shows its cars
 * without JavaScript too. The page is one static file for every link, and a static host cannot
 * answer by query, hence this small step in front of it. The records are the build's static files
 * of the same deploy (/compare/<slug>.json), fetched from the same origin: no other server is asked.
 *
 * It runs on Deno: it and everything it imports use no package and no `node:` module. Anything
 * unexpected gives the page as built, whose island still shows the cars.
 */
import { compareCarFile, readCompareCar, type CompareCar } from '../../src/domain/compare/compare-car.ts';
import { linkedSlugsOf } from '../../src/domain/compare/compare-list.ts';
import { fillCompareCards } from '../../src/server/compare/compare-cards.ts';

/** What this function uses of Netlify's context (the full type is @netlify/edge-functions', a package this must not import). */
export interface EdgeContext {
  next(): Promise<Response>;
}

/** A car's record: null when the deploy has none (404) or it is of another shape; throws when the host did not answer. */
async function readRecord(slug: string, pageUrl: string): Promise<CompareCar | null> {
  const answer = await fetch(new URL(compareCarFile(slug), pageUrl), { headers: { Accept: 'application/json' } });
  if (answer.status === 404) return null;
  if (!answer.ok) throw new Error(`${compareCarFile(slug)} answered ${answer.status}`);
  return readCompareCar(await answer.json().catch(() => undefined)) ?? null;
}

export default async (request: Request, context: EdgeContext): Promise<Response> => {
  const response = await context.next();
  const search = new URL(request.url).search;
  const isPage = response.status === 200 && (response.headers.get('content-type') ?? '').startsWith('text/html');
  if (!isPage || linkedSlugsOf(search).length === 0) return response;
  const html = await response.text();
  let filled = html;
  try {
    filled = await fillCompareCards(html, search, (slug) => readRecord(slug, request.url));
  } catch {
    // Better no cards than a car called unlisted because its file did not come: the island loads the cars itself.
  }
  const headers = new Headers(response.headers);
  // The body is another length, and no longer the built file the host's validator names.
  headers.delete('content-length');
  headers.delete('etag');
  return new Response(filled, { status: response.status, statusText: response.statusText, headers });
};

// Written out: Netlify reads an edge function's path from its source when it bundles the deploy (a
// unit test holds it to ROUTES.compare).
export const config = { path: '/compare' };
