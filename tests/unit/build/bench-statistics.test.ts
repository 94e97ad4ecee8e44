import { describe, expect, it } from 'vitest';
import { median, runsOption } from '../../../scripts/lib/bench-statistics.ts';

describe('the page benchmarks summarise runs', () => {
  it('by the middle run, or the mean of the two middle ones', () => {
    expect(median([62, 36, 41])).toBe(41);
    expect(median([10, 40, 20, 30])).toBe(25);
    expect(median([])).toBe(0);
  });

  it('refuse a run count that is not a whole number of at least 1, naming what was given', () => {
    expect(runsOption('9')).toBe(9);
    for (const text of ['0', '-1', '2.5', 'five', '']) expect(() => runsOption(text)).toThrow(`--runs must be a whole number of at least 1, got "${text}"`);
  });
});
