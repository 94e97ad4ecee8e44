/**
 * `npm run stock:import`, run as a function in a scratch project with the real brighton-volkswagen
 * config: what it imports, what it refuses and how it says so, and that the site's feed is
 * replaced whole or not at all.
 */
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Car } from '../../../src/domain/cars/car.ts';
import { IMPORT_HELP } from '../../../src/stock/import-command.ts';
import { demoCars, removeRoot, runImport, scratchRoot, SLUG, toCsv } from './feed-fixtures.ts';

const SITE = ['--site', SLUG];
const FEED = `data/${SLUG}/cars.json`;

let root: string;
let cars: Car[];
beforeAll(async () => {
  cars = await demoCars(203);
});
beforeEach(async () => {
  root = await scratchRoot();
});
afterEach(() => removeRoot(root));

const write = (name: string, text: string) => writeFile(path.join(root, name), text);
const siteFiles = () => readdir(path.join(root, 'data', SLUG));
const feedText = () => readFile(path.join(root, FEED), 'utf8');
const importedCars = async () => JSON.parse(await feedText()) as Car[];

/** Imports `list` as a JSON feed and checks that it went through: the site's stock before a test's own import. */
async function importFirst(list: readonly Car[]): Promise<void> {
  await write('first.json', JSON.stringify(list));
  const { code, err } = await runImport(root, [...SITE, '--from', 'first.json']);
  if (code !== 0) throw new Error(err.join('\n'));
}

/** Three bad rows among the 203 demo cars: a price with a dollar sign, an unknown status, no make. */
function withThreeBadRows(list: readonly Car[]): Car[] {
  return list.map((car, index) => {
    if (index === 10) return { ...car, price: '$45,990' } as unknown as Car;
    if (index === 50) return { ...car, status: 'gone' } as unknown as Car;
    if (index === 100) return { ...car, make: '' };
    return car;
  });
}

describe('an import keeps the good rows, refuses a file it cannot read and guards the stock from shrinking', () => {
  it.each([
    ['feed.csv', toCsv, ['row 12', 'row 52', 'row 102']],
    ['feed.json', (list: readonly Car[]) => JSON.stringify(list, null, 2), ['[10]', '[50]', '[100]']],
  ] as const)('a feed with 3 bad rows among 200 good ones imports the 200 and reports the 3 (%s)', async (name, serialize, where) => {
    await write(name, serialize(withThreeBadRows(cars)));
    const { code, out, err } = await runImport(root, [...SITE, '--from', name]);
    expect(code).toBe(0);
    expect(out).toEqual([`${SLUG}: imported 200 cars from ${name} into ${FEED} (200 added, 0 updated, 0 unchanged, 0 removed); 3 rows refused`]);
    expect(err).toEqual([
      `${SLUG}: reading ${name} as ${name.endsWith('csv') ? 'CSV' : 'JSON'}`,
      `${SLUG}: validating 203 rows…`,
      `${SLUG}: validated: 200 good, 3 refused`,
      `${SLUG}: 3 of 203 rows refused and left out:`,
      `  ${name} -> ${where[0]} stock ${cars[10]?.stocknum} -> price: expected a number, got the text "$45,990"`,
      `  ${name} -> ${where[1]} stock ${cars[50]?.stocknum} -> status: expected one of "in_stock", "coming_soon", "sold", got the text "gone"`,
      `  ${name} -> ${where[2]} stock ${cars[100]?.stocknum} -> make: must not be empty`,
    ]);
    const imported = await importedCars();
    expect(imported).toHaveLength(200);
    expect(imported.map((car) => car.stocknum)).not.toContain(cars[50]?.stocknum);
  });

  it.each([
    ['a text file that is neither', 'notes.txt', 'Stock list for November\nU123 Golf $29,990\n', `${SLUG}: notes.txt is neither a JSON list of cars nor a CSV file with a header row of car field names; ${FEED} was not changed`],
    ['an empty file', 'feed.csv', '\uFEFF\r\n', `${SLUG}: feed.csv is empty, so there is nothing to import; ${FEED} was not changed`],
    ['a CSV file without a header row', 'feed.csv', '1,2024-vw-golf,2024 Volkswagen Golf\n', `${SLUG}: feed.csv cannot be imported; ${FEED} was not changed`],
    ['JSON that is not a list', 'feed.json', '{"cars": []}', `${SLUG}: feed.json cannot be read; ${FEED} was not changed`],
    ['text that is not JSON', 'feed.json', '[{"id": 1,', `${SLUG}: feed.json cannot be read; ${FEED} was not changed`],
  ])('%s exits 1 and changes nothing', async (_case, name, text, message) => {
    await importFirst(cars.slice(0, 20));
    const before = await feedText();
    await write(name, text);
    const { code, out, err } = await runImport(root, [...SITE, '--from', name]);
    expect(code).toBe(1);
    expect(out).toEqual([]);
    expect(err).toContain(message);
    expect(await feedText()).toBe(before);
    expect((await siteFiles()).sort()).toEqual(['cars.json', 'stock-source.json']);
  });

  it('a feed dropping 60% of the stock is refused without --allow-shrink, and the feed is left as it was', async () => {
    await importFirst(cars.slice(0, 200));
    const before = await feedText();
    await write('feed.csv', toCsv(cars.slice(0, 80)));
    const { code, out, err } = await runImport(root, [...SITE, '--from', 'feed.csv']);
    expect(code).toBe(1);
    expect(out).toEqual([]);
    expect(err.at(-1)).toBe(
      `${SLUG}: refused: the import would remove 120 of the 200 cars in ${FEED}, more than half; if the dealer's stock really shrank, run again with --allow-shrink; ${FEED} was not changed`,
    );
    expect(await feedText()).toBe(before);
    expect((await siteFiles()).sort()).toEqual(['cars.json', 'stock-source.json']);
  });
});

