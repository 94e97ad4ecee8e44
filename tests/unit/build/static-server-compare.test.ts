/**
 * The local static server's compare page (scripts/lib/static-server.ts): the cars of the link
 * written into the built page as plain cards, read from the site's own compare records, as the edge
 * function does in production, with the page's headers and compression kept.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSite } from '../../../scripts/lib/static-server.ts';
import { compareCarFile } from '../../../src/domain/compare/compare-car.ts';
import { COMPARE_CARDS_START } from '../../../src/domain/compare/compare-page.ts';
import { COMPARE_TEXTS } from '../../../src/domain/compare/compare-texts.ts';
import { BUILT_PAGE, cardTexts, compareRecord } from '../compare/compare-fixtures.ts';

const CSP = "default-src 'none'; script-src 'self'";
const NOT_LISTED = `${COMPARE_TEXTS.notListedName} ${COMPARE_TEXTS.notListed}`;
let dir: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'compare-site-'));
  await mkdir(path.join(dir, 'compare'));
  // Longer than the size the server compresses from.
  await writeFile(path.join(dir, 'compare.html'), BUILT_PAGE.replace('</main>', `<p>${'x'.repeat(600)}</p></main>`));
  await writeFile(path.join(dir, '404.html'), '<h1>not found</h1>');
  await writeFile(path.join(dir, '_headers'), `/compare\n  Content-Security-Policy: ${CSP}\n`);
  await writeFile(path.join(dir, compareCarFile('golf-u1').slice(1)), JSON.stringify(compareRecord('golf-u1', { name: '2021 Volkswagen Golf' })));
  await writeFile(path.join(dir, compareCarFile('polo-u2').slice(1)), JSON.stringify(compareRecord('polo-u2', { name: '2020 Volkswagen Polo' })));
  await writeFile(path.join(dir, compareCarFile('broken-u3').slice(1)), '{"slug":');
  server = await serveSite(dir, 0, '127.0.0.1', { api: 'none' });
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the local server\'s compare page', () => {
  it('lists the cars of the link as plain cards, an unknown or unreadable one as no longer listed, with the page\'s own policy', async () => {
    const response = await fetch(`${origin}/compare?cars=polo-u2,nonexistent-car,golf-u1,broken-u3`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(CSP);
    const texts = cardTexts(await response.text());
    expect(texts).toHaveLength(4);
    expect(texts[0]).toContain('2020 Volkswagen Polo');
    expect(texts[1]).toBe(NOT_LISTED);
    expect(texts[2]).toContain('2021 Volkswagen Golf');
    expect(texts[3]).toBe(NOT_LISTED);
  });

  it('compresses each link\'s page for itself: another link is never answered from the cache', async () => {
    const gzip = { headers: { 'accept-encoding': 'gzip' } };
    const first = await fetch(`${origin}/compare?cars=golf-u1`, gzip);
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(cardTexts(await first.text())[0]).toContain('2021 Volkswagen Golf');
    // A name of the same length: a cache keyed by the body's length alone would answer the Golf.
    const second = await fetch(`${origin}/compare?cars=polo-u2`, gzip);
    expect(cardTexts(await second.text())[0]).toContain('2020 Volkswagen Polo');
  });

  it('says there is nothing to compare without cars in the link', async () => {
    const html = await (await fetch(`${origin}/compare`)).text();
    expect(html).toContain(COMPARE_CARDS_START);
    expect(html).toContain(COMPARE_TEXTS.empty);
  });

  it('serves the records themselves as JSON, and no record of an unknown car', async () => {
    const record = await fetch(`${origin}${compareCarFile('golf-u1')}`);
    expect(record.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(((await record.json()) as { slug: string }).slug).toBe('golf-u1');
    expect((await fetch(`${origin}${compareCarFile('nonexistent-car')}`)).status).toBe(404);
  });
});
