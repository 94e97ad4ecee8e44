/**
 * `npm run bench:lighthouse`: Lighthouse (mobile) on the built demo sites, one page of each kind
 * per template, in Debian's Chromium. Prints the four category scores and the JavaScript each
 * page loads (gzip), next to the budgets in docs/architecture.md (Budgets); exits 1 when any page
 * misses a budget. Serves dist/ itself; run `npm run build` first.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { resolveFile, serveSite } from './lib/static-server.ts';
import { islandModulePaths } from './lib/island-modules.ts';
import { formatTable } from './lib/format-table.ts';
import { optionOrExit, parseCli, portOption } from './lib/cli.ts';
import { median, runsOption } from './lib/bench-statistics.ts';
import { FINANCE_ROUTES, folderRouteFiles, modelOrderPath, modelTestDrivePath, ROUTES } from '../src/domain/routes/routes.ts';

const HELP = `Lighthouse mobile scores and JavaScript weight of the built demo sites.

Usage: npm run bench:lighthouse [-- --site <slug>] [--kind <kind>] [--runs <n>] [--chromium <path>]

Options:
  --site <slug>      only this site (repeatable); default: one site per template
  --kind <kind>      only pages of this kind (repeatable; home, search, vehicle, careers, post...); default: all
  --chromium <path>  browser to use (default: CHROMIUM_PATH or /usr/bin/chromium)
  --port <n>         first port to serve the sites on, one per site (default: 4800)
  --runs <n>         Lighthouse runs per page (default: 1); the table shows each page's median
                     score and timings, and the TBT of every run, since TBT is noisy on a busy machine
  -h, --help         show this help`;

/** The Lighthouse budgets (docs/architecture.md, Budgets). */
const BUDGET = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
/** Total Blocking Time and Largest Contentful Paint budgets of every page type, ms (docs/architecture.md, Budgets). */
const TBT_BUDGET_MS = 50;
const LCP_BUDGET_MS = 1000;
/** JavaScript budgets per page kind, gzip (docs/architecture.md, Budgets). */
const JS_BUDGET_BYTES: Readonly<Record<string, number>> = { home: 20 * 1024, search: 150 * 1024, vehicle: 100 * 1024, 'parts-search': 150 * 1024 };

/** The pages every site has, by kind (model pages: modelPagesOf; offer pages: firstOfferPage; location pages: firstLocationPage). */
const FIXED_PAGES = [
  { kind: 'home', path: '/' },
  { kind: 'content', path: '/about-us' },
  { kind: 'contact', path: '/contact' },
  { kind: 'search', path: '/search/new-used-and-demo-cars' },
  { kind: 'service', path: '/service' },
  { kind: 'offers', path: '/special-offers' },
];

/** The site's first offer page (`/offers/{id}` or `/offers/{manufacturer}/{id}`), when it has one. */
async function firstOfferPage(site: string): Promise<{ kind: string; path: string } | undefined> {
  const files = await readdir(path.join(root, 'dist', site, 'offers'), { recursive: true }).catch(() => [] as string[]);
  const first = files.filter((name) => name.endsWith('.html')).sort()[0];
  return first === undefined ? undefined : { kind: 'offer', path: `/offers/${first.slice(0, -'.html'.length).split(path.sep).join('/')}` };
}

/** The site's first location contact page (`/contact-us/{slug}`), when it builds them. */
async function firstLocationPage(site: string): Promise<{ kind: string; path: string } | undefined> {
  const files = await readdir(path.join(root, 'dist', site, 'contact-us')).catch(() => [] as string[]);
  const first = files.filter((name) => name.endsWith('.html')).sort()[0];
  return first === undefined ? undefined : { kind: 'location', path: `/contact-us/${first.slice(0, -'.html'.length)}` };
}

