/**
 * What the vehicle detail page (/cars/{slug}) derives from a car and the dealer's config: which cars
 * get a page, the number behind 'Call the dealer', the links of the action buttons, the record saved
 * when the shopper enquires, the reveal call and the page's meta description. The rules themselves
 * are the domain's; this module only binds them to the config. Pure: the build moment is passed in.
 */
import type { SiteConfig } from '../config/site-config-schema.ts';
import type { SavedEnquiryCar } from '../domain/shopper/browser-storage.ts';
import type { Car } from '../domain/cars/car.ts';
import { carInfo } from '../domain/cars/car-info.ts';
import { advertisedPrice } from '../domain/cars/price.ts';
import { isValidPrice } from '../domain/cars/valid-price.ts';
import type { RegionCode } from '../domain/basics/region.ts';
import { ROUTES, financePath, type RouteSettings } from '../domain/routes/routes.ts';
import { stockPredicate } from '../domain/search/stock-filter.ts';
import { stockFilterSettingsOf } from '../config/stock-filter-settings.ts';
import { searchHref } from '../search/url-state.ts';

/**
 * The in-page targets of Enquire and Book a Test Drive: the page's contact section, until the
 * enquiry and test-drive modals replace them.
 */
export const ENQUIRE_ANCHOR = 'enquire';
export const TEST_DRIVE_ANCHOR = 'test-drive';

/**
 * The in-page target of every other mention of the dealer's number on the page (the masked numbers
 * in the dealer comments): the location's phone reveal, the one way to the number, so no call goes round the reveal and the lead it records.
 */
export const CALL_THE_DEALER_ANCHOR = 'call-the-dealer';

/**
 * The cars that get a page: exactly those the site's stock search lists at `now` (Unix seconds),
 * by the same predicate, so every 'View Details' link has a page and no unlisted car has one. A
 * sold car inside its visibility window is listed and so gets a page showing its sold state.
 */
export function listedCars<T extends Car>(cars: readonly T[], search: Pick<SiteConfig['search'], 'sold_visibility_days' | 'exclusions'>, now: number): T[] {
  const isListed = stockPredicate(stockFilterSettingsOf(search), now);
  return cars.filter(isListed);
}

/**
 * The number 'Call the dealer' reveals: the site's `phones.call_the_dealer` override when it sets
 * one (spec section 9: the Brighton dealer's), else the phone of the location holding the car.
 * May be blank when the feed gives none; the phone reveal then logs a warning and shows nothing.
 */
export function callTheDealerPhone(phones: Pick<SiteConfig['phones'], 'call_the_dealer'>, car: Pick<Car, 'location'>): string {
  return phones.call_the_dealer ?? car.location.phone;
}

/**
 * 'Get Finance' for a car: the site's finance route with the spec's query (section 2). The car's
 * dealership goes in as its slug; the budget is the price only when the car has a valid one.
 */
export function carFinancePath(car: Pick<Car, 'id' | 'car_type' | 'price' | 'dealership_slug'>, settings: Pick<RouteSettings, 'financeRoute'>): string {
  return financePath(settings, {
    preferredDealership: car.dealership_slug,
    vehiclePriceBudget: isValidPrice(car.price) ? car.price : undefined,
    car_id: car.id,
    car_type: car.car_type,
  });
}

/** 'Find Me Something Similar': the stock search for the same make, model and body. */
export function findSimilarPath(car: Pick<Car, 'make' | 'model' | 'simple_body'>): string {
  return searchHref(ROUTES.stock, { refinements: { make: [car.make], model: [car.model], body: [car.simple_body] } });
}

/** The record saved as the site's enquiry car when the shopper clicks Enquire (browser-storage.ts). */
export function savedEnquiryCar(car: Car): SavedEnquiryCar {
  return {
    id: car.id,
    slug: car.slug,
    name: car.name,
    make: car.make,
    make_slug: car.make_slug,
    model: car.model,
    car_type: car.car_type,
    status: car.status,
    stocknum: car.stocknum,
    dealership_id: car.dealership_id,
    dealership_slug: car.dealership_slug,
    primary_image_url: car.primary_image_url,
  };
}

/** The body of the reveal call (spec section 7, "Phone reveal"); `website_id` is the site slug. */
export interface PhoneRevealCall {
  readonly car_id: number;
  readonly dealership_id: number;
  readonly website_id: string;
}

export function phoneRevealCall(car: Pick<Car, 'id' | 'dealership_id'>, siteSlug: string): PhoneRevealCall {
  return { car_id: car.id, dealership_id: car.dealership_id, website_id: siteSlug };
}

/**
 * The page's meta description: name, where it is, the price line and the info block, e.g.
 * "2025 Suzuki Swift GL for sale in Brighton VIC: $18,990 Drive Away. Used, Manual, 19,100 km, Petrol."
 */
export function vehicleMetaDescription(car: Car, region: RegionCode): string {
  const priceText = advertisedPrice(car, region).words.replace(/\.$/, '');
  const [condition, transmission, odometer, fuel] = carInfo(car, region);
  const unit = /\((\w+)\)/.exec(odometer.label)?.[1] ?? '';
  const where = [car.city, car.state].filter((part) => part !== '').join(' ');
  return `${car.name} for sale${where ? ` in ${where}` : ''}: ${priceText}. ${condition.value}, ${transmission.value}, ${odometer.value} ${unit}, ${fuel.value}.`;
}
