import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { expectNoAxeViolations, test } from './a11y.ts';
import { E2E_SITES, siteConfig, siteOrigin } from './sites.ts';

const CONTENT_PAGES = ['/about-us', '/privacy-policy', '/terms-and-conditions', '/pages/warranty', '/pages/roadside-assist', '/pages/care-plans'];

for (const path of CONTENT_PAGES) {
  test(`${path} is served from its content file with the dealer's details filled in`, async ({ page }) => {
    const config = siteConfig('harbour-city-renault-skoda');
    const response = await page.goto(`${siteOrigin('harbour-city-renault-skoda')}${path}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const text = await page.locator('main').innerText();
    expect(text).not.toContain('{{');
    expect(text.length).toBeGreaterThan(800);
    await expect(page).toHaveTitle(new RegExp(`\\| ${config.name}$`));
    await expectNoAxeViolations(page);
  });
}

test('an unknown address shows the 404 page with status 404', async ({ page }) => {
  const response = await page.goto(`${siteOrigin('lakeside-mazda')}/no-such-page`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Sorry, we can't find that page");
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  await expectNoAxeViolations(page);
});

test('every site publishes robots.txt and a sitemap of its own pages', async ({ request }) => {
  for (const slug of E2E_SITES) {
    const config = siteConfig(slug);
    const robots = await request.get(`${siteOrigin(slug)}/robots.txt`);
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${config.url}/sitemap.xml`);
    const sitemap = await request.get(`${siteOrigin(slug)}/sitemap.xml`);
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${config.url}/`);
    for (const path of CONTENT_PAGES) expect(locs).toContain(`${config.url}${path}`);
    expect(locs.some((loc) => loc?.includes('404'))).toBe(false);
  }
});

test('hashed assets are cached for a year and pages are revalidated', async ({ request }) => {
  const origin = siteOrigin('northern-isuzu-ute');
  const home = await request.get(`${origin}/`);
  expect(home.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  expect(home.headers()['x-content-type-options']).toBe('nosniff');
  const [asset] = readdirSync(path.join(import.meta.dirname, '..', '..', 'dist', 'northern-isuzu-ute', '_astro'));
  expect(asset).toBeTruthy();
  const response = await request.get(`${origin}/_astro/${asset}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});
