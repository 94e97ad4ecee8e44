/**
 * The render kit: what a site's Astro build leaves behind so that its next build, when only the
 * stock changed, can render the changed pages without bundling anything again.
 *
 * Astro spends about 4 s of every build before its first page (config, content sync, the server
 * bundle and the client bundle), whatever changed: for a one-car price change that is most of the
 * time, and more than a fifth of a full build. Yet a stock change changes no code: the stock is no
 * content collection (src/content.config.ts) and every page reads it when it renders. So the
 * bundle Astro prerenders from is still right, and rendering the pages whose keys changed with it
 * gives the very bytes Astro would write (tests/cli/incremental-build.test.ts compares every file).
 *
 * The kit holds: that prerender bundle (Astro deletes it after the build; we copy it first), the
 * per-page style sheets Astro hands the bundle (its build internals), and every path the build
 * wrote with its cache key and file. It is valid only for the code fingerprint it was made with:
 * everything the bundle was compiled from (kitFingerprint). Anything else builds with Astro.
 */
import type { AstroIntegration } from 'astro';
import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { FOLDER_ROUTES, folderRouteFiles } from '../../src/domain/routes/routes.ts';
import { stockFeedFile } from '../../src/stock/read-stock-feed.ts';
import { demoMetaFile } from '../../src/stock/stock-confirmed.ts';
import { stockSourceFile } from '../../src/stock/stock-source.ts';
import { searchKeyEnvName } from '../../src/search/typesense/search-key-env.ts';
import { hashInputs } from './build-fingerprint.ts';

/** The env var a build worker is handed the kit's code fingerprint in, to make the kit. */
export const RENDER_KIT_ENV = 'RENDER_KIT_FINGERPRINT';

/** Bumped whenever the kit's shape or meaning changes: an older kit is then not used. */
const KIT_VERSION = 2;

/** A file the build wrote for one path of a route. */
export interface KitOutput {
  /** The route's component, e.g. `src/pages/cars/[slug].astro`. */
  readonly component: string;
  readonly pathname: string;
  /** The page's cache key (src/site/page-keys.ts); a path without one renders on every build. */
  readonly cacheKey?: string;
  /** The file it is served from, relative to the site's output folder, e.g. `cars/vw-golf-1.html`. */
  readonly file: string;
}

/** A style sheet of a page, as Astro's build internals hold it (inline or a file). */
export type KitStyle = { readonly depth: number; readonly order: number; readonly sheet: unknown };

export interface RenderKit {
  readonly version: number;
  readonly fingerprint: string;
  /** The bundle's entry, relative to the kit's bundle folder. */
  readonly entry: string;
  /**
   * NODE_ENV as the bundle ran in Astro's build (Astro sets it unless it was set): which build of
   * React and others the bundle's imports load, and so the one the kit's renders must load too.
   */
  readonly nodeEnv: string | undefined;
  /** Astro's page-data key (`<route>&<component>`) → the page's style sheets. */
  readonly pageStyles: readonly (readonly [string, readonly KitStyle[]])[];
  /** Astro's entry specifier → built file (the page scripts' and islands' bundles). */
  readonly entrySpecifiers: readonly (readonly [string, string])[];
  readonly outputs: readonly KitOutput[];
}

/** Where a site's kit lives: beside the other build caches, never in the output. */
export function kitFolder(root: string, slug: string): string {
  return path.join(root, '.cache', 'render-kit', slug);
}

const kitFile = (folder: string) => path.join(folder, 'kit.json');
export const kitBundleFolder = (folder: string) => path.join(folder, 'bundle');

/** The kit of a site, or undefined when there is none (or it is from another version). */
export async function readRenderKit(folder: string): Promise<RenderKit | undefined> {
  try {
    const kit = JSON.parse(await readFile(kitFile(folder), 'utf8')) as RenderKit;
    return kit.version === KIT_VERSION ? kit : undefined;
  } catch {
    return undefined;
  }
}

/** Replaces the kit's list of outputs after a build from the kit. */
export async function writeRenderKit(folder: string, kit: RenderKit): Promise<void> {
  await writeFile(kitFile(folder), `${JSON.stringify(kit)}\n`);
}

/** Forgets a site's kit: done before an Astro build, so a failed build never leaves a stale one. */
export async function removeRenderKit(folder: string): Promise<void> {
  await rm(folder, { recursive: true, force: true });
}

/**
 * What the kit's bundle was compiled from: the shared code (build-fingerprint.ts), the site's
 * config, its data folder but for the stock and its records (read as pages render, if at all),
 * the folder's place (the bundle holds its absolute path) and the search key the
 * bundle carries (src/integration/dealer-site.ts).
 */
export async function kitFingerprint(root: string, sharedHash: string, slug: string, siteDataDir: string, env: Readonly<Record<string, string | undefined>>): Promise<string> {
  // The stock, its import record and the demo data's record (which says when the demo stock was
  // generated): pages read them as they render, none is compiled into the bundle.
  const stockFiles = new Set([stockFeedFile(siteDataDir), stockSourceFile(siteDataDir), demoMetaFile(siteDataDir)].map((file) => path.resolve(file)));
  let dataFiles: string[] = [];
  try {
    const entries = await readdir(siteDataDir, { withFileTypes: true, recursive: true });
    dataFiles = entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .filter((file) => !stockFiles.has(path.resolve(root, file)));
  } catch {
    // No data folder: the build will say so.
  }
  const own = await hashInputs(root, [`sites/${slug}.json`, ...dataFiles]);
  return createHash('sha256')
    .update(`kit ${KIT_VERSION}\0${sharedHash}\0${own}\0${path.resolve(siteDataDir)}\0${env[searchKeyEnvName(slug)] ?? ''}`)
    .digest('hex');
}

