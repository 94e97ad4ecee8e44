import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSite } from '../../../scripts/lib/link-check.ts';

const PROJECT = new URL('../../../', import.meta.url).pathname;
const SLUG = 'lakeside-mazda';

describe('checkSite', () => {
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'link-check-'));
    await mkdir(path.join(root, 'sites'));
    await copyFile(path.join(PROJECT, 'sites', `${SLUG}.json`), path.join(root, 'sites', `${SLUG}.json`));
    const dist = path.join(root, 'dist', SLUG);
    await mkdir(path.join(dist, 'cars'), { recursive: true });
    const page = (links: string[]) => links.map((href) => `<a href="${href}">x</a>`).join('');
    await writeFile(
      path.join(dist, 'index.html'),
      page(['/about-us', '/models', '/models', '/contact#location-one', '/contact#nowhere', '/api/cars/golf/pdf', 'tel:555', 'https://elsewhere.example/x', '#top', 'cars/golf']),
    );
    await writeFile(path.join(dist, 'about-us.html'), page(['/', '/models?body=SUV']));
    await writeFile(path.join(dist, 'contact.html'), '<ul><li id="location-one">One</li></ul>');
    await writeFile(path.join(dist, 'cars', 'golf.html'), page(['/cars/golf#gallery']));
    await writeFile(path.join(dist, '404.html'), page(['/never-checked']));
  });

  afterAll(() => rm(root, { recursive: true, force: true }));

  it('counts the internal links and reports each target no built page (or element) answers, most linked first', async () => {
    const result = await checkSite(root, SLUG);
    expect(result.pages).toBe(4);
    expect(result.links).toBe(10);
    expect(result.broken).toEqual([
      // Either page that links to it is the example (the pages are read in directory order).
      { kind: 'link', target: '/models', count: 3, example: expect.stringMatching(/^\/(about-us)?$/) },
      { kind: 'link', target: '/contact#nowhere', count: 1, example: '/' },
      { kind: 'link', target: '/cars/golf#gallery', count: 1, example: '/cars/golf' },
    ]);
  });
});

describe('a link with a trailing slash', () => {
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'link-check-slash-'));
    await mkdir(path.join(root, 'sites'));
    await copyFile(path.join(PROJECT, 'sites', `${SLUG}.json`), path.join(root, 'sites', `${SLUG}.json`));
    const dist = path.join(root, 'dist', SLUG);
    await mkdir(path.join(dist, 'book-test-drive'), { recursive: true });
    await writeFile(path.join(dist, 'index.html'), ['/about-us/', '/about-us', '/book-test-drive/?model_id=polo', '/book-test-drive'].map((href) => `<a href="${href}">x</a>`).join(''));
    await writeFile(path.join(dist, 'about-us.html'), '<h1>About</h1>');
    await writeFile(path.join(dist, 'book-test-drive', 'index.html'), '<h1>Book</h1>');
  });

  afterAll(() => rm(root, { recursive: true, force: true }));

  it('lands only on a folder index, as a static host serves it; a page file does not answer it', async () => {
    const result = await checkSite(root, SLUG);
    expect(result.links).toBe(4);
    expect(result.broken).toEqual([{ kind: 'link', target: '/about-us/', count: 1, example: '/' }]);
  });
});

describe('forms, assets and API routes', () => {
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'link-check-assets-'));
    await mkdir(path.join(root, 'sites'));
    await copyFile(path.join(PROJECT, 'sites', `${SLUG}.json`), path.join(root, 'sites', `${SLUG}.json`));
    const dist = path.join(root, 'dist', SLUG);
    await mkdir(path.join(dist, '_astro'), { recursive: true });
    await mkdir(path.join(dist, 'images'), { recursive: true });
    await writeFile(
      path.join(dist, 'index.html'),
      `<link rel="stylesheet" href="/_astro/site.css"><link rel="icon" href="/favicon.svg"><script type="module" src="/_astro/island.js"></script>
      <form method="post" action="/api/leads"></form><form method="post" action="/api/nowhere"></form><form method="post" action="/about-us"></form>
      <form action="/about-us"></form><a href="/api/leads">GET of a POST route</a><a href="/api/cars/golf/pdf">brochure</a>
      <img src="/images/car.webp" srcset="/images/car.webp 1x, /images/missing.webp 2x" alt=""><meta property="og:image" content="/images/car.webp">`,
    );
    await writeFile(path.join(dist, 'about-us.html'), '<h1>About</h1>');
    await writeFile(path.join(dist, 'favicon.svg'), '<svg/>');
    await writeFile(path.join(dist, 'images', 'car.webp'), '');
    await writeFile(path.join(dist, '_astro', 'site.css'), 'body { background: url(../images/car.webp) } @font-face { src: url(/fonts/gone.woff2) }');
  });

  afterAll(() => rm(root, { recursive: true, force: true }));

  it('resolves forms against the API routes by method, and assets (style sheets\' url()s too) against the built files, naming the page', async () => {
    const result = await checkSite(root, SLUG);
    expect(result).toMatchObject({ pages: 2, links: 2, forms: 4, assets: 9 });
    expect(result.broken).toEqual(
      expect.arrayContaining([
        { kind: 'asset', target: '/_astro/island.js', count: 1, example: '/' },
        { kind: 'form', target: 'POST /api/nowhere', count: 1, example: '/' },
        { kind: 'form', target: 'POST /about-us', count: 1, example: '/' },
        { kind: 'link', target: 'GET /api/leads', count: 1, example: '/' },
        { kind: 'asset', target: '/images/missing.webp', count: 1, example: '/' },
        { kind: 'asset', target: '/fonts/gone.woff2', count: 1, example: '/_astro/site.css' },
      ]),
    );
    expect(result.broken).toHaveLength(6);
  });
});
