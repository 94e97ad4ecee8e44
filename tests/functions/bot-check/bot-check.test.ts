/**
 * The bot check on the forms: a filled honeypot, a missing or implausible form_started_at, a form
 * sent faster than the minimum fill time, and a refused Turnstile token each answer 400 in plain
 * words and store nothing; a person's submit is stored without the bot-check fields. The Turnstile
 * adapter is tested against a local stand-in for siteverify.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../../src/config/site-config-schema.ts';
import { BOT_CHECK_FAILED_TEXT, MIN_FILL_TIME_MS } from '../../../src/server/bot-check/bot-check.ts';
import { LocalBotCheck } from '../../../src/server/bot-check/local-bot-check.ts';
import { TURNSTILE_SITEVERIFY_URL, TurnstileBotCheck } from '../../../src/server/bot-check/turnstile.ts';
import { BotCheckConfigError, botCheckFor } from '../../../src/server/wiring/api-deps.ts';
import { submitForm } from '../../../src/server/handlers/submit-form.ts';
import { submitLead } from '../../../src/server/handlers/submit-lead.ts';
import type { OpenedLeadStore } from '../../../src/server/store/open-lead-store.ts';
import { BRIGHTON, call, countStored, depsFor, enquiryLead, newKey, postRequest, serviceBookingForm } from '../api/fixtures.ts';
import { startSiteverify, type SiteverifyStandIn } from './siteverify-stand-in.ts';
import { openEmptyPgliteStore } from '../empty-pglite-store.ts';

const TURNSTILE_SITE: SiteConfig = { ...BRIGHTON, bot_check: { turnstile_site_key: '0x4AAAAAAAtestkey' } };

async function expectRefused(response: Response): Promise<void> {
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ error: BOT_CHECK_FAILED_TEXT });
}

describe('the bot check on the forms', () => {
  let store: OpenedLeadStore;
  let siteverify: SiteverifyStandIn;

  beforeAll(async () => {
    ({ store } = await openEmptyPgliteStore());
    siteverify = await startSiteverify();
  });
  afterAll(async () => {
    await store.close();
    await siteverify.close();
  });

  describe('honeypot and minimum fill time (always on, here with the local adapter)', () => {
    // Each change is made when the test runs, against the clock of that moment.
    const refused: [string, () => Record<string, unknown>][] = [
      ['a filled honeypot', () => ({ website: 'https://spam.example' })],
      ['a missing form_started_at', () => ({ form_started_at: undefined })],
      ['a form_started_at that is not a number', () => ({ form_started_at: String(Date.now() - 60_000) })],
      ['a form_started_at in seconds, not milliseconds', () => ({ form_started_at: Math.floor(Date.now() / 1000) - 60 })],
      ['a form sent faster than the minimum fill time', () => ({ form_started_at: Date.now() - MIN_FILL_TIME_MS / 4 })],
      ['a form_started_at in the future', () => ({ form_started_at: Date.now() + 60_000 })],
    ];

    it.each(refused)('refuses %s on /api/leads and /api/forms, storing nothing and logging nothing', async (_, changeNow) => {
      const { deps, logged } = depsFor(BRIGHTON, store);
      const change = changeNow();
      const lead = JSON.parse(JSON.stringify({ ...enquiryLead(), ...change })) as unknown;
      const form = JSON.parse(JSON.stringify({ ...serviceBookingForm(), ...change })) as unknown;
      await expectRefused(await call(submitLead, postRequest(BRIGHTON, '/api/leads', lead), deps));
      await expectRefused(await call(submitForm, postRequest(BRIGHTON, '/api/forms', form), deps));
      expect(await countStored(store, BRIGHTON.slug)).toBe(0);
      expect(logged.messages).toEqual([]);
    });

    it('stores a person\'s lead without the bot-check fields', async () => {
      const slug = `${BRIGHTON.slug}-person`;
      const site = { ...BRIGHTON, slug };
      const { deps } = depsFor(site, store);
      const body = { ...enquiryLead(), 'cf-turnstile-response': 'anything' };
      const response = await call(submitLead, postRequest(site, '/api/leads', body), deps);
      expect(response.status).toBe(200);
      const [stored] = await store.list(slug, { limit: 10 });
      const payload = JSON.stringify(stored?.submission.payload);
      expect(payload).toContain('Alex Citizen');
      for (const field of ['website', 'form_started_at', 'cf-turnstile-response']) expect(payload).not.toContain(field);
    });
  });

  describe('Turnstile, when the site configures it', () => {
    /** `timeoutMs` short only where siteverify is meant to be too slow: a busy machine may need the default to answer. */
    function turnstileDeps(slug: string, timeoutMs?: number) {
      const site = { ...TURNSTILE_SITE, slug };
      const botCheck = new TurnstileBotCheck({ secret: 'test-secret', url: siteverify.url, ...(timeoutMs === undefined ? {} : { timeoutMs }) });
      return { site, ...depsFor(site, store, { botCheck }) };
    }

    it('refuses a missing or refused token, storing nothing', async () => {
      const { site, deps, logged } = turnstileDeps(`${BRIGHTON.slug}-turnstile-refused`);
      await expectRefused(await call(submitLead, postRequest(site, '/api/leads', enquiryLead()), deps));
      await expectRefused(await call(submitForm, postRequest(site, '/api/forms', { ...serviceBookingForm(), 'cf-turnstile-response': 'bad-token' }), deps));
      expect(await countStored(store, site.slug)).toBe(0);
      expect(logged.messages).toEqual([]);
    });

    it('refuses (fails closed) and logs when siteverify does not answer in time', async () => {
      const { site, deps, logged } = turnstileDeps(`${BRIGHTON.slug}-turnstile-slow`, 300);
      await expectRefused(await call(submitForm, postRequest(site, '/api/forms', { ...serviceBookingForm(), 'cf-turnstile-response': 'slow-token' }), deps));
      expect(await countStored(store, site.slug)).toBe(0);
      expect(logged.messages).toHaveLength(1);
    });

    it('stores a verified lead, and does not challenge a later step of it again', async () => {
      const { site, deps } = turnstileDeps(`${BRIGHTON.slug}-turnstile-good`);
      const before = siteverify.received.length;
      const first = await call(
        submitLead,
        postRequest(site, '/api/leads', { ...enquiryLead({ last_step: false }), 'cf-turnstile-response': 'good-token' }, { 'idempotency-key': newKey() }),
        deps,
        '198.51.100.4',
      );
      expect(first.status).toBe(200);
      const { lead_id } = (await first.json()) as { lead_id: string };
      // The widget's token is single-use: the next step sends the spent one again.
      const last = await call(
        submitLead,
        postRequest(site, '/api/leads', { ...enquiryLead({ lead_id, last_step: true }), 'cf-turnstile-response': 'good-token' }),
        deps,
      );
      expect(last.status).toBe(200);
      expect(siteverify.received.slice(before).map((form) => Object.fromEntries(form))).toEqual([
        { secret: 'test-secret', response: 'good-token', remoteip: '198.51.100.4' },
      ]);
      expect(await countStored(store, site.slug)).toBe(1);
    });
  });
});

