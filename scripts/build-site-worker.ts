/**
 * Builds one dealer site with Astro, in its own process so that sites can build side by side and
 * each build's peak memory can be measured. Started by scripts/lib/build-sites.ts with the site in
 * DEALER_SITE; reports its figures to the parent over IPC. Without `--force` the build is
 * incremental (Astro's experimental.incrementalBuild and the page keys of src/site/page-keys.ts):
 * a page whose code and key are unchanged is kept from the last build, not rendered again.
 *
 * It also leaves the site's render kit (scripts/lib/render-kit.ts) when its parent passes the code
 * fingerprint in RENDER_KIT_FINGERPRINT, so that a next build changing only stock can skip Astro.
 *
 * Astro always logs at `info` here, into the site's build log: its one line per page says whether
 * the page was rendered or kept, which is how the closing table counts them, and the log level is
 * part of what Astro hashes, so a build at another level would render every page again.
 */
import { build } from 'astro';
import { fileURLToPath } from 'node:url';
import { RENDER_KIT_ENV, kitFolder, removeRenderKit, renderKitCapture } from './lib/render-kit.ts';

export interface WorkerReport {
  ok: boolean;
  maxRssBytes: number;
  /** Pages (every file a route writes) rendered by this build, and kept from the last one. */
  rendered: number;
  kept: number;
  /** Seconds from the build's start to its first page: Astro's fixed cost (config, content, bundling). */
  beforePagesSeconds: number;
  error?: string;
}

const root = fileURLToPath(new URL('..', import.meta.url));
const force = process.argv.includes('--force');

/** Astro's page lines: `├─ /path (+12ms)` for a rendered page, `├─ /path (restored)` or `(cached)` for a kept one. */
const RENDERED = /\(\+\d+(?:\.\d+)?m?s\)/g;
const KEPT = /\((?:restored|cached)\)/g;
const PAGE_LINE = '├─';

const started = performance.now();
let firstPageAt: number | undefined;
let rendered = 0;
let kept = 0;
const write = process.stdout.write.bind(process.stdout);
process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
  const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  if (firstPageAt === undefined && text.includes(PAGE_LINE)) firstPageAt = performance.now();
  rendered += text.match(RENDERED)?.length ?? 0;
  kept += text.match(KEPT)?.length ?? 0;
  return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
}) as typeof process.stdout.write;

function report(message: Omit<WorkerReport, 'rendered' | 'kept' | 'beforePagesSeconds'>): void {
  const beforePagesSeconds = ((firstPageAt ?? performance.now()) - started) / 1000;
  if (process.send) process.send({ ...message, rendered, kept, beforePagesSeconds } satisfies WorkerReport);
}

try {
  const slug = process.env.DEALER_SITE;
  const fingerprint = process.env[RENDER_KIT_ENV];
  const kit = slug && fingerprint ? renderKitCapture({ folder: kitFolder(root, slug), fingerprint }) : undefined;
  if (slug) await removeRenderKit(kitFolder(root, slug));
  await build({ root, logLevel: 'info', mode: 'production', force, ...(kit ? { integrations: [kit.integration] } : {}) });
  if (kit && !(await kit.finish())) console.log('render kit: not kept (the build wrote a path where the kit did not expect it)');
  report({ ok: true, maxRssBytes: process.resourceUsage().maxRSS * 1024 });
  process.exitCode = 0;
} catch (error) {
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
  console.error(text);
  report({ ok: false, maxRssBytes: process.resourceUsage().maxRSS * 1024, error: error instanceof Error ? error.message : text });
  process.exitCode = 1;
}
