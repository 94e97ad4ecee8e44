/**
 * Writes the JSON Schemas generated from the zod schemas: the editor schema of dealer configs
 * (sites/site-config.schema.json) and the stock feed's (docs/stock-feed/stock-feed.schema.json).
 * `--check` writes nothing and exits 1 when a file on disk is stale, for CI.
 *
 *   node scripts/write-config-schema.ts           # regenerate
 *   node scripts/write-config-schema.ts --check   # verify
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CONFIG_JSON_SCHEMA_PATH, renderSiteConfigJsonSchema } from '../src/config/config-json-schema.ts';
import { STOCK_FEED_JSON_SCHEMA_PATH, renderStockFeedJsonSchema } from '../src/stock/stock-feed-json-schema.ts';

const SCHEMAS: readonly { readonly file: string; readonly source: string; readonly render: () => string }[] = [
  { file: CONFIG_JSON_SCHEMA_PATH, source: 'src/config/site-config-schema.ts (with src/config/schema/)', render: renderSiteConfigJsonSchema },
  { file: STOCK_FEED_JSON_SCHEMA_PATH, source: 'src/stock/car-schema.ts', render: renderStockFeedJsonSchema },
];

const usage = `Usage: node scripts/write-config-schema.ts [--check] [--help]

Generates ${SCHEMAS.map((schema) => `${schema.file} from ${schema.source}`).join(' and ')}.

Options:
  --check   do not write; exit 1 if a file is missing or out of date
  --help    show this help
`;

async function main(): Promise<number> {
  let values: { check?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({ options: { check: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    return 2;
  }
  if (values.help) {
    console.log(usage);
    return 0;
  }

  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  let stale = 0;
  for (const schema of SCHEMAS) {
    const target = path.join(root, schema.file);
    const expected = schema.render();
    if (values.check) {
      const current = await readFile(target, 'utf8').catch(() => undefined);
      if (current === expected) {
        console.log(`${schema.file} is up to date.`);
      } else {
        stale += 1;
        console.error(`${schema.file} is ${current === undefined ? 'missing' : `out of date with ${schema.source}`}. Run \`npm run schema\` and commit the result.`);
      }
      continue;
    }
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, expected);
    console.log(`Wrote ${schema.file}.`);
  }
  return stale === 0 ? 0 : 1;
}

process.exitCode = await main();
