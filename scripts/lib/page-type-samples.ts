/**
 * One page of each page type of a built site, found in its folder by the routes' shapes, so the
 * security-header grading covers every page type of either template without a hand-kept URL list.
 * A type the site does not build (a brand site has no group pages) is simply absent.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { servedPath } from '../../src/config/headers-file.ts';

export interface PageTypeSample {
  readonly pageType: string;
  /** The URL path to ask for. */
  readonly urlPath: string;
}

/** Page types and the built files (relative, with forward slashes) that are of that type. */
const PAGE_TYPES: readonly (readonly [string, RegExp])[] = [
  ['home', /^index\.html$/],
  ['search', /^search\.html$/],
  ['search (a stock or make page)', /^search\/[^/]+\.html$/],
  ['vehicle', /^cars\/[^/]+\.html$/],
  ['checkout / reserve', /^cars\/[^/]+\/(checkout|buy-online)\.html$/],
  ['models', /^models\.html$/],
  ['model', /^models\/[^/]+\.html$/],
  ['special offers', /^special-offers\.html$/],
  ['offer', /^offers\/.+\.html$/],
  ['location', /^contact-us\/[^/]+\.html$/],
  ['contact', /^contact\.html$/],
  ['test drive booking', /^book-test-drive\/index\.html$/],
  ['service booking', /^service\.html$/],
  ['service offer', /^service\/.+\.html$/],
  ['finance', /^finance\.html$/],
  ['finance application', /^(apply-for-finance|finance-pre-approval)\.html$/],
  ['trade-in', /^trade-in\.html$/],
  ['parts', /^vehicle-parts-and-accessories\.html$/],
  ['parts search', /^parts\/.+\.html$/],
  ['content page', /^(about-us|pages\/[^/]+)\.html$/],
  ['blog post', /^blog\/.+\.html$/],
  ['careers role', /^careers\/.+\.html$/],
  ['reviews', /^reviews\.html$/],
  ['reservation confirmed', /^reservation-confirmed\.html$/],
  ['deal', /^deal\.html$/],
  ['compare', /^compare\.html$/],
  ['lead sent', /^success\.html$/],
];

/** The path asked for as the 404 page: no site builds it, so the site's 404 page answers. */
export const UNKNOWN_PATH = '/no-such-page-for-the-header-check';

/** A sample page of each page type built in `dir`, then the 404 page. */
export async function pageTypeSamples(dir: string): Promise<PageTypeSample[]> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
  const samples: PageTypeSample[] = [];
  for (const [pageType, pattern] of PAGE_TYPES) {
    const file = files.find((candidate) => pattern.test(candidate));
    if (file !== undefined) samples.push({ pageType, urlPath: servedPath(file) });
  }
  return [...samples, { pageType: '404 (unknown URL)', urlPath: UNKNOWN_PATH }];
}
