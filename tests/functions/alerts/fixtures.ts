/**
 * What the saved-search tests share: deps over a real PGlite store with a fixed link secret and a
 * clock the test moves, the save request as the form sends it, the outbox worker delivering to a
 * recording SMTP server through the same live adapters as production, and a mail's parts.
 */
import { randomUUID } from 'node:crypto';
import type { SiteConfig } from '../../../src/config/site-config-schema.ts';
import type { Car } from '../../../src/domain/cars/car.ts';
import { ALERT_API } from '../../../src/domain/alerts/search-alert.ts';
import { alertTokens } from '../../../src/server/alerts/alert-token.ts';
import { createCrmDeliveries } from '../../../src/server/crm/deliveries.ts';
import { deliverDue } from '../../../src/server/crm/outbox-worker.ts';
import type { ApiDeps } from '../../../src/server/handlers/deps.ts';
import type { OpenedLeadStore } from '../../../src/server/store/open-lead-store.ts';
import { readCaughtMail, type CaughtMail } from '../../../scripts/lib/mail-catcher.ts';
import { botFields, depsFor, originOf, postRequest } from '../api/fixtures.ts';
import type { SmtpRecorder } from '../delivery/recorders.ts';

/** The secret every test signs links with (as ALERT_TOKEN_SECRET would). */
export const TOKENS = alertTokens('alert-secret-for-tests-0123456789');

/** A clock the test moves. */
export interface TestClock {
  now: Date;
  advance(ms: number): void;
}

export function testClock(start: Date = new Date()): TestClock {
  const clock = {
    now: start,
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  return clock;
}

/** The deps of a site over the store, on the clock, with the test's link secret; `cars` stands in for the feed when given. */
export function alertDeps(site: SiteConfig, store: OpenedLeadStore, clock: TestClock, cars?: () => readonly Car[]): ApiDeps {
  return depsFor(site, store, {
    now: () => clock.now,
    ...(cars === undefined ? {} : { cars: () => Promise.resolve(cars()) }),
    alerts: { tokens: TOKENS, store: () => Promise.resolve(store.alerts), linksFromRequest: false },
  }).deps;
}

/** The body the "Save this search" form sends. */
export function saveBody(overrides: Record<string, unknown> = {}) {
  return {
    email: 'Shopper@Example.com',
    frequency: 'instant',
    search: '/search/used-cars?make=Volkswagen',
    submissionId: randomUUID(),
    page: 'https://www.brightonvolkswagen.example/search/used-cars?make=Volkswagen',
    consentText: 'Text the browser says it showed, which the server does not trust.',
    ...botFields(),
    ...overrides,
  };
}

/** The save request, as a browser page of the site sends it. */
export function saveRequest(site: SiteConfig, body: Record<string, unknown>): Request {
  return postRequest(site, ALERT_API.alerts, body);
}

/** A GET of a link as a browser opens it from the mail. */
export function openLink(url: string): Request {
  return new Request(url, { headers: { accept: 'text/html,application/xhtml+xml' } });
}

/** RFC 8058's one-click POST, as a mail provider sends it from its own servers. */
export function oneClick(url: string): Request {
  return new Request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
}

/** Runs the outbox worker once over the store, delivering e-mail live to the recorder; returns the run. */
export async function deliverToRecorder(store: OpenedLeadStore, smtp: SmtpRecorder, sites: readonly SiteConfig[], now: Date) {
  const { deliveries, close } = createCrmDeliveries({
    mode: 'live',
    webhookTimeoutMs: 2000,
    typesenseAdminKey: null,
    smtp: { host: '127.0.0.1', port: smtp.port, secure: false, auth: null, from: 'alerts@dealer-sites.example' },
  });
  try {
    return await deliverDue({ store, deliveries, sites: async (slug) => sites.find((site) => site.slug === slug), now, clock: () => now });
  } finally {
    await close();
  }
}

/** A recorded message's headers and plain-text part. */
export function mailOf(raw: string): CaughtMail & { readonly headers: Record<string, string> } {
  const split = raw.search(/\r?\n\r?\n/);
  const headers: Record<string, string> = {};
  for (const line of raw.slice(0, split).replace(/\r\n/g, '\n').replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { ...readCaughtMail('recorded.eml', raw), headers };
}

/** The first link of a mail's text that starts with the site's address and `path`. */
export function linkIn(text: string, site: SiteConfig, path: string): string {
  const found = new RegExp(`${originOf(site).replace(/[.]/g, '\\.')}${path}\\?t=[^\\s]+`).exec(text);
  if (found === null) throw new Error(`no ${path} link in:\n${text}`);
  return found[0];
}
