/**
 * The `build-hook` channel: when a reservation holds or frees a car, the site's build hook (site
 * config `payments.build_hook_url`, the entry's target) is called, so the static pages catch up with
 * the car's state (its Reserved label, its Reserve button) without waiting for the next stock import.
 *
 * The request, as Netlify build hooks take it: a `POST` to the hook URL with an empty body (a body
 * would only reach the build as INCOMING_HOOK_BODY, which ours does not read), with the query
 * parameter `trigger_title` set to what happened ("Reservation R-ABC23456 confirmed (deposit paid):
 * 2025 Volkswagen Tiguan 162TSI Elegance"), which the deploy list shows instead of its default
 * message; a URL that sets its own `trigger_title` keeps it. A 2xx answer is a delivery; anything
 * else, a network error or no answer within the timeout is a failed try (http-post.ts), which the
 * worker tries again with its backoff. A repeat only builds the site once more.
 */
import path from 'node:path';
import type { OutboxEntry, StoredSubmission } from '../ports/lead-store.ts';
import type { SiteDelivery } from '../ports/delivery.ts';
import { localOutboxFileName, writeFileAtomically } from './email-delivery.ts';
import { postOrThrow } from './http-post.ts';
import { reservationHeadline } from './reservation-notice.ts';

const HEADERS: Readonly<Record<string, string>> = { 'user-agent': 'dealer-sites-crm-delivery/1' };

/**
 * The hook URL to call for a submission: the target with `trigger_title` saying what happened
 * (the reservation's headline; for any other submission its category and lead id). Throws a plain
 * error when the target is not an http(s) URL.
 */
export function buildHookUrl(submission: Pick<StoredSubmission, 'id' | 'kind' | 'category' | 'payload'>, entry: Pick<OutboxEntry, 'target'>): string {
  let url: URL;
  try {
    url = new URL(entry.target);
  } catch {
    throw new Error(`build hook target "${entry.target}" is not a URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`build hook target "${entry.target}" is not an http(s) URL`);
  if (!url.searchParams.has('trigger_title')) {
    url.searchParams.set('trigger_title', reservationHeadline(submission) ?? `${submission.category ?? submission.kind} (lead ${submission.id})`);
  }
  return url.toString();
}

/** The production build hook adapter. `fetchImpl` is the global fetch unless a test passes another. */
export function createBuildHookDelivery(options: { readonly timeoutMs: number; readonly fetchImpl?: typeof fetch }): SiteDelivery {
  return {
    async send(submission, entry) {
      await postOrThrow({
        receiver: 'build hook',
        url: buildHookUrl(submission, entry),
        headers: HEADERS,
        timeoutMs: options.timeoutMs,
        fetchImpl: options.fetchImpl,
      });
      return undefined;
    },
  };
}

/**
 * LOCAL ADAPTER, for the embedded default: calls nothing. Each build hook call is written, as it
 * would be sent, as an `.http` file (request line, headers, blank line, no body) under the local
 * outbox folder, so `npm start` never starts a real build.
 */
export function createLocalBuildHookDelivery(outboxDir: string): SiteDelivery {
  return {
    async send(submission, entry) {
      const headers = Object.entries(HEADERS).map(([name, value]) => `${name}: ${value}`);
      const request = [`POST ${buildHookUrl(submission, entry)}`, ...headers, '', ''].join('\n');
      await writeFileAtomically(path.join(outboxDir, localOutboxFileName(submission, entry, 'http')), request);
      return undefined;
    },
  };
}
