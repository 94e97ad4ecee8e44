import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AU_TABLES_FILE, auOnRoadTables, parseOnRoadTables } from '../../../src/config/on-road-tables.ts';
import { estimateDriveAway } from '../../../src/domain/on-road/drive-away-estimate.ts';
import type { DatedTable, OnRoadTables } from '../../../src/domain/on-road/on-road-tables.ts';
import { PROJECT_ROOT } from './project-root.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a copy of the file's JSON, changed by path in each case
type Json = any;

const realFile = (): Json => JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'src/config/on-road-costs/au.json'), 'utf8'));

function errorsFor(change: (json: Json) => void): readonly string[] {
  const json = realFile();
  change(json);
  const result = parseOnRoadTables(AU_TABLES_FILE, json);
  return result.ok ? [] : result.errors;
}

/** Every dated table and concession in the file, with where it is. */
function everyDatedTable(tables: OnRoadTables): [string, DatedTable][] {
  const found: [string, DatedTable][] = [];
  for (const [kind, byState] of Object.entries(tables)) {
    for (const [state, list] of Object.entries(byState as Record<string, readonly DatedTable[]>)) {
      list.forEach((table, index) => {
        found.push([`${kind}.${state}[${index}]`, table]);
        const concessions = (table as { concessions?: readonly DatedTable[] }).concessions ?? [];
        concessions.forEach((concession, at) => found.push([`${kind}.${state}[${index}].concessions[${at}]`, concession]));
      });
    }
  }
  return found;
}

