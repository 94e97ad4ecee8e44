/**
 * The schema.org `Offer` an offer page embeds as JSON-LD: its name, page, image
 * and validity (validFrom the first day, validThrough the last day included; none for an ongoing
 * offer), the region's currency, the model it is for as itemOffered (a Car of that make and model;
 * an offer about no model, such as servicing, names none), and the dealer as seller.
 */
import type { SiteConfig } from '../../config/site-config-schema.ts';
import { regionSettings } from '../../domain/basics/region.ts';
import type { OfferEntry } from './offer-links.ts';

const SCHEMA = 'https://schema.org';

/** What the JSON-LD needs besides the offer. */
interface OfferJsonLdContext {
  readonly site: Pick<SiteConfig, 'name' | 'url' | 'region' | 'phones' | 'locations'>;
  /** The offer page's path. */
  readonly path: string;
  /** The model's page or search, when the offer is about a model. */
  readonly modelHref: string | null;
}

const absolute = (pathOrUrl: string, siteUrl: string): string => new URL(pathOrUrl, siteUrl).href;

/** The JSON-LD object of an offer's page. */
export function offerJsonLd(offer: OfferEntry, { site, path, modelHref }: OfferJsonLdContext): Record<string, unknown> {
  const primary = site.locations.find((location) => location.primary) ?? site.locations[0];
  return {
    '@context': SCHEMA,
    '@type': 'Offer',
    name: offer.name,
    description: offer.sanitized_description,
    url: absolute(path, site.url),
    image: absolute(offer.image_or_model_image.url, site.url),
    validFrom: offer.starts_on,
    ...(offer.expires_on === null ? {} : { validThrough: offer.expires_on }),
    priceCurrency: regionSettings(site.region).currency,
    ...(offer.model === null
      ? {}
      : {
          itemOffered: {
            '@type': 'Car',
            name: `${offer.manufacturer.name} ${offer.model.name}`,
            brand: { '@type': 'Brand', name: offer.manufacturer.name },
            model: offer.model.name,
            ...(modelHref === null ? {} : { url: absolute(modelHref, site.url) }),
          },
        }),
    seller: {
      '@type': 'AutoDealer',
      name: site.name,
      url: site.url,
      telephone: site.phones.sales,
      ...(primary === undefined
        ? {}
        : {
            address: {
              '@type': 'PostalAddress',
              streetAddress: primary.address.street,
              addressLocality: primary.address.city,
              addressRegion: primary.address.state,
              postalCode: primary.address.postcode,
              addressCountry: site.region,
            },
          }),
    },
  };
}
