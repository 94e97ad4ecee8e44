import { describe, expect, it } from 'vitest';
import { auOnRoadTables } from '../../../../src/config/on-road-tables.ts';
import type { AuState } from '../../../../src/domain/on-road/au-states.ts';
import { dutyOf, slidingRateCents, type DutyResult } from '../../../../src/domain/on-road/duty.ts';
import type { DutiableVehicle } from '../../../../src/domain/on-road/dutiable-vehicle.ts';
import { tableInForce, type DutyTable } from '../../../../src/domain/on-road/on-road-tables.ts';

const ON = '2025-10-01';

/** A new petrol passenger car with a 4-cylinder engine; each vector changes what its rule reads. */
const car = (fields: Partial<DutiableVehicle> = {}): DutiableVehicle => ({ use: 'passenger', fuel: 'Petrol', cylinders: 4, carType: 'new', ...fields });
const ute = car({ use: 'commercial', fuel: 'Diesel' });
const ev = car({ fuel: 'Electric', cylinders: null });

function dutyIn(state: AuState, value: number, vehicle: DutiableVehicle = car(), on = ON): DutyResult {
  const table = tableInForce(auOnRoadTables().duty[state], on);
  if (table === null) throw new Error(`no ${state} duty table on ${on}`);
  return dutyOf(state, table, value, vehicle, on);
}

const amountOf = (result: DutyResult): number | string => (result.kind === 'duty' ? result.cents / 100 : result.reason);

describe("Tasmania's own worked examples", () => {
  it.each([
    [27_750, 834, 'Passenger vehicle: $3 per $100 or part of $27,750 = $834'],
    [38_750, 1_468, 'Passenger vehicle: $1,050 + $11 per $100 or part of the $3,750 over $35,000 = $1,468'],
    [65_750, 2_632, 'Passenger vehicle: $4 per $100 or part of $65,750 = $2,632'],
  ])('$%d pays $%d', (value, duty, workings) => {
    expect(dutyIn('TAS', value)).toMatchObject({ kind: 'duty', cents: duty * 100, workings });
  });
});

describe('per $100 or part: the value rounds up to the next whole $100 before the rate applies', () => {
  it.each<[AuState, number, number]>([
    ['NSW', 30_001, 903],
    ['NSW', 30_000, 900],
    ['QLD', 30_050, 903],
    ['NT', 30_050, 903],
    ['TAS', 27_701, 834],
  ])('%s $%d is charged as the next $100 up: $%d', (state, value, duty) => {
    expect(amountOf(dutyIn(state, value))).toBe(duty);
  });

  it('Victoria rounds up to the next $200: $47,490 is 238 lots of $8.40', () => {
    expect(dutyIn('VIC', 47_490)).toMatchObject({ cents: 199_920, workings: 'Passenger car: $8.40 per $200 or part of $47,490 = $1,999.20' });
  });
});

describe('New South Wales: passenger cars $3 per $100 to $45,000 then $1,350 + $5 per $100 over; non-passenger $3 per $100', () => {
  it.each<[string, number, DutiableVehicle, number]>([
    ['a passenger car at $45,000 is in the first band', 45_000, car(), 1_350],
    ['a passenger car at $45,001 pays $5 on the part $100 over', 45_001, car(), 1_355],
    ['a passenger car at $60,000', 60_000, car(), 2_100],
    ['a ute at $60,000 pays $3 per $100 on the whole value', 60_000, ute, 1_800],
    ['a ute at $45,001', 45_001, ute, 1_353],
  ])('%s: $%d', (_rule, value, vehicle, duty) => {
    expect(amountOf(dutyIn('NSW', value, vehicle))).toBe(duty);
  });

  it('shows the marginal band in the workings', () => {
    expect(dutyIn('NSW', 45_001)).toMatchObject({ workings: 'Passenger vehicle: $1,350 + $5 per $100 or part of the $1 over $45,000 = $1,355' });
  });
});

describe('Victoria: the bracket the whole value falls in sets the rate per $200 for the whole value', () => {
  it.each<[string, number, DutiableVehicle, number]>([
    ['at the luxury car tax threshold, $80,567', 80_567, car(), 3_385.2],
    ['one cent over the threshold: the whole value at $10.40', 80_567.01, car(), 4_191.2],
    ['at $100,000', 100_000, car(), 5_200],
    ['one cent over $100,000: the whole value at $14', 100_000.01, car(), 7_014],
    ['at $150,000', 150_000, car(), 10_500],
    ['over $150,000: the whole value at $18', 150_001, car(), 13_518],
    ['a green (electric) car at $85,000 stays at $8.40', 85_000, ev, 3_570],
    ['a petrol car at $85,000 pays $10.40', 85_000, car(), 4_420],
    ['a green car at the fuel-efficient threshold, $91,387', 91_387, ev, 3_838.8],
    ['a green car one cent over it pays $10.40', 91_387.01, ev, 4_752.8],
    ['a plug-in hybrid counts as green', 85_000, car({ fuel: 'Plug-in Hybrid' }), 3_570],
    ['a new ute pays the non-passenger $5.40', 50_000, ute, 1_350],
    ['a used ute, registered before, pays $8.40', 50_000, { ...ute, carType: 'used' }, 2_100],
    ['a demonstrator ute, registered before, pays $8.40', 50_000, { ...ute, carType: 'demo' }, 2_100],
  ])('%s: $%d', (_rule, value, vehicle, duty) => {
    expect(amountOf(dutyIn('VIC', value, vehicle))).toBe(duty);
  });

  it('the workings name the class and the rate', () => {
    expect(dutyIn('VIC', 80_567.01)).toMatchObject({ workings: 'Passenger car: $10.40 per $200 or part of $80,567.01 = $4,191.20' });
    expect(dutyIn('VIC', 85_000, ev)).toMatchObject({ workings: 'Green passenger car: $8.40 per $200 or part of $85,000 = $3,570' });
  });
});

