import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_KM } from '../../../../src/domain/basics/constants.ts';
import { KM_PER_MILE } from '../../../../src/domain/basics/constants.ts';
import { type GeoPoint, MAP_DEFAULTS, distanceForRegion, distanceKm, sortByDistance, stateOrDefault } from '../../../../src/domain/places/geo.ts';

const MELBOURNE: GeoPoint = { lat: -37.8136, long: 144.9631 };
const SYDNEY: GeoPoint = { lat: -33.8688, long: 151.2093 };
const BRISBANE: GeoPoint = { lat: -27.4698, long: 153.0251 };
const AUCKLAND: GeoPoint = { lat: -36.8485, long: 174.7633 };
const WELLINGTON: GeoPoint = { lat: -41.2865, long: 174.7762 };
const NEW_YORK: GeoPoint = { lat: 40.7128, long: -74.006 };
const LOS_ANGELES: GeoPoint = { lat: 34.0522, long: -118.2437 };

describe('great-circle distance with an Earth radius of 6371 km', () => {
  it('uses the spec\'s Earth radius', () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
    const quarterCircle = (Math.PI / 2) * 6371;
    expect(distanceKm({ lat: 0, long: 0 }, { lat: 90, long: 0 })).toBeCloseTo(quarterCircle, 6);
  });

  it.each<[string, GeoPoint, GeoPoint, number]>([
    ['Melbourne to Sydney', MELBOURNE, SYDNEY, 713.4],
    ['Sydney to Brisbane', SYDNEY, BRISBANE, 731.6],
    ['Auckland to Wellington', AUCKLAND, WELLINGTON, 493.4],
    ['New York to Los Angeles', NEW_YORK, LOS_ANGELES, 3935.7],
  ])('%s is about %f km', (_name, from, to, km) => {
    expect(Math.abs(distanceKm(from, to) - km)).toBeLessThan(2);
  });

  it('is the same both ways and zero from a point to itself', () => {
    expect(distanceKm(MELBOURNE, SYDNEY)).toBeCloseTo(distanceKm(SYDNEY, MELBOURNE), 9);
    expect(distanceKm(SYDNEY, SYDNEY)).toBe(0);
  });

  it('antipodal points are half the circumference apart', () => {
    expect(distanceKm({ lat: 0, long: 0 }, { lat: 0, long: 180 })).toBeCloseTo(Math.PI * 6371, 6);
  });
});

describe('distance is in km, or miles in the US', () => {
  it.each([
    ['AU', 713.4, 'km'],
    ['NZ', 713.4, 'km'],
    ['US', 443.3, 'mi'],
  ] as const)('in %s Melbourne to Sydney is about %f %s', (region, value, unit) => {
    const distance = distanceForRegion(MELBOURNE, SYDNEY, region);
    expect(distance.unit).toBe(unit);
    expect(Math.abs(distance.value - value)).toBeLessThan(1);
  });

  it('a mile is 1.609344 km', () => {
    expect(KM_PER_MILE).toBe(1.609344);
  });
});

describe('map defaults', () => {
  it('maps open at zoom 10 as a roadmap, with qld as the default state', () => {
    expect(MAP_DEFAULTS).toEqual({ zoom: 10, type: 'roadmap', state: 'qld' });
  });

  it('an Australian address without a state is in the default state, written as addresses write it', () => {
    expect(stateOrDefault('', 'AU')).toBe('QLD');
    expect(stateOrDefault('  ', 'AU')).toBe('QLD');
    expect(stateOrDefault(' VIC ', 'AU')).toBe('VIC');
  });

  it('other regions keep the state as written, with no default', () => {
    expect(stateOrDefault('', 'US')).toBe('');
    expect(stateOrDefault('', 'NZ')).toBe('');
    expect(stateOrDefault('Auckland', 'NZ')).toBe('Auckland');
  });
});

describe('sorting locations by distance', () => {
  const at = (name: string, point: GeoPoint) => ({ name, address: point });

  it('puts the nearest location first, with its distance', () => {
    const sorted = sortByDistance([at('Brisbane', BRISBANE), at('Melbourne', MELBOURNE), at('Sydney', SYDNEY)], { lat: -37.9, long: 145.0 });
    expect(sorted.map((entry) => entry.location.name)).toEqual(['Melbourne', 'Sydney', 'Brisbane']);
    expect(sorted[0]?.distanceKm).toBeLessThan(15);
  });

  it('keeps the given order for locations at the same distance, and does not change its input', () => {
    const input = [at('Second', SYDNEY), at('First', MELBOURNE), at('Also second', SYDNEY)];
    expect(sortByDistance(input, MELBOURNE).map((entry) => entry.location.name)).toEqual(['First', 'Second', 'Also second']);
    expect(input.map((entry) => entry.name)).toEqual(['Second', 'First', 'Also second']);
  });
});
