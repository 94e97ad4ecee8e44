import { describe, expect, it } from 'vitest';
import { auOnRoadTables } from '../../../../src/config/on-road-tables.ts';
import { estimateDriveAway, type DriveAwayCar } from '../../../../src/domain/on-road/drive-away-estimate.ts';
import { dutyOf } from '../../../../src/domain/on-road/duty.ts';
import type { DutiableVehicle } from '../../../../src/domain/on-road/dutiable-vehicle.ts';
import { tableInForce, type DutyTable } from '../../../../src/domain/on-road/on-road-tables.ts';
import { vicDutiableValueFromDriveAway } from '../../../../src/domain/on-road/vic-drive-away.ts';

const ON = '2025-10-01';
const vicDuty = (): DutyTable => {
  const table = tableInForce(auOnRoadTables().duty.VIC, ON);
  if (table === null) throw new Error('no VIC duty table');
  return table;
};

const car = (price: number, fields: Partial<DriveAwayCar> = {}): DriveAwayCar => ({
  price,
  price_type: 'plus_on_road_costs',
  simple_fuel: 'Petrol',
  simple_body: 'Sedan',
  engine: '2.5L 4cyl petrol',
  car_type: 'new',
  ...fields,
});

describe("the SRO's drive-away formula run backwards recovers the dutiable value of a forward estimate", () => {
  it.each([
    [29_990, 990],
    [45_990, 1_500],
    [78_990, 1_577],
    [79_000, 1_567.01],
    [98_500, 2_000],
    [148_000, 1_990],
    [210_000, 2_500],
  ])('a car at $%d with $%d delivery', (price, delivery) => {
    const forward = estimateDriveAway({ car: car(price), place: { state: 'VIC', postcode: '3186' }, tables: auOnRoadTables(), delivery, on: ON });
    if (forward.kind !== 'estimate') throw new Error(forward.kind);
    const amount = (kind: string) => forward.components.find((component) => component.kind === kind)?.amount ?? 0;
    // The drive-away price the formula starts from: the dutiable value, its duty, registration and the TAC charge.
    const driveAway = (Math.round(forward.total * 100) - Math.round(amount('plates') * 100)) / 100;
    expect(vicDutiableValueFromDriveAway(driveAway, amount('registration'), amount('ctp'), vicDuty())).toBe(forward.dutiableValue);
  });

  it('across the luxury car tax cliff: $80,567 and $80,567.01 each come back', () => {
    for (const value of [80_567, 80_567.01]) {
      const duty = dutyOf('VIC', vicDuty(), value, { use: 'passenger', fuel: 'Petrol', cylinders: 4, carType: 'new' }, ON);
      if (duty.kind !== 'duty') throw new Error(duty.reason);
      const driveAway = (Math.round(value * 100) + duty.cents + 33_350 + 57_310) / 100;
      expect(vicDutiableValueFromDriveAway(driveAway, 333.5, 573.1, vicDuty())).toBe(value);
    }
  });

  it('a drive-away price no value makes exactly gives the value just under it, within the per-$200 rounding', () => {
    // $10,000 pays 50 lots of $8.40 ($420) and $10,000.01 pays 51 ($428.40): value plus duty jumps from $10,420 to $10,428.41.
    expect(vicDutiableValueFromDriveAway(10_425, 0, 0, vicDuty())).toBe(10_000);
    expect(vicDutiableValueFromDriveAway(10_428.41, 0, 0, vicDuty())).toBe(10_000.01);
  });

  it('a green car is worked back at its own rates when the vehicle is given', () => {
    const ev: DutiableVehicle = { use: 'passenger', fuel: 'Electric', cylinders: null, carType: 'new' };
    // $85,000 pays 425 lots of $8.40 as a green car.
    expect(vicDutiableValueFromDriveAway(85_000 + 3_570, 0, 0, vicDuty(), ev)).toBe(85_000);
  });

  it('fees above the drive-away price give nothing', () => {
    expect(vicDutiableValueFromDriveAway(500, 333.5, 573.1, vicDuty())).toBeNull();
  });
});
