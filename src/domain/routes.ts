/**
 * The site routes named by the spec, in one place so that menus, footers, pages and tests agree.
 * Search links with query state are built by the search URL module, not here.
 */
export const ROUTES = {
  home: '/',
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
  financePreApproval: '/finance-pre-approval',
  aboutUs: '/about-us',
  contact: '/contact',
  careers: '/careers',
  termsAndConditions: '/terms-and-conditions',
  privacyPolicy: '/privacy-policy',
  tradeIn: '/trade-in',
  success: '/success',
} as const;

/** `/models/{slug}`: a model's intro page. */
export function modelPath(slug: string): string {
  return `${ROUTES.models}/${encodeURIComponent(slug)}`;
}

/** `/models?body=SUV`: the model directory filtered to one body type. */
export function modelsByBodyPath(body: string): string {
  return `${ROUTES.models}?body=${encodeURIComponent(body)}`;
}

/** `/contact-us/{location-slug}`: one location's contact page. */
export function locationContactPath(locationSlug: string): string {
  return `/contact-us/${encodeURIComponent(locationSlug)}`;
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
