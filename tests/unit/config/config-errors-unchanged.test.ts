/**
 * Pins, word for word, what the loader tells the person editing a broken config, so that the schema
 * can be reorganised without a dealer's ops engineer reading anything new: one config per rule,
 * each the minimal config with one thing broken (a wrong type in every area, misspelt keys, bad
 * slugs, colours, times and dates, every cross-field rule, every message the schema words itself),
 * with the exact lines `parseSiteConfig` gives. The generated editor JSON Schema is pinned byte for
 * byte beside it, by config-json-schema.test.ts against the committed sites/site-config.schema.json.
 */
import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../../src/config/load-site-config.ts';
import { MINIMAL_FILE, errorsFor, secondLocation, type Json } from './minimal-site-config.ts';

/** A valid service offer, for edits that break one thing in it. */
const serviceOffer = (): Json => ({
  id: 'summer-service',
  title: 'Summer service offer',
  start: '2026-01-01',
  end: '2026-02-28',
  packages: [{ name: 'Essential', price: 299 }],
});

/** A valid promo card. */
const promoCard = (): Json => ({ id: 'summer', title: 'Summer service from $299', text: 'Book now.', url: '/service' });

/** A multi-brand site's two makes, for the rules that check a named make against the list. */
const twoMakes = (): Json => ({
  several: [
    { id: 1, name: 'Acme', slug: 'acme' },
    { id: 2, name: 'Zenith', slug: 'zenith' },
  ],
});

