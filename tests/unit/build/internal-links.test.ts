import { describe, expect, it } from 'vitest';
import { cssUrls, elementIds, internalLink, isApiPath, pagePathOf, pageReferences, srcsetUrls } from '../../../scripts/lib/internal-links.ts';

const ORIGIN = 'https://www.dealer.example';

const links = (html: string) => pageReferences(html).filter((reference) => reference.kind === 'link').map((reference) => reference.url);
const assets = (html: string) => pageReferences(html).filter((reference) => reference.kind === 'asset').map((reference) => reference.url);

describe('pageReferences', () => {
  it('reads the href of every anchor and area, quoted either way or bare, decoding entities', () => {
    const html = `<a class="x" href="/finance?car_id=1&amp;car_type=new#finance-form">F</a>
      <a href='/trade-in'>T</a><A HREF=/contact>C</A><area shape="rect" href="/models">
      <a name="top">no href</a><a data-href="/no" href="/yes"><a title="a > b" href="/after-quoted-gt">`;
    expect(links(html)).toEqual(['/finance?car_id=1&car_type=new#finance-form', '/trade-in', '/contact', '/models', '/yes', '/after-quoted-gt']);
  });

  it("reads forms' destinations with their method, and buttons' formaction only with a formmethod", () => {
    const html = `<form method="POST" action="/api/leads"></form><form action="/search/new-cars"></form><form method="post"></form>
      <form action=""></form><button formaction="/api/forms" formmethod="post"></button><button formaction="/elsewhere"></button>`;
    expect(pageReferences(html)).toEqual([
      { kind: 'form', url: '/api/leads', method: 'post' },
      { kind: 'form', url: '/search/new-cars', method: 'get' },
      { kind: 'form', url: '/api/forms', method: 'post' },
    ]);
  });

  it('reads the files a page loads: style sheets, icons, scripts, images and their srcsets, sources, posters, SVG uses, island modules and social images', () => {
    const html = `<link rel="stylesheet" href="/_astro/a.css"><link rel="icon" href="/favicon.svg"><link rel="manifest" href="/site.webmanifest">
      <link rel="preload" as="image" href="/hero.webp"><link rel="preconnect" href="https://cdn.example"><link rel="canonical" href="https://www.dealer.example/x">
      <script type="module" src="/_astro/island.js"></script><script>const a = '<img src="/not-a-tag">';</script><!-- <img src="/commented-out"> -->
      <img src="/car.webp" srcset="/car-480.webp 480w, /car-960.webp 960w"><picture><source srcset="/car.avif"></picture>
      <video poster="/poster.jpg" src="/clip.mp4"></video><svg><use href="/sprite.svg#phone"></use></svg>
      <meta property="og:image" content="https://www.dealer.example/og.png"><meta name="twitter:image" content="/tw.png"><meta name="description" content="/no">
      <input type="image" src="/go.png"><astro-island uid="1" component-url="/_astro/Form.js" renderer-url="/_astro/client.js"></astro-island><div style="background-image: url('/bg.jpg')"></div><style>.x { background: url(/tile.png) } .y { fill: url(#grad) }</style>`;
    expect(assets(html)).toEqual([
      '/_astro/a.css',
      '/favicon.svg',
      '/site.webmanifest',
      '/hero.webp',
      '/_astro/island.js',
      '/car.webp',
      '/car-480.webp',
      '/car-960.webp',
      '/car.avif',
      '/clip.mp4',
      '/poster.jpg',
      '/sprite.svg#phone',
      'https://www.dealer.example/og.png',
      '/tw.png',
      '/go.png',
      '/_astro/Form.js',
      '/_astro/client.js',
      '/bg.jpg',
      '/tile.png',
      '#grad',
    ]);
    expect(links(html)).toEqual(['https://www.dealer.example/x']);
  });
});

describe('srcsetUrls', () => {
  it('splits candidates on commas, with or without descriptors, keeping commas inside a URL', () => {
    expect(srcsetUrls('/a.webp 480w, /b.webp 960w')).toEqual(['/a.webp', '/b.webp']);
    expect(srcsetUrls(' /a.webp, /b.webp 2x ,  /c.webp')).toEqual(['/a.webp', '/b.webp', '/c.webp']);
    // Without a space after it, a comma belongs to the URL, as in a browser.
    expect(srcsetUrls('/a.webp,/b.webp 2x')).toEqual(['/a.webp,/b.webp']);
    expect(srcsetUrls('/img?size=1,2 1x, /img?size=3,4 2x')).toEqual(['/img?size=1,2', '/img?size=3,4']);
    expect(srcsetUrls('')).toEqual([]);
  });
});

describe('cssUrls', () => {
  it('reads url() quoted either way or bare', () => {
    expect(cssUrls(`a{background:url("/a.png")} b{background:URL( '/b.png' )} c{src:url(/c.woff2) format("woff2")}`)).toEqual(['/a.png', '/b.png', '/c.woff2']);
  });
});

describe('internalLink', () => {
  it('keeps the path of links on the site, without the query, and the element the anchor names', () => {
    expect(internalLink('/finance?car_id=1#finance-form', '/cars/golf', ORIGIN)).toEqual({ path: '/finance', fragment: 'finance-form' });
    expect(internalLink(`${ORIGIN}/about-us`, '/', ORIGIN)).toEqual({ path: '/about-us', fragment: null });
    expect(internalLink('checkout', '/cars/golf/', ORIGIN)).toEqual({ path: '/cars/golf/checkout', fragment: null });
  });

  it('leaves out other origins, tel:, mailto:, data: and same-page anchors', () => {
    for (const href of ['https://www.openstreetmap.org/?mlat=1', 'tel:0355501100', 'mailto:sales@dealer.example', 'data:image/png;base64,AAAA', '#top', '']) {
      expect(internalLink(href, '/', ORIGIN)).toBeNull();
    }
  });

  it('keeps API paths, which the checker matches against the API routes', () => {
    const link = internalLink('/api/cars/golf/pdf', '/cars/golf', ORIGIN);
    expect(link).toEqual({ path: '/api/cars/golf/pdf', fragment: null });
    expect(isApiPath(link?.path ?? '')).toBe(true);
    expect(isApiPath('/apis')).toBe(false);
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
