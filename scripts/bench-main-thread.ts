/**
 * `npm run bench:main-thread`: the main-thread work of built pages after their first contentful
 * paint, measured as CPU time, so that a busy machine does not inflate it. Lighthouse's Total
 * Blocking Time (npm run bench:lighthouse) times tasks by the wall clock: on a machine whose cores
 * other work shares, a task waits for a core and looks long, and the same page measures 40 ms
 * one run and 500 ms the next. Here each top-level task of the page's main thread counts by the
 * CPU time its thread used, and the blocking estimate applies Lighthouse's mobile settings to it
 * (4x CPU slowdown; a task blocks for what it takes over 50 ms). It is an estimate of Lighthouse's
 * figure on an idle machine, not that figure: the budget stays Lighthouse's.
 */
import { fileURLToPath } from 'node:url';
import { formatTable } from './lib/format-table.ts';
import { parseCli } from './lib/cli.ts';
import { median } from './lib/bench-statistics.ts';
import { browserBenchOptions, browserBenchSettings, forEachServedSite } from './lib/browser-bench.ts';

const HELP = `Main-thread CPU work of built pages after first paint, and the Total Blocking Time it would give
under Lighthouse's mobile CPU slowdown, robust to a busy machine.

Usage: npm run bench:main-thread [-- --site <slug>] [--path <path>] [--runs <n>]

Options:
  --site <slug>      a built site in dist/ (repeatable; default: brighton-volkswagen and bayside-motor-group)
  --path <path>      the page to load (repeatable; default: /search/new-used-and-demo-cars)
  --runs <n>         loads per page (default: 5); the table shows medians and every run's estimate
  --port <n>         first port to serve the sites on, one per site (default: 4860)
  --chromium <path>  browser to use (default: CHROMIUM_PATH or /usr/bin/chromium)
  -h, --help         show this help`;

/** Lighthouse's mobile CPU slowdown and the length from which a task blocks. */
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
/** After the islands hydrate, how long to keep recording for the work they start. */
const SETTLE_MS = 2000;

interface TraceEvent {
  name: string;
  ts: number;
  tdur?: number;
  pid: number;
  tid: number;
}

/** One load's figures, ms. */
interface LoadFigures {
  blocking: number;
  cpu: number;
  longest: number;
}

/** The figures of one recorded load: the first-paint thread's top-level tasks from the first contentful paint on. */
function figuresOf(events: readonly TraceEvent[]): LoadFigures {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (paint === undefined) throw new Error('the trace has no first contentful paint: the page painted nothing');
  const tasks = events.filter((event) => event.name === 'RunTask' && event.pid === paint.pid && event.tid === paint.tid && event.ts >= paint.ts);
  const cpu = tasks.map((task) => (task.tdur ?? 0) / 1000);
  return {
    blocking: cpu.reduce((sum, ms) => sum + Math.max(0, CPU_SLOWDOWN * ms - LONG_TASK_MS), 0),
    cpu: cpu.reduce((sum, ms) => sum + ms, 0),
    longest: Math.max(0, ...cpu) * CPU_SLOWDOWN,
  };
}

const values = parseCli({ ...browserBenchOptions(4860), path: { type: 'string', multiple: true, default: [] as string[] } }, HELP);
if (typeof values === 'number') process.exit(values);
const settings = browserBenchSettings(values);
const root = fileURLToPath(new URL('..', import.meta.url));
const pagePaths = values.path.length > 0 ? values.path : ['/search/new-used-and-demo-cars'];

const rows: string[][] = [];
await forEachServedSite(root, settings, async (browser, site, origin) => {
  for (const pagePath of pagePaths) {
    const loads: LoadFigures[] = [];
    for (let run = 0; run < settings.runs; run += 1) {
      // A phone's viewport, as Lighthouse's mobile run has.
      const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true });
      await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'] });
      const response = await page.goto(`${origin}${pagePath}`);
      if (response?.status() !== 200) throw new Error(`${site}${pagePath}: answered ${response?.status() ?? 'nothing'}; build the site first`);
      // Islands that wait for the shopper's intent (client:intent) stay static: nobody touches the page.
      await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]:not([client="intent"])').length === 0);
      await page.waitForTimeout(SETTLE_MS);
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
      loads.push(figuresOf(trace.traceEvents));
      await page.close();
    }
    rows.push([
      site,
      pagePath,
      `${Math.round(median(loads.map((load) => load.blocking)))} ms (${loads.map((load) => Math.round(load.blocking)).join(', ')})`,
      `${Math.round(median(loads.map((load) => load.longest)))} ms`,
      `${Math.round(median(loads.map((load) => load.cpu)))} ms`,
    ]);
    console.log(`${site}${pagePath}: done`);
  }
});
console.log('');
console.log(formatTable(['site', 'page', `TBT estimate at ${CPU_SLOWDOWN}x CPU, median (runs)`, 'longest task at 4x', 'main-thread CPU after FCP'], rows));
console.log(
  `\nCPU time of each top-level main-thread task from first contentful paint until ${SETTLE_MS / 1000} s after the islands hydrated (those that wait for the shopper's intent stay static);` +
    ` the estimate is the sum of (${CPU_SLOWDOWN} x task CPU - ${LONG_TASK_MS} ms) over tasks that exceed it. Budget (Lighthouse TBT): 50 ms.`,
);
