/**
 * What the lead browser tests share: a record of the data layer that survives the page's move to
 * /success, the bot check's minimum fill time waited out, and a copy of a form's answer.
 */
import type { Page } from '@playwright/test';
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
