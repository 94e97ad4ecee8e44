/**
 * The local mail catcher (/_mail/ on the local server): with no SMTP settings the outbox worker's
 * labelled local adapter writes a saved search's confirmation as an .eml file, and the page shows
 * it, newest first, with its subject, recipient and text; to this machine only, read-only.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { caughtMails, mailCatcherResponse } from '../../../scripts/lib/mail-catcher.ts';
import { alerts } from '../../../src/server/alerts/alert-handlers.ts';
import { createCrmDeliveries } from '../../../src/server/crm/deliveries.ts';
import { deliverDue } from '../../../src/server/crm/outbox-worker.ts';
import type { OpenedLeadStore } from '../../../src/server/store/open-lead-store.ts';
import { BRIGHTON, call } from '../api/fixtures.ts';
import { openEmptyPgliteStore } from '../empty-pglite-store.ts';
import { alertDeps, saveBody, saveRequest, testClock } from './fixtures.ts';

let opened: { store: OpenedLeadStore; dispose(): Promise<void> };
let outboxDir: string;

beforeEach(async () => {
  opened = await openEmptyPgliteStore();
  outboxDir = await mkdtemp(path.join(tmpdir(), 'mail-catcher-'));
});
afterEach(async () => {
  await opened.dispose();
  await rm(outboxDir, { recursive: true, force: true });
});

it('shows the confirmation the local adapter wrote, to callers on this machine only', async () => {
  const clock = testClock();
  expect((await call(alerts, saveRequest(BRIGHTON, saveBody({ email: 'local@example.com' })), alertDeps(BRIGHTON, opened.store, clock))).status).toBe(201);
  const { deliveries } = createCrmDeliveries({ mode: 'local', outboxDir, webhookTimeoutMs: 1000 });
  expect(await deliverDue({ store: opened.store, deliveries, sites: async () => BRIGHTON, now: clock.now })).toMatchObject({ delivered: 1 });
  expect((await readdir(outboxDir)).filter((name) => name.endsWith('-shopper-email.eml'))).toHaveLength(1);

  const [mail] = await caughtMails(outboxDir);
  expect(mail).toMatchObject({ subject: `Confirm your saved search at ${BRIGHTON.name}`, to: 'local@example.com' });
  expect(mail?.text).toContain('412 Hampton Street, Brighton VIC 3186');

  const page = await mailCatcherResponse(new Request('http://localhost:4321/_mail/'), '127.0.0.1', outboxDir);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain(`Confirm your saved search at ${BRIGHTON.name}`);
  expect(html).toContain('To local@example.com');
  expect((await mailCatcherResponse(new Request('http://localhost:4321/_mail/'), '203.0.113.9', outboxDir)).status).toBe(403);
  expect((await mailCatcherResponse(new Request('http://localhost:4321/_mail/', { method: 'POST' }), '127.0.0.1', outboxDir)).status).toBe(405);
});
