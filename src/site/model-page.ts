/**
 * What a model's intro page (/models/{model}) derives from the catalogue, the
 * stock and the dealer's config: its heading, where it is for sale, its calls to action, the rest of
 * its range (the sub-ranges such as Golf GTI and Golf R) and the dealer's cars of that model. Pure:
 * the page passes everything in.
 */
import type { SiteConfig } from '../config/site-config-schema.ts';
import type { Car, CarType } from '../domain/cars/car.ts';
import { isEnquirable } from '../domain/cars/car-state.ts';
import type { ModelStatus } from '../domain/content/content.ts';
import { isValidPrice } from '../domain/cars/valid-price.ts';
import { financePath, modelOrderPath, modelTestDrivePath, type RouteSettings } from '../domain/routes/routes.ts';
import { LABELS } from '../domain/basics/texts.ts';

/** The id of the model page's form section, where 'Register Your Interest' goes. */
export const MODEL_FORM_ANCHOR = 'model-form';

/** The catalogue fields these rules read. */
export interface PageModel {
  readonly name: string;
  readonly slug: string;
  readonly manufacturer_name: string;
  readonly status: ModelStatus;
  readonly variant: string;
  readonly price_from: number | null;
}

/** The page heading: the manufacturer's name, then the model's ("Volkswagen Tiguan"). */
export function modelHeading(model: Pick<PageModel, 'manufacturer_name' | 'name'>): string {
  return `${model.manufacturer_name} ${model.name}`;
}

/** 'For sale in {city} {state}' (spec section 2), from the dealer's primary location. */
export function forSaleInText(address: { readonly city: string; readonly state: string }): string {
  return `For sale in ${address.city} ${address.state}`;
}

/** A call to action: its words and where it goes. */
export interface ModelAction {
  readonly label: string;
  readonly href: string;
}

/** The model page's buttons, in the order the page shows them. */
export interface ModelActions {
  /** 'Get a Quote' to the order page, or for a coming_soon model 'Register Your Interest' to the form section. */
  readonly primary: ModelAction;
  /** 'Book a Test Drive', when the site shows that button. */
  readonly testDrive?: ModelAction;
  /** The finance enquiry, when the site shows finance buttons; its budget is the model's from-price. */
  readonly finance?: ModelAction;
}

/**
 * The model page's calls to action (spec sections 2 and 4: a coming_soon model's main call to action
 * registers interest instead of asking for a quote).
 */
export function modelActions(
  model: PageModel,
  settings: { readonly buttons: Pick<SiteConfig['features']['buttons'], 'test_drive' | 'finance'> } & Pick<RouteSettings, 'financeRoute'>,
): ModelActions {
  const comingSoon = model.status === 'coming_soon';
  const budget = model.price_from !== null && isValidPrice(model.price_from) ? model.price_from : undefined;
  return {
    primary: comingSoon
      ? { label: LABELS.registerYourInterest, href: `#${MODEL_FORM_ANCHOR}` }
      : { label: LABELS.getAQuote, href: modelOrderPath(model.slug) },
    ...(settings.buttons.test_drive ? { testDrive: { label: LABELS.bookATestDrive, href: modelTestDrivePath(model) } } : {}),
    ...(settings.buttons.finance ? { finance: { label: LABELS.getFinance, href: financePath(settings, { vehiclePriceBudget: budget }) } } : {}),
  };
}

/** The slider's and cards' link words: 'Discover More' for a new or coming model, 'Explore More' for an established one. */
export function modelExploreLabel(model: Pick<PageModel, 'status'>): string {
  return model.status === '' ? LABELS.exploreMore : LABELS.discoverMore;
}

/**
 * The name of the range an entry belongs to: a sub-range entry ("Golf GTI", variant "GTI") belongs to
 * the model its name starts with ("Golf"); a core model is its own range.
 */
export function rangeName(model: Pick<PageModel, 'name' | 'variant'>): string {
  const suffix = ` ${model.variant}`;
  return model.variant !== '' && model.name.endsWith(suffix) ? model.name.slice(0, -suffix.length) : model.name;
}

/**
 * The model's variants: the other catalogue entries of its range (for the Golf, the Golf GTI and
 * Golf R; for the Golf GTI, the Golf and the Golf R), core model first, in catalogue order.
 */
export function modelVariants<M extends PageModel>(model: PageModel, catalogue: readonly M[]): M[] {
  const range = rangeName(model);
  return catalogue
    .filter((entry) => entry.slug !== model.slug && entry.manufacturer_name === model.manufacturer_name && rangeName(entry) === range)
    .sort((a, b) => Number(a.variant !== '') - Number(b.variant !== ''));
}

/** Whether a car is of the model: same make and range, and for a sub-range, its badge names it ("GTI Manual"). */
export function isCarOfModel(car: Pick<Car, 'make' | 'model' | 'badge'>, model: Pick<PageModel, 'manufacturer_name' | 'name' | 'variant'>): boolean {
  if (car.make !== model.manufacturer_name || car.model !== rangeName(model)) return false;
  return model.variant === '' || car.badge.split(/\s+/).includes(model.variant);
}

/** New cars first, then demo, then used: the model page is about the model as it is sold new. */
const CAR_TYPE_ORDER: Readonly<Record<CarType, number>> = { new: 0, demo: 1, used: 2 };

/**
 * The dealer's cars of the model a shopper can enquire on, new and demo first, cheapest first within
 * each (a car without a valid price last), then by slug so the order is stable.
 */
export function modelStock<C extends Pick<Car, 'make' | 'model' | 'badge' | 'car_type' | 'price' | 'status' | 'sold' | 'slug'>>(
  model: Pick<PageModel, 'manufacturer_name' | 'name' | 'variant'>,
  cars: readonly C[],
): C[] {
  const priceKey = (car: C) => (isValidPrice(car.price) ? car.price : Number.POSITIVE_INFINITY);
  return cars
    .filter((car) => isEnquirable(car) && isCarOfModel(car, model))
    .sort((a, b) => CAR_TYPE_ORDER[a.car_type] - CAR_TYPE_ORDER[b.car_type] || priceKey(a) - priceKey(b) || a.slug.localeCompare(b.slug));
}
