/**
 * The model pages: the /models directory and its body filter kept in the URL, a model's
 * intro page and its calls to action (a coming-soon model's 'Register Your Interest' scrolls to the
 * form section), and the ways in from the brand home page's slider and the New Vehicles menu. axe
 * runs on every page visited.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, test } from './a11y.ts';
import { siteConfig, siteOrigin, type DemoSite } from './sites.ts';

interface DemoModel {
  name: string;
  slug: string;
  manufacturer_name: string;
  status: string;
  body: string[];
  override_url: string | null;
}

/** A demo site's model catalogue, as the build reads it. */
function demoModels(slug: DemoSite): DemoModel[] {
  return JSON.parse(readFileSync(path.join(import.meta.dirname, '..', '..', 'data', slug, 'models.json'), 'utf8')) as DemoModel[];
}

/** The names on the directory's cards a shopper can see. */
async function visibleModelNames(page: Page): Promise<string[]> {
  const names = page.locator('[data-models-list] > li:visible h2');
  return (await names.allTextContents()).map((name) => name.trim()).sort();
}

const fullNames = (models: readonly DemoModel[]) => models.map((model) => `${model.manufacturer_name} ${model.name}`).sort();

test.describe('the /models directory', () => {
  const slug = 'brighton-volkswagen';
  const models = demoModels(slug);

  test('?body=SUV shows only the SUVs, and the filter survives a reload', async ({ page }) => {
    const suvs = models.filter((model) => model.body.includes('SUV'));
    expect(suvs.length).toBeGreaterThan(0);
    await page.goto(`${siteOrigin(slug)}/models?body=SUV`);
    await expect(page.getByRole('heading', { level: 1, name: 'New models' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(`${suvs.length} SUV models`);
    expect(await visibleModelNames(page)).toEqual(fullNames(suvs));
    const filter = page.getByRole('navigation', { name: 'Filter models by body type' });
    await expect(filter.getByRole('link', { name: 'SUV', exact: true })).toHaveAttribute('aria-current', 'true');
    await expectNoAxeViolations(page);

    await page.reload();
    expect(new URL(page.url()).searchParams.get('body')).toBe('SUV');
    await expect(page.getByRole('status')).toHaveText(`${suvs.length} SUV models`);
    expect(await visibleModelNames(page)).toEqual(fullNames(suvs));
  });

  test('choosing a body keeps it in the URL, and back returns to the list before', async ({ page }) => {
    await page.goto(`${siteOrigin(slug)}/models`);
    await expect(page.getByRole('status')).toHaveText(`${models.length} models`);
    const filter = page.getByRole('navigation', { name: 'Filter models by body type' });
    // Only bodies the site has models of are offered.
    const offered = await filter.getByRole('link').allTextContents();
    for (const body of offered.slice(1)) expect(models.some((model) => model.body.includes(body.trim()))).toBe(true);

    const utes = models.filter((model) => model.body.includes('Ute'));
    await filter.getByRole('link', { name: 'Ute', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/models\?body=Ute$/);
    await expect(page.getByRole('status')).toHaveText(`${utes.length} Ute ${utes.length === 1 ? 'model' : 'models'}`);
    expect(await visibleModelNames(page)).toEqual(fullNames(utes));
    await expectNoAxeViolations(page);

    await page.goBack();
    await expect(page).toHaveURL(/\/models$/);
    await expect(page.getByRole('status')).toHaveText(`${models.length} models`);
    await expect(filter.getByRole('link', { name: 'All', exact: true })).toHaveAttribute('aria-current', 'true');
  });

  test('a body the site has no models of shows the empty state with a way back to every model', async ({ page }) => {
    const group: DemoSite = 'bayside-motor-group';
    expect(demoModels(group).some((model) => model.body.includes('Camper'))).toBe(false);
    await page.goto(`${siteOrigin(group)}/models?body=Camper`);
    await expect(page.getByRole('status')).toHaveText('No Camper models right now');
    expect(await visibleModelNames(page)).toEqual([]);
    await page.getByRole('link', { name: 'See all models' }).click();
    await expect(page).toHaveURL(/\/models$/);
    expect(await visibleModelNames(page)).toEqual(fullNames(demoModels(group)));
  });

  test('each card links to its model page, or to the page the catalogue overrides it with', async ({ page }) => {
    await page.goto(`${siteOrigin(slug)}/models`);
    for (const model of models) {
      const link = page.getByRole('link', { name: `${model.manufacturer_name} ${model.name}`, exact: true });
      await expect(link).toHaveAttribute('href', model.override_url ?? `/models/${model.slug}`);
    }
  });
});

test.describe('a model intro page', () => {
  test("a coming-soon model offers 'Register Your Interest', which scrolls to the form section", async ({ page }) => {
    const slug = 'northern-isuzu-ute';
    const model = demoModels(slug).find((candidate) => candidate.slug === 'd-max-ev');
    expect(model?.status).toBe('coming_soon');
    await page.goto(`${siteOrigin(slug)}/models/d-max-ev`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Isuzu D-Max EV');
    await expect(page.getByRole('link', { name: 'Get a Quote' })).toHaveCount(0);
    const register = page.getByRole('link', { name: 'Register Your Interest' });
    const form = page.locator('#model-form');
    await expect(form).not.toBeInViewport();
    await register.click();
    await expect(page).toHaveURL(/\/models\/d-max-ev#model-form$/);
    await expect(form).toBeInViewport();
    await expect(form.getByRole('heading', { level: 2, name: 'Register Your Interest' })).toBeVisible();
  });

  test("an established model offers 'Get a Quote', a test drive and finance, says where it is for sale and describes itself as structured data", async ({ page }) => {
    const slug = 'brighton-volkswagen';
    const primary = siteConfig(slug).locations.find((location) => location.primary) ?? siteConfig(slug).locations[0];
    await page.goto(`${siteOrigin(slug)}/models/golf`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Volkswagen Golf');
    await expect(page.getByText(`For sale in ${primary?.address.city} ${primary?.address.state}`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get a Quote' })).toHaveAttribute('href', '/models/order-now?model_id=golf');
    await expect(page.getByRole('link', { name: 'Book a Test Drive' })).toHaveAttribute('href', '/book-test-drive/?model_id=golf&model=Golf');
    await expect(page.getByRole('link', { name: /^Get Finance/ })).toHaveAttribute('href', /^\/finance\?vehiclePriceBudget=\d+#finance-form$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Features' })).toBeVisible();
    const variants = page.getByRole('region', { name: 'Variants' });
    await expect(variants.getByRole('link', { name: 'Volkswagen Golf GTI' })).toHaveAttribute('href', '/models/golf-gti');
    // The Golf R's catalogue entry points at this page: it is shown, but not as a link to itself.
    await expect(variants.getByRole('heading', { name: 'Volkswagen Golf R' })).toBeVisible();
    await expect(variants.getByRole('link', { name: 'Volkswagen Golf R' })).toHaveCount(0);
    const stock = page.getByRole('region', { name: 'Volkswagen Golf in stock' });
    await expect(stock.getByRole('link', { name: 'See all Volkswagen Golf for sale' })).toHaveAttribute('href', '/search/volkswagen/golf');

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
    expect(jsonLd).toMatchObject({ '@type': ['Car', 'ProductModel'], name: 'Volkswagen Golf', offers: { '@type': 'AggregateOffer', priceCurrency: 'AUD' } });
  });

  test('its description keeps only safe markup', async ({ page }) => {
    await page.goto(`${siteOrigin('bayside-motor-group')}/models/ranger`);
    const description = page.locator('.model-description');
    await expect(description.getByRole('heading', { level: 3, name: 'The range' })).toBeVisible();
    expect(await description.locator('script, style, [onerror], [onclick], [style]').count()).toBe(0);
  });
});

test.describe('ways in to the model pages', () => {
  test("the brand home page's model slider links each model with 'Explore More' or 'Discover More'", async ({ page }) => {
    const slug = 'brighton-volkswagen';
    await page.goto(`${siteOrigin(slug)}/`);
    const slider = page.getByRole('region', { name: 'Explore the range' });
    const next = slider.getByRole('button', { name: 'Next model' });
    const previous = slider.getByRole('button', { name: 'Previous model' });
    await expect(previous).toBeDisabled();
    const first = slider.locator('[data-carousel-slide]').first();
    const link = first.getByRole('link');
    await expect(link).toHaveAccessibleName(/^(Explore More|Discover More) ?: \S/);
    await next.click();
    await expect(slider.getByText('Slide 2 of')).toBeVisible();
    await expect(previous).toBeEnabled();
    await previous.click();
    await expect(previous).toBeDisabled();
    await expect(next).toBeFocused();

    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/models\/[a-z0-9-]+$/);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Volkswagen /);
  });

  test('the New Vehicles menu leads to a model page', async ({ page }) => {
    const slug = 'brighton-volkswagen';
    await page.goto(`${siteOrigin(slug)}/about-us`);
    await page.getByRole('button', { name: 'New Vehicles' }).click();
    await page.getByRole('link', { name: 'Tiguan', exact: false }).first().click();
    await expect(page).toHaveURL(/\/models\/tiguan$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Volkswagen Tiguan');
    await page.getByRole('link', { name: 'Models', exact: true }).click();
    await expect(page).toHaveURL(/\/models$/);
  });
});
