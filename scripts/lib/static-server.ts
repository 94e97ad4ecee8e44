/**
 * A small static server for one built dealer site, mirroring what Netlify does in production:
 * pretty URLs (`/about-us` serves `about-us.html`), the site's 404 page with status 404, the same
 * security and caching headers, and Brotli (or gzip) for text. The API (`/api/*`) is mounted in front of it,
 * answered by the same handlers as on Netlify (functions-router.ts). The compare page gets the
 * plain cards of its link written in, as the edge function does in production.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { localFunctionsRouter, recordLocalServer, type FunctionsRouter } from './functions-router.ts';
import { isHeadersFile, pageHeaders } from './page-headers.ts';
import {
  DEFAULT_CACHE_CONTROL,
  HASHED_ASSET_CACHE_CONTROL,
  HASHED_ASSET_PREFIX,
  SECURITY_HEADERS,
} from '../../src/config/http-headers.ts';
import { compareCarFile, readCompareCar, type CompareCar } from '../../src/domain/compare/compare-car.ts';
import { ROUTES } from '../../src/domain/routes/routes.ts';
import { fillCompareCards } from '../../src/server/compare/compare-cards.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.pdf': 'application/pdf',
};

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * The file that answers a URL path, or undefined; never a file outside `dir`. With `strictFolders`
 * a path with a trailing slash is a folder, answered only by its index, as a static host may do
 * (`/about-us/` is not `about-us.html` there): the link check resolves links so, and a link that
 * only this forgiving server would answer counts as broken.
 */
export async function resolveFile(dir: string, urlPath: string, { strictFolders = false }: { readonly strictFolders?: boolean } = {}): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const clean = path.posix.normalize(decoded).replace(/\/+$/, '');
  const folder = strictFolders && decoded.length > 1 && decoded.endsWith('/');
  const candidates = clean === '' || clean === '/' ? ['index.html'] : folder ? [`${clean}/index.html`] : [clean, `${clean}.html`, `${clean}/index.html`];
  for (const candidate of candidates) {
    const file = path.join(dir, candidate);
    if (!file.startsWith(dir + path.sep) && file !== dir) continue;
    if (await isFile(file)) return file;
  }
  return undefined;
}

/**
 * The encoding a text response travels in: Brotli when the browser takes it, as Netlify's CDN
 * sends it, else gzip, else none. (The budgets are measured against this server, so it compresses
 * as production does: Brotli makes a page's HTML a sixth smaller than gzip.)
 */
function contentEncodingFor(acceptEncoding: string): 'br' | 'gzip' | undefined {
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return undefined;
}

function compress(encoding: 'br' | 'gzip', body: Buffer): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } }) : gzipSync(body);
}

/** A car's compare record from the site's folder: null when there is none, or it cannot be read. */
async function readCompareRecord(root: string, slug: string): Promise<CompareCar | null> {
  const file = await resolveFile(root, compareCarFile(slug));
  if (file === undefined) return null;
  try {
    return readCompareCar(JSON.parse(await readFile(file, 'utf8'))) ?? null;
  } catch {
    return null;
  }
}

/** A request handler that serves one built site directory. */
export function staticHandler(dir: string): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const root = path.resolve(dir);
  const compressedCache = new Map<string, Buffer>();
  const headersOfPage = pageHeaders(root);
  const comparePage = path.join(root, `${ROUTES.compare.slice(1)}.html`);
  return async (req, res) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('Method not allowed');
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    let file = await resolveFile(root, url.pathname);
    if (isHeadersFile(root, file)) file = undefined;
    let status = 200;
    if (file === undefined) {
      status = 404;
      file = path.join(root, '404.html');
      if (!(await isFile(file))) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
    }
    const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    let body = await readFile(file);
    // The cards of this request's link: the page differs by query, so it is never taken from the compression cache.
    const filled = file === comparePage && status === 200;
    if (filled) body = Buffer.from(await fillCompareCards(body.toString('utf8'), url.search, (slug) => readCompareRecord(root, slug)));
    const headers: Record<string, string> = {
      'Content-Type': type,
      'Cache-Control': url.pathname.startsWith(HASHED_ASSET_PREFIX) && status === 200 ? HASHED_ASSET_CACHE_CONTROL : DEFAULT_CACHE_CONTROL,
      Vary: 'Accept-Encoding',
      // The build's _headers file: each page's Content-Security-Policy, as Netlify sends it.
      ...(await headersOfPage(file, status === 404)),
    };
    let payload: Buffer = body;
    const encoding = COMPRESSIBLE.test(type) && body.length > 512 ? contentEncodingFor(String(req.headers['accept-encoding'] ?? '')) : undefined;
    if (encoding !== undefined) {
      const key = `${encoding}:${file}:${body.length}`;
      payload = (filled ? undefined : compressedCache.get(key)) ?? compress(encoding, body);
      if (!filled) compressedCache.set(key, payload);
      headers['Content-Encoding'] = encoding;
    }
    headers['Content-Length'] = String(payload.length);
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : payload);
  };
}

