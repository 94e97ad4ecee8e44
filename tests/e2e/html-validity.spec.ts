/**
 * Valid HTML: the Nu HTML validator reports no error on one built page of every type of
 * both templates, the brand template's brighton-volkswagen and the group template's
 * bayside-motor-group, as the browser tests' server built them. A page type is a route of
 * src/pages; a new route fails the first test until it is given a page here. One Java run
 * validates every page; a failure lists each error's file, line, column and message.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { formatNuMessage, validateHtmlFiles } from '../../scripts/lib/nu-validator.ts';

const ROOT = path.join(import.meta.dirname, '..', '..');
const SITES = ['brighton-volkswagen', 'bayside-motor-group'] as const;

/** The built files of each route of src/pages (paths under dist/<slug>/), and how many of them to validate. */
const PAGE_TYPES: Readonly<Record<string, { readonly files: RegExp; readonly take?: number }>> = {
  'index.astro': { files: /^index\.html$/ },
  '404.astro': { files: /^404\.html$/ },
  'search.astro': { files: /^search\.html$/ },
  'search/new-cars.astro': { files: /^search\/new-cars\.html$/ },
  'search/used-cars.astro': { files: /^search\/used-cars\.html$/ },
  'search/demo-cars.astro': { files: /^search\/demo-cars\.html$/ },
  'search/new-used-and-demo-cars.astro': { files: /^search\/new-used-and-demo-cars\.html$/ },
  'search/[make].astro': { files: /^search\/(?!(new|used|demo|new-used-and-demo)-cars\.html)[^/]+\.html$/ },
  'search/[make]/[model].astro': { files: /^search\/(?!categories\/)[^/]+\/[^/]+\.html$/ },
  'search/categories/[category].astro': { files: /^search\/categories\/[^/]+\.html$/ },
  'cars/[slug].astro': { files: /^cars\/(?!trade-in\.html)[^/]+\.html$/ },
  'cars/[slug]/[purchase].astro': { files: /^cars\/[^/]+\/(checkout|buy-online)\.html$/ },
  'cars/[tradeIn].astro': { files: /^cars\/trade-in\.html$/ },
  '[models].astro': { files: /^models\.html$/ },
  'models/[model].astro': { files: /^models\/(?!order-now\.html)[^/]+\.html$/ },
  'models/[orderNow].astro': { files: /^models\/order-now\.html$/ },
  '[bookTestDrive].astro': { files: /^book-test-drive\/index\.html$/ },
  '[specialOffers].astro': { files: /^special-offers\.html$/ },
  'offers/[...offer].astro': { files: /^offers\/.+\.html$/ },
  '[service].astro': { files: /^service\.html$/ },
  'service/[guide].astro': { files: /^service\/[^/]+\.html$/ },
  'service/offer-terms/[offer].astro': { files: /^service\/offer-terms\/[^/]+\.html$/ },
  'contact.astro': { files: /^contact\.html$/ },
  'contact-us/[location].astro': { files: /^contact-us\/[^/]+\.html$/ },
  // Every finance route the site builds (one of /finance, /finance-enquiry, /apply-for-finance, and the pre-approval).
  '[finance].astro': { files: /^(finance|finance-enquiry|apply-for-finance|finance-pre-approval)\.html$/, take: 2 },
  '[tradeIn].astro': { files: /^trade-in\.html$/ },
  // The content pages: about us, privacy policy, terms and conditions.
  '[page].astro': { files: /^(about-us|privacy-policy|terms-and-conditions)\.html$/, take: 3 },
  'pages/[page].astro': { files: /^pages\/[^/]+\.html$/ },
  '[blog].astro': { files: /^blog\.html$/ },
  'blog/[post].astro': { files: /^blog\/[^/]+\.html$/ },
  '[careers].astro': { files: /^careers\.html$/ },
  'careers/[role].astro': { files: /^careers\/[^/]+\.html$/ },
  '[reviews].astro': { files: /^reviews\.html$/ },
  '[parts].astro': { files: /^vehicle-parts-and-accessories\.html$/ },
  'parts/[search].astro': { files: /^parts\/search\.html$/ },
  'reservation-confirmed.astro': { files: /^reservation-confirmed\.html$/ },
  'deal.astro': { files: /^deal\.html$/ },
  'compare.astro': { files: /^compare\.html$/ },
  'success.astro': { files: /^success\.html$/ },
};

async function relativeFiles(dir: string, extension: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).replace(/\\/g, '/'))
    .sort();
}

/** The pages to validate of one built site, by route, and the routes it built no page of. */
async function samplePages(slug: string): Promise<{ files: Map<string, string[]>; unbuilt: string[] }> {
  const built = await relativeFiles(path.join(ROOT, 'dist', slug), '.html');
  const files = new Map<string, string[]>();
  const unbuilt: string[] = [];
  for (const [route, { files: pattern, take = 1 }] of Object.entries(PAGE_TYPES)) {
    const picked = built.filter((file) => pattern.test(file)).slice(0, take);
    if (picked.length === 0) unbuilt.push(route);
    else files.set(route, picked.map((file) => path.join(ROOT, 'dist', slug, file)));
  }
  return { files, unbuilt };
}

test('every page route of src/pages has a page type here', async () => {
  const routes = await relativeFiles(path.join(ROOT, 'src', 'pages'), '.astro');
  expect(Object.keys(PAGE_TYPES).sort()).toEqual(routes);
});

test('the Nu HTML validator reports no error on one page of every type of both templates', async () => {
  // The Nu validator (Java) checks a page of every type of two sites in one run: a minute or more on a busy machine.
  test.setTimeout(180_000);
  const samples = await Promise.all(SITES.map(samplePages));
  // Every route is built by at least one of the two templates' sites (a group site has no service guide, say).
  const unbuiltByBoth = Object.keys(PAGE_TYPES).filter((route) => samples.every((sample) => sample.unbuilt.includes(route)));
  expect(unbuiltByBoth).toEqual([]);
  const files = samples.flatMap((sample) => [...sample.files.values()].flat());
  expect(files.length).toBeGreaterThanOrEqual(Object.keys(PAGE_TYPES).length);
  const messages = await validateHtmlFiles(files);
  const errors = messages.filter((message) => message.severity === 'error').map(formatNuMessage);
  const warnings = messages.filter((message) => message.severity === 'warning').map(formatNuMessage);
  // The figures for the record; warnings advise and may stay.
  console.log(`Nu HTML validator: ${files.length} pages, ${errors.length} errors, ${warnings.length} warnings${warnings.map((warning) => `\n  warning ${warning}`).join('')}`);
  expect(errors, `${errors.length} Nu validator errors in ${files.length} pages`).toEqual([]);
});
