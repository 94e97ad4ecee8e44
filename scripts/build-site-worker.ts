/**
 * Builds one dealer site with Astro, in its own process so that sites can build side by side and
 * each build's peak memory can be measured. Started by scripts/lib/build-sites.ts with the site in
 * DEALER_SITE; reports its figures to the parent over IPC. Astro logs warnings and errors only,
 * unless DEALER_BUILD_LOG_LEVEL says otherwise: `info` adds its phase timings and one line per
 * page to the site's build log (the build benchmark reads them).
 */
import { build } from 'astro';
import { fileURLToPath } from 'node:url';

export interface WorkerReport {
  ok: boolean;
  maxRssBytes: number;
  error?: string;
}

const root = fileURLToPath(new URL('..', import.meta.url));
const force = process.argv.includes('--force');
const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
const requestedLevel = process.env.DEALER_BUILD_LOG_LEVEL;
const logLevel = LOG_LEVELS.find((level) => level === requestedLevel) ?? 'warn';

function report(message: WorkerReport): void {
  if (process.send) process.send(message);
}

try {
  await build({ root, logLevel, mode: 'production', force });
  report({ ok: true, maxRssBytes: process.resourceUsage().maxRSS * 1024 });
  process.exitCode = 0;
} catch (error) {
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
  console.error(text);
  report({ ok: false, maxRssBytes: process.resourceUsage().maxRSS * 1024, error: error instanceof Error ? error.message : text });
  process.exitCode = 1;
}
