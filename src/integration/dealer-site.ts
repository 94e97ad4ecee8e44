/**
 * The Astro integration that turns the one code base into one dealer's site: it loads and
 * validates `sites/<slug>.json`, sets the site URL, and hands the validated config to pages through
 * the `virtual:dealer/site` module (so no page reads files or the environment itself).
 */
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { writeFile } from 'node:fs/promises';
import { sitemapXml } from '../site/sitemap.ts';
import { requireSiteConfig, siteConfigPath } from '../config/load-site-config.ts';

const VIRTUAL_ID = 'virtual:dealer/site';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** Options: the dealer to build and the directory holding the generated demo or feed data. */
export interface DealerSiteOptions {
  slug: string;
  dataDir: string;
}

export function dealerSite(options: DealerSiteOptions): AstroIntegration {
  let origin = '';
  return {
    name: 'dealer-site',
    hooks: {
      'astro:config:setup': async ({ config, updateConfig, addWatchFile }) => {
        const root = fileURLToPath(config.root);
        const site = await requireSiteConfig(root, options.slug);
        origin = site.url;
        addWatchFile(path.join(root, siteConfigPath(options.slug)));
        const moduleSource = `export const site = ${JSON.stringify(site)};\nexport const dataDir = ${JSON.stringify(path.resolve(root, options.dataDir, site.slug))};\n`;
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
      'astro:build:done': async ({ pages, dir }) => {
        await writeFile(new URL('sitemap.xml', dir), sitemapXml(origin, pages.map((page) => page.pathname)));
      },
    },
  };
}
