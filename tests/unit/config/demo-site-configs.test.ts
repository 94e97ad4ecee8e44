import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAllSiteConfigs } from '../../../src/config/load-site-config.ts';
import type { SiteConfig } from '../../../src/config/site-config-schema.ts';
import { MAKES } from '../../../src/domain/cars/makes.ts';
import { PROJECT_ROOT } from './project-root.ts';

const results = await loadAllSiteConfigs(PROJECT_ROOT);
const configs = new Map(results.flatMap((r) => (r.ok ? [[r.config.slug, r.config] as const] : [])));

function site(slug: string): SiteConfig {
  const config = configs.get(slug);
  if (!config) throw new Error(`no valid config for ${slug}`);
  return config;
}

function makeNames(config: SiteConfig): string[] {
  return 'tied' in config.manufacturers ? [config.manufacturers.tied.name] : config.manufacturers.several.map((m) => m.name);
}

const DEMO_SLUGS = ['bayside-motor-group', 'brighton-volkswagen', 'harbour-city-renault-skoda', 'lakeside-mazda', 'northern-isuzu-ute'];

describe('the demo dealer configs in sites/', () => {
  it('every config in sites/ passes the schema', () => {
    expect(results.filter((r) => !r.ok)).toEqual([]);
  });

  it('exactly the five demo sites exist', () => {
    expect(results.map((r) => r.slug)).toEqual(DEMO_SLUGS);
  });

  it('all five search with the embedded engine, so no demo needs a Typesense cluster', () => {
    expect([...configs.values()].map((c) => c.search.backend)).toEqual(DEMO_SLUGS.map(() => 'embedded'));
  });
});

describe('the facts each demo site is there to show', () => {
  it('brighton-volkswagen is the Volkswagen-branded site in Brighton VIC with its own finance rate and call-the-dealer number', () => {
    const config = site('brighton-volkswagen');
    expect(config).toMatchObject({
      template: 'brand',
      region: 'AU',
      manufacturers: { tied: { name: 'Volkswagen' } },
      finance: { interest_rate: 11 },
      features: { buttons: { reserve: 'checkout' } },
    });
    expect(config.locations.find((l) => l.primary)?.address).toMatchObject({ city: 'Brighton', state: 'VIC' });
    expect(config.phones.call_the_dealer).toMatch(/\S/);
  });

  it('bayside-motor-group is a four-make group that sells online', () => {
    const config = site('bayside-motor-group');
    expect(config.template).toBe('group');
    expect(makeNames(config)).toEqual(['Ford', 'Hyundai', 'Kia', 'Mazda']);
    expect(config.dealerships).toHaveLength(4);
    expect(new Set(config.dealerships.map((d) => d.licence_number)).size).toBe(4);
    expect(config.features).toMatchObject({
      buttons: { reserve: 'buy-online' },
      finance_route: '/apply-for-finance',
      enquiry_message: 'optional',
    });
    expect(config.search.exclusions.age_index.length).toBeGreaterThan(0);
    expect(config.search.exclusions.status.length).toBeGreaterThan(0);
    expect(config.leads).toEqual({ webhook_url: expect.any(String) });
  });

  it('bayside-motor-group has at least four locations covering sales, service, parts and service-and-parts', () => {
    const { locations } = site('bayside-motor-group');
    expect(locations.length).toBeGreaterThanOrEqual(4);
    expect(new Set(locations.map((l) => l.location_type))).toEqual(new Set(['sales', 'service', 'parts', 'service-and-parts', '']));
  });

  it("bayside-motor-group's locations each keep different opening hours", () => {
    const { locations } = site('bayside-motor-group');
    const hours = locations.map((l) => JSON.stringify(l.contact_detail.opening_hours));
    expect(new Set(hours).size).toBe(locations.length);
    const day = (l: (typeof locations)[number], weekday: number) => l.contact_detail.opening_hours.find((h) => h.weekday === weekday);
    expect(locations.some((l) => day(l, 6)?.formated_hours === 'By appointment only')).toBe(true);
    expect(locations.some((l) => day(l, 0)?.status === 'Closed')).toBe(true);
    expect(locations.some((l) => new Set([1, 2, 3, 4, 5].map((d) => JSON.stringify({ ...day(l, d), weekday: 0 }))).size > 1)).toBe(true);
    expect(locations.every((l) => l.special_hours.length > 0)).toBe(true);
  });

  it('northern-isuzu-ute is an Isuzu site in Queensland that keeps sold cars a week', () => {
    const config = site('northern-isuzu-ute');
    expect(config).toMatchObject({ template: 'group', region: 'AU', manufacturers: { tied: { name: 'Isuzu' } } });
    expect(config.locations.find((l) => l.primary)?.address.state).toBe('QLD');
    expect(config.features.finance_route).toBe('/finance-enquiry');
    expect(config.search.sold_visibility_days).toBe(7);
  });

  it('harbour-city-renault-skoda sells Renault and Skoda in Auckland, New Zealand', () => {
    const config = site('harbour-city-renault-skoda');
    expect(config.region).toBe('NZ');
    expect(makeNames(config)).toEqual(['Renault', 'Skoda']);
    expect(config.dealerships).toHaveLength(2);
    expect(config.locations.every((l) => l.address.city === 'Auckland' && /^\d{4}$/.test(l.address.postcode))).toBe(true);
  });

  it('harbour-city-renault-skoda removed the enquiry dealership select and asks enquiries to accept its terms', () => {
    const config = site('harbour-city-renault-skoda');
    expect(config.features).toMatchObject({ enquiry_dealership_select: false, enquiry_terms: { page: 'terms-and-conditions' } });
  });

  it('lakeside-mazda is a US Mazda store with a $500 deposit and no enquiry message', () => {
    const config = site('lakeside-mazda');
    expect(config).toMatchObject({
      region: 'US',
      manufacturers: { tied: { name: 'Mazda' } },
      payments: { deposit: 500 },
      features: { enquiry_message: 'off' },
    });
  });
});

