import { describe, expect, it } from 'vitest';
import { folderRulePath, headersFileText, headersForPath, parseHeadersFile, servedPath } from '../../../src/config/headers-file.ts';

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

  it("answers a file in a folder of files with that folder's rule, the deepest first, and a page with its own", () => {
    const rules = new Map([
      ['/*', { 'Content-Security-Policy': 'wide' }],
      [folderRulePath('_astro'), { 'Content-Security-Policy': 'file' }],
      [folderRulePath('generated/cars'), { 'Content-Security-Policy': 'car image' }],
      ['/_astro/page', { 'Content-Security-Policy': 'own' }],
    ]);
    expect(headersForPath(rules, '/_astro/client.Fa.js')).toEqual({ 'Content-Security-Policy': 'file' });
    expect(headersForPath(rules, '/generated/cars/a/1.svg')).toEqual({ 'Content-Security-Policy': 'car image' });
    expect(headersForPath(rules, '/generated/logo.svg')).toEqual({ 'Content-Security-Policy': 'wide' });
    expect(headersForPath(rules, '/_astro/page')).toEqual({ 'Content-Security-Policy': 'own' });
    expect(headersForPath(rules, '/no-such-page')).toEqual({ 'Content-Security-Policy': 'wide' });
  });

  it('says which line it cannot read', () => {
    expect(() => parseHeadersFile('  X-Orphan: 1\n')).toThrow('_headers line 1: expected "  Name: value" under a path, got "X-Orphan: 1"');
  });
});
