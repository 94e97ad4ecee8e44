/**
 * The schema.org `Car` with its `Offer` that a vehicle page embeds as JSON-LD, so search engines
 * can show the car with its price, condition and availability. Where schema.org leaves a choice:
 * - availability: SoldOut for a sold car, PreOrder for a car coming soon or ordered from the
 *   factory (`preorder`), InStock otherwise;
 * - itemCondition: NewCondition for new and demo cars (a demo car is sold from the new-car side of
 *   the dealership, as the lead event ids count it), UsedCondition for used cars;
 * - price: the advertised price (src/domain/cars/price.ts), left out when the page shows none (SOLD,
 *   PREORDER, 'Enquire for price.'); priceCurrency always follows the region;
 * - mileageFromOdometer: in the region's unit, KMT (kilometres) or SMI (statute miles);
 * - bodyType, color and fuelType: in the region's words, as the page reads them, except a US car's
 *   petrol, which is 'Gasoline' (the formal word of US listings) where the page says 'Gas'.
 */
import type { Car } from '../domain/cars/car.ts';
import { isSold } from '../domain/cars/car-state.ts';
import { distanceInRegionUnit } from '../domain/basics/format.ts';
import { advertisedAmount } from '../domain/cars/price.ts';
import { regionSettings, type RegionCode } from '../domain/basics/region.ts';
import { regionTerm, structuredDataTerm } from '../domain/basics/region-terms.ts';
import { carPath } from '../domain/routes/routes.ts';

const SCHEMA = 'https://schema.org';

/** UN/CEFACT unit codes schema.org uses for distances. */
const ODOMETER_UNIT_CODES = { km: 'KMT', mi: 'SMI' } as const;

type OfferAvailability = 'InStock' | 'PreOrder' | 'SoldOut';

/** What the Offer says about availability. */
export function offerAvailability(car: Pick<Car, 'status' | 'sold' | 'preorder'>): OfferAvailability {
  if (isSold(car)) return 'SoldOut';
  return car.status === 'coming_soon' || car.preorder ? 'PreOrder' : 'InStock';
}

/** The schema.org condition of a car. */
export function itemCondition(car: Pick<Car, 'car_type'>): 'NewCondition' | 'UsedCondition' {
  return car.car_type === 'used' ? 'UsedCondition' : 'NewCondition';
}

/** What the page knows beyond the car. */
interface VehicleJsonLdContext {
  /** The site's production origin, e.g. https://www.brightonvolkswagen.example. */
  readonly siteUrl: string;
  readonly region: RegionCode;
}

const absolute = (pathOrUrl: string, siteUrl: string): string => new URL(pathOrUrl, siteUrl).href;

/** The JSON-LD object of a car's page. */
export function vehicleJsonLd(car: Car, { siteUrl, region }: VehicleJsonLdContext): Record<string, unknown> {
  const url = absolute(carPath(car.slug), siteUrl);
  const condition = `${SCHEMA}/${itemCondition(car)}`;
  const price = advertisedAmount(car, region);
  const odometer = distanceInRegionUnit(car.km, region);
  const { address } = car.location;
  return {
    '@context': SCHEMA,
    '@type': 'Car',
    name: car.name,
    url,
    image: car.images.map((image) => absolute(image.url, siteUrl)),
    description: car.description,
    sku: car.stocknum,
    // A feed leaves the VIN empty until one is assigned; an empty one says nothing, so it is left out.
    ...(car.vin === '' ? {} : { vehicleIdentificationNumber: car.vin }),
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    vehicleConfiguration: car.badge,
    vehicleModelDate: String(car.year),
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: odometer.value, unitCode: ODOMETER_UNIT_CODES[odometer.unit] },
    itemCondition: condition,
    bodyType: regionTerm(car.simple_body, region),
    color: regionTerm(car.colour, region),
    fuelType: structuredDataTerm(car.simple_fuel, region),
    vehicleTransmission: car.simple_transmission,
    numberOfDoors: car.doors,
    seatingCapacity: car.seats,
    offers: {
      '@type': 'Offer',
      url,
      ...(price === null ? {} : { price }),
      priceCurrency: regionSettings(region).currency,
      availability: `${SCHEMA}/${offerAvailability(car)}`,
      itemCondition: condition,
      seller: {
        '@type': 'AutoDealer',
        name: car.dealership_name,
        address: {
          '@type': 'PostalAddress',
          streetAddress: address.street,
          addressLocality: address.city,
          addressRegion: address.state,
          postalCode: address.postcode,
          addressCountry: region,
        },
      },
    },
  };
}

/**
 * JSON for an inline `<script type="application/ld+json">`: `<`, `>`, `&` and the line separators
 * are written as \u escapes, so no text from a feed can close the script element or break it.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
