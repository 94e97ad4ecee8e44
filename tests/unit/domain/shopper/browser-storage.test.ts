import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parseFavourites,
  parseSavedEnquiryCar,
  parseSearchHistory,
  parseSuccessCategory,
  storageKeys,
  toggleFavourite,
} from '../../../../src/domain/shopper/browser-storage.ts';
import type { SavedEnquiryCar } from '../../../../src/domain/shopper/browser-storage.ts';
import { parseStoredJson } from '../../../../src/domain/basics/stored-json.ts';

const savedCar: SavedEnquiryCar = {
  id: 4021,
  slug: '2021-volkswagen-tiguan-u1234',
  name: '2021 Volkswagen Tiguan 110TSI Life',
  make: 'Volkswagen',
  make_slug: 'volkswagen',
  model: 'Tiguan',
  car_type: 'used',
  status: 'in_stock',
  stocknum: 'U1234',
  dealership_id: 7,
  dealership_slug: 'brighton-volkswagen',
  primary_image_url: '/cars/u1234/1.jpg',
};

describe('browser storage keys', () => {
  it('favourites and the saved enquiry car are kept per site', () => {
    const brighton = storageKeys('brighton-volkswagen');
    const frankston = storageKeys('frankston-kia');
    expect(brighton.favourites).toBe('favourites:brighton-volkswagen');
    expect(brighton.enquiryCar).toBe('enquiry_car:brighton-volkswagen');
    expect(frankston.favourites).not.toBe(brighton.favourites);
    expect(frankston.enquiryCar).not.toBe(brighton.enquiryCar);
  });

  it('the success marker and the search history have one key each', () => {
    const { successCategory, searchHistory } = storageKeys('brighton-volkswagen');
    expect({ successCategory, searchHistory }).toEqual({
      successCategory: 'success_category',
      searchHistory: 'search_history',
    });
    const keys = Object.values(storageKeys('x'));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('favourites', () => {
  it('adding a favourite fires an analytics event with event id 39', () => {
    expect(toggleFavourite([12], 4021)).toEqual({ kind: 'added', favourites: [12, 4021], event: { eventId: 39, carId: 4021 } });
  });

  it('favourites toggle off without an event', () => {
    expect(toggleFavourite([12, 4021], 4021)).toEqual({ kind: 'removed', favourites: [12] });
  });

  it('toggling a favourite twice gives the favourites back', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat()), fc.nat(), (favourites, carId) => {
        const once = toggleFavourite(favourites, carId);
        expect(toggleFavourite(once.favourites, carId).favourites.toSorted()).toEqual(favourites.toSorted());
      }),
    );
  });

  it.each([
    [null, []],
    ['', []],
    ['not json', []],
    ['{"a":1}', []],
    ['[1, "2", 3.5, 3, 1]', [1, 3]],
    ['[4021]', [4021]],
  ])('stored favourites %j read as %j', (raw, favourites) => {
    expect(parseFavourites(raw)).toEqual(favourites);
  });
});

describe('reading stored data never throws', () => {
  it('bad data gives the typed default', () => {
    expect(parseStoredJson('{', () => 1, 0)).toBe(0);
    expect(parseStoredJson(undefined, () => 1, 0)).toBe(0);
    expect(parseStoredJson('2', (value) => (typeof value === 'number' ? value : undefined), 0)).toBe(2);
    expect(parseStoredJson('"x"', (value) => (typeof value === 'number' ? value : undefined), 0)).toBe(0);
  });

  it('any stored string reads without throwing', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
        expect(() => {
          parseFavourites(raw);
          parseSavedEnquiryCar(raw);
          parseSuccessCategory(raw);
          parseSearchHistory(raw);
        }).not.toThrow();
      }),
    );
  });
});

describe('saved enquiry car', () => {
  it('a saved enquiry car reads back as it was saved', () => {
    expect(parseSavedEnquiryCar(JSON.stringify({ ...savedCar, extra: 'ignored' }))).toEqual(savedCar);
  });

  it.each([
    ['id', '4021'],
    ['car_type', 'vintage'],
    ['status', 'reserved'],
    ['dealership_id', null],
    ['name', 3],
  ])('a saved enquiry car with a bad %s reads as none', (field, value) => {
    expect(parseSavedEnquiryCar(JSON.stringify({ ...savedCar, [field]: value }))).toBeNull();
  });

  it('no saved enquiry car, or one that is not an object, reads as none', () => {
    expect(parseSavedEnquiryCar(null)).toBeNull();
    expect(parseSavedEnquiryCar('[]')).toBeNull();
  });
});

describe('success-category marker', () => {
  it('a success-category marker stored after a form success reads back', () => {
    expect(parseSuccessCategory(JSON.stringify('Service Booking'))).toBe('Service Booking');
  });

  it.each([[null], ['""'], ['"  "'], ['3'], ['{']])('a bad marker %j reads as none', (raw) => {
    expect(parseSuccessCategory(raw)).toBeNull();
  });
});

describe('search history', () => {
  const entry = (path: string) => ({ path, refinements: { make: ['Volkswagen'], price: { min: 10000, max: 30000 } } });

  it('search history entries hold refinements plus path', () => {
    expect(parseSearchHistory(JSON.stringify([entry('/search/used-cars')]))).toEqual([entry('/search/used-cars')]);
  });

  it('the stored search history keeps at most 5 entries, the newest', () => {
    const stored = ['/a', '/b', '/c', '/d', '/e', '/f', '/g'].map(entry);
    expect(parseSearchHistory(JSON.stringify(stored)).map((kept) => kept.path)).toEqual(['/a', '/b', '/c', '/d', '/e']);
  });

  it('bad entries and bad refinements are dropped', () => {
    const stored = [
      entry('/ok'),
      { path: 'no-slash', refinements: { make: ['Kia'] } },
      { path: '/no-refinements' },
      { path: '/only-bad', refinements: { colour_typo: ['Red'], make: [], price: {}, km: 'lots' } },
      { path: '/mixed', refinements: { make: ['Kia', 3], km: { max: 50000, min: 'x' }, year: { min: 2020 }, query: 'x' } },
      'junk',
    ];
    expect(parseSearchHistory(JSON.stringify(stored))).toEqual([
      entry('/ok'),
      { path: '/mixed', refinements: { make: ['Kia'], km: { max: 50000 }, year: { min: 2020 } } },
    ]);
  });

  it('no search history, or not a list, reads as empty', () => {
    expect(parseSearchHistory(null)).toEqual([]);
    expect(parseSearchHistory('{"path":"/"}')).toEqual([]);
  });
});
