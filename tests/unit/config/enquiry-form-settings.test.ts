import { describe, expect, it } from 'vitest';
import { enquiryFormSettingsOf } from '../../../src/config/enquiry-form-settings.ts';
import { loadAllSiteConfigs } from '../../../src/config/load-site-config.ts';
import { PROJECT_ROOT } from './project-root.ts';

const results = await loadAllSiteConfigs(PROJECT_ROOT);
const configs = new Map(results.flatMap((r) => (r.ok ? [[r.config.slug, r.config] as const] : [])));

describe("the demo sites' enquiry forms cover each setting", () => {
  it.each([
    // Four dealerships, four sales locations (one typed ''), the message optional.
    ['bayside-motor-group', { message: 'optional', showLocation: true, dealerships: 4, dealershipRemoved: false, terms: false }],
    // One dealership, one sales location: neither select; the message required (the spec's default).
    ['brighton-volkswagen', { message: 'required', showLocation: false, dealerships: 1, dealershipRemoved: false, terms: false }],
    // Two dealerships but the select removed (the location decides), and terms to accept.
    ['harbour-city-renault-skoda', { message: 'required', showLocation: true, dealerships: 2, dealershipRemoved: true, terms: true }],
    // One sales location, the message switched off.
    ['lakeside-mazda', { message: 'off', showLocation: false, dealerships: 1, dealershipRemoved: false, terms: false }],
    // One dealership with two sales locations.
    ['northern-isuzu-ute', { message: 'required', showLocation: true, dealerships: 1, dealershipRemoved: false, terms: false }],
  ] as const)('%s', (slug, expected) => {
    const site = configs.get(slug);
    if (site === undefined) throw new Error(`no valid config for ${slug}`);
    expect(enquiryFormSettingsOf(site)).toEqual(expected);
  });
});
