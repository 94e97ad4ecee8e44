import { describe, expect, it } from 'vitest';
import { DIRECTIONS_PROVIDERS, directionsUrl } from '../../../../src/domain/places/directions.ts';

const POINT = { lat: -37.9668, long: 145.0541 };

describe("'Get Directions' URLs: to the place, from wherever the shopper is", () => {
  it("Google's Maps URLs: api=1 and the destination, with its place id when there is one, and no origin", () => {
    expect(directionsUrl('google', POINT)).toBe('https://www.google.com/maps/dir/?api=1&destination=-37.9668%2C145.0541');
    expect(directionsUrl('google', { ...POINT, placeId: 'ChIJ-abc_123' })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-37.9668%2C145.0541&destination_place_id=ChIJ-abc_123',
    );
    expect(directionsUrl('google', { ...POINT, placeId: '' })).not.toContain('destination_place_id');
  });

  it("Apple's Map Links: the destination address (daddr), with no start address", () => {
    expect(directionsUrl('apple', POINT)).toBe('https://maps.apple.com/?daddr=-37.9668%2C145.0541');
  });

  it("OpenStreetMap's directions page: the route with an empty start, or the address as the end", () => {
    expect(directionsUrl('openstreetmap', POINT)).toBe('https://www.openstreetmap.org/directions?route=%3B-37.9668%2C145.0541');
    expect(directionsUrl('openstreetmap', { address: '1 Main St, Mackay QLD 4740' })).toBe('https://www.openstreetmap.org/directions?to=1+Main+St%2C+Mackay+QLD+4740');
  });

  it('writes an address destination as text, escaped, for every provider', () => {
    const address = { address: '12 Smith & Sons Rd, Cairns QLD 4870' };
    expect(directionsUrl('google', address)).toBe('https://www.google.com/maps/dir/?api=1&destination=12+Smith+%26+Sons+Rd%2C+Cairns+QLD+4870');
    expect(directionsUrl('apple', address)).toBe('https://maps.apple.com/?daddr=12+Smith+%26+Sons+Rd%2C+Cairns+QLD+4870');
    for (const provider of DIRECTIONS_PROVIDERS) expect(new URL(directionsUrl(provider, address)).protocol).toBe('https:');
  });

  it('offers Google first, the default the config takes', () => {
    expect(DIRECTIONS_PROVIDERS[0]).toBe('google');
  });
});