/** The site's first reserve page (`/cars/{slug}/checkout` or `/buy-online`), when it reserves online. */
async function firstCheckoutPage(site: string): Promise<{ kind: string; path: string } | undefined> {
  const entries = await readdir(path.join(root, 'dist', site, 'cars'), { withFileTypes: true });
  for (const entry of entries.filter((candidate) => candidate.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
    const files = await readdir(path.join(entry.parentPath, entry.name));
    const page = files.find((file) => /^(checkout|buy-online)(\.html|)$/.test(file));
    if (page !== undefined) return { kind: 'checkout', path: `/cars/${entry.name}/${page.replace(/\.html$/, '')}` };
  }
  return undefined;
}

/** The site's model pages: /models and its first model's intro page, when the site builds them. */
async function modelPagesOf(site: string): Promise<{ kind: string; path: string }[]> {
  const directory = path.join(root, 'dist', site, 'models');
  const pages = await readdir(directory).catch(() => [] as string[]);
  // The order page lives under /models too; it is a form page, not a model's.
  const first = pages.filter((name) => name.endsWith('.html') && name !== 'order-now.html').sort()[0];
  if (first === undefined) return [];
  return [
    { kind: 'models', path: '/models' },
    { kind: 'model', path: `/models/${first.slice(0, -'.html'.length)}` },
  ];
}

/** The parts page and the parts search, when the site builds them (features.pages.parts). */
function partsPagesOf(site: string): { kind: string; path: string }[] {
  const built = (file: string) => existsSync(path.join(root, 'dist', site, file));
  return [
    ...(built('vehicle-parts-and-accessories.html') ? [{ kind: 'parts', path: '/vehicle-parts-and-accessories' }] : []),
    ...(built('parts/search.html') ? [{ kind: 'parts-search', path: '/parts/search' }] : []),
  ];
}

/** The finance application page, at whichever of the config's finance routes the site built. */
function financePageOf(site: string): { kind: string; path: string }[] {
  const route = FINANCE_ROUTES.find((candidate) => existsSync(path.join(root, 'dist', site, `${candidate.slice(1)}.html`)));
  return route === undefined ? [] : [{ kind: 'finance', path: route }];
}

/** The careers, blog and reviews pages the site builds: each index, the first role and the first post. */
async function companyPagesOf(site: string): Promise<{ kind: string; path: string }[]> {
  const dist = path.join(root, 'dist', site);
  const firstIn = async (folder: string) =>
    (await readdir(path.join(dist, folder)).catch(() => [] as string[])).filter((name) => name.endsWith('.html')).sort()[0]?.slice(0, -'.html'.length);
  const role = await firstIn('careers');
  const post = await firstIn('blog');
  return [
    ...(existsSync(path.join(dist, 'careers.html')) ? [{ kind: 'careers', path: '/careers' }] : []),
    ...(role === undefined ? [] : [{ kind: 'career', path: `/careers/${role}` }]),
    ...(existsSync(path.join(dist, 'blog.html')) ? [{ kind: 'blog', path: '/blog' }] : []),
    ...(post === undefined ? [] : [{ kind: 'post', path: `/blog/${post}` }]),
    ...(existsSync(path.join(dist, 'reviews.html')) ? [{ kind: 'reviews', path: '/reviews' }] : []),
  ];
}

/** The site's pages to measure (those of the --kind options, when given): the fixed ones, its model pages, its first vehicle, reserve, offer and location pages, its model lead, parts, finance and company pages. */
async function pagesOf(site: string, kinds: readonly string[]): Promise<{ kind: string; path: string }[]> {
  const cars = (await readdir(path.join(root, 'dist', site, 'cars'))).filter((name) => name.endsWith('.html')).sort();
  const first = cars[0];
  const checkout = await firstCheckoutPage(site);
  const offer = await firstOfferPage(site);
  const location = await firstLocationPage(site);
  const pages = [
    ...FIXED_PAGES,
    ...(await modelPagesOf(site)),
    ...(first === undefined ? [] : [{ kind: 'vehicle', path: `/cars/${first.slice(0, -'.html'.length)}` }]),
    ...(checkout === undefined ? [] : [checkout]),
    ...(offer === undefined ? [] : [offer]),
    ...(await modelLeadPages(site)),
    ...partsPagesOf(site),
    ...financePageOf(site),
    ...(await companyPagesOf(site)),
    ...(location === undefined ? [] : [location]),
  ];
  return kinds.length === 0 ? pages : pages.filter((page) => kinds.includes(page.kind));
}

const values = parseCli(
  {
    site: { type: 'string', multiple: true, default: [] },
    kind: { type: 'string', multiple: true, default: [] },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    port: { type: 'string', default: '4800' },
    runs: { type: 'string', default: '1' },
  },
  HELP,
);
if (typeof values === 'number') process.exit(values);
const runs = optionOrExit(() => runsOption(values.runs));
const firstPort = optionOrExit(() => portOption(values.port));

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: { url?: string; resourceType?: string; transferSize?: number }[] } }>;
}

