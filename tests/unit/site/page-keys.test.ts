import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../../src/lib/deep-freeze.ts';
import { pageKey, stableJson } from '../../../src/site/page-keys.ts';

/** The same value with every object's keys in reverse order. */
function reversed(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(reversed);
  return Object.fromEntries(Object.entries(value).reverse().map(([key, item]) => [key, reversed(item)]));
}

describe('stableJson', () => {
  it('writes JSON that reads back as the value, its keys in sorted order', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = stableJson(value);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
        expect(text).toBe(stableJson(JSON.parse(text)));
      }),
    );
    expect(stableJson({ b: 1, a: { d: 2, c: 3 } })).toBe('{"a":{"c":3,"d":2},"b":1}');
  });

  it('writes the same text whatever order the keys were added in', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(stableJson(reversed(value))).toBe(stableJson(value));
      }),
    );
  });

  it('leaves out what JSON.stringify leaves out, and writes a Date as its ISO text', () => {
    expect(stableJson({ b: undefined, a: [undefined, () => 1], c: new Date(0) })).toBe('{"a":[null,null],"c":"1970-01-01T00:00:00.000Z"}');
  });
});

describe('pageKey', () => {
  it('is the same for the same data built in another order, and differs when a value does', () => {
    expect(pageKey({ car: { price: 1, slug: 'a' } })).toBe(pageKey({ car: { slug: 'a', price: 1 } }));
    expect(pageKey({ car: { price: 1, slug: 'a' } })).not.toBe(pageKey({ car: { price: 2, slug: 'a' } }));
  });
});

describe('stableJson of deeply frozen data', () => {
  it('writes it as it writes the same data unfrozen, however often it is asked', () => {
    const car = { slug: 'a', images: [{ url: '/a.jpg' }], price: 1 };
    const frozen = deepFreeze(structuredClone(car));
    expect(stableJson({ page: frozen })).toBe(stableJson({ page: car }));
    expect(stableJson({ again: frozen })).toBe(stableJson({ again: car }));
  });

  it('does not remember an object frozen only on the outside, whose insides may still change', () => {
    const images = [{ url: '/a.jpg' }];
    const shallow = Object.freeze({ images });
    const before = stableJson(shallow);
    images.push({ url: '/b.jpg' });
    expect(stableJson(shallow)).not.toBe(before);
  });
});
