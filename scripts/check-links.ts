/**
 * `npm run check:links`: every link, form destination and asset of every built page of each dealer
 * site must resolve (docs/architecture.md, Budgets: 0 broken internal links): a page or file the build
 * made, or an API route the functions serve. Reads `dist/<slug>/` as built; prints, per site, the
 * pages and references checked and the broken targets with a page that has each; exits 1 when any
 * reference is broken.
 */
import { fileURLToPath } from 'node:url';
import { formatTable } from './lib/format-table.ts';
import { checkSite } from './lib/link-check.ts';
import { parseCli, runCli } from './lib/cli.ts';
import { builtSites, showCount } from './lib/site-list.ts';

const HELP = `Check that every internal link, form destination and asset of the built dealer sites
resolves: to a built page (and the element its #fragment names), a built file, or an /api/ route
the functions serve (a form that posts must post to one).

Usage: npm run check:links [-- --site <slug> ...] [--show <n>]

Options:
  --site <slug>  check this built site (repeat for several; default: every site in dist/)
  --show <n>     broken targets to list per site (default: 20)
  -h, --help     show this help

Build first (npm run build).`;

async function main(): Promise<number> {
  const values = parseCli({ site: { type: 'string', multiple: true }, show: { type: 'string', default: '20' } }, HELP);
  if (typeof values === 'number') return values;
  const show = showCount(values.show);
  const root = fileURLToPath(new URL('..', import.meta.url));
  const slugs = await builtSites(root, values.site);
  const rows: string[][] = [];
  let total = 0;
  for (const slug of slugs) {
    console.log(`Checking ${slug}…`);
    const result = await checkSite(root, slug);
    const brokenReferences = result.broken.reduce((sum, entry) => sum + entry.count, 0);
    total += brokenReferences;
    rows.push([slug, String(result.pages), String(result.links), String(result.forms), String(result.assets), String(brokenReferences), String(result.broken.length)]);
    for (const entry of result.broken.slice(0, show)) console.log(`  ${entry.kind} ${entry.target}: ${entry.count} reference(s), e.g. on ${entry.example}`);
    if (result.broken.length > show) console.log(`  … and ${result.broken.length - show} more broken targets`);
  }
  console.log(`\n${formatTable(['site', 'pages', 'links', 'forms', 'assets', 'broken', 'broken targets'], rows)}`);
  console.log(total === 0 ? '\nEvery link, form and asset resolves.' : `\n${total} references point at pages, files or API routes that do not exist.`);
  return total === 0 ? 0 : 1;
}

await runCli(main);