describe('Queensland: by engine, per $100 or part, the whole value at the higher rate over $100,000', () => {
  it.each<[string, number, DutiableVehicle, number]>([
    ['a hybrid at $100,000 pays $2 per $100', 100_000, car({ fuel: 'Hybrid' }), 2_000],
    ['a hybrid at $100,100 pays $4 per $100 on the whole value', 100_100, car({ fuel: 'Hybrid' }), 4_004],
    ['an electric car at $70,000', 70_000, ev, 1_400],
    ['a 4-cylinder at $40,000', 40_000, car(), 1_200],
    ['a 3-cylinder at $25,000', 25_000, car({ cylinders: 3 }), 750],
    ['a rotary (counted as 4 cylinders) at $40,000', 40_000, car({ cylinders: 4 }), 1_200],
    ['a 4-cylinder over $100,000 pays $5', 120_000, car(), 6_000],
    ['a 6-cylinder at $60,000 pays $3.50', 60_000, car({ cylinders: 6 }), 2_100],
    ['a 5-cylinder at $100,001 pays $5.50 on 1,001 lots', 100_001, car({ cylinders: 5 }), 5_505.5],
    ['a V8 at $80,000 pays $4', 80_000, car({ cylinders: 8 }), 3_200],
    ['a V8 at $120,000 pays $6', 120_000, car({ cylinders: 8 }), 7_200],
    ['a ute is charged by its engine like any vehicle', 50_000, ute, 1_500],
  ])('%s: $%d', (_rule, value, vehicle, duty) => {
    expect(amountOf(dutyIn('QLD', value, vehicle))).toBe(duty);
  });

  it('a petrol car with no cylinder count gets no duty, with the reason, never a guess', () => {
    expect(dutyIn('QLD', 50_000, car({ cylinders: null }))).toEqual({
      kind: 'no-duty',
      reason: "We cannot estimate QLD duty: it depends on the engine, and the engine's cylinder count is not known.",
    });
  });
});

describe("Western Australia: on the dollar value, with a sliding rate between $25,000 and $50,000", () => {
  it.each<[number, number, string]>([
    [20_000, 550, 'Light vehicle: 2.75% of $20,000 = $550'],
    [25_000, 687.5, 'Light vehicle: 2.75% of $25,000 = $687.50'],
    [25_001, 687.5, 'Light vehicle: 2.75% of $25,001 (sliding rate: 2.75% + ($25,001 − $25,000) ÷ 6,666.66, rounded to 2 decimal places) = $687.50 (rounded down to the nearest 5 cents)'],
    [30_000, 1_050, 'Light vehicle: 3.50% of $30,000 (sliding rate: 2.75% + ($30,000 − $25,000) ÷ 6,666.66, rounded to 2 decimal places) = $1,050'],
    [37_500, 1_736.25, 'Light vehicle: 4.63% of $37,500 (sliding rate: 2.75% + ($37,500 − $25,000) ÷ 6,666.66, rounded to 2 decimal places) = $1,736.25'],
    [50_000, 3_250, 'Light vehicle: 6.50% of $50,000 (sliding rate: 2.75% + ($50,000 − $25,000) ÷ 6,666.66, rounded to 2 decimal places) = $3,250'],
    [50_001, 3_250.05, 'Light vehicle: 6.5% of $50,001 = $3,250.05 (rounded down to the nearest 5 cents)'],
    [80_000, 5_200, 'Light vehicle: 6.5% of $80,000 = $5,200'],
  ])('$%d pays $%d', (value, duty, workings) => {
    expect(dutyIn('WA', value)).toMatchObject({ kind: 'duty', cents: Math.round(duty * 100), workings });
  });

  it('the sliding rate rounds half up to 2 places: 4.625001% is 4.63%', () => {
    const bracket = { kind: 'sliding-rate', up_to: 50_000, from: 25_000, base_rate: 2.75, step: 6_666.66, rate_decimals: 2 } as const;
    expect([2_500_000, 3_000_000, 3_750_000, 5_000_000].map((cents) => slidingRateCents(bracket, cents))).toEqual([275, 350, 463, 650]);
  });
});

