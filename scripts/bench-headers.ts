/**
 * `npm run bench:headers`: the security headers of every page type, graded with the MDN HTTP
 * Observatory's own tests and grader (scripts/lib/observatory-grade.ts) on the built sites served
 * by the local server. The budget (docs/architecture.md, Budgets): A+ on every page type. Prints one row per page
 * type and site; exits 1 when any is below A+.
 */
import { readdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCli, runCli, UsageError } from './lib/cli.ts';
import { formatTable } from './lib/format-table.ts';
import { LEFT_OUT_TESTS, observatoryGrade } from './lib/observatory-grade.ts';
import { pageTypeSamples } from './lib/page-type-samples.ts';
import { serveSite } from './lib/static-server.ts';

const HELP = `Grade the security headers of one page of every page type with the MDN HTTP Observatory.

Usage: npm run bench:headers [-- --site <slug> ...]

Options:
  --site <slug>  grade this built site (repeat for several; default: every site in dist/)
  -h, --help     show this help

Build first (npm run build). Each site is served by the local server (scripts/lib/static-server.ts)
on a free port; the Observatory fetches each page from it. Left out, as the CDN's part:
${Object.entries(LEFT_OUT_TESTS)
  .map(([name, why]) => `  ${name}: ${why}`)
  .join('\n')}`;

/** The Observatory's grade for an A+. */
const TARGET_GRADE = 'A+';

async function main(): Promise<number> {
  const values = parseCli({ site: { type: 'string', multiple: true } }, HELP);
  if (typeof values === 'number') return values;
  const root = fileURLToPath(new URL('..', import.meta.url));
  const built = (await readdir(path.join(root, 'dist'), { withFileTypes: true }).catch(() => [])).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  const slugs = values.site ?? built;
  if (slugs.length === 0) throw new UsageError('No built sites in dist/. Run `npm run build` first.');
  const rows: string[][] = [];
  let below = 0;
  for (const slug of slugs) {
    if (!built.includes(slug)) throw new UsageError(`dist/${slug}/ does not exist. Build it with \`npm run build -- --site ${slug}\`.`);
    const dir = path.join(root, 'dist', slug);
    const server = await serveSite(dir, 0, '127.0.0.1', { api: 'none' });
    try {
      const { port } = server.address() as AddressInfo;
      for (const sample of await pageTypeSamples(dir)) {
        const graded = await observatoryGrade(new URL(`http://127.0.0.1:${port}${sample.urlPath}`));
        if (graded.grade !== TARGET_GRADE) below += 1;
        const lost = graded.tests.filter((test) => test.modifier < 0).map((test) => `${test.name}: ${test.result}`);
        rows.push([slug, sample.pageType, sample.urlPath.length > 48 ? `${sample.urlPath.slice(0, 47)}…` : sample.urlPath, String(graded.status), graded.grade, String(graded.score), lost.join('; ') || '-']);
      }
    } finally {
      server.close();
    }
  }
  console.log(formatTable(['site', 'page type', 'path', 'status', 'grade', 'score', 'points lost'], rows));
  console.log(`\n${rows.length} page(s) graded, ${rows.length - below} at ${TARGET_GRADE}. Left out (the CDN's part):`);
  for (const [name, why] of Object.entries(LEFT_OUT_TESTS)) console.log(`  ${name}: ${why}`);
  return below === 0 ? 0 : 1;
}

await runCli(main);