/**
 * The file a path is served from, relative to the output folder, as Astro writes it with
 * `build.format: 'file'` (astro.config.mjs) and the dealer-site integration then moves a folder
 * route's page to its folder's index.
 */
export function servedFileOf(pathname: string, routeType: string): string {
  const relative = pathname.replace(/^\/+/, '');
  if (routeType === 'endpoint') return relative;
  const built = relative === '' ? 'index.html' : `${relative}.html`;
  const folderRoute = FOLDER_ROUTES.find((route) => folderRouteFiles(route).built === built);
  return folderRoute === undefined ? built : folderRouteFiles(folderRoute).served;
}

/** The URL Astro renders a path at (its `getUrlForPath` for `build.format: 'file'`). */
export function renderUrlOf(pathname: string, routeType: string, origin: string): URL {
  if (pathname === '/' || pathname === '') return new URL('/index.html', origin);
  if (routeType === 'endpoint') return new URL(pathname.replace(/\/+$/, ''), origin);
  return new URL(`${pathname.replace(/\/+$/, '')}.html`, origin);
}

/** What the kit integration captured during one Astro build. */
interface Capture {
  entry?: string;
  nodeEnv?: string | undefined;
  pageStyles?: RenderKit['pageStyles'];
  entrySpecifiers?: RenderKit['entrySpecifiers'];
  paths?: { component: string; pathname: string; type: string; cacheKey?: string }[];
}

/** Astro's build internals, as far as the kit reads them. */
interface BuildInternals {
  pagesByKeys: Map<string, { styles: KitStyle[] }>;
  entrySpecifierToBundleMap: Map<string, string>;
}

/**
 * The Astro integration that makes the kit while a build runs, through Astro's prerenderer hook:
 * it copies the prerender bundle before Astro deletes it, takes the style sheets Astro hands the
 * bundle, and records every path. `finish` writes the kit once the build has succeeded, checking
 * that every recorded file is where the kit says.
 */
export function renderKitCapture(options: { folder: string; fingerprint: string }): { integration: AstroIntegration; finish: () => Promise<boolean> } {
  const capture: Capture = {};
  let outDir: URL | undefined;
  const integration: AstroIntegration = {
    name: 'render-kit',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = config.outDir;
      },
      'astro:build:start': ({ setPrerenderer }) => {
        setPrerenderer((standard) => ({
          ...standard,
          name: 'render-kit',
          async setup() {
            if (outDir === undefined) throw new Error('render kit: the output folder is not known');
            const bundle = fileURLToPath(new URL('./.prerender/', outDir));
            const entry = (await readdir(bundle)).find((file) => /^prerender-entry.*\.mjs$/.test(file));
            if (entry === undefined) throw new Error(`render kit: no prerender entry in ${bundle}`);
            // The standard prerenderer imports this same module and hands its app the build's
            // internals; importing it first lets the kit see what it was handed.
            const module = (await import(pathToFileURL(path.join(bundle, entry)).href)) as { app: { setInternals(internals: BuildInternals): void } };
            const setInternals = module.app.setInternals.bind(module.app);
            module.app.setInternals = (internals: BuildInternals) => {
              capture.pageStyles = [...internals.pagesByKeys].map(([key, page]) => [key, page.styles]);
              capture.entrySpecifiers = [...internals.entrySpecifierToBundleMap];
              setInternals(internals);
            };
            await standard.setup?.();
            await rm(kitBundleFolder(options.folder), { recursive: true, force: true });
            await mkdir(options.folder, { recursive: true });
            await cp(bundle, kitBundleFolder(options.folder), { recursive: true });
            capture.entry = entry;
            capture.nodeEnv = process.env.NODE_ENV;
          },
          async getStaticPaths() {
            const paths = await standard.getStaticPaths();
            capture.paths = paths.map(({ pathname, route, cacheKey }) => ({ component: route.component, pathname, type: route.type, cacheKey }));
            return paths;
          },
        }));
      },
    },
  };
  const finish = async (): Promise<boolean> => {
    const { entry, pageStyles, entrySpecifiers, paths } = capture;
    if (outDir === undefined || entry === undefined || pageStyles === undefined || entrySpecifiers === undefined || paths === undefined) return false;
    const dist = fileURLToPath(outDir);
    const outputs = paths.map(({ component, pathname, type, cacheKey }) => ({ component, pathname, file: servedFileOf(pathname, type), ...(cacheKey === undefined ? {} : { cacheKey }) }));
    const present = new Set((await readdir(dist, { recursive: true })).map((file) => file.split(path.sep).join('/')));
    // A path the build wrote elsewhere (or not at all) means the kit cannot predict this build.
    if (outputs.some((output) => !present.has(output.file))) return false;
    await writeRenderKit(options.folder, { version: KIT_VERSION, fingerprint: options.fingerprint, entry, nodeEnv: capture.nodeEnv, pageStyles, entrySpecifiers, outputs });
    return true;
  };
  return { integration, finish };
}
