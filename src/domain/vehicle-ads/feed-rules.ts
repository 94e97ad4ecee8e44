/**
 * What the two vehicle-ads feeds (Google vehicle ads, Meta's vehicles catalogue) share: which cars a
 * feed may advertise at all, the context a row is written in, and the car's advertised amount, which
 * comes from the one price module (src/domain/cars/price.ts) so a feed can never disagree with the page.
 * The platforms' own field lists are in docs/standards/google-vehicle-ads.md and
 * docs/standards/meta-automotive-catalog.md.
 */
import type { Car, CarLocation } from '../cars/car.ts';
import { isSold } from '../cars/car-state.ts';
import { advertisedPrice } from '../cars/price.ts';
import type { RegionCode } from '../basics/region.ts';

/** What a feed row needs besides the car. */
export interface FeedContext {
  /** The site's origin, e.g. `https://www.brightonvw.example`: every URL in a feed is absolute. */
  readonly origin: string;
  readonly region: RegionCode;
  /** The Google Business Profile store code of a location (the site config's `store_code`, else its slug). */
  readonly storeCodeOf: (location: CarLocation) => string;
  /**
   * The photo a feed may send for an image of the car, as a site path or URL: JPEG, PNG or GIF
   * (neither platform takes SVG); undefined when there is none.
   */
  readonly photoOf: (imageUrl: string) => string | undefined;
}

/** Why a car is not in a feed. */
export type LeftOut = 'sold' | 'coming soon' | 'hidden' | 'reserved' | 'no price' | 'no VIN' | 'no photo' | 'price type' | 'no list price';

/** A row of a feed, or why the car has none. */
export type FeedRow = { readonly ok: true; readonly row: Readonly<Record<string, string>> } | { readonly ok: false; readonly reason: LeftOut };

/** A VIN is 17 characters; a feed leaves an empty or partial one out, with its car. */
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/i;

/**
 * Why neither platform may advertise the car, or null when both may. Both take only a car a shopper
 * can buy from its page now: shown on the site, in stock (not sold, not coming soon or on
 * preorder), with a price the page shows and a VIN.
 */
export function notAdvertisable(car: Car, region: RegionCode): LeftOut | null {
  if (!car.show_on_dealer_website) return 'hidden';
  if (isSold(car)) return 'sold';
  if (car.status === 'coming_soon' || car.preorder) return 'coming soon';
  if (advertisedPrice(car, region).kind !== 'amount') return 'no price';
  if (!VIN.test(car.vin)) return 'no VIN';
  return null;
}

/** An absolute URL on the site. */
export function absoluteUrl(pathOrUrl: string, origin: string): string {
  return new URL(pathOrUrl, origin).href;
}

/** The car's photos a feed may send, as absolute URLs, the main one first. */
export function feedPhotos(car: Pick<Car, 'images'>, context: FeedContext): string[] {
  return car.images.flatMap((image) => {
    const photo = context.photoOf(image.url);
    return photo === undefined ? [] : [absoluteUrl(photo, context.origin)];
  });
}

/** Text for one cell of a delimited file: white space (line breaks, tabs) made single spaces. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
