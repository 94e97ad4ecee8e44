import { describe, expect, it } from 'vitest';
import { auPlaceOfPostcode } from '../../../../src/domain/on-road/au-states.ts';
import { driveAwayFigure, driveAwayLine, driveAwayWords, type DriveAwayQuestion, type OnRoadSettings } from '../../../../src/domain/on-road/drive-away-figure.ts';
import { auOnRoadTables } from '../../../../src/config/on-road-tables.ts';
import type { Car } from '../../../../src/domain/cars/car.ts';
import { makeCar } from '../cars/car-fixture.ts';

const NO_SETTINGS: OnRoadSettings = { fee_overrides: {}, components: [] };
const ON = '2026-12-05';

function ask(car: Car, overrides: Partial<DriveAwayQuestion> = {}): ReturnType<typeof driveAwayFigure> {
  return driveAwayFigure({ car, region: 'AU', place: null, settings: NO_SETTINGS, tables: auOnRoadTables(), on: ON, ...overrides });
}

describe('which prices have a drive-away estimate', () => {
  it.each<[string, Partial<Car>]>([
    ['a drive-away price', { price_type: 'drive_away' }],
    ['a sold car', { price_type: 'excl_gov_charges', status: 'sold', sold: true }],
    ['a car without a valid price (10 or less)', { price_type: 'excl_gov_charges', price: 10 }],
  ])('%s has none to show', (_case, fields) => {
    expect(ask(makeCar(fields))).toEqual({ kind: 'not-applicable' });
  });

  it('an AU price excluding government charges is worked out for the car\'s own state and postcode by default', () => {
    const figure = ask(makeCar({ price_type: 'excl_gov_charges', private_postcode: '3186', state: 'VIC' }));
    expect(figure).toMatchObject({ kind: 'estimate', placeLabel: 'VIC 3186', state: 'VIC', advertised: 35_990 });
  });

  it('a postcode the shopper gives decides the state', () => {
    const figure = ask(makeCar({ price_type: 'excl_gov_charges', private_postcode: '3186' }), { place: { state: 'NSW', postcode: '2000' } });
    expect(figure).toMatchObject({ kind: 'estimate', placeLabel: 'NSW 2000', state: 'NSW' });
  });

  it('the total is the advertised price plus every component, to the cent', () => {
    const figure = ask(makeCar({ price_type: 'plus_on_road_costs', price: 41_990 }), { settings: { ...NO_SETTINGS, delivery_fee: 1_490 } });
    if (figure.kind !== 'estimate') throw new Error(figure.kind);
    const cents = figure.components.reduce((sum, component) => sum + Math.round(component.amount * 100), 41_990 * 100);
    expect(Math.round(figure.total * 100)).toBe(cents);
    expect(figure.components.map((component) => component.kind)).toContain('delivery');
  });

  it('the ACT, whose current duty table is not loaded, answers no estimate with the reason', () => {
    const figure = ask(makeCar({ price_type: 'excl_gov_charges' }), { place: { state: 'ACT', postcode: '2600' } });
    expect(figure).toMatchObject({ kind: 'no-estimate', placeLabel: 'ACT 2600' });
    if (figure.kind === 'no-estimate') expect(figure.reason).toMatch(/ACT/);
  });
});

describe('NZ and US sites show the charges their dealer states, or nothing', () => {
  const charges: OnRoadSettings = {
    fee_overrides: {},
    components: [
      { label: 'Sales tax (WI 5%, Kenosha County 0.5%)', percent_of_price: 5.5, source: 'Wisconsin Department of Revenue, 2026' },
      { label: 'Title fee', amount: 164.5, source: 'Wisconsin DMV, 2026' },
    ],
  };

  it('a US price plus tax, title and fees adds each stated charge, a share worked out on the price', () => {
    const figure = ask(makeCar({ price_type: 'plus_tax_and_fees', price: 31_990, state: 'WI' }), { region: 'US', settings: charges });
    expect(figure).toEqual({
      kind: 'estimate',
      placeLabel: 'WI',
      state: null,
      advertised: 31_990,
      total: (3_199_000 + 175_945 + 16_450) / 100,
      components: [
        { kind: 'stated', label: 'Sales tax (WI 5%, Kenosha County 0.5%)', amount: 1_759.45, workings: '5.5% of $31,990', source: { name: 'Wisconsin Department of Revenue, 2026' }, effectiveFrom: null },
        { kind: 'stated', label: 'Title fee', amount: 164.5, workings: '$164.50 as the dealer states it', source: { name: 'Wisconsin DMV, 2026' }, effectiveFrom: null },
      ],
    });
  });

  it('a site that states no charges shows no estimate: it never makes one up', () => {
    expect(ask(makeCar({ price_type: 'plus_on_road_costs' }), { region: 'NZ' })).toEqual({ kind: 'not-applicable' });
  });
});

describe('the shopper\'s postcode and the card\'s line', () => {
  it.each([
    ['3186', { state: 'VIC', postcode: '3186' }],
    [' 2000 ', { state: 'NSW', postcode: '2000' }],
    ['0800', { state: 'NT', postcode: '0800' }],
    ['800', null],
    ['12345', null],
    ['abcd', null],
  ])('postcode %j is %j', (text, place) => {
    expect(auPlaceOfPostcode(text)).toEqual(place);
  });

  it('reads as the card shows it', () => {
    expect(driveAwayWords({ total: 52_430.85, placeLabel: 'VIC 3186' }, 'AU')).toBe('Est. drive away $52,431 for VIC 3186');
    expect(driveAwayLine({ kind: 'not-applicable' })).toBeNull();
  });
});
