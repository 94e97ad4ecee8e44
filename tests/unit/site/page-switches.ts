/**
 * What each page switch of `features.pages` takes away from a build: the pages it stops (as paths
 * a shopper would ask for), which no link may lead to once it is off. Written out here, apart from
 * src/site/built-pages.ts, so that the tests check that table rather than repeat it. A test fails
 * when the schema gains a switch this list lacks.
 */
import type { BuiltPages } from '../../../src/site/built-pages.ts';

export const PAGES_EACH_SWITCH_REMOVES: Readonly<Record<keyof BuiltPages, readonly string[]>> = {
  models: ['/models', '/models/golf', '/models/order-now', '/book-test-drive/'],
  special_offers: ['/special-offers', '/offers/volkswagen/12'],
  service: ['/service'],
  parts: ['/vehicle-parts-and-accessories', '/parts/search'],
  finance_pre_approval: ['/finance-pre-approval'],
  trade_in: ['/trade-in'],
  careers: ['/careers', '/careers/sales-consultant-brighton'],
  blog: ['/blog', '/blog/a-post'],
  reviews: ['/reviews'],
};

/** Pages every build makes whatever its switches (the link checker's landing places once the others are off). */
export const ALWAYS_BUILT = ['/', '/search/new-cars', '/contact', '/about-us', '/privacy-policy', '/cars/2020-volkswagen-golf-u1', '/success', '/deal', '/compare'];
