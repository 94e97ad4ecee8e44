/**
 * What the checkout and confirmation pages take from the dealer's config and stock: which cars get a
 * checkout page, and the plain props of their islands (never the whole config).
 */
import type { SiteConfig } from '../../config/site-config-schema.ts';
import type { Car } from '../../domain/cars/car.ts';
import { reserveCheck } from '../../domain/cars/reserve-check.ts';
import type { PurchaseRoute } from '../../domain/reservations/reservation-texts.ts';
import type { CheckoutFormSettings } from '../../islands/checkout/checkout-attempt.ts';
import type { ConfirmationSettings } from '../../islands/checkout/confirmation-view.ts';
import { carPath } from '../../domain/routes/routes.ts';
import { ENQUIRE_ANCHOR, findSimilarPath, listedCars } from '../../site/vehicle-page.ts';
import { turnstileSiteKey } from '../forms/form-settings.ts';

/** The id of the checkout page's terms section, which the form's terms checkbox points to. */
export const RESERVATION_TERMS_ID = 'reservation-terms';

/** A checkout page to build: the car, and the route the site sells it through. */
export interface CheckoutPage {
  readonly car: Car;
  readonly route: PurchaseRoute;
}

/**
 * The cars that get a checkout (or buy-online) page at `now` (Unix seconds): those the site lists
 * (the vehicle pages' own rule) that pass the reserve check with no live hold known. None when the
 * site does not sell online.
 */
export function checkoutPages<T extends Car>(cars: readonly T[], site: Pick<SiteConfig, 'features' | 'search'>, now: number): { readonly car: T; readonly route: PurchaseRoute }[] {
  const reserve = site.features.buttons.reserve;
  if (reserve === 'off') return [];
  return listedCars(cars, site.search, now)
    .filter((car) => reserveCheck(car, { reserve, listed: true, held: false }).ok)
    .map((car) => ({ car, route: reserve }));
}

/** The checkout form island's props for a car. */
export function checkoutFormSettings(site: SiteConfig, car: Car, route: PurchaseRoute): CheckoutFormSettings {
  return {
    siteSlug: site.slug,
    region: site.region,
    route,
    carSlug: car.slug,
    similarPath: findSimilarPath(car),
    enquirePath: `${carPath(car.slug)}#${ENQUIRE_ANCHOR}`,
    termsId: RESERVATION_TERMS_ID,
    turnstileSiteKey: turnstileSiteKey(site),
  };
}

/** The confirmation island's props. */
export function confirmationSettings(site: SiteConfig): ConfirmationSettings {
  return { siteSlug: site.slug, dealerName: site.name, phone: site.phones.sales };
}
