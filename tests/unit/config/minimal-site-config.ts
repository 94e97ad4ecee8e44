/**
 * The smallest config the schema accepts, for tests that parse a config without a file: only the
 * required fields, so every default applies. Each call returns a fresh object to mutate.
 */
import { parseSiteConfig } from '../../../src/config/load-site-config.ts';
import type { SiteConfigInput } from '../../../src/config/site-config-schema.ts';

/** Shown in messages as the file the config came from; its slug matches `slug` below. */
export const MINIMAL_FILE = 'sites/acme-motors.json';

const weekdays = [0, 1, 2, 3, 4, 5, 6] as const;

export function minimalSiteConfig(): SiteConfigInput {
  return {
    slug: 'acme-motors',
    name: 'Acme Motors',
    url: 'https://www.acmemotors.example',
    template: 'group',
    region: 'AU',
    brand: {
      colours: {
        primary: '#123456',
        on_primary: '#ffffff',
        accent: '#7a3e00',
        on_accent: '#ffffff',
        link: '#7a3e00',
        surface: '#f5f5f5',
        text: '#111111',
        muted: '#555555',
      },
      logo: { url: '/brands/acme-motors/logo.svg', alt: 'Acme Motors', width: 200, height: 48 },
      fonts: { heading: 'Arial, sans-serif', body: 'Arial, sans-serif' },
      favicon: '/brands/acme-motors/favicon.svg',
    },
    manufacturers: { tied: { id: 1, name: 'Acme', slug: 'acme' } },
    dealerships: [{ id: 1, slug: 'acme-motors', name: 'Acme Motors', licence_number: 'LMCT 0001', manufacturers: ['acme'] }],
    locations: [
      {
        id: 10,
        name: 'Acme Motors Sales',
        slug: 'acme-motors-sales',
        location_type: 'sales',
        primary: true,
        manufacturers: ['acme'],
        dealership_id: 1,
        dealership_slug: 'acme-motors',
        dealer_license_number: 'LMCT 0001',
        address: { street: '1 Test Street', city: 'Testville', state: 'VIC', postcode: '3000', lat: -37.8, long: 144.9 },
        contact_detail: {
          phone: '(03) 5550 0000',
          opening_hours: weekdays.map((weekday) =>
            weekday === 0 ? { weekday, status: 'Closed' as const } : { weekday, status: 'Open' as const, open: '09:00', close: '17:00' },
          ),
        },
      },
    ],
    phones: { sales: '(03) 5550 0000', service: '(03) 5550 0001' },
    leads: { crm_email: 'leads@acmemotors.example' },
  };
}

/** A second, valid service location for the same dealership, for tests that need `locations[1]`. */
export function secondLocation(): SiteConfigInput['locations'][number] {
  const [first] = minimalSiteConfig().locations;
  if (!first) throw new Error('the minimal config has a location');
  return { ...first, id: 11, name: 'Acme Motors Service', slug: 'acme-motors-service', location_type: 'service', primary: false };
}

/** A config edited as plain JSON, the way a person editing the file could break it. */
export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests write arbitrary broken JSON

/** The loader's error lines for the minimal config after `edit` (none when it still parses). */
export function errorsFor(edit: (config: Json) => void, file = MINIMAL_FILE): string[] {
  const config: Json = minimalSiteConfig();
  edit(config);
  const result = parseSiteConfig(file, config);
  return result.ok ? [] : result.errors;
}
