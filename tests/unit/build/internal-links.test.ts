import { describe, expect, it } from 'vitest';
import { anchorHrefs, elementIds, internalLink, pagePathOf } from '../../../scripts/lib/internal-links.ts';

const ORIGIN = 'https://www.dealer.example';

describe('anchorHrefs', () => {
  it('reads the href of every anchor and area, quoted either way or bare, decoding entities', () => {
    const html = `<a class="x" href="/finance?car_id=1&amp;car_type=new#finance-form">F</a>
      <a href='/trade-in'>T</a><A HREF=/contact>C</A><area shape="rect" href="/models">
      <a name="top">no href</a><link href="/styles.css"><a data-href="/no" href="/yes">`;
    expect(anchorHrefs(html)).toEqual(['/finance?car_id=1&car_type=new#finance-form', '/trade-in', '/contact', '/models', '/yes']);
  });
});

describe('internalLink', () => {
  it('keeps the path of links on the site, without the query, and the element the anchor names', () => {
    expect(internalLink('/finance?car_id=1#finance-form', '/cars/golf', ORIGIN)).toEqual({ path: '/finance', fragment: 'finance-form' });
    expect(internalLink(`${ORIGIN}/about-us`, '/', ORIGIN)).toEqual({ path: '/about-us', fragment: null });
    expect(internalLink('checkout', '/cars/golf/', ORIGIN)).toEqual({ path: '/cars/golf/checkout', fragment: null });
  });

  it('leaves out other origins, tel:, mailto:, same-page anchors and API paths', () => {
    for (const href of ['https://www.openstreetmap.org/?mlat=1', 'tel:0355501100', 'mailto:sales@dealer.example', '#top', '', '/api/cars/golf/pdf']) {
      expect(internalLink(href, '/', ORIGIN)).toBeNull();
    }
  });
});

describe('elementIds', () => {
  it('collects every id, quoted either way or bare, and nothing from other attributes', () => {
    expect(elementIds(`<section id="finance-form"><li ID='location-a'><p id=x data-id="no">`)).toEqual(new Set(['finance-form', 'location-a', 'x']));
  });
});

describe('pagePathOf', () => {
  it('maps built files to the paths they are served at', () => {
    expect(pagePathOf('index.html')).toBe('/');
    expect(pagePathOf('about-us.html')).toBe('/about-us');
    expect(pagePathOf('cars/golf.html')).toBe('/cars/golf');
    expect(pagePathOf('search/index.html')).toBe('/search');
  });
});
