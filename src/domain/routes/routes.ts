/**
 * Every route of the product (spec section 2), built and parsed in one place so that menus,
 * pages, islands, functions and tests agree. Query-string state for search pages is the search URL
 * module's job; the paths it starts from are here.
 */
import type { CarType } from '../cars/car.ts';

/** Fixed pages. */
export const ROUTES = {
  home: '/',
  search: '/search',
  stock: '/search/new-used-and-demo-cars',
  newCars: '/search/new-cars',
  usedCars: '/search/used-cars',
  demoCars: '/search/demo-cars',
  models: '/models',
  specialOffers: '/special-offers',
  service: '/service',
  warranty: '/pages/warranty',
  roadsideAssist: '/pages/roadside-assist',
  carePlans: '/pages/care-plans',
  parts: '/vehicle-parts-and-accessories',
  partsSearch: '/parts/search',
  financePreApproval: '/finance-pre-approval',
  aboutUs: '/about-us',
  contact: '/contact',
  careers: '/careers',
  blog: '/blog',
  reviews: '/reviews',
  termsAndConditions: '/terms-and-conditions',
  privacyPolicy: '/privacy-policy',
  tradeIn: '/trade-in',
  carTradeIn: '/cars/trade-in',
  success: '/success',
  bookTestDrive: '/book-test-drive/',
  orderNow: '/models/order-now',
  /** Where a shopper lands after paying a reserve deposit (the reservation id in `?reservation=`). */
  reservationConfirmed: '/reservation-confirmed',
  /** A deal's page, its signed link in `?d=` (docs/deals.md). */
  deal: '/deal',
  /** Cars side by side, the cars' slugs in `?cars=` (src/domain/compare/compare-list.ts). */
  compare: '/compare',
} as const;

/**
 * The routes the spec writes with a trailing slash (`/book-test-drive/`). The build serves each
 * from a folder's index (`book-test-drive/index.html`), so the path the spec names, slash and all,
 * is the page a host answers; every other page is `{name}.html`, at its path without a slash.
 */
export const FOLDER_ROUTES: readonly string[] = [ROUTES.bookTestDrive];

/** The built file of a folder route's page as Astro writes it (`book-test-drive.html`), and where it is served from. */
export function folderRouteFiles(route: string): { readonly built: string; readonly served: string } {
  const name = route.replace(/^\/+|\/+$/g, '');
  return { built: `${name}.html`, served: `${name}/index.html` };
}

/**
 * The address a shopper reaches a page at, from the path Astro gives the page while it builds: a
 * top-level page comes as `/about-us.html` and the home page as `/index.html` (the `file` build
 * format), which no link, canonical URL or menu names; a folder route keeps its slash.
 */
export function pageAddress(builtPathname: string): string {
  const bare = builtPathname.replace(/\.html$/, '').replace(/\/index$/, '/');
  if (bare === '/' || bare === '') return '/';
  const withoutSlash = bare.replace(/\/+$/, '');
  return FOLDER_ROUTES.find((route) => route.replace(/\/+$/, '') === withoutSlash) ?? withoutSlash;
}

/** The vehicle-ads feeds a site may build (its `vehicle_ads` settings), by platform; no page links to them. */
export const VEHICLE_ADS_FEEDS = {
  google: '/feeds/google-vehicles.tsv',
  meta: '/feeds/meta-vehicles.csv',
} as const;

/** The addresses of the feeds a site builds, on its production origin: what the dealer gives Merchant Center and Meta. */
export function vehicleAdsFeedUrls(site: { readonly url: string; readonly vehicle_ads: Readonly<Record<keyof typeof VEHICLE_ADS_FEEDS, boolean>> }): string[] {
  return (Object.keys(VEHICLE_ADS_FEEDS) as (keyof typeof VEHICLE_ADS_FEEDS)[]).filter((platform) => site.vehicle_ads[platform]).map((platform) => new URL(VEHICLE_ADS_FEEDS[platform], site.url).href);
}

/** When the site's stock was last confirmed, as each build publishes it (src/domain/cars/stock-age.ts); pages read it, none links to it. */
export const STOCK_STATUS_PATH = '/stock-status.json';

/** The AU state tables of on-road costs as the build validated them, for drive-away estimates worked out in the browser; built on AU sites, none links to it. */
export const ON_ROAD_TABLES_PATH = '/on-road-costs.json';

/** The API paths the browser calls for reservations. */
export const RESERVATION_API = {
  /** POST: hold a car and get the payment page. */
  reservations: '/api/reservations',
  /** POST: the payment gateway's webhook (Stripe's, or the local sandbox's). */
  paymentWebhook: '/api/payments/webhook',
} as const;

