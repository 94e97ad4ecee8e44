/**
 * `npm run check:incremental`: the property test of the incremental build with as many change sets
 * as you like (scripts/lib/incremental-check.ts; tests/cli/incremental-build.test.ts runs a few).
 */
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { loadSiteConfig } from '../src/config/load-site-config.ts';
import { minimumCarCount } from '../src/demo-data/cars.ts';
import { UsageError, parseCli, runCli } from './lib/cli.ts';
import { changeAndCompare, createScratchSite } from './lib/incremental-check.ts';
import { describeChange, siteChangeArbitrary } from './lib/site-changes.ts';

const HELP = `Prove the incremental build: after each random set of changes, an incremental build and a full
build of the same inputs at the same moment must write the same bytes, file for file.

Usage: npm run check:incremental [-- --runs 10] [--seed <n>] [--site brighton-volkswagen] [--cars <n>]

In a scratch copy of the project (removed afterwards): the site's demo stock is generated and
built fully; then fast-check draws change sets (price change, car sold, added, removed, photo
changed, model catalogue entry changed, config change, build moment crossing a New Arrival or
sold-window edge, the stock going stale or a day) and each is built incrementally, then fully,
and compared.

Options:
  --runs <n>     change sets to try (default: 10; each costs two builds)
  --seed <n>     fast-check's seed, to replay a run (default: random, printed)
  --site <slug>  the site (default: brighton-volkswagen)
  --cars <n>     demo cars (default: the fewest the site's demo stock allows)
  -h, --help     show this help

Exit code: 0 when every change set built the same bytes, 1 when one did not (its differences are
printed), 2 for bad options.`;

const root = fileURLToPath(new URL('..', import.meta.url));
/** A fixed moment, so a seed replays exactly: 2026-11-27 09:00 UTC. */
const MOMENT = 1_795_770_000;

async function main(): Promise<number> {
  const values = parseCli({ runs: { type: 'string', default: '10' }, seed: { type: 'string' }, site: { type: 'string', default: 'brighton-volkswagen' }, cars: { type: 'string' } }, HELP);
  if (typeof values === 'number') return values;
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new UsageError(`--runs expects a whole number of 1 or more, got "${values.runs}"`);
  const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
  if (!Number.isInteger(seed)) throw new UsageError(`--seed expects a whole number, got "${values.seed}"`);
  const loaded = await loadSiteConfig(root, values.site);
  if (!loaded.ok) throw new UsageError(`--site: ${loaded.errors.join('; ')}`);
  const cars = values.cars === undefined ? minimumCarCount(loaded.config) : Number(values.cars);
  console.log(`${values.site}: ${cars} cars, ${runs} change sets, seed ${seed}; building it fully in a scratch copy…`);
  const site = await createScratchSite(root, values.site, cars, MOMENT);
  let step = 0;
  let failed = false;
  try {
    await fc.assert(
      fc.asyncProperty(fc.array(siteChangeArbitrary(), { minLength: 1, maxLength: 3 }), async (changes) => {
        step += 1;
        const { incremental, full, differences } = await changeAndCompare(site, changes);
        const verdict = differences.length === 0 ? 'same bytes' : `${differences.length} file(s) differ`;
        console.log(
          `${String(step).padStart(3)}. ${changes.map(describeChange).join(', ')}: incremental ${incremental.seconds.toFixed(1)} s, ` +
            `${incremental.rendered} rendered, ${incremental.kept} kept; full ${full.seconds.toFixed(1)} s; ${verdict}`,
        );
        for (const difference of differences.slice(0, 10)) console.log(`       ${difference}`);
        return differences.length === 0;
      }),
      { numRuns: runs, seed, endOnFailure: true },
    );
  } catch (error) {
    failed = true;
    console.log(`\nA change set built different bytes (seed ${seed}): ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  } finally {
    await site.remove();
  }
  if (!failed) console.log(`\nAll ${runs} change sets: the incremental build wrote what the full build wrote.`);
  return failed ? 1 : 0;
}

await runCli(main);
