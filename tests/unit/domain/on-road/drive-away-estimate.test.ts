import { describe, expect, it } from 'vitest';
import { auOnRoadTables } from '../../../../src/config/on-road-tables.ts';
import type { AuState } from '../../../../src/domain/on-road/au-states.ts';
import { estimateDriveAway, type DriveAwayCar, type DriveAwayEstimate, type DriveAwayInput } from '../../../../src/domain/on-road/drive-away-estimate.ts';
import { financialYearOf, tableInForce } from '../../../../src/domain/on-road/on-road-tables.ts';

const ON = '2025-10-01';

/** A new petrol SUV advertised '+ On Road Costs'; each test changes what its rule reads. */
const suv = (fields: Partial<DriveAwayCar> = {}): DriveAwayCar => ({
  price: 45_990,
  price_type: 'plus_on_road_costs',
  simple_fuel: 'Petrol',
  simple_body: 'SUV',
  engine: '2.0L 4cyl turbo petrol',
  car_type: 'new',
  sold: false,
  status: 'in_stock',
  ...fields,
});

function estimate(car: DriveAwayCar, state: AuState, postcode: string | null, more: Partial<DriveAwayInput> = {}): DriveAwayEstimate {
  return estimateDriveAway({ car, place: { state, postcode }, tables: auOnRoadTables(), delivery: 1_500, on: ON, ...more });
}

function estimated(result: DriveAwayEstimate): Extract<DriveAwayEstimate, { kind: 'estimate' }> {
  if (result.kind !== 'estimate') throw new Error(`expected an estimate, got ${JSON.stringify(result)}`);
  return result;
}

const amounts = (result: DriveAwayEstimate) => Object.fromEntries(estimated(result).components.map((component) => [component.label, component.amount]));

describe('a car advertised + On Road Costs: duty on the price plus delivery, the fees, and the delivery itself', () => {
  const result = estimated(estimate(suv(), 'VIC', '3186'));

  it('lists every component with its amount', () => {
    expect(amounts(result)).toEqual({
      'Stamp duty (VIC)': 1_999.2,
      'Registration (12 months)': 333.5,
      'TAC charge': 573.1,
      'Number plates': 39.2,
      'Dealer delivery': 1_500,
    });
  });

  it('charges duty on the advertised price plus delivery', () => {
    expect(result.dutiableValue).toBe(47_490);
    expect(result.components[0]).toMatchObject({ kind: 'duty', workings: 'Passenger car: $8.40 per $200 or part of $47,490 = $1,999.20' });
  });

  it('the total is the advertised price plus every component, exact to the cent', () => {
    expect(result).toMatchObject({ kind: 'estimate', state: 'VIC', postcode: '3186', advertised: 45_990, total: 50_435 });
  });

  it('each table component names its source and date; the dealer\'s delivery names the dealer', () => {
    expect(result.components.map((component) => [component.kind, component.source.name, component.effectiveFrom])).toEqual([
      ['duty', 'State Revenue Office Victoria: motor vehicle duty current rates', '2025-07-01'],
      ['registration', 'VicRoads: vehicle registration fees', '2024-07-01'],
      ['ctp', 'Transport Accident Commission: the transport accident charge', '2024-07-01'],
      ['plates', 'VicRoads: number plate fees', '2024-07-01'],
      ['delivery', 'Dealer', null],
    ]);
    expect(result.components.every((component) => component.source.name === 'Dealer' || ('url' in component.source && component.source.url.startsWith('https://')))).toBe(true);
  });

  it('is dated by the newest table used', () => {
    expect(result.tablesDated).toBe('2025-07-01');
  });
});

describe('a car advertised Excl. Government Charges already includes delivery', () => {
  it('adds no delivery and charges duty on the advertised price', () => {
    const result = estimated(estimate(suv({ price_type: 'excl_gov_charges' }), 'VIC', '3186'));
    expect(result.components.map((component) => component.kind)).toEqual(['duty', 'registration', 'ctp', 'plates']);
    expect(result.dutiableValue).toBe(45_990);
    // $45,990 + $1,932 + $333.50 + $573.10 + $39.20, added in cents: summed as floats it would be 48,867.799999999996.
    expect(result.total).toBe(48_867.8);
  });

  it('a + On Road Costs car with no delivery fee configured adds none', () => {
    const result = estimated(estimate(suv(), 'VIC', '3186', { delivery: null }));
    expect(result.components.map((component) => component.kind)).not.toContain('delivery');
    expect(result.dutiableValue).toBe(45_990);
  });
});

