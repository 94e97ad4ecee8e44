import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchCarAvailability, fetchCarsAvailability, parseCarAvailability, vehicleAvailabilityChange } from '../../../src/scripts/car-availability.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reading an availability answer', () => {
  it('reads every state', () => {
    for (const state of ['available', 'reserved', 'sold', 'unavailable'] as const) {
      expect(parseCarAvailability({ slug: 'golf', state, reservable: state === 'available' })).toEqual({ slug: 'golf', state, reservable: state === 'available' });
    }
  });

  it.each([
    ['null', null],
    ['an unknown state', { slug: 'golf', state: 'held', reservable: false }],
    ['reservable as text', { slug: 'golf', state: 'available', reservable: 'true' }],
    ['no slug', { state: 'available', reservable: true }],
  ])('refuses %s', (_case, data) => {
    expect(parseCarAvailability(data)).toBeNull();
  });
});

describe('what the vehicle page changes', () => {
  it.each([
    ['no answer: the page stays as built', null, { kind: 'none' }],
    ['a reservable car: nothing', { slug: 'g', state: 'available', reservable: true }, { kind: 'none' }],
    ['a held car: the offer goes and Reserved shows', { slug: 'g', state: 'reserved', reservable: false }, { kind: 'withdraw', showReservedTag: true }],
    ['a sold car: the offer goes', { slug: 'g', state: 'sold', reservable: false }, { kind: 'withdraw', showReservedTag: false }],
    ['an unavailable car: the page stays as built', { slug: 'g', state: 'unavailable', reservable: false }, { kind: 'none' }],
  ] as const)('%s', (_case, availability, change) => {
    expect(vehicleAvailabilityChange(availability)).toEqual(change);
  });
});

describe('asking the API', () => {
  it('gives the answer of a 200', async () => {
    const fetch = vi.fn(() => Promise.resolve(Response.json({ slug: 'golf', state: 'reserved', reservable: false })));
    vi.stubGlobal('fetch', fetch);
    expect(await fetchCarAvailability('/api/cars/golf/availability')).toEqual({ slug: 'golf', state: 'reserved', reservable: false });
    expect(fetch).toHaveBeenCalledWith('/api/cars/golf/availability', { headers: { Accept: 'application/json' } });
  });

  it.each([
    ['a 404', () => Promise.resolve(Response.json({ error: 'Not found' }, { status: 404 }))],
    ['a page that is not JSON', () => Promise.resolve(new Response('<html>', { status: 200 }))],
    ['no network', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('gives null for %s', async (_case, answer) => {
    vi.stubGlobal('fetch', vi.fn(answer));
    expect(await fetchCarAvailability('/api/cars/golf/availability')).toBeNull();
  });
});

describe('asking the API about several cars at once', () => {
  it('gives the answers of a 200 by slug, from one call', async () => {
    const cars = [
      { slug: 'golf', state: 'reserved', reservable: false },
      { slug: 'polo', state: 'available', reservable: true },
    ];
    const fetch = vi.fn(() => Promise.resolve(Response.json({ cars })));
    vi.stubGlobal('fetch', fetch);
    expect(await fetchCarsAvailability(['golf', 'polo', 'gone'])).toEqual(new Map([['golf', cars[0]], ['polo', cars[1]]]));
    expect(fetch).toHaveBeenCalledWith('/api/cars/availability?slugs=golf%2Cpolo%2Cgone', { headers: { Accept: 'application/json' } });
  });

  it.each([
    ['a 503', () => Promise.resolve(Response.json({ error: 'Try later' }, { status: 503 }))],
    ['an answer of another shape', () => Promise.resolve(Response.json({ cars: [{ slug: 'golf', state: 'held' }] }))],
    ['no list', () => Promise.resolve(Response.json({ slug: 'golf' }))],
    ['no network', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('gives null for %s', async (_case, answer) => {
    vi.stubGlobal('fetch', vi.fn(answer));
    expect(await fetchCarsAvailability(['golf'])).toBeNull();
  });
});
