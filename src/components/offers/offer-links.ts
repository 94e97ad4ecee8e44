/**
 * Where an offer's links go, and which offers a build shows: shell code between the site config, the
 * offers and models collections and the pure rules (src/domain/content/offers.ts, src/domain/places/time-zone.ts).
 * Every link here lands on a page the build makes (src/site/built-pages.ts).
 */
import type { SiteConfig } from '../../config/site-config-schema.ts';
import type { Offer } from '../../domain/content/content.ts';
import { liveOffers } from '../../domain/content/offers.ts';
import { modelPath, offerPath, ROUTES } from '../../domain/routes/routes.ts';
import { searchHref } from '../../search/url-state.ts';
import { isBuiltPath, type BuiltPages } from '../../site/built-pages.ts';
import { dealerToday } from '../../site/dealer-today.ts';

/** What the pages read of an offer (the offers collection's checked fields). */
export type OfferEntry = Pick<
  Offer,
  'id' | 'name' | 'description' | 'sanitized_description' | 'disclaimer' | 'image_or_model_image' | 'model' | 'excluded_website_ids' | 'starts_on' | 'expires_on'
> & { readonly manufacturer: { readonly name: string; readonly slug: string } };

/** The offers the build shows: live on the dealer's date at the build's moment, in the data's order. */
export function builtOffers<T extends OfferEntry>(offers: readonly T[], site: Pick<SiteConfig, 'slug' | 'region' | 'locations'>, buildAt: number): T[] {
  return liveOffers(offers, site.slug, dealerToday(site, buildAt));
}

/** Whether the site is tied to one manufacturer (its offer URLs then carry no manufacturer). */
export function isTiedSite(site: Pick<SiteConfig, 'manufacturers'>): boolean {
  return 'tied' in site.manufacturers;
}

/** The offer's page. */
export function offerHref(offer: Pick<OfferEntry, 'id' | 'manufacturer'>, site: Pick<SiteConfig, 'manufacturers'>): string {
  return offerPath(offer, isTiedSite(site));
}

/** The id of the enquiry form's section on an offer page ('Enquire Now' lands there). */
export const OFFER_ENQUIRY_ANCHOR = 'offer-enquiry';

/** 'Enquire Now': the enquiry form on the offer's page. */
export function offerEnquiryHref(offer: Pick<OfferEntry, 'id' | 'manufacturer'>, site: Pick<SiteConfig, 'manufacturers'>): string {
  return `${offerHref(offer, site)}#${OFFER_ENQUIRY_ANCHOR}`;
}

/**
 * 'Explore {model}': the model's own override_url when the build makes that page, else its intro
 * page when model pages are built and the site's catalogue has the model, else the new-car search
 * for the model, which always exists. Null for an offer with no model (no link).
 */
export function offerExploreHref(offer: Pick<OfferEntry, 'model'>, pages: BuiltPages, catalogueSlugs: ReadonlySet<string>): string | null {
  const model = offer.model;
  if (model === null) return null;
  if (model.override_url !== null && model.override_url.startsWith('/') && isBuiltPath(pages, model.override_url)) {
    // An override into the model pages must still name a model the catalogue has.
    const modelSlug = /^\/models\/([^/?#]+)/.exec(model.override_url)?.[1];
    if (modelSlug === undefined || catalogueSlugs.has(modelSlug)) return model.override_url;
  }
  if (pages.models && catalogueSlugs.has(model.slug)) return modelPath(model.slug);
  return searchHref(ROUTES.newCars, { refinements: { model: [model.name] } });
}
