/**
 * The ASC `page_type` of a route (the Automotive Standards Council's GA4 standard, see
 * docs/analytics.md): which kind of page a path is, so every ASC event says where it happened and a
 * dealer's agency can compare our sites with its other dealers'. The layout puts the answer on
 * `<body data-asc-page-type>`; the browser only reads it.
 */
import { FINANCE_ROUTES, ROUTES } from '../routes/routes.ts';

/** The standard's page types that our routes have. */
export const ASC_PAGE_TYPES = [
  'home',
  'itemlist',
  'item',
  'specials',
  'research',
  'finance',
  'trade',
  'service',
  'parts',
  'contact',
  'form_confirm',
  'custom',
] as const;
export type AscPageType = (typeof ASC_PAGE_TYPES)[number];

/** A page as the ASC page view reports it: its type and, for the not-found page, the error code. */
export interface AscPage {
  readonly pageType: AscPageType;
  readonly errorCode?: string;
}

/**
 * Paths and the page type they are; a path ending in '/' also covers everything under it. First
 * match wins, so the trade-in page under /cars/ is `trade`, not a car.
 */
const RULES: readonly (readonly [readonly string[], AscPageType])[] = [
  [[ROUTES.home], 'home'],
  [[`${ROUTES.search}/`], 'itemlist'],
  [[ROUTES.tradeIn, ROUTES.carTradeIn], 'trade'],
  [[ROUTES.specialOffers, '/offers/'], 'specials'],
  [[`${ROUTES.models}/`, ROUTES.bookTestDrive], 'research'],
  [[...FINANCE_ROUTES, ROUTES.financePreApproval], 'finance'],
  [[`${ROUTES.service}/`, ROUTES.warranty, ROUTES.roadsideAssist, ROUTES.carePlans], 'service'],
  [[ROUTES.parts, '/parts/'], 'parts'],
  [[ROUTES.contact, '/contact-us/'], 'contact'],
  [[ROUTES.success, ROUTES.reservationConfirmed], 'form_confirm'],
];

/** The path without a trailing slash or `.html` ('/' stays '/'). */
function normalise(pathname: string): string {
  const bare = pathname.replace(/\.html$/, '').replace(/\/index$/, '/');
  return bare.length > 1 ? bare.replace(/\/+$/, '') : '/';
}

function matches(path: string, pattern: string): boolean {
  return path === normalise(pattern) || (pattern.length > 1 && pattern.endsWith('/') && path.startsWith(pattern));
}

/**
 * The page a path is. A car's page (`/cars/{slug}`) is an `item`; its reserve or buy page and any
 * route the standard has no type for (content pages, careers) are `custom`; the not-found page is
 * `custom` with error code 404.
 */
export function ascPageOf(pathname: string): AscPage {
  const path = normalise(pathname);
  if (path === '/404') return { pageType: 'custom', errorCode: '404' };
  const rule = RULES.find(([patterns]) => patterns.some((pattern) => matches(path, pattern)));
  if (rule !== undefined) return { pageType: rule[1] };
  return { pageType: /^\/cars\/[^/]+$/.test(path) ? 'item' : 'custom' };
}
