/** Which format a feed is in: by --format (the command's test), the file's extension, or its text. */
import { describe, expect, it } from 'vitest';
import { detectFeedFormat, withoutBom } from '../../../src/stock/feed-format.ts';

describe('detectFeedFormat', () => {
  it.each([
    ['stock.csv', 'anything', 'csv'],
    ['STOCK.CSV', 'anything', 'csv'],
    ['stock.json', 'anything', 'json'],
    ['Stock.Json', 'anything', 'json'],
    ['export.txt', '  \n[{"id": 1}]', 'json'],
    ['export', '{"cars": []}', 'json'],
    ['export.txt', 'id,slug,name\n1,a,b\n', 'csv'],
    ['export.txt', '"stocknum";"price"\n', null],
    ['export.txt', 'Stock list for November\nU123 Golf $29,990\n', null],
    ['export.txt', '1,2024-vw-golf,2024 Volkswagen Golf\n', null],
  ])('%s holding %j is %s', (file, text, format) => {
    expect(detectFeedFormat(file, text)).toBe(format);
  });

  it('a CSV header is recognised once the byte-order mark is gone', () => {
    expect(withoutBom('\uFEFFid,slug')).toBe('id,slug');
    expect(withoutBom('id,slug')).toBe('id,slug');
  });
});
