import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import { serveSite } from '../../../scripts/lib/static-server.ts';
import { HSTS_HEADER, SECURITY_HEADERS } from '../../../src/config/http-headers.ts';

let dir: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'site-'));
  await mkdir(path.join(dir, 'pages'));
  await mkdir(path.join(dir, '_astro'));
  await writeFile(path.join(dir, 'index.html'), '<h1>home</h1>');
  await writeFile(path.join(dir, 'about-us.html'), `<h1>about</h1>${'x'.repeat(2000)}`);
  await writeFile(path.join(dir, 'pages', 'warranty.html'), '<h1>warranty</h1>');
  await writeFile(path.join(dir, '404.html'), '<h1>not found</h1>');
  await writeFile(path.join(dir, '_astro', 'app.abc123.js'), 'console.log(1)');
  await writeFile(path.join(path.dirname(dir), 'secret.txt'), 'secret');
  server = await serveSite(dir, 0, '127.0.0.1');
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(() => {
  server.close();
});

describe('the local static server', () => {
  it.each([
    ['/', '<h1>home</h1>'],
    ['/pages/warranty', '<h1>warranty</h1>'],
    ['/pages/warranty/', '<h1>warranty</h1>'],
  ])('serves %s as a pretty URL', async (urlPath, body) => {
    const response = await fetch(`${origin}${urlPath}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe(body);
  });

  it('answers an unknown path with the 404 page and status 404', async () => {
    const response = await fetch(`${origin}/no-such-page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('<h1>not found</h1>');
  });

  it('never serves a file outside the site folder', async () => {
    for (const attempt of ['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt']) {
      const response = await fetch(`${origin}${attempt}`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('secret');
    }
  });

  it('sends the security headers, long caching for hashed assets and Brotli or gzip for text', async () => {
    const asset = await fetch(`${origin}/_astro/app.abc123.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(asset.headers.get(name)).toBe(value);
    const page = await fetch(`${origin}/about-us`, { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect((await page.text()).startsWith('<h1>about</h1>')).toBe(true);
    // Brotli first when the browser takes it, as Netlify's CDN sends it.
    const brotli = await fetch(`${origin}/about-us`, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect((await brotli.text()).startsWith('<h1>about</h1>')).toBe(true);
    const plain = await fetch(`${origin}/about-us`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('refuses methods other than GET and HEAD', async () => {
    const response = await fetch(`${origin}/`, { method: 'POST' });
    expect(response.status).toBe(405);
  });
});

describe('netlify.toml', () => {
  it('sends the same security headers as the local server, plus HSTS', async () => {
    const toml = await readFile(path.join(import.meta.dirname, '..', '..', '..', 'netlify.toml'), 'utf8');
    for (const [name, value] of [...Object.entries(SECURITY_HEADERS), [HSTS_HEADER.name, HSTS_HEADER.value]]) {
      expect(toml).toContain(`${name} = "${value}"`);
    }
    expect(toml).toMatch(/for = "\/_astro\/\*"\s+\[headers\.values\]\s+Cache-Control = "public, max-age=31536000, immutable"/);
    expect(toml).toContain('publish = "publish"');
    expect(toml).toContain('directory = "src/functions"');
  });
});
