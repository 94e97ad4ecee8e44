/**
 * Our verifier of Stripe's webhook signature: it accepts what Stripe's SDK signs and the SDK accepts
 * what we sign, and it refuses every forged, stale, future or tampered request in plain words.
 */
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  STRIPE_SIGNATURE_HEADER,
  WEBHOOK_TOLERANCE_SECONDS,
  signPayload,
  verifySignature,
} from '../../../src/server/payments/webhook-signature.ts';

const SECRET = 'whsec_test_0123456789abcdef';
const NOW = 1_795_000_000;
const PAYLOAD = JSON.stringify({ id: 'evt_1Sig', object: 'event', type: 'checkout.session.completed', created: NOW, data: { object: {} } });

/** A v1 value from a header we made. */
function v1Of(header: string): string {
  return header.split(',').find((part) => part.startsWith('v1='))?.slice(3) ?? '';
}

describe('webhook signatures', () => {
  it('names the header and the tolerance as Stripe does', () => {
    expect(STRIPE_SIGNATURE_HEADER).toBe('Stripe-Signature');
    expect(WEBHOOK_TOLERANCE_SECONDS).toBe(300);
    expect(Stripe.webhooks.DEFAULT_TOLERANCE).toBe(WEBHOOK_TOLERANCE_SECONDS);
  });

  it('signs as t=<seconds>,v1=<hex HMAC-SHA256>', () => {
    expect(signPayload(PAYLOAD, SECRET, NOW)).toMatch(new RegExp(`^t=${NOW},v1=[0-9a-f]{64}$`));
  });

  describe('compatibility with the stripe SDK', () => {
    it('accepts a header the SDK generates', () => {
      const header = Stripe.webhooks.generateTestHeaderString({ payload: PAYLOAD, secret: SECRET, timestamp: NOW });
      expect(verifySignature(PAYLOAD, header, SECRET, NOW)).toEqual({ ok: true });
    });

    it('makes the same header as the SDK for the same timestamp', () => {
      expect(signPayload(PAYLOAD, SECRET, NOW)).toBe(Stripe.webhooks.generateTestHeaderString({ payload: PAYLOAD, secret: SECRET, timestamp: NOW }));
    });

    it('signs headers the SDK\'s constructEvent accepts', () => {
      const header = signPayload(PAYLOAD, SECRET, NOW);
      const event = Stripe.webhooks.constructEvent(PAYLOAD, header, SECRET, WEBHOOK_TOLERANCE_SECONDS, undefined, NOW * 1000);
      expect(event.id).toBe('evt_1Sig');
    });

    it('refuses a future timestamp that the SDK\'s constructEvent lets through (why we verify ourselves)', () => {
      const header = signPayload(PAYLOAD, SECRET, NOW + 60);
      expect(() => Stripe.webhooks.constructEvent(PAYLOAD, header, SECRET, WEBHOOK_TOLERANCE_SECONDS, undefined, NOW * 1000)).not.toThrow();
      expect(verifySignature(PAYLOAD, header, SECRET, NOW)).toEqual({ ok: false, reason: 'the signature\'s timestamp is 60 seconds in the future' });
    });
  });

  describe('accepts', () => {
    const accepted: [string, () => string, number][] = [
      ['a signature made now', () => signPayload(PAYLOAD, SECRET, NOW), NOW],
      ['a signature exactly 300 seconds old', () => signPayload(PAYLOAD, SECRET, NOW - 300), NOW],
      ['a timestamp 5 seconds ahead (clock skew between hosts)', () => signPayload(PAYLOAD, SECRET, NOW + 5), NOW],
      [
        'several v1 values of which one matches (a secret being rolled)',
        () => `t=${NOW},v1=${v1Of(signPayload(PAYLOAD, 'whsec_old_secret', NOW))},v1=${v1Of(signPayload(PAYLOAD, SECRET, NOW))}`,
        NOW,
      ],
      ['a v0 scheme beside the v1 (ignored)', () => `t=${NOW},v1=${v1Of(signPayload(PAYLOAD, SECRET, NOW))},v0=${'0'.repeat(64)}`, NOW],
      ['a v1 written in upper case', () => `t=${NOW},v1=${v1Of(signPayload(PAYLOAD, SECRET, NOW)).toUpperCase()}`, NOW],
    ];
    it.each(accepted)('%s', (_, header, now) => {
      expect(verifySignature(PAYLOAD, header(), SECRET, now)).toEqual({ ok: true });
    });
  });

  describe('refuses', () => {
    const good = () => v1Of(signPayload(PAYLOAD, SECRET, NOW));
    const refused: [string, () => string | null, string, string][] = [
      ['no header', () => null, PAYLOAD, 'the Stripe-Signature header is missing'],
      ['an empty header', () => '', PAYLOAD, 'the Stripe-Signature header is missing'],
      ['a header that is not key=value pairs', () => 'garbage', PAYLOAD, 'the Stripe-Signature header is not a list of key=value pairs'],
      ['a header without a timestamp', () => `v1=${good()}`, PAYLOAD, 'the Stripe-Signature header has no timestamp (t=)'],
      ['a timestamp that is not a number', () => `t=yesterday,v1=${good()}`, PAYLOAD, 'the Stripe-Signature header\'s timestamp (t=) is not a number of seconds'],
      ['two timestamps', () => `t=${NOW},t=${NOW},v1=${good()}`, PAYLOAD, 'the Stripe-Signature header has more than one timestamp (t=)'],
      ['a header with only a v0 signature', () => `t=${NOW},v0=${good()}`, PAYLOAD, 'the Stripe-Signature header has no v1 signature'],
      ['a forged signature', () => `t=${NOW},v1=${'ab'.repeat(32)}`, PAYLOAD, 'no v1 signature matches this body and the webhook secret'],
      ['a v1 that is not a hex digest', () => `t=${NOW},v1=not-hex`, PAYLOAD, 'no v1 signature matches this body and the webhook secret'],
      ['a signature made with another secret', () => signPayload(PAYLOAD, 'whsec_someone_else', NOW), PAYLOAD, 'no v1 signature matches this body and the webhook secret'],
      ['a tampered body', () => signPayload(PAYLOAD, SECRET, NOW), PAYLOAD.replace('completed', 'expired'), 'no v1 signature matches this body and the webhook secret'],
      ['a body re-serialised with other spacing', () => signPayload(PAYLOAD, SECRET, NOW), JSON.stringify(JSON.parse(PAYLOAD), null, 2), 'no v1 signature matches this body and the webhook secret'],
      ['a timestamp changed after signing', () => `t=${NOW + 1},v1=${good()}`, PAYLOAD, 'no v1 signature matches this body and the webhook secret'],
      ['a stale signature (301 seconds old)', () => signPayload(PAYLOAD, SECRET, NOW - 301), PAYLOAD, 'the signature is 301 seconds old; at most 300 are accepted'],
      ['a future timestamp (60 seconds ahead)', () => signPayload(PAYLOAD, SECRET, NOW + 60), PAYLOAD, 'the signature\'s timestamp is 60 seconds in the future'],
      ['a timestamp 6 seconds ahead', () => signPayload(PAYLOAD, SECRET, NOW + 6), PAYLOAD, 'the signature\'s timestamp is 6 seconds in the future'],
    ];
    it.each(refused)('%s', (_, header, payload, reason) => {
      expect(verifySignature(payload, header(), SECRET, NOW)).toEqual({ ok: false, reason });
    });

    it('everything when no secret is configured, even a signature made with the empty secret', () => {
      expect(verifySignature(PAYLOAD, signPayload(PAYLOAD, '', NOW), '', NOW)).toEqual({ ok: false, reason: 'no webhook secret is configured' });
    });

    it('a signature older than a tolerance the caller chose', () => {
      expect(verifySignature(PAYLOAD, signPayload(PAYLOAD, SECRET, NOW - 61), SECRET, NOW, 60)).toEqual({
        ok: false,
        reason: 'the signature is 61 seconds old; at most 60 are accepted',
      });
    });
  });
});
