/**
 * `npm run check:links`: every link of every built page of each dealer site must land on a page the
 * build made (ARCHITECTURE.md section 7: 0 broken internal links). Reads `dist/<slug>/` as built;
 * prints, per site, the pages and links checked and the broken targets with a page that links to
 * each; exits 1 when any link is broken.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatTable } from './lib/format-table.ts';
import { checkSite } from './lib/link-check.ts';
import { parseCli, runCli, UsageError } from './lib/cli.ts';

const HELP = `Check that every internal link of the built dealer sites lands on a built page.

Usage: npm run check:links [-- --site <slug> ...] [--show <n>]

Options:
  --site <slug>  check this built site (repeat for several; default: every site in dist/)
  --show <n>     broken targets to list per site (default: 20)
  -h, --help     show this help

Build first (npm run build); links to /api/ paths are left to the API's tests.`;

async function main(): Promise<number> {
  const values = parseCli({ site: { type: 'string', multiple: true }, show: { type: 'string', default: '20' } }, HELP);
  if (typeof values === 'number') return values;
  const show = Number(values.show);
  if (!Number.isInteger(show) || show < 0) throw new UsageError(`--show expects a whole number, got "${values.show}"`);
  const root = fileURLToPath(new URL('..', import.meta.url));
  const built = (await readdir(path.join(root, 'dist'), { withFileTypes: true }).catch(() => [])).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  const slugs = values.site ?? built;
  if (slugs.length === 0) throw new UsageError('No built sites in dist/. Run `npm run build` first.');
  const rows: string[][] = [];
  let total = 0;
  for (const slug of slugs) {
    if (!built.includes(slug)) throw new UsageError(`dist/${slug}/ does not exist. Build it with \`npm run build -- --site ${slug}\`.`);
    console.log(`Checking ${slug}…`);
    const result = await checkSite(root, slug);
    const brokenLinks = result.broken.reduce((sum, entry) => sum + entry.count, 0);
    total += brokenLinks;
    rows.push([slug, String(result.pages), String(result.links), String(brokenLinks), String(result.broken.length)]);
    for (const entry of result.broken.slice(0, show)) console.log(`  ${entry.target}: ${entry.count} link(s), e.g. on ${entry.example}`);
    if (result.broken.length > show) console.log(`  … and ${result.broken.length - show} more broken targets`);
  }
  console.log(`\n${formatTable(['site', 'pages', 'internal links', 'broken links', 'broken targets'], rows)}`);
  console.log(total === 0 ? '\nEvery internal link lands on a built page.' : `\n${total} internal links point at pages the build did not make.`);
  return total === 0 ? 0 : 1;
}

await runCli(main);
