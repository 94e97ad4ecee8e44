import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpGeocoder } from '../../../src/browser/geocoding-http.ts';
import { bundledGeocoder } from '../../../src/browser/geocoding-table.ts';

const ROOT = path.join(import.meta.dirname, '..', '..', '..');

describe('the HTTP geocoding adapter, against a local service', () => {
  let server: Server;
  let endpoint = '';
  const requests: IncomingMessage[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      requests.push(request);
      const url = new URL(request.url ?? '/', 'http://localhost');
      const address = url.searchParams.get('address');
      if (address === '5000') {
        response.writeHead(500).end();
        return;
      }
      const results = address === '3186' ? [{ geometry: { location: { lat: -37.907, lng: 144.999 } } }] : [];
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ results, status: results.length ? 'OK' : 'ZERO_RESULTS' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/maps/api/geocode/json`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('GETs the postcode within the region and reads results[0].geometry.location', async () => {
    const geocoder = httpGeocoder({ endpoint, region: 'AU', key: 'demo-key' });
    await expect(geocoder.geocode('3186')).resolves.toEqual({ lat: -37.907, long: 144.999 });
    const last = requests.at(-1);
    expect(last?.method).toBe('GET');
    const query = new URL(last?.url ?? '/', 'http://localhost').searchParams;
    expect(query.get('address')).toBe('3186');
    expect(query.get('components')).toBe('postal_code:3186|country:AU');
    expect(query.get('key')).toBe('demo-key');
  });

  it('answers not_found when the service has no result', async () => {
    await expect(httpGeocoder({ endpoint, region: 'AU' }).geocode('0000')).resolves.toBe('not_found');
  });

  it('rejects when the service answers with an error status', async () => {
    await expect(httpGeocoder({ endpoint, region: 'AU' }).geocode('5000')).rejects.toThrow('500');
  });
});

describe('the bundled demo postcode tables', () => {
  const sites = ['bayside-motor-group', 'brighton-volkswagen', 'harbour-city-renault-skoda', 'lakeside-mazda', 'northern-isuzu-ute'];

  it.each(sites)("hold every postcode of %s's locations, near the location", async (slug) => {
    const config = JSON.parse(readFileSync(path.join(ROOT, 'sites', `${slug}.json`), 'utf8')) as {
      region: 'AU' | 'NZ' | 'US';
      locations: { address: { postcode: string; lat: number; long: number } }[];
    };
    const geocoder = bundledGeocoder(config.region);
    for (const { address } of config.locations) {
      const point = await geocoder.geocode(address.postcode);
      expect(point, address.postcode).not.toBe('not_found');
      if (point === 'not_found') continue;
      expect(Math.abs(point.lat - address.lat)).toBeLessThan(0.1);
      expect(Math.abs(point.long - address.long)).toBeLessThan(0.1);
    }
  });

  it('answers not_found for a postcode outside the table', async () => {
    await expect(bundledGeocoder('AU').geocode('0001')).resolves.toBe('not_found');
  });
});
