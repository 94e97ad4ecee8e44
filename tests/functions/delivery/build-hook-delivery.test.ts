/**
 * The build-hook channel against a recording HTTP server: an empty POST titled with what happened,
 * 2xx delivered, anything else a failure in plain words (the worker retries it); and the labelled
 * local adapter, which writes the call to a file and calls nothing.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../../src/config/site-config-schema.ts';
import { buildHookUrl, createBuildHookDelivery } from '../../../src/server/crm/build-hook-delivery.ts';
import { createCrmDeliveries } from '../../../src/server/crm/deliveries.ts';
import { entryFor, loadSite, newCarEnquiry, reservationNotice, stored } from './fixtures.ts';
import { startWebhookRecorder, type WebhookRecorder } from './recorders.ts';

let site: SiteConfig;
let scratch: string;
let hook: WebhookRecorder | undefined;

beforeAll(async () => {
  site = await loadSite('brighton-volkswagen');
  scratch = await mkdtemp(path.join(tmpdir(), 'build-hook-'));
});

afterEach(async () => {
  await hook?.close();
  hook = undefined;
});

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

const CONFIRMED_TITLE = 'Reservation R-ABC23456 confirmed (deposit paid): 2025 Volkswagen Tiguan 162TSI Elegance';

function queryOf(url: string): URLSearchParams {
  return new URL(url, 'http://recorder.invalid').searchParams;
}

describe('the build hook adapter', () => {
  it('POSTs an empty body to the hook, titled with what happened to which car', async () => {
    hook = await startWebhookRecorder(() => 200);
    const submission = stored(reservationNotice(site, 'confirmed'));
    const remark = await createBuildHookDelivery({ timeoutMs: 2000 }).send(submission, entryFor(submission, 'build-hook', hook.url), site);
    expect(remark).toBeUndefined();
    expect(hook.requests).toHaveLength(1);
    const [request] = hook.requests;
    expect(request?.method).toBe('POST');
    expect(request?.body).toBe('');
    expect(request?.headers['content-length']).toBe('0');
    expect(request?.url.startsWith('/adf?')).toBe(true);
    expect(queryOf(request?.url ?? '').get('trigger_title')).toBe(CONFIRMED_TITLE);
  });

  it('a hook URL that sets its own trigger_title and branch keeps them', async () => {
    hook = await startWebhookRecorder(() => 200);
    const submission = stored(reservationNotice(site, 'released'));
    const target = `${hook.url}?trigger_branch=stock&trigger_title=Stock+changed`;
    await createBuildHookDelivery({ timeoutMs: 2000 }).send(submission, entryFor(submission, 'build-hook', target), site);
    const query = queryOf(hook.requests[0]?.url ?? '');
    expect(query.get('trigger_title')).toBe('Stock changed');
    expect(query.get('trigger_branch')).toBe('stock');
  });

  it('a submission that is not a reservation notice is titled with its category and lead id', () => {
    const submission = stored(newCarEnquiry(site));
    const url = buildHookUrl(submission, { target: 'https://api.netlify.com/build_hooks/5c23354f454e1350f8543e78' });
    expect(queryOf(url).get('trigger_title')).toBe(`General Enquiry (lead ${submission.id})`);
  });

  it.each([
    [500, 'build hook answered 500 Internal Server Error: CRM is down (500)'],
    [404, 'build hook answered 404 Not Found: CRM is down (404)'],
    [302, 'build hook answered 302 Found: CRM is down (302)'],
  ])('a %i answer is a failed try naming the status', async (status, message) => {
    hook = await startWebhookRecorder(() => status);
    const submission = stored(reservationNotice(site, 'confirmed'));
    await expect(createBuildHookDelivery({ timeoutMs: 2000 }).send(submission, entryFor(submission, 'build-hook', hook.url), site)).rejects.toThrow(
      new Error(message),
    );
  });

  it('a hook that does not answer in time is a failed try naming the timeout', async () => {
    hook = await startWebhookRecorder(() => 'hang');
    const submission = stored(reservationNotice(site, 'confirmed'));
    await expect(createBuildHookDelivery({ timeoutMs: 150 }).send(submission, entryFor(submission, 'build-hook', hook.url), site)).rejects.toThrow(
      'build hook did not answer within 150 ms',
    );
  });

  it.each([
    ['not a url', 'build hook target "not a url" is not a URL'],
    ['ftp://hooks.example/1', 'build hook target "ftp://hooks.example/1" is not an http(s) URL'],
  ])('a target %j is refused in plain words', async (target, message) => {
    const submission = stored(reservationNotice(site, 'confirmed'));
    await expect(createBuildHookDelivery({ timeoutMs: 2000 }).send(submission, entryFor(submission, 'build-hook', target), site)).rejects.toThrow(
      new Error(message),
    );
  });
});

describe('the local build hook adapter (embedded default)', () => {
  it('writes the call as an .http file and calls nothing', async () => {
    hook = await startWebhookRecorder(() => 200);
    const outboxDir = path.join(scratch, 'outbox');
    const { deliveries } = createCrmDeliveries({ mode: 'local', outboxDir, webhookTimeoutMs: 1000 });
    const submission = stored(reservationNotice(site, 'confirmed'));
    await deliveries['build-hook'].send(submission, entryFor(submission, 'build-hook', hook.url, 9), site);

    expect(hook.requests).toHaveLength(0);
    const files = await readdir(outboxDir);
    expect(files).toEqual([`2026-05-01T10-00-00-000Z-lead-${submission.id}-9-build-hook.http`]);
    const [requestLine, ...rest] = (await readFile(path.join(outboxDir, files[0] ?? ''), 'utf8')).split('\n');
    expect(requestLine?.startsWith(`POST ${hook.url}?trigger_title=`)).toBe(true);
    expect(queryOf(requestLine?.slice('POST '.length) ?? '').get('trigger_title')).toBe(CONFIRMED_TITLE);
    expect(rest).toEqual(['user-agent: dealer-sites-crm-delivery/1', '', '']);
  });
});
