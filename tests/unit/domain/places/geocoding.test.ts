import { describe, expect, it, vi } from 'vitest';
import { isValidPostcode, normalisePostcodeInput, postcodeRuleFor } from '../../../../src/domain/leads/postcode.ts';
import {
  GEOCODING_NOT_FOUND_MESSAGE,
  locationsByDistance,
  pointFromGeocodingAnswer,
  tableGeocoder,
  type PostcodeTable,
} from '../../../../src/domain/places/geocoding.ts';

const TABLE: PostcodeTable = { '3186': [-37.907, 144.999], '3199': [-38.142, 145.125], '9999': [1] };

describe('the bundled-table geocoder', () => {
  it('finds a postcode in the table and answers not_found for one it does not hold or holds badly', async () => {
    const geocoder = tableGeocoder(() => Promise.resolve(TABLE));
    await expect(geocoder.geocode('3186')).resolves.toEqual({ lat: -37.907, long: 144.999 });
    await expect(geocoder.geocode(' 3199 ')).resolves.toEqual({ lat: -38.142, long: 145.125 });
    await expect(geocoder.geocode('0000')).resolves.toBe('not_found');
    await expect(geocoder.geocode('9999')).resolves.toBe('not_found');
  });

  it('loads the table once, on the first lookup', async () => {
    const load = vi.fn(() => Promise.resolve(TABLE));
    const geocoder = tableGeocoder(load);
    expect(load).not.toHaveBeenCalled();
    await geocoder.geocode('3186');
    await geocoder.geocode('3199');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load rejects the lookup and the next lookup tries again', async () => {
    const load = vi.fn<() => Promise<PostcodeTable>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(TABLE);
    const geocoder = tableGeocoder(load);
    await expect(geocoder.geocode('3186')).rejects.toThrow('offline');
    await expect(geocoder.geocode('3186')).resolves.toEqual({ lat: -37.907, long: 144.999 });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("a geocoding service's answer", () => {
  it('reads results[0].geometry.location lat and lng', () => {
    const answer = { results: [{ geometry: { location: { lat: -37.9, lng: 145 } } }, { geometry: { location: { lat: 1, lng: 2 } } }] };
    expect(pointFromGeocodingAnswer(answer)).toEqual({ lat: -37.9, long: 145 });
  });

  it.each([
    ['no results', { results: [], status: 'ZERO_RESULTS' }],
    ['no results field', {}],
    ['null', null],
    ['a result without a point', { results: [{ geometry: {} }] }],
    ['a point that is not numbers', { results: [{ geometry: { location: { lat: '1', lng: 2 } } }] }],
  ])('%s is not_found', (_, answer) => {
    expect(pointFromGeocodingAnswer(answer)).toBe('not_found');
  });

  it("the spec's message for a postcode with no result is 'Invalid postcode'", () => {
    expect(GEOCODING_NOT_FOUND_MESSAGE).toBe('Invalid postcode');
  });
});

describe('locations by distance', () => {
  const locations = [
    { id: 1, address: { lat: -38.1424, long: 145.1262 } }, // Frankston
    { id: 2, address: { lat: -37.9102, long: 145.0007 } }, // Brighton
    { id: 3, address: { lat: -37.9668, long: 145.0541 } }, // Cheltenham
  ];

  it('orders nearest first with distances in km (6371 km earth radius)', () => {
    const brighton = { lat: -37.907, long: 144.999 };
    expect(locationsByDistance(locations, brighton, 'AU')).toEqual([
      { id: 2, distance: '0 km' },
      { id: 3, distance: '8 km' },
      { id: 1, distance: '28 km' },
    ]);
  });

  it('gives miles on a US site', () => {
    const origin = { lat: 42.5917, long: -88.4334 };
    const chicago = { id: 9, address: { lat: 41.8857, long: -87.6229 } };
    expect(locationsByDistance([chicago], origin, 'US')).toEqual([{ id: 9, distance: '64 mi' }]);
  });
});

describe('the postcode rule of the nearest-location search', () => {
  it("takes 4 digits in Australia and New Zealand, with the spec's message", () => {
    for (const region of ['AU', 'NZ'] as const) {
      const rule = postcodeRuleFor(region);
      expect(rule.length).toBe(4);
      expect(rule.message).toBe('Invalid postcode. Please enter a 4-digit number.');
      expect(isValidPostcode('3186', rule)).toBe(true);
      expect(isValidPostcode('318', rule)).toBe(false);
      expect(isValidPostcode('31a6', rule)).toBe(false);
      expect(normalisePostcodeInput('3,1867', rule)).toBe('3186');
    }
  });

  it('takes 5-digit ZIP codes in the US', () => {
    const rule = postcodeRuleFor('US');
    expect(isValidPostcode('53147', rule)).toBe(true);
    expect(isValidPostcode('5314', rule)).toBe(false);
  });
});