describe('the demo sites\' finance terms', () => {
  it('every demo site but brighton-volkswagen (11) estimates repayments at the default rate of 10 (spec section 9)', () => {
    expect(Object.fromEntries(DEMO_SLUGS.map((slug) => [slug, site(slug).finance.interest_rate]))).toEqual({
      'bayside-motor-group': 10,
      'brighton-volkswagen': 11,
      'harbour-city-renault-skoda': 10,
      'lakeside-mazda': 10,
      'northern-isuzu-ute': 10,
    });
  });

  it('the AU sites charge fees, so their comparison rate visibly differs from the interest rate, and name their credit licence', () => {
    for (const slug of DEMO_SLUGS.filter((s) => site(s).region === 'AU')) {
      const { finance } = site(slug);
      expect(finance.establishment_fee, slug).toBeGreaterThan(0);
      expect(finance.monthly_fee, slug).toBeGreaterThan(0);
      expect(finance.credit_licence_number, slug).toMatch(/^Australian Credit Licence \d{6}$/);
    }
  });
});

describe.each(DEMO_SLUGS)('%s', (slug) => {
  it('every location lists all seven weekdays once', () => {
    for (const location of site(slug).locations) {
      expect(location.contact_detail.opening_hours.map((h) => h.weekday).sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    }
  });

  it('uses only fictitious phone numbers and .example domains', () => {
    const config = site(slug);
    const fictitious = /^(\(0\d\) 5550 \d{4}|0491 570 \d{3}|\(0\d\) 555 \d{4}|\(\d{3}\) 555-01\d\d)$/;
    const phones = [
      ...Object.values(config.phones),
      ...config.locations.flatMap((l) => [l.contact_detail.phone, l.contact_detail.landline_phone ?? l.contact_detail.phone]),
    ];
    expect(phones.filter((p) => !fictitious.test(p))).toEqual([]);
    const hosts = [config.url, config.leads.webhook_url].flatMap((u) => (u ? [new URL(u).hostname] : []));
    if (config.leads.crm_email) hosts.push(config.leads.crm_email.split('@')[1] ?? '');
    expect(hosts.filter((h) => !h.endsWith('.example'))).toEqual([]);
  });

  it('every brand asset it points at exists under public/, or is a make logo the build draws', () => {
    const config = site(slug);
    const makes = 'tied' in config.manufacturers ? [config.manufacturers.tied] : config.manufacturers.several;
    // Make logos are drawn for every make of the makes list (src/pages/brands/makes/[slug].svg.ts).
    const drawn = new Set(MAKES.map((make) => make.logo.url));
    const urls = [config.brand.logo.url, config.brand.favicon, ...makes.map((m) => m.logo?.url ?? `/brands/makes/${m.slug}.svg`)];
    expect(urls.filter((url) => !drawn.has(url) && !existsSync(path.join(PROJECT_ROOT, 'public', url)))).toEqual([]);
  });
});
