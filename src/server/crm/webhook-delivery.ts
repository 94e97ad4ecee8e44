/**
 * The `webhook` channel: each lead as an HTTP POST of its ADF document to the dealer's CRM URL
 * (site config `leads.webhook_url`).
 *
 * The request: `Content-Type: application/xml; charset=utf-8`, the ADF document as the body,
 * `Idempotency-Key: lead-{lead_id}-{entry_id}` (the same on every try) and `X-Lead-Id`. A 2xx answer
 * is a delivery; anything else (redirects included: they are not followed), a network error or no
 * answer within the timeout is a failed try, with the status or the cause in the error.
 */
import path from 'node:path';
import type { OutboxEntry, StoredSubmission } from '../ports/lead-store.ts';
import type { CrmDelivery } from '../ports/delivery.ts';
import { deliveryKey } from './delivery.ts';
import { localOutboxFileName, writeFileAtomically } from './email-delivery.ts';
import { postOrThrow } from './http-post.ts';

/** The content type of the POST. */
const ADF_CONTENT_TYPE = 'application/xml; charset=utf-8';

/** The headers of the POST. */
function webhookHeaders(submission: StoredSubmission, entry: OutboxEntry): Record<string, string> {
  return {
    'content-type': ADF_CONTENT_TYPE,
    'idempotency-key': deliveryKey(submission, entry),
    'x-lead-id': submission.id,
    'user-agent': 'dealer-sites-crm-delivery/1',
  };
}

/** The production webhook adapter. `fetchImpl` is the global fetch unless a test passes another. */
export function createWebhookDelivery(options: { readonly timeoutMs: number; readonly fetchImpl?: typeof fetch }): CrmDelivery {
  return {
    async send(submission, entry, adfXml) {
      await postOrThrow({
        receiver: 'webhook',
        url: entry.target,
        headers: webhookHeaders(submission, entry),
        body: adfXml,
        timeoutMs: options.timeoutMs,
        fetchImpl: options.fetchImpl,
      });
    },
  };
}

/**
 * LOCAL ADAPTER, for the embedded default: calls nothing. Each webhook request is written, as it
 * would be sent, as an `.http` file (request line, headers, blank line, body) under the local outbox
 * folder, so `npm start` never posts demo leads to a dealer's real CRM.
 */
export function createLocalWebhookDelivery(outboxDir: string): CrmDelivery {
  return {
    async send(submission, entry, adfXml) {
      const headers = Object.entries(webhookHeaders(submission, entry)).map(([name, value]) => `${name}: ${value}`);
      const request = [`POST ${entry.target}`, ...headers, '', adfXml].join('\n');
      await writeFileAtomically(path.join(outboxDir, localOutboxFileName(submission, entry, 'http')), request);
    },
  };
}