describe('South Australia: marginal bands per $100 or part, $4 over $3,000 for cars and $3 for commercial vehicles', () => {
  it.each<[string, number, DutiableVehicle, number]>([
    ['$200 is raised to the $5 minimum', 200, car(), 5],
    ['$1,000 in the first band', 1_000, car(), 10],
    ['$1,500: $10 + $2 per $100 over $1,000', 1_500, car(), 20],
    ['$2,500: $30 + $3 per $100 over $2,000', 2_500, car(), 45],
    ['$3,050: $60 + $4 on the part $100 over $3,000', 3_050, car(), 64],
    ['a car at $30,000: $60 + $4 per $100 over $3,000', 30_000, car(), 1_140],
    ['a ute at $30,000: $60 + $3 per $100 over $3,000', 30_000, ute, 870],
    ['a ute at $2,500 shares the lower bands', 2_500, ute, 45],
  ])('%s', (_rule, value, vehicle, duty) => {
    expect(amountOf(dutyIn('SA', value, vehicle))).toBe(duty);
  });

  it('says when the minimum applied', () => {
    expect(dutyIn('SA', 200)).toMatchObject({ workings: 'Non-commercial vehicle: $1 per $100 or part of $200 = $2, raised to the $5 minimum' });
  });
});

describe('Tasmania: $20 to $600, $3 per $100, a marginal band from $35,000 to $40,000, then $4 per $100 on the whole value', () => {
  it.each<[string, number, DutiableVehicle, number]>([
    ['$500 pays the flat $20', 500, car(), 20],
    ['$35,000 pays $3 per $100', 35_000, car(), 1_050],
    ['$40,000 is the top of the marginal band', 40_000, car(), 1_600],
    ['$40,001: $4 per $100 on the whole value', 40_001, car(), 1_604],
    ['a light commercial vehicle at $65,750 pays $3 per $100', 65_750, ute, 1_974],
    ['a light commercial vehicle at $500 pays the flat $20', 500, ute, 20],
  ])('%s', (_rule, value, vehicle, duty) => {
    expect(amountOf(dutyIn('TAS', value, vehicle))).toBe(duty);
  });
});

describe('the Northern Territory: $3 per $100 or part, with a concession of up to $1,500 for plug-in vehicles', () => {
  it.each<[string, number, DutiableVehicle, string, number]>([
    ['a petrol car at $40,000', 40_000, car(), ON, 1_200],
    ['a hybrid that does not plug in pays in full', 40_000, car({ fuel: 'Hybrid' }), ON, 1_200],
    ['an electric car at $40,000 pays nothing', 40_000, ev, ON, 0],
    ['an electric car at $50,000 pays nothing', 50_000, ev, ON, 0],
    ['an electric car at $60,000 pays the duty less $1,500', 60_000, ev, ON, 300],
    ['a plug-in hybrid at $60,000', 60_000, car({ fuel: 'Plug-in Hybrid' }), ON, 300],
    ['the concession ends after 30 June 2027', 60_000, ev, '2027-07-01', 1_800],
  ])('%s', (_rule, value, vehicle, on, duty) => {
    expect(amountOf(dutyIn('NT', value, vehicle, on))).toBe(duty);
  });

  it('names the concession in the workings and dates the duty from the newer of table and concession', () => {
    expect(dutyIn('NT', 60_000, ev)).toMatchObject({
      workings: 'Vehicle: $3 per $100 or part of $60,000 = $1,800, less the plug-in vehicle concession (up to $1,500) = $300',
      datedFrom: '2025-07-01',
      concession: { label: 'plug-in vehicle concession' },
    });
  });
});

describe('the shapes work for any table, not only the loaded ones', () => {
  const table: DutyTable = {
    effective_from: '2030-07-01',
    sources: [{ name: 'A test revenue office', url: 'https://revenue.example/duty' }],
    per: 100,
    rounding: 'exact',
    schedules: [{ label: 'commercial vehicle', applies_to: { use: ['commercial'] }, brackets: [{ kind: 'per-unit', up_to: null, rate: 3.33 }] }],
  };

  it('a rate on the dollar value without a rounding rule rounds to the nearest cent, halves up', () => {
    // 3.33% of $100.50 is $3.34665.
    expect(dutyOf('NSW', table, 100.5, ute, '2030-07-01')).toMatchObject({ kind: 'duty', cents: 335 });
  });

  it('a vehicle no schedule is for gets no duty, with the reason', () => {
    expect(dutyOf('NSW', table, 100, car(), '2030-07-01')).toEqual({ kind: 'no-duty', reason: "NSW's duty table has no rate for this vehicle, so we cannot estimate NSW duty." });
  });

  it('a schedule whose brackets stop short gives no duty above them', () => {
    const capped: DutyTable = { ...table, schedules: [{ label: 'car', applies_to: {}, brackets: [{ kind: 'flat', up_to: 600, amount: 20 }] }] };
    expect(dutyOf('ACT', capped, 700, car(), '2030-07-01')).toEqual({ kind: 'no-duty', reason: "The ACT's duty table has no rate for a value of $700." });
  });
});
