import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_JSON_SCHEMA_PATH, buildSiteConfigJsonSchema, renderSiteConfigJsonSchema } from '../../../src/config/config-json-schema.ts';
import { PROJECT_ROOT } from './project-root.ts';

type JsonSchemaNode = Record<string, unknown>;

const isNode = (value: unknown): value is JsonSchemaNode => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every property reachable in `node` (through properties, items, anyOf/oneOf/allOf and $defs) as
 * [JSON path, property schema]. Array items are written `[]` and union branches `anyOf[i]`.
 */
function propertiesOf(node: unknown, at: string): [string, JsonSchemaNode][] {
  if (!isNode(node)) return [];
  const found: [string, JsonSchemaNode][] = [];
  if (isNode(node.properties)) {
    for (const [key, child] of Object.entries(node.properties)) {
      const childPath = at === '' ? key : `${at}.${key}`;
      if (isNode(child)) found.push([childPath, child]);
      found.push(...propertiesOf(child, childPath));
    }
  }
  const itemSchemas = [node.items, ...(Array.isArray(node.prefixItems) ? node.prefixItems : [])];
  for (const items of itemSchemas) found.push(...propertiesOf(items, `${at}[]`));
  for (const keyword of ['anyOf', 'oneOf', 'allOf'] as const) {
    const branches = node[keyword];
    if (Array.isArray(branches)) branches.forEach((branch, i) => found.push(...propertiesOf(branch, `${at}.${keyword}[${i}]`)));
  }
  if (isNode(node.additionalProperties)) found.push(...propertiesOf(node.additionalProperties, `${at}{}`));
  if (isNode(node.$defs)) {
    for (const [name, def] of Object.entries(node.$defs)) found.push(...propertiesOf(def, `$defs.${name}`));
  }
  return found;
}

describe('the editor JSON Schema', () => {
  it('the committed sites/site-config.schema.json is up to date (run `npm run schema` if not)', () => {
    const onDisk = readFileSync(path.join(PROJECT_ROOT, CONFIG_JSON_SCHEMA_PATH), 'utf8');
    expect(onDisk === renderSiteConfigJsonSchema(), `${CONFIG_JSON_SCHEMA_PATH} is stale`).toBe(true);
  });

  it('describes the file as written, so fields with defaults are optional', () => {
    expect(buildSiteConfigJsonSchema()).toMatchObject({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      additionalProperties: false,
      required: ['slug', 'name', 'url', 'template', 'region', 'brand', 'manufacturers', 'dealerships', 'locations', 'phones', 'leads'],
    });
  });

  it('every field of the editor schema has a description, so editors can explain it on hover', () => {
    const properties = propertiesOf(buildSiteConfigJsonSchema(), '');
    expect(properties.length).toBeGreaterThan(100);
    const undescribed = properties
      .filter(([, schema]) => typeof schema.description !== 'string' || schema.description.trim() === '')
      .map(([jsonPath]) => jsonPath);
    expect(undescribed, 'write a doc comment above these fields in src/config/schema/ or src/config/site-config-schema.ts').toEqual([]);
  });
});