describe('a broken config is told, word for word, what is wrong', () => {
  it.each<[string, (config: Json) => void, string[]]>([
    [
      'a $schema that is not text',
      (c) => (c.$schema = 1),
      ['sites/acme-motors.json -> $schema: expected a string, got the number 1'],
    ],
    [
      'a site slug with capitals',
      (c) => (c.slug = 'Acme-Motors'),
      [
        'sites/acme-motors.json -> slug: expected a slug: lower-case letters, digits and single hyphens, got the text "Acme-Motors"',
      ],
    ],
    [
      'a site slug with a double hyphen',
      (c) => (c.slug = 'acme--motors'),
      [
        'sites/acme-motors.json -> slug: expected a slug: lower-case letters, digits and single hyphens, got the text "acme--motors"',
      ],
    ],
    [
      'an empty name',
      (c) => (c.name = ''),
      ['sites/acme-motors.json -> name: must not be empty'],
    ],
    [
      'a url that is not a URL',
      (c) => (c.url = 'www.acmemotors.example'),
      ['sites/acme-motors.json -> url: expected a valid URL, got the text "www.acmemotors.example"'],
    ],
    [
      'no template',
      (c) => delete c.template,
      ['sites/acme-motors.json -> template: expected one of "brand", "group", got undefined'],
    ],
    [
      'a region in lower case',
      (c) => (c.region = 'au'),
      ['sites/acme-motors.json -> region: expected one of "AU", "NZ", "US", got the text "au"'],
    ],
    [
      'a misspelt top-level key',
      (c) => {
        c.phone = c.phones;
        delete c.phones;
      },
      [
        'sites/acme-motors.json -> phones: is required (expected an object)',
        'sites/acme-motors.json -> (root): unknown field "phone" (check the spelling)',
      ],
    ],
    [
      'a colour name instead of #rrggbb',
      (c) => (c.brand.colours.primary = 'red'),
      ['sites/acme-motors.json -> brand.colours.primary: expected a colour like #1a2b3c, got the text "red"'],
    ],
    [
      'a colour with five hex digits',
      (c) => (c.brand.colours.link = '#12345'),
      ['sites/acme-motors.json -> brand.colours.link: expected a colour like #1a2b3c, got the text "#12345"'],
    ],
    [
      'a missing colour',
      (c) => delete c.brand.colours.muted,
      ['sites/acme-motors.json -> brand.colours.muted: is required (expected a string)'],
    ],
    [
      'a misspelt colour key',
      (c) => (c.brand.colors = c.brand.colours),
      ['sites/acme-motors.json -> brand: unknown field "colors" (check the spelling)'],
    ],
    [
      'a logo width written as text and a zero height',
      (c) => {
        c.brand.logo.width = '200';
        c.brand.logo.height = 0;
      },
      [
        'sites/acme-motors.json -> brand.logo.width: expected a number, got the text "200"',
        'sites/acme-motors.json -> brand.logo.height: expected more than 0, got the number 0',
      ],
    ],
    [
      'an empty heading font',
      (c) => (c.brand.fonts.heading = ''),
      ['sites/acme-motors.json -> brand.fonts.heading: must not be empty'],
    ],
    [
      'a favicon that is not text',
      (c) => (c.brand.favicon = true),
      ['sites/acme-motors.json -> brand.favicon: expected a string, got true'],
    ],
    [
      'a tied make with a negative id',
      (c) => (c.manufacturers.tied.id = -1),
      ['sites/acme-motors.json -> manufacturers.tied.id: expected more than 0, got the number -1'],
    ],
    [
      'a tied make whose slug has a space',
      (c) => (c.manufacturers.tied.slug = 'acme motors'),
      [
        'sites/acme-motors.json -> manufacturers.tied.slug: expected a slug: lower-case letters, digits and single hyphens, got the text "acme motors"',
        "sites/acme-motors.json -> dealerships[0].manufacturers[0]: names manufacturer 'acme', which is not in manufacturers",
        "sites/acme-motors.json -> locations[0].manufacturers[0]: names manufacturer 'acme', which is not in manufacturers",
      ],
    ],
    [
      'manufacturers written as a list',
      (c) => (c.manufacturers = [c.manufacturers.tied]),
      ['sites/acme-motors.json -> manufacturers: does not match any allowed shape: expected an object, got a list'],
    ],
    [
      'a make logo with an empty url',
      (c) => (c.manufacturers.tied.logo = { url: '' }),
      ['sites/acme-motors.json -> manufacturers.tied.logo.url: must not be empty'],
    ],
    [
      '"several" manufacturers with only one, which the dealership and location do not sell',
      (c) => (c.manufacturers = { several: [{ id: 2, name: 'Zenith', slug: 'zenith' }] }),
      [
        'sites/acme-motors.json -> manufacturers.several: expected at least 2 manufacturers; use "tied" for one',
        "sites/acme-motors.json -> dealerships[0].manufacturers[0]: names manufacturer 'acme', which is not in manufacturers",
        "sites/acme-motors.json -> locations[0].manufacturers[0]: names manufacturer 'acme', which is not in manufacturers",
      ],
    ],
    [
      'a make with a misspelt key among several',
      (c) => {
        c.manufacturers = twoMakes();
        c.manufacturers.several[1].logo_url = '/brands/makes/zenith.svg';
      },
      ['sites/acme-motors.json -> manufacturers.several[1]: unknown field "logo_url" (check the spelling)'],
    ],
    [
      'no dealerships',
      (c) => (c.dealerships = []),
      [
        'sites/acme-motors.json -> dealerships: expected at least 1 item',
        'sites/acme-motors.json -> locations[0].dealership_id: names dealership 1, which is not in dealerships',
        "sites/acme-motors.json -> locations[0].dealership_slug: names dealership 'acme-motors', which is not in dealerships",
      ],
    ],
    [
      'a dealership without a licence number',
      (c) => delete c.dealerships[0].licence_number,
      ['sites/acme-motors.json -> dealerships[0].licence_number: is required (expected a string)'],
    ],
    [
      'a dealership selling no make',
      (c) => (c.dealerships[0].manufacturers = []),
      ['sites/acme-motors.json -> dealerships[0].manufacturers: expected at least 1 item'],
    ],
    [
      'a dealership id that is not a whole number',
      (c) => (c.dealerships[0].id = 1.5),
      ['sites/acme-motors.json -> dealerships[0].id: expected a whole number, got the number 1.5'],
    ],
    [
      'two dealerships with the same id',
      (c) => c.dealerships.push({ ...c.dealerships[0], slug: 'acme-used' }),
      ['sites/acme-motors.json -> dealerships[1].id: 1 is already used by dealerships[0]; ids must be unique'],
    ],
    [
      'two dealerships with the same slug',
      (c) => c.dealerships.push({ ...c.dealerships[0], id: 2 }),
      [
        'sites/acme-motors.json -> dealerships[1].slug: "acme-motors" is already used by dealerships[0]; slugs must be unique',
      ],
    ],
    [
      'a dealership selling a make the site does not list',
      (c) => c.dealerships[0].manufacturers.unshift('zenith'),
      [
        "sites/acme-motors.json -> dealerships[0].manufacturers[0]: names manufacturer 'zenith', which is not in manufacturers",
      ],
    ],
    [
      'no locations',
      (c) => (c.locations = []),
      [
        'sites/acme-motors.json -> locations: expected at least 1 item',
        'sites/acme-motors.json -> locations: needs at least one location with "primary": true (the address shown in the footer and pages)',
      ],
    ],
    [
      'an unknown location type',
      (c) => (c.locations[0].location_type = 'showroom'),
      [
        'sites/acme-motors.json -> locations[0].location_type: expected one of "sales", "service", "parts", "service-and-parts", "", got the text "showroom"',
      ],
    ],
    [
      'visible written as text',
      (c) => (c.locations[0].visible = 'yes'),
      ['sites/acme-motors.json -> locations[0].visible: expected true or false, got the text "yes"'],
    ],
    [
      'a rating above 5 and a fractional review count',
      (c) => {
        c.locations[0].average_rating = 6;
        c.locations[0].review_count = 1.5;
      },
      [
        'sites/acme-motors.json -> locations[0].average_rating: expected at most 5, got the number 6',
        'sites/acme-motors.json -> locations[0].review_count: expected a whole number, got the number 1.5',
      ],
    ],
    [
      'a misspelt key in reviews',
      (c) => (c.locations[0].reviews = { average_rating: 4.5, total: 10 }),
      [
        'sites/acme-motors.json -> locations[0].reviews.count: is required (expected a number)',
        'sites/acme-motors.json -> locations[0].reviews: unknown field "total" (check the spelling)',
      ],
    ],
    [
      'a latitude out of range and a longitude written as text',
      (c) => {
        c.locations[0].address.lat = 91;
        c.locations[0].address.long = '144.9';
      },
      [
        'sites/acme-motors.json -> locations[0].address.lat: expected at most 90, got the number 91',
        'sites/acme-motors.json -> locations[0].address.long: expected a number, got the text "144.9"',
      ],
    ],
    [
      'a place url that is not a URL',
      (c) => (c.locations[0].address.place_url = 'openstreetmap'),
      ['sites/acme-motors.json -> locations[0].address.place_url: expected a valid URL, got the text "openstreetmap"'],
    ],
    [
      'an empty store code and image written as a number',
      (c) => {
        c.locations[0].store_code = '';
        c.locations[0].image = 5;
      },
      [
        'sites/acme-motors.json -> locations[0].image: expected a string, got the number 5',
        'sites/acme-motors.json -> locations[0].store_code: must not be empty',
      ],
    ],
    [
      'eight opening-hours entries',
      (c) => c.locations[0].contact_detail.opening_hours.push({ weekday: 3, status: 'Closed' }),
      ['sites/acme-motors.json -> locations[0].contact_detail.opening_hours: expected at most 7 items'],
    ],
    [
      'weekday 7',
      (c) => (c.locations[0].contact_detail.opening_hours[0].weekday = 7),
      [
        'sites/acme-motors.json -> locations[0].contact_detail.opening_hours[0].weekday: expected at most 6, got the number 7',
      ],
    ],
    [
      'an opening time without a leading zero',
      (c) => (c.locations[0].contact_detail.opening_hours[1].open = '9:00'),
      [
        'sites/acme-motors.json -> locations[0].contact_detail.opening_hours[1].open: expected a 24-hour time like 08:30, got the text "9:00"',
      ],
    ],
    [
      'a bad status in opening hours',
      (c) => (c.locations[0].contact_detail.opening_hours[0].status = 'closed'),
      [
        'sites/acme-motors.json -> locations[0].contact_detail.opening_hours[0].status: expected one of "Open", "Closed", got the text "closed"',
      ],
    ],
    [
      'a special-hours date written day first',
      (c) => (c.locations[0].special_hours = [{ status: 'Closed', date: '25/12/2026' }]),
      [
        'sites/acme-motors.json -> locations[0].special_hours[0].date: expected a date like 2026-12-25, got the text "25/12/2026"',
      ],
    ],
    [
      'a special-hours time of 24:00 and a bad status',
      (c) => (c.locations[0].special_hours = [{ status: 'Shut', date: '2026-12-24', start_hour: '10:00', end_hour: '24:00' }]),
      [
        'sites/acme-motors.json -> locations[0].special_hours[0].status: expected one of "Open", "Closed", got the text "Shut"',
        'sites/acme-motors.json -> locations[0].special_hours[0].end_hour: expected a 24-hour time like 08:30, got the text "24:00"',
      ],
    ],
    [
      'an empty location phone',
      (c) => (c.locations[0].contact_detail.phone = ''),
      ['sites/acme-motors.json -> locations[0].contact_detail.phone: must not be empty'],
    ],
    [
      'no primary location among two',
      (c) => {
        c.locations[0].primary = false;
        c.locations.push(secondLocation());
      },
      [
        'sites/acme-motors.json -> locations: needs at least one location with "primary": true (the address shown in the footer and pages)',
      ],
    ],
    [
      'two locations with the same id',
      (c) => c.locations.push({ ...secondLocation(), id: 10 }),
      ['sites/acme-motors.json -> locations[1].id: 10 is already used by locations[0]; ids must be unique'],
    ],
    [
      'two locations with the same slug',
      (c) => c.locations.push(secondLocation(), { ...secondLocation(), id: 12 }),
      [
        'sites/acme-motors.json -> locations[2].slug: "acme-motors-service" is already used by locations[1]; slugs must be unique',
      ],
    ],
    [
      'a location naming a make the site does not list',
      (c) => c.locations[0].manufacturers.push('zenith'),
      [
        "sites/acme-motors.json -> locations[0].manufacturers[1]: names manufacturer 'zenith', which is not in manufacturers",
      ],
    ],
    [
      'a location naming a make missing from several',
      (c) => {
        c.manufacturers = twoMakes();
        c.locations[0].manufacturers = ['zenith', 'nova'];
      },
      [
        "sites/acme-motors.json -> locations[0].manufacturers[1]: names manufacturer 'nova', which is not in manufacturers",
      ],
    ],
    [
      'a weekday listed twice in opening hours',
      (c) => (c.locations[0].contact_detail.opening_hours[0].weekday = 1),
      [
        'sites/acme-motors.json -> locations[0].contact_detail.opening_hours[1].weekday: weekday 1 is already listed at opening_hours[0]',
      ],
    ],
    [
      'a location pointing at a missing dealership id',
      (c) => (c.locations[0].dealership_id = 7),
      ['sites/acme-motors.json -> locations[0].dealership_id: names dealership 7, which is not in dealerships'],
    ],
    [
      'a location pointing at a missing dealership slug',
      (c) => (c.locations[0].dealership_slug = 'acme-used-cars'),
      [
        "sites/acme-motors.json -> locations[0].dealership_slug: names dealership 'acme-used-cars', which is not in dealerships",
      ],
    ],
    [
      'a sales phone written as a number',
      (c) => (c.phones.sales = 35550000),
      ['sites/acme-motors.json -> phones.sales: expected a string, got the number 35550000'],
    ],
    [
      'an empty call-the-dealer phone',
      (c) => (c.phones.call_the_dealer = ''),
      ['sites/acme-motors.json -> phones.call_the_dealer: must not be empty'],
    ],
    [
      'a tag switch written as text',
      (c) => (c.features = { tags: { electric_hybrid: 'yes' } }),
      ['sites/acme-motors.json -> features.tags.electric_hybrid: expected true or false, got the text "yes"'],
    ],
    [
      'an unknown reserve button',
      (c) => (c.features = { buttons: { reserve: 'buy' } }),
      [
        'sites/acme-motors.json -> features.buttons.reserve: expected one of "checkout", "buy-online", "off", got the text "buy"',
      ],
    ],
    [
      'a finance route without its slash',
      (c) => (c.features = { finance_route: 'finance' }),
      [
        'sites/acme-motors.json -> features.finance_route: expected one of "/finance", "/finance-enquiry", "/apply-for-finance", got the text "finance"',
      ],
    ],
    [
      'an enquiry message switch written as true',
      (c) => (c.features = { enquiry_message: true }),
      ['sites/acme-motors.json -> features.enquiry_message: expected one of "required", "optional", "off", got true'],
    ],
    [
      'enquiry terms linking to an unknown page and no label',
      (c) => (c.features = { enquiry_terms: { page: 'terms' } }),
      [
        'sites/acme-motors.json -> features.enquiry_terms.label: is required (expected a string)',
        'sites/acme-motors.json -> features.enquiry_terms.page: expected one of "about-us", "privacy-policy", "terms-and-conditions", "warranty", "roadside-assist", "care-plans", got the text "terms"',
      ],
    ],
    [
      'a misspelt page switch',
      (c) => (c.features = { pages: { blogs: false } }),
      ['sites/acme-motors.json -> features.pages: unknown field "blogs" (check the spelling)'],
    ],
    [
      'a misspelt features key',
      (c) => (c.features = { promo_card: [] }),
      ['sites/acme-motors.json -> features: unknown field "promo_card" (check the spelling)'],
    ],
    [
      'a promo card linking to a path without its slash',
      (c) => (c.features = { promo_cards: [{ ...promoCard(), url: 'service' }] }),
      [
        'sites/acme-motors.json -> features.promo_cards[0].url: expected a site path starting with /, got the text "service"',
      ],
    ],
    [
      'a promo card with a bad start date and position 0',
      (c) => (c.features = { promo_cards: [{ ...promoCard(), start: '2026-1-1', position: 0 }] }),
      [
        'sites/acme-motors.json -> features.promo_cards[0].start: expected a date like 2026-12-25, got the text "2026-1-1"',
        'sites/acme-motors.json -> features.promo_cards[0].position: expected more than 0, got the number 0',
      ],
    ],
    [
      'a promo card without a title',
      (c) => {
        const card = promoCard();
        delete card.title;
        c.features = { promo_cards: [card] };
      },
      ['sites/acme-motors.json -> features.promo_cards[0].title: is required (expected a string)'],
    ],
    [
      'an unknown search backend',
      (c) => (c.search = { backend: 'algolia' }),
      ['sites/acme-motors.json -> search.backend: expected one of "embedded", "typesense", got the text "algolia"'],
    ],
    [
      'a typesense backend without typesense settings',
      (c) => (c.search = { backend: 'typesense', sold_visibility_days: 0 }),
      ['sites/acme-motors.json -> search.typesense: is required when search.backend is "typesense"'],
    ],
    [
      'typesense settings with no nodes',
      (c) => (c.search = { backend: 'typesense', typesense: { nodes: [] } }),
      ['sites/acme-motors.json -> search.typesense.nodes: expected at least 1 item'],
    ],
    [
      'a typesense node on port 70000 over ftp',
      (c) => (c.search = { typesense: { nodes: [{ host: 'search.example.com', port: 70000, protocol: 'ftp' }] } }),
      [
        'sites/acme-motors.json -> search.typesense.nodes[0].port: expected at most 65535, got the number 70000',
        'sites/acme-motors.json -> search.typesense.nodes[0].protocol: expected one of "http", "https", got the text "ftp"',
      ],
    ],
    [
      'a zero timeout and negative retries',
      (c) => (c.search = { typesense: { nodes: [{ host: 'search.example.com' }], connection_timeout_seconds: 0, num_retries: -1 } }),
      [
        'sites/acme-motors.json -> search.typesense.connection_timeout_seconds: expected more than 0, got the number 0',
        'sites/acme-motors.json -> search.typesense.num_retries: expected at least 0, got the number -1',
      ],
    ],
    [
      'a nearest node with no host',
      (c) => (c.search = { typesense: { nodes: [{ host: 'search.example.com' }], nearest_node: {} } }),
      ['sites/acme-motors.json -> search.typesense.nearest_node.host: is required (expected a string)'],
    ],
    [
      'fractional sold visibility days',
      (c) => (c.search = { sold_visibility_days: 1.5 }),
      ['sites/acme-motors.json -> search.sold_visibility_days: expected a whole number, got the number 1.5'],
    ],
    [
      'an age bucket of 15 and an unknown status exclusion',
      (c) => (c.search = { exclusions: { age_index: [15], status: ['available'] } }),
      [
        'sites/acme-motors.json -> search.exclusions.age_index[0]: expected at most 14, got the number 15',
        'sites/acme-motors.json -> search.exclusions.status[0]: expected one of "in_stock", "coming_soon", "sold", got the text "available"',
      ],
    ],
    [
      'a car type exclusion that is not a list',
      (c) => (c.search = { exclusions: { car_type: 'new' } }),
      ['sites/acme-motors.json -> search.exclusions.car_type: expected a list, got the text "new"'],
    ],
    [
      'a stock feed over ftp',
      (c) => (c.stock = { feed: { url: 'ftp://dms.example/cars.csv' } }),
      ['sites/acme-motors.json -> stock.feed.url: expected an http or https URL'],
    ],
    [
      'a stock feed url that is not a URL',
      (c) => (c.stock = { feed: { url: 'dms.example/cars.csv' } }),
      [
        'sites/acme-motors.json -> stock.feed.url: expected a valid URL, got the text "dms.example/cars.csv"',
        'sites/acme-motors.json -> stock.feed.url: expected an http or https URL',
      ],
    ],
    [
      'a stock feed auth variable in lower case',
      (c) => (c.stock = { feed: { url: 'https://dms.example/cars.csv', auth_header_env: 'stock-feed-auth' } }),
      [
        'sites/acme-motors.json -> stock.feed.auth_header_env: expected an environment variable name like STOCK_FEED_AUTH, got the text "stock-feed-auth"',
      ],
    ],
    [
      'stock that goes stale after 0 hours',
      (c) => (c.stock = { stale_after_hours: 0 }),
      ['sites/acme-motors.json -> stock.stale_after_hours: expected more than 0, got the number 0'],
    ],
    [
      'a vehicle-ads switch written as text',
      (c) => (c.vehicle_ads = { google: 'yes' }),
      ['sites/acme-motors.json -> vehicle_ads.google: expected true or false, got the text "yes"'],
    ],
    [
      'a misspelt vehicle-ads key',
      (c) => (c.vehicle_ads = { facebook: true }),
      ['sites/acme-motors.json -> vehicle_ads: unknown field "facebook" (check the spelling)'],
    ],
    [
      'an interest rate above 100',
      (c) => (c.finance = { interest_rate: 101 }),
      ['sites/acme-motors.json -> finance.interest_rate: expected at most 100, got the number 101'],
    ],
    [
      'a negative monthly fee and a credit licence of spaces',
      (c) => (c.finance = { monthly_fee: -8, credit_licence_number: '   ' }),
      [
        'sites/acme-motors.json -> finance.monthly_fee: expected at least 0, got the number -8',
        'sites/acme-motors.json -> finance.credit_licence_number: must not be empty',
      ],
    ],
    [
      'a monthly fee written as text',
      (c) => (c.finance = { monthly_fee: '8' }),
      ['sites/acme-motors.json -> finance.monthly_fee: expected a number, got the text "8"'],
    ],
    [
      'a deposit with cents',
      (c) => (c.payments = { deposit: 199.5 }),
      ['sites/acme-motors.json -> payments.deposit: expected a whole number, got the number 199.5'],
    ],
    [
      'an unknown payment gateway',
      (c) => (c.payments = { gateway: 'paypal' }),
      ['sites/acme-motors.json -> payments.gateway: expected one of "sandbox", "stripe", got the text "paypal"'],
    ],
    [
      'a hold shorter than the least',
      (c) => (c.payments = { hold_minutes: 5 }),
      ['sites/acme-motors.json -> payments.hold_minutes: expected at least 30, got the number 5'],
    ],
    [
      'a hold longer than a day',
      (c) => (c.payments = { hold_minutes: 1441 }),
      ['sites/acme-motors.json -> payments.hold_minutes: expected at most 1440, got the number 1441'],
    ],
    [
      'a build hook that is not a URL',
      (c) => (c.payments = { build_hook_url: 'netlify hook' }),
      ['sites/acme-motors.json -> payments.build_hook_url: expected a valid URL, got the text "netlify hook"'],
    ],
    [
      'no card brands',
      (c) => (c.payments = { card_brands: [] }),
      ['sites/acme-motors.json -> payments.card_brands: expected at least 1 item'],
    ],
    [
      'an unknown card brand',
      (c) => (c.payments = { card_brands: ['Visa', 'Amex'] }),
      [
        'sites/acme-motors.json -> payments.card_brands[1]: expected one of "Mastercard", "Visa", "Maestro", "Google Pay", "Apple Pay", got the text "Amex"',
      ],
    ],
    [
      'a trade-in switch written as text',
      (c) => (c.trade_in = { store_valuations: 'no' }),
      ['sites/acme-motors.json -> trade_in.store_valuations: expected true or false, got the text "no"'],
    ],
    [
      'a pricing guide with no packages',
      (c) => (c.service = { pricing_guide: { intro: 'Our prices.', packages: [] } }),
      ['sites/acme-motors.json -> service.pricing_guide.packages: expected at least 1 item'],
    ],
    [
      'a package priced 0 and one with no name',
      (c) => (c.service = { pricing_guide: { intro: 'Our prices.', packages: [{ name: 'Essential', price: 0 }, { price: 99 }] } }),
      [
        'sites/acme-motors.json -> service.pricing_guide.packages[0].price: expected more than 0, got the number 0',
        'sites/acme-motors.json -> service.pricing_guide.packages[1].name: is required (expected a string)',
      ],
    ],
    [
      'an empty note in the pricing guide',
      (c) => (c.service = { pricing_guide: { intro: 'Our prices.', packages: [{ name: 'Essential', price: 299 }], notes: [''] } }),
      ['sites/acme-motors.json -> service.pricing_guide.notes[0]: must not be empty'],
    ],
    [
      'a service offer id with capitals',
      (c) => (c.service = { offers: [{ ...serviceOffer(), id: 'Summer_2026' }] }),
      [
        'sites/acme-motors.json -> service.offers[0].id: expected a URL slug like summer-service-2023, got the text "Summer_2026"',
      ],
    ],
    [
      'a service offer that ends before it starts',
      (c) => (c.service = { offers: [{ ...serviceOffer(), end: '2025-12-31' }] }),
      ['sites/acme-motors.json -> service.offers[0].end: end must be on or after start'],
    ],
    [
      'a service offer start that is not a date',
      (c) => (c.service = { offers: [{ ...serviceOffer(), start: 'January' }] }),
      [
        'sites/acme-motors.json -> service.offers[0].start: expected a date like 2026-12-25, got the text "January"',
        'sites/acme-motors.json -> service.offers[0].end: end must be on or after start',
      ],
    ],
    [
      'a package price finer than a cent',
      (c) => (c.service = { offers: [{ ...serviceOffer(), packages: [{ name: 'Essential', price: 299.001 }] }] }),
      ['sites/acme-motors.json -> service.offers[0].packages[0].price: expected an amount to the cent, e.g. 140.11'],
    ],
    [
      'two service offers with the same id',
      (c) => (c.service = { offers: [serviceOffer(), { ...serviceOffer(), title: 'Winter service offer' }] }),
      [
        'sites/acme-motors.json -> service.offers[1].id: "summer-service" is already used by offers[0]; ids must be unique',
      ],
    ],
    [
      'roadside assistance valued finer than a cent for 0 months',
      (c) => (c.service = { offers: [{ ...serviceOffer(), roadside_assistance: { value: 140.111, months: 0 } }] }),
      [
        'sites/acme-motors.json -> service.offers[0].roadside_assistance.value: expected an amount to the cent, e.g. 140.11',
        'sites/acme-motors.json -> service.offers[0].roadside_assistance.months: expected more than 0, got the number 0',
      ],
    ],
    [
      'a prize with a negative amount and no entry text',
      (c) => (c.service = { offers: [{ ...serviceOffer(), prize: { amount: -1, entry: '' } }] }),
      [
        'sites/acme-motors.json -> service.offers[0].prize.amount: expected more than 0, got the number -1',
        'sites/acme-motors.json -> service.offers[0].prize.entry: must not be empty',
      ],
    ],
    [
      'a vehicle age of 0 years',
      (c) => (c.service = { offers: [{ ...serviceOffer(), max_vehicle_age_years: 0 }] }),
      ['sites/acme-motors.json -> service.offers[0].max_vehicle_age_years: expected more than 0, got the number 0'],
    ],
    [
      'a service offer that ends before it starts, an amount finer than a cent and a repeated offer id',
      (c) => {
        const offer = { ...serviceOffer(), end: '2025-12-31', packages: [{ name: 'Essential', price: 299.001 }] };
        c.service = { offers: [offer, serviceOffer()] };
      },
      [
        'sites/acme-motors.json -> service.offers[0].packages[0].price: expected an amount to the cent, e.g. 140.11',
        'sites/acme-motors.json -> service.offers[0].end: end must be on or after start',
        'sites/acme-motors.json -> service.offers[1].id: "summer-service" is already used by offers[0]; ids must be unique',
      ],
    ],
    [
      'leads with neither an e-mail nor a webhook',
      (c) => delete c.leads.crm_email,
      ['sites/acme-motors.json -> leads: needs a crm_email, a webhook_url or both, so that leads reach the dealer'],
    ],
    [
      'a lead e-mail that is not an address, beside a webhook',
      (c) => (c.leads = { crm_email: 'leads@', webhook_url: 'https://crm.example/leads' }),
      ['sites/acme-motors.json -> leads.crm_email: expected a valid e-mail address, got the text "leads@"'],
    ],
    [
      'a lead webhook that is not a URL',
      (c) => (c.leads = { webhook_url: 'crm.example/leads' }),
      ['sites/acme-motors.json -> leads.webhook_url: expected a valid URL, got the text "crm.example/leads"'],
    ],
    [
      'a misspelt lead e-mail key',
      (c) => (c.leads = { crm_mail: 'leads@acmemotors.example' }),
      [
        'sites/acme-motors.json -> leads: unknown field "crm_mail" (check the spelling)',
        'sites/acme-motors.json -> leads: needs a crm_email, a webhook_url or both, so that leads reach the dealer',
      ],
    ],
    [
      'a Turnstile key that is too short',
      (c) => (c.bot_check = { turnstile_site_key: '0x4AAA' }),
      [
        'sites/acme-motors.json -> bot_check.turnstile_site_key: expected a Turnstile site key like 0x4AAAAAAA..., got the text "0x4AAA"',
      ],
    ],
    [
      'a bot check without its key',
      (c) => (c.bot_check = {}),
      ['sites/acme-motors.json -> bot_check.turnstile_site_key: is required (expected a string)'],
    ],
    [
      'a Tag Manager id without GTM-',
      (c) => (c.analytics = { gtm_id: 'ABC123' }),
      ['sites/acme-motors.json -> analytics.gtm_id: expected a Tag Manager id like GTM-ABC123, got the text "ABC123"'],
    ],
    [
      'a Universal Analytics id as the GA4 id',
      (c) => (c.analytics = { ga4_id: 'UA-12345-1' }),
      ['sites/acme-motors.json -> analytics.ga4_id: expected a GA4 id like G-ABC123, got the text "UA-12345-1"'],
    ],
    [
      'a tile url written as a number',
      (c) => (c.maps = { tile_url: 1 }),
      ['sites/acme-motors.json -> maps.tile_url: expected a string, got the number 1'],
    ],
    [
      'a location image url over http',
      (c) => (c.maps = { location_image_url: 'http://images.example/{map_key}.jpg' }),
      [
        'sites/acme-motors.json -> maps.location_image_url: expected a valid URL, got the text "http://images.example/{map_key}.jpg"',
      ],
    ],
    [
      'a location image url without {map_key}',
      (c) => (c.maps = { location_image_url: 'https://images.example/location.jpg' }),
      ['sites/acme-motors.json -> maps.location_image_url: expected the placeholder {map_key} in the URL'],
    ],
    [
      'a geocoding service over http with an empty key',
      (c) => (c.maps = { geocoding: { url: 'http://geocode.example/json', key: '' } }),
      [
        'sites/acme-motors.json -> maps.geocoding.url: expected a valid URL, got the text "http://geocode.example/json"',
        'sites/acme-motors.json -> maps.geocoding.key: must not be empty',
      ],
    ],
    [
      'problems in several areas, in document order',
      (c) => {
        c.template = 'Brand';
        c.locations[0].address.postcode = 3000;
        c.analytics = { gtm_id: 'gtm-1' };
        c.payments = { gateway: 'Stripe' };
      },
      [
        'sites/acme-motors.json -> template: expected one of "brand", "group", got the text "Brand"',
        'sites/acme-motors.json -> locations[0].address.postcode: expected a string, got the number 3000',
        'sites/acme-motors.json -> payments.gateway: expected one of "sandbox", "stripe", got the text "Stripe"',
        'sites/acme-motors.json -> analytics.gtm_id: expected a Tag Manager id like GTM-ABC123, got the text "gtm-1"',
      ],
    ],
    [
      'a type error elsewhere and a cross-field problem',
      (c) => {
        c.name = 5;
        c.locations[0].primary = false;
      },
      ['sites/acme-motors.json -> name: expected a string, got the number 5'],
    ],
    [
      'a bad dealership slug and the location pointing at it',
      (c) => (c.dealerships[0].slug = 'AcmeMotors'),
      [
        'sites/acme-motors.json -> dealerships[0].slug: expected a slug: lower-case letters, digits and single hyphens, got the text "AcmeMotors"',
        "sites/acme-motors.json -> locations[0].dealership_slug: names dealership 'acme-motors', which is not in dealerships",
      ],
    ],
    [
      'a dealership naming a make missing from several',
      (c) => {
        c.manufacturers = twoMakes();
        c.dealerships[0].manufacturers = ['acme', 'nova'];
      },
      [
        "sites/acme-motors.json -> dealerships[0].manufacturers[1]: names manufacturer 'nova', which is not in manufacturers",
      ],
    ],
  ])('%s', (_rule, edit, expected) => {
    expect(errorsFor(edit)).toEqual(expected);
  });

  it('the minimal config itself has no error', () => {
    expect(errorsFor(() => {})).toEqual([]);
  });

  it('a config whose slug is not its file name', () => {
    expect(errorsFor(() => {}, 'sites/acme-cars.json')).toEqual(['sites/acme-cars.json -> slug: expected "acme-cars" to match the file name, got "acme-motors"']);
  });

  it('a file holding null', () => {
    expect(parseSiteConfig(MINIMAL_FILE, null)).toEqual({
      ok: false,
      file: MINIMAL_FILE,
      slug: 'acme-motors',
      errors: ['sites/acme-motors.json -> (root): expected an object, got null'],
    });
  });
});
