/**
 * Special offers: /special-offers shows the live offers as cards whose
 * description and disclaimer toggle by keyboard with a 300 ms transition; the manufacturer/model
 * filter keeps its state in the URL through a reload; an ended, not yet started or excluded offer is
 * absent from the list and has no page; every offer link lands; an offer page carries its schema.org
 * Offer; an offer enquiry ends on /success and is stored.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { builtOffers, offerHref, type OfferEntry } from '../../src/components/offers/offer-links.ts';
import { parseSuccessCategory, storageKeys } from '../../src/domain/shopper/browser-storage.ts';
import { offerDescriptionText, offerDisclaimerText } from '../../src/domain/content/collapsible-text.ts';
import { OFFER_ENQUIRY_CATEGORY } from '../../src/domain/leads/offer-enquiry-form.ts';
import { ROUTES } from '../../src/domain/routes/routes.ts';
import { expectNoAxeViolations, test } from './a11y.ts';
import { siteConfig, siteOrigin, type DemoSite } from './sites.ts';
import { keepAnswers, waitOutBotCheck } from './lead-helpers.ts';
import { staticIslands } from './islands.ts';

const ROOT = path.join(import.meta.dirname, '..', '..');

/** Every offer of a demo site's data, live or not. */
function allOffers(site: DemoSite): OfferEntry[] {
  return JSON.parse(readFileSync(path.join(ROOT, 'data', site, 'offers.json'), 'utf8')) as OfferEntry[];
}

/** The offers live on the site now (the demo data keeps a week's margin around every date). */
function liveOffersOf(site: DemoSite): OfferEntry[] {
  return builtOffers(allOffers(site), siteConfig(site), Math.floor(Date.now() / 1000));
}

