/**
 * `npm run check:prices`: the price gate (scripts/lib/price-gate.ts) over the built dealer sites:
 * every surface that shows a car's price (its page, its JSON-LD, the search cards and snapshot, the
 * brochure, both vehicle-ads feeds, the ADF of a lead on it) must say what the one price module
 * says, and the estimated drive-away line (page, cards, snapshot) what the one estimate says, never
 * standing in for the advertised price. Prints, per site, the cars and checks by surface, and a table of every disagreement; exits 1
 * when there is one.
 */
import { fileURLToPath } from 'node:url';
import { parseCli, runCli } from './lib/cli.ts';
import { checkBuiltPrices, mismatchTable } from './lib/price-gate.ts';
import { builtSites, showCount } from './lib/site-list.ts';

const HELP = `Check that every built surface shows each car's price as the one price module decides it:
the car page, its JSON-LD, the search result cards, the search snapshot, the compare record, the
brochure PDF, the Google and Meta vehicle-ads feeds, and the ADF a lead on the car sends. The estimated drive-away
line under a price that leaves out on-road costs is checked on its own (surface drive-away): it is
an estimate, never read as the advertised price, and shows what the one estimate function gives.

Usage: npm run check:prices [-- --site <slug> ...] [--data <dir>] [--show <n>]

Options:
  --site <slug>  check this built site (repeat for several; default: every site in dist/)
  --data <dir>   the folder holding each site's data folder (default: data)
  --show <n>     disagreements to list (default: 40)
  -h, --help     show this help

Exit code: 0 when every surface agrees, 1 when one does not (a table names the car, the surface,
what it shows and what it should), 2 for a usage mistake. Build first (npm run build).`;

async function main(): Promise<number> {
  const values = parseCli({ site: { type: 'string', multiple: true }, data: { type: 'string', default: 'data' }, show: { type: 'string', default: '40' } }, HELP);
  if (typeof values === 'number') return values;
  const show = showCount(values.show);
  const root = fileURLToPath(new URL('..', import.meta.url));
  const slugs = await builtSites(root, values.site);
  const mismatches = await checkBuiltPrices(root, slugs, values.data, (line) => console.log(line));
  if (mismatches.length === 0) {
    console.log('\nEvery surface shows every car at its advertised price.');
    return 0;
  }
  console.log(`\n${mismatches.length} surface(s) disagree with the advertised price:\n`);
  console.log(mismatchTable(mismatches, show));
  return 1;
}

await runCli(main);
