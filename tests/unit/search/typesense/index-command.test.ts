import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Car } from '../../../../src/domain/cars/car.ts';
import { runIndexCommand } from '../../../../src/search/typesense/index-command.ts';
import { decodeScopedKey, verifyScopedKey } from '../../../../src/search/typesense/scoped-key.ts';
import type { TypesenseNode } from '../../../../src/search/typesense/connection.ts';
import { closedPort, startFakeTypesense, type FakeTypesense } from './fake-typesense.ts';
import { DEMO_NOW, ROOT, demoSite } from './demo-stock.ts';

const ENV = { TYPESENSE_ADMIN_KEY: 'admin-key-for-tests', TYPESENSE_SEARCH_PARENT_KEY: 'search-parent-key-for-tests' };

let server: FakeTypesense;
let root: string;

beforeEach(async () => {
  server = await startFakeTypesense({ acceptKeys: [ENV.TYPESENSE_ADMIN_KEY] });
  root = await mkdtemp(path.join(tmpdir(), 'index-stock-'));
  await mkdir(path.join(root, 'sites'));
});
afterEach(async () => {
  await server.close();
  await rm(root, { recursive: true, force: true });
});

/** Writes sites/<slug>.json (a demo config with the given search settings) and, unless told not to, data/<slug>/cars.json. */
async function addSite(slug: string, search: Record<string, unknown>, cars?: readonly unknown[]): Promise<void> {
  const config = JSON.parse(await readFile(path.join(ROOT, 'sites', `${slug}.json`), 'utf8')) as Record<string, unknown>;
  await writeFile(path.join(root, 'sites', `${slug}.json`), JSON.stringify({ ...config, search }));
  const feed = cars ?? (await demoSite(slug)).cars;
  if (feed.length > 0 || cars !== undefined) {
    await mkdir(path.join(root, 'data', slug), { recursive: true });
    await writeFile(path.join(root, 'data', slug, 'cars.json'), JSON.stringify(feed));
  }
}

const typesenseSearch = (node: TypesenseNode, backend = 'typesense') => ({ backend, typesense: { nodes: [node], num_retries: 0, connection_timeout_seconds: 1 } });

async function run(argv: string[], env: Record<string, string> = ENV) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runIndexCommand(argv, { root, env, out: (l) => out.push(l), err: (l) => err.push(l), now: () => DEMO_NOW });
  return { code, out, err };
}

