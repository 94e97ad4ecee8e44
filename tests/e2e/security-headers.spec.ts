/**
 * The budget in docs/architecture.md (Budgets): MDN HTTP Observatory A+ on every page type. One site of each template,
 * every page type it builds, graded with the Observatory's own tests and grader on the responses of
 * the test server (scripts/lib/observatory-grade.ts says which two tests are the CDN's and why).
 * No browser: the Observatory fetches the pages itself.
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { CSP_HEADER } from '../../src/integration/page-policies.ts';
import { observatoryGrade } from '../../scripts/lib/observatory-grade.ts';
import { pageTypeSamples } from '../../scripts/lib/page-type-samples.ts';
import { siteOrigin, type DemoSite } from './sites.ts';

const ROOT = path.join(import.meta.dirname, '..', '..');
const ONE_SITE_PER_TEMPLATE: readonly DemoSite[] = ['brighton-volkswagen', 'bayside-motor-group'];

for (const slug of ONE_SITE_PER_TEMPLATE) {
  test(`every page type of ${slug} grades A+ (score 100 or more) with the MDN HTTP Observatory`, async () => {
    // The Observatory's checks of every page type, one after the other: past 30 s on a busy machine.
    test.setTimeout(120_000);
    const samples = await pageTypeSamples(path.join(ROOT, 'dist', slug));
    expect(samples.map((sample) => sample.pageType)).toEqual(expect.arrayContaining(['home', 'search', 'vehicle', 'checkout / reserve', 'model', 'location', 'content page', '404 (unknown URL)']));
    const belowTarget: string[] = [];
    for (const sample of samples) {
      const graded = await observatoryGrade(new URL(sample.urlPath, siteOrigin(slug)));
      if (graded.grade !== 'A+' || graded.score < 100) {
        belowTarget.push(`${sample.pageType} (${sample.urlPath}): ${graded.grade} ${graded.score}, lost on ${graded.tests.filter((t) => t.modifier < 0).map((t) => t.result).join(', ')}`);
      }
      expect(graded.tests.find((t) => t.name === 'content-security-policy')?.result, sample.urlPath).toBe('csp-implemented-with-no-unsafe-default-src-none');
    }
    expect(belowTarget).toEqual([]);
  });
}

test('the headers file is for the host: the server answers it as an unknown page, with the site-wide policy', async ({ request }) => {
  const response = await request.get(new URL('/_headers', siteOrigin('brighton-volkswagen')).href);
  expect(response.status()).toBe(404);
  expect(await response.text()).not.toContain('Content-Security-Policy:');
  expect(response.headers()[CSP_HEADER.toLowerCase()]).toContain("default-src 'none'");
});
