import { describe, expect, it } from 'vitest';
import { makeLocation, openOn } from '../domain/places/fixtures.ts';
import { addressLine, carDirectionsHref, directionsHref, holidayHours, openNowData } from '../../../src/site/location-details.ts';
import { locationJsonLd } from '../../../src/site/location-json-ld.ts';
import { locationImage, mapImageAlt, mapImageSvg } from '../../../src/site/location-map-image.ts';

describe('location details', () => {
  it('writes the address on one line', () => {
    expect(addressLine(makeLocation())).toBe('412 Hampton Street, Brighton VIC 3186');
  });

  it("sends 'Get Directions' to the provider's directions to the location's point, never to its place link", () => {
    const place = makeLocation({ address: { ...makeLocation().address, place_url: 'https://maps.example/place' } });
    expect(directionsHref(place, 'google')).toBe('https://www.google.com/maps/dir/?api=1&destination=-37.9%2C145');
    expect(directionsHref(place, 'openstreetmap')).toBe('https://www.openstreetmap.org/directions?route=%3B-37.9%2C145');
  });

  it("sends a car's 'Get Directions' to its site location's point, else to the feed's address with the default state", () => {
    const site = { region: 'AU' as const, locations: [makeLocation()], maps: { directions: 'apple' as const } };
    const address = { street: '1 Flinders Street', city: 'Townsville', state: '', postcode: '4810' };
    expect(carDirectionsHref({ id: makeLocation().id, address }, site)).toBe('https://maps.apple.com/?daddr=-37.9%2C145');
    expect(carDirectionsHref({ id: -1, address }, site)).toBe('https://maps.apple.com/?daddr=1+Flinders+Street%2C+Townsville+QLD+4810');
    expect(carDirectionsHref({ id: -1, address: { ...address, state: 'VIC' } }, site)).toContain('Townsville+VIC+4810');
  });

  it('reads a location without a state as in the default state, Queensland, for its open-now line', () => {
    const data = openNowData(makeLocation({ address: { ...makeLocation().address, state: ' ' } }), 'AU', '2026-11-24');
    expect(data.timeZone).toBe('Australia/Brisbane');
    // Queensland's Labour Day, the first Monday in May (the country's calendar has none).
    expect(data.holidays).toContainEqual({ date: '2027-05-03', name: 'Labour Day' });
  });

  it("embeds the hours, the state's public holidays and the zone for the open-now line", () => {
    const data = openNowData(makeLocation({ contact_detail: { phone: '1', opening_hours: openOn([1, 2]) } }), 'AU', '2026-11-24');
    expect(data.timeZone).toBe('Australia/Melbourne');
    expect(data.openingHours).toHaveLength(2);
    expect(data.holidays).toContainEqual({ date: '2027-11-02', name: 'Melbourne Cup' });
  });

  it("lists the year's special hours for the holiday modal", () => {
    const location = makeLocation({ special_hours: [{ date: '2026-12-25', status: 'Closed', name: 'Christmas Day' }, { date: '2026-01-01', status: 'Closed' }] });
    const hours = holidayHours(location, 'AU', '2026-11-24');
    expect(hours.title).toBe('Holiday Opening Hours');
    expect(hours.rows.map((row) => [row.dateLabel, row.name, row.hours])).toEqual([['Fri, 25 Dec 2026', 'Christmas Day', 'Closed']]);
  });
});

describe('locationJsonLd', () => {
  const location = makeLocation({
    average_rating: 4.6,
    review_count: 538,
    contact_detail: { phone: '(03) 5550 1100', opening_hours: [...openOn([1]), { weekday: 0, status: 'Closed' }, { weekday: 6, status: 'Open', formated_hours: 'By appointment only' }] },
    special_hours: [{ date: '2026-12-25', status: 'Closed' }, { date: '2026-12-26', status: 'Open', start_hour: '10:00', end_hour: '16:00' }],
  });

  it('describes a sales location as an AutoDealer with address, geo, phone, hours and rating', () => {
    expect(locationJsonLd(location, { siteUrl: 'https://www.example.com', country: 'AU' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'AutoDealer',
      name: 'Brighton Volkswagen',
      url: 'https://www.example.com/contact-us/brighton-volkswagen',
      telephone: '(03) 5550 1100',
      address: { '@type': 'PostalAddress', streetAddress: '412 Hampton Street', addressLocality: 'Brighton', addressRegion: 'VIC', postalCode: '3186', addressCountry: 'AU' },
      geo: { '@type': 'GeoCoordinates', latitude: -37.9, longitude: 145 },
      openingHoursSpecification: [
        { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '08:30', closes: '17:30' },
        { '@type': 'OpeningHoursSpecification', validFrom: '2026-12-25', validThrough: '2026-12-25', opens: '00:00', closes: '00:00' },
        { '@type': 'OpeningHoursSpecification', validFrom: '2026-12-26', validThrough: '2026-12-26', opens: '10:00', closes: '16:00' },
      ],
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.6, reviewCount: 538, bestRating: 5, worstRating: 0 },
    });
  });

  it('makes service sites AutoRepair and leaves the rating out without reviews', () => {
    const service = locationJsonLd(makeLocation({ location_type: 'service-and-parts' }), { siteUrl: 'https://www.example.com', country: 'AU' });
    expect(service['@type']).toBe('AutoRepair');
    expect(service).not.toHaveProperty('aggregateRating');
  });
});

describe('the stand-in map image', () => {
  it('is labelled with the address and escapes it', () => {
    const location = makeLocation({ address: { ...makeLocation().address, street: '1 <Main> & Co' } });
    expect(mapImageAlt(location)).toBe('Map of 1 <Main> & Co, Brighton VIC 3186');
    const svg = mapImageSvg(location);
    expect(svg).toContain('role="img"');
    expect(svg).toContain('aria-label="Map of 1 &#60;Main&#62; &#38; Co, Brighton VIC 3186"');
    expect(svg).not.toContain('<Main>');
    expect(mapImageSvg(location)).toBe(svg);
  });
});

describe("a location's picture", () => {
  const keyed = makeLocation({ address: { ...makeLocation().address, map_key: 'bvw sales/1' } });

  it("is the image service's picture of its map_key when the site names the service", () => {
    expect(locationImage(keyed, 'https://images.example/locations/{map_key}.jpg')).toEqual({
      kind: 'hosted',
      src: 'https://images.example/locations/bvw%20sales%2F1.jpg',
      alt: 'Map of 412 Hampton Street, Brighton VIC 3186',
    });
  });

  it('is the drawing without a service, or for a location without a map_key', () => {
    expect(locationImage(keyed, undefined).kind).toBe('drawn');
    expect(locationImage(makeLocation(), 'https://images.example/locations/{map_key}.jpg').kind).toBe('drawn');
  });
});
