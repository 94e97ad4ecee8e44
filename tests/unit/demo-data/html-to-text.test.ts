import { describe, expect, it } from 'vitest';
import { htmlToText } from '../../../src/demo-data/util.ts';

describe('htmlToText', () => {
  it('keeps list items apart as sentences', () => {
    expect(htmlToText('<p>Drive away today.</p><ul><li>Factory warranty</li><li>First service free</li></ul>')).toBe(
      'Drive away today. Factory warranty. First service free.',
    );
  });

  it('adds no second full stop to an item that has one, and decodes entities', () => {
    expect(htmlToText('<ul><li>Trade-ins welcome.</li><li>Fish &amp; chips</li></ul>')).toBe('Trade-ins welcome. Fish & chips.');
  });
});
