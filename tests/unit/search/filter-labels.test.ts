import { describe, expect, it } from 'vitest';
import type { RegionCode } from '../../../src/domain/basics/region.ts';
import type { ListAttribute } from '../../../src/domain/search/types.ts';
import { ATTRIBUTE_LABELS, facetValueLabel, filterLabel } from '../../../src/domain/search/refinement-labels.ts';

const context = (region: RegionCode) => ({ region, dealershipNames: {}, makes: [{ value: 'VOLKSWAGEN', label: 'Volkswagen' }] });

describe('the search filters read in the region\'s words; the stored facet value stays', () => {
  it.each([
    ['fuel', 'Petrol', 'Petrol', 'Gas'],
    ['body', 'Ute', 'Ute', 'Pickup'],
    ['body', 'People Mover', 'People Mover', 'Minivan'],
    ['colour', 'Grey', 'Grey', 'Gray'],
    ['fuel', 'Diesel', 'Diesel', 'Diesel'],
    ['badge', 'Petrol', 'Petrol', 'Petrol'],
  ] as const)('%s %s reads %s in AU and %s in the US', (attribute: ListAttribute, value, au, us) => {
    expect(facetValueLabel(attribute, value, context('AU'))).toBe(au);
    expect(facetValueLabel(attribute, value, context('NZ'))).toBe(au);
    expect(facetValueLabel(attribute, value, context('US'))).toBe(us);
  });

  it('names a make as the makes list does, or as stored when the page has no name for it', () => {
    expect(facetValueLabel('make', 'VOLKSWAGEN', context('AU'))).toBe('Volkswagen');
    expect(facetValueLabel('make', 'Trabant', context('AU'))).toBe('Trabant');
  });

  it('labels the colour filter Color in the US and Colour elsewhere', () => {
    expect(filterLabel(ATTRIBUTE_LABELS.colour, 'US')).toBe('Color');
    expect(filterLabel(ATTRIBUTE_LABELS.colour, 'AU')).toBe('Colour');
    expect(filterLabel(ATTRIBUTE_LABELS.fuel, 'US')).toBe('Fuel type');
  });
});
