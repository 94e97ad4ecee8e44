import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, test } from './a11y.ts';
import { builtPages, isBuiltPath } from '../../src/site/built-pages.ts';
import { siteConfig, siteOrigin } from './sites.ts';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const dropdownButton = (page: Page, name: string) => mainNav(page).getByRole('button', { name });
const panelOf = async (button: Locator) => button.page().locator(`#${await button.getAttribute('aria-controls')}`);

async function expectOpen(button: Locator, open: boolean): Promise<void> {
  await expect(button).toHaveAttribute('aria-expanded', String(open));
  const panel = await panelOf(button);
  if (open) await expect(panel).toBeVisible();
  else await expect(panel).toBeHidden();
}

test.describe('Volkswagen-branded header (brighton-volkswagen)', () => {
  const origin = siteOrigin('brighton-volkswagen');

  test('lists the spec menu item by item, in order', async ({ page }) => {
    await page.goto(`${origin}/`);
    // The spec's menu, less the links to pages this build does not make (src/site/built-pages.ts).
    const built = builtPages(siteConfig('brighton-volkswagen'));
    const topLevel = mainNav(page).locator(':scope > ul > li > :is(a, button)');
    await expect(topLevel).toHaveText(['Home', 'New Vehicles', 'Stock', 'Service', ...(isBuiltPath(built, '/special-offers') ? ['Special Offers'] : []), 'More']);
    await expect(mainNav(page).getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
    await expect(mainNav(page).getByRole('link', { name: 'Stock', exact: true })).toHaveAttribute('href', '/search/new-used-and-demo-cars');
    await expect(mainNav(page).getByRole('link', { name: 'Special Offers', exact: true })).toHaveCount(built.special_offers ? 1 : 0);
    if (built.special_offers) await expect(mainNav(page).getByRole('link', { name: 'Special Offers', exact: true })).toHaveAttribute('href', '/special-offers');

    const hrefsIn = async (name: string) => {
      const button = dropdownButton(page, name);
      await button.click();
      const panel = await panelOf(button);
      const hrefs = await panel.locator('ul a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      await button.click();
      return hrefs;
    };
    expect(await hrefsIn('Service')).toEqual(['/service', '/pages/warranty', '/pages/roadside-assist', '/pages/care-plans']);
    expect(await hrefsIn('More')).toEqual(['/vehicle-parts-and-accessories', '/finance-pre-approval', '/about-us', '/contact', '/privacy-policy'].filter((href) => isBuiltPath(built, href)));
    const models = await hrefsIn('New Vehicles');
    expect(models.length).toBeGreaterThan(5);
    // Each model's page, or while those are not built, the new stock of that model.
    for (const href of models) expect(href).toMatch(built.models ? /^\/models\/[a-z0-9-]+$/ : /^\/search\/new-cars\?model=/);
    await expectNoAxeViolations(page);
  });

  test('dropdowns open and close by mouse, and an outside click closes them', async ({ page }) => {
    await page.goto(`${origin}/`);
    const service = dropdownButton(page, 'Service');
    const more = dropdownButton(page, 'More');
    await expectOpen(service, false);
    await service.click();
    await expectOpen(service, true);
    await expectNoAxeViolations(page);
    await more.click();
    await expectOpen(more, true);
    await expectOpen(service, false);
    await more.click();
    await expectOpen(more, false);
    await service.click();
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await expectOpen(service, false);
  });

  test('dropdowns work by keyboard: Enter, arrows, Escape and Tab away', async ({ page }) => {
    await page.goto(`${origin}/`);
    const service = dropdownButton(page, 'Service');
    await service.focus();
    await page.keyboard.press('Enter');
    await expectOpen(service, true);
    await page.keyboard.press('Escape');
    await expectOpen(service, false);
    await expect(service).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expectOpen(service, true);
    const panel = await panelOf(service);
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link').nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(panel.getByRole('link').last()).toBeFocused();
    await page.keyboard.press('Escape');
    await expectOpen(service, false);
    await expect(service).toBeFocused();

    await page.keyboard.press('Space');
    await expectOpen(service, true);
    await page.keyboard.press('Space');
    await expectOpen(service, false);

    await page.keyboard.press('Enter');
    const links = await panel.getByRole('link').count();
    for (let i = 0; i <= links; i += 1) await page.keyboard.press('Tab');
    await expectOpen(service, false);
  });

  test('the forced-close signal closes an open dropdown, and navigating away leaves none open', async ({ page }) => {
    await page.goto(`${origin}/`);
    const more = dropdownButton(page, 'More');
    await more.click();
    await expectOpen(more, true);
    await page.evaluate(() => document.dispatchEvent(new CustomEvent('dealer:close-menus')));
    await expectOpen(more, false);

    await more.click();
    await (await panelOf(more)).getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(`${origin}/about-us`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goBack();
    await expect(page).toHaveURL(`${origin}/`);
    await expectOpen(dropdownButton(page, 'More'), false);
  });
});

test.describe('page addresses (brighton-volkswagen)', () => {
  const slug = 'brighton-volkswagen';
  const origin = siteOrigin(slug);
  const { url } = siteConfig(slug);

  test('the home and a top-level page name their own address as canonical and social URL, never a file name', async ({ page }) => {
    for (const [path, address] of [['/', `${url}/`], ['/about-us', `${url}/about-us`]] as const) {
      await page.goto(`${origin}${path}`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', address);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', address);
      await expectNoAxeViolations(page);
    }
  });
});

test.describe('dealer-group header (bayside-motor-group)', () => {
  const slug = 'bayside-motor-group';
  const config = siteConfig(slug);

  test('shows the Sales and Service phones and a contact link', async ({ page }) => {
    await page.goto(`${siteOrigin(slug)}/`);
    const strip = page.getByRole('list', { name: 'Contact the dealer' });
    const sales = strip.getByRole('link', { name: config.phones.sales });
    const service = strip.getByRole('link', { name: config.phones.service });
    await expect(sales).toHaveAttribute('href', `tel:${config.phones.sales.replace(/[^\d+]/g, '')}`);
    await expect(service).toHaveAttribute('href', `tel:${config.phones.service.replace(/[^\d+]/g, '')}`);
    await expect(strip).toContainText('Sales');
    await expect(strip).toContainText('Service');
    await expect(strip.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    await expectNoAxeViolations(page);
  });

  test('its dropdowns open by mouse and keyboard and close on Escape', async ({ page }) => {
    await page.goto(`${siteOrigin(slug)}/`);
    const locations = dropdownButton(page, 'Locations');
    await locations.click();
    await expectOpen(locations, true);
    const panel = await panelOf(locations);
    await expect(panel.getByRole('link')).toHaveCount(config.locations.filter((l) => l.visible).length + 1);
    await expectNoAxeViolations(page);
    await panel.getByRole('link').first().focus();
    await page.keyboard.press('Escape');
    await expectOpen(locations, false);
    await expect(locations).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expectOpen(locations, true);
  });
});

test.describe('small screens @mobile', () => {
  test('the Menu button shows the navigation, whose dropdowns still work', async ({ page }) => {
    await page.goto(`${siteOrigin('brighton-volkswagen')}/`);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(mainNav(page)).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(mainNav(page)).toBeVisible();
    const service = dropdownButton(page, 'Service');
    await service.click();
    await expectOpen(service, true);
    await expectNoAxeViolations(page);
    await toggle.click();
    await expect(mainNav(page)).toBeHidden();
  });
});
