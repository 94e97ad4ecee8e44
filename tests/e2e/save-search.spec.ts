/**
 * "Save this search" on a search page, by keyboard: the button opens the form (its island hydrates
 * on that intent, and the press before it has is not lost) with the focus in its first field; an
 * invalid e-mail address gets its message by the field; a valid one with Weekly chosen saves the
 * search the page's address holds at that moment (a filter ticked), the form gives way to a status
 * naming the address, and the one confirmation mail reaches the local outbox. axe runs with the
 * form open, with the error, and after success.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { alertConsentText } from '../../src/domain/alerts/alert-consent.ts';
import { ALERT_API } from '../../src/domain/alerts/search-alert.ts';
import { SAVE_SEARCH_TEXTS } from '../../src/domain/alerts/save-search-form.ts';
import { readCrmDeliveryConfig } from '../../src/server/crm/crm-config.ts';
import { readCaughtMail, type CaughtMail } from '../../scripts/lib/mail-catcher.ts';
import { expectNoAxeViolations, test } from './a11y.ts';
import { formShownAt, waitOutBotCheck } from './lead-helpers.ts';
import { countPattern, facetCount, openFilter, openSearch, resultStatus, urlParams } from './search-helpers.ts';
import { siteConfig, type DemoSite } from './sites.ts';

const ROOT = path.join(import.meta.dirname, '..', '..');
const SITE: DemoSite = 'bayside-motor-group';
const STOCK = '/search/new-used-and-demo-cars';

/** The confirmation mail the local outbox wrote for an alert (a shopper mail carries the alert's id in X-Alert-Id). */
async function deliveredConfirmation(alertId: string): Promise<CaughtMail & { raw: string }> {
  const crm = readCrmDeliveryConfig(process.env, ROOT);
  if (crm.mode !== 'local') throw new Error('the browser tests deliver mails to the local outbox');
  const dir = crm.outboxDir;
  const find = async (): Promise<(CaughtMail & { raw: string }) | null> => {
    const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('-shopper-email.eml'));
    for (const name of names) {
      const raw = await readFile(path.join(dir, name), 'utf8').catch(() => '');
      if (new RegExp(`^X-Alert-Id: ${alertId}$`, 'im').test(raw)) return { ...readCaughtMail(name, raw), raw };
    }
    return null;
  };
  await expect.poll(async () => (await find()) !== null, { message: `the outbox delivers the confirmation of alert ${alertId}`, timeout: 30_000 }).toBe(true);
  const mail = await find();
  if (mail === null) throw new Error(`no confirmation mail for alert ${alertId}`);
  return mail;
}

/** The page's search as its address holds it now. */
function searchNow(page: Page): Promise<string> {
  return page.evaluate(() => `${location.pathname}${location.search}`);
}

test('a search is saved by keyboard with a filter ticked: a bad address is refused by its field, a good one gets the confirmation mail', async ({ page }) => {
  // Two submits with the bot check's fill time, the outbox's delivery (every 5 s) and axe three times: past 60 s on a busy machine.
  test.setTimeout(120_000);
  const config = siteConfig(SITE);
  await openSearch(page, SITE, STOCK);

  // One filter ticked: the address takes it.
  const make = (await openFilter(page, 'Make')).getByRole('checkbox').first();
  const count = await facetCount(make);
  await make.check();
  await expect(resultStatus(page)).toHaveText(countPattern(count));
  await expect.poll(() => urlParams(page).has('make')).toBe(true);

  // Opened by keyboard: the focus goes into the form's first field. The island was still its static
  // HTML, so the press is held until it has hydrated, and then made again.
  const toggle = page.getByRole('button', { name: SAVE_SEARCH_TEXTS.open, expanded: false });
  await expect(page.locator('astro-island[ssr][component-url*="/SaveSearch."]')).toHaveCount(1);
  const staticBox = await toggle.boundingBox();
  await toggle.focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: SAVE_SEARCH_TEXTS.open });
  const email = form.getByRole('textbox', { name: 'Email' });
  await expect(email).toBeFocused();
  const shownAt = await formShownAt(email);
  await expect(page.getByRole('button', { name: SAVE_SEARCH_TEXTS.open, expanded: true })).toHaveAttribute('aria-controls', 'save-search-panel');
  // Hydrating moved nothing: the button is where its static HTML put it.
  expect(await page.getByRole('button', { name: SAVE_SEARCH_TEXTS.open, expanded: true }).boundingBox()).toEqual(staticBox);
  await expect(form.getByRole('radio', { name: 'Daily' })).toBeChecked();
  await expect(form.getByText(alertConsentText(config.region, config.name), { exact: true })).toBeVisible();
  await expect(form.getByRole('checkbox')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // An address that is none: refused by its field, nothing sent.
  let posts = 0;
  page.on('request', (request) => {
    if (request.url().endsWith(ALERT_API.alerts) && request.method() === 'POST') posts += 1;
  });
  await page.keyboard.type('not-an-address');
  await page.keyboard.press('Enter');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/valid email/i);
  await expect(form.getByRole('alert')).toContainText(/valid email/i);
  expect(posts).toBe(0);
  await expectNoAxeViolations(page);

  // A good address, Weekly chosen with the arrow key, sent from the submit button by keyboard.
  const address = `saver-${Date.now()}-${test.info().workerIndex}@example.com`;
  await email.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(address);
  await page.keyboard.press('Tab');
  await expect(form.getByRole('radio', { name: 'Daily' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(form.getByRole('radio', { name: 'Weekly' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: SAVE_SEARCH_TEXTS.submit })).toBeFocused();
  await waitOutBotCheck(page, shownAt);
  const search = await searchNow(page);
  const sentRequest = page.waitForRequest((request) => request.url().endsWith(ALERT_API.alerts) && request.method() === 'POST');
  const answered = page.waitForResponse((response) => response.url().endsWith(ALERT_API.alerts) && response.request().method() === 'POST');
  await page.keyboard.press('Enter');
  const body = (await sentRequest).postDataJSON() as Record<string, unknown>;
  // The search is the page's address as it was when the form was sent: the ticked filter with it.
  expect(body).toMatchObject({ email: address, frequency: 'weekly', search, consentText: alertConsentText(config.region, config.name) });
  expect(search).toMatch(/[?&]make=/);
  expect(body.page).toBe(page.url());
  expect(body.submissionId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  const response = await answered;
  expect(response.status()).toBe(201);
  const { alertId, state } = (await response.json()) as { alertId: string; state: string };
  expect(state).toBe('pending');

  // The form gives way to a status naming the address, with the focus on it.
  const status = page.getByRole('status').filter({ hasText: SAVE_SEARCH_TEXTS.saved(address) });
  await expect(status).toBeVisible();
  await expect(status).toBeFocused();
  await expect(form).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The one confirmation mail, to that address, with the link that switches the alert on.
  const mail = await deliveredConfirmation(alertId);
  expect(mail.to).toContain(address);
  expect(mail.subject).toBe(`Confirm your saved search at ${config.name}`);
  expect(mail.text).toContain('How often: Weekly.');
  expect(mail.text).toContain(`${ALERT_API.confirm}?t=`);
});
