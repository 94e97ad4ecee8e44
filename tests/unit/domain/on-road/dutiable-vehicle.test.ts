import { describe, expect, it } from 'vitest';
import type { Body, Fuel } from '../../../../src/domain/cars/car.ts';
import { cylindersFromEngine, dutiableVehicle, matchesButForCylinders, vehicleMatches, type DutiableVehicle } from '../../../../src/domain/on-road/dutiable-vehicle.ts';

describe('the cylinder count is read from the engine text, never guessed', () => {
  it.each<[string, number | null]>([
    ['2.0L 4cyl turbo petrol', 4],
    ['1.5L 3-cylinder petrol', 3],
    ['4 cyl', 4],
    ['2.5L 4 Cylinders', 4],
    ['V8', 8],
    ['5.0L v8 supercharged', 8],
    ['3.0L V6 twin-turbo', 6],
    ['W12 6.0L', 12],
    ['2.0L I4 diesel', 4],
    ['3.0L inline-6 diesel', 6],
    ['straight six', 6],
    ['2.5L boxer four', 4],
    ['flat-6 3.0L', 6],
    ['six-cylinder 4.0L', 6],
    ['1.3L rotary', 4],
    ['2.0L 3-rotor rotary', 6],
    ['2.0L turbo petrol', null],
    ['Electric motor 150kW', null],
    ['', null],
    ['20 valve 1.8L', null],
  ])('"%s" has %s cylinders', (engine, cylinders) => {
    expect(cylindersFromEngine(engine)).toBe(cylinders);
  });
});

describe('a vehicle is commercial by its body: utes, vans and cab chassis carry goods', () => {
  it.each<[Body, DutiableVehicle['use']]>([
    ['Ute', 'commercial'],
    ['Van', 'commercial'],
    ['Cab Chassis', 'commercial'],
    ['SUV', 'passenger'],
    ['People Mover', 'passenger'],
    ['Hatch', 'passenger'],
    ['Sedan', 'passenger'],
    ['Wagon', 'passenger'],
    ['Coupe', 'passenger'],
    ['Convertible', 'passenger'],
  ])('a %s is a %s vehicle', (body, use) => {
    expect(dutiableVehicle({ simple_body: body, simple_fuel: 'Diesel', engine: '2.8L 4cyl diesel', car_type: 'new' }).use).toBe(use);
  });

  it('an electric car has no cylinders whatever its engine text says', () => {
    expect(dutiableVehicle({ simple_body: 'SUV', simple_fuel: 'Electric', engine: 'Dual motor 4 cyl equivalent', car_type: 'used' })).toEqual({
      use: 'passenger',
      fuel: 'Electric',
      cylinders: null,
      carType: 'used',
    });
  });
});

describe('a table applies to a vehicle when every condition it gives holds', () => {
  const car = (fuel: Fuel, cylinders: number | null): DutiableVehicle => ({ use: 'passenger', fuel, cylinders, carType: 'new' });

  it.each<[string, Parameters<typeof vehicleMatches>[0], DutiableVehicle, boolean]>([
    ['no conditions match every vehicle', {}, car('Petrol', 4), true],
    ['a use that differs', { use: ['commercial'] }, car('Petrol', 4), false],
    ['a fuel in the list', { fuels: ['Hybrid', 'Electric'] }, car('Hybrid', 4), true],
    ['a fuel not in the list', { fuels: ['Hybrid', 'Electric'] }, car('Diesel', 4), false],
    ['a car type not in the list', { car_types: ['new'] }, { ...car('Petrol', 4), carType: 'demo' }, false],
    ['cylinders within the bounds', { cylinders: { min: 5, max: 6 } }, car('Petrol', 6), true],
    ['cylinders above the bound', { cylinders: { max: 4 } }, car('Petrol', 6), false],
    ['cylinders below the bound', { cylinders: { min: 7 } }, car('Petrol', 6), false],
    ['an unknown count never matches a cylinder condition', { cylinders: { max: 4 } }, car('Petrol', null), false],
  ])('%s', (_rule, match, vehicle, expected) => {
    expect(vehicleMatches(match, vehicle)).toBe(expected);
  });

  it('an unknown count is the reason only when everything else matches', () => {
    expect(matchesButForCylinders({ cylinders: { max: 4 } }, car('Petrol', null))).toBe(true);
    expect(matchesButForCylinders({ use: ['commercial'], cylinders: { max: 4 } }, car('Petrol', null))).toBe(false);
    expect(matchesButForCylinders({ cylinders: { max: 4 } }, car('Petrol', 4))).toBe(false);
    expect(matchesButForCylinders({ fuels: ['Hybrid'] }, car('Petrol', null))).toBe(false);
  });
});
