/**
 * Writes the editor JSON Schema for dealer configs (sites/site-config.schema.json) from the zod
 * schema. `--check` writes nothing and exits 1 when the file on disk is stale, for CI.
 *
 *   node scripts/write-config-schema.ts           # regenerate
 *   node scripts/write-config-schema.ts --check   # verify
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CONFIG_JSON_SCHEMA_PATH, renderSiteConfigJsonSchema } from '../src/config/config-json-schema.ts';

const usage = `Usage: node scripts/write-config-schema.ts [--check] [--help]

Generates ${CONFIG_JSON_SCHEMA_PATH} from src/config/site-config-schema.ts.

Options:
  --check   do not write; exit 1 if ${CONFIG_JSON_SCHEMA_PATH} is missing or out of date
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
  const target = path.join(root, CONFIG_JSON_SCHEMA_PATH);
  const expected = renderSiteConfigJsonSchema();

  if (values.check) {
    const current = await readFile(target, 'utf8').catch(() => undefined);
    if (current === expected) {
      console.log(`${CONFIG_JSON_SCHEMA_PATH} is up to date.`);
      return 0;
    }
    console.error(
      `${CONFIG_JSON_SCHEMA_PATH} is ${current === undefined ? 'missing' : 'out of date with src/config/site-config-schema.ts'}. ` +
        'Run `npm run schema` and commit the result.',
    );
    return 1;
  }

  await writeFile(target, expected);
  console.log(`Wrote ${CONFIG_JSON_SCHEMA_PATH}.`);
  return 0;
}

process.exitCode = await main();
