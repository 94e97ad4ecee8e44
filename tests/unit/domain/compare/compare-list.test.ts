import { describe, expect, it } from 'vitest';
import { COMPARE_PATH, compareHref, linkedSlugsOf, parseCompareParam } from '../../../../src/domain/compare/compare-list.ts';
import { COMPARE_MAX } from '../../../../src/domain/compare/compare-tray.ts';
import { ROUTES } from '../../../../src/domain/routes/routes.ts';

const slugs = (value: string | null) => parseCompareParam(value).map((linked) => linked.slug);

describe('parseCompareParam: the cars of a compare link', () => {
  it('keeps the link\'s order and drops repeats and empty pieces', () => {
    expect(slugs('golf-u1,polo-u2,golf-u1,,tiguan-u3,')).toEqual(['golf-u1', 'polo-u2', 'tiguan-u3']);
  });

  it(`stops at ${COMPARE_MAX} cars`, () => {
    expect(slugs('a1,b2,c3,d4,e5,f6')).toEqual(['a1', 'b2', 'c3', 'd4']);
    // Repeats do not count towards the limit.
    expect(slugs('a1,a1,b2,c3,b2,d4,e5')).toEqual(['a1', 'b2', 'c3', 'd4']);
  });

  it('reads a slug as a car\'s page names it: trimmed and in lower case', () => {
    expect(slugs(' Golf-U1 , POLO-u2')).toEqual(['golf-u1', 'polo-u2']);
  });

  it('keeps a piece that cannot be a slug, marked, so the page can say it names no car', () => {
    expect(parseCompareParam('golf-u1,<script>,a--b,-x')).toEqual([
      { slug: 'golf-u1', wellFormed: true },
      { slug: '<script>', wellFormed: false },
      { slug: 'a--b', wellFormed: false },
      { slug: '-x', wellFormed: false },
    ]);
  });

  it('bounds what it keeps of a very long piece', () => {
    const [linked] = parseCompareParam('a'.repeat(5000));
    expect(linked?.slug.length).toBeLessThanOrEqual(200);
  });

  it('finds no cars without the parameter', () => {
    expect(parseCompareParam(null)).toEqual([]);
    expect(parseCompareParam('')).toEqual([]);
    expect(linkedSlugsOf('')).toEqual([]);
    expect(linkedSlugsOf('?other=1')).toEqual([]);
  });
});

describe('the link and its reading agree', () => {
  it('is the compare page with the cars in `cars=`, commas readable', () => {
    expect(COMPARE_PATH).toBe(ROUTES.compare);
    expect(compareHref(['golf-u1', 'polo-u2'])).toBe('/compare?cars=golf-u1,polo-u2');
    expect(compareHref([])).toBe('/compare');
  });

  it('reads back the cars it wrote, a malformed one included', () => {
    const written = ['golf-u1', 'bad slug&x=1', 'polo-u2'];
    const href = compareHref(written);
    expect(linkedSlugsOf(new URL(href, 'https://dealer.example').search).map((linked) => linked.slug)).toEqual(written);
  });
});
