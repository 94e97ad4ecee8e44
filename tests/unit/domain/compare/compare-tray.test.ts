import { describe, expect, it } from 'vitest';
import {
  COMPARE_MAX,
  COMPARE_MAX_PHONE,
  compareLimit,
  comparedSlugs,
  compareTrayKey,
  parseCompareTray,
  toggleTrayCar,
  type TrayCar,
} from '../../../../src/domain/compare/compare-tray.ts';

const car = (id: number): TrayCar => ({ id, slug: `2024-car-${id}`, name: `2024 Car ${id}` });

describe('the compare tray', () => {
  it('compares four cars, three on a phone', () => {
    expect(compareLimit(false)).toBe(COMPARE_MAX);
    expect(compareLimit(true)).toBe(COMPARE_MAX_PHONE);
    expect([COMPARE_MAX, COMPARE_MAX_PHONE]).toEqual([4, 3]);
  });

  it('adds a car, takes it out on a second press, and refuses a fifth (a fourth on a phone)', () => {
    let tray = toggleTrayCar([], car(1), 4).tray;
    expect(tray).toEqual([car(1)]);
    expect(toggleTrayCar(tray, car(1), 4)).toEqual({ kind: 'removed', tray: [] });
    for (const id of [2, 3]) tray = toggleTrayCar(tray, car(id), 4).tray;
    expect(toggleTrayCar(tray, car(4), 3)).toEqual({ kind: 'full', tray, limit: 3 });
    const four = toggleTrayCar(tray, car(4), 4);
    expect(four.kind).toBe('added');
    expect(toggleTrayCar(four.tray, car(5), 4)).toMatchObject({ kind: 'full', limit: 4 });
    // A full tray still lets a chosen car go.
    expect(toggleTrayCar(four.tray, car(2), 4)).toEqual({ kind: 'removed', tray: [car(1), car(3), car(4)] });
  });

  it('links the cars the screen compares: a phone the first three', () => {
    const tray = [car(1), car(2), car(3), car(4)];
    expect(comparedSlugs(tray, 4)).toEqual(tray.map((each) => each.slug));
    expect(comparedSlugs(tray, 3)).toEqual(tray.slice(0, 3).map((each) => each.slug));
  });

  it('keeps a tray per site', () => {
    expect(compareTrayKey('bayside-motor-group')).toBe('compare:bayside-motor-group');
  });

  it('reads back the good entries of a stored tray and nothing from bad data', () => {
    expect(parseCompareTray(null)).toEqual([]);
    expect(parseCompareTray('not json')).toEqual([]);
    expect(parseCompareTray('{"id":1}')).toEqual([]);
    const stored = JSON.stringify([
      car(1),
      { id: 1, slug: 'a-repeat', name: 'Repeat' },
      { id: -2, slug: 'bad-id', name: 'Bad id' },
      { id: 3, slug: 'Not A Slug', name: 'Bad slug' },
      { id: 4, slug: 'no-name', name: '  ' },
      car(5),
      car(6),
      car(7),
      car(8),
    ]);
    expect(parseCompareTray(stored)).toEqual([car(1), car(5), car(6), car(7)]);
  });
});