describe('the shrink guard', () => {
  it('--allow-shrink lets a 60% drop through, with a warning', async () => {
    await importFirst(cars.slice(0, 200));
    await write('feed.csv', toCsv(cars.slice(0, 80)));
    const { code, out, err } = await runImport(root, [...SITE, '--from', 'feed.csv', '--allow-shrink']);
    expect(code).toBe(0);
    expect(err).toContain(`${SLUG}: warning: removing 120 of the 200 cars in ${FEED} (--allow-shrink)`);
    expect(out).toEqual([`${SLUG}: imported 80 cars from feed.csv into ${FEED} (0 added, 80 updated, 0 unchanged, 120 removed); 0 rows refused`]);
    expect(await importedCars()).toHaveLength(80);
  });

  it('removing exactly half is allowed', async () => {
    await importFirst(cars.slice(0, 40));
    await write('feed.json', JSON.stringify(cars.slice(20, 40)));
    expect((await runImport(root, [...SITE, '--from', 'feed.json'])).code).toBe(0);
  });

  it('a feed with no valid row is refused even with --allow-shrink, and even for a site with no stock yet', async () => {
    await write('feed.json', JSON.stringify(cars.slice(0, 2).map((car) => ({ ...car, year: 'new' }))));
    for (const extra of [[], ['--allow-shrink']]) {
      const { code, err } = await runImport(root, [...SITE, '--from', 'feed.json', ...extra]);
      expect(code).toBe(1);
      expect(err.at(-1)).toBe(`${SLUG}: refused: feed.json has no valid car, and an import must not empty the site; ${FEED} was not changed`);
    }
    await expect(siteFiles()).rejects.toThrow();
  });
});

describe('comparing with the current feed', () => {
  it('imports the same feed again as unchanged, and tells added, updated and removed cars apart', async () => {
    await write('feed.csv', toCsv(cars.slice(0, 10)));
    await runImport(root, [...SITE, '--from', 'feed.csv']);
    expect((await runImport(root, [...SITE, '--from', 'feed.csv'])).out).toEqual([
      `${SLUG}: imported 10 cars from feed.csv into ${FEED} (0 added, 0 updated, 10 unchanged, 0 removed); 0 rows refused`,
    ]);
    const next = [...cars.slice(1, 10).map((car, index) => (index === 0 ? { ...car, km: car.km + 120 } : car)), ...cars.slice(10, 12)];
    await write('feed.csv', toCsv(next));
    expect((await runImport(root, [...SITE, '--from', 'feed.csv'])).out).toEqual([
      `${SLUG}: imported 11 cars from feed.csv into ${FEED} (2 added, 1 updated, 8 unchanged, 1 removed); 0 rows refused`,
    ]);
  });

  it('a current feed that is itself invalid is replaced whole, with a warning', async () => {
    await mkdir(path.join(root, 'data', SLUG), { recursive: true });
    await writeFile(path.join(root, FEED), '[{"id": "broken"}]');
    await write('feed.json', JSON.stringify(cars.slice(0, 3)));
    const { code, out, err } = await runImport(root, [...SITE, '--from', 'feed.json']);
    expect(code).toBe(0);
    expect(err).toContain(
      `${SLUG}: warning: the current ${FEED} cannot be used (${FEED} -> [0] no stock number -> id: expected a number, got the text "broken"); the import replaces it whole, every car counted as added`,
    );
    expect(out[0]).toContain('(3 added, 0 updated, 0 unchanged, 0 removed)');
  });
});

