/**
 * The schema.org JSON-LD a model page embeds: the model as a `Car` that is also a
 * `ProductModel` (a model, not one car), with its offers as one `AggregateOffer`. Where schema.org
 * leaves a choice:
 * - the prices: the lowest and highest of the catalogue's from-price and the valid prices of the
 *   dealer's cars of the model; no price at all (a model not on sale yet, with no stock) leaves the
 *   offers out, as an offer without a price says nothing a search engine can show;
 * - offerCount: the dealer's cars of the model, left out when there are none;
 * - availability: PreOrder for a coming_soon model, InStock when the dealer has cars of it, else
 *   left out (the model is sold to order);
 * - priceCurrency follows the region; bodyType and fuelType read in the region's words.
 * The script text is written by vehicle-json-ld.ts's jsonLdText, which escapes it for the page.
 */
import type { Body, Fuel } from '../domain/cars/car.ts';
import type { ModelStatus } from '../domain/content/content.ts';
import { isValidPrice } from '../domain/cars/valid-price.ts';
import { regionSettings, type RegionCode } from '../domain/basics/region.ts';
import { regionTerm, structuredDataTerm } from '../domain/basics/region-terms.ts';
import { modelPath } from '../domain/routes/routes.ts';

const SCHEMA = 'https://schema.org';

/** The catalogue fields the JSON-LD reads. */
interface JsonLdModel {
  readonly name: string;
  readonly slug: string;
  readonly manufacturer_name: string;
  readonly short_description: string;
  readonly status: ModelStatus;
  readonly bodyStyle: readonly Body[];
  readonly fuel: readonly Fuel[];
  readonly price_from: number | null;
  readonly image: { readonly url: string };
}

/** What the page knows beyond the model. */
interface ModelJsonLdContext {
  /** The site's production origin, e.g. https://www.brightonvolkswagen.example. */
  readonly siteUrl: string;
  readonly region: RegionCode;
  /** The advertised amounts of the dealer's cars of the model (src/domain/cars/price.ts), null where a car shows none. */
  readonly stockPrices: readonly (number | null)[];
}

/** The JSON-LD object of a model's page. */
export function modelJsonLd(model: JsonLdModel, { siteUrl, region, stockPrices }: ModelJsonLdContext): Record<string, unknown> {
  const url = new URL(modelPath(model.slug), siteUrl).href;
  const advertised = stockPrices.filter((price): price is number => price !== null);
  const prices = [...(model.price_from === null ? [] : [model.price_from]).filter(isValidPrice), ...advertised];
  const availability = model.status === 'coming_soon' ? 'PreOrder' : stockPrices.length > 0 ? 'InStock' : undefined;
  return {
    '@context': SCHEMA,
    '@type': ['Car', 'ProductModel'],
    name: `${model.manufacturer_name} ${model.name}`,
    url,
    image: new URL(model.image.url, siteUrl).href,
    description: model.short_description,
    brand: { '@type': 'Brand', name: model.manufacturer_name },
    manufacturer: { '@type': 'Organization', name: model.manufacturer_name },
    model: model.name,
    ...(model.bodyStyle.length > 0 ? { bodyType: model.bodyStyle.map((body) => regionTerm(body, region)) } : {}),
    ...(model.fuel.length > 0 ? { fuelType: model.fuel.map((fuel) => structuredDataTerm(fuel, region)) } : {}),
    ...(prices.length === 0
      ? {}
      : {
          offers: {
            '@type': 'AggregateOffer',
            url,
            priceCurrency: regionSettings(region).currency,
            lowPrice: Math.min(...prices),
            highPrice: Math.max(...prices),
            ...(stockPrices.length > 0 ? { offerCount: stockPrices.length } : {}),
            ...(availability === undefined ? {} : { availability: `${SCHEMA}/${availability}` }),
          },
        }),
  };
}
