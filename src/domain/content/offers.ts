/**
 * Which special offers a site shows, and the manufacturer/model filter of /special-offers.
 *
 * An offer is live on a site on `today` (the dealer's calendar date, src/domain/places/time-zone.ts) when
 * the site is not among its `excluded_website_ids`, it has started (`starts_on` on or before today)
 * and it has not ended (`expires_on`, the last day included, on or after today; null never ends).
 * Only live offers have pages, cards and links; the others are not built at all.
 *
 * The filter's state lives in the URL as `manufacturer` and `model` (slugs), like the car search
 * keeps its state in the URL (spec section 2). A value that names nothing live is ignored, and a
 * model that does not belong to the chosen manufacturer drops the model, so any URL reads as a
 * state the page can show.
 */
import type { Offer } from './content.ts';

/** What deciding an offer's liveness needs. */
export type DatedOffer = Pick<Offer, 'excluded_website_ids' | 'starts_on' | 'expires_on'>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `offer` shows on the site `siteSlug` on `today` (YYYY-MM-DD, the dealer's date). */
export function isOfferLive(offer: DatedOffer, siteSlug: string, today: string): boolean {
  if (!ISO_DATE.test(today)) throw new RangeError(`today must be a date like 2026-12-25, got ${JSON.stringify(today)}`);
  if (offer.excluded_website_ids.includes(siteSlug)) return false;
  // ISO dates compare as strings in calendar order.
  if (offer.starts_on > today) return false;
  return offer.expires_on === null || today <= offer.expires_on;
}

/** The offers live on the site on `today`, in their given order. */
export function liveOffers<T extends DatedOffer>(offers: readonly T[], siteSlug: string, today: string): T[] {
  return offers.filter((offer) => isOfferLive(offer, siteSlug, today));
}

/** What the filter reads of an offer. */
export interface FilterableOffer {
  readonly manufacturer: { readonly slug: string; readonly name: string };
  readonly model: { readonly slug: string; readonly name: string } | null;
}

/** One choice of the filter. */
export interface OfferFilterChoice {
  readonly slug: string;
  readonly name: string;
}

/** A model choice, with the manufacturer it belongs to. */
export interface OfferModelChoice extends OfferFilterChoice {
  readonly manufacturer: string;
}

/** The filter's choices: only manufacturers and models that have a live offer, by name. */
export interface OfferFilterOptions {
  readonly manufacturers: readonly OfferFilterChoice[];
  readonly models: readonly OfferModelChoice[];
}

/** The filter's state; null means "all". */
export interface OfferFilterState {
  readonly manufacturer: string | null;
  readonly model: string | null;
}

export const OFFER_FILTER_PARAMS = { manufacturer: 'manufacturer', model: 'model' } as const;

const byName = (a: OfferFilterChoice, b: OfferFilterChoice) => a.name.localeCompare(b.name, 'en');

/** The choices the (already live) offers give. */
export function offerFilterOptions(offers: readonly FilterableOffer[]): OfferFilterOptions {
  const manufacturers = new Map<string, OfferFilterChoice>();
  const models = new Map<string, OfferModelChoice>();
  for (const offer of offers) {
    manufacturers.set(offer.manufacturer.slug, { slug: offer.manufacturer.slug, name: offer.manufacturer.name });
    if (offer.model !== null) models.set(offer.model.slug, { slug: offer.model.slug, name: offer.model.name, manufacturer: offer.manufacturer.slug });
  }
  return { manufacturers: [...manufacturers.values()].sort(byName), models: [...models.values()].sort(byName) };
}

/** The state a URL's query gives, checked against the choices (see the module comment). */
export function parseOfferFilter(search: URLSearchParams, options: OfferFilterOptions): OfferFilterState {
  const wanted = search.get(OFFER_FILTER_PARAMS.manufacturer);
  const manufacturer = options.manufacturers.some((choice) => choice.slug === wanted) ? wanted : null;
  const modelSlug = search.get(OFFER_FILTER_PARAMS.model);
  const model = options.models.find((choice) => choice.slug === modelSlug && (manufacturer === null || choice.manufacturer === manufacturer));
  return { manufacturer, model: model?.slug ?? null };
}

/** The URL query of a state, keeping the query's other parameters (e.g. analytics tags). */
export function offerFilterQuery(state: OfferFilterState, current: URLSearchParams = new URLSearchParams()): string {
  const next = new URLSearchParams(current);
  for (const [key, value] of [
    [OFFER_FILTER_PARAMS.manufacturer, state.manufacturer],
    [OFFER_FILTER_PARAMS.model, state.model],
  ] as const) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  const text = next.toString();
  return text === '' ? '' : `?${text}`;
}

/** The model choices that fit a manufacturer choice (all of them for "all"). */
export function modelChoicesFor(options: OfferFilterOptions, manufacturer: string | null): OfferModelChoice[] {
  return options.models.filter((choice) => manufacturer === null || choice.manufacturer === manufacturer);
}

/** Whether an offer (by its manufacturer and model slugs) shows under the state. */
export function offerMatchesFilter(offer: { readonly manufacturer: string; readonly model: string | null }, state: OfferFilterState): boolean {
  return (state.manufacturer === null || offer.manufacturer === state.manufacturer) && (state.model === null || offer.model === state.model);
}

/** What the polite live region says about the cards shown. */
export function offerCountText(count: number): string {
  if (count === 0) return 'No offers match your selection.';
  return count === 1 ? '1 offer' : `${count} offers`;
}

/** A calendar date as the region writes it in prose: "31 January 2027", or "January 31, 2027" in the US. */
function longDate(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** How long the offer runs, in the region's locale: 'Offer ends 31 January 2027.' or 'Ongoing offer.' */
export function offerValidityText(offer: Pick<Offer, 'expires_on'>, locale: string): string {
  return offer.expires_on === null ? 'Ongoing offer.' : `Offer ends ${longDate(offer.expires_on, locale)}.`;
}
