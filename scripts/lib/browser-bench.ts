/**
 * What the benchmarks that drive Chromium over built sites share (bench:main-thread,
 * bench:first-tap): their common options, and each site of the run served from dist/ on a port of
 * its own while the bench works on it, in one browser.
 */
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { optionOrExit, portOption } from './cli.ts';
import { runsOption } from './bench-statistics.ts';
import { serveSite } from './static-server.ts';

/** One site of each template, the sites measured unless `--site` says otherwise. */
export const TEMPLATE_SITES = ['brighton-volkswagen', 'bayside-motor-group'] as const;

/** The options every browser bench takes (its help text names them), given its default first port. */
export function browserBenchOptions(defaultPort: number) {
  return {
    site: { type: 'string', multiple: true, default: [] as string[] },
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: String(defaultPort) },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  } as const;
}

/** The options' values, checked: the sites, the runs per measurement, the first port and the browser. */
export function browserBenchSettings(values: { site: string[]; runs: string; port: string; chromium: string }): { sites: readonly string[]; runs: number; firstPort: number; chromium: string } {
  return {
    sites: values.site.length > 0 ? values.site : TEMPLATE_SITES,
    runs: optionOrExit(() => runsOption(values.runs)),
    firstPort: optionOrExit(() => portOption(values.port)),
    chromium: values.chromium,
  };
}

/** Serves each site's dist/ folder in turn and calls `measure` with the browser and the site's origin. */
export async function forEachServedSite(
  root: string,
  settings: { readonly sites: readonly string[]; readonly firstPort: number; readonly chromium: string },
  measure: (browser: Browser, site: string, origin: string) => Promise<void>,
): Promise<void> {
  const browser = await chromium.launch({ executablePath: settings.chromium, args: ['--no-sandbox'] });
  try {
    for (const [index, site] of settings.sites.entries()) {
      // Its own port per site, so two checkouts can measure side by side with --port.
      const port = settings.firstPort + index;
      const server = await serveSite(path.join(root, 'dist', site), port, '127.0.0.1');
      try {
        await measure(browser, site, `http://127.0.0.1:${port}`);
      } finally {
        server.closeAllConnections();
        server.close();
      }
    }
  } finally {
    await browser.close();
  }
}