/** The trade-in valuation API (docs/trade-in.md); the browser's trade-in flow calls these. */
export const VALUATION_API = {
  /** POST `{ rego, regoState?, vin? }`: which car a plate (or, in the US, a VIN) is. */
  registration: '/api/valuations/registration',
  /** POST `{ make, model, year, badge? }`: the car chosen by hand when the plate matched nothing. */
  vehicle: '/api/valuations/vehicle',
  /** POST `{ id, adjustmentAnswers }`: the estimate for an identified car. */
  estimate: '/api/valuations/estimate',
} as const;

/** The search path that lists one condition of car, or all of them. */
export function searchPathFor(carType?: CarType): string {
  switch (carType) {
    case 'new':
      return ROUTES.newCars;
    case 'used':
      return ROUTES.usedCars;
    case 'demo':
      return ROUTES.demoCars;
    default:
      return ROUTES.stock;
  }
}

/** The site settings routes depend on, taken from the dealer config by the shell. */
export interface RouteSettings {
  /** Whether cars are reserved (checkout), bought online, or neither. */
  reserve: 'checkout' | 'buy-online' | 'off';
  financeRoute: FinanceRoute;
}

export const FINANCE_ROUTES = ['/finance', '/finance-enquiry', '/apply-for-finance'] as const;
type FinanceRoute = (typeof FINANCE_ROUTES)[number];

/** The anchor of the finance form on every finance route. */
const FINANCE_FORM_ANCHOR = 'finance-form';

const segment = (value: string | number): string => encodeURIComponent(String(value));

function withQuery(path: string, params: Record<string, string | number | undefined>, hash?: string): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') query.set(key, String(value));
  const text = query.toString();
  return `${path}${text ? `?${text}` : ''}${hash ? `#${hash}` : ''}`;
}

/** `/cars/{slug}`: a car's detail page. */
export function carPath(carSlug: string): string {
  return `/cars/${segment(carSlug)}`;
}

/**
 * The id of the element of a car's page that 'Quick Enquiry' links land on: without JavaScript the
 * contact section, once the page's modals work the enquiry modal, which opens on load.
 */
export const QUICK_ENQUIRY_ANCHOR = 'quick-enquiry';

/** `/cars/{slug}#quick-enquiry`: a car's page with its enquiry open (the search cards' Quick Enquiry). */
export function quickEnquiryPath(carSlug: string): string {
  return `${carPath(carSlug)}#${QUICK_ENQUIRY_ANCHOR}`;
}

/** `/api/cars/{slug}/pdf`: the one-page brochure of a car, saved as `{slug}.pdf`. */
export function carPdfPath(carSlug: string): string {
  return `/api${carPath(carSlug)}/pdf`;
}

/** The file name a car's brochure is saved under (spec section 7: `{slug}.pdf`). */
export function carPdfFileName(carSlug: string): string {
  return `${carSlug}.pdf`;
}

/**
 * Where 'Reserve' or 'Buy online' goes for a car: `/cars/{slug}/checkout` or
 * `/cars/{slug}/buy-online` by the site setting; null when the site offers neither.
 */
export function carPurchasePath(carSlug: string, settings: Pick<RouteSettings, 'reserve'>): string | null {
  if (settings.reserve === 'off') return null;
  return `${carPath(carSlug)}/${settings.reserve}`;
}

/** `/reservation-confirmed?reservation={id}`: the page a paid (or paying) shopper returns to. */
export function reservationConfirmedPath(reservationId: string): string {
  return withQuery(ROUTES.reservationConfirmed, { reservation: reservationId });
}

/** `/api/reservations/{id}`: GET a reservation's state for its shopper's confirmation page. */
export function reservationStatusPath(reservationId: string): string {
  return `${RESERVATION_API.reservations}/${segment(reservationId)}`;
}

/** `/api/cars/{slug}/availability`: GET whether a car is free, held or sold right now. */
export function carAvailabilityPath(carSlug: string): string {
  return `/api${carPath(carSlug)}/availability`;
}

/** `/cars/trade-in?car_id={id}`: value a trade-in against a car. */
export function carTradeInPath(carId: number): string {
  return withQuery(ROUTES.carTradeIn, { car_id: carId });
}

/**
 * `/cars/trade-in.json`: the cars a trade-in can be valued against (the price-eligible ones), which
 * /cars/trade-in reads to show the car of its `car_id`.
 */
export const CAR_TRADE_IN_CARS_PATH = `${ROUTES.carTradeIn}.json`;

/** The finance query parameters of spec section 2. */
export interface FinanceQuery {
  preferredDealership?: string;
  vehiclePriceBudget?: number;
  car_id?: number;
  car_type?: CarType;
}

/** The names of FinanceQuery's parameters, as they appear in a URL. */
export const FINANCE_QUERY_PARAMS: readonly (keyof FinanceQuery)[] = ['preferredDealership', 'vehiclePriceBudget', 'car_id', 'car_type'];

