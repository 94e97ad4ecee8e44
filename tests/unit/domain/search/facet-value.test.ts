import { describe, expect, it } from 'vitest';
import { foldFacetValue } from '../../../../src/domain/search/facet-value.ts';

describe('string filter values compare as Typesense compares them', () => {
  it.each([
    ['TOYOTA', 'Toyota', true],
    ['Skoda', 'Škoda', true],
    ['MercedesBenz', 'Mercedes-Benz', true],
    ['Land  Rover', 'Land Rover', true],
    ['Land Rover', 'LandRover', false],
    ['Kia', 'Kiaa', false],
  ])('%j and %j are the same value: %s', (a, b, expected) => {
    expect(foldFacetValue(a) === foldFacetValue(b)).toBe(expected);
  });

  it('folds case, accents and symbols, and keeps single spaces between words', () => {
    expect(foldFacetValue('  Citroën  C5-Aircross ')).toBe('citroen c5aircross');
  });
});
