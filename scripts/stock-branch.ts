/**
 * `npm run stock:branch -- restore|collect|pending <dir> [options]`: moves imported stock between
 * data/ and a checkout of the `stock` branch (scripts/lib/stock-branch.ts), for the CI jobs that
 * build sites (restore) and the stock sync that keeps the branch (collect, pending).
 */
import path from 'node:path';
import { UsageError, parseCli, runCli } from './lib/cli.ts';
import { readSiteList } from './lib/site-list.ts';
import { PENDING_FILE, clearPending, collectStock, readPending, restoreStock, type CopyResult } from './lib/stock-branch.ts';

const HELP = `Move imported stock between data/ and a checkout of the \`stock\` branch.

Usage: npm run stock:branch -- restore <dir> [--data <dir>] [--sites <a,b> | --sites-file <file>]
       npm run stock:branch -- collect <dir> (--sites <a,b> | --sites-file <file>) [--data <dir>]
       npm run stock:branch -- pending <dir> [--deployed-file <file>]

data/ is not committed, so CI keeps each site's imported stock on the repository's \`stock\`
branch: <slug>/cars.json and <slug>/stock-source.json, as \`npm run stock:import\` writes them in
data/<slug>/. <dir> is a checkout of that branch (git worktree add .stock FETCH_HEAD).

  restore   copies each site's stock from <dir> into data/<slug>/, so that the build (whose demo
            data keeps imported stock) publishes what the dealer sells; every site on the branch,
            or only the ones listed. A missing <dir> restores nothing: the sites build demo stock.
  collect   copies the listed sites' stock from data/<slug>/ into <dir> and lists them in
            <dir>/${PENDING_FILE} as awaiting a deploy; then commit and push <dir>.
  pending   prints the sites whose newest stock awaits a deploy, one a line; with
            --deployed-file, first takes the sites in that file off the list.

Options:
  --data <dir>             where each site's data folder is (default: data)
  --sites <a,b>            the sites to work on
  --sites-file <file>      or a file of slugs, one a line
  --deployed-file <file>   with pending: sites just deployed, one a line
  -h, --help               show this help

Exit code: 0 when done; 1 when collect found a listed site without imported stock (the others
are still collected); 2 for bad options.`;

const COMMANDS = ['restore', 'collect', 'pending'] as const;
type Command = (typeof COMMANDS)[number];

function isCommand(word: string | undefined): word is Command {
  return COMMANDS.some((command) => command === word);
}

/** Prints what a copy did, one line for the sites copied and one per site skipped. */
function report(result: CopyResult, verb: string, where: string): void {
  console.log(`${verb} the imported stock of ${result.copied.length} site${result.copied.length === 1 ? '' : 's'} ${where}${result.copied.length > 0 ? `: ${result.copied.join(', ')}` : ''}.`);
  for (const { site, reason } of result.skipped) console.log(`  ${site}: skipped, ${reason}`);
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  // The command and the checkout come first, as words; parseCli reads the options after them.
  const firstOption = argv.findIndex((arg) => arg.startsWith('-'));
  const words = firstOption === -1 ? argv : argv.slice(0, firstOption);
  const values = parseCli(
    {
      data: { type: 'string', default: 'data' },
      sites: { type: 'string' },
      'sites-file': { type: 'string' },
      'deployed-file': { type: 'string' },
    },
    HELP,
    argv.slice(words.length),
  );
  if (typeof values === 'number') return values;
  const [command, dir, ...extra] = words;
  if (!isCommand(command)) throw new UsageError(`expected restore, collect or pending first, got ${command === undefined ? 'nothing' : `"${command}"`} (see --help)`);
  if (dir === undefined) throw new UsageError(`${command} needs the checkout of the stock branch: npm run stock:branch -- ${command} <dir>`);
  if (extra.length > 0) throw new UsageError(`unexpected ${extra.map((word) => `"${word}"`).join(', ')} after ${command} ${dir}`);
  const branchDir = path.resolve(dir);
  const dataDir = path.resolve(values.data);
  const listed = values.sites !== undefined || values['sites-file'] !== undefined;
  if (command !== 'pending' && values['deployed-file'] !== undefined) throw new UsageError('--deployed-file goes with pending');

  if (command === 'restore') {
    const sites = listed ? await readSiteList({ sites: values.sites, sitesFile: values['sites-file'] }) : undefined;
    const result = await restoreStock({ branchDir, dataDir, sites });
    if (result.copied.length === 0 && result.skipped.length === 0) {
      console.log(`No imported stock in ${dir}${sites === undefined ? '' : ` for ${sites.join(', ') || 'the listed sites'}`}: the sites build their demo stock.`);
      return 0;
    }
    report(result, 'Restored', `from ${dir} into ${values.data}/`);
    return 0;
  }
  if (command === 'collect') {
    const sites = await readSiteList({ sites: values.sites, sitesFile: values['sites-file'] });
    const result = await collectStock({ branchDir, dataDir, sites });
    report(result, 'Collected', `from ${values.data}/ into ${dir}`);
    return result.skipped.length > 0 ? 1 : 0;
  }
  if (listed) throw new UsageError('pending takes no --sites or --sites-file (see --deployed-file)');
  const deployed = values['deployed-file'] === undefined ? [] : await readSiteList({ sitesFile: values['deployed-file'] });
  const pending = deployed.length > 0 ? await clearPending(branchDir, deployed) : await readPending(branchDir);
  if (pending.length > 0) console.log(pending.join('\n'));
  return 0;
}

await runCli(main);
