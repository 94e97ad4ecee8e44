import { describe, expect, it } from 'vitest';
import { requireSiteConfig } from '../../../src/config/load-site-config.ts';
import { paymentsFor } from '../../../src/server/wiring/payment-wiring.ts';

const ROOT = new URL('../../../', import.meta.url).pathname;
const brighton = await requireSiteConfig(ROOT, 'brighton-volkswagen');
const stripeSite = { ...brighton, payments: { ...brighton.payments, gateway: 'stripe' as const } };
const noKeys = { stripeSecretKey: undefined, stripeWebhookSecret: undefined };
const keys = { stripeSecretKey: 'sk_test_x', stripeWebhookSecret: 'whsec_x' };
const deliver = () => Promise.resolve(new Response(null));

describe('the payment gateway a site gets', () => {
  it('is Stripe when the site asks for it and the keys are set, with the endpoint\'s secret', () => {
    const wiring = paymentsFor(stripeSite, { ...keys, serverless: true }, deliver);
    expect(wiring.payments.gateway.name).toBe('stripe');
    expect(wiring.payments.webhookSecret).toBe('whsec_x');
    expect(wiring.sandbox).toBeNull();
  });

  it('is the labelled sandbox locally, with a secret of its own, also for a Stripe site without keys (with a warning)', () => {
    const warnings: string[] = [];
    const local = paymentsFor(stripeSite, { ...noKeys, serverless: false }, deliver, (message) => warnings.push(message));
    expect(local.payments.gateway.name).toBe('sandbox');
    expect(local.sandbox).not.toBeNull();
    expect(local.payments.webhookSecret).toMatch(/^whsec_sandbox_[0-9a-f]{48}$/);
    expect(warnings[0]).toMatch(/STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are not both set; serving locally with the sandbox gateway/);
  });

  it('never takes payments on a deploy without Stripe: every call is refused with the reason, and the rest of the API lives on', async () => {
    const warnings: string[] = [];
    const deployed = paymentsFor(brighton, { ...keys, serverless: true }, deliver, (message) => warnings.push(message));
    expect(deployed.sandbox).toBeNull();
    await expect(deployed.payments.gateway.createCheckout({} as never)).rejects.toThrow(/"sandbox", the local test gateway, which takes no money/);
    expect(warnings).toHaveLength(1);
    const missingKeys = paymentsFor(stripeSite, { ...noKeys, serverless: true }, deliver, () => undefined);
    await expect(missingKeys.payments.gateway.refund({ reservationId: 'r', paymentId: 'pi_1', amountMinor: 1 })).rejects.toThrow(/not both set/);
  });
});