describe('the tables file', () => {
  it('parses, and is read once', () => {
    expect(parseOnRoadTables(AU_TABLES_FILE, realFile())).toMatchObject({ ok: true });
    expect(auOnRoadTables()).toBe(auOnRoadTables());
  });

  it('loads duty, registration, CTP and plates for every state but the ACT', () => {
    const tables = auOnRoadTables();
    for (const kind of ['duty', 'registration', 'ctp', 'plates'] as const) expect(Object.keys(tables[kind]).sort()).toEqual(['NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);
  });

  it.each(everyDatedTable(auOnRoadTables()))('%s names its sources (https) and the date it applies from', (_where, table) => {
    expect(table.effective_from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(table.sources.length).toBeGreaterThan(0);
    for (const source of table.sources) {
      expect(source.name.trim()).not.toBe('');
      expect(source.url).toMatch(/^https:\/\//);
    }
  });
});

describe('a table without a source or a start date is refused in plain words naming the path', () => {
  it.each<[string, (json: Json) => void, string[]]>([
    ['a table with its sources removed', (j) => delete j.duty.VIC[1].sources, ['au.json -> duty.VIC[1].sources: is required: at least one source (a name and an https URL)']],
    ['a table with an empty list of sources', (j) => (j.registration.NSW[0].sources = []), ['au.json -> registration.NSW[0].sources: expected at least one source (a name and an https URL)']],
    ['a concession without its sources', (j) => delete j.duty.NT[0].concessions[0].sources, ['au.json -> duty.NT[0].concessions[0].sources: is required: at least one source (a name and an https URL)']],
    ['a source that is not https', (j) => (j.plates.VIC[0].sources[0].url = 'http://www.vicroads.vic.gov.au/'), ['au.json -> plates.VIC[0].sources[0].url: expected an https URL, got the text "http://www.vicroads.vic.gov.au/"']],
    ['a source without a name', (j) => (j.ctp.QLD[0].sources[0].name = ' '), ['au.json -> ctp.QLD[0].sources[0].name: must not be empty']],
    ['a table with its start date removed', (j) => delete j.registration.QLD[1].effective_from, ['au.json -> registration.QLD[1].effective_from: is required: the ISO date (YYYY-MM-DD) the table applies from']],
    ['a start date in words', (j) => (j.duty.VIC[1].effective_from = '1 July 2025'), ['au.json -> duty.VIC[1].effective_from: expected an ISO date (YYYY-MM-DD), got the text "1 July 2025"']],
    ['a start date not on the calendar', (j) => (j.duty.NSW[0].effective_from = '2025-02-30'), ['au.json -> duty.NSW[0].effective_from: expected an ISO date (YYYY-MM-DD) that exists on the calendar']],
  ])('%s', (_case, change, errors) => {
    expect(errorsFor(change)).toEqual(errors);
  });
});

describe('a rate change is a new, later table, and the file says so when it is not', () => {
  it.each<[string, (json: Json) => void, string[]]>([
    [
      'a table dated before the one above it',
      (j) => (j.duty.VIC[1].effective_from = '2024-01-01'),
      ["au.json -> duty.VIC[1].effective_from: expected a date after the previous table's 2024-07-01: a rate change is a new, later table"],
    ],
    ['two tables on the same date', (j) => (j.other_fees.QLD[1].effective_from = '2025-07-01'), ["au.json -> other_fees.QLD[1].effective_from: expected a date after the previous table's 2025-07-01: a rate change is a new, later table"]],
    ['a state with an empty list', (j) => (j.plates.SA = []), ['au.json -> plates.SA: expected at least one table']],
  ])('%s', (_case, change, errors) => {
    expect(errorsFor(change)).toEqual(errors);
  });

  it('a later-dated table wins from its date, and the earlier one still answers before it', () => {
    const json = realFile();
    json.duty.NSW.push({ ...json.duty.NSW[0], effective_from: '2026-07-01', schedules: [{ label: 'vehicle', applies_to: {}, brackets: [{ kind: 'per-unit', up_to: null, rate: 4 }] }] });
    const parsed = parseOnRoadTables(AU_TABLES_FILE, json);
    if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
    const dutyOn = (on: string) => {
      const car = { price: 30_000, price_type: 'excl_gov_charges', simple_fuel: 'Petrol', simple_body: 'Sedan', engine: '4cyl', car_type: 'new' } as const;
      const result = estimateDriveAway({ car, place: { state: 'NSW', postcode: '2000' }, tables: parsed.tables, delivery: null, on });
      return result.kind === 'estimate' ? result.components[0] : result;
    };
    expect(dutyOn('2026-06-30')).toMatchObject({ amount: 900, effectiveFrom: '2025-07-01' });
    expect(dutyOn('2026-07-01')).toMatchObject({ amount: 1_200, effectiveFrom: '2026-07-01' });
  });
});

describe('the shapes are checked so the engine never meets a table it cannot read', () => {
  it.each<[string, (json: Json) => void, string[]]>([
    ['an unknown state', (j) => (j.duty.XX = j.duty.NSW), ['au.json -> duty: unknown field "XX" (check the spelling)']],
    ['a top bracket with a limit', (j) => (j.duty.NT[0].schedules[0].brackets[0].up_to = 100_000), ['au.json -> duty.NT[0].schedules[0].brackets[0].up_to: the last bracket must have up_to null (no upper limit)']],
    [
      'brackets out of order',
      (j) => (j.duty.NSW[0].schedules[1].brackets.unshift({ kind: 'per-unit', up_to: 50_000, rate: 3 })),
      ["au.json -> duty.NSW[0].schedules[1].brackets[1].up_to: expected a limit above the previous bracket's 50000"],
    ],
    [
      'an open bracket before the last',
      (j) => (j.duty.NT[0].schedules[0].brackets.push({ kind: 'per-unit', up_to: null, rate: 4 })),
      ['au.json -> duty.NT[0].schedules[0].brackets[0].up_to: only the last bracket may have up_to null'],
    ],
    ['an unknown bracket kind', (j) => (j.duty.NT[0].schedules[0].brackets[0].kind = 'percent'), ['au.json -> duty.NT[0].schedules[0].brackets[0].kind: expected kind "per-unit", "marginal", "flat" or "sliding-rate"']],
    ['an unknown fee kind', (j) => (j.plates.VIC[0].passenger.kind = 'flatt'), ['au.json -> plates.VIC[0].passenger.kind: expected kind "flat", "by-cylinders", "by-zone" or "included"']],
    ['an amount finer than a cent', (j) => (j.plates.VIC[0].passenger.amount = 39.205), ['au.json -> plates.VIC[0].passenger.amount: expected an amount to the cent, e.g. 8.4 or 140.11']],
    ['a negative fee', (j) => (j.plates.VIC[0].passenger.amount = -1), ['au.json -> plates.VIC[0].passenger.amount: expected at least 0, got the number -1']],
    [
      'an unknown fuel',
      (j) => (j.duty.VIC[1].schedules[2].applies_to.fuels = ['Hydrogen']),
      ['au.json -> duty.VIC[1].schedules[2].applies_to.fuels[0]: expected one of "Petrol", "Diesel", "Hybrid", "Plug-in Hybrid", "Electric", "LPG", got the text "Hydrogen"'],
    ],
    [
      'a cylinder band that does not end open',
      (j) => (j.registration.QLD[0].passenger.bands.at(-1).max_cylinders = 12),
      ['au.json -> registration.QLD[0].passenger.bands[4].max_cylinders: the last band must have max_cylinders null (any engine)'],
    ],
    ['a concession that ends before it starts', (j) => (j.duty.NT[0].concessions[0].until = '2020-01-01'), ['au.json -> duty.NT[0].concessions[0].until: until must be on or after effective_from']],
    ['a cylinder range upside down', (j) => (j.duty.QLD[0].schedules[2].applies_to.cylinders = { min: 6, max: 5 }), ['au.json -> duty.QLD[0].schedules[2].applies_to.cylinders: min must not be above max']],
    ['a misspelt field', (j) => (j.duty.WA[0].round_down_to_cent = 5), ['au.json -> duty.WA[0]: unknown field "round_down_to_cent" (check the spelling)']],
  ])('%s', (_case, change, errors) => {
    expect(errorsFor(change)).toEqual(errors);
  });
});
