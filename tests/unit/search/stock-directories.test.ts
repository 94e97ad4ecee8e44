import { describe, expect, it } from 'vitest';
import { mayMatchPreset } from '../../../src/search/stock-directories.ts';
import { makeDocument } from './embedded/documents.ts';

describe('which cars a search page’s preset may list', () => {
  const ranger = makeDocument(1);
  const corolla = makeDocument(2, { make: 'Toyota', model: 'Corolla', categories: 'Passenger', filtered_features: ['Bluetooth'] });

  it('every car, with no preset', () => {
    expect([ranger, corolla].filter((document) => mayMatchPreset({}, document))).toEqual([ranger, corolla]);
  });

  it('the cars whose fields hold one of each list attribute’s values', () => {
    expect(mayMatchPreset({ make: ['Ford'] }, ranger)).toBe(true);
    expect(mayMatchPreset({ make: ['Ford'] }, corolla)).toBe(false);
    expect(mayMatchPreset({ make: ['Ford', 'Toyota'], model: ['Corolla'] }, corolla)).toBe(true);
    expect(mayMatchPreset({ make: ['Toyota'], model: ['Yaris'] }, corolla)).toBe(false);
    expect(mayMatchPreset({ categories: ['Commercial'] }, ranger)).toBe(true);
    expect(mayMatchPreset({ filtered_features: ['Bluetooth'] }, corolla)).toBe(true);
    expect(mayMatchPreset({ filtered_features: ['Bluetooth'] }, ranger)).toBe(false);
  });

  it('never leaves out a car for a range (a superset is safe; a missing car is not)', () => {
    expect(mayMatchPreset({ price: { min: 1_000_000 } }, ranger)).toBe(true);
  });
});
