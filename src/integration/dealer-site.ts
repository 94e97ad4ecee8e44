/**
 * The Astro integration that turns the one code base into one dealer's site: it loads and
 * validates `sites/<slug>.json`, sets the site URL, decides the build's moment (build-moment.ts),
 * and hands both to pages through the `virtual:dealer/site` module (so no page reads files, the
 * environment or the clock itself).
 *
 * The module also carries the site's scoped Typesense search key. The key is not in the config
 * file (it is issued by the indexer and rotates), so it comes from the environment here, at config
 * loading, and nowhere else: `TYPESENSE_SEARCH_KEY_<SLUG_UPPER_SNAKE>`.
 */
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { FOLDER_ROUTES, folderRouteFiles } from '../domain/routes/routes.ts';
import { sitemapXml } from '../site/sitemap.ts';
import { requireSiteConfig, siteConfigPath } from '../config/load-site-config.ts';
import type { SiteConfig } from '../config/site-config-schema.ts';
import { searchKeyEnvName } from '../search/typesense/search-key-env.ts';
import { decideBuildMoment, type BuildMoment } from './build-moment.ts';
import { writePagePolicies } from './page-policies.ts';

const VIRTUAL_ID = 'virtual:dealer/site';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** Options: the dealer to build and the directory holding the generated demo or feed data. */
export interface DealerSiteOptions {
  slug: string;
  dataDir: string;
}

/**
 * The scoped search key the browser may use, or null. Only a Typesense site has one: an embedded
 * site never reads the environment, so no key can leak into its pages by accident.
 */
export function siteSearchKey(site: Pick<SiteConfig, 'slug' | 'search'>, env: Readonly<Record<string, string | undefined>>): string | null {
  if (site.search.backend !== 'typesense') return null;
  const key = env[searchKeyEnvName(site.slug)]?.trim();
  return key ? key : null;
}

/**
 * Where the build's moment waits for the pages: a global of the build's process, which the module
 * reads when the pages render. It is not written into the module's code because Astro's incremental
 * build reuses a page only while the code of every module it imports is unchanged, and the moment
 * differs on every build; what a page shows of the moment belongs in its own cache key.
 */
const BUILD_MOMENT_GLOBAL = 'dealer-site:build-moment';

/**
 * The `virtual:dealer/site` module's code: the site config, its data folder and search key, and
 * the build's moment read from BUILD_MOMENT_GLOBAL (the same code whatever the moment).
 */
export function siteModuleSource(site: SiteConfig, dataDir: string, searchKey: string | null): string {
  return [
    `export const site = ${JSON.stringify(site)};`,
    `export const dataDir = ${JSON.stringify(dataDir)};`,
    `export const searchKey = ${JSON.stringify(searchKey)};`,
    `const moment = globalThis[Symbol.for(${JSON.stringify(BUILD_MOMENT_GLOBAL)})];`,
    `if (moment === undefined) throw new Error('the dealer-site integration has not set the build moment in this process');`,
    'export const buildMoment = moment;',
    '',
  ].join('\n');
}

/** Sets the moment the pages of this process's build read (BUILD_MOMENT_GLOBAL). */
export function setBuildMoment(moment: BuildMoment): void {
  (globalThis as Record<symbol, unknown>)[Symbol.for(BUILD_MOMENT_GLOBAL)] = moment;
}

export function dealerSite(options: DealerSiteOptions): AstroIntegration {
  let origin = '';
  let siteConfig: SiteConfig | undefined;
  return {
    name: 'dealer-site',
    hooks: {
      'astro:config:setup': async ({ config, updateConfig, addWatchFile, addClientDirective, logger }) => {
        const root = fileURLToPath(config.root);
        const site = await requireSiteConfig(root, options.slug);
        origin = site.url;
        siteConfig = site;
        addWatchFile(path.join(root, siteConfigPath(options.slug)));
        // Islands that hydrate when the shopper reaches for them (the search island).
        addClientDirective({ name: 'intent', entrypoint: fileURLToPath(new URL('../islands/intent-directive.ts', import.meta.url)) });
        const searchKey = siteSearchKey(site, process.env);
        const buildMoment = decideBuildMoment(process.env);
        if (site.search.backend === 'typesense' && searchKey === null) {
          logger.warn(`${searchKeyEnvName(site.slug)} is not set: the search pages will show their first page but cannot search.`);
        }
        setBuildMoment(buildMoment);
        const moduleSource = siteModuleSource(site, path.resolve(root, options.dataDir, site.slug), searchKey);
        updateConfig({
          site: site.url,
          vite: {
            plugins: [
              {
                name: 'dealer-site-virtual-module',
                resolveId(id: string) {
                  return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
                },
                load(id: string) {
                  return id === RESOLVED_ID ? moduleSource : undefined;
                },
              },
            ],
          },
        });
      },
      // Astro has now written the shared .astro/ folder (content sync); the build CLI waits for this
      // before starting the next site, so parallel builds never write it at the same time.
      'astro:build:start': () => {
        process.send?.({ kind: 'synced' });
      },
      'astro:build:done': async ({ pages, dir }) => {
        // trailingSlash 'never' writes every page as {name}.html; a route the spec writes with a
        // slash moves to its folder's index, which is what a host serves at that path.
        for (const route of FOLDER_ROUTES) {
          const files = folderRouteFiles(route);
          const built = new URL(files.built, dir);
          if (!existsSync(built)) continue;
          await mkdir(new URL(files.served.replace(/index\.html$/, ''), dir), { recursive: true });
          await rename(built, new URL(files.served, dir));
        }
        await writeFile(new URL('sitemap.xml', dir), sitemapXml(origin, pages.map((page) => page.pathname)));
        // Last: the policies hash the pages exactly as they are served.
        if (siteConfig !== undefined) await writePagePolicies(fileURLToPath(dir), siteConfig);
      },
    },
  };
}