describe('npm run index', () => {
  it('prints progress per batch, a closing line, and the key line on stdout', async () => {
    await addSite('brighton-volkswagen', typesenseSearch(server.node));
    const { code, out, err } = await run(['--site', 'brighton-volkswagen', '--batch-size', '100']);
    expect(code).toBe(0);
    expect(err).toEqual([
      'brighton-volkswagen: batch 1/3: 100/216 cars sent, 0 rejected',
      'brighton-volkswagen: batch 2/3: 200/216 cars sent, 0 rejected',
      'brighton-volkswagen: batch 3/3: 216/216 cars sent, 0 rejected',
      'brighton-volkswagen: collection cars created',
      'brighton-volkswagen: done: 216 of 216 cars upserted, 0 rejected, 0 removed (left the feed); search key TYPESENSE_SEARCH_KEY_BRIGHTON_VOLKSWAGEN expires 2026-06-19T00:00:00.000Z',
    ]);
    expect(out).toHaveLength(1);
    const line = out[0] ?? '';
    const name = line.slice(0, line.indexOf('='));
    const key = line.slice(line.indexOf('=') + 1);
    expect(name).toBe('TYPESENSE_SEARCH_KEY_BRIGHTON_VOLKSWAGEN');
    expect(decodeScopedKey(key).params.filter_by).toBe('dealership_id:=[101] && show_on_dealer_website:=true');
    expect(verifyScopedKey(key, ENV.TYPESENSE_SEARCH_PARENT_KEY)).toBe(true);
  });

  it('never sends the search parent key to the cluster, and never prints the admin key', async () => {
    await addSite('brighton-volkswagen', typesenseSearch(server.node));
    const { out, err } = await run(['--site', 'brighton-volkswagen']);
    const everything = [...out, ...err].join('\n');
    expect(everything).not.toContain(ENV.TYPESENSE_ADMIN_KEY);
    expect(everything).not.toContain(ENV.TYPESENSE_SEARCH_PARENT_KEY);
    expect(server.requests.some((r) => JSON.stringify(r).includes(ENV.TYPESENSE_SEARCH_PARENT_KEY))).toBe(false);
  });

  it('exits 1 with plain words when the cluster cannot be reached', async () => {
    const port = await closedPort();
    await addSite('brighton-volkswagen', typesenseSearch({ host: '127.0.0.1', port, protocol: 'http' }));
    const { code, out, err } = await run(['--site', 'brighton-volkswagen']);
    expect(code).toBe(1);
    expect(out).toEqual([]);
    expect(err[0]).toMatch(new RegExp(`^brighton-volkswagen: cannot reach the Typesense cluster at http://127\\.0\\.0\\.1:${port} \\(.*ECONNREFUSED`));
    expect(err.at(-1)).toBe('index: 1 of 1 site(s) failed; see above');
  });

  it.each([
    ['the admin key', { TYPESENSE_SEARCH_PARENT_KEY: 'p' }, 'TYPESENSE_ADMIN_KEY is not set'],
    ['the search parent key', { TYPESENSE_ADMIN_KEY: 'a' }, 'TYPESENSE_SEARCH_PARENT_KEY is not set'],
    ['a search-only parent key', { TYPESENSE_ADMIN_KEY: 'same', TYPESENSE_SEARCH_PARENT_KEY: 'same' }, 'TYPESENSE_SEARCH_PARENT_KEY is the admin key'],
  ])('exits 1 before any request without %s', async (_name, env, message) => {
    await addSite('brighton-volkswagen', typesenseSearch(server.node));
    const { code, err } = await run(['--site', 'brighton-volkswagen'], env);
    expect(code).toBe(1);
    expect(err.join('\n')).toContain(message);
    expect(server.requests).toEqual([]);
  });

  it.each([
    [[]],
    [['--all', '--site', 'brighton-volkswagen']],
    [['--site', 'brighton-volkswagen', '--batch-size', '0']],
    [['--site', 'brighton-volkswagen', '--key-days', 'soon']],
    [['--sites', 'brighton-volkswagen']],
  ])('exits 2 with the help for a usage mistake: %j', async (argv) => {
    const { code, err } = await run(argv);
    expect(code).toBe(2);
    expect(err.join('\n')).toContain('Usage: npm run index');
  });

  it('prints the help on --help', async () => {
    const { code, out } = await run(['--help']);
    expect(code).toBe(0);
    expect(out.join('\n')).toContain('TYPESENSE_SEARCH_PARENT_KEY');
  });

  it('with --all, indexes the sites that have typesense settings and skips the others', async () => {
    await addSite('brighton-volkswagen', typesenseSearch(server.node));
    await addSite('lakeside-mazda', { backend: 'embedded' });
    const { code, out, err } = await run(['--all']);
    expect(code).toBe(0);
    expect(err).toContain('lakeside-mazda: skipped: search.backend is embedded and sites/lakeside-mazda.json has no search.typesense settings');
    expect(out.map((line) => line.split('=')[0])).toEqual(['TYPESENSE_SEARCH_KEY_BRIGHTON_VOLKSWAGEN']);
  });

  it('fails a site named with --site that has no typesense settings', async () => {
    await addSite('lakeside-mazda', { backend: 'embedded' });
    const { code, err } = await run(['--site', 'lakeside-mazda']);
    expect(code).toBe(1);
    expect(err[0]).toBe('lakeside-mazda: sites/lakeside-mazda.json has no search.typesense settings, so there is no cluster to index into');
  });

  it('indexes a site that has typesense settings but still searches with the embedded engine, with a warning', async () => {
    await addSite('brighton-volkswagen', typesenseSearch(server.node, 'embedded'));
    const { code, out, err } = await run(['--site', 'brighton-volkswagen']);
    expect(code).toBe(0);
    expect(err[0]).toBe('brighton-volkswagen: warning: search.backend is embedded; indexing anyway, the key is ready for when the site switches to typesense');
    expect(out).toHaveLength(1);
  });

  it('exits 1 when the feed is missing or empty', async () => {
    await addSite('brighton-volkswagen', typesenseSearch(server.node), []);
    await rm(path.join(root, 'data'), { recursive: true });
    expect((await run(['--site', 'brighton-volkswagen'])).err[0]).toBe(
      'brighton-volkswagen: data/brighton-volkswagen/cars.json: not found; run `npm run generate` for demo stock or `npm run stock:import -- --site brighton-volkswagen --from <file>` for a dealer\'s feed',
    );
    await addSite('brighton-volkswagen', typesenseSearch(server.node), []);
    const empty = await run(['--site', 'brighton-volkswagen']);
    expect(empty.code).toBe(1);
    expect(empty.err[0]).toBe("brighton-volkswagen: data/brighton-volkswagen/cars.json holds no cars; refusing to delete the site's whole stock from the index");
    expect(server.requests).toEqual([]);
  });

  it('exits 1 before sending anything when a row of the feed is invalid, naming the row, its stock number, the field and the problem', async () => {
    const cars = (await demoSite('brighton-volkswagen')).cars.slice(0, 3).map((car, index) => (index === 2 ? { ...car, year: 'new' } : car)) as unknown as Car[];
    await addSite('brighton-volkswagen', typesenseSearch(server.node), cars);
    const { code, out, err } = await run(['--site', 'brighton-volkswagen']);
    expect(code).toBe(1);
    expect(err).toEqual([
      `brighton-volkswagen: data/brighton-volkswagen/cars.json -> [2] stock ${cars[2]?.stocknum} -> year: expected a number, got the text "new"`,
      'index: 1 of 1 site(s) failed; see above',
    ]);
    expect(out).toEqual([]);
    expect(server.requests).toEqual([]);
  });

  it('reports an invalid config and goes on', async () => {
    await writeFile(path.join(root, 'sites', 'broken.json'), '{"slug": "broken"');
    const { code, err } = await run(['--site', 'broken']);
    expect(code).toBe(1);
    expect(err[0]).toBe('broken: cannot use sites/broken.json:');
  });
});
