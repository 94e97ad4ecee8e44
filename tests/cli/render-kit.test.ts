/**
 * The render kit's own rules (scripts/lib/render-kit.ts): where a path's file is served from, the
 * URL it renders at, and the code fingerprint that decides whether a build may use the kit: the
 * stock moves nothing, anything compiled into the bundle moves it. That the kit renders what Astro
 * would is proved by tests/cli/incremental-build.test.ts.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { kitFingerprint, renderUrlOf, servedFileOf } from '../../scripts/lib/render-kit.ts';

describe('servedFileOf', () => {
  it('names the file Astro writes for a page or an endpoint, and a folder route its index', () => {
    expect(servedFileOf('/', 'page')).toBe('index.html');
    expect(servedFileOf('/cars/vw-golf-1', 'page')).toBe('cars/vw-golf-1.html');
    expect(servedFileOf('/cars/vw-golf-1/reserve', 'page')).toBe('cars/vw-golf-1/reserve.html');
    expect(servedFileOf('/search/stock.json', 'endpoint')).toBe('search/stock.json');
    expect(servedFileOf('/book-test-drive', 'page')).toBe('book-test-drive/index.html');
  });
});

describe('renderUrlOf', () => {
  it('gives a page its .html URL on the site origin, and an endpoint its own path', () => {
    const origin = 'https://www.example-dealer.com.au';
    expect(renderUrlOf('/', 'page', origin).href).toBe(`${origin}/index.html`);
    expect(renderUrlOf('/cars/vw-golf-1', 'page', origin).href).toBe(`${origin}/cars/vw-golf-1.html`);
    expect(renderUrlOf('/search/stock.json', 'endpoint', origin).href).toBe(`${origin}/search/stock.json`);
  });
});

describe('kitFingerprint', () => {
  const SLUG = 'test-dealer';
  let root: string;
  let dataDir: string;
  const fingerprint = (env: Record<string, string | undefined> = {}, shared = 'shared') => kitFingerprint(root, shared, SLUG, dataDir, env);

  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'render-kit-'));
    dataDir = path.join(root, 'data', SLUG);
    await mkdir(path.join(root, 'sites'), { recursive: true });
    await mkdir(dataDir, { recursive: true });
    await writeFile(path.join(root, 'sites', `${SLUG}.json`), '{"slug":"test-dealer"}\n');
    await writeFile(path.join(dataDir, 'cars.json'), '[]\n');
    await writeFile(path.join(dataDir, 'stock-source.json'), '{"from":"feed.csv"}\n');
    await writeFile(path.join(dataDir, 'models.json'), '[]\n');
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('stays the same when only the stock, its import record or the demo record changes', async () => {
    const before = await fingerprint();
    await writeFile(path.join(dataDir, 'cars.json'), '[{"id":1}]\n');
    await writeFile(path.join(dataDir, 'stock-source.json'), '{"from":"feed.csv","imported_at":"now"}\n');
    await writeFile(path.join(dataDir, 'meta.json'), '{"stock_generated_at":1795819479}\n');
    expect(await fingerprint()).toBe(before);
  });

  it('changes with the content the bundle holds, the site config, the shared code and the search key', async () => {
    const before = await fingerprint();
    await writeFile(path.join(dataDir, 'models.json'), '[{"slug":"golf"}]\n');
    const afterModels = await fingerprint();
    expect(afterModels).not.toBe(before);
    await writeFile(path.join(root, 'sites', `${SLUG}.json`), '{"slug":"test-dealer","name":"X"}\n');
    const afterConfig = await fingerprint();
    expect(afterConfig).not.toBe(afterModels);
    expect(await fingerprint({}, 'other shared code')).not.toBe(afterConfig);
    expect(await fingerprint({ TYPESENSE_SEARCH_KEY_TEST_DEALER: 'key' })).not.toBe(afterConfig);
    expect(await fingerprint({ TYPESENSE_SEARCH_KEY_OTHER_DEALER: 'key' })).toBe(afterConfig);
  });
});
