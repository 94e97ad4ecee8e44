/**
 * The delivery adapters for a CrmDeliveryConfig: SMTP and HTTP in live mode, the local outbox
 * folder in local mode (the embedded default). The Netlify function and the local server both wire
 * the outbox worker through this.
 */
import type { CrmDeliveryConfig } from './crm-config.ts';
import type { CrmDeliveries } from './delivery.ts';
import { createLocalEmailDelivery, createSmtpDelivery } from './email-delivery.ts';
import { createLocalWebhookDelivery, createWebhookDelivery } from './webhook-delivery.ts';

/** The adapters, and a close for the resources they hold (the SMTP connection). */
interface OpenDeliveries {
  readonly deliveries: CrmDeliveries;
  /** Where local mode writes messages; null in live mode. */
  readonly outboxDir: string | null;
  close(): Promise<void>;
}

/** The adapters a config asks for. */
export function createCrmDeliveries(config: CrmDeliveryConfig): OpenDeliveries {
  if (config.mode === 'local') {
    return {
      deliveries: { email: createLocalEmailDelivery(config.outboxDir), webhook: createLocalWebhookDelivery(config.outboxDir) },
      outboxDir: config.outboxDir,
      close: async () => {},
    };
  }
  const email = createSmtpDelivery(config.smtp);
  return {
    deliveries: { email, webhook: createWebhookDelivery({ timeoutMs: config.webhookTimeoutMs }) },
    outboxDir: null,
    close: () => email.close(),
  };
}
