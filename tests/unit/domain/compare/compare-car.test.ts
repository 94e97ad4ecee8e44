import { describe, expect, it } from 'vitest';
import {
  COMPARE_ROW_LABELS,
  COMPARE_STATUS_TEXTS,
  NO_DRIVE_AWAY,
  compareCarFile,
  compareRows,
  readCompareCar,
  rowsShown,
  type CompareCar,
} from '../../../../src/domain/compare/compare-car.ts';
import { compareCarOf } from '../../../../src/domain/compare/compare-record.ts';
import { regionTerm } from '../../../../src/domain/basics/region-terms.ts';
import { carPath } from '../../../../src/domain/routes/routes.ts';
import { makeCar } from '../cars/car-fixture.ts';
import { compareRecord } from '../../compare/compare-fixtures.ts';

/** A Tiguan's record (the shared fixture), with its key features; each test overrides what it reads. */
function compareCar(overrides: Partial<CompareCar> = {}): CompareCar {
  const slug = overrides.slug ?? '2021-volkswagen-tiguan-110tsi-life-u10001';
  return compareRecord(slug, {
    name: '2021 Volkswagen Tiguan 110TSI Life',
    image: { url: '/generated/cars/suv-white-1.svg', alt: 'White 2021 Volkswagen Tiguan, side view' },
    features: ['Apple CarPlay', 'Reversing Camera'],
    ...overrides,
  });
}

const rowKeys = (cars: readonly CompareCar[], region: 'AU' | 'US' = 'AU') => compareRows(cars, region).map((row) => row.key);

describe('compareCarOf: a car as the build writes its record', () => {
  it('has every fact in the site\'s words, its page as its link and its first photo', () => {
    const car = makeCar({ features: ['Apple CarPlay'], images: [{ url: '/a.jpg', alt: 'Front' }, { url: '/b.jpg', alt: 'Back' }] });
    expect(compareCarOf(car, 'AU', { total: 38_431, placeLabel: 'VIC 3186' })).toEqual({
      slug: car.slug,
      name: car.name,
      href: carPath(car.slug),
      image: { url: '/a.jpg', alt: 'Front' },
      price: '$35,990 Drive Away',
      driveAway: 'Est. drive away $38,431 for VIC 3186',
      year: '2021',
      odometer: '45,000 km',
      body: 'SUV',
      fuel: 'Petrol',
      transmission: 'Automatic',
      drive: 'FWD',
      seats: '5',
      colour: 'White',
      location: 'Brighton',
      status: COMPARE_STATUS_TEXTS.inStock,
      sold: false,
      features: ['Apple CarPlay'],
    });
  });

  it('reads a US car in US words and miles, without a photo when it has none', () => {
    const record = compareCarOf(makeCar({ simple_fuel: 'Petrol', colour: 'Grey', km: 12_345, images: [] }), 'US', null);
    expect(record).toMatchObject({ fuel: 'Gas', colour: 'Gray', image: null, driveAway: null });
    expect(record.odometer).toMatch(/mi$/);
  });

  it.each([
    [{ sold: true }, COMPARE_STATUS_TEXTS.sold, true],
    [{ reserved: true }, COMPARE_STATUS_TEXTS.reserved, false],
    [{ status: 'coming_soon' as const }, COMPARE_STATUS_TEXTS.comingSoon, false],
    [{}, COMPARE_STATUS_TEXTS.inStock, false],
  ])('says the status of %o: %s', (overrides, status, sold) => {
    const record = compareCarOf(makeCar(overrides), 'AU', null);
    expect(record.status).toBe(status);
    expect(record.sold).toBe(sold);
  });

  it('writes a record its reader takes back unchanged', () => {
    const record = compareCarOf(makeCar({ features: ['Heated Seats'] }), 'AU', { total: 40_000, placeLabel: 'VIC 3186' });
    expect(readCompareCar(JSON.parse(JSON.stringify(record)))).toEqual(record);
  });
});

describe('readCompareCar: the one reader of a record', () => {
  it('takes a record of the right shape', () => {
    const car = compareCar({ driveAway: 'Est. drive away $38,431 for VIC 3186', image: null });
    expect(readCompareCar(car)).toEqual(car);
  });

  it.each([
    ['nothing', null],
    ['a text', 'car'],
    ['a list', []],
    ['a missing name', { ...compareCar(), name: undefined }],
    ['a number for a text', { ...compareCar(), year: 2021 }],
    ['a missing drive-away', { ...compareCar(), driveAway: undefined }],
    ['a number for the drive-away', { ...compareCar(), driveAway: 38_431 }],
    ['a text for sold', { ...compareCar(), sold: 'no' }],
    ['features that are not texts', { ...compareCar(), features: ['Sunroof', 3] }],
    ['features that are not a list', { ...compareCar(), features: 'Sunroof' }],
    ['a missing photo', { ...compareCar(), image: undefined }],
    ['a photo without its description', { ...compareCar(), image: { url: '/a.jpg' } }],
    ['a photo that is a text', { ...compareCar(), image: '/a.jpg' }],
  ])('refuses %s', (_what, value) => {
    expect(readCompareCar(value)).toBeUndefined();
  });

  it.each([
    ['another site', 'https://elsewhere.example/cars/2021-volkswagen-tiguan-110tsi-life-u10001'],
    ['a script', 'javascript:alert(1)'],
    ['another car\'s page', carPath('another-car')],
    ['a protocol-relative address', '//elsewhere.example/cars/x'],
  ])('refuses a link to %s: a record only ever links its own car page', (_what, href) => {
    expect(readCompareCar({ ...compareCar(), href })).toBeUndefined();
  });

  it.each([['javascript:alert(1)'], ['data:image/svg+xml,<svg/>'], ['//elsewhere.example/a.jpg'], ['']])('refuses the photo %s', (url) => {
    expect(readCompareCar({ ...compareCar(), image: { url, alt: 'A car' } })).toBeUndefined();
  });

  it('takes a photo on the site or at an http(s) address', () => {
    for (const url of ['/generated/cars/a.svg', 'https://cdn.example/a.jpg']) expect(readCompareCar({ ...compareCar(), image: { url, alt: 'A car' } })?.image?.url).toBe(url);
  });
});