describe('the Turnstile adapter', () => {
  let siteverify: SiteverifyStandIn;
  beforeAll(async () => {
    siteverify = await startSiteverify();
  });
  afterAll(() => siteverify.close());

  it('posts secret, response and remoteip, and parses success and error-codes', async () => {
    const check = new TurnstileBotCheck({ secret: 's3cret', url: siteverify.url });
    expect(await check.verify('good-token', '203.0.113.9')).toEqual({ ok: true });
    expect(await check.verify('bad-token', '203.0.113.9')).toEqual({ ok: false, reason: 'token refused (invalid-input-response)' });
    expect(Object.fromEntries(siteverify.received[0] ?? [])).toEqual({ secret: 's3cret', response: 'good-token', remoteip: '203.0.113.9' });
  });

  it('sends a UUID idempotency key along, so that a retried submit can verify its token again', async () => {
    const check = new TurnstileBotCheck({ secret: 's3cret', url: siteverify.url });
    const key = randomUUID();
    await check.verify('good-token', '203.0.113.9', key);
    await check.verify('good-token', '203.0.113.9', 'not-a-uuid');
    expect(siteverify.received.slice(-2).map((form) => form.get('idempotency_key'))).toEqual([key, null]);
  });

  it('refuses an empty token without calling siteverify, and times out', async () => {
    const count = siteverify.received.length;
    const check = new TurnstileBotCheck({ secret: 's3cret', url: siteverify.url, timeoutMs: 100 });
    expect(await check.verify('', '203.0.113.9')).toMatchObject({ ok: false });
    expect(siteverify.received.length).toBe(count);
    expect(await check.verify('slow-token', '203.0.113.9')).toEqual({ ok: false, reason: 'siteverify did not answer within 100 ms', unavailable: true });
  });

  it('refuses when siteverify cannot be reached', async () => {
    const check = new TurnstileBotCheck({ secret: 's3cret', url: 'http://127.0.0.1:1/siteverify' });
    expect(await check.verify('good-token', '203.0.113.9')).toMatchObject({ ok: false, unavailable: true });
  });

  it('uses Cloudflare\'s siteverify address by default', () => {
    expect(TURNSTILE_SITEVERIFY_URL).toBe('https://challenges.cloudflare.com/turnstile/v0/siteverify');
  });
});

describe('which bot check a site gets', () => {
  it('is the local adapter without bot_check, Turnstile with bot_check and the secret', () => {
    expect(botCheckFor(BRIGHTON, { turnstileSecret: 'x', serverless: true })).toBeInstanceOf(LocalBotCheck);
    expect(botCheckFor(TURNSTILE_SITE, { turnstileSecret: 'x', serverless: true })).toBeInstanceOf(TurnstileBotCheck);
  });

  it('refuses a deploy whose site configures Turnstile without TURNSTILE_SECRET_KEY; locally it warns and serves', () => {
    expect(() => botCheckFor(TURNSTILE_SITE, { turnstileSecret: undefined, serverless: true })).toThrow(BotCheckConfigError);
    const warnings: string[] = [];
    expect(botCheckFor(TURNSTILE_SITE, { turnstileSecret: undefined, serverless: false }, (message) => warnings.push(message))).toBeInstanceOf(LocalBotCheck);
    expect(warnings).toHaveLength(1);
  });
});
