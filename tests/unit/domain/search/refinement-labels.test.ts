import { describe, expect, it } from 'vitest';
import type { RegionCode } from '../../../../src/domain/basics/region.ts';
import { refinementWords, searchLabel } from '../../../../src/domain/search/refinement-labels.ts';

const context = (region: RegionCode) => ({ region, dealershipNames: { 'brighton-vw': 'Brighton Volkswagen' }, makes: [{ value: 'TOYOTA', label: 'Toyota' }] });

describe('a search in words', () => {
  it('reads the list values first, then the ranges with their names, each in the spec order of attributes', () => {
    expect(refinementWords({ price: { max: 30000 }, make: ['TOYOTA'], car_type: ['used'] }, context('AU'))).toEqual(['Used', 'Toyota', 'Price up to $30,000']);
  });

  it('reads several values of one filter as alternatives, as the search matches any of them', () => {
    expect(refinementWords({ body: ['SUV', 'Ute'] }, context('AU'))).toEqual(['SUV or Ute']);
  });

  it("reads each range in the region's words and units", () => {
    expect(refinementWords({ km: { max: 50000 }, year: { min: 2020, max: 2023 } }, context('AU'))).toEqual(['Odometer up to 50,000 km', 'Year 2020 to 2023']);
    expect(refinementWords({ fuel: ['Petrol'], price: { min: 10000 } }, context('US'))).toEqual(['Gas', 'Price from $10,000']);
  });

  it('names a dealership by its name', () => {
    expect(refinementWords({ dealership_slug: ['brighton-vw'] }, context('AU'))).toEqual(['Brighton Volkswagen']);
  });

  it("a recorded search reads with what its page's path fixes, joined by middle dots", () => {
    expect(searchLabel({ make: ['TOYOTA'], price: { max: 30000 } }, { car_type: ['used'] }, context('AU'))).toBe('Used · Toyota · Price up to $30,000');
    expect(searchLabel({ body: ['SUV'] }, {}, context('AU'))).toBe('SUV');
  });
});
