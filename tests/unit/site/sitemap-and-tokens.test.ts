import { describe, expect, it } from 'vitest';
import { sitemapXml } from '../../../src/site/sitemap.ts';
import { fillTokens } from '../../../src/site/content-tokens.ts';
import { themeCss } from '../../../src/site/theme.ts';

describe('sitemap.xml', () => {
  it('lists every built page on the production origin but the 404 page and non-HTML files', () => {
    const xml = sitemapXml('https://dealer.example', ['', 'about-us/', 'pages/warranty/', '404/', 'robots.txt']);
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://dealer.example/',
      'https://dealer.example/about-us',
      'https://dealer.example/pages/warranty',
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('leaves out the pages kept out of search engines (thank-you, reservation confirmed, deal, compare) but lists the checkout pages', () => {
    const xml = sitemapXml('https://dealer.example', ['', 'success/', 'reservation-confirmed/', 'deal/', 'compare/', 'cars/a-car/checkout/']);
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual(['https://dealer.example/', 'https://dealer.example/cars/a-car/checkout']);
  });

  it('lists a page the spec writes with a trailing slash at that path, where it is served', () => {
    const xml = sitemapXml('https://dealer.example', ['book-test-drive/', 'models/order-now/']);
    expect(xml).toContain('<loc>https://dealer.example/book-test-drive/</loc>');
    expect(xml).toContain('<loc>https://dealer.example/models/order-now</loc>');
  });

  it("escapes a URL's ampersands and apostrophes as XML needs", () => {
    expect(sitemapXml('https://dealer.example', ["parts&service/o'brien/"])).toContain('<loc>https://dealer.example/parts&amp;service/o&#39;brien</loc>');
  });
});

describe('content placeholders', () => {
  const tokens = { name: 'Ben & Co <Motors>', sales_phone: '(03) 5550 1100' };

  it('fills each placeholder, escaping HTML in rendered markup', () => {
    expect(fillTokens('<p>Call {{name}} on {{ sales_phone }}</p>', tokens, { html: true })).toBe(
      '<p>Call Ben &amp; Co &lt;Motors&gt; on (03) 5550 1100</p>',
    );
    expect(fillTokens('About {{name}}', tokens, { html: false })).toBe('About Ben & Co <Motors>');
  });

  it('refuses an unknown placeholder rather than showing braces on a live page', () => {
    expect(() => fillTokens('{{nmae}}', tokens, { html: true })).toThrow('Unknown content placeholder {{nmae}}');
  });
});

describe('brand theme', () => {
  it('sets the colours and fonts as CSS custom properties and cannot close the style element', () => {
    const css = themeCss({
      colours: { primary: '#001e50', on_primary: '#ffffff', accent: '#0040c5', on_accent: '#ffffff', link: '#0040c5', surface: '#f3f4f6', text: '#0b1524', muted: '#4b5563' },
      logo: { url: '/l.svg', alt: 'L', width: 1, height: 1 },
      fonts: { heading: 'Arial</style><script>', body: 'Georgia, serif' },
      favicon: '/f.svg',
    });
    expect(css).toContain('--colour-primary:#001e50');
    expect(css).toContain('--font-body:Georgia, serif');
    expect(css).not.toContain('</style>');
  });
});

