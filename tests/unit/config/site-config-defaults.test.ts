import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../../src/config/load-site-config.ts';
import { MINIMAL_FILE, minimalSiteConfig } from './minimal-site-config.ts';

function parseMinimal() {
  const result = parseSiteConfig(MINIMAL_FILE, minimalSiteConfig());
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.config;
}

describe('a config that leaves optional settings out gets the spec defaults', () => {
  const config = parseMinimal();

  it.each([
    ['a sold car stays listed 3 days by default', config.search.sold_visibility_days, 3],
    ['the finance interest rate defaults to 10', config.finance.interest_rate, 10],
    ['the finance fees default to none', [config.finance.establishment_fee, config.finance.monthly_fee], [0, 0]],
    ['the credit licence has no default (a production AU build requires one)', config.finance.credit_licence_number, undefined],
    ['the reserve deposit defaults to 200', config.payments.deposit, 200],
    ['the card brands default to the five of the spec', config.payments.card_brands, ['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay']],
    ['search runs on the embedded engine by default', config.search.backend, 'embedded'],
    ['nothing is excluded from search by default', config.search.exclusions, { age_index: [], status: [], car_type: [], make: [] }],
    ['cars are reserved through checkout by default', config.features.buttons.reserve, 'checkout'],
    ['finance links go to /finance by default', config.features.finance_route, '/finance'],
    ['the enquiry message is required by default', config.features.enquiry_message, 'required'],
    ['the enquiry dealership select is not removed by default', config.features.enquiry_dealership_select, true],
    ['the enquiry form asks no terms by default', config.features.enquiry_terms, undefined],
    ['locations are visible by default', config.locations[0]?.visible, true],
    ['reviews default to none', config.locations[0]?.reviews, { average_rating: null, count: 0 }],
    ['special hours default to none', config.locations[0]?.special_hours, []],
  ])('%s', (_rule, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('every page and button is switched on by default', () => {
    expect(Object.values(config.features.pages).every(Boolean)).toBe(true);
    const { test_drive, finance, trade_in, phone_reveal, favourites } = config.features.buttons;
    expect([test_drive, finance, trade_in, phone_reveal, favourites].every(Boolean)).toBe(true);
  });

  it('parsing does not change the input object', () => {
    const input = minimalSiteConfig();
    const before = structuredClone(input);
    parseSiteConfig(MINIMAL_FILE, input);
    expect(input).toEqual(before);
  });
});

describe('the postcode lookup of the locations map', () => {
  it('uses the bundled table unless the site names an https geocoding service', () => {
    const plain = parseSiteConfig(MINIMAL_FILE, minimalSiteConfig());
    expect(plain.ok && plain.config.maps.geocoding).toBeUndefined();
    const withService = parseSiteConfig(MINIMAL_FILE, { ...minimalSiteConfig(), maps: { geocoding: { url: 'https://maps.example/geocode/json', key: 'browser-key' } } });
    expect(withService.ok && withService.config.maps.geocoding).toEqual({ url: 'https://maps.example/geocode/json', key: 'browser-key' });
    const insecure = parseSiteConfig(MINIMAL_FILE, { ...minimalSiteConfig(), maps: { geocoding: { url: 'http://maps.example/geocode/json' } } });
    expect(insecure.ok).toBe(false);
  });
});
