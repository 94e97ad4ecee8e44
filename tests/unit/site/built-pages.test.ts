import { describe, expect, it } from 'vitest';
import { FeaturesSchema } from '../../../src/config/site-config-schema.ts';
import { builtPages, isBuiltPath, modelHref } from '../../../src/site/built-pages.ts';
import { brandHeaderMenu, footerGroups, groupHeaderMenu, type NavDropdown } from '../../../src/site/navigation.ts';
import { parseSearchParams } from '../../../src/search/url-state.ts';
import { requireSiteConfig } from '../../../src/config/load-site-config.ts';
import { ALWAYS_BUILT, PAGES_EACH_SWITCH_REMOVES } from './page-switches.ts';

const ROOT = new URL('../../../', import.meta.url).pathname;
const everyPageOn = { features: FeaturesSchema.parse({}) };

describe('builtPages', () => {
  it('builds what the site switches on and this code base has: models, service, finance pre-approval, trade-in, special offers and parts', () => {
    expect(builtPages(everyPageOn)).toMatchObject({ models: true, service: true, finance_pre_approval: true, trade_in: true, special_offers: true, parts: true });
    const off = { features: FeaturesSchema.parse({ pages: { models: false, service: false, finance_pre_approval: false, trade_in: false, special_offers: false, parts: false } }) };
    expect(builtPages(off)).toMatchObject({ models: false, service: false, finance_pre_approval: false, trade_in: false, special_offers: false, parts: false });
  });

  it('builds the parts, careers, blog and reviews pages when the site switches them on', () => {
    expect(builtPages(everyPageOn)).toMatchObject({ parts: true, careers: true, blog: true, reviews: true });
  });
});

describe('isBuiltPath', () => {
  const pages = builtPages(everyPageOn);

  it('knows every page switch of the schema', () => {
    expect(Object.keys(PAGES_EACH_SWITCH_REMOVES).sort()).toEqual(Object.keys(pages).sort());
  });

  it.each(Object.entries(PAGES_EACH_SWITCH_REMOVES))('%s off takes its pages away and leaves every other page', (page, paths) => {
    const onlyThisOff = builtPages({ features: FeaturesSchema.parse({ pages: { [page]: false } }) });
    for (const path of paths) expect(isBuiltPath(onlyThisOff, path), path).toBe(false);
    for (const path of paths) expect(isBuiltPath(pages, path), path).toBe(true);
    const othersPages = Object.entries(PAGES_EACH_SWITCH_REMOVES).flatMap(([other, otherPaths]) => (other === page ? [] : otherPaths));
    for (const path of [...othersPages, ...ALWAYS_BUILT]) expect(isBuiltPath(onlyThisOff, path), path).toBe(true);
  });

  it.each([
    ['/models/tiguan', true],
    ['/models?body=SUV', true],
    ['/special-offers', true],
    ['/offers/volkswagen/12', true],
    ['/vehicle-parts-and-accessories', true],
    ['/parts/search?query=mats', true],
    ['/careers', true],
    ['/careers/sales-consultant-brighton', true],
    ['/blog/a-post', true],
    ['/reviews', true],
    ['/contact-us/brighton-volkswagen-sales', true],
    ['/service', true],
    ['/trade-in', true],
    ['/finance-pre-approval#finance-form', true],
    ['/search/new-cars', true],
    ['/', true],
    ['/servicex', true],
    ['https://www.vw.example/models', true],
  ])('%s: %s', (href, built) => {
    expect(isBuiltPath(pages, href)).toBe(built);
  });

  it('follows the site switches for the pages the code base builds', () => {
    const pagesOff = builtPages({ features: FeaturesSchema.parse({ pages: { trade_in: false, parts: false } }) });
    expect(isBuiltPath(pagesOff, '/trade-in')).toBe(false);
    // features.pages.parts off removes the parts page, the parts search and every link to them.
    for (const href of ['/vehicle-parts-and-accessories', '/parts/search?category=Towing', '/parts/index.json']) expect(isBuiltPath(pagesOff, href)).toBe(false);
  });

  it('leaves out the careers, blog and reviews pages, each with its own pages under it, when switched off', () => {
    const pagesOff = builtPages({ features: FeaturesSchema.parse({ pages: { careers: false, blog: false, reviews: false } }) });
    for (const href of ['/careers', '/careers/sales-consultant-brighton', '/blog', '/blog/a-post', '/reviews']) expect(isBuiltPath(pagesOff, href), href).toBe(false);
    expect(isBuiltPath(pagesOff, '/blogs')).toBe(true);
  });
});

describe('model links, and links while location pages are not built', () => {
  const pages = builtPages(everyPageOn);

  it('a model links to its page, or to the new stock of that model on a site without model pages', () => {
    expect(modelHref(pages, { name: 'Tiguan', slug: 'tiguan' })).toBe('/models/tiguan');
    const href = modelHref({ ...pages, models: false }, { name: 'Tiguan', slug: 'tiguan' });
    expect(href.startsWith('/search/new-cars?')).toBe(true);
    expect(parseSearchParams(new URL(href, 'https://x.example').searchParams).refinements).toEqual({ model: ['Tiguan'] });
  });

  it("a model honours the catalogue's override_url when the build makes that page", () => {
    expect(modelHref(pages, { name: 'Golf R', slug: 'golf-r', override_url: '/models/golf' })).toBe('/models/golf');
    expect(modelHref(pages, { name: 'Golf R', slug: 'golf-r', override_url: null })).toBe('/models/golf-r');
    expect(modelHref({ ...pages, parts: false }, { name: 'Golf R', slug: 'golf-r', override_url: '/vehicle-parts-and-accessories' })).toBe('/models/golf-r');
  });

  it('the model test drive and order pages are built with the model pages', () => {
    expect(isBuiltPath(pages, '/book-test-drive/?model_id=tiguan&model=Tiguan')).toBe(true);
    expect(isBuiltPath({ ...pages, models: false }, '/book-test-drive/?model_id=tiguan&model=Tiguan')).toBe(false);
    expect(isBuiltPath({ ...pages, models: false }, '/models/order-now?model_id=tiguan')).toBe(false);
  });

  it('the menus and the footer of a demo site carry no link to an unbuilt page', async () => {
    for (const slug of ['brighton-volkswagen', 'bayside-motor-group']) {
      const site = await requireSiteConfig(ROOT, slug);
      const built = builtPages(site);
      const menu = site.template === 'brand' ? brandHeaderMenu([{ name: 'Golf', slug: 'golf' }], built) : groupHeaderMenu(site, built);
      const hrefs = [
        ...menu.flatMap((item) => (item.kind === 'link' ? [item.href] : [...item.items.map((i) => i.href), ...(item.footer ? [item.footer.href] : [])])),
        ...footerGroups(built, ['SUV']).flatMap((group) => group.links.map((l) => l.href)),
      ];
      expect(hrefs.filter((href) => !isBuiltPath(built, href))).toEqual([]);
      expect(footerGroups(built, ['SUV']).map((group) => group.title)).toEqual(['Categories', 'Buying', 'Aftersales', 'Company']);
      if (site.template === 'brand') expect((menu[1] as NavDropdown).footer).toEqual({ kind: 'link', label: 'View all models', href: '/models' });
    }
  });
});
