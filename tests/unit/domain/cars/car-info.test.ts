import { describe, expect, it } from 'vitest';
import { carInfo } from '../../../../src/domain/cars/car-info.ts';
import { makeCar } from './car-fixture.ts';

describe('car info block order: Condition, Transmission, Odometer (km), Fuel Type', () => {
  it('lists the four rows in the spec\'s order with their values', () => {
    const car = makeCar({ car_type: 'used', simple_transmission: 'Manual', km: 12_345, simple_fuel: 'Diesel' });
    expect(carInfo(car, 'AU')).toEqual([
      { key: 'condition', label: 'Condition', value: 'Used' },
      { key: 'transmission', label: 'Transmission', value: 'Manual' },
      { key: 'odometer', label: 'Odometer (km)', value: '12,345' },
      { key: 'fuel-type', label: 'Fuel Type', value: 'Diesel' },
    ]);
  });

  it.each([
    ['new', 'New'],
    ['used', 'Used'],
    ['demo', 'Demo'],
  ] as const)('condition %s reads %s', (carType, condition) => {
    expect(carInfo(makeCar({ car_type: carType }), 'AU')[0].value).toBe(condition);
  });

  it.each([
    ['AU', 'Odometer (km)', '12,345'],
    ['NZ', 'Odometer (km)', '12,345'],
    ['US', 'Odometer (mi)', '7,671'],
  ] as const)('in %s the odometer reads %s %s', (region, label, value) => {
    expect(carInfo(makeCar({ km: 12_345 }), region)[2]).toEqual({ key: 'odometer', label, value });
  });

  it.each([
    ['AU', 'Petrol', 'Petrol'],
    ['NZ', 'Petrol', 'Petrol'],
    ['US', 'Petrol', 'Gas'],
    ['US', 'Diesel', 'Diesel'],
  ] as const)('in %s the fuel %s reads %s', (region, fuel, value) => {
    expect(carInfo(makeCar({ simple_fuel: fuel }), region)[3]).toEqual({ key: 'fuel-type', label: 'Fuel Type', value });
  });
});
