/**
 * The browser side of POST /api/leads, POST /api/forms and POST /api/reservations: one JSON POST per
 * submit attempt, with an Idempotency-Key made for the attempt and kept for its retries (a network
 * failure or a 502/503/504 is retried twice), so a retry that reached the server stores nothing new.
 */
export type SubmitResult =
  | { readonly ok: true; readonly leadId: string }
  | { readonly ok: false; readonly message: string | null; readonly fields: Readonly<Record<string, string>> };

/** What a POST came to: the final status and the answer's JSON (null when it sent none). */
export interface JsonAnswer {
  readonly status: number;
  readonly data: unknown;
}

const RETRIES = 2;
const RETRY_DELAY_MS = 600;
const RETRYABLE = new Set([502, 503, 504]);

/** The string-valued entries of an answer's object (its `fields` messages); {} for anything else. */
export function textRecord(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** A new idempotency key for one submit attempt. */
export function newAttemptKey(): string {
  return crypto.randomUUID();
}

/**
 * Posts `body` as JSON under the attempt's key, retrying network failures and 502/503/504; the last
 * answer's status and JSON, or null when the network failed on every try.
 */
export async function sendJson(url: string, body: unknown, attemptKey: string): Promise<JsonAnswer | null> {
  for (let attempt = 0; ; attempt += 1) {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': attemptKey },
        body: JSON.stringify(body),
      });
    } catch {
      if (attempt < RETRIES) {
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * (attempt + 1)));
        continue;
      }
      return null;
    }
    if (RETRYABLE.has(response.status) && attempt < RETRIES) {
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * (attempt + 1)));
      continue;
    }
    return { status: response.status, data: await response.json().catch(() => null) };
  }
}

/** Posts `body` as JSON with the attempt's key; the answer's lead_id, or its error and field messages. */
export async function postJson(url: string, body: unknown, attemptKey: string): Promise<SubmitResult> {
  const answer = await sendJson(url, body, attemptKey);
  if (answer === null) return { ok: false, message: null, fields: {} };
  const record = typeof answer.data === 'object' && answer.data !== null ? (answer.data as Record<string, unknown>) : {};
  if (answer.status >= 200 && answer.status < 300 && typeof record.lead_id === 'string') return { ok: true, leadId: record.lead_id };
  return { ok: false, message: typeof record.error === 'string' ? record.error : null, fields: textRecord(record.fields) };
}
