/**
 * Builds one dealer site from its render kit (scripts/lib/render-kit.ts) instead of with Astro: the
 * incremental build when only the stock changed since the site's last build. It renders, with the
 * prerender bundle the last Astro build left, every path whose cache key changed or that has none,
 * keeps every other file of the output folder as it is, deletes the files of paths that are gone,
 * and then writes the sitemap and the page policies as the dealer-site integration does
 * (src/integration/dealer-site.ts), working out a policy only for the pages it rendered.
 *
 * Started by scripts/lib/build-sites.ts, like scripts/build-site-worker.ts and with the same
 * report over IPC, only when the kit's code fingerprint is the site's current one. When it fails
 * for any reason (a path answers a redirect, which Astro would write otherwise; a kit that cannot
 * be loaded), the parent builds the site with Astro instead, from an empty output folder.
 */
import { mkdir, readFile, readdir, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { StaticPaths } from 'astro/runtime/prerender/static-paths.js';
import { requireSiteConfig } from '../src/config/load-site-config.ts';
import { HEADERS_FILE, parseHeadersFile, servedPath } from '../src/config/headers-file.ts';
import { decideBuildMoment } from '../src/integration/build-moment.ts';
import { setBuildMoment } from '../src/integration/dealer-site.ts';
import { CSP_HEADER, writePagePolicies } from '../src/integration/page-policies.ts';
import { sitemapXml } from '../src/site/sitemap.ts';
import type { WorkerReport } from './build-site-worker.ts';
import { kitBundleFolder, kitFolder, readRenderKit, renderUrlOf, servedFileOf, writeRenderKit, type KitOutput, type KitStyle } from './lib/render-kit.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const started = performance.now();
let firstPageAt: number | undefined;
let rendered = 0;
let kept = 0;

function report(message: Pick<WorkerReport, 'ok' | 'error'>): void {
  const beforePagesSeconds = ((firstPageAt ?? performance.now()) - started) / 1000;
  const full: WorkerReport = { ...message, maxRssBytes: process.resourceUsage().maxRSS * 1024, rendered, kept, beforePagesSeconds };
  if (process.send) process.send(full);
}

/** The app of Astro's prerender bundle, as far as this worker drives it. */
interface PrerenderApp {
  setInternals(internals: { pagesByKeys: Map<string, { styles: readonly KitStyle[] }>; entrySpecifierToBundleMap: Map<string, string> }): void;
  setOptions(options: { settings: { scripts: readonly unknown[] }; logger: { options: { destination: { write(message: { label: string | null; level: string; message: string }): void } } } }): void;
  render(request: Request, options: { routeData: unknown }): Promise<Response>;
}

/** Removes `dir` and its parents up to (not including) `stop` while they are empty. */
async function removeEmptyFolders(dir: string, stop: string): Promise<void> {
  for (let current = dir; current.startsWith(`${stop}${path.sep}`); current = path.dirname(current)) {
    try {
      await rmdir(current);
    } catch {
      return;
    }
  }
}

async function buildFromKit(slug: string): Promise<void> {
  const folder = kitFolder(root, slug);
  const kit = await readRenderKit(folder);
  if (kit === undefined) throw new Error('the site has no render kit');
  const site = await requireSiteConfig(root, slug);
  const origin = new URL(site.url).origin;
  const dist = path.join(root, 'dist', slug);

  // What the bundle's pages read of the build (src/integration/dealer-site.ts), the environment
  // its imports were loaded in during Astro's build (React's production or development build),
  // then the bundle.
  setBuildMoment(decideBuildMoment(process.env));
  if (kit.nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = kit.nodeEnv;
  const { app } = (await import(pathToFileURL(path.join(kitBundleFolder(folder), kit.entry)).href)) as { app: PrerenderApp };
  app.setInternals({
    pagesByKeys: new Map(kit.pageStyles.map(([key, styles]) => [key, { styles }])),
    entrySpecifierToBundleMap: new Map(kit.entrySpecifiers),
  });
  app.setOptions({
    settings: { scripts: [] },
    logger: { options: { destination: { write: ({ label, level, message }) => console.log(`[${level}]${label ? ` [${label}]` : ''} ${message}`) } } },
  });

  const paths = await new StaticPaths(app as unknown as ConstructorParameters<typeof StaticPaths>[0]).getAll();
  const previous = new Map(kit.outputs.map((output) => [`${output.component}\0${output.pathname}`, output]));
  const present = new Set((await readdir(dist, { recursive: true })).map((file) => file.split(path.sep).join('/')));
  const outputs: KitOutput[] = [];
  const renderedFiles = new Set<string>();
  const seen = new Set<string>();
  for (const { pathname, route, cacheKey } of paths) {
    // Astro builds the first route of a path and skips the rest (generate.js's conflict rule).
    const normalized = pathname.replace(/\/+$/, '');
    if (seen.has(normalized)) continue;
    seen.add(normalized);
    const file = servedFileOf(pathname, route.type);
    const output: KitOutput = { component: route.component, pathname, file, ...(cacheKey === undefined ? {} : { cacheKey }) };
    outputs.push(output);
    const before = previous.get(`${route.component}\0${pathname}`);
    if (cacheKey !== undefined && before?.cacheKey === cacheKey && before.file === file && present.has(file)) {
      kept += 1;
      continue;
    }
    if (route.type !== 'page' && route.type !== 'endpoint') throw new Error(`${pathname} is a ${route.type} route`);
    const response = await app.render(new Request(renderUrlOf(pathname, route.type, origin)), { routeData: route });
    // Astro writes any answer but a redirect (the 404 page answers 404) and skips an empty one.
    if ((response.status >= 300 && response.status < 400) || response.body === null) throw new Error(`${pathname} answered ${response.status}${response.body === null ? ' with no body' : ''}`);
    const body = Buffer.from(await response.arrayBuffer());
    firstPageAt ??= performance.now();
    await mkdir(path.dirname(path.join(dist, file)), { recursive: true });
    await writeFile(path.join(dist, file), body);
    renderedFiles.add(file);
    rendered += 1;
    console.log(`  rendered ${file}`);
  }

  const current = new Set(outputs.map((output) => output.file));
  for (const output of kit.outputs) {
    if (current.has(output.file)) continue;
    await rm(path.join(dist, output.file), { force: true });
    await removeEmptyFolders(path.dirname(path.join(dist, output.file)), dist);
    console.log(`  removed ${output.file}`);
  }

  const pageNames = paths.filter(({ route }) => route.type === 'page').map(({ pathname }) => pathname.replace(/^\//, ''));
  await writeFile(path.join(dist, 'sitemap.xml'), sitemapXml(origin, pageNames));
  // Last, as in the integration: the policies of the pages as served. A kept page keeps its policy.
  const known = new Map<string, string>();
  try {
    for (const [served, headers] of parseHeadersFile(await readFile(path.join(dist, HEADERS_FILE), 'utf8'))) {
      const policy = headers[CSP_HEADER];
      if (policy !== undefined) known.set(served, policy);
    }
  } catch {
    // No headers file: every page's policy is worked out.
  }
  for (const file of renderedFiles) known.delete(servedPath(file));
  await writePagePolicies(dist, site, { known });
  await writeRenderKit(folder, { ...kit, outputs });
  console.log(`${rendered} rendered, ${kept} kept, from the render kit in ${((performance.now() - started) / 1000).toFixed(2)} s`);
}

try {
  const slug = process.env.DEALER_SITE;
  if (!slug) throw new Error('DEALER_SITE is not set');
  await buildFromKit(slug);
  report({ ok: true });
  process.exitCode = 0;
} catch (error) {
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
  console.error(text);
  report({ ok: false, error: error instanceof Error ? error.message : text });
  process.exitCode = 1;
}
