import type { APIRoute } from 'astro';
import { site } from 'virtual:dealer/site';

/** Lets every crawler in and points it at the sitemap the build writes. */
export const GET: APIRoute = () =>
  new Response(`User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', site.url).href}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
