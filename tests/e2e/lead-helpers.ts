/**
 * What the lead browser tests share: a record of the data layer that survives the page's move to
 * /success, the bot check's minimum fill time waited out, a copy of a form's answer, and a contact
 * form filled and sent.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { FORM_TEXTS } from '../../src/domain/basics/texts.ts';
import { MIN_FILL_TIME_MS } from '../../src/server/bot-check/bot-check.ts';

const DATA_LAYER_KEY = 'e2e:data-layer';

/** From now on, every push to the page's data layer is also kept in sessionStorage, which outlives the navigation to /success. */
export async function recordDataLayer(page: Page): Promise<void> {
  await page.evaluate((key) => {
    const layer = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= []);
    const push = layer.push.bind(layer);
    layer.push = (...items: unknown[]) => {
      sessionStorage.setItem(key, JSON.stringify([...(JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[]), ...items]));
      return push(...items);
    };
  }, DATA_LAYER_KEY);
}

/** Everything recordDataLayer kept, oldest first. */
export async function recordedDataLayer(page: Page): Promise<Record<string, unknown>[]> {
  return JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), DATA_LAYER_KEY)) ?? '[]') as Record<string, unknown>[];
}

/**
 * A person takes longer than the bot check's minimum fill time (MIN_FILL_TIME_MS); a test typing at
 * machine speed waits it out: the server checks it with its own clock, so only real time passing meets it.
 */
export async function waitOutBotCheck(page: Page, shownAt: number): Promise<void> {
  await page.waitForTimeout(Math.max(0, shownAt + MIN_FILL_TIME_MS + 200 - Date.now()));
}

/**
 * When a form was shown, for waitOutBotCheck: once its first field is on screen. A modal's form loads
 * its own chunk after the dialog opens, and starts its fill-time clock when it appears, which on a
 * busy machine is well after the dialog does.
 */
export async function formShownAt(firstField: Locator): Promise<number> {
  await expect(firstField).toBeVisible();
  return Date.now();
}

/**
 * Keeps a copy of the answers to requests matching `url`: the page goes to /success as soon as the
 * answer arrives, which can take its body out of the browser's reach.
 */
export async function keepAnswers(page: Page, url: string): Promise<() => { status: number; text: string } | undefined> {
  let answered: { status: number; text: string } | undefined;
  await page.route(url, async (route) => {
    const fetched = await route.fetch();
    answered = { status: fetched.status(), text: await fetched.text() };
    await route.fulfill({ response: fetched });
  });
  return () => answered;
}

/**
 * Fills a contact form (the contact page's, or one of its tabs') with one shopper's details, ticks
 * 'Remember my details' when asked, waits out the bot check's fill time from `shownAt` and sends
 * it; the body it posted to /api/forms, once the page has moved on to /success.
 */
export async function sendContactForm(page: Page, form: Locator, options: { shownAt: number; postcode: string; remember?: boolean }): Promise<Record<string, unknown>> {
  await form.getByRole('textbox', { name: 'First name' }).fill('Mary Jane');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Smith');
  await form.getByRole('textbox', { name: 'Postcode' }).fill(options.postcode);
  await form.getByRole('textbox', { name: 'Mobile' }).fill('0400 123 456');
  await form.getByRole('textbox', { name: 'Email' }).fill('mary@example.com');
  const box = form.getByRole('checkbox', { name: FORM_TEXTS.rememberDetails });
  await expect(box).not.toBeChecked();
  if (options.remember === true) await box.check();
  await waitOutBotCheck(page, options.shownAt);
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/forms') && response.request().method() === 'POST');
  await form.getByRole('button', { name: 'Send message' }).click();
  const response = await answer;
  // The page moves on to /success soon after the answer, so its body cannot be read here.
  expect(response.status()).toBe(200);
  await expect(page).toHaveURL(/\/success$/);
  return response.request().postDataJSON() as Record<string, unknown>;
}
