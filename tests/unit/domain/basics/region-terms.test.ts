import { describe, expect, it } from 'vitest';
import { regionTerm, regionWordTokens, structuredDataTerm } from '../../../../src/domain/basics/region-terms.ts';

describe('words by region: AU and NZ keep the stock\'s words, the US reads its own', () => {
  it.each([
    ['Petrol', 'Gas'],
    ['Ute', 'Pickup'],
    ['Hatch', 'Hatchback'],
    ['People Mover', 'Minivan'],
    ['Cab Chassis', 'Chassis Cab'],
    ['Colour', 'Color'],
    ['Grey', 'Gray'],
    ['Tyres', 'Tires'],
    ['Postcode', 'ZIP code'],
    ['Rego', 'License plate'],
    ['Registration', 'License plate'],
    ['Mobile', 'Cell phone'],
    ['Scheduled (logbook) service', 'Scheduled maintenance'],
    ['Tyres, brakes or battery', 'Tires, brakes or battery'],
    ['Courtesy car', 'Loaner car'],
    // Words in running text, lower case as a sentence holds them.
    ['tyre', 'tire'],
    ['tyres', 'tires'],
    ['petrol', 'gas'],
    ['utes', 'pickups'],
    ['colour', 'color'],
    ['colours', 'colors'],
    ['coloured', 'colored'],
    ['postcode', 'ZIP code'],
    ['registration', 'license plate'],
    ['registration and government charges', 'title, license and government fees'],
    ['licence', 'license'],
    ['windscreen', 'windshield'],
    ['bonnet', 'hood'],
    ['boot', 'trunk'],
    ['globes', 'bulbs'],
    ['hire car', 'rental car'],
    ['car parks', 'parking lots'],
  ])('%s reads %s in the US and stays as it is in AU and NZ', (word, us) => {
    expect(regionTerm(word, 'AU')).toBe(word);
    expect(regionTerm(word, 'NZ')).toBe(word);
    expect(regionTerm(word, 'US')).toBe(us);
  });

  it.each(['Diesel', 'Hybrid', 'Plug-in Hybrid', 'Electric', 'LPG', 'SUV', 'Sedan', 'Van', 'White', 'Stock number', 'Dealer Comments', 'Enquire Now', 'Drive Away'])(
    '%s reads the same in every region',
    (word) => {
      for (const region of ['AU', 'NZ', 'US'] as const) expect(regionTerm(word, region)).toBe(word);
    },
  );

  it.each([
    ['AU', 'Petrol', 'Petrol'],
    ['NZ', 'Petrol', 'Petrol'],
    ['US', 'Petrol', 'Gasoline'],
    ['US', 'Diesel', 'Diesel'],
    ['US', 'Ute', 'Pickup'],
    ['US', 'Grey', 'Gray'],
  ] as const)('structured data in %s: %s is %s', (region, word, value) => {
    expect(structuredDataTerm(word, region)).toBe(value);
  });

  it("gives the content pages a placeholder per word, named after the Australian word: its own word in AU and NZ, the US word in the US", () => {
    for (const region of ['AU', 'NZ'] as const) {
      for (const [name, word] of Object.entries(regionWordTokens(region))) expect(word.replaceAll(' ', '_')).toBe(name);
    }
    const us = regionWordTokens('US');
    expect(us.tyres).toBe('tires');
    expect(us.hire_car).toBe('rental car');
    expect(us.registration_and_government_charges).toBe('title, license and government fees');
    expect(Object.keys(us)).toEqual(Object.keys(regionWordTokens('AU')));
  });
});

