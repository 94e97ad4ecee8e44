/**
 * The careers, blog and reviews pages: a careers enquiry is stored as a
 * General Enquiry / Career Enquiry with event 51 and pushes event 51; the blog index links every
 * post and a post shows its Markdown as HTML; the reviews page shows only ratings above 4, at most
 * 12, never by the hidden authors; a site that switches a page off builds none and links to none.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from '@playwright/test';
import { careersInOrder, roleName } from '../../src/components/company/careers.ts';
import { postsInOrder } from '../../src/components/company/posts.ts';
import { GOOGLE_REVIEWS_LIMIT, HIDDEN_REVIEW_AUTHORS } from '../../src/domain/basics/constants.ts';
import type { BlogPost, Career, Review } from '../../src/domain/content/content.ts';
import { LEAD_EVENT_IDS } from '../../src/domain/leads/event-ids.ts';
import { blogPostPath, careerPath, ROUTES } from '../../src/domain/routes/routes.ts';
import { expectNoAxeViolations, test } from './a11y.ts';
import { siteConfig, siteOrigin, type DemoSite } from './sites.ts';
import { keepAnswers, recordDataLayer, recordedDataLayer, waitOutBotCheck } from './lead-helpers.ts';
import { staticIslands } from './islands.ts';

const ROOT = path.join(import.meta.dirname, '..', '..');

function dataOf<T>(site: DemoSite, file: string): T[] {
  return JSON.parse(readFileSync(path.join(ROOT, 'data', site, file), 'utf8')) as T[];
}

test('/careers lists every role, each linking to its page; an enquiry from a role page is stored as a Career Enquiry with event 51', async ({ page }) => {
  const site: DemoSite = 'brighton-volkswagen';
  const careers = careersInOrder(dataOf<Career>(site, 'careers.json'));
  expect((await page.goto(`${siteOrigin(site)}${ROUTES.careers}`))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
  const roles = page.getByRole('list', { name: 'Open roles' }).getByRole('heading', { level: 2 }).getByRole('link');
  expect(await roles.evaluateAll((links) => links.map((a) => [a.textContent?.trim(), a.getAttribute('href')]))).toEqual(
    careers.map((career) => [career.title, careerPath(career.slug)]),
  );
  const chooser = page.getByRole('combobox', { name: /Role/ });
  await chooser.scrollIntoViewIfNeeded();
  await expect(chooser.getByRole('option')).toHaveText(['Choose one', ...careers.map(roleName), 'Any suitable role']);
  await expectNoAxeViolations(page);

  const career = careers[0];
  if (career === undefined) throw new Error(`${site} has no roles`);
  await roles.first().click();
  await expect(page).toHaveURL(`${siteOrigin(site)}${careerPath(career.slug)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(career.title);
  // The description's Markdown, as HTML: its '## What you'll do' heading (typographic quotes) and its list.
  await expect(page.getByRole('heading', { level: 2, name: /^What you.ll do$/ })).toBeVisible();
  await expect(page.getByRole('article').getByRole('listitem').first()).toBeVisible();
  const form = page.locator('#careers-enquiry-form');
  await form.scrollIntoViewIfNeeded();
  await expect(staticIslands(page)).toHaveCount(0);
  // The form's fill-time clock started when it hydrated, just before this.
  const shownAt = Date.now();
  await expect(form.getByText(roleName(career))).toBeVisible();
  await form.getByRole('textbox', { name: 'First name' }).fill('Robin');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Nguyen');
  await form.getByRole('textbox', { name: 'Email' }).fill('robin@example.com');
  await form.getByRole('textbox', { name: 'Phone' }).fill('0400 765 432');
  await form.getByRole('textbox', { name: 'Message' }).fill('I have five years in car sales.');
  await form.getByRole('textbox', { name: 'Link to your CV' }).fill('https://cv.example/robin');
  await expectNoAxeViolations(page);
  await recordDataLayer(page);
  await waitOutBotCheck(page, shownAt);
  const answered = await keepAnswers(page, '**/api/forms');
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/forms') && response.request().method() === 'POST');
  await form.getByRole('button', { name: 'Send enquiry' }).focus();
  await page.keyboard.press('Enter');
  const response = await answer;
  // The browser files it as the spec says already; the server does so again whatever the client sent.
  expect(response.request().postDataJSON()).toMatchObject({
    category: 'General Enquiry',
    subcategory: 'Career Enquiry',
    fields: { Role: roleName(career), 'First name': 'Robin', 'Link to your CV': 'https://cv.example/robin' },
  });
  await expect.poll(answered).toBeDefined();
  expect(answered()?.status, answered()?.text).toBe(200);
  const { lead_id: leadId } = JSON.parse(answered()?.text ?? '{}') as { lead_id: string };
  await expect(page).toHaveURL(`${siteOrigin(site)}${ROUTES.success}`);
  const pushed = await recordedDataLayer(page);
  expect(pushed).toContainEqual(expect.objectContaining({ event_id: LEAD_EVENT_IDS.careersEnquiry, lead_id: leadId }));
  expect(LEAD_EVENT_IDS.careersEnquiry).toBe(51);

  const { stdout } = await promisify(execFile)(process.execPath, [path.join(ROOT, 'scripts', 'leads.ts'), 'list', '--site', site, '--json'], { cwd: ROOT });
  const listed = JSON.parse(stdout) as { lead_id: string; kind: string; category: string; subcategory: string | null; event_id: number | null }[];
  expect(listed).toContainEqual(
    expect.objectContaining({ lead_id: leadId, kind: 'form', category: 'General Enquiry', subcategory: 'Career Enquiry', event_id: 51 }),
  );
});