describe('--dry-run', () => {
  it('prints what would change, stock numbers listed (20 at most), and writes nothing', async () => {
    await importFirst(cars.slice(0, 30));
    const before = await feedText();
    const next = [...cars.slice(5, 30).map((car) => ({ ...car, price: car.price + 500 })), ...cars.slice(30, 32), { ...cars[40], vin: 'IOQ' } as Car];
    await write('feed.json', JSON.stringify(next));
    const { code, out } = await runImport(root, [...SITE, '--from', 'feed.json', '--dry-run']);
    expect(code).toBe(0);
    const stocknums = (list: readonly Car[]) => list.map((car) => car.stocknum).join(', ');
    expect(out).toEqual([
      `${SLUG}: dry run: would import 27 cars from feed.json into ${FEED} (2 added, 25 updated, 0 unchanged, 5 removed); 1 row refused; nothing written`,
      `  added (2): ${stocknums(cars.slice(30, 32))}`,
      `  updated (25): ${stocknums(cars.slice(5, 25))} and 5 more`,
      `  removed (5): ${stocknums(cars.slice(0, 5))}`,
      `  refused (1): [27] (${cars[40]?.stocknum})`,
    ]);
    expect(await feedText()).toBe(before);
    expect((await siteFiles()).sort()).toEqual(['cars.json', 'stock-source.json']);
  });

  it('writes nothing into a site that has no stock yet', async () => {
    await write('feed.csv', toCsv(cars.slice(0, 3)));
    const { code, out } = await runImport(root, [...SITE, '--from', 'feed.csv', '--dry-run']);
    expect(code).toBe(0);
    expect(out[0]).toBe(`${SLUG}: dry run: would import 3 cars from feed.csv into ${FEED} (3 added, 0 updated, 0 unchanged, 0 removed); 0 rows refused; nothing written`);
    await expect(siteFiles()).rejects.toThrow();
  });

  it('of an import the shrink guard refuses still prints the lists, and exits 1', async () => {
    await importFirst(cars.slice(0, 10));
    await write('feed.json', JSON.stringify(cars.slice(0, 2)));
    const { code, out, err } = await runImport(root, [...SITE, '--from', 'feed.json', '--dry-run']);
    expect(code).toBe(1);
    expect(out[0]).toContain('(0 added, 0 updated, 2 unchanged, 8 removed)');
    expect(err.at(-1)).toContain('refused: the import would remove 8 of the 10 cars');
  });
});

describe('writing', () => {
  it('replaces the feed and records where it came from, leaving no temporary file', async () => {
    await write('feed.csv', toCsv(cars.slice(0, 4)));
    expect((await runImport(root, [...SITE, '--from', 'feed.csv'])).code).toBe(0);
    expect((await siteFiles()).sort()).toEqual(['cars.json', 'stock-source.json']);
    expect(JSON.parse(await readFile(path.join(root, 'data', SLUG, 'stock-source.json'), 'utf8'))).toEqual({
      source: 'import',
      from: 'feed.csv',
      imported_at: '2026-11-24T09:30:00.000Z',
      cars: 4,
    });
    expect(await feedText()).toBe(`${JSON.stringify(await importedCars(), null, 2)}\n`);
  });

  it('a feed that cannot be written leaves the previous record as it was, and no temporary file', async () => {
    await importFirst(cars.slice(0, 3));
    const record = await readFile(path.join(root, 'data', SLUG, 'stock-source.json'), 'utf8');
    // A folder where the feed file should be: the final rename fails.
    await rm(path.join(root, FEED));
    await mkdir(path.join(root, FEED, 'in-the-way'), { recursive: true });
    await write('feed.json', JSON.stringify(cars.slice(0, 4)));
    const { code, out, err } = await runImport(root, [...SITE, '--from', 'feed.json']);
    expect(code).toBe(1);
    expect(out).toEqual([]);
    expect(err.at(-1)).toMatch(new RegExp(`^${SLUG}: cannot write ${FEED} \\(.+\\); ${FEED} was not changed$`));
    expect(await readFile(path.join(root, 'data', SLUG, 'stock-source.json'), 'utf8')).toBe(record);
    expect((await siteFiles()).sort()).toEqual(['cars.json', 'stock-source.json']);
  });

  it('reads a feed outside the project, named by an absolute path', async () => {
    const outside = await scratchRoot([]);
    try {
      await writeFile(path.join(outside, 'export.json'), JSON.stringify(cars.slice(0, 2)));
      const { code, out } = await runImport(root, [...SITE, '--from', path.join(outside, 'export.json')]);
      expect(code).toBe(0);
      expect(out[0]).toContain(`imported 2 cars from ${path.join(outside, 'export.json')} into ${FEED}`);
    } finally {
      await removeRoot(outside);
    }
  });
});

