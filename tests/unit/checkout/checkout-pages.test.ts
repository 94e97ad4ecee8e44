import { describe, expect, it } from 'vitest';
import { checkoutFormSettings, checkoutPages, confirmationSettings, RESERVATION_TERMS_ID } from '../../../src/components/checkout/checkout-settings.ts';
import type { SiteConfig } from '../../../src/config/site-config-schema.ts';
import { reserveCheck } from '../../../src/domain/cars/reserve-check.ts';
import { carPurchasePath } from '../../../src/domain/routes/routes.ts';
import { findSimilarPath } from '../../../src/site/vehicle-page.ts';
import { parseSiteConfig } from '../../../src/config/load-site-config.ts';
import { MINIMAL_FILE, minimalSiteConfig } from '../config/minimal-site-config.ts';
import { makeCar } from '../domain/cars/car-fixture.ts';

const NOW = 1_800_000_000;
const STRIPE = [{ provider: 'stripe' as const, deposit: null }];

function site(reserve: 'checkout' | 'buy-online' | 'off'): SiteConfig {
  const input = minimalSiteConfig();
  const result = parseSiteConfig(MINIMAL_FILE, { ...input, features: { ...input.features, buttons: { ...input.features?.buttons, reserve } } });
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.config;
}

const cars = [
  makeCar({ id: 1, slug: 'free', payment_processors: STRIPE }),
  makeCar({ id: 2, slug: 'reserved', reserved: true, payment_processors: STRIPE }),
  makeCar({ id: 3, slug: 'coming', status: 'coming_soon', payment_processors: STRIPE }),
  makeCar({ id: 4, slug: 'hidden', show_on_dealer_website: false, payment_processors: STRIPE }),
  makeCar({ id: 5, slug: 'no-cards', payment_processors: [] }),
  makeCar({ id: 6, slug: 'sold', status: 'sold', sold: true, sold_date_timestamp: NOW - 60, payment_processors: STRIPE }),
];

describe('which cars get a checkout page', () => {
  it.each(['checkout', 'buy-online'] as const)('%s: every listed car that passes the reserve check, at the route the vehicle page links', (reserve) => {
    const pages = checkoutPages(cars, site(reserve), NOW);
    expect(pages.map(({ car, route }) => [car.slug, route])).toEqual([['free', reserve]]);
    expect(carPurchasePath('free', { reserve })).toBe(`/cars/free/${reserve}`);
    for (const { car } of pages) expect(reserveCheck(car, { reserve, listed: true, held: false }).ok).toBe(true);
  });

  it('none on a site that does not sell online', () => {
    expect(checkoutPages(cars, site('off'), NOW)).toEqual([]);
  });
});

describe("the islands' props", () => {
  it('the checkout form gets the site, the car by slug, the similar and enquiry links and the terms anchor, never the config', () => {
    const config = site('buy-online');
    const car = cars[0] ?? makeCar();
    expect(checkoutFormSettings(config, car, 'buy-online')).toEqual({
      siteSlug: config.slug,
      region: config.region,
      route: 'buy-online',
      carSlug: 'free',
      similarPath: findSimilarPath(car),
      enquirePath: `/cars/${car.slug}#enquire`,
      termsId: RESERVATION_TERMS_ID,
      turnstileSiteKey: undefined,
    });
  });

  it("the confirmation page gets the dealer's name and sales phone", () => {
    const config = site('checkout');
    expect(confirmationSettings(config)).toEqual({ siteSlug: config.slug, dealerName: config.name, phone: config.phones.sales });
  });
});