async function runLighthouseWithRetry(run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (error) {
    console.log(`  Lighthouse failed (${error instanceof Error ? error.message.split('\n').at(-1) : String(error)}); retrying once`);
    await run();
  }
}

const root = fileURLToPath(new URL('..', import.meta.url));
const sites = values.site.length > 0 ? values.site : ['brighton-volkswagen', 'bayside-motor-group'];
const work = await mkdtemp(path.join(tmpdir(), 'lighthouse-'));
const rows: string[][] = [];
let failed = false;

/**
 * The model order and test-drive pages, when the site builds them, opened as a model page's buttons
 * open them: with the catalogue's first model in the query.
 */
async function modelLeadPages(site: string): Promise<{ kind: string; path: string }[]> {
  const built = (file: string) => existsSync(path.join(root, 'dist', site, file));
  const models = JSON.parse(await readFile(path.join(root, 'data', site, 'models.json'), 'utf8')) as { slug: string; name: string }[];
  const model = models[0];
  if (model === undefined) return [];
  return [
    ...(built('models/order-now.html') ? [{ kind: 'model-order', path: modelOrderPath(model.slug) }] : []),
    ...(built(folderRouteFiles(ROUTES.bookTestDrive).served) ? [{ kind: 'model-test-drive', path: modelTestDrivePath(model) }] : []),
  ];
}

/**
 * A script the page fetched, gzip: the file's own bytes when the site serves it from dist/ (the
 * budget counts JavaScript, and each response's headers, about half a kilobyte here, are not
 * JavaScript); what Lighthouse saw transferred for any other.
 */
async function fetchedScriptGzip(site: string, item: { url?: string; transferSize?: number }): Promise<number> {
  const file = item.url === undefined ? undefined : path.join(root, 'dist', site, new URL(item.url).pathname);
  if (file !== undefined && item.url?.startsWith('http://127.0.0.1:') && existsSync(file)) return gzipSync(await readFile(file)).length;
  return item.transferSize ?? 0;
}

/**
 * What the page's JavaScript the network trace cannot show weighs, gzip: inline scripts (part of
 * the HTML transfer), and the modules of islands that hydrate on the shopper's intent, prefetch
 * them while idle, and had not fetched them when Lighthouse stopped (`fetched` holds the site
 * paths it saw). An intent island that does not prefetch loads nothing before an interaction.
 */
