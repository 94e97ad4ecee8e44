import { describe, expect, it } from 'vitest';
import { Bitset } from '../../../../src/search/embedded/bitset.ts';

const setOf = (size: number, positions: number[]): Bitset => {
  const set = new Bitset(size);
  for (const position of positions) set.add(position);
  return set;
};

const positionsOf = (set: Bitset): number[] => {
  const positions: number[] = [];
  set.forEach((position) => positions.push(position));
  return positions;
};

describe('bitsets of document positions', () => {
  it('visit their positions in ascending order, across word boundaries and the top bit', () => {
    const set = setOf(70, [69, 0, 31, 32, 63, 5]);
    expect(positionsOf(set)).toEqual([0, 5, 31, 32, 63, 69]);
    expect(set.count()).toBe(6);
    expect(set.has(31) && !set.has(30)).toBe(true);
  });

  it('list their positions once, ascending, as a visit gives them', () => {
    const set = setOf(70, [69, 0, 31, 32, 63, 5]);
    expect([...set.positions()]).toEqual([0, 5, 31, 32, 63, 69]);
    expect([...new Bitset(40).positions()]).toEqual([]);
    expect([...Bitset.full(33).positions()]).toEqual(positionsOf(Bitset.full(33)));
  });

  it('a full set holds every position below its size and none above', () => {
    expect(positionsOf(Bitset.full(33))).toEqual(Array.from({ length: 33 }, (_, i) => i));
    expect(Bitset.full(64).count()).toBe(64);
    expect(Bitset.full(0).count()).toBe(0);
  });

  it('combine with and, or and and-not; a clone is independent', () => {
    const a = setOf(40, [1, 2, 35]);
    const b = setOf(40, [2, 3, 35]);
    expect(positionsOf(a.clone().and(b))).toEqual([2, 35]);
    expect(positionsOf(a.clone().or(b))).toEqual([1, 2, 3, 35]);
    expect(positionsOf(a.clone().andNot(b))).toEqual([1]);
    expect(positionsOf(a)).toEqual([1, 2, 35]);
    expect(a.equals(setOf(40, [35, 2, 1]))).toBe(true);
    expect(a.equals(b)).toBe(false);
  });
});
