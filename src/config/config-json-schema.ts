/**
 * The editor JSON Schema for `sites/<slug>.json`, generated from SiteConfigSchema so that it can
 * never drift from what the loader accepts. `scripts/write-config-schema.ts` writes it to disk and a
 * unit test fails when the committed file is stale.
 *
 * Each field's description is the doc comment above the field in src/config/schema/ (or, for the
 * site's own fields, in site-config-schema.ts), read with the TypeScript compiler (field-docs.ts).
 */
import { fileURLToPath } from 'node:url';
import { withFieldDocs, type DocumentedSchema } from './field-docs.ts';
import { jsonSchemaOf, jsonSchemaText } from './json-schema-file.ts';
import { SiteConfigSchema } from './site-config-schema.ts';

/** Where the generated schema lives, relative to the project root; configs point at it with `"$schema"`. */
export const CONFIG_JSON_SCHEMA_PATH = 'sites/site-config.schema.json';

/** The file that exports the config's input type, whose fields carry the doc comments. */
const SCHEMA_FILE = fileURLToPath(new URL('./site-config-schema.ts', import.meta.url));

let documented: DocumentedSchema | undefined;

/** SiteConfigSchema with each field's doc comment as its description, and every field with its comment; read once. */
export function documentedSiteConfigSchema(): DocumentedSchema {
  documented ??= withFieldDocs(SiteConfigSchema, SCHEMA_FILE, 'SiteConfigInput');
  return documented;
}

/**
 * The JSON Schema of a config file as written. Cross-field rules (a location's dealership exists,
 * unique slugs…) cannot be expressed in JSON Schema; the loader still checks them.
 */
export function buildSiteConfigJsonSchema(): Record<string, unknown> {
  return jsonSchemaOf(
    documentedSiteConfigSchema().schema,
    'Dealer site config',
    'One dealer website: branding, dealerships, locations and feature switches. Validated by src/config/site-config-schema.ts; run `npm run schema` after changing that file.',
  );
}

/** The file's exact text. */
export function renderSiteConfigJsonSchema(): string {
  return jsonSchemaText(buildSiteConfigJsonSchema());
}
