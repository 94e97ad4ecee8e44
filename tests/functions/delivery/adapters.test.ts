/**
 * The delivery adapters against real receivers: SMTP through a recording smtp-server, webhooks
 * through a recording HTTP server, the labelled local adapters into a temporary folder; and the
 * settings that choose between them.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import deliverLeads, { config as deliverLeadsConfig } from '../../../src/functions/deliver-leads.ts';
import type { SiteConfig } from '../../../src/config/site-config-schema.ts';
import { ADMIN_KEY_ENV } from '../../../src/search/typesense/search-key-env.ts';
import { buildAdf } from '../../../src/server/crm/adf.ts';
import { CrmConfigError, DEFAULT_OUTBOX_DIR, readCrmDeliveryConfig } from '../../../src/server/crm/crm-config.ts';
import { createCrmDeliveries } from '../../../src/server/crm/deliveries.ts';
import { createSmtpDelivery } from '../../../src/server/crm/email-delivery.ts';
import { createWebhookDelivery } from '../../../src/server/crm/webhook-delivery.ts';
import { entryFor, hostileLead, loadSite, newCarEnquiry, stored } from './fixtures.ts';
import { readEmail, startSmtpRecorder, startWebhookRecorder } from './recorders.ts';
import { xmllintErrors } from './xml-reader.ts';

let site: SiteConfig;
let scratch: string;

beforeAll(async () => {
  site = await loadSite('brighton-volkswagen');
  scratch = await mkdtemp(path.join(tmpdir(), 'crm-delivery-'));
});

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

const siteRef = () => ({ slug: site.slug, name: site.name });

describe('the SMTP adapter', () => {
  it('delivers the lead to a recording SMTP server with the ADF intact as the plain-text body', async () => {
    const smtp = await startSmtpRecorder({ credentials: { user: 'leads', pass: 's3cret' } });
    const delivery = createSmtpDelivery({ host: '127.0.0.1', port: smtp.port, secure: false, auth: { user: 'leads', pass: 's3cret' }, from: 'leads@dealer-sites.example' });
    try {
      const submission = stored(hostileLead(site));
      const adf = buildAdf(submission, site);
      await delivery.send(submission, entryFor(submission, 'email', 'crm@brightonvolkswagen.example'), adf, siteRef());

      expect(smtp.messages).toHaveLength(1);
      const [message] = smtp.messages;
      expect(message?.user).toBe('leads');
      expect(message?.from).toBe('leads@dealer-sites.example');
      expect(message?.to).toEqual(['crm@brightonvolkswagen.example']);
      const { headers, body } = readEmail(message?.raw ?? '');
      expect(headers['subject']).toBe(`New lead from Brighton Volkswagen website: General Enquiry (lead ${submission.id})`);
      expect(headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(headers['message-id']).toBe(`<lead-${submission.id}-7@dealer-sites.example>`);
      expect(headers['x-lead-id']).toBe(submission.id);
      expect(headers['x-dealer-site']).toBe('brighton-volkswagen');
      expect(body.replace(/\n$/, '')).toBe(adf.replace(/\n$/, ''));
      expect(xmllintErrors(body)).toBe('');
    } finally {
      await delivery.close();
      await smtp.close();
    }
  });

  it('a recipient the server refuses is a failed try with the server\'s answer', async () => {
    const smtp = await startSmtpRecorder({ refuse: ['gone@dealer.example'] });
    const delivery = createSmtpDelivery({ host: '127.0.0.1', port: smtp.port, secure: false, auth: null, from: 'leads@dealer-sites.example' });
    try {
      const submission = stored(newCarEnquiry(site));
      await expect(delivery.send(submission, entryFor(submission, 'email', 'gone@dealer.example'), buildAdf(submission, site), siteRef())).rejects.toThrow(
        /Mailbox gone@dealer\.example unavailable/,
      );
      expect(smtp.messages).toHaveLength(0);
    } finally {
      await delivery.close();
      await smtp.close();
    }
  });
});

describe('the webhook adapter', () => {
  it('POSTs the ADF as application/xml with the lead id and an idempotency key', async () => {
    const hook = await startWebhookRecorder(() => 202);
    try {
      const submission = stored(newCarEnquiry(site));
      const adf = buildAdf(submission, site);
      await createWebhookDelivery({ timeoutMs: 2000 }).send(submission, entryFor(submission, 'webhook', hook.url), adf, siteRef());
      expect(hook.requests).toHaveLength(1);
      expect(hook.requests[0]).toMatchObject({ method: 'POST', body: adf });
      expect(hook.requests[0]?.headers).toMatchObject({
        'content-type': 'application/xml; charset=utf-8',
        'x-lead-id': submission.id,
        'idempotency-key': `lead-${submission.id}-7`,
      });
    } finally {
      await hook.close();
    }
  });

  it.each([
    [404, 'webhook answered 404 Not Found: CRM is down (404)'],
    [302, 'webhook answered 302 Found: CRM is down (302)'],
  ])('a %i answer is a failure naming the status', async (status, message) => {
    const hook = await startWebhookRecorder(() => status);
    try {
      const submission = stored(newCarEnquiry(site));
      await expect(createWebhookDelivery({ timeoutMs: 2000 }).send(submission, entryFor(submission, 'webhook', hook.url), '<adf/>', siteRef())).rejects.toThrow(message);
    } finally {
      await hook.close();
    }
  });

  it('a CRM that does not answer in time is a failure naming the timeout', async () => {
    const hook = await startWebhookRecorder(() => 'hang');
    try {
      const submission = stored(newCarEnquiry(site));
      await expect(createWebhookDelivery({ timeoutMs: 150 }).send(submission, entryFor(submission, 'webhook', hook.url), '<adf/>', siteRef())).rejects.toThrow(
        'webhook did not answer within 150 ms',
      );
    } finally {
      await hook.close();
    }
  });

  it('a CRM that cannot be reached is a failure naming the cause', async () => {
    const hook = await startWebhookRecorder(() => 200);
    await hook.close();
    const submission = stored(newCarEnquiry(site));
    await expect(createWebhookDelivery({ timeoutMs: 2000 }).send(submission, entryFor(submission, 'webhook', hook.url), '<adf/>', siteRef())).rejects.toThrow(
      /^webhook request failed: fetch failed: .*ECONNREFUSED/,
    );
  });
});

describe('the local adapters (embedded default)', () => {
  it('write each e-mail as an .eml file and each webhook call as an .http file, sending nothing', async () => {
    const outboxDir = path.join(scratch, 'outbox');
    const { deliveries, outboxDir: reported } = createCrmDeliveries({ mode: 'local', outboxDir, webhookTimeoutMs: 1000 });
    expect(reported).toBe(outboxDir);
    const submission = stored(newCarEnquiry(site));
    const adf = buildAdf(submission, site);
    await deliveries.email.send(submission, entryFor(submission, 'email', 'leads@brightonvolkswagen.example'), adf, siteRef());
    await deliveries.webhook.send(submission, { ...entryFor(submission, 'webhook', 'https://crm.brightonvolkswagen.example/adf'), id: 8 }, adf, siteRef());
    // A repeat of the same entry overwrites its file instead of adding one.
    await deliveries.email.send(submission, entryFor(submission, 'email', 'leads@brightonvolkswagen.example'), adf, siteRef());

    const files = (await readdir(outboxDir)).sort();
    expect(files).toEqual([
      `2026-05-01T10-00-00-000Z-lead-${submission.id}-7-email.eml`,
      `2026-05-01T10-00-00-000Z-lead-${submission.id}-8-webhook.http`,
    ]);
    const email = readEmail(await readFile(path.join(outboxDir, files[0] ?? ''), 'utf8'));
    expect(email.headers['to']).toBe('leads@brightonvolkswagen.example');
    expect(email.body.replace(/\n$/, '')).toBe(adf.replace(/\n$/, ''));
    const http = await readFile(path.join(outboxDir, files[1] ?? ''), 'utf8');
    expect(http.startsWith('POST https://crm.brightonvolkswagen.example/adf\ncontent-type: application/xml; charset=utf-8\n')).toBe(true);
    expect(http.endsWith(`\n\n${adf}`)).toBe(true);
  });
});

describe('CRM delivery settings', () => {
  const root = '/srv/dealer-sites';

  it('default to the local outbox when no SMTP server is configured', () => {
    expect(readCrmDeliveryConfig({}, root)).toEqual({ mode: 'local', outboxDir: path.join(root, DEFAULT_OUTBOX_DIR), webhookTimeoutMs: 10_000 });
  });

  it('go live with an SMTP host, with implicit TLS on port 465', () => {
    expect(readCrmDeliveryConfig({ SMTP_HOST: 'smtp.example', SMTP_PORT: '465', SMTP_USER: 'u', SMTP_PASS: 'p', LEADS_FROM_EMAIL: 'leads@example.com', CRM_WEBHOOK_TIMEOUT_MS: '5000' }, root)).toEqual({
      mode: 'live',
      webhookTimeoutMs: 5000,
      typesenseAdminKey: null,
      smtp: { host: 'smtp.example', port: 465, secure: true, auth: { user: 'u', pass: 'p' }, from: 'leads@example.com' },
    });
    expect(readCrmDeliveryConfig({ SMTP_HOST: 'smtp.example', LEADS_FROM_EMAIL: 'l@example.com' }, root)).toMatchObject({ smtp: { port: 587, secure: false, auth: null } });
  });

  it('take the Typesense admin key for search-index updates from the indexer\'s variable in live mode; a blank one is none', () => {
    const live = { SMTP_HOST: 'smtp.example', LEADS_FROM_EMAIL: 'l@example.com' };
    expect(readCrmDeliveryConfig({ ...live, [ADMIN_KEY_ENV]: ' xyz-admin ' }, root)).toMatchObject({ mode: 'live', typesenseAdminKey: 'xyz-admin' });
    expect(readCrmDeliveryConfig({ ...live, [ADMIN_KEY_ENV]: '  ' }, root)).toMatchObject({ mode: 'live', typesenseAdminKey: null });
    // Local mode calls nothing, so it has no use for the key.
    expect(readCrmDeliveryConfig({ [ADMIN_KEY_ENV]: 'xyz-admin' }, root)).not.toHaveProperty('typesenseAdminKey');
  });

  it.each([
    [{ CRM_DELIVERY: 'live' }, 'CRM_DELIVERY is "live" but SMTP_HOST is not set: lead e-mails need an SMTP server'],
    [{ SMTP_HOST: 'smtp.example' }, 'LEADS_FROM_EMAIL is not set: lead e-mails need a sender address'],
    [{ SMTP_HOST: 'smtp.example', LEADS_FROM_EMAIL: 'l@example.com', SMTP_USER: 'u' }, 'SMTP_USER and SMTP_PASS go together: set both or neither'],
    [{ SMTP_HOST: 'smtp.example', LEADS_FROM_EMAIL: 'l@example.com', SMTP_PORT: 'twenty' }, 'SMTP_PORT expects a whole number of 1 or more, got "twenty"'],
    [{ SMTP_HOST: 'smtp.example', LEADS_FROM_EMAIL: 'l@example.com', SMTP_SECURE: 'yes' }, 'SMTP_SECURE expects "true" or "false", got "yes"'],
    [{ CRM_DELIVERY: 'carrier-pigeon' }, 'CRM_DELIVERY expects "live" or "local", got "carrier-pigeon"'],
  ])('refuse %j in plain words', (env, message) => {
    expect(() => readCrmDeliveryConfig(env, root)).toThrow(new CrmConfigError(message));
  });
});

describe('the deliver-leads scheduled function', () => {
  it('runs every minute', () => {
    expect(deliverLeadsConfig).toEqual({ schedule: '* * * * *' });
  });

  it('refuses to run with the local outbox: on Netlify its files would vanish with the instance', async () => {
    vi.stubEnv('SMTP_HOST', '');
    vi.stubEnv('CRM_DELIVERY', '');
    try {
      await expect(deliverLeads()).rejects.toThrow(
        new CrmConfigError('CRM delivery is local on Netlify: set SMTP_HOST and LEADS_FROM_EMAIL (or CRM_DELIVERY=live) so leads reach the CRM'),
      );
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