describe('a price that already includes on-road costs, no price, or a sold car has nothing to estimate', () => {
  it.each<[string, Partial<DriveAwayCar>]>([
    ['a drive-away price', { price_type: 'drive_away' }],
    ['a US price + tax, title and fees', { price_type: 'plus_tax_and_fees' }],
    ['a price of 10 (no valid price)', { price: 10 }],
    ['a price of 0', { price: 0 }],
    ['a car flagged sold', { sold: true }],
    ['a car whose status is sold', { status: 'sold' }],
  ])('%s is not applicable', (_rule, fields) => {
    expect(estimate(suv(fields), 'NSW', '2000')).toEqual({ kind: 'not-applicable' });
  });
});

describe('the dealer can replace a state\'s fee with its own figure', () => {
  const result = estimated(estimate(suv(), 'VIC', '3186', { overrides: { VIC: { registration: 400, plates: 45.5 }, NSW: { ctp: 1 } } }));

  it('an overridden fee takes the dealer\'s figure and names the dealer as its source, without a date', () => {
    expect(result.components.find((component) => component.kind === 'registration')).toEqual({
      kind: 'registration',
      label: 'Registration (12 months)',
      amount: 400,
      workings: "The dealer's own figure for VIC: $400",
      source: { name: 'Dealer' },
      effectiveFrom: null,
      notes: null,
    });
    expect(result.components.find((component) => component.kind === 'plates')).toMatchObject({ amount: 45.5, source: { name: 'Dealer' } });
  });

  it('the fees it leaves alone still come from the tables, and another state\'s override does not apply', () => {
    expect(result.components.find((component) => component.kind === 'ctp')).toMatchObject({ amount: 573.1, source: { name: 'Transport Accident Commission: the transport accident charge' } });
    // $45,990 + $1,999.20 + $400 + $573.10 + $45.50 + $1,500.
    expect(result.total).toBe(50_507.8);
  });

  it('the dealer\'s figure stands in for a fee the tables cannot give', () => {
    const withOverride = estimate(suv({ engine: '2.0L turbo petrol', price_type: 'excl_gov_charges', simple_fuel: 'Hybrid' }), 'QLD', '4000', {
      overrides: { QLD: { registration: 500 } },
    });
    expect(amounts(withOverride)['Registration (12 months)']).toBe(500);
  });
});

describe('a state whose table for the date is not loaded answers no-estimate with the reason', () => {
  it('the ACT: its duty goes by an emissions determination that is not loaded', () => {
    expect(estimate(suv(), 'ACT', '2600')).toEqual({
      kind: 'no-estimate',
      state: 'ACT',
      reason: "The ACT's 2025–26 duty rates are not loaded, so we cannot estimate ACT duty.",
    });
  });

  it('a date before every table', () => {
    expect(estimate(suv(), 'NSW', '2000', { on: '2000-01-01' })).toEqual({
      kind: 'no-estimate',
      state: 'NSW',
      reason: "NSW's 1999–00 duty rates are not loaded, so we cannot estimate NSW duty.",
    });
  });

  it('a date before the fee tables although duty is loaded', () => {
    expect(estimate(suv(), 'QLD', '4000', { on: '2024-01-01' })).toEqual({
      kind: 'no-estimate',
      state: 'QLD',
      reason: "Queensland's 2023–24 registration fees are not loaded, so we cannot estimate the QLD on-road costs.",
    });
  });

  it('Queensland with no cylinder count for a petrol engine', () => {
    expect(estimate(suv({ engine: '2.0L turbo petrol' }), 'QLD', '4000')).toEqual({
      kind: 'no-estimate',
      state: 'QLD',
      reason: "We cannot estimate QLD duty: it depends on the engine, and the engine's cylinder count is not known.",
    });
  });

  it('a hybrid with no cylinder count still has its duty, but not its registration', () => {
    expect(estimate(suv({ engine: '2.5L hybrid', simple_fuel: 'Hybrid' }), 'QLD', '4000')).toEqual({
      kind: 'no-estimate',
      state: 'QLD',
      reason: "We cannot estimate QLD registration: the fee depends on the engine, and the engine's cylinder count is not known.",
    });
  });
});

