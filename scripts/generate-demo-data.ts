/**
 * CLI: generate deterministic demo data for the dealer sites. See `--help`.
 * The work is done by `generateDemoData` in scripts/lib/demo-data-writer.ts, which the build also calls.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_SEED, generateDemoData, todayUtc } from './lib/demo-data-writer.ts';

const HELP = `Usage: node scripts/generate-demo-data.ts [options]

Generates demo stock, model catalogue, offers, parts, reviews, slides, blog posts and careers for each
dealer site in sites/, plus the SVG images and PDF reports they link to (public/generated/).
The same seed and date always give byte-identical files; unchanged files are not rewritten.
A site whose stock was imported (npm run stock:import) keeps it: its demo content is written,
its demo cars are not.

Options:
  --site <slug>      Generate only this site (repeatable). Default: every config in sites/.
  --seed <n>         Random seed, an integer. Default: ${DEFAULT_SEED}.
  --date YYYY-MM-DD  Reference date ("today") the data is relative to. Default: today (UTC).
  --out <dir>        Output folder for <slug>/*.json. Default: data.
  --cars <n>         Cars per site: a whole number, at least one car per case the demo stock
                     must show (94 to 129 for the demo sites; a smaller number is refused with the
                     site's figure). Default: 200 to 240, fixed per site. Build benchmarks use 2000.
  --replace-imported-stock
                     Write demo cars for the chosen sites even where a dealer's stock was
                     imported, and forget the import: back to demo stock.
  -h, --help         Show this help.
`;

function fail(message: string): never {
  process.stderr.write(`generate-demo-data: ${message}\n\n${HELP}`);
  process.exit(2);
}

function parseDate(text: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const date = new Date(`${text}T00:00:00Z`);
  if (!match || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) fail(`--date expects a real date like 2026-05-20, got "${text}"`);
  return date;
}

let parsed: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    options: {
      site: { type: 'string', multiple: true },
      seed: { type: 'string' },
      date: { type: 'string' },
      out: { type: 'string', default: 'data' },
      cars: { type: 'string' },
      'replace-imported-stock': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    allowPositionals: false,
    strict: true,
  });
}
try {
  parsed = parse();
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const { values } = parsed;
if (values.help) {
  process.stdout.write(HELP);
  process.exit(0);
}

const seedText = values.seed ?? String(DEFAULT_SEED);
if (!/^-?\d+$/.test(seedText)) fail(`--seed expects an integer, got "${seedText}"`);
const referenceDate = values.date === undefined ? todayUtc() : parseDate(values.date);
if (values.cars !== undefined && !/^\d+$/.test(values.cars)) fail(`--cars expects a whole number of cars, got "${values.cars}"`);
const cars = values.cars === undefined ? undefined : Number(values.cars);
const root = path.resolve(import.meta.dirname, '..');

const result = await generateDemoData({
  root,
  slugs: values.site,
  seed: Number(seedText),
  referenceDate,
  outDir: values.out,
  cars,
  replaceImportedStock: values['replace-imported-stock'],
});
for (const site of result.sites) {
  const c = site.counts;
  if (site.stockNote !== null) process.stdout.write(`${site.stockNote}\n`);
  process.stdout.write(
    `${site.slug}: ${site.keptImportedStock ? '' : `${c.cars} cars, `}${c.models} models, ${c.offers} offers, ${c.parts} parts, ${c.reviews} reviews, ${c.slides} slides, ${c.posts} posts, ${c.careers} careers, ${c.files} files (${site.written} written, ${site.unchanged} unchanged)\n`,
  );
}
for (const failure of result.failures) {
  process.stderr.write(`${failure.slug}: skipped (${failure.file}):\n${failure.errors.map((e) => `  - ${e}`).join('\n')}\n`);
}
if (result.failures.length > 0) {
  process.stderr.write(`generate-demo-data: ${result.failures.length} site(s) skipped; see the reasons above.\n`);
  process.exit(1);
}