describe('reading', () => {
  it('shows progress every 1,000 rows and around validation', async () => {
    const base = cars[0] as Car;
    const many = Array.from({ length: 2_500 }, (_, index) => ({ ...base, id: index + 1, slug: `car-${index + 1}`, stocknum: `S${index + 1}` }));
    await write('feed.json', JSON.stringify(many));
    const { code, err } = await runImport(root, [...SITE, '--from', 'feed.json']);
    expect(code).toBe(0);
    expect(err).toEqual([
      `${SLUG}: reading feed.json as JSON`,
      `${SLUG}: read 1,000 rows…`,
      `${SLUG}: read 2,000 rows…`,
      `${SLUG}: validating 2,500 rows…`,
      `${SLUG}: validated: 2,500 good, 0 refused`,
    ]);
  });

  it('--format says what a file is when its name does not', async () => {
    await write('export.txt', JSON.stringify(cars.slice(0, 2)));
    expect((await runImport(root, [...SITE, '--from', 'export.txt', '--format', 'json'])).code).toBe(0);
    await write('export.dat', toCsv(cars.slice(0, 2)));
    expect((await runImport(root, [...SITE, '--from', 'export.dat'])).err[0]).toBe(`${SLUG}: reading export.dat as CSV`);
  });

  it('warns once about unknown fields and columns, naming them', async () => {
    await write('feed.json', JSON.stringify(cars.slice(0, 3).map((car) => ({ ...car, colour_code: 'LC9A', location: { ...car.location, map_pin: 1 } }))));
    expect((await runImport(root, [...SITE, '--from', 'feed.json'])).err).toContain(`${SLUG}: warning: feed.json: 2 unknown fields ignored: "location.map_pin", "colour_code"`);
    const csv = toCsv(cars.slice(0, 2)).split('\n');
    await write('feed.csv', csv.map((line, index) => (line === '' ? line : `${line},${index === 0 ? 'Notes' : 'call first'}`)).join('\n'));
    expect((await runImport(root, [...SITE, '--from', 'feed.csv'])).err).toContain(`${SLUG}: warning: feed.csv: 1 unknown column ignored: "Notes"`);
  });

  it('refuses a CSV header that lacks columns every car needs, naming them', async () => {
    const lines = toCsv(cars.slice(0, 1)).split('\n');
    await write('feed.csv', [lines[0]?.replace('make,', 'brand,'), lines[1]].join('\n'));
    const { code, err } = await runImport(root, [...SITE, '--from', 'feed.csv']);
    expect(code).toBe(1);
    expect(err).toEqual([
      `${SLUG}: reading feed.csv as CSV`,
      `${SLUG}: feed.csv cannot be imported; ${FEED} was not changed`,
      '  feed.csv -> row 1: missing the column every car needs: make',
    ]);
  });

  it('exits 1 when the feed file does not exist', async () => {
    const { code, err } = await runImport(root, [...SITE, '--from', 'missing.csv']);
    expect(code).toBe(1);
    expect(err).toEqual([`${SLUG}: cannot read missing.csv (no such file); ${FEED} was not changed`]);
  });
});

describe('the site and the options', () => {
  it('exits 1 for a site with no config, naming the known sites', async () => {
    const { code, err } = await runImport(root, ['--site', 'acme-motors', '--from', 'feed.csv']);
    expect(code).toBe(1);
    expect(err).toEqual(['acme-motors: cannot use sites/acme-motors.json:', `  - sites/acme-motors.json: no such site config (known sites: ${SLUG})`]);
  });

  it('exits 1 for an invalid site config', async () => {
    await writeFile(path.join(root, 'sites', 'broken.json'), '{"slug": "broken"');
    const { code, err } = await runImport(root, ['--site', 'broken', '--from', 'feed.csv']);
    expect(code).toBe(1);
    expect(err[0]).toBe('broken: cannot use sites/broken.json:');
  });

  it('prints the help on --help', async () => {
    const { code, out } = await runImport(root, ['--help']);
    expect(code).toBe(0);
    expect(out).toEqual([IMPORT_HELP]);
    expect(IMPORT_HELP).toContain('--allow-shrink');
  });

  it.each([
    [[]],
    [['--site', SLUG]],
    [['--from', 'feed.csv']],
    [[...SITE, '--from', 'feed.csv', '--format', 'xml']],
    [[...SITE, '--from', 'feed.csv', '--shrink']],
    [[...SITE, '--from', 'feed.csv', 'extra']],
  ])('exits 2 with the help for a usage mistake: %j', async (argv) => {
    const { code, out, err } = await runImport(root, argv);
    expect(code).toBe(2);
    expect(out).toEqual([]);
    expect(err.join('\n')).toContain('Usage: npm run stock:import');
  });
});