/**
 * Which API to mount: a router; 'none'; or 'auto' (the default): when `dir` is `<root>/dist/<slug>`
 * of this project and `<root>/sites/<slug>.json` exists, that site's API, set up on the first API
 * request (so serving pages alone never opens the lead store).
 */
export type ApiMount = FunctionsRouter | 'auto' | 'none';

async function isSiteBuild(dir: string): Promise<{ root: string; slug: string } | undefined> {
  const resolved = path.resolve(dir);
  const root = path.dirname(path.dirname(resolved));
  const slug = path.basename(resolved);
  if (path.basename(path.dirname(resolved)) !== 'dist') return undefined;
  return (await isFile(path.join(root, 'sites', `${slug}.json`))) ? { root, slug } : undefined;
}

/** The API router for a mount setting; undefined when nothing is mounted. */
function apiRouter(dir: string, api: ApiMount): () => Promise<FunctionsRouter | undefined> {
  if (api === 'none') return () => Promise.resolve(undefined);
  if (api !== 'auto') return () => Promise.resolve(api);
  let router: Promise<FunctionsRouter | undefined> | undefined;
  return () => {
    router ??= isSiteBuild(dir).then((site) => (site === undefined ? undefined : localFunctionsRouter(site.root, site.slug)));
    return router;
  };
}

/** What the functions router answers: the API, the local ops endpoint, the sandbox gateway's pages and the local mail catcher. */
const FUNCTION_PREFIXES = ['/api/', '/__ops/', '/__sandbox-gateway/', '/_mail'] as const;

/**
 * How long a client may take: to send its headers, and its whole request (body included). A client
 * slower than that is answered 408 and its connection closed, so a trickle of bytes cannot hold a
 * connection (and its request's work) forever; every other connection is served meanwhile.
 */
export interface ServerTimeouts {
  readonly headersMs: number;
  readonly requestMs: number;
}

/** Generous for any real client on a real network; Node's own defaults are 60 s and 5 min. */
const DEFAULT_TIMEOUTS: ServerTimeouts = { headersMs: 10_000, requestMs: 30_000 };

/** Starts serving `dir` on host:port, with the API in front of the files; resolves once listening. */
export function serveSite(
  dir: string,
  port: number,
  host: string,
  options: { readonly api?: ApiMount; readonly timeouts?: ServerTimeouts } = {},
): Promise<Server> {
  const timeouts = options.timeouts ?? DEFAULT_TIMEOUTS;
  const serveFile = staticHandler(dir);
  const router = apiRouter(dir, options.api ?? 'auto');
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (FUNCTION_PREFIXES.some((prefix) => (req.url ?? '').startsWith(prefix))) {
      const api = await router();
      if (api !== undefined && (await api(req, res))) return;
    }
    await serveFile(req, res);
  };
  const server = createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      // Node looks for late requests only this often (30 s by default), which would stretch the timeouts.
      connectionsCheckingInterval: Math.max(50, Math.min(1_000, timeouts.headersMs / 4)),
    },
    (req, res) => {
      handle(req, res).catch((error: unknown) => {
        console.error(error);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Internal server error');
      });
    },
  );
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      // A site of this project records itself for `npm run leads` (scripts/lib/functions-router.ts).
      if (options.api === undefined || options.api === 'auto') {
        void isSiteBuild(dir)
          .then((site) => (site === undefined ? undefined : recordLocalServer(site.root, site.slug, server)))
          .catch((error: unknown) => console.error('Could not record the server for npm run leads:', error))
          .finally(() => resolve(server));
      } else {
        resolve(server);
      }
    });
  });
}
