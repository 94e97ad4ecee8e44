import { describe, expect, it } from 'vitest';
import { brandHeaderMenu, footerGroups, type NavDropdown, type NavItem } from '../../../src/site/navigation.ts';
import { FeaturesSchema } from '../../../src/config/site-config-schema.ts';

// Every optional page built: the menus as they are once the models, offers, parts, careers, blog and reviews pages land.
const allPages = FeaturesSchema.parse({}).pages;
const models = [
  { name: 'Golf', slug: 'golf' },
  { name: 'Tiguan', slug: 'tiguan' },
];

const hrefs = (item: NavItem | undefined) => (item?.kind === 'dropdown' ? item.items.map((i) => i.href) : []);

describe('the Volkswagen-branded header menu', () => {
  const menu = brandHeaderMenu(models, allPages);

  it('has the spec top-level items in order', () => {
    expect(menu.map((item) => [item.kind, item.label, item.kind === 'link' ? item.href : null])).toEqual([
      ['link', 'Home', '/'],
      ['dropdown', 'New Vehicles', null],
      ['link', 'Stock', '/search/new-used-and-demo-cars'],
      ['dropdown', 'Service', null],
      ['link', 'Special Offers', '/special-offers'],
      ['dropdown', 'More', null],
    ]);
  });

  it('New Vehicles is a dropdown of the models', () => {
    expect(hrefs(menu[1])).toEqual(['/models/golf', '/models/tiguan']);
  });

  it.each([
    ['new', 'New'],
    ['coming_soon', undefined],
    ['', undefined],
    [undefined, undefined],
  ] as const)("a model whose catalogue status is %j shows the tag %j after its name", (status, tag) => {
    const [item] = (brandHeaderMenu([{ name: 'ID. Buzz', slug: 'id-buzz', status }], allPages)[1] as NavDropdown).items;
    expect(item).toMatchObject({ label: 'ID. Buzz', href: '/models/id-buzz' });
    expect(item?.tag).toBe(tag);
  });

  it('Service holds /service, /pages/warranty, /pages/roadside-assist and /pages/care-plans', () => {
    expect(hrefs(menu[3])).toEqual(['/service', '/pages/warranty', '/pages/roadside-assist', '/pages/care-plans']);
  });

  it('More holds parts, finance pre-approval, about us, contact and privacy policy', () => {
    expect(hrefs(menu[5])).toEqual(['/vehicle-parts-and-accessories', '/finance-pre-approval', '/about-us', '/contact', '/privacy-policy']);
  });

  it('leaves out links to pages a dealer switched off', () => {
    const menuWithout = brandHeaderMenu(models, { ...allPages, special_offers: false, parts: false });
    expect(menuWithout.map((item) => item.label)).not.toContain('Special Offers');
    expect(hrefs(menuWithout.find((item): item is NavDropdown => item.label === 'More'))).not.toContain('/vehicle-parts-and-accessories');
  });
});

describe('the footer groups', () => {
  it('are Categories, Buying, Aftersales and Company with the spec routes', () => {
    expect(footerGroups(allPages, ['SUV', 'Passenger', 'Commercial', 'Camper']).map((group) => [group.title, group.links.map((l) => l.href)])).toEqual([
      ['Categories', ['/models?body=SUV', '/models?body=Passenger', '/models?body=Commercial', '/models?body=Camper']],
      ['Buying', ['/special-offers', '/search/new-cars', '/search/demo-cars', '/search/used-cars', '/finance-pre-approval']],
      ['Aftersales', ['/service', '/pages/warranty', '/pages/roadside-assist', '/pages/care-plans', '/vehicle-parts-and-accessories']],
      ['Company', ['/contact', '/about-us', '/careers', '/terms-and-conditions', '/privacy-policy', '/blog', '/reviews']],
    ]);
  });

  it('leave out Careers, Blog and Reviews on a site that switches those pages off', () => {
    const company = footerGroups({ ...allPages, careers: false, blog: false, reviews: false }, []).find((group) => group.title === 'Company');
    expect(company?.links.map((l) => l.href)).toEqual(['/contact', '/about-us', '/terms-and-conditions', '/privacy-policy']);
  });

  it('lists only the categories the site has models of, and none when it has none', () => {
    const titles = (bodies: Parameters<typeof footerGroups>[1]) => footerGroups(allPages, bodies).map((group) => group.title);
    expect(footerGroups(allPages, ['Ute', 'SUV', 'Commercial'])[0]?.links.map((l) => l.href)).toEqual(['/models?body=SUV', '/models?body=Commercial']);
    expect(titles(['Hatch', 'Van'])).toEqual(['Buying', 'Aftersales', 'Company']);
    expect(titles(['SUV'])).toEqual(['Categories', 'Buying', 'Aftersales', 'Company']);
    expect(footerGroups({ ...allPages, models: false }, ['SUV']).map((group) => group.title)).toEqual(['Buying', 'Aftersales', 'Company']);
  });
});
