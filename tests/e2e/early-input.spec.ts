/**
 * A shopper on a slow phone types into a form before its script has arrived: the server-rendered
 * inputs take the text, and the form keeps it once it hydrates, through the next keystrokes, rather
 * than writing its own empty state back over it. Each test holds back the page's scripts, types,
 * then lets them run, so the typing always lands before hydration (module scripts hold back
 * DOMContentLoaded too, so each page is awaited only until its HTML starts to arrive). axe runs on
 * the page each ends on.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { financePath, ROUTES } from '../../src/domain/routes/routes.ts';
import { test } from './a11y.ts';
import { siteConfig, siteOrigin, type DemoSite } from './sites.ts';

/** Holds every script of the site until `release` is called: the page shows its server HTML only. */
async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/_astro\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/**
 * Waits until Astro has hydrated every island inside `scope`. The form's first effect may still be
 * pending then; React runs it before the next keystroke's render, which is what each test checks.
 */
async function waitForHydration(scope: Locator): Promise<void> {
  await expect(scope.locator('astro-island[ssr]')).toHaveCount(0);
}

const SITE: DemoSite = 'brighton-volkswagen';

test('the contact form keeps a name typed before its script arrived', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto(`${siteOrigin(SITE)}${ROUTES.contact}`, { waitUntil: 'commit' });
  const form = page.locator('form.lead-form');
  await form.getByRole('textbox', { name: /^First name/ }).fill('Early');
  await form.getByRole('textbox', { name: /^Last name/ }).fill('Bird');
  await expect(page.locator('astro-island[ssr]')).not.toHaveCount(0);
  scripts.release();
  await waitForHydration(page.locator('main'));
  // A keystroke after hydration renders the form again: the early text must survive it.
  await form.getByRole('textbox', { name: /^Email/ }).fill('early@example.com');
  await form.getByRole('textbox', { name: /^Email/ }).blur();
  await expect(form.getByRole('textbox', { name: /^First name/ })).toHaveValue('Early');
  await expect(form.getByRole('textbox', { name: /^Last name/ })).toHaveValue('Bird');
  await expect(form.getByRole('textbox', { name: /^Email/ })).toHaveValue('early@example.com');
});

test('the finance application keeps a loan amount typed before its script arrived', async ({ page }) => {
  const scripts = await holdScripts(page);
  const config = siteConfig(SITE);
  await page.goto(`${siteOrigin(SITE)}${financePath({ financeRoute: config.features.finance_route })}`, { waitUntil: 'commit' });
  const form = page.locator('#finance-form');
  await form.getByRole('textbox', { name: /^Loan amount/ }).fill('32000');
  scripts.release();
  await waitForHydration(form);
  await expect(form.getByRole('status')).toHaveCount(0);
  await form.getByRole('textbox', { name: /^Deposit/ }).fill('5000');
  await form.getByRole('textbox', { name: /^Deposit/ }).blur();
  await expect(form.getByRole('textbox', { name: /^Loan amount/ })).toHaveValue('32000');
  await expect(form.getByRole('textbox', { name: /^Deposit/ })).toHaveValue('5000');
});
