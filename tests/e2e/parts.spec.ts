/**
 * Parts and accessories: /parts/search keeps its state (query, filters,
 * sort, page) in the URL through a reload, shows results and an empty state with 'Clear filters';
 * the parts page's category and model links land on the search with that filter; a part's
 * 'Enquire' leads to the parts enquiry form naming the part, which ends on /success and is stored.
 * axe checks every page visited.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { parseSuccessCategory, storageKeys } from '../../src/domain/shopper/browser-storage.ts';
import { PART_FIELD, PARTS_ENQUIRY_CATEGORY } from '../../src/domain/leads/parts-enquiry-form.ts';
import { EMPTY_PARTS_STATE, partCategoryCounts, partsCountText, searchParts, type Part, type PartsState } from '../../src/domain/content/parts.ts';
import { ROUTES } from '../../src/domain/routes/routes.ts';
import { expectNoAxeViolations, test } from './a11y.ts';
import { siteOrigin, type DemoSite } from './sites.ts';
import { keepAnswers, waitOutBotCheck } from './lead-helpers.ts';
import { staticIslands } from './islands.ts';

const ROOT = path.join(import.meta.dirname, '..', '..');

function partsOf(site: DemoSite): Part[] {
  return JSON.parse(readFileSync(path.join(ROOT, 'data', site, 'parts.json'), 'utf8')) as Part[];
}

function modelNamesOf(site: DemoSite): Map<string, string> {
  const models = JSON.parse(readFileSync(path.join(ROOT, 'data', site, 'models.json'), 'utf8')) as { slug: string; name: string }[];
  return new Map(models.map((model) => [model.slug, model.name]));
}

/** The part names a state shows, as the page's search must. */
function expectedNames(site: DemoSite, state: Partial<PartsState>): { names: string[]; total: number } {
  const found = searchParts(partsOf(site), { ...EMPTY_PARTS_STATE, ...state }, modelNamesOf(site));
  return { names: found.hits.map((part) => part.name), total: found.total };
}

const cardNames = (page: Page) => page.locator('[data-part-card] .part-card__name').allInnerTexts();

async function openSearch(page: Page, site: DemoSite, query = '') {
  const response = await page.goto(`${siteOrigin(site)}${ROUTES.partsSearch}${query}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search parts');
  // The index has loaded when the search stops being busy.
  await expect(page.locator('[data-parts-search]')).not.toHaveAttribute('aria-busy', 'true');
}

test('the parts search keeps its query, filters, sort and page in the URL through a reload', async ({ page }) => {
  const site: DemoSite = 'brighton-volkswagen';
  await openSearch(page, site);
  const all = expectedNames(site, {});
  await expect(page.getByRole('status')).toHaveText(partsCountText(all.total));
  expect(await cardNames(page)).toEqual(all.names);
  await expectNoAxeViolations(page);

  // Typing searches after the pause; the URL follows.
  await page.getByRole('searchbox', { name: 'Search parts' }).fill('floor mats');
  await expect(page).toHaveURL(`${siteOrigin(site)}${ROUTES.partsSearch}?query=floor+mats`);
  const mats = expectedNames(site, { query: 'floor mats' });
  await expect(page.getByRole('status')).toHaveText(partsCountText(mats.total));
  expect(await cardNames(page)).toEqual(mats.names);

  // A category and a sort, then the second page.
  await page.getByRole('searchbox', { name: 'Search parts' }).fill('');
  await expect(page).toHaveURL(`${siteOrigin(site)}${ROUTES.partsSearch}`);
  const category = partCategoryCounts(partsOf(site)).find((entry) => entry.count > 21);
  if (category === undefined) throw new Error(`${site} has no category with more than one page of parts`);
  await page.getByRole('combobox', { name: 'Category' }).selectOption(category.name);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_desc');
  await page.getByRole('link', { name: 'Next page' }).click();
  const state = { category: category.name, sortBy: 'price_desc', page: 2 } as const;
  const url = `${siteOrigin(site)}${ROUTES.partsSearch}?category=${encodeURIComponent(category.name).replace(/%20/g, '+')}&sortBy=price_desc&page=2`;
  await expect(page).toHaveURL(url);
  const second = expectedNames(site, state);
  await expect.poll(() => cardNames(page)).toEqual(second.names);
  await expect(page.getByText('Page 2 of')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.locator('[data-parts-search]')).not.toHaveAttribute('aria-busy', 'true');
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue(category.name);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_desc');
  await expect.poll(() => cardNames(page)).toEqual(second.names);
  await expect(page.getByRole('status')).toHaveText(partsCountText(second.total));

  // Back returns to the first page.
  await page.goBack();
  await expect(page).toHaveURL(url.replace('&page=2', ''));
  await expect.poll(() => cardNames(page)).toEqual(expectedNames(site, { ...state, page: 1 }).names);
});

test('a search with no match shows the empty state, and Clear filters shows every part again', async ({ page }) => {
  const site: DemoSite = 'bayside-motor-group';
  const model = partsOf(site)[0]?.fits[0];
  if (model === undefined) throw new Error(`${site} has no parts`);
  await openSearch(page, site, `?query=no+such+part&model=${model}`);
  await expect(page.getByRole('status')).toHaveText('No parts found');
  await expect(page.getByText('No parts match your search.')).toBeVisible();
  await expect(page.locator('[data-part-card]')).toHaveCount(0);
  await expect(page.getByRole('searchbox', { name: 'Search parts' })).toHaveValue('no such part');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(`${siteOrigin(site)}${ROUTES.partsSearch}`);
  await expect(page.getByRole('status')).toHaveText(partsCountText(partsOf(site).length));
  await expect(page.getByText('No parts match your search.')).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Model' })).toHaveValue('');
});

test('the parts page links every category and model into the search, and every link lands', async ({ page, request }) => {
  const site: DemoSite = 'bayside-motor-group';
  const response = await page.goto(`${siteOrigin(site)}${ROUTES.parts}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parts & Accessories');
  for (const category of partCategoryCounts(partsOf(site))) {
    await expect(page.getByRole('link', { name: `${category.name} ${category.count === 1 ? '1 part' : `${category.count} parts`}` })).toBeVisible();
  }
  const hrefs = await page.locator('main a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  for (const href of new Set(hrefs.filter((href) => href.startsWith('/')).map((href) => href.replace(/#.*$/, '')))) {
    expect((await request.get(`${siteOrigin(site)}${href}`)).status(), href).toBe(200);
  }
  await expectNoAxeViolations(page);

  const modelLink = page.getByRole('link', { name: /^All .+ accessories$/ }).first();
  const modelName = ((await modelLink.textContent()) ?? '').replace(/^All | accessories$/g, '');
  await modelLink.click();
  await expect(page.locator('[data-parts-search]')).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('combobox', { name: 'Model' }).locator('option:checked')).toHaveText(modelName);
  const slug = new URL(page.url()).searchParams.get('model') ?? '';
  await expect.poll(() => cardNames(page)).toEqual(expectedNames(site, { model: slug }).names);
});

