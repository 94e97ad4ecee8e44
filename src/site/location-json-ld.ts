/**
 * The schema.org JSON-LD a location's contact page embeds: the location as an
 * AutoDealer (sales), AutoRepair (service, service and parts) or AutoPartsStore (parts), with its
 * address, position, phone, weekly and special opening hours and, when it has reviews, its
 * aggregate rating. Where schema.org leaves a choice:
 * - a closed weekday is left out of the weekly hours (schema.org reads a missing day as closed);
 *   a closed special date is written as opening and closing at 00:00, as schema.org advises;
 * - an open day without times ('By appointment only') says nothing a search engine could show,
 *   so it is left out;
 * - the rating is out of 5 and appears only with at least one review.
 * The script text is written by vehicle-json-ld.ts's jsonLdText, which escapes it for the page.
 */
import { locationOffering, type Location } from '../domain/places/location.ts';
import { locationContactPath } from '../domain/routes/routes.ts';

const SCHEMA = 'https://schema.org';
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const TYPES = { sales: 'AutoDealer', service: 'AutoRepair', 'service-and-parts': 'AutoRepair', parts: 'AutoPartsStore' } as const;

/** The page's context: the production origin and the address's country code. */
interface LocationJsonLdContext {
  readonly siteUrl: string;
  readonly country: string;
}

export function locationJsonLd(location: Location, context: LocationJsonLdContext): Record<string, unknown> {
  const { address } = location;
  const weekly = location.contact_detail.opening_hours
    .filter((entry) => entry.status === 'Open' && entry.open !== undefined && entry.close !== undefined)
    .map((entry) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: `${SCHEMA}/${DAY_NAMES[entry.weekday] ?? 'Sunday'}`, opens: entry.open, closes: entry.close }));
  const special = location.special_hours.flatMap((entry) => {
    const times = entry.status === 'Closed' ? { opens: '00:00', closes: '00:00' } : entry.start_hour !== undefined && entry.end_hour !== undefined ? { opens: entry.start_hour, closes: entry.end_hour } : null;
    return times === null ? [] : [{ '@type': 'OpeningHoursSpecification', validFrom: entry.date, validThrough: entry.date, ...times }];
  });
  const rating =
    location.average_rating !== null && location.review_count > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: location.average_rating, reviewCount: location.review_count, bestRating: 5, worstRating: 0 } }
      : {};
  return {
    '@context': SCHEMA,
    '@type': TYPES[locationOffering(location)],
    name: location.name,
    url: new URL(locationContactPath(location.slug), context.siteUrl).href,
    telephone: location.contact_detail.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.state,
      postalCode: address.postcode,
      addressCountry: context.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: address.lat, longitude: address.long },
    openingHoursSpecification: [...weekly, ...special],
    ...rating,
  };
}
