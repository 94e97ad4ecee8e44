/**
 * /parts/index.json: the site's parts catalogue and the names of the models it fits, which the
 * /parts/search script filters in the browser and the parts enquiry form reads to name the part
 * asked about. Built with the parts pages only (features.pages.parts).
 */
import type { APIRoute } from 'astro';
import { site } from 'virtual:dealer/site';
import { PARTS_INDEX_PATH, readPartsIndex } from '../../components/parts/parts-data.ts';
import { builtPages } from '../../site/built-pages.ts';

export const prerender = true;

export function getStaticPaths() {
  return builtPages(site).parts ? [{ params: { index: PARTS_INDEX_PATH.split('/').pop()?.replace(/\.json$/, '') ?? '' } }] : [];
}

export const GET: APIRoute = async () => new Response(JSON.stringify(await readPartsIndex()), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