test('a part\'s enquiry names the part, ends on /success and is stored', async ({ page }) => {
  const site: DemoSite = 'brighton-volkswagen';
  await openSearch(page, site);
  const part = searchParts(partsOf(site), EMPTY_PARTS_STATE).hits[0];
  if (part === undefined) throw new Error(`${site} has no parts`);
  await page.getByRole('link', { name: `Enquire about ${part.name}` }).click();
  await expect(page).toHaveURL(`${siteOrigin(site)}${ROUTES.parts}?part=${part.part_number}#parts-enquiry`);
  const form = page.locator('#parts-enquiry-form');
  // The form hydrates in view (the link's anchor), then names the part once the index has loaded.
  await expect(staticIslands(page)).toHaveCount(0);
  // The form's fill-time clock started when it hydrated, just before this.
  const shownAt = Date.now();
  await expect(form.getByText(`${part.part_number} ${part.name}`)).toBeVisible();
  await form.getByRole('textbox', { name: 'First name' }).fill('Robin');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Nguyen');
  await form.getByRole('textbox', { name: 'Email' }).fill('robin@example.com');
  await form.getByRole('textbox', { name: 'Phone' }).fill('0400 765 432');
  await form.getByRole('textbox', { name: 'Vehicle model' }).fill('Golf');
  await form.getByRole('textbox', { name: 'Message' }).fill('Is it in stock for pick-up this week?');
  await expectNoAxeViolations(page);
  await waitOutBotCheck(page, shownAt);
  const answered = await keepAnswers(page, '**/api/forms');
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/forms') && response.request().method() === 'POST');
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  const response = await answer;
  expect(response.request().postDataJSON()).toMatchObject({
    category: PARTS_ENQUIRY_CATEGORY,
    fields: { [PART_FIELD]: `${part.part_number} ${part.name}`, 'First name': 'Robin', 'Vehicle model': 'Golf' },
  });
  await expect.poll(answered).toBeDefined();
  expect(answered()?.status, answered()?.text).toBe(200);
  const { lead_id: leadId } = JSON.parse(answered()?.text ?? '{}') as { lead_id: string };
  await expect(page).toHaveURL(`${siteOrigin(site)}${ROUTES.success}`);
  expect(parseSuccessCategory(await page.evaluate((key) => localStorage.getItem(key), storageKeys(site).successCategory))).toBe(PARTS_ENQUIRY_CATEGORY);

  const { stdout } = await promisify(execFile)(process.execPath, [path.join(ROOT, 'scripts', 'leads.ts'), 'list', '--site', site, '--json'], { cwd: ROOT });
  const listed = JSON.parse(stdout) as { lead_id: string; kind: string; category: string }[];
  expect(listed).toContainEqual(expect.objectContaining({ lead_id: leadId, kind: 'form', category: PARTS_ENQUIRY_CATEGORY }));
});
