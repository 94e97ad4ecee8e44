import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersFileText } from '../../../src/config/headers-file.ts';
import { serveSite } from '../../../scripts/lib/static-server.ts';

const SITE_WIDE = "default-src 'none'; img-src 'self' data: https://tile.example";
const ABOUT = "default-src 'none'; style-src 'self' 'sha256-abc='";
const FOLDER = "default-src 'none'; form-action 'self'";

let dir: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'site-headers-'));
  await mkdir(path.join(dir, 'book-test-drive'));
  await writeFile(path.join(dir, 'about-us.html'), '<h1>about</h1>');
  await writeFile(path.join(dir, 'book-test-drive', 'index.html'), '<h1>book</h1>');
  await writeFile(path.join(dir, 'logo.svg'), '<svg/>');
  await writeFile(path.join(dir, '404.html'), '<h1>not found</h1>');
  const rules = new Map([
    ['/*', { 'Content-Security-Policy': SITE_WIDE }],
    ['/about-us', { 'Content-Security-Policy': ABOUT }],
    ['/book-test-drive/', { 'Content-Security-Policy': FOLDER }],
  ]);
  await writeFile(path.join(dir, '_headers'), headersFileText(rules));
  server = await serveSite(dir, 0, '127.0.0.1', { api: 'none' });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the local server applies the build\'s _headers file as Netlify does', () => {
  it.each([
    ['a page gets its own policy', '/about-us', 200, ABOUT],
    ['a folder page gets its own policy', '/book-test-drive/', 200, FOLDER],
    ['a file gets the site-wide policy', '/logo.svg', 200, SITE_WIDE],
    ['an unknown URL gets the site-wide policy with the 404 page', '/nowhere', 404, SITE_WIDE],
    ['the headers file itself is not served', '/_headers', 404, SITE_WIDE],
  ])('%s', async (_rule, urlPath, status, policy) => {
    const response = await fetch(`${origin}${urlPath}`);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-security-policy')).toBe(policy);
    expect(await response.text()).not.toContain('Content-Security-Policy');
  });
});
