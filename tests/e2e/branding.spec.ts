import { expect } from '@playwright/test';
import { expectNoAxeViolations, test } from './a11y.ts';
import { E2E_SITES, siteConfig, siteOrigin } from './sites.ts';

const LOCALES = { AU: 'en-AU', NZ: 'en-NZ', US: 'en-US' } as const;

/** `#001e50` -> `rgb(0, 30, 80)`, as getComputedStyle reports colours. */
function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

for (const slug of E2E_SITES) {
  const config = siteConfig(slug);

  test(`${slug} looks like its own brand`, async ({ page }) => {
    const response = await page.goto(`${siteOrigin(slug)}/`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(config.name);
    await expect(page.locator('html')).toHaveAttribute('lang', LOCALES[config.region]);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', config.brand.colours.primary);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', config.brand.favicon);

    const logo = page.getByRole('banner').getByRole('link', { name: `${config.brand.logo.alt} home` });
    await expect(logo.locator('img')).toHaveAttribute('src', config.brand.logo.url);
    expect(await logo.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    const brandBar = config.template === 'brand' ? page.locator('.site-header--brand') : page.locator('.contact-strip');
    await expect(brandBar).toHaveCSS('background-color', rgb(config.brand.colours.primary));
    await expect(page.locator('body')).toHaveCSS('font-family', config.brand.fonts.body.replace(/'/g, '"'));
    await expect(page.locator('body')).toHaveClass(`template-${config.template}`);
    await expectNoAxeViolations(page);
  });
}

test('the five sites have five different primary colours and logos', () => {
  const configs = E2E_SITES.map(siteConfig);
  expect(new Set(configs.map((c) => c.brand.colours.primary)).size).toBe(configs.length);
  expect(new Set(configs.map((c) => c.brand.logo.url)).size).toBe(configs.length);
});