test('the blog index links every post, newest first, and a post shows its Markdown as HTML', async ({ page, request }) => {
  const site: DemoSite = 'bayside-motor-group';
  const posts = postsInOrder(dataOf<BlogPost>(site, 'posts.json'));
  expect((await page.goto(`${siteOrigin(site)}${ROUTES.blog}`))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
  const links = page.getByRole('list', { name: 'Posts' }).getByRole('heading', { level: 2 }).getByRole('link');
  expect(await links.evaluateAll((anchors) => anchors.map((a) => [a.textContent?.trim(), a.getAttribute('href')]))).toEqual(
    posts.map((post) => [post.title, blogPostPath(post.slug)]),
  );
  for (const post of posts) expect((await request.get(`${siteOrigin(site)}${blogPostPath(post.slug)}`)).status(), post.slug).toBe(200);
  await expectNoAxeViolations(page);

  const post = posts.find((candidate) => candidate.body.includes('## What we check'));
  if (post === undefined) throw new Error(`${site} has no logbook service post`);
  await links.filter({ hasText: post.title }).click();
  await expect(page).toHaveURL(`${siteOrigin(site)}${blogPostPath(post.slug)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 2, name: 'What we check' })).toBeVisible();
  await expect(article.getByRole('listitem')).toContainText(['Engine oil and filter', 'Brakes, tyres and suspension']);
  await expect(article.getByRole('link', { name: 'Book online' })).toHaveAttribute('href', ROUTES.service);
  await expect(article).not.toContainText('##');
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
  expect(data).toMatchObject({ '@type': 'BlogPosting', headline: post.title, datePublished: post.date });
});

for (const site of ['brighton-volkswagen', 'bayside-motor-group'] as const) {
  test(`${site}: the reviews page shows only ratings above 4, at most 12, never by the hidden authors, with the overall rating`, async ({ page }) => {
    const all = dataOf<Review>(site, 'reviews.json');
    // The demo data has hidden authors' 5-star reviews and reviews of 4 or less, so the filter shows.
    expect(all.some((review) => HIDDEN_REVIEW_AUTHORS.includes(review.author as (typeof HIDDEN_REVIEW_AUTHORS)[number]))).toBe(true);
    expect(all.some((review) => review.rating <= 4)).toBe(true);
    const expected = all.filter((review) => review.rating > 4 && !HIDDEN_REVIEW_AUTHORS.some((author) => author.toLowerCase() === review.author.toLowerCase()));
    expect((await page.goto(`${siteOrigin(site)}${ROUTES.reviews}`))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reviews');
    const items = page.getByRole('list', { name: 'Recent reviews' }).getByRole('listitem');
    await expect(items).toHaveCount(Math.min(GOOGLE_REVIEWS_LIMIT, expected.length));
    const authors = await items.locator('.review__author').allTextContents();
    expect(authors.length).toBeLessThanOrEqual(GOOGLE_REVIEWS_LIMIT);
    for (const hidden of HIDDEN_REVIEW_AUTHORS) expect(authors).not.toContain(hidden);
    expect(new Set(authors)).toEqual(new Set(expected.toSorted((a, b) => b.date.localeCompare(a.date)).slice(0, GOOGLE_REVIEWS_LIMIT).map((review) => review.author)));
    for (const text of await items.locator('.visually-hidden').allTextContents()) expect(text).toBe('5 out of 5 stars');
    await expect(page.getByRole('main')).not.toContainText(/[1-4] out of 5 stars/);

    const counted = siteConfig(site).locations.filter((location) => location.reviews.count > 0);
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
    expect(data).toMatchObject({
      '@type': 'AutoDealer',
      aggregateRating: { '@type': 'AggregateRating', reviewCount: counted.reduce((sum, location) => sum + location.reviews.count, 0) },
    });
    await expectNoAxeViolations(page);
  });
}

test('a site that switches careers or the blog off builds no such page and links to none', async ({ page, request }) => {
  const off: [DemoSite, string][] = [
    ['lakeside-mazda', ROUTES.careers],
    ['northern-isuzu-ute', ROUTES.blog],
  ];
  for (const [site, route] of off) {
    expect((await request.get(`${siteOrigin(site)}${route}`)).status(), `${site}${route}`).toBe(404);
    await page.goto(`${siteOrigin(site)}${ROUTES.aboutUs}`);
    await expect(page.locator(`a[href="${route}"], a[href^="${route}/"]`)).toHaveCount(0);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Reviews' })).toHaveAttribute('href', ROUTES.reviews);
  }
  const posts = dataOf<BlogPost>('northern-isuzu-ute', 'posts.json');
  const first = posts[0];
  if (first !== undefined) expect((await request.get(`${siteOrigin('northern-isuzu-ute')}${blogPostPath(first.slug)}`)).status()).toBe(404);
  const careers = dataOf<Career>('lakeside-mazda', 'careers.json');
  const role = careers[0];
  if (role !== undefined) expect((await request.get(`${siteOrigin('lakeside-mazda')}${careerPath(role.slug)}`)).status()).toBe(404);
  await expectNoAxeViolations(page);
});
