/**
 * Which payment gateway a site's functions use, from its config (`payments.gateway`) and the
 * environment: Stripe Checkout with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or the labelled
 * sandbox gateway. A deploy (serverless) never runs the sandbox: there a site set to it, or set to
 * Stripe without its keys, gets a gateway that refuses every payment with the reason (reservations
 * answer 502 and the reason is logged), so production never pretends to take money while the
 * site's other calls, its leads above all, keep working. Locally a site set to Stripe without keys
 * falls back to the sandbox with a warning, so `npm start` works with no account and no network.
 */
import { randomBytes } from 'node:crypto';
import type { SiteConfig } from '../../config/site-config-schema.ts';
import type { PaymentsDeps } from '../handlers/deps.ts';
import type { PaymentGateway } from '../ports/payment-gateway.ts';
import { createSandboxGateway, type SandboxGateway } from '../payments/sandbox-gateway.ts';
import { createStripeGateway } from '../payments/stripe-gateway.ts';
import type { ApiEnvironment } from './api-environment.ts';

/** A site's payments cannot be served as configured on this deploy. */
export class PaymentsConfigError extends Error {
  override readonly name = 'PaymentsConfigError';
}

/** The payments of one process, and the sandbox (to mount its page) when that is the gateway. */
export interface PaymentsWiring {
  readonly payments: PaymentsDeps;
  readonly sandbox: SandboxGateway | null;
}

/**
 * The payments for a site. `deliverWebhook` is how the sandbox reaches the webhook handler (the
 * same path as Stripe's calls); it is called only once the deps exist.
 */
export function paymentsFor(
  site: SiteConfig,
  environment: Pick<ApiEnvironment, 'stripeSecretKey' | 'stripeWebhookSecret' | 'serverless'>,
  deliverWebhook: (request: Request) => Promise<Response>,
  warn: (message: string) => void = (message) => console.warn(message),
): PaymentsWiring {
  const keys =
    environment.stripeSecretKey !== undefined && environment.stripeWebhookSecret !== undefined
      ? { secretKey: environment.stripeSecretKey, webhookSecret: environment.stripeWebhookSecret }
      : undefined;
  if (site.payments.gateway === 'stripe' && keys !== undefined) {
    return { payments: { gateway: createStripeGateway({ secretKey: keys.secretKey }), webhookSecret: keys.webhookSecret }, sandbox: null };
  }
  if (environment.serverless) {
    const problem = new PaymentsConfigError(
      site.payments.gateway === 'stripe'
        ? `${site.slug}: payments.gateway is "stripe" but STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are not both set`
        : `${site.slug}: payments.gateway is "sandbox", the local test gateway, which takes no money; a deploy needs "stripe"`,
    );
    if (site.features.buttons.reserve !== 'off') warn(`${problem.message}: reservations are refused until it is fixed.`);
    return { payments: { gateway: refusingGateway(problem), webhookSecret: randomSecret() }, sandbox: null };
  }
  if (site.payments.gateway === 'stripe') {
    warn(`${site.slug}: payments.gateway is "stripe" but STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are not both set; serving locally with the sandbox gateway.`);
  }
  // A fresh secret per process: only this process's sandbox can sign events its webhook accepts.
  const webhookSecret = randomSecret();
  const sandbox = createSandboxGateway({ webhookSecret, deliverWebhook });
  return { payments: { gateway: sandbox, webhookSecret }, sandbox };
}

/** A webhook secret nobody else knows: events signed with anything else are refused. */
function randomSecret(): string {
  return `whsec_sandbox_${randomBytes(24).toString('hex')}`;
}

/** A gateway that takes nothing: every call rejects with why payments are not set up. */
function refusingGateway(problem: PaymentsConfigError): PaymentGateway {
  const refuse = () => Promise.reject(problem);
  return { name: 'stripe', createCheckout: refuse, expireCheckout: refuse, refund: refuse };
}
