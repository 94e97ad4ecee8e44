import fc from 'fast-check';
import { Client } from 'typesense';
import { describe, expect, it } from 'vitest';
import { toSearchDocument, type SearchDocument } from '../../../../src/search/search-document.ts';
import {
  decodeScopedKey,
  generateScopedSearchKey,
  siteKeyFilter,
  siteScopedKey,
  verifyScopedKey,
} from '../../../../src/search/typesense/scoped-key.ts';
import { matchesFilterBy } from '../../domain/search/typesense-filter-evaluator.ts';
import { DEMO_NOW, demoSite } from './demo-stock.ts';
import { NO_DRIVE_AWAY } from '../no-drive-away.ts';

const PARENT_KEY = 'sRcH0nLyParentKey4Tests';
const OTHER_PARENT_KEY = 'sRcHAnotherParentKey';
const EXPIRES_AT = DEMO_NOW + 30 * 86_400;

/** The fields of a document that a filter can compare (the evaluator takes scalars only). */
function scalarFields(document: SearchDocument): Record<string, string | number | boolean | null> {
  return Object.fromEntries(
    Object.entries(document).filter((entry): entry is [string, string | number | boolean | null] => entry[1] === null || typeof entry[1] !== 'object'),
  );
}

/** The filter a key embeds, read back out of the key. */
function embeddedFilter(key: string): string {
  const { params } = decodeScopedKey(key);
  expect(typeof params.filter_by).toBe('string');
  return params.filter_by as string;
}

describe("a site's scoped search key", () => {
  it("embeds a filter naming only the site's dealership ids, plus show_on_dealer_website:=true", async () => {
    const { config } = await demoSite('bayside-motor-group');
    const ids = config.dealerships.map((d) => d.id);
    const { key } = siteScopedKey(PARENT_KEY, ids, EXPIRES_AT);
    const { params } = decodeScopedKey(key);
    expect(params).toEqual({ filter_by: 'dealership_id:=[201,202,203,204] && show_on_dealer_website:=true', expires_at: EXPIRES_AT });
    const named = /^dealership_id:=\[([\d,]+)\] && show_on_dealer_website:=true$/.exec(params.filter_by as string)?.[1]?.split(',').map(Number);
    expect(named).toEqual([...ids].sort((a, b) => a - b));
  });

  it('is exactly the key typesense-js would generate, so the server accepts it', () => {
    const params = { filter_by: siteKeyFilter([101]), expires_at: EXPIRES_AT };
    const client = new Client({ nodes: [{ host: '127.0.0.1', port: 8108, protocol: 'http' }], apiKey: 'unused', logLevel: 'silent' });
    expect(generateScopedSearchKey(PARENT_KEY, params)).toBe(client.keys().generateScopedSearchKey(PARENT_KEY, params));
  });

  it('carries the first four characters of its parent key', () => {
    expect(decodeScopedKey(siteScopedKey(PARENT_KEY, [101], EXPIRES_AT).key).keyPrefix).toBe(PARENT_KEY.slice(0, 4));
  });

  it('verifies against its parent key and fails against another', () => {
    const { key } = siteScopedKey(PARENT_KEY, [101], EXPIRES_AT);
    expect(verifyScopedKey(key, PARENT_KEY)).toBe(true);
    expect(verifyScopedKey(key, OTHER_PARENT_KEY)).toBe(false);
    // Same first four characters, different key: the digest still tells them apart.
    expect(verifyScopedKey(key, `${PARENT_KEY.slice(0, 4)}somethingElse`)).toBe(false);
  });

  it.each([
    ['another dealership added', (json: string) => json.replace('[101]', '[101,202]')],
    ['the dealership swapped', (json: string) => json.replace('[101]', '[202]')],
    ['the visibility clause removed', (json: string) => json.replace(' && show_on_dealer_website:=true', '')],
    ['the expiry pushed back', (json: string) => json.replace(String(EXPIRES_AT), String(EXPIRES_AT + 86_400))],
  ])('stops verifying when its parameters are tampered with: %s', (_name, tamper) => {
    const { key } = siteScopedKey(PARENT_KEY, [101], EXPIRES_AT);
    const { digest, keyPrefix, paramsJson } = decodeScopedKey(key);
    const tamperedJson = tamper(paramsJson);
    expect(tamperedJson).not.toBe(paramsJson);
    const tampered = Buffer.from(`${digest}${keyPrefix}${tamperedJson}`).toString('base64');
    expect(decodeScopedKey(tampered).paramsJson).toBe(tamperedJson);
    expect(verifyScopedKey(tampered, PARENT_KEY)).toBe(false);
  });

  it('is refused when it is not a scoped key at all', () => {
    expect(() => decodeScopedKey('xyz')).toThrow('not a scoped search key');
    expect(verifyScopedKey('xyz', PARENT_KEY)).toBe(false);
  });

  it.each([
    ['no dealership', [] as number[], 'at least one dealership'],
    ['a dealership id that is not a whole number', [1.5], 'not a positive whole number'],
    ['a dealership id of 0', [0], 'not a positive whole number'],
  ])('cannot be issued for %s', (_name, ids, message) => {
    expect(() => siteScopedKey(PARENT_KEY, ids, EXPIRES_AT)).toThrow(message);
  });

  it('cannot be issued without an expiry in whole seconds', () => {
    expect(() => siteScopedKey(PARENT_KEY, [101], Number.NaN)).toThrow('expires_at');
  });
});

