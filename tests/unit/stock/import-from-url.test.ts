/**
 * `npm run stock:import` fetching the feed over HTTP from a real local server: the site config's
 * stock.feed.url with the Authorization header its named environment variable holds, a --from
 * address, and each way a fetch fails (credentials missing or refused, no answer in time, too
 * large, nothing listening), which refuses in plain words and changes nothing.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseSiteConfigText } from '../../../src/config/load-site-config.ts';
import type { Car } from '../../../src/domain/cars/car.ts';
import { demoCars, removeRoot, runImport, scratchRoot, SLUG, toCsv } from './feed-fixtures.ts';

const FEED = `data/${SLUG}/cars.json`;
const TOKEN = 'Bearer t0ken-not-for-logs';

interface Seen {
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
}

/** A feed server on a free port: `answer` decides each response; every request is recorded. */
async function feedServer(answer: (url: string, respond: (status: number, body: string) => void) => void): Promise<{ origin: string; seen: Seen[]; server: Server }> {
  const seen: Seen[] = [];
  const server = createServer((request, response) => {
    seen.push({ url: request.url ?? '', headers: request.headers });
    answer(request.url ?? '', (status, body) => {
      response.writeHead(status, { 'Content-Type': 'text/csv' });
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, server };
}

let root: string;
let cars: Car[];
let servers: Server[];
beforeAll(async () => {
  // The generator's fewest cars for this site; the tests use the first 30.
  cars = (await demoCars(106)).slice(0, 30);
});
beforeEach(async () => {
  root = await scratchRoot();
  servers = [];
});
afterEach(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await removeRoot(root);
});

/** Serves `body` at every path with `status`, and records the requests. */
async function serve(status: number, body: string): Promise<{ origin: string; seen: Seen[] }> {
  const started = await feedServer((_url, respond) => respond(status, body));
  servers.push(started.server);
  return started;
}

/** Gives the scratch site's config a stock.feed. */
async function configureFeed(feed: Record<string, unknown>): Promise<void> {
  const file = path.join(root, 'sites', `${SLUG}.json`);
  const config = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  await writeFile(file, JSON.stringify({ ...config, stock: { feed } }, null, 2));
}

const feedText = () => readFile(path.join(root, FEED), 'utf8');

/** The site's stock before a test's own fetch, imported from a file. */
async function importFirst(): Promise<string> {
  await writeFile(path.join(root, 'first.json'), JSON.stringify(cars.slice(0, 20)));
  const { code, err } = await runImport(root, ['--site', SLUG, '--from', 'first.json']);
  if (code !== 0) throw new Error(err.join('\n'));
  return feedText();
}

describe("the site config's feed address", () => {
  it('is fetched with the Authorization header its environment variable holds, and recorded without its query', async () => {
    const { origin, seen } = await serve(200, toCsv(cars));
    await configureFeed({ url: `${origin}/export/cars.csv?key=abc`, auth_header_env: 'STOCK_FEED_AUTH' });
    const { code, out, err } = await runImport(root, ['--site', SLUG], { env: { STOCK_FEED_AUTH: TOKEN } });
    expect(err.join('\n')).not.toContain('t0ken');
    expect(code, err.join('\n')).toBe(0);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url).toBe('/export/cars.csv?key=abc');
    expect(seen[0]?.headers.authorization).toBe(TOKEN);
    expect(err[0]).toBe(`${SLUG}: fetching ${origin}/export/cars.csv…`);
    expect(out).toEqual([`${SLUG}: imported 30 cars from ${origin}/export/cars.csv into ${FEED} (30 added, 0 updated, 0 unchanged, 0 removed); 0 rows refused`]);
    expect(JSON.parse(await feedText())).toHaveLength(30);
    const record = JSON.parse(await readFile(path.join(root, 'data', SLUG, 'stock-source.json'), 'utf8')) as { from: string };
    expect(record.from).toBe(`${origin}/export/cars.csv`);
  });

  it('is not fetched when its environment variable is not set: exit 1, nothing changed', async () => {
    const before = await importFirst();
    const { origin, seen } = await serve(200, toCsv(cars));
    await configureFeed({ url: `${origin}/cars.csv`, auth_header_env: 'STOCK_FEED_AUTH' });
    const { code, err } = await runImport(root, ['--site', SLUG], { env: {} });
    expect(code).toBe(1);
    expect(err).toEqual([`${SLUG}: the site config's stock.feed.auth_header_env names STOCK_FEED_AUTH, which is not set in the environment; ${FEED} was not changed`]);
    expect(seen).toHaveLength(0);
    expect(await feedText()).toBe(before);
  });

  it('never sends its credential to a --from address on another origin', async () => {
    const configured = await serve(200, toCsv(cars));
    const other = await serve(200, toCsv(cars));
    await configureFeed({ url: `${configured.origin}/cars.csv`, auth_header_env: 'STOCK_FEED_AUTH' });
    const { code } = await runImport(root, ['--site', SLUG, '--from', `${other.origin}/cars.csv`], { env: { STOCK_FEED_AUTH: TOKEN } });
    expect(code).toBe(0);
    expect(configured.seen).toHaveLength(0);
    expect(other.seen[0]?.headers.authorization).toBeUndefined();
  });

  it('sends its credential with a --from address on its own origin', async () => {
    const { origin, seen } = await serve(200, toCsv(cars));
    await configureFeed({ url: `${origin}/cars.csv`, auth_header_env: 'STOCK_FEED_AUTH' });
    const { code } = await runImport(root, ['--site', SLUG, '--from', `${origin}/other-export.csv`], { env: { STOCK_FEED_AUTH: TOKEN } });
    expect(code).toBe(0);
    expect(seen.map((request) => [request.url, request.headers.authorization])).toEqual([['/other-export.csv', TOKEN]]);
  });

  it('must be an http(s) URL, and the variable a name', async () => {
    const config = JSON.parse(await readFile(path.join(root, 'sites', `${SLUG}.json`), 'utf8')) as object;
    const result = parseSiteConfigText(`sites/${SLUG}.json`, JSON.stringify({ ...config, stock: { feed: { url: 'ftp://dms.example/cars.csv', auth_header_env: 'feed token' } } }));
    expect(result.ok).toBe(false);
    const errors = result.ok ? '' : result.errors.join('\n');
    expect(errors).toContain('stock.feed.url');
    expect(errors).toContain('expected an http or https URL');
    expect(errors).toContain('stock.feed.auth_header_env');
    expect(errors).toContain('expected an environment variable name like STOCK_FEED_AUTH');
  });
});

describe('a fetch that fails refuses the import in plain words and changes nothing', () => {
  it.each([
    [401, 'Unauthorized', '; check the value of STOCK_FEED_AUTH'],
    [404, 'Not Found', ''],
    [503, 'Service Unavailable', ''],
  ])('an answer of %i', async (status, text, hint) => {
    const before = await importFirst();
    const { origin } = await serve(status, 'no');
    await configureFeed({ url: `${origin}/cars.csv`, auth_header_env: 'STOCK_FEED_AUTH' });
    const { code, err } = await runImport(root, ['--site', SLUG], { env: { STOCK_FEED_AUTH: TOKEN } });
    expect(code).toBe(1);
    expect(err.at(-1)).toBe(`${SLUG}: ${origin}/cars.csv answered ${status} ${text}${hint}; ${FEED} was not changed`);
    expect(await feedText()).toBe(before);
  });

  it('a feed that wants credentials the config does not name says where to name them', async () => {
    const { origin } = await serve(401, 'no');
    const { code, err } = await runImport(root, ['--site', SLUG, '--from', `${origin}/cars.csv`]);
    expect(code).toBe(1);
    expect(err.at(-1)).toContain('the feed wants credentials: name the environment variable that holds them in the site config (stock.feed.auth_header_env)');
  });

  it('no answer within the time limit', async () => {
    const before = await importFirst();
    // The server takes the request and never answers: only the import's own time limit ends the wait.
    const silent = await feedServer(() => undefined);
    servers.push(silent.server);
    const { code, err } = await runImport(root, ['--site', SLUG, '--from', `${silent.origin}/cars.csv`], { feedFetch: { timeoutMs: 300 } });
    expect(code).toBe(1);
    expect(err.at(-1)).toBe(`${SLUG}: ${silent.origin}/cars.csv did not send the whole feed within 0.3 s; ${FEED} was not changed`);
    expect(await feedText()).toBe(before);
  });

  it('a body larger than the size limit', async () => {
    const { origin } = await serve(200, toCsv(cars));
    const { code, err } = await runImport(root, ['--site', SLUG, '--from', `${origin}/cars.csv`], { feedFetch: { maxBytes: 1024 } });
    expect(code).toBe(1);
    expect(err.at(-1)).toMatch(new RegExp(`^${SLUG}: ${origin}/cars.csv sent more than 1 KB, more than any stock export; ${FEED} was not changed$`));
  });

  it('nothing listening at the address', async () => {
    const { origin, server } = await feedServer((_url, respond) => respond(200, ''));
    await new Promise((resolve) => server.close(resolve));
    const { code, err } = await runImport(root, ['--site', SLUG, '--from', `${origin}/cars.csv`]);
    expect(code).toBe(1);
    expect(err.at(-1)).toBe(`${SLUG}: cannot reach ${origin}/cars.csv (ECONNREFUSED); ${FEED} was not changed`);
  });

  it('a --from address that is not one: a usage mistake, exit 2', async () => {
    const { code, err } = await runImport(root, ['--site', SLUG, '--from', 'https://']);
    expect(code).toBe(2);
    expect(err[0]).toBe(`${SLUG}: --from "https://" is not a valid address; ${FEED} was not changed`);
  });

  it('no --from and no feed address in the config: a usage mistake, exit 2', async () => {
    const { code, err } = await runImport(root, ['--site', SLUG]);
    expect(code).toBe(2);
    expect(err[0]).toBe(`${SLUG}: no feed to import: name it with --from <file|url>, or give the site config a stock.feed.url; ${FEED} was not changed`);
    expect(err.join('\n')).toContain('Usage: npm run stock:import');
  });
});
