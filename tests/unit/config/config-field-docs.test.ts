/**
 * Each field of the site config has one text, the doc comment above it in src/config/schema/ (or,
 * for the site's own fields, in site-config-schema.ts): every field has one, the inferred types carry
 * it to every use of the field (an editor's hover), the editor JSON Schema's descriptions are those
 * comments, and the schema the loader parses with holds no second text written with `.describe()`.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildSiteConfigJsonSchema, documentedSiteConfigSchema } from '../../../src/config/config-json-schema.ts';
import { withFieldDocs, type FieldDoc } from '../../../src/config/field-docs.ts';
import { SiteConfigSchema } from '../../../src/config/site-config-schema.ts';
import { DEFAULT_HOLD_MINUTES, MAX_HOLD_MINUTES, MIN_HOLD_MINUTES } from '../../../src/domain/reservations/reservation.ts';
import { PROJECT_ROOT } from './project-root.ts';

const SCHEMA_FILE = path.join(PROJECT_ROOT, 'src/config/site-config-schema.ts');
const AREAS_DIR = path.join(PROJECT_ROOT, 'src/config/schema');

const { fields } = documentedSiteConfigSchema();

const where = (field: FieldDoc) => `${field.path} (${path.relative(PROJECT_ROOT, field.file)}:${field.line})`;

/** Every `description` anywhere in a JSON Schema node. */
function descriptionsIn(node: unknown): string[] {
  if (typeof node !== 'object' || node === null) return [];
  const own = !Array.isArray(node) && typeof (node as { description?: unknown }).description === 'string' ? [(node as { description: string }).description] : [];
  return [...own, ...Object.values(node).flatMap(descriptionsIn)];
}

describe('each field of the site config has one text, its doc comment', () => {
  it('reads the fields of the root and of every area file', () => {
    expect(fields.length).toBeGreaterThan(190);
    const areaFiles = readdirSync(AREAS_DIR).filter((name) => name !== 'common.ts');
    expect([...new Set(fields.map((field) => path.basename(field.file)))].sort()).toEqual([...areaFiles, 'site-config-schema.ts'].sort());
  });

  it('every field has a doc comment', () => {
    const undocumented = fields.filter((field) => field.text === undefined).map(where);
    expect(undocumented, 'write a /** … */ comment above each of these fields').toEqual([]);
  });

  it('the validated config type carries the same comments, so a hover on any use of a field shows it', () => {
    const output = withFieldDocs(SiteConfigSchema, SCHEMA_FILE, 'SiteConfig').fields;
    expect(output.map((field) => [field.path, field.text])).toEqual(fields.map((field) => [field.path, field.text]));
  });

  it('the editor JSON Schema describes the fields with exactly those comments', () => {
    const { properties } = buildSiteConfigJsonSchema();
    expect(new Set(descriptionsIn(properties))).toEqual(new Set(fields.map((field) => field.text)));
  });

  it('the schema the loader parses with holds no text of its own (no .describe())', () => {
    expect(descriptionsIn(z.toJSONSchema(SiteConfigSchema, { io: 'input' }))).toEqual([]);
  });

  it('the hold time\'s comment names the bounds and the default the schema enforces', () => {
    const holdMinutes = fields.find((field) => field.path === 'payments.hold_minutes')?.text;
    expect(holdMinutes).toContain(`(${MIN_HOLD_MINUTES} to ${MAX_HOLD_MINUTES}:`);
    expect(holdMinutes).toMatch(new RegExp(`Default ${DEFAULT_HOLD_MINUTES}\\.$`));
  });
});
