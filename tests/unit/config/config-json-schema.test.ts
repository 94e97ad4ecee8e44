import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_JSON_SCHEMA_PATH, buildSiteConfigJsonSchema, renderSiteConfigJsonSchema } from '../../../src/config/config-json-schema.ts';
import { PROJECT_ROOT } from './project-root.ts';

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
});