describe('compareCarFile', () => {
  it('is the build\'s file of the car, its slug encoded', () => {
    expect(compareCarFile('2021-volkswagen-tiguan-u1')).toBe('/compare/2021-volkswagen-tiguan-u1.json');
    expect(compareCarFile('a/../b')).toBe('/compare/a%2F..%2Fb.json');
  });
});

describe('compareRows', () => {
  const golf = compareCar({ slug: 'golf', name: 'Golf', href: carPath('golf'), price: '$30,990 Drive Away', body: 'Hatch', features: ['Apple CarPlay', 'Reversing Camera'] });
  const polo = compareCar({ slug: 'polo', name: 'Polo', href: carPath('polo'), price: '$24,990 Drive Away', body: 'Hatch', features: ['Reversing Camera', 'Apple CarPlay'] });

  it('lines the facts up in the page\'s order, each car\'s value in the cars\' order', () => {
    const rows = compareRows([golf, polo], 'AU');
    expect(rows.map((row) => row.label)).toEqual(['Price', 'Year', 'Odometer', 'Body', 'Fuel Type', 'Transmission', 'Drive', 'Seats', 'Colour', 'Location', 'Status', 'Key features']);
    expect(rows[0]?.values).toEqual(['$30,990 Drive Away', '$24,990 Drive Away']);
  });

  it('leaves the drive-away row out when no car has an estimate, and keeps it after the price when one has', () => {
    expect(rowKeys([golf, polo])).not.toContain('driveAway');
    const estimated = { ...polo, driveAway: 'Est. drive away $27,100 for VIC 3186' };
    const rows = compareRows([golf, estimated], 'AU');
    expect(rows.map((row) => row.key).slice(0, 2)).toEqual(['price', 'driveAway']);
    expect(rows[1]).toMatchObject({ label: 'Est. drive away', values: [NO_DRIVE_AWAY, estimated.driveAway], differs: true });
  });

  it('says which rows differ, comparing the key features as sets', () => {
    const differing = compareRows([golf, polo], 'AU').filter((row) => row.differs).map((row) => row.key);
    expect(differing).toEqual(['price']);
    const moreFeatures = { ...polo, features: ['Reversing Camera', 'Apple CarPlay', 'Sunroof'] };
    expect(compareRows([golf, moreFeatures], 'AU').find((row) => row.key === 'features')?.differs).toBe(true);
  });

  it('does not let a feature listed twice make two cars differ, nor hide a missing one', () => {
    const twice = { ...polo, features: ['Apple CarPlay', 'Apple CarPlay', 'Reversing Camera'] };
    expect(compareRows([golf, twice], 'AU').find((row) => row.key === 'features')?.differs).toBe(false);
    const lacking = { ...polo, features: ['Apple CarPlay', 'Apple CarPlay'] };
    expect(compareRows([golf, lacking], 'AU').find((row) => row.key === 'features')?.differs).toBe(true);
  });

  it('labels the rows in the region\'s words', () => {
    const labels = compareRows([golf], 'US').map((row) => row.label);
    expect(labels).toContain('Color');
    expect(labels).not.toContain('Colour');
  });

  it('finds no difference with one car, and has rows but no values with none', () => {
    expect(compareRows([golf], 'AU').some((row) => row.differs)).toBe(false);
    expect(compareRows([], 'AU').every((row) => row.values.length === 0 && !row.differs)).toBe(true);
  });
});

describe('rowsShown: "Show only differences"', () => {
  const a = compareCar({ slug: 'a', href: carPath('a'), price: '$1' });
  const b = compareCar({ slug: 'b', href: carPath('b'), price: '$2' });

  it('keeps only the rows where the cars differ when on, every row when off', () => {
    const rows = compareRows([a, b], 'AU');
    expect(rowsShown(rows, true, 2).map((row) => row.key)).toEqual(['price']);
    expect(rowsShown(rows, false, 2)).toEqual(rows);
  });

  it('keeps every row with fewer than two cars: one car differs from nothing', () => {
    const rows = compareRows([a], 'AU');
    expect(rowsShown(rows, true, 1)).toEqual(rows);
  });

  it('keeps no row when the cars are the same in every one', () => {
    expect(rowsShown(compareRows([a, { ...a, slug: 'c', href: carPath('c') }], 'AU'), true, 2)).toEqual([]);
  });
});

describe('the plain cards\' labels', () => {
  it('read the same in every region, so the cards need not know the site\'s', () => {
    for (const key of ['year', 'odometer', 'status'] as const) expect(regionTerm(COMPARE_ROW_LABELS[key], 'US')).toBe(COMPARE_ROW_LABELS[key]);
  });
});
