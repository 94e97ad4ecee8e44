import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { expectNoAxeViolations, test } from './a11y.ts';
import { builtPages, isBuiltPath } from '../../src/site/built-pages.ts';
import { E2E_SITES, siteConfig, siteOrigin } from './sites.ts';

/** The spec's footer groups and their routes (product spec, "Footer groups"). */
const FOOTER = {
  Categories: ['/models?body=SUV', '/models?body=Passenger', '/models?body=Commercial', '/models?body=Camper'],
  Buying: ['/special-offers', '/search/new-cars', '/search/demo-cars', '/search/used-cars', '/finance-pre-approval'],
  Aftersales: ['/service', '/pages/warranty', '/pages/roadside-assist', '/pages/care-plans', '/vehicle-parts-and-accessories'],
  // The spec's Company links, then ours: Blog and Reviews.
  Company: ['/contact', '/about-us', '/careers', '/terms-and-conditions', '/privacy-policy', '/blog', '/reviews'],
};

/** The bodies of a demo site's models: a footer category shows only when the site has models of it. */
function modelBodies(slug: string): Set<string> {
  const models = JSON.parse(readFileSync(path.join(import.meta.dirname, '..', '..', 'data', slug, 'models.json'), 'utf8')) as { body: string[] }[];
  return new Set(models.flatMap((model) => model.body));
}

for (const slug of ['brighton-volkswagen', 'bayside-motor-group'] as const) {
  test(`the footer of ${slug} has the four spec groups with their routes, each to a page the build made`, async ({ page }) => {
    await page.goto(`${siteOrigin(slug)}/about-us`);
    const footer = page.getByRole('contentinfo');
    // The spec's links in the spec's order, less those to pages this build does not make and the
    // categories the site has no models of (a group left with none goes).
    const built = builtPages(siteConfig(slug));
    const bodies = modelBodies(slug);
    const hasModels = (href: string) => !href.startsWith('/models?body=') || bodies.has(new URL(href, 'https://x.example').searchParams.get('body') ?? '');
    for (const [group, specHrefs] of Object.entries(FOOTER)) {
      const hrefs = specHrefs.filter((href) => isBuiltPath(built, href) && hasModels(href));
      const nav = footer.getByRole('navigation', { name: group });
      if (hrefs.length === 0) {
        await expect(nav).toHaveCount(0);
        continue;
      }
      await expect(nav.getByRole('heading', { name: group })).toBeVisible();
      expect(await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(hrefs);
    }
    await expectNoAxeViolations(page);
  });
}

test('every site shows each dealership licence number in the footer', async ({ page }) => {
  for (const slug of E2E_SITES) {
    await page.goto(`${siteOrigin(slug)}/privacy-policy`);
    for (const dealership of siteConfig(slug).dealerships) {
      await expect(page.getByRole('contentinfo')).toContainText(`${dealership.name}: ${dealership.licence_number}`);
    }
    await expectNoAxeViolations(page);
  }
});
