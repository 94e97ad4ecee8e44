import { describe, expect, it } from 'vitest';
import { COMPARE_TEXTS, compareTextFor, phoneLimitText, tableCaptionText, trayCompareText, trayFullText } from '../../../../src/domain/compare/compare-texts.ts';

describe('the words of comparing cars', () => {
  it('fill in the count, the limit and the car', () => {
    expect(trayCompareText(3)).toBe('Compare 3 cars');
    expect(trayFullText(3)).toBe('You can compare up to 3 cars on this screen. Remove one to add another.');
    expect(phoneLimitText(3)).toBe('A phone shows up to 3 cars side by side.');
    expect(compareTextFor(COMPARE_TEXTS.removeFromPage, '2021 Volkswagen Golf')).toBe('Remove 2021 Volkswagen Golf');
    expect(compareTextFor(COMPARE_TEXTS.removed, '2021 Volkswagen Golf')).toBe('2021 Volkswagen Golf removed from the comparison.');
  });

  it('caption the table with how many cars, and whether only their differences show', () => {
    expect(tableCaptionText(3, false)).toBe('Comparing 3 cars');
    expect(tableCaptionText(2, true)).toBe('Comparing 2 cars: only the rows where they differ');
  });

  it('leave a placeholder they were given no value for as it is', () => {
    expect(compareTextFor('{car} and {other}', 'Golf')).toBe('Golf and {other}');
  });
});
