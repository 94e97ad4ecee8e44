import { expect } from '@playwright/test';
import { test } from './a11y.ts';
import { siteOrigin } from './sites.ts';

const brighton = siteOrigin('brighton-volkswagen');

test("the Brighton service page links its pricing guide and only the ended summer offer's terms, as past", async ({ page }) => {
  await page.goto(`${brighton}/service`);
  const main = page.locator('main');
  // The 2023 offer has ended: its prices are not advertised on the booking page.
  await expect(main).not.toContainText('$299');
  await expect(main).not.toContainText('$499');
  await expect(page.getByText('(ended 31 December 2023)')).toBeVisible();

  await page.getByRole('link', { name: 'See our service pricing guide' }).click();
  await expect(page).toHaveURL(`${brighton}/service/pricing-guide`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service pricing guide');
  await expect(page.getByRole('row', { name: /^Essential Plus/ })).toContainText('$589');
});

test('the summer service offer terms page says the offer has ended and gives its terms', async ({ page }) => {
  await page.goto(`${brighton}/service`);
  await page.getByRole('link', { name: 'Summer service offer terms' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Summer service offer: terms and conditions');
  const main = page.locator('main');
  await expect(main).toContainText('This offer has ended.');
  await expect(main).toContainText('from 1 September 2023 to 31 December 2023');
  await expect(main).toContainText('Essential $299, Essential Plus $499');
  await expect(main).toContainText('12 months of roadside assistance, valued at $140.11');
  await expect(main).toContainText('vehicles up to 9 years old');
  await expect(main).toContainText('$25,000 cash');
});

test('a site without a pricing guide or service offers builds neither page', async ({ request }) => {
  const bayside = siteOrigin('bayside-motor-group');
  expect((await request.get(`${bayside}/service/pricing-guide`)).status()).toBe(404);
  expect((await request.get(`${bayside}/service/offer-terms/summer-service-2023`)).status()).toBe(404);
});
