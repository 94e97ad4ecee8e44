import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ELLIPSIS,
  collapseText,
  modelFeatureText,
  offerDescriptionText,
  offerDisclaimerText,
  truncateText,
} from '../../../../src/domain/content/collapsible-text.ts';
import { MODEL_FEATURE_TEXT_LIMIT, OFFER_COLLAPSE_THRESHOLD, OFFER_DESCRIPTION_CUT, OFFER_DISCLAIMER_CUT } from '../../../../src/domain/basics/constants.ts';

/** `count` characters of words: "aaaa bbbb cccc ..." (four letters and a space), cut to length. */
const words = (count: number): string => 'abcdefghijklmnopqrstuvwxyz'.repeat(40).replace(/(.{4})/g, '$1 ').slice(0, count);
const x = (count: number): string => 'x'.repeat(count);
const length = (text: string): number => Array.from(text).length;

describe('offer text collapses at 200 characters, with a cut of 160 for the description and 200 for the disclaimer', () => {
  it('the spec\'s numbers', () => {
    expect([OFFER_COLLAPSE_THRESHOLD, OFFER_DESCRIPTION_CUT, OFFER_DISCLAIMER_CUT, MODEL_FEATURE_TEXT_LIMIT]).toEqual([200, 160, 200, 600]);
  });

  it('a description of exactly 200 characters shows whole, with no toggle', () => {
    const text = x(200);
    expect(offerDescriptionText({ sanitized_description: text })).toEqual({ kind: 'full', text });
  });

  it('a description of 201 characters collapses to 160 with View more / View less', () => {
    const text = x(201);
    expect(offerDescriptionText({ sanitized_description: text })).toEqual({
      kind: 'collapsible',
      short: `${x(160)}…`,
      full: text,
      moreLabel: 'View more',
      lessLabel: 'View less',
    });
  });

  it('a disclaimer of exactly 200 characters shows whole', () => {
    expect(offerDisclaimerText({ disclaimer: x(200) })).toEqual({ kind: 'full', text: x(200) });
  });

  it('a disclaimer of 201 characters collapses to 200 with View full disclaimer / less disclaimer', () => {
    const text = x(201);
    expect(offerDisclaimerText({ disclaimer: text })).toEqual({
      kind: 'collapsible',
      short: `${x(200)}…`,
      full: text,
      moreLabel: 'View full disclaimer',
      lessLabel: 'less disclaimer',
    });
  });

  it('characters are counted in code points: 200 emoji do not collapse', () => {
    const text = '🚗'.repeat(200);
    expect(collapseText(text, { threshold: 200, cut: 160, moreLabel: 'more', lessLabel: 'less' }).kind).toBe('full');
  });
});

describe('cutting text', () => {
  it('a text no longer than the limit is unchanged', () => {
    expect(truncateText(x(160), 160)).toBe(x(160));
    expect(truncateText('', 160)).toBe('');
  });

  it('the cut falls at the last word boundary before the limit, with an ellipsis', () => {
    // "abcd efgh ijkl" cut at 12 falls inside "ijkl": back up to the space after "efgh".
    expect(truncateText('abcd efgh ijkl', 12)).toBe('abcd efgh…');
  });

  it('a cut that lands just before a space keeps the whole last word', () => {
    expect(truncateText('abcd efgh ijkl', 9)).toBe('abcd efgh…');
  });

  it('a cut right after a space drops the space', () => {
    expect(truncateText('abcd efgh ijkl', 10)).toBe('abcd efgh…');
  });

  it('one very long word is cut exactly at the limit', () => {
    expect(truncateText(`ab ${x(20)}`, 10)).toBe(`ab ${x(7)}…`);
  });

  it('a word boundary in the first half of the allowance is not used', () => {
    // The last space is at index 3 of a 10-character allowance: backing up would drop more than half.
    expect(truncateText(`abc ${x(20)}`, 10)).toBe(`abc ${x(6)}…`);
    // At index 5 it is used.
    expect(truncateText(`abcde ${x(20)}`, 10)).toBe('abcde…');
  });

  it('a description over 200 characters is cut at a word boundary within 160', () => {
    // The 160th character falls inside "abcdefghij" (characters 157 to 166): the cut backs up to the space before it.
    const result = offerDescriptionText({ sanitized_description: `${x(155)} abcdefghij ${x(100)}` });
    expect(result.kind === 'collapsible' && result.short).toBe(`${x(155)}…`);
  });

  it('a text of words keeps whole words only', () => {
    const cut = truncateText(words(300), 160);
    expect(cut.slice(0, -1)).toBe(words(159));
    expect(words(300).startsWith(cut.slice(0, -1))).toBe(true);
  });

  it('never splits a surrogate pair', () => {
    expect(truncateText('🚗'.repeat(20), 10)).toBe(`${'🚗'.repeat(10)}…`);
  });

  it('a cut text keeps at most the limit in characters, plus the ellipsis, is a prefix of the text and splits no surrogate pair', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), fc.integer({ min: 1, max: 60 }), (text, limit) => {
        const cut = truncateText(text, limit);
        if (length(text) <= limit) return cut === text;
        const kept = cut.slice(0, -ELLIPSIS.length);
        return cut.endsWith(ELLIPSIS) && length(kept) <= limit && text.startsWith(kept) && kept.isWellFormed();
      }),
    );
  });
});

describe('model feature text is cut at 600 characters', () => {
  it('600 characters show whole', () => {
    expect(modelFeatureText(x(600))).toBe(x(600));
  });

  it('601 characters are cut to 600 with an ellipsis', () => {
    expect(modelFeatureText(x(601))).toBe(`${x(600)}…`);
  });
});
