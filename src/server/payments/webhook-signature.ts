/**
 * Stripe's webhook signature scheme (https://docs.stripe.com/webhooks#verify-manually), signed and
 * verified by our own code. The header is `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`,
 * keyed with the endpoint's secret (whsec_...). Stripe sends one v1 per active secret, so while a
 * secret is being rolled there are two and either may match.
 *
 * We verify ourselves rather than with the SDK's `constructEvent` because that accepts timestamps from
 * the future: a signature made with a clock set ahead would stay valid for as long as the clock is
 * wrong, plus the tolerance. The sandbox gateway signs with `signPayload`, so the webhook handler
 * checks local and Stripe events with the same code.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header Stripe puts the signature in. */
export const STRIPE_SIGNATURE_HEADER = 'Stripe-Signature';

/** How old a signature may be, in seconds: Stripe's own default, which its SDK uses too. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * How far ahead of our clock a timestamp may be, in seconds. Stripe signs as it sends, so a timestamp
 * ahead of us only means the two clocks differ; 5 seconds covers ordinary NTP drift between hosts, and
 * anything beyond it is a signature made for later, which we refuse.
 */
const CLOCK_SKEW_SECONDS = 5;

/** An HMAC-SHA256 digest in hex: 64 characters. */
const HEX_DIGEST = /^[0-9a-f]{64}$/;

function hmacHex(payload: string, secret: string, timestampSeconds: number): string {
  return createHmac('sha256', secret).update(`${timestampSeconds}.${payload}`, 'utf8').digest('hex');
}

/** The header value that signs `payload` at `timestampSeconds`: `t=<ts>,v1=<hex hmac>`. */
export function signPayload(payload: string, secret: string, timestampSeconds: number): string {
  return `t=${timestampSeconds},v1=${hmacHex(payload, secret, timestampSeconds)}`;
}

/** Whether a signature was accepted, and when not, why in plain words. */
export type SignatureVerdict = { readonly ok: true } | { readonly ok: false; readonly reason: string };

interface ParsedHeader {
  readonly timestamp: number;
  readonly signatures: readonly string[];
}

/** The timestamp and every v1 of a header; other schemes (v0 is Stripe's test scheme) are skipped. */
function parseHeader(header: string): ParsedHeader | string {
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const item of header.split(',')) {
    const equals = item.indexOf('=');
    if (equals <= 0) return `the ${STRIPE_SIGNATURE_HEADER} header is not a list of key=value pairs`;
    const key = item.slice(0, equals).trim();
    const value = item.slice(equals + 1).trim();
    if (key === 't') {
      if (timestamp !== undefined) return `the ${STRIPE_SIGNATURE_HEADER} header has more than one timestamp (t=)`;
      if (!/^\d{1,12}$/.test(value)) return `the ${STRIPE_SIGNATURE_HEADER} header's timestamp (t=) is not a number of seconds`;
      timestamp = Number(value);
    } else if (key === 'v1') {
      signatures.push(value.toLowerCase());
    }
  }
  if (timestamp === undefined) return `the ${STRIPE_SIGNATURE_HEADER} header has no timestamp (t=)`;
  if (signatures.length === 0) return `the ${STRIPE_SIGNATURE_HEADER} header has no v1 signature`;
  return { timestamp, signatures };
}

/** Whether one v1 value is the expected digest, compared in constant time. */
function sameDigest(candidate: string, expected: Buffer): boolean {
  // A value that is not 64 hex characters cannot match; checking the shape first keeps
  // timingSafeEqual to equal lengths, which it requires.
  if (!HEX_DIGEST.test(candidate)) return false;
  return timingSafeEqual(Buffer.from(candidate, 'hex'), expected);
}

/**
 * Checks a webhook body against its signature header. Accepts when some v1 is the HMAC of the exact
 * body under `secret` and the timestamp is at most `toleranceSeconds` old and at most 5 seconds ahead
 * of `nowSeconds`. `payload` must be the raw body as received: re-serialised JSON does not match.
 */
export function verifySignature(
  payload: string,
  header: string | null,
  secret: string,
  nowSeconds: number,
  toleranceSeconds: number = WEBHOOK_TOLERANCE_SECONDS,
): SignatureVerdict {
  // An empty secret would make every signature anyone computes with an empty key valid.
  if (secret === '') return { ok: false, reason: 'no webhook secret is configured' };
  if (header === null || header.trim() === '') return { ok: false, reason: `the ${STRIPE_SIGNATURE_HEADER} header is missing` };
  const parsed = parseHeader(header);
  if (typeof parsed === 'string') return { ok: false, reason: parsed };
  const expected = Buffer.from(hmacHex(payload, secret, parsed.timestamp), 'hex');
  // Every candidate is compared, not only up to the first match, so the time taken says nothing about which one matched.
  const matches = parsed.signatures.map((candidate) => sameDigest(candidate, expected));
  if (!matches.includes(true)) return { ok: false, reason: 'no v1 signature matches this body and the webhook secret' };
  const age = nowSeconds - parsed.timestamp;
  if (age > toleranceSeconds) return { ok: false, reason: `the signature is ${age} seconds old; at most ${toleranceSeconds} are accepted` };
  if (-age > CLOCK_SKEW_SECONDS) return { ok: false, reason: `the signature's timestamp is ${-age} seconds in the future` };
  return { ok: true };
}
