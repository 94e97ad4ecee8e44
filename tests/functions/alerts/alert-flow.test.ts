/**
 * Saved searches end to end, on a real PGlite store, the real stock importer over the demo site's
 * own feed, and a real SMTP server receiving what the outbox worker sends through the live e-mail
 * adapter: save a search (one confirmation mail, nothing else before it is followed), confirm it,
 * import a feed with one new matching car, one matching car marked down, one matching car removed,
 * one marked up and one marked down outside the search: exactly one mail arrives, listing the two
 * cars with their prices and links, with List-Unsubscribe, one-click and the dealer's address. One
 * POST unsubscribes; the next import sends nothing. A pending alert never hears a thing.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { alertConsentText } from '../../../src/domain/alerts/alert-consent.ts';
import { ALERT_API } from '../../../src/domain/alerts/search-alert.ts';
import { advertisedPrice } from '../../../src/domain/cars/price.ts';
import type { Car } from '../../../src/domain/cars/car.ts';
import { carPath } from '../../../src/domain/routes/routes.ts';
import { alerts, confirmAlert, unsubscribeAlert } from '../../../src/server/alerts/alert-handlers.ts';
import { alertsLine, runStockAlerts } from '../../../src/server/alerts/stock-alerts.ts';
import { listedSearchDocuments } from '../../../src/server/alerts/search-pages.ts';
import { routeFor } from '../../../src/server/handlers/routes.ts';
import type { OpenedLeadStore } from '../../../src/server/store/open-lead-store.ts';
import { readStockFeed } from '../../../src/stock/read-stock-feed.ts';
import { runImportCommand } from '../../../src/stock/import-command.ts';
import { BRIGHTON, ROOT, call } from '../api/fixtures.ts';
import { openEmptyPgliteStore } from '../empty-pglite-store.ts';
import { startSmtpRecorder, type SmtpRecorder } from '../delivery/recorders.ts';
import { alertDeps, deliverToRecorder, linkIn, mailOf, oneClick, openLink, saveBody, saveRequest, testClock, TOKENS, type TestClock } from './fixtures.ts';

const SEARCH = '/search/used-cars?make=Volkswagen';
const ADDRESS = '412 Hampton Street, Brighton VIC 3186';

let smtp: SmtpRecorder;
let opened: { store: OpenedLeadStore; dispose(): Promise<void> };
let clock: TestClock;
let feedDir: string;
let stock: Car[];

beforeAll(async () => {
  smtp = await startSmtpRecorder();
});
afterAll(() => smtp.close());

beforeEach(async () => {
  opened = await openEmptyPgliteStore();
  clock = testClock(new Date());
  smtp.messages.length = 0;
  feedDir = await mkdtemp(path.join(tmpdir(), 'alert-flow-'));
  stock = [...(await readStockFeed(BRIGHTON, path.join(ROOT, 'data', BRIGHTON.slug)))];
  await mkdir(path.join(feedDir, BRIGHTON.slug));
  await writeFile(path.join(feedDir, BRIGHTON.slug, 'cars.json'), JSON.stringify(stock));
});
afterEach(async () => {
  await opened.dispose();
  await rm(feedDir, { recursive: true, force: true });
});

const deps = () => alertDeps(BRIGHTON, opened.store, clock);
const now = () => clock.now;

/** The cars the search lists now, in the feed's order. */
function inSearch(cars: readonly Car[]): Car[] {
  const listed = new Set(listedSearchDocuments(BRIGHTON, cars, Math.floor(now().getTime() / 1000)).map((document) => document.car_id));
  return cars.filter((car) => listed.has(car.id) && car.car_type === 'used' && car.make === 'Volkswagen' && advertisedPrice(car, 'AU').kind === 'amount');
}

/** Imports `cars` as the dealer's new feed through `npm run stock:import`'s own command, with the alerts step wired to the test's store. */
async function importFeed(cars: readonly Car[]): Promise<{ code: number; lines: string[] }> {
  const file = path.join(feedDir, `feed-${randomUUID()}.json`);
  await writeFile(file, JSON.stringify(cars));
  const lines: string[] = [];
  const code = await runImportCommand(['--site', BRIGHTON.slug, '--from', file, '--data', feedDir], {
    root: ROOT,
    out: (line) => lines.push(line),
    err: (line) => lines.push(line),
    now,
    afterImport: async ({ site, before, after }) => [alertsLine(await runStockAlerts({ store: opened.store.alerts, site, now: now(), before, after, tokens: TOKENS }))],
  });
  return { code, lines };
}

/** Saves the search for `email`; answers the alert id. */
async function save(email: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await call(alerts, saveRequest(BRIGHTON, saveBody({ email, search: SEARCH, ...overrides })), deps());
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { alertId: string }).alertId;
}

