/**
 * Bad input and abuse of saved searches, on a real PGlite store: field errors in plain words for a
 * bad e-mail, frequency or search; at most three saves an hour per address and site; signed,
 * single-purpose, site-bound links, so a forged link, a link of the other purpose, an expired
 * confirmation or another site's link changes nothing; a store that fails answers 503, never
 * success; and the window rule holds a daily alert to one mail a day.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { requireSiteConfig } from '../../../src/config/load-site-config.ts';
import { ALERT_FORM_MESSAGES } from '../../../src/domain/alerts/alert-form.ts';
import { ALERT_SEARCH_MESSAGES } from '../../../src/domain/alerts/alert-search-value.ts';
import { ALERT_API_TEXTS } from '../../../src/domain/alerts/alert-texts.ts';
import { ALERT_API, MAX_ALERTS_PER_ADDRESS_PER_HOUR } from '../../../src/domain/alerts/search-alert.ts';
import type { Car } from '../../../src/domain/cars/car.ts';
import { FIELD_MESSAGES } from '../../../src/domain/leads/field-rules.ts';
import { alerts, confirmAlert, unsubscribeAlert } from '../../../src/server/alerts/alert-handlers.ts';
import { composeDueAlertMails, matchStockChange } from '../../../src/server/alerts/stock-alerts.ts';
import { API_TEXTS } from '../../../src/server/http/responses.ts';
import type { OpenedLeadStore } from '../../../src/server/store/open-lead-store.ts';
import { BRIGHTON, ROOT, call, countStored } from '../api/fixtures.ts';
import { openEmptyPgliteStore } from '../empty-pglite-store.ts';
import { alertDeps, oneClick, openLink, saveBody, saveRequest, testClock, TOKENS, type TestClock } from './fixtures.ts';

const LAKESIDE = await requireSiteConfig(ROOT, 'lakeside-mazda');
const HOUR_MS = 3_600_000;

let opened: { store: OpenedLeadStore; dispose(): Promise<void> };
let clock: TestClock;

beforeEach(async () => {
  opened = await openEmptyPgliteStore();
  clock = testClock(new Date());
});
afterEach(() => opened.dispose());

const deps = () => alertDeps(BRIGHTON, opened.store, clock);

async function save(overrides: Record<string, unknown> = {}, site = BRIGHTON) {
  const response = await call(alerts, saveRequest(site, saveBody(overrides)), site === BRIGHTON ? deps() : alertDeps(site, opened.store, clock));
  return { status: response.status, body: (await response.json()) as { alertId?: string; error?: string; fields?: Record<string, string> } };
}

const link = (path: string, token: string, site = BRIGHTON) => `${site.url}${path}?t=${encodeURIComponent(token)}`;
const stateOf = async (alertId: string, site = BRIGHTON) => (await opened.store.alerts.get(site.slug, alertId))?.state;

describe('POST /api/alerts refuses bad input in plain words, storing nothing', () => {
  it.each([
    ['an e-mail address that is not one', { email: 'not-an-address' }, 'email', FIELD_MESSAGES.invalidEmail('Email')],
    ['no e-mail address', { email: '  ' }, 'email', FIELD_MESSAGES.required('Email')],
    ['a frequency the form does not offer', { frequency: 'hourly' }, 'frequency', ALERT_FORM_MESSAGES.frequency],
    ['a page that is no search page', { search: '/cars/2021-volkswagen-tiguan' }, 'search', ALERT_SEARCH_MESSAGES.notASearchPage],
    ['a search page of another site', { search: 'https://evil.example/search/used-cars?make=Kia' }, 'search', ALERT_SEARCH_MESSAGES.notASearchPage],
    ['a protocol-relative address', { search: '//evil.example/search/used-cars' }, 'search', ALERT_SEARCH_MESSAGES.notASearchPage],
    ['a brand directory the stock does not have', { search: '/search/lamborghini' }, 'search', ALERT_SEARCH_MESSAGES.notASearchPage],
    ['no search', { search: '' }, 'search', ALERT_SEARCH_MESSAGES.required],
    ['a submission id that is no UUID', { submissionId: 'abc' }, 'submissionId', 'submissionId must be a UUID, the same for every retry of one save.'],
  ])('%s', async (_case, overrides, field, message) => {
    const { status, body } = await save(overrides);
    expect(status).toBe(400);
    expect(body.error).toBe(API_TEXTS.invalidFields);
    expect(body.fields?.[field]).toBe(message);
    expect(await opened.store.alerts.list(BRIGHTON.slug, { limit: 10 })).toEqual([]);
    expect(await countStored(opened.store, BRIGHTON.slug)).toBe(0);
  });

  it('takes every kind of search page: the main ones, a category directory and a brand directory of the stock', async () => {
    for (const search of ['/search/new-used-and-demo-cars?price=-40000', '/search', '/search/demo-cars', '/search/categories/suv?price=20000-40000', '/search/volkswagen/tiguan?sortBy=lowest-price']) {
      expect((await save({ search, email: `${search.length}@example.com` })).status, search).toBe(201);
    }
    const saved = await opened.store.alerts.list(BRIGHTON.slug, { limit: 10 });
    expect(saved.find(({ alert }) => alert.searchPath === '/search/volkswagen/tiguan')?.alert).toMatchObject({
      searchQuery: 'sortBy=lowest-price',
      searchState: { refinements: { make: ['Volkswagen'], model: ['Tiguan'] }, sortBy: 'lowest-price' },
    });
  });

  it(`takes ${MAX_ALERTS_PER_ADDRESS_PER_HOUR} saves an hour from one address on one site, then answers 429 until the hour is over`, async () => {
    for (let i = 0; i < MAX_ALERTS_PER_ADDRESS_PER_HOUR; i += 1) expect((await save({ email: 'flood@example.com' })).status).toBe(201);
    const refused = await save({ email: 'FLOOD@example.com' });
    expect(refused).toEqual({ status: 429, body: { error: ALERT_API_TEXTS.tooMany(MAX_ALERTS_PER_ADDRESS_PER_HOUR) } });
    // Another address, and the same address on another site, are counted apart.
    expect((await save({ email: 'someone.else@example.com' })).status).toBe(201);
    expect((await save({ email: 'flood@example.com', search: '/search/used-cars?make=Mazda' }, LAKESIDE)).status).toBe(201);
    expect(await opened.store.list(BRIGHTON.slug, { limit: 100, kind: 'alert-confirmation' })).toHaveLength(MAX_ALERTS_PER_ADDRESS_PER_HOUR + 1);
    clock.advance(HOUR_MS + 1000);
    expect((await save({ email: 'flood@example.com' })).status).toBe(201);
  });

  it('answers 503 when the store cannot write, and never success', async () => {
    const failing = alertDeps(BRIGHTON, opened.store, clock);
    const broken = { ...failing, alerts: { ...failing.alerts, store: () => Promise.reject(new Error('database down')) } };
    const response = await call(alerts, saveRequest(BRIGHTON, saveBody()), broken);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: API_TEXTS.storeUnavailable });
    const unsigned = { ...failing, alerts: { ...failing.alerts, tokens: null } };
    expect((await call(alerts, saveRequest(BRIGHTON, saveBody()), unsigned)).status).toBe(503);
  });
});

describe('the confirm and unsubscribe links', () => {
  async function pending(): Promise<string> {
    const { status, body } = await save();
    expect(status).toBe(201);
    return body.alertId ?? '';
  }

  it('a forged link, or one of the other purpose, answers 400 and changes nothing', async () => {
    const alertId = await pending();
    const confirm = TOKENS.issue('confirm', BRIGHTON.slug, alertId, clock.now);
    const unsubscribe = TOKENS.issue('unsubscribe', BRIGHTON.slug, alertId, clock.now);
    const flipped = (token: string) => `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const forgedId = confirm.replace(alertId, '00000000-0000-4000-8000-000000000000');
    for (const token of [flipped(confirm), forgedId, unsubscribe, '', 'a1.c.x.y.z', `${confirm}.extra`]) {
      const response = await call(confirmAlert, new Request(link(ALERT_API.confirm, token)), deps());
      expect(response.status, token).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/^This link does not work\./);
    }
    for (const token of [flipped(unsubscribe), confirm]) {
      expect((await call(unsubscribeAlert, oneClick(link(ALERT_API.unsubscribe, token)), deps())).status).toBe(400);
      expect((await call(unsubscribeAlert, openLink(link(ALERT_API.unsubscribe, token)), deps())).status).toBe(400);
    }
    expect(await stateOf(alertId)).toBe('pending');
    const page = await call(confirmAlert, openLink(link(ALERT_API.confirm, flipped(confirm))), deps());
    expect(await page.text()).toContain('This link does not work');
  });

  it('a confirmation link older than 7 days answers 410 and switches nothing on; an unsubscribe link never expires', async () => {
    const alertId = await pending();
    const confirm = TOKENS.issue('confirm', BRIGHTON.slug, alertId, clock.now);
    const unsubscribe = TOKENS.issue('unsubscribe', BRIGHTON.slug, alertId, clock.now);
    clock.advance(8 * 24 * HOUR_MS);
    const expired = await call(confirmAlert, openLink(link(ALERT_API.confirm, confirm)), deps());
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain('This confirmation link has expired');
    expect(await stateOf(alertId)).toBe('pending');
    clock.advance(400 * 24 * HOUR_MS);
    expect((await call(unsubscribeAlert, oneClick(link(ALERT_API.unsubscribe, unsubscribe)), deps())).status).toBe(200);
    expect(await stateOf(alertId)).toBe('unsubscribed');
  });

  it("one site's link cannot touch another site's alert, nor the same alert through another site", async () => {
    const alertId = await pending();
    const lakeside = alertDeps(LAKESIDE, opened.store, clock);
    for (const purpose of ['confirm', 'unsubscribe'] as const) {
      const token = TOKENS.issue(purpose, BRIGHTON.slug, alertId, clock.now);
      const handler = purpose === 'confirm' ? confirmAlert : unsubscribeAlert;
      const path = purpose === 'confirm' ? ALERT_API.confirm : ALERT_API.unsubscribe;
      // Brighton's token at Lakeside's address: signed for another site.
      expect((await call(handler, new Request(link(path, token, LAKESIDE)), lakeside)).status).toBe(400);
      // A token Lakeside would sign for Brighton's alert id finds no alert of Lakeside.
      const own = TOKENS.issue(purpose, LAKESIDE.slug, alertId, clock.now);
      expect((await call(handler, new Request(link(path, own, LAKESIDE)), lakeside)).status).toBe(404);
    }
    expect(await stateOf(alertId)).toBe('pending');
    expect(await opened.store.alerts.list(LAKESIDE.slug, { limit: 10 })).toEqual([]);
  });

  it('a HEAD of a link (a mail scanner looking) changes nothing', async () => {
    const alertId = await pending();
    const token = TOKENS.issue('confirm', BRIGHTON.slug, alertId, clock.now);
    expect((await call(confirmAlert, new Request(link(ALERT_API.confirm, token), { method: 'HEAD' }), deps())).status).toBe(200);
    expect(await stateOf(alertId)).toBe('pending');
  });
});

describe('the window rule', () => {
  it('a daily alert gets one mail a day: a second change within the day waits, and goes with the next mail once the day is over', async () => {
    let cars: Car[] = [];
    const feed = alertDeps(BRIGHTON, opened.store, clock);
    cars = [...(await feed.cars())];
    const depsNow = alertDeps(BRIGHTON, opened.store, clock, () => cars);
    const saved = await call(alerts, saveRequest(BRIGHTON, saveBody({ frequency: 'daily', search: '/search/used-cars?make=Volkswagen' })), depsNow);
    const { alertId } = (await saved.json()) as { alertId: string };
    expect((await call(confirmAlert, new Request(link(ALERT_API.confirm, TOKENS.issue('confirm', BRIGHTON.slug, alertId, clock.now))), depsNow)).status).toBe(200);
    const store = opened.store.alerts;
    const used = cars.filter((car) => car.car_type === 'used' && car.make === 'Volkswagen' && car.status === 'in_stock' && !car.sold && car.price > 10_000);
    const markDown = async (car: Car | undefined) => {
      if (car === undefined) throw new Error('too few used cars');
      const before = cars;
      cars = cars.map((each) => (each.id === car.id ? { ...each, price: each.price - 500 } : each));
      await matchStockChange({ store, site: BRIGHTON, now: clock.now, before, after: cars });
      return composeDueAlertMails({ store, site: BRIGHTON, now: clock.now, cars, tokens: TOKENS });
    };
    expect(await markDown(used[0])).toEqual({ mails: 1, dropped: 0, waiting: 0 });
    clock.advance(HOUR_MS);
    expect(await markDown(used[1])).toEqual({ mails: 0, dropped: 0, waiting: 1 });
    // The car of the waiting match leaves the search before the day is over: it is dropped, never mailed.
    clock.advance(2 * HOUR_MS);
    expect(await markDown(used[2])).toEqual({ mails: 0, dropped: 0, waiting: 1 });
    cars = cars.filter((car) => car.id !== used[2]?.id);
    clock.advance(22 * HOUR_MS);
    expect(await composeDueAlertMails({ store, site: BRIGHTON, now: clock.now, cars, tokens: TOKENS })).toEqual({ mails: 1, dropped: 1, waiting: 0 });
    const mails = await opened.store.list(BRIGHTON.slug, { limit: 10, kind: 'alert-mail' });
    expect(mails.map(({ submission }) => (submission.payload.cars as { car_id: number }[]).map((car) => car.car_id))).toEqual([[used[1]?.id], [used[0]?.id]]);
  });
});
