import { describe, expect, it } from 'vitest';
import { parseSiteConfigText } from '../../../src/config/load-site-config.ts';
import { MINIMAL_FILE, errorsFor, secondLocation, type Json } from './minimal-site-config.ts';

describe('a bad config is refused with one line per problem naming the file, the JSON path and the problem', () => {
  it.each<[string, (config: Json) => void, string[]]>([
    [
      'a value of the wrong type',
      (c) => {
        const second = secondLocation() as Json;
        second.contact_detail.phone = 35550000;
        c.locations.push(second);
      },
      ['sites/acme-motors.json -> locations[1].contact_detail.phone: expected a string, got the number 35550000'],
    ],
    [
      'a missing required field',
      (c) => delete c.name,
      ['sites/acme-motors.json -> name: is required (expected a string)'],
    ],
    [
      'an unknown template',
      (c) => (c.template = 'luxury'),
      ['sites/acme-motors.json -> template: expected one of "brand", "group", got the text "luxury"'],
    ],
    [
      'a service offer that ends before it starts, an amount finer than a cent and a repeated offer id',
      (c) => {
        const offer = { id: 'summer', title: 'Summer service offer', start: '2023-09-01', end: '2023-08-31', packages: [{ name: 'Essential', price: 299.001 }] };
        c.service = { offers: [offer, { ...offer, end: '2023-12-31', packages: [{ name: 'Essential', price: 299 }] }] };
      },
      [
        'sites/acme-motors.json -> service.offers[0].packages[0].price: expected an amount to the cent, e.g. 140.11',
        'sites/acme-motors.json -> service.offers[0].end: end must be on or after start',
        'sites/acme-motors.json -> service.offers[1].id: "summer" is already used by offers[0]; ids must be unique',
      ],
    ],
    [
      'a misspelt key',
      (c) => (c.features = { finance_rout: '/finance' }),
      ['sites/acme-motors.json -> features: unknown field "finance_rout" (check the spelling)'],
    ],
    [
      'an unknown key at the top level',
      (c) => (c.colour = '#ffffff'),
      ['sites/acme-motors.json -> (root): unknown field "colour" (check the spelling)'],
    ],
    [
      'a bad enum value in a nested list',
      (c) => (c.locations[0].contact_detail.opening_hours[2].status = 'open'),
      ['sites/acme-motors.json -> locations[0].contact_detail.opening_hours[2].status: expected one of "Open", "Closed", got the text "open"'],
    ],
    [
      'a colour that is not #rrggbb',
      (c) => (c.brand.colours.accent = 'orange'),
      ['sites/acme-motors.json -> brand.colours.accent: expected a colour like #1a2b3c, got the text "orange"'],
    ],
    [
      'a slug that is not lower-case with hyphens',
      (c) => (c.dealerships[0].slug = 'Acme_Motors'),
      [
        'sites/acme-motors.json -> dealerships[0].slug: expected a slug: lower-case letters, digits and single hyphens, got the text "Acme_Motors"',
        "sites/acme-motors.json -> locations[0].dealership_slug: names dealership 'acme-motors', which is not in dealerships",
      ],
    ],
    [
      'a time that is not 24-hour hh:mm',
      (c) => (c.locations[0].contact_detail.opening_hours[1].close = '5pm'),
      ['sites/acme-motors.json -> locations[0].contact_detail.opening_hours[1].close: expected a 24-hour time like 08:30, got the text "5pm"'],
    ],
    [
      'a location pointing at a missing dealership',
      (c) => {
        c.locations[0].dealership_id = 7;
        c.locations[0].dealership_slug = 'acme-used-cars';
      },
      [
        'sites/acme-motors.json -> locations[0].dealership_id: names dealership 7, which is not in dealerships',
        "sites/acme-motors.json -> locations[0].dealership_slug: names dealership 'acme-used-cars', which is not in dealerships",
      ],
    ],
    [
      'a typesense backend without typesense settings',
      (c) => (c.search = { backend: 'typesense' }),
      ['sites/acme-motors.json -> search.typesense: is required when search.backend is "typesense"'],
    ],
    [
      'a stated on-road charge that is both an amount and a share of the price',
      (c) => {
        c.region = 'US';
        c.on_road_costs = { components: [{ label: 'Stamp duty', amount: 900, percent_of_price: 3, source: 'Dealer' }] };
      },
      [
        'sites/acme-motors.json -> on_road_costs.components[0]: give exactly one of amount and percent_of_price',
      ],
    ],
    [
      'NZ or US charges on an AU site',
      (c) => {
        c.on_road_costs = { components: [{ label: 'Registration', amount: 900, source: 'Dealer' }] };
      },
      [
        "sites/acme-motors.json -> on_road_costs.components: applies to NZ and US sites only: an AU site's charges come from the state tables (change one with on_road_costs.fee_overrides)",
      ],
    ],
    [
      'state fee overrides on a US site',
      (c) => {
        c.region = 'US';
        c.on_road_costs = { fee_overrides: { VIC: { plates: 45 } } };
      },
      [
        "sites/acme-motors.json -> on_road_costs.fee_overrides: applies to AU sites only (this site's region is US): list the charges in on_road_costs.components",
      ],
    ],
    [
      '"several" manufacturers with only one',
      (c) => (c.manufacturers = { several: [c.manufacturers.tied] }),
      ['sites/acme-motors.json -> manufacturers.several: expected at least 2 manufacturers; use "tied" for one'],
    ],
    [
      'both "tied" and "several" manufacturers',
      (c) => (c.manufacturers = { tied: c.manufacturers.tied, several: [c.manufacturers.tied, { id: 2, name: 'Zenith', slug: 'zenith' }] }),
      [
        'sites/acme-motors.json -> manufacturers: does not match any allowed shape: option 1: unknown field "several" (check the spelling) | option 2: unknown field "tied" (check the spelling)',
      ],
    ],
    [
      'leads with neither an e-mail nor a webhook',
      (c) => (c.leads = {}),
      ['sites/acme-motors.json -> leads: needs a crm_email, a webhook_url or both, so that leads reach the dealer'],
    ],
    [
      'a lead e-mail that is not an address',
      (c) => (c.leads = { crm_email: 'leads at acme' }),
      ['sites/acme-motors.json -> leads.crm_email: expected a valid e-mail address, got the text "leads at acme"'],
    ],
    [
      'no primary location',
      (c) => (c.locations[0].primary = false),
      ['sites/acme-motors.json -> locations: needs at least one location with "primary": true (the address shown in the footer and pages)'],
    ],
    [
      'two locations with the same slug',
      (c) => c.locations.push({ ...secondLocation(), slug: 'acme-motors-sales' }),
      ['sites/acme-motors.json -> locations[1].slug: "acme-motors-sales" is already used by locations[0]; slugs must be unique'],
    ],
    [
      'a weekday listed twice in opening hours',
      (c) => (c.locations[0].contact_detail.opening_hours[6].weekday = 5),
      ['sites/acme-motors.json -> locations[0].contact_detail.opening_hours[6].weekday: weekday 5 is already listed at opening_hours[5]'],
    ],
    [
      'a dealership selling a make the site does not list',
      (c) => c.dealerships[0].manufacturers.push('zenith'),
      ["sites/acme-motors.json -> dealerships[0].manufacturers[1]: names manufacturer 'zenith', which is not in manufacturers"],
    ],
    [
      'a negative finance fee and a blank credit licence',
      (c) => (c.finance = { establishment_fee: -395, credit_licence_number: ' ' }),
      [
        'sites/acme-motors.json -> finance.establishment_fee: expected at least 0, got the number -395',
        'sites/acme-motors.json -> finance.credit_licence_number: must not be empty',
      ],
    ],
    [
      'every problem at once, in document order',
      (c) => {
        c.region = 'UK';
        c.brand.colours.primary = '123456';
        c.phones = { sales: '' };
      },
      [
        'sites/acme-motors.json -> region: expected one of "AU", "NZ", "US", got the text "UK"',
        'sites/acme-motors.json -> brand.colours.primary: expected a colour like #1a2b3c, got the text "123456"',
        'sites/acme-motors.json -> phones.sales: must not be empty',
        'sites/acme-motors.json -> phones.service: is required (expected a string)',
      ],
    ],
  ])('%s', (_rule, edit, expected) => {
    expect(errorsFor(edit)).toEqual(expected);
  });

  it('a slug that does not match the file name', () => {
    expect(errorsFor(() => {}, 'sites/acme-cars.json')).toEqual([
      'sites/acme-cars.json -> slug: expected "acme-cars" to match the file name, got "acme-motors"',
    ]);
  });

  it('text that is not JSON names the file and where the syntax breaks', () => {
    const result = parseSiteConfigText('sites/acme-motors.json', '{\n  "slug": "acme-motors",\n}\n');
    expect(result).toMatchInlineSnapshot(`
      {
        "errors": [
          "sites/acme-motors.json -> (root): not valid JSON (Expected double-quoted property name in JSON at position 27 (line 3 column 1))",
        ],
        "file": "sites/acme-motors.json",
        "ok": false,
        "slug": "acme-motors",
      }
    `);
  });

  it('a config that is not an object at all', () => {
    expect(parseSiteConfigText(MINIMAL_FILE, '[]')).toMatchObject({
      ok: false,
      errors: ['sites/acme-motors.json -> (root): expected an object, got a list'],
    });
  });
});