describe('a saved search, from the form to the alert mail', () => {
  it('saves pending with the consent record, mails one confirmation, confirms, mails the new and the marked-down car once, unsubscribes in one POST, then stays quiet', async () => {
    // The form's submit: pending, with the site's own consent words (not the browser's), the page and the address it came from.
    const body = saveBody({ email: ' Shopper@Example.com ', search: `${SEARCH}&page=3` });
    const saved = await call(alerts, saveRequest(BRIGHTON, body), deps());
    expect(saved.status).toBe(201);
    const { alertId, state } = (await saved.json()) as { alertId: string; state: string };
    expect(state).toBe('pending');
    const stored = await opened.store.alerts.get(BRIGHTON.slug, alertId);
    expect(stored).toMatchObject({
      state: 'pending',
      email: 'shopper@example.com',
      searchPath: '/search/used-cars',
      searchQuery: 'make=Volkswagen',
      frequency: 'instant',
      consent: { text: alertConsentText('AU', BRIGHTON.name), page: body.page, ip: '203.0.113.7' },
    });
    expect(stored?.searchState.refinements).toEqual({ make: ['Volkswagen'], car_type: ['used'] });

    // A retry of the same submit stores nothing new and answers the first alert.
    const retried = await call(alerts, saveRequest(BRIGHTON, body), deps());
    expect(retried.status).toBe(200);
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    expect(await retried.json()).toEqual({ alertId, state: 'pending' });

    // Someone else saves the same search and never confirms it.
    const pendingId = await save('never.confirms@example.com');

    // The outbox sends exactly the two confirmations, through SMTP.
    expect(await deliverToRecorder(opened.store, smtp, [BRIGHTON], now())).toMatchObject({ claimed: 2, delivered: 2 });
    expect(smtp.messages.map((message) => message.to)).toEqual([['shopper@example.com'], ['never.confirms@example.com']]);
    const confirmation = mailOf(smtp.messages[0]?.raw ?? '');
    expect(confirmation.subject).toBe(`Confirm your saved search at ${BRIGHTON.name}`);
    expect(confirmation.text).toContain(ADDRESS);
    expect(confirmation.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const confirmUrl = linkIn(confirmation.text, BRIGHTON, ALERT_API.confirm);
    expect(confirmation.text).toContain(linkIn(confirmation.text, BRIGHTON, ALERT_API.unsubscribe));

    // Following the link switches the alert on; following it again changes nothing.
    for (const attempt of [1, 2]) {
      const page = await call(confirmAlert, openLink(confirmUrl), deps());
      expect(page.status, `attempt ${attempt}`).toBe(200);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await page.text()).toContain('Your search alert is on');
    }
    expect((await opened.store.alerts.get(BRIGHTON.slug, alertId))?.state).toBe('confirmed');
    expect(routeFor(new URL(confirmUrl).pathname)).toBe(confirmAlert);

    // The dealer's next feed: one car new to the search, one marked down in it, one gone, one marked
    // up, and one marked down outside it (a new car).
    const [markedDown, template, gone, markedUp] = inSearch(stock);
    const outside = stock.find((car) => car.car_type === 'new' && car.make === 'Volkswagen' && advertisedPrice(car, 'AU').kind === 'amount');
    if (markedDown === undefined || template === undefined || gone === undefined || markedUp === undefined || outside === undefined) throw new Error('the demo stock is too small');
    const newId = Math.max(...stock.map((car) => car.id)) + 1;
    const arrival: Car = { ...template, id: newId, slug: `${template.slug}-arrival`, stocknum: 'ALERT-1', vin: 'WVWZZZAUZKW000001' };
    const next = [
      ...stock
        .filter((car) => car.id !== gone.id)
        .map((car) => {
          if (car.id === markedDown.id) return { ...car, price: car.price - 1500 };
          if (car.id === markedUp.id) return { ...car, price: car.price + 2000 };
          if (car.id === outside.id) return { ...car, price: car.price - 3000 };
          return car;
        }),
      arrival,
    ];
    const imported = await importFeed(next);
    expect(imported.code, imported.lines.join('\n')).toBe(0);
    expect(imported.lines).toContain(`${BRIGHTON.slug}: alerts: 2 matches, 1 mail queued`);

    // The same feed again records nothing twice and queues nothing.
    const again = await importFeed(next);
    expect(again.lines).toContain(`${BRIGHTON.slug}: alerts: 0 matches, 0 mails queued`);

    smtp.messages.length = 0;
    expect(await deliverToRecorder(opened.store, smtp, [BRIGHTON], now())).toMatchObject({ claimed: 1, delivered: 1 });
    expect(smtp.messages).toHaveLength(1);
    const [message] = smtp.messages;
    expect(message?.to).toEqual(['shopper@example.com']);
    const mail = mailOf(message?.raw ?? '');
    expect(mail.subject).toBe(`2 cars match your saved search at ${BRIGHTON.name}`);
    const unsubscribeUrl = linkIn(mail.text, BRIGHTON, ALERT_API.unsubscribe);
    expect(mail.headers['list-unsubscribe']).toBe(`<${unsubscribeUrl}>`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers['message-id']).toMatch(/^<mail-[0-9a-f-]+-\d+@dealer-sites\.example>$/);
    expect(mail.text).toContain(ADDRESS);
    const downPrice = advertisedPrice({ ...markedDown, price: markedDown.price - 1500 }, 'AU').words;
    for (const [car, price, why] of [
      [arrival, advertisedPrice(arrival, 'AU').words, 'New in your search'],
      [markedDown, downPrice, `Price dropped from ${advertisedPrice(markedDown, 'AU').words.split(' ')[0]}`],
    ] as const) {
      expect(mail.text).toContain(`${car.name}\n${price} (${why})\n${BRIGHTON.url}${carPath(car.slug)}`);
    }
    for (const car of [gone, markedUp, outside]) expect(mail.text).not.toContain(carPath(car.slug));
    expect(message?.raw).toContain('Content-Type: text/html');

    // One POST from the mail client unsubscribes, at once, without a redirect; again changes nothing.
    for (const attempt of [1, 2]) {
      const left = await call(unsubscribeAlert, oneClick(unsubscribeUrl), deps());
      expect(left.status, `attempt ${attempt}`).toBe(200);
      expect(left.headers.get('location')).toBeNull();
      expect(await left.json()).toEqual({ alertId, state: 'unsubscribed' });
    }
    expect((await opened.store.alerts.get(BRIGHTON.slug, alertId))?.state).toBe('unsubscribed');

    // The next import, with another car marked down in the search, sends nothing.
    const later = next.map((car) => (car.id === template.id ? { ...car, price: car.price - 1000 } : car));
    const quiet = await importFeed(later);
    expect(quiet.lines).toContain(`${BRIGHTON.slug}: alerts: 0 matches, 0 mails queued`);
    smtp.messages.length = 0;
    expect(await deliverToRecorder(opened.store, smtp, [BRIGHTON], now())).toMatchObject({ claimed: 0 });
    expect(smtp.messages).toHaveLength(0);

    // The alert that was never confirmed heard nothing but its confirmation.
    expect((await opened.store.alerts.get(BRIGHTON.slug, pendingId))?.state).toBe('pending');
    const mails = await opened.store.list(BRIGHTON.slug, { limit: 100 });
    expect(mails.filter(({ submission }) => submission.payload.alert_id === pendingId).map(({ submission }) => submission.kind)).toEqual(['alert-confirmation']);
    expect(mails.filter(({ submission }) => submission.kind === 'alert-mail')).toHaveLength(1);
  });

  it('the unsubscribe link opened in a browser answers a page, and the confirmation mail of an alert unsubscribed before it went out is held back', async () => {
    const alertId = await save('changed.mind@example.com');
    const unsubscribeUrl = `${BRIGHTON.url}${ALERT_API.unsubscribe}?t=${TOKENS.issue('unsubscribe', BRIGHTON.slug, alertId, now())}`;
    const page = await call(unsubscribeAlert, openLink(unsubscribeUrl), deps());
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('You are unsubscribed');
    expect(await deliverToRecorder(opened.store, smtp, [BRIGHTON], now())).toMatchObject({ claimed: 0 });
    const [confirmation] = await opened.store.list(BRIGHTON.slug, { limit: 10 });
    expect(confirmation?.outbox[0]).toMatchObject({ state: 'dead', lastError: expect.stringMatching(/^not sent: the shopper unsubscribed/) });
    // An old confirmation link does not switch an unsubscribed alert back on.
    const confirmUrl = `${BRIGHTON.url}${ALERT_API.confirm}?t=${TOKENS.issue('confirm', BRIGHTON.slug, alertId, now())}`;
    const refused = await call(confirmAlert, openLink(confirmUrl), deps());
    expect(refused.status).toBe(409);
    expect((await opened.store.alerts.get(BRIGHTON.slug, alertId))?.state).toBe('unsubscribed');
  });

  it('reads its feed from the files it was given', async () => {
    // The import writes the scratch data folder only, never the project's own feed.
    const own = await readFile(path.join(ROOT, 'data', BRIGHTON.slug, 'cars.json'), 'utf8');
    await importFeed(stock.slice(1));
    expect(await readFile(path.join(ROOT, 'data', BRIGHTON.slug, 'cars.json'), 'utf8')).toBe(own);
  });
});