async function openOffers(page: Page, site: DemoSite, query = '') {
  const response = await page.goto(`${siteOrigin(site)}${ROUTES.specialOffers}${query}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Special offers');
}

const cards = (page: Page) => page.locator('[data-offer-card]');
const visibleCardNames = (page: Page) => page.locator('[data-offer-card]:not([hidden]) .offer-card__name').allInnerTexts();

for (const site of ['brighton-volkswagen', 'bayside-motor-group'] as const) {
  test(`${site}: the list shows exactly the live offers, each linking to a page that exists; the others have no page`, async ({ page, request }) => {
    const live = liveOffersOf(site);
    const hidden = allOffers(site).filter((offer) => !live.some((shown) => shown.id === offer.id));
    // The demo data hides one excluded, one ended and one not yet started offer.
    expect(hidden.length).toBeGreaterThanOrEqual(3);
    await openOffers(page, site);
    await expect(cards(page)).toHaveCount(live.length);
    expect(await visibleCardNames(page)).toEqual(live.map((offer) => offer.name));
    await expect(page.getByRole('status')).toHaveText(`${live.length} offers`);
    for (const offer of hidden) await expect(page.getByText(offer.name, { exact: true })).toHaveCount(0);

    const hrefs = await page.locator('main a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    for (const href of new Set(hrefs.map((href) => href.replace(/#.*$/, '')))) {
      expect((await request.get(`${siteOrigin(site)}${href}`)).status(), href).toBe(200);
    }
    for (const offer of hidden) {
      expect((await request.get(`${siteOrigin(site)}${offerHref(offer, siteConfig(site))}`)).status()).toBe(404);
    }
    await expectNoAxeViolations(page);
  });
}

test('an offer card\'s description and disclaimer toggle by keyboard, with aria-expanded and a 300 ms transition', async ({ page }) => {
  const site: DemoSite = 'brighton-volkswagen';
  const offer = liveOffersOf(site).find((candidate) => offerDescriptionText(candidate).kind === 'collapsible' && offerDisclaimerText(candidate).kind === 'collapsible');
  if (offer === undefined) throw new Error(`${site} has no offer with a long description and disclaimer`);
  const description = offerDescriptionText(offer);
  const disclaimer = offerDisclaimerText(offer);
  if (description.kind !== 'collapsible' || disclaimer.kind !== 'collapsible') throw new Error('unreachable');
  await openOffers(page, site);
  const card = page.locator('[data-offer-card]').filter({ has: page.getByRole('heading', { name: offer.name }) });

  for (const [text, cls] of [
    [description, '.offer-card__description'],
    [disclaimer, '.offer-card__disclaimer'],
  ] as const) {
    const toggle = card.getByRole('button', { name: text.moreLabel, exact: true });
    const box = card.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(box.locator(`${cls}:visible`)).toHaveText(text.short);
    // Record the box's transitions: the height eases over 300 ms.
    await box.evaluate((element) => {
      (window as unknown as { transitions: string[] }).transitions = [];
      element.addEventListener('transitionend', (event) => {
        const { propertyName, elapsedTime } = event as TransitionEvent;
        (window as unknown as { transitions: string[] }).transitions.push(`${propertyName} ${elapsedTime}`);
      });
    });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const less = card.getByRole('button', { name: text.lessLabel, exact: true });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect(less).toBeFocused();
    await expect(box.locator(`${cls}:visible`)).toHaveText(text.full);
    await expect.poll(() => page.evaluate(() => (window as unknown as { transitions: string[] }).transitions)).toContain('height 0.3');
    expect(await box.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe('0.3s');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Space');
    await expect(card.getByRole('button', { name: text.moreLabel, exact: true })).toHaveAttribute('aria-expanded', 'false');
    await expect(box.locator(`${cls}:visible`)).toHaveText(text.short);
  }
});

test('without JavaScript, every live offer shows with its whole description and disclaimer, and no toggles or filter', async ({ browser, page }) => {
  const site: DemoSite = 'bayside-motor-group';
  const live = liveOffersOf(site);
  // axe needs JavaScript, so the script-less view is read in a context of its own; the same page with
  // JavaScript (the same markup, the texts collapsed) is checked with axe below.
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const bare = await context.newPage();
    await openOffers(bare, site, '?manufacturer=kia');
    expect(await visibleCardNames(bare)).toEqual(live.map((offer) => offer.name));
    await expect(bare.getByRole('button', { name: /View more|View full disclaimer/ })).toHaveCount(0);
    await expect(bare.getByRole('combobox')).toHaveCount(0);
    const long = live.find((offer) => offerDescriptionText(offer).kind === 'collapsible');
    if (long === undefined) throw new Error(`${site} has no live offer with a long description`);
    await expect(bare.getByText(long.sanitized_description, { exact: true })).toBeVisible();
  } finally {
    await context.close();
  }
  await openOffers(page, site);
  await expectNoAxeViolations(page);
});

test('the manufacturer and model filter keeps its state in the URL through a reload', async ({ page }) => {
  const site: DemoSite = 'bayside-motor-group';
  const live = liveOffersOf(site);
  const withModel = live.find((offer) => offer.model !== null);
  if (withModel?.model == null) throw new Error(`${site} has no live model offer`);
  const make = withModel.manufacturer;
  await openOffers(page, site);
  const makeSelect = page.getByRole('combobox', { name: 'Manufacturer' });
  const modelSelect = page.getByRole('combobox', { name: 'Model' });

  await makeSelect.selectOption(make.slug);
  await expect(page).toHaveURL(`${siteOrigin(site)}${ROUTES.specialOffers}?manufacturer=${make.slug}`);
  const ofMake = live.filter((offer) => offer.manufacturer.slug === make.slug);
  expect(await visibleCardNames(page)).toEqual(ofMake.map((offer) => offer.name));
  await expect(page.getByRole('status')).toHaveText(ofMake.length === 1 ? '1 offer' : `${ofMake.length} offers`);
  // Only this make's models are offered.
  const modelNames = new Set(ofMake.flatMap((offer) => (offer.model ? [offer.model.name] : [])));
  expect(new Set((await modelSelect.getByRole('option').allInnerTexts()).filter((name) => name !== 'All models'))).toEqual(modelNames);

  await modelSelect.selectOption(withModel.model.slug);
  await expect(page).toHaveURL(`${siteOrigin(site)}${ROUTES.specialOffers}?manufacturer=${make.slug}&model=${withModel.model.slug}`);
  const ofModel = ofMake.filter((offer) => offer.model?.slug === withModel.model?.slug);
  expect(await visibleCardNames(page)).toEqual(ofModel.map((offer) => offer.name));

  await page.reload();
  await expect(makeSelect).toHaveValue(make.slug);
  await expect(modelSelect).toHaveValue(withModel.model.slug);
  expect(await visibleCardNames(page)).toEqual(ofModel.map((offer) => offer.name));
  await expectNoAxeViolations(page);

  await makeSelect.selectOption('');
  await expect(page).toHaveURL(`${siteOrigin(site)}${ROUTES.specialOffers}`);
  await expect(cards(page).locator('visible=true')).toHaveCount(live.length);
});

test('an offer page carries its schema.org Offer with its dates, and an enquiry from it ends on /success and is stored', async ({ page }) => {
  const site: DemoSite = 'bayside-motor-group';
  const config = siteConfig(site);
  const offer = liveOffersOf(site).find((candidate) => candidate.model !== null && candidate.expires_on !== null);
  if (offer === undefined) throw new Error(`${site} has no live dated model offer`);
  await openOffers(page, site);
  await page.getByRole('link', { name: `Enquire Now: ${offer.name}` }).click();
  await expect(page).toHaveURL(`${siteOrigin(site)}${offerHref(offer, config)}#offer-enquiry`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(offer.name);
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
  expect(data).toMatchObject({
    '@type': 'Offer',
    name: offer.name,
    validFrom: offer.starts_on,
    validThrough: offer.expires_on,
    priceCurrency: 'AUD',
    itemOffered: { '@type': 'Car', model: offer.model?.name },
    seller: { '@type': 'AutoDealer', name: config.name },
  });

  const form = page.locator('#offer-enquiry-form');
  await form.scrollIntoViewIfNeeded();
  await expect(staticIslands(page)).toHaveCount(0);
  // The form's fill-time clock started when it hydrated, just before this.
  const shownAt = Date.now();
  await expect(form.getByText(offer.name)).toBeVisible();
  await form.getByRole('textbox', { name: 'First name' }).fill('Robin');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Nguyen');
  await form.getByRole('textbox', { name: 'Email' }).fill('robin@example.com');
  await form.getByRole('textbox', { name: 'Phone' }).fill('0400 765 432');
  await form.getByRole('textbox', { name: 'Message' }).fill('Is this offer available on the top model?');
  await expectNoAxeViolations(page);
  await waitOutBotCheck(page, shownAt);
  const answered = await keepAnswers(page, '**/api/forms');
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/forms') && response.request().method() === 'POST');
  await form.getByRole('button', { name: 'Send enquiry' }).focus();
  await page.keyboard.press('Enter');
  const response = await answer;
  expect(response.request().postDataJSON()).toMatchObject({
    category: OFFER_ENQUIRY_CATEGORY,
    fields: { Offer: offer.name, 'Offer ID': String(offer.id), 'First name': 'Robin' },
  });
  await expect.poll(answered).toBeDefined();
  expect(answered()?.status, answered()?.text).toBe(200);
  const { lead_id: leadId } = JSON.parse(answered()?.text ?? '{}') as { lead_id: string };
  await expect(page).toHaveURL(`${siteOrigin(site)}${ROUTES.success}`);
  expect(parseSuccessCategory(await page.evaluate((key) => localStorage.getItem(key), storageKeys(site).successCategory))).toBe(OFFER_ENQUIRY_CATEGORY);

  const { stdout } = await promisify(execFile)(process.execPath, [path.join(ROOT, 'scripts', 'leads.ts'), 'list', '--site', site, '--json'], { cwd: ROOT });
  const listed = JSON.parse(stdout) as { lead_id: string; kind: string; category: string }[];
  expect(listed).toContainEqual(expect.objectContaining({ lead_id: leadId, kind: 'form', category: OFFER_ENQUIRY_CATEGORY }));
});
