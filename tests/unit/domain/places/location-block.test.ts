import { describe, expect, it } from 'vitest';
import {
  LOCATION_MAP_FILTERS,
  type Location,
  type LocationSelection,
  locationOffering,
  locationsForMapFilter,
  primaryLocation,
  selectLocations,
} from '../../../../src/domain/places/location.ts';
import { makeLocation } from './fixtures.ts';

const showroom = makeLocation({ id: 1, slug: 'showroom', location_type: 'sales', primary: true, manufacturers: ['volkswagen'] });
const usedCars = makeLocation({ id: 2, slug: 'used-cars', location_type: '', location_subtype: 'buying', manufacturers: ['volkswagen', 'skoda'] });
const workshop = makeLocation({ id: 3, slug: 'workshop', location_type: 'service', manufacturers: ['skoda'] });
const partsCounter = makeLocation({ id: 4, slug: 'parts-counter', location_type: 'parts' });
const aftersales = makeLocation({ id: 5, slug: 'aftersales', location_type: 'service-and-parts', primary: true });
const hidden = makeLocation({ id: 6, slug: 'hidden', location_type: 'sales', primary: true, visible: false });
const locations: Location[] = [showroom, usedCars, workshop, partsCounter, aftersales, hidden];

const ids = (list: readonly Location[]) => list.map((location) => location.id);

describe('location block: which locations it shows', () => {
  it.each<[string, LocationSelection, number[]]>([
    ['all locations', { kind: 'all' }, [1, 2, 3, 4, 5]],
    ['primary locations', { kind: 'primary' }, [1, 5]],
    ['sales locations, an empty type meaning sales', { kind: 'sales' }, [1, 2]],
    ['service locations, a service-and-parts site included', { kind: 'service' }, [3, 5]],
    ['parts locations, a service-and-parts site included', { kind: 'parts' }, [4, 5]],
    ['service-and-parts locations', { kind: 'service-and-parts' }, [5]],
    ['one location by id', { kind: 'id', id: 3 }, [3]],
  ])('it can show %s', (_name, selection, expected) => {
    expect(ids(selectLocations(locations, selection))).toEqual(expected);
  });

  it('an empty location type means sales', () => {
    expect(locationOffering(usedCars)).toBe('sales');
    expect(locationOffering(workshop)).toBe('service');
  });

  it('a location that is not visible is never shown, not even by id', () => {
    expect(ids(selectLocations(locations, { kind: 'id', id: 6 }))).toEqual([]);
    expect(ids(selectLocations([hidden], { kind: 'all' }))).toEqual([]);
  });

  it('it can be filtered by manufacturer', () => {
    expect(ids(selectLocations(locations, { kind: 'all' }, { manufacturer: 'skoda' }))).toEqual([2, 3]);
  });

  it('it can be filtered by subtype', () => {
    expect(ids(selectLocations(locations, { kind: 'sales' }, { subtype: 'buying' }))).toEqual([2]);
  });

  it('it can be filtered by excluded ids', () => {
    expect(ids(selectLocations(locations, { kind: 'all' }, { excludedIds: [2, 4] }))).toEqual([1, 3, 5]);
  });

  it('filters combine with each other and with the selection', () => {
    expect(ids(selectLocations(locations, { kind: 'sales' }, { manufacturer: 'volkswagen', excludedIds: [1] }))).toEqual([2]);
  });

  it.each<[string, LocationSelection, Parameters<typeof selectLocations>[2]]>([
    ['an unknown id', { kind: 'id', id: 99 }, {}],
    ['a make no location lists', { kind: 'all' }, { manufacturer: 'ford' }],
    ['every match excluded', { kind: 'primary' }, { excludedIds: [1, 5] }],
  ])('locations with nothing to show render nothing: %s gives an empty list', (_name, selection, filters) => {
    expect(selectLocations(locations, selection, filters)).toEqual([]);
  });
});

describe('locations map filters', () => {
  it('the map has the filters all, service-only and parts', () => {
    expect(LOCATION_MAP_FILTERS).toEqual(['all', 'service-only', 'parts']);
  });

  it.each([
    ['all', [1, 2, 3, 4, 5]],
    ['service-only', [3, 5]],
    ['parts', [4, 5]],
  ] as const)('the %s filter shows its visible locations', (filter, expected) => {
    expect(ids(locationsForMapFilter(locations, filter))).toEqual(expected);
  });
});

describe('the primary location: the first one marked primary, else the first one', () => {
  it.each<[string, Location[], number | undefined]>([
    ['the primary location, wherever it is in the list', [usedCars, workshop, showroom], 1],
    ['the first of several primary locations', [usedCars, aftersales, showroom], 5],
    ['the first location when none is primary', [workshop, usedCars, partsCounter], 3],
    ['a primary location even when it is not visible', [usedCars, hidden], 6],
    ['nothing for no locations', [], undefined],
  ])('%s', (_rule, list, expected) => {
    expect(primaryLocation(list)?.id).toBe(expected);
  });
});
