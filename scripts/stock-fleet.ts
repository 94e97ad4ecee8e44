/**
 * `npm run stock:fleet [-- --json --shards <n>]`: the dealer sites whose config has a stock feed
 * address, one slug a line, or as the matrix of sync shards the scheduled stock sync
 * (.github/workflows/stock-sync.yml) runs.
 */
import { fileURLToPath } from 'node:url';
import { loadAllSiteConfigs } from '../src/config/load-site-config.ts';
import { UsageError, parseCli, runCli } from './lib/cli.ts';
import { MAX_SHARDS, feedSites, shardMatrix } from './lib/stock-fleet.ts';

const HELP = `Print the dealer sites whose stock is fetched from a feed.

Usage: npm run stock:fleet [-- options]

Lists every site whose config (sites/<slug>.json) has a stock feed address, stock.feed.url: the
sites \`npm run stock:sync\` can sync without --from, and the ones the scheduled stock sync goes
round. A config that is not valid is left out and named on stderr; the others are still listed.

Options:
  --json          print a GitHub Actions matrix of sync shards instead of one slug a line:
                  {"include":[{"shard":1,"sites":"<slug> <slug> …","count":2}]}
  --shards <n>    with --json: split the sites into at most n shards of neighbouring slugs
                  (default: 1; at most ${MAX_SHARDS}); a site keeps its shard, and so its build
                  cache, while sites come and go elsewhere in the list
  -h, --help      show this help

Exit code: 0 when the list was printed (sites with invalid configs are left out of it and named
on stderr); 2 for bad options.`;

async function main(): Promise<number> {
  const values = parseCli({ json: { type: 'boolean', default: false }, shards: { type: 'string' } }, HELP);
  if (typeof values === 'number') return values;
  if (values.shards !== undefined && !values.json) throw new UsageError('--shards goes with --json');
  const shards = Number(values.shards ?? '1');
  if (!Number.isInteger(shards) || shards < 1 || shards > MAX_SHARDS) {
    throw new UsageError(`--shards expects a whole number from 1 to ${MAX_SHARDS}, got "${values.shards}"`);
  }
  const root = fileURLToPath(new URL('..', import.meta.url));
  const { sites, skipped } = feedSites(await loadAllSiteConfigs(root));
  for (const { file, errors } of skipped) {
    console.error(`${file}: left out, the config is not valid: ${errors.slice(0, 3).join('; ')}${errors.length > 3 ? ` (and ${errors.length - 3} more)` : ''}`);
  }
  if (values.json) console.log(JSON.stringify(shardMatrix(sites, shards)));
  else if (sites.length > 0) console.log(sites.join('\n'));
  console.error(`${sites.length} site${sites.length === 1 ? '' : 's'} with a stock feed${skipped.length > 0 ? `; ${skipped.length} left out` : ''}.`);
  return 0;
}

await runCli(main);
