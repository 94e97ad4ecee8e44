import { describe, expect, it } from 'vitest';
import type { DutiableVehicle } from '../../../../src/domain/on-road/dutiable-vehicle.ts';
import { feeOf } from '../../../../src/domain/on-road/fees.ts';
import type { FeeSchedule } from '../../../../src/domain/on-road/on-road-tables.ts';

const car = (fields: Partial<DutiableVehicle> = {}): DutiableVehicle => ({ use: 'passenger', fuel: 'Petrol', cylinders: 4, carType: 'new', ...fields });
const nowhere = { postcode: null, zone: null };

describe('a fee by the engine: electric has its own amount, otherwise the first band that holds the cylinder count', () => {
  const schedule: FeeSchedule = { kind: 'by-cylinders', electric: 100, bands: [{ max_cylinders: 4, amount: 200 }, { max_cylinders: 6, amount: 300 }, { max_cylinders: null, amount: 400 }] };

  it.each<[string, DutiableVehicle, number, string]>([
    ['an electric car', car({ fuel: 'Electric', cylinders: null }), 100, 'Electric vehicle: $100'],
    ['a 3-cylinder falls in the first band', car({ cylinders: 3 }), 200, '3-cylinder engine: $200'],
    ['a 6-cylinder', car({ cylinders: 6 }), 300, '6-cylinder engine: $300'],
    ['a V12 in the open band', car({ cylinders: 12 }), 400, '12-cylinder engine: $400'],
    ['a hybrid goes by its engine', car({ fuel: 'Hybrid', cylinders: 4 }), 200, '4-cylinder engine: $200'],
  ])('%s', (_rule, vehicle, amount, workings) => {
    expect(feeOf(schedule, vehicle, nowhere)).toEqual({ kind: 'fee', cents: amount * 100, workings });
  });

  it('an unknown count is a reason, not a guess', () => {
    expect(feeOf(schedule, car({ cylinders: null }), nowhere)).toEqual({ kind: 'no-fee', reason: "the fee depends on the engine, and the engine's cylinder count is not known" });
  });

  it('a count above every closed band with no open band has no amount', () => {
    expect(feeOf({ ...schedule, bands: [{ max_cylinders: 4, amount: 200 }] }, car({ cylinders: 8 }), nowhere)).toEqual({ kind: 'no-fee', reason: 'the fee table has no amount for a 8-cylinder engine' });
  });
});

describe('a flat fee says which rate applied only where passenger and commercial rates differ', () => {
  it.each<[boolean, DutiableVehicle, string]>([
    [false, car(), 'Light vehicle: $39.20'],
    [true, car(), 'Passenger vehicle: $39.20'],
    [true, car({ use: 'commercial' }), 'Commercial vehicle: $39.20'],
  ])('by use %s', (byUse, vehicle, workings) => {
    expect(feeOf({ kind: 'flat', amount: 39.2 }, vehicle, nowhere, byUse)).toEqual({ kind: 'fee', cents: 3_920, workings });
  });
});

describe('a fee counted inside registration is not a line of its own', () => {
  it('answers included', () => {
    expect(feeOf({ kind: 'included', in: 'registration' }, car(), nowhere)).toEqual({ kind: 'included', in: 'registration' });
  });
});