describe('the table in force on the date asked is the latest that starts on or before it', () => {
  it('Queensland\'s full registration fee and traffic improvement fee apply from 16 September 2025', () => {
    const before = estimate(suv(), 'QLD', '4000', { on: '2025-09-15' });
    const from = estimate(suv(), 'QLD', '4000', { on: '2025-09-16' });
    expect(amounts(before)).toMatchObject({ 'Registration (12 months)': 288.45, 'Traffic improvement fee': 50.3 });
    expect(amounts(from)).toMatchObject({ 'Registration (12 months)': 360.6, 'Traffic improvement fee': 62.9 });
    expect(estimated(from).tablesDated).toBe('2025-09-16');
  });

  it("Victoria's green-car rule of 2025–26 applies from 1 July 2025", () => {
    const ev = suv({ simple_fuel: 'Electric', engine: 'Dual motor', price_type: 'excl_gov_charges', price: 120_000 });
    expect(amounts(estimate(ev, 'VIC', '3186', { on: '2025-06-30' }))['Stamp duty (VIC)']).toBe(5_040);
    expect(amounts(estimate(ev, 'VIC', '3186', { on: '2025-07-01' }))['Stamp duty (VIC)']).toBe(8_400);
  });

  it.each([
    [[], '2025-01-01', null],
    [[{ effective_from: '2025-07-01' }], '2025-06-30', null],
    [[{ effective_from: '2025-07-01' }], '2025-07-01', '2025-07-01'],
    [[{ effective_from: '2024-07-01' }, { effective_from: '2025-07-01' }], '2026-01-01', '2025-07-01'],
    [[{ effective_from: '2025-07-01' }, { effective_from: '2024-07-01' }], '2025-03-01', '2024-07-01'],
  ])('tables %j on %s: %s', (tables, on, expected) => {
    expect(tableInForce(tables, on)?.effective_from ?? null).toBe(expected);
  });

  it.each([
    ['2025-07-01', '2025–26'],
    ['2026-06-30', '2025–26'],
    ['2000-01-01', '1999–00'],
    ['2099-12-31', '2099–00'],
  ])('%s is in the %s financial year', (on, year) => {
    expect(financialYearOf(on)).toBe(year);
  });
});

describe("Victoria's TAC charge goes by the zone of the postcode", () => {
  it.each<[string | null, number, string]>([
    ['3000', 573.1, 'Metropolitan (high risk) zone, postcode 3000: $573.10'],
    ['3977', 514.9, 'Outer metropolitan (medium risk) zone, postcode 3977: $514.90'],
    ['3350', 446.6, 'Rural (low risk) zone, postcode 3350: $446.60'],
    [null, 573.1, 'No postcode given, so the metropolitan (highest) figure: $573.10'],
    ['2000', 573.1, 'Postcode 2000 is not Victorian, so the metropolitan (highest) figure: $573.10'],
  ])('postcode %s pays $%d', (postcode, tac, workings) => {
    expect(estimated(estimate(suv(), 'VIC', postcode)).components.find((component) => component.kind === 'ctp')).toMatchObject({ label: 'TAC charge', amount: tac, workings });
  });

  it('a ute pays the goods vehicle TAC charge and the new non-passenger duty', () => {
    const ute = suv({ simple_body: 'Ute', simple_fuel: 'Diesel', engine: '2.8L 4cyl turbo diesel', price: 60_000, price_type: 'excl_gov_charges' });
    expect(amounts(estimate(ute, 'VIC', '3350'))).toMatchObject({ 'Stamp duty (VIC)': 1_620, 'TAC charge': 281.6 });
  });
});

describe('every loaded state gives a whole estimate: a $45,990 SUV with $1,500 delivery, duty on $47,490', () => {
  it.each<[AuState, string, Record<string, number>]>([
    ['NSW', '2000', { 'Stamp duty (NSW)': 1_475, 'Registration (12 months)': 453, 'CTP insurance (Green Slip)': 546, 'Number plates': 46, 'Dealer delivery': 1_500 }],
    [
      'QLD',
      '4000',
      { 'Stamp duty (QLD)': 1_425, 'Registration (12 months)': 360.6, 'CTP insurance': 386.8, 'Number plates': 35.05, 'Traffic improvement fee': 62.9, 'Dealer delivery': 1_500 },
    ],
    ['WA', '6000', { 'Stamp duty (WA)': 2_906.35, 'Vehicle licence fee (12 months)': 414.7, 'Motor injury insurance': 491.4, 'Number plates': 31.1, 'Dealer delivery': 1_500 }],
    ['SA', '5000', { 'Stamp duty (SA)': 1_840, 'Registration with CTP insurance (12 months)': 670, 'Number plates': 37, 'Dealer delivery': 1_500 }],
    ['TAS', '7000', { 'Stamp duty (TAS)': 1_900, 'Registration with MAIB insurance (12 months)': 620.18, 'Number plates': 25.24, 'Dealer delivery': 1_500 }],
    ['NT', '0800', { 'Stamp duty (NT)': 1_425, 'Registration with MAC insurance (12 months)': 831.25, 'Number plates': 24, 'Dealer delivery': 1_500 }],
  ])('%s', (state, postcode, expected) => {
    const result = estimate(suv(), state, postcode);
    expect(amounts(result)).toEqual(expected);
    const cents = Object.values(expected).reduce((sum, amount) => sum + Math.round(amount * 100), 45_990 * 100);
    expect(estimated(result).total).toBe(cents / 100);
  });

  it('the NSW Green Slip says it is an average of insurers\' prices', () => {
    const ctp = estimated(estimate(suv(), 'NSW', '2000')).components.find((component) => component.kind === 'ctp');
    expect(ctp?.notes).toMatch(/priced by the insurer/);
  });
});