describe("a scoped key for one dealer can never return another dealer's cars", () => {
  it('over the demo stock of two sites, each key matches its own visible cars and no foreign car', async () => {
    const sites = await Promise.all([demoSite('brighton-volkswagen'), demoSite('bayside-motor-group')]);
    const documents = sites.flatMap((site) => site.cars.map((car) => toSearchDocument(car, NO_DRIVE_AWAY)));
    for (const site of sites) {
      const own = new Set(site.config.dealerships.map((d) => d.id));
      const filter = embeddedFilter(siteScopedKey(PARENT_KEY, [...own], EXPIRES_AT).key);
      const hits = documents.filter((document) => matchesFilterBy(filter, scalarFields(document)));
      const foreign = hits.filter((document) => !own.has(document.dealership_id));
      expect(foreign, `${site.config.slug}: foreign hits`).toEqual([]);
      // Not vacuous: the key sees exactly the site's cars that are shown on its website.
      const expected = documents.filter((document) => own.has(document.dealership_id) && document.show_on_dealer_website);
      expect(hits.map((d) => d.id).sort()).toEqual(expected.map((d) => d.id).sort());
      expect(hits.length).toBeGreaterThan(100);
    }
  });

  it('for any two dealers with different dealerships, whatever their cars', () => {
    const ids = fc.uniqueArray(fc.integer({ min: 1, max: 5_000 }), { minLength: 2, maxLength: 12 });
    fc.assert(
      fc.property(ids, fc.integer({ min: 1, max: 11 }), fc.array(fc.tuple(fc.nat(), fc.boolean()), { maxLength: 40 }), (all, split, cars) => {
        const cut = Math.min(split, all.length - 1);
        const mine = all.slice(0, cut);
        const theirs = all.slice(cut);
        const filter = embeddedFilter(siteScopedKey(PARENT_KEY, mine, EXPIRES_AT).key);
        for (const [pick, shown] of cars) {
          const foreignCar = { dealership_id: theirs[pick % theirs.length] ?? 0, show_on_dealer_website: shown };
          expect(matchesFilterBy(filter, foreignCar)).toBe(false);
          const ownCar = { dealership_id: mine[pick % mine.length] ?? 0, show_on_dealer_website: shown };
          expect(matchesFilterBy(filter, ownCar)).toBe(shown);
        }
      }),
    );
  });
});