/** The site's finance route with its query and the #finance-form anchor. */
export function financePath(settings: Pick<RouteSettings, 'financeRoute'>, query: FinanceQuery = {}): string {
  return withQuery(
    settings.financeRoute,
    {
      preferredDealership: query.preferredDealership,
      vehiclePriceBudget: query.vehiclePriceBudget,
      car_id: query.car_id,
      car_type: query.car_type,
    },
    FINANCE_FORM_ANCHOR,
  );
}

/** `/models/{slug}`: a model's intro page. */
export function modelPath(slug: string): string {
  return `${ROUTES.models}/${segment(slug)}`;
}

/** `/models/order-now?model_id={slug}`: the order form with the model filled in. */
export function modelOrderPath(modelSlug: string): string {
  return withQuery(ROUTES.orderNow, { model_id: modelSlug });
}

/** `/book-test-drive/?model_id={slug}&model={name}`: the model test-drive form with the model filled in. */
export function modelTestDrivePath(model: { readonly slug: string; readonly name: string }): string {
  return withQuery(ROUTES.bookTestDrive, { model_id: model.slug, model: model.name });
}

/**
 * An offer's page: `/offers/{id}` on a site tied to one manufacturer, `/offers/{manufacturer}/{id}`
 * on a multi-brand site (spec section 2).
 */
export function offerPath(offer: { readonly id: number; readonly manufacturer: { readonly slug: string } }, tiedToOneMake: boolean): string {
  return tiedToOneMake ? `/offers/${offer.id}` : `/offers/${segment(offer.manufacturer.slug)}/${offer.id}`;
}

/** `/models?body=SUV`: the model directory filtered to one body type. */
export function modelsByBodyPath(body: string): string {
  return withQuery(ROUTES.models, { body });
}

/** `/contact-us/{location-slug}`: one location's contact page. */
export function locationContactPath(locationSlug: string): string {
  return `/contact-us/${segment(locationSlug)}`;
}

/**
 * The brand directory (21 per page): stock of one manufacturer, optionally one model and body,
 * e.g. `/search/volkswagen/tiguan?body=SUV`.
 */
export function brandDirectoryPath(filter: { manufacturer: string; model?: string; body?: string }): string {
  const path = `${ROUTES.search}/${segment(filter.manufacturer)}${filter.model ? `/${segment(filter.model)}` : ''}`;
  return withQuery(path, { body: filter.body });
}

/** The category and price directory (21 per page), e.g. `/search/categories/suv?price=20000-40000`. */
export function categoryDirectoryPath(filter: { category: string; price?: { min?: number; max?: number } }): string {
  const price = filter.price ? `${filter.price.min ?? ''}-${filter.price.max ?? ''}` : undefined;
  return withQuery(`${ROUTES.search}/categories/${segment(filter.category)}`, { price });
}

/** The content pages served from Markdown, and the route each one lives at. */
export const CONTENT_PAGE_ROUTES = {
  'about-us': ROUTES.aboutUs,
  'privacy-policy': ROUTES.privacyPolicy,
  'terms-and-conditions': ROUTES.termsAndConditions,
  warranty: ROUTES.warranty,
  'roadside-assist': ROUTES.roadsideAssist,
  'care-plans': ROUTES.carePlans,
} as const;

export type ContentPageId = keyof typeof CONTENT_PAGE_ROUTES;

// --- Parsing the query parameters these routes use ---

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** Reads `car_id` from `/cars/trade-in?car_id=…`. */
export function parseTradeInQuery(search: URLSearchParams): { car_id?: number } {
  const carId = positiveInt(search.get('car_id'));
  return carId === undefined ? {} : { car_id: carId };
}

/** Reads the finance page's query (spec section 2): what financePath wrote, each part only when well formed. */
export function parseFinanceQuery(search: URLSearchParams): FinanceQuery {
  const dealership = search.get('preferredDealership')?.trim();
  const budget = positiveInt(search.get('vehiclePriceBudget'));
  const carId = positiveInt(search.get('car_id'));
  const carType = search.get('car_type');
  return {
    ...(dealership ? { preferredDealership: dealership } : {}),
    ...(budget === undefined ? {} : { vehiclePriceBudget: budget }),
    ...(carId === undefined ? {} : { car_id: carId }),
    ...(carType === 'new' || carType === 'used' || carType === 'demo' ? { car_type: carType } : {}),
  };
}

/** Reads the model order and test-drive pages' query: `model_id` (the model's slug) and `model` (its name), when given. */
export function parseModelQuery(search: URLSearchParams): { model_id?: string; model?: string } {
  const slug = search.get('model_id')?.trim();
  const name = search.get('model')?.trim();
  return { ...(slug ? { model_id: slug } : {}), ...(name ? { model: name } : {}) };
}

/** A job ad's own page: /careers/{slug}. */
export function careerPath(slug: string): string {
  return `${ROUTES.careers}/${encodeURIComponent(slug)}`;
}

/** A blog post's page: /blog/{slug}. */
export function blogPostPath(slug: string): string {
  return `${ROUTES.blog}/${encodeURIComponent(slug)}`;
}
