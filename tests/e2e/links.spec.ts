/**
 * Every link lands (docs/architecture.md, Budgets: 0 broken internal links): `npm run check:links`'s
 * check over each demo site as the browser tests' server built it. Every anchor of every page, and
 * each #fragment against the ids of the page it lands on; a link to a page the build does not make
 * (switched off, or not built yet: src/site/built-pages.ts) fails here.
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { checkSite } from '../../scripts/lib/link-check.ts';
import { E2E_SITES } from './sites.ts';

const ROOT = path.join(import.meta.dirname, '..', '..');

for (const slug of E2E_SITES) {
  test(`every internal link of ${slug} lands on a page (and element) the build made`, async () => {
    const result = await checkSite(ROOT, slug);
    expect(result.pages).toBeGreaterThan(100);
    expect(result.links).toBeGreaterThan(5_000);
    expect(result.broken).toEqual([]);
  });
}