async function unseenScriptGzip(site: string, pagePath: string, fetched: ReadonlySet<string>): Promise<number> {
  const siteDir = path.join(root, 'dist', site);
  // A page opened with a query (the model lead pages) is still its one file, found as a host finds it.
  const file = await resolveFile(siteDir, pagePath.replace(/[?#].*$/, ''), { strictFolders: true });
  if (file === undefined) throw new Error(`${site}${pagePath}: no built page answers it`);
  const html = await readFile(file, 'utf8');
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '').join('');
  let bytes = inline.length === 0 ? 0 : gzipSync(inline).length;
  for (const modulePath of await islandModulePaths(siteDir, html, { beforeInteraction: true })) {
    if (!fetched.has(modulePath)) bytes += gzipSync(await readFile(path.join(siteDir, modulePath))).length;
  }
  return bytes;
}

for (const [index, site] of sites.entries()) {
  // Its own port per site (and per run, with --port), so two checkouts can measure side by side.
  const port = firstPort + index;
  const server = await serveSite(path.join(root, 'dist', site), port, '127.0.0.1');
  try {
    for (const page of await pagesOf(site, values.kind)) {
      const reports: LighthouseReport[] = [];
      // Netlify's CDN answers from its cache of the compressed page; this server compresses a page
      // on its first request (Brotli at its best level takes up to 0.15 s on a home page), which
      // Lighthouse would take for the server's response time. One request first fills the cache.
      await fetch(`http://127.0.0.1:${port}${page.path}`, { headers: { 'accept-encoding': 'br, gzip' } }).then((response) => response.arrayBuffer());
      for (let run = 1; run <= runs; run += 1) {
        const out = path.join(work, `${site}-${page.kind}-${run}.json`);
        // Asynchronous on purpose: the site is served from this same process. Lighthouse itself asks
        // for a rerun when its trace recording fails (NO_NAVSTART), so one retry is allowed.
        await runLighthouseWithRetry(() => promisify(execFile)(
          process.execPath,
          [
            path.join(root, 'node_modules', 'lighthouse', 'cli', 'index.js'),
            `http://127.0.0.1:${port}${page.path}`,
            '--quiet',
            '--form-factor=mobile',
            '--output=json',
            `--output-path=${out}`,
            '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync',
          ],
          { env: { ...process.env, CHROME_PATH: values.chromium }, timeout: 180_000 },
        ));
        reports.push(JSON.parse(await readFile(out, 'utf8')) as LighthouseReport);
      }
      const medianOf = (read: (report: LighthouseReport) => number) => median(reports.map(read));
      const scores = Object.fromEntries(Object.keys(BUDGET).map((k) => [k, Math.round(medianOf((report) => report.categories[k]?.score ?? 0) * 100)]));
      const tbts = reports.map((report) => Math.round(report.audits['total-blocking-time']?.numericValue ?? 0));
      const tbt = median(tbts);
      const lcp = medianOf((report) => report.audits['largest-contentful-paint']?.numericValue ?? 0);
      // Per run: the idle prefetch of an intent island's modules may or may not have finished.
      const jsPerRun = await Promise.all(
        reports.map(async (report) => {
          const scripts = (report.audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script');
          const fetched = new Set(scripts.map((item) => (item.url === undefined ? '' : new URL(item.url).pathname)));
          const unseen = await unseenScriptGzip(site, page.path, fetched);
          const bodies = await Promise.all(scripts.map((item) => fetchedScriptGzip(site, item)));
          return {
            gzip: bodies.reduce((sum, bytes) => sum + bytes, 0) + unseen,
            transferred: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) + unseen,
          };
        }),
      );
      const jsBytes = median(jsPerRun.map((run) => run.gzip));
      const jsTransferred = median(jsPerRun.map((run) => run.transferred));
      const misses = Object.entries(BUDGET).filter(([k, min]) => (scores[k] ?? 0) < min).map(([k]) => k);
      const jsBudget = JS_BUDGET_BYTES[page.kind];
      if (jsBudget !== undefined && jsBytes > jsBudget) misses.push(`${page.kind} JS`);
      if (tbt > TBT_BUDGET_MS) misses.push('TBT');
      if (lcp > LCP_BUDGET_MS) misses.push('LCP');
      failed ||= misses.length > 0;
      rows.push([
        site,
        page.path,
        String(scores.performance),
        String(scores.accessibility),
        String(scores['best-practices']),
        String(scores.seo),
        `${tbt} ms${runs > 1 ? ` (${tbts.join(', ')})` : ''}`,
        `${Math.round(lcp)} ms`,
        `${(jsBytes / 1024).toFixed(1)} KB`,
        `${(jsTransferred / 1024).toFixed(1)} KB`,
        misses.length === 0 ? 'ok' : `MISSED: ${misses.join(', ')}`,
      ]);
      console.log(`${site}${page.path}: done`);
    }
  } finally {
    // Lighthouse's Chromium may leave keep-alive sockets open; close() alone would wait for them
    // and keep the benchmark running after its table.
    server.closeAllConnections();
    server.close();
  }
}
await rm(work, { recursive: true, force: true });
console.log('');
console.log(formatTable(['site', 'page', 'perf', 'a11y', 'best practices', 'seo', runs > 1 ? 'TBT median (runs)' : 'TBT', 'LCP', 'JS (gzip)', 'JS with headers', 'budget'], rows));
console.log(
  `\nBudgets: performance >= ${BUDGET.performance}, accessibility, best practices and SEO = 100; TBT <= ${TBT_BUDGET_MS} ms; LCP <= ${LCP_BUDGET_MS} ms; JS gzip: home <= 20 KB, search <= 150 KB, vehicle <= 100 KB.` +
    (runs > 1 ? `\nScores, TBT, LCP and JS are medians of ${runs} runs per page.` : '') +
    '\nJS is what the page loads without interaction, with the modules of an island that hydrates on intent and prefetches them while idle (the search island) counted whether or not they had loaded (the home page\'s locations finder fetches its own on the first interaction); the search engine chunk and snapshot load when the shopper first searches (npm run bench:search).' +
    '\nJS (gzip), which the budgets judge, is the scripts themselves gzipped; JS with headers is what Lighthouse saw transferred, each response\'s headers included.',
);
// Exit outright: something Lighthouse leaves behind keeps the event loop alive after the table.
process.exit(failed ? 1 : 0);
