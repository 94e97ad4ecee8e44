import { describe, expect, it } from 'vitest';
import { headersFileText, headersForPath, parseHeadersFile, servedPath } from '../../../src/config/headers-file.ts';

describe('the _headers file', () => {
  it.each([
    ['index.html', '/'],
    ['about-us.html', '/about-us'],
    ['cars/golf/checkout.html', '/cars/golf/checkout'],
    ['book-test-drive/index.html', '/book-test-drive/'],
  ])('a page built as %s is served at %s', (file, urlPath) => {
    expect(servedPath(file)).toBe(urlPath);
  });

  it('reads back what it writes, and answers a path without a rule with the /* rule', () => {
    const rules = new Map([
      ['/*', { 'Content-Security-Policy': "default-src 'none'; img-src 'self' data:" }],
      ['/about-us', { 'Content-Security-Policy': "default-src 'none'" }],
    ]);
    const read = parseHeadersFile(headersFileText(rules));
    expect(read).toEqual(rules);
    expect(headersForPath(read, '/about-us')).toEqual({ 'Content-Security-Policy': "default-src 'none'" });
    expect(headersForPath(read, '/_astro/a.js')).toEqual(rules.get('/*'));
  });

  it('says which line it cannot read', () => {
    expect(() => parseHeadersFile('  X-Orphan: 1\n')).toThrow('_headers line 1: expected "  Name: value" under a path, got "X-Orphan: 1"');
  });
});
