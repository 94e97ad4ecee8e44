import { describe, expect, it } from 'vitest';
import { FeaturesSchema } from '../../../src/config/site-config-schema.ts';
import { requireSiteConfig } from '../../../src/config/load-site-config.ts';
import { builtOffers, dealerToday, offerEnquiryHref, offerExploreHref, offerHref, type OfferEntry } from '../../../src/components/offers/offer-links.ts';
import { offerJsonLd } from '../../../src/components/offers/offer-json-ld.ts';
import { builtPages } from '../../../src/site/built-pages.ts';

const ROOT = new URL('../../../', import.meta.url).pathname;
const brighton = await requireSiteConfig(ROOT, 'brighton-volkswagen');
const bayside = await requireSiteConfig(ROOT, 'bayside-motor-group');

const offer: OfferEntry = {
  id: 52501,
  name: 'Volkswagen Golf from $39,990 drive away',
  description: '<p>New Golf.</p>',
  sanitized_description: 'New Golf.',
  disclaimer: 'Ends 31 December 2026.',
  image_or_model_image: { url: '/generated/offers/x.svg', alt: 'Golf offer' },
  manufacturer: { name: 'Volkswagen', slug: 'volkswagen' },
  model: { name: 'Golf', slug: 'golf', override_url: null },
  excluded_website_ids: [],
  starts_on: '2026-11-10',
  expires_on: '2026-12-31',
};

describe('offer links', () => {
  it('the offer page carries the manufacturer only on a site not tied to one', () => {
    expect(offerHref(offer, brighton)).toBe('/offers/52501');
    expect(offerHref(offer, bayside)).toBe('/offers/volkswagen/52501');
    expect(offerEnquiryHref(offer, brighton)).toBe('/offers/52501#offer-enquiry');
  });

  const withModels = { ...builtPages({ features: FeaturesSchema.parse({}) }), models: true };
  const withoutModels = builtPages({ features: FeaturesSchema.parse({}) });
  const catalogue = new Set(['golf', 'polo']);

  it.each([
    ['no model: no link', { ...offer, model: null }, withModels, null],
    ['model pages built and the model in the catalogue: its page', offer, withModels, '/models/golf'],
    ['model pages not built: the new-car search for the model', offer, withoutModels, '/search/new-cars?model=Golf'],
    ['a model the catalogue lacks: the search', { ...offer, model: { name: 'Arteon', slug: 'arteon', override_url: null } }, withModels, '/search/new-cars?model=Arteon'],
    ['a built override: the override', { ...offer, model: { name: 'Golf R', slug: 'golf-r', override_url: '/models/golf' } }, withModels, '/models/golf'],
    ['an override to a page not built: the search', { ...offer, model: { name: 'Golf R', slug: 'golf-r', override_url: '/models/golf' } }, withoutModels, '/search/new-cars?model=Golf+R'],
  ] as const)('Explore {model}, %s', (_case, subject, pages, href) => {
    expect(offerExploreHref(subject, pages, catalogue)).toBe(href);
  });
});

describe('which offers a build shows', () => {
  it('goes by the dealer\'s date: at 13:30 UTC on 31 December a Melbourne dealer is on 1 January', () => {
    const at = Date.parse('2026-12-31T13:30:00Z') / 1000;
    expect(dealerToday(brighton, at)).toBe('2027-01-01');
    expect(builtOffers([offer], brighton, at)).toEqual([]);
    expect(builtOffers([offer], brighton, at - 3600)).toEqual([offer]);
  });
});

describe('the offer page\'s structured data', () => {
  it('is a schema.org Offer with its dates, currency, the model offered and the dealer as seller', () => {
    const data = offerJsonLd(offer, { site: brighton, path: '/offers/52501', modelHref: '/models/golf' });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Offer',
      name: offer.name,
      url: `${brighton.url}/offers/52501`,
      validFrom: '2026-11-10',
      validThrough: '2026-12-31',
      priceCurrency: 'AUD',
      itemOffered: { '@type': 'Car', name: 'Volkswagen Golf', model: 'Golf', brand: { '@type': 'Brand', name: 'Volkswagen' }, url: `${brighton.url}/models/golf` },
      seller: { '@type': 'AutoDealer', name: brighton.name, address: { addressRegion: 'VIC', addressCountry: 'AU' } },
    });
  });

  it('an ongoing offer has no validThrough; an offer about no model names no item', () => {
    const data = offerJsonLd({ ...offer, model: null, expires_on: null }, { site: bayside, path: '/offers/volkswagen/52501', modelHref: null });
    expect(data).not.toHaveProperty('validThrough');
    expect(data).not.toHaveProperty('itemOffered');
  });
});
