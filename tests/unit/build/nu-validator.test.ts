import { describe, expect, it } from 'vitest';
import { formatNuMessage, parseNuReport } from '../../../scripts/lib/nu-validator.ts';

describe("the Nu validator's JSON report", () => {
  it('reads errors, warnings and notes with their file, line and column', () => {
    const report = JSON.stringify({
      messages: [
        { type: 'error', url: 'file:/site/dist/search.html', lastLine: 5, firstColumn: 12, lastColumn: 19, message: 'A “style” element in “body” must be the first child of its parent.' },
        { type: 'info', subType: 'warning', url: 'file:/site/dist/index.html', lastLine: 2, lastColumn: 40, message: 'Consider avoiding viewport values.' },
        { type: 'info', url: 'file:/site/dist/index.html', lastLine: 3, lastColumn: 8, message: 'Trailing slash on void elements has no effect.' },
        { type: 'non-document-error', subType: 'io', url: 'file:/site/dist/gone.html', message: 'File not found.' },
      ],
    });
    const messages = parseNuReport(report);
    expect(messages.map((message) => message.severity)).toEqual(['error', 'warning', 'info', 'error']);
    expect(messages.map(formatNuMessage)).toEqual([
      '/site/dist/search.html:5:12: A “style” element in “body” must be the first child of its parent.',
      '/site/dist/index.html:2:40: Consider avoiding viewport values.',
      '/site/dist/index.html:3:8: Trailing slash on void elements has no effect.',
      '/site/dist/gone.html: File not found.',
    ]);
  });

  it('an empty report has no messages; a report without a message list is refused', () => {
    expect(parseNuReport('{"messages":[]}')).toEqual([]);
    expect(() => parseNuReport('{"errors":[]}')).toThrow('no "messages" list');
  });
});
