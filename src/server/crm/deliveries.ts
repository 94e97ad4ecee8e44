/**
 * The delivery adapters for a CrmDeliveryConfig: SMTP, HTTP and Typesense in live mode, the local
 * outbox folder in local mode (the embedded default). The Netlify function and the local server both
 * wire the outbox worker through this.
 */
import { createBuildHookDelivery, createLocalBuildHookDelivery } from './build-hook-delivery.ts';
import type { CrmDeliveryConfig } from './crm-config.ts';
import type { CrmDeliveries } from '../ports/delivery.ts';
import { createLocalEmailDelivery, createLocalShopperDelivery, createSmtpDelivery, createSmtpShopperDelivery } from './email-delivery.ts';
import { createLocalSearchIndexDelivery, createSearchIndexDelivery } from './search-index-delivery.ts';
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
      deliveries: {
        email: createLocalEmailDelivery(config.outboxDir),
        webhook: createLocalWebhookDelivery(config.outboxDir),
        'build-hook': createLocalBuildHookDelivery(config.outboxDir),
        'search-index': createLocalSearchIndexDelivery(config.outboxDir),
        'shopper-email': createLocalShopperDelivery(config.outboxDir),
      },
      outboxDir: config.outboxDir,
      close: async () => {},
    };
  }
  const email = createSmtpDelivery(config.smtp);
  const shopperEmail = createSmtpShopperDelivery(config.smtp);
  return {
    deliveries: {
      email,
      webhook: createWebhookDelivery({ timeoutMs: config.webhookTimeoutMs }),
      'build-hook': createBuildHookDelivery({ timeoutMs: config.webhookTimeoutMs }),
      'search-index': createSearchIndexDelivery({ adminKey: config.typesenseAdminKey }),
      'shopper-email': shopperEmail,
    },
    outboxDir: null,
    close: async () => {
      await email.close();
      await shopperEmail.close();
    },
  };
}
