import { describe, expect, it } from 'vitest';
import { ascPageOf, type AscPageType } from '../../../../src/domain/analytics/asc-page-type.ts';

describe("the analytics standard's page type of a route", () => {
  it.each<[string, AscPageType]>([
    ['/', 'home'],
    ['/index.html', 'home'],
    ['/search', 'itemlist'],
    ['/search/new-used-and-demo-cars', 'itemlist'],
    ['/search/used-cars/', 'itemlist'],
    ['/search/volkswagen/tiguan', 'itemlist'],
    ['/search/categories/suv.html', 'itemlist'],
    ['/cars/2021-volkswagen-tiguan-110tsi-life-u10001', 'item'],
    ['/cars/2021-volkswagen-tiguan-110tsi-life-u10001.html', 'item'],
    ['/cars/trade-in', 'trade'],
    ['/trade-in', 'trade'],
    ['/cars/2021-volkswagen-tiguan-110tsi-life-u10001/checkout', 'custom'],
    ['/special-offers', 'specials'],
    ['/offers/volkswagen/12', 'specials'],
    ['/models', 'research'],
    ['/models/tiguan', 'research'],
    ['/book-test-drive/', 'research'],
    ['/finance', 'finance'],
    ['/apply-for-finance', 'finance'],
    ['/finance-pre-approval', 'finance'],
    ['/service', 'service'],
    ['/pages/warranty', 'service'],
    ['/pages/care-plans', 'service'],
    ['/vehicle-parts-and-accessories', 'parts'],
    ['/parts/search', 'parts'],
    ['/contact', 'contact'],
    ['/contact-us/brighton', 'contact'],
    ['/success', 'form_confirm'],
    ['/reservation-confirmed', 'form_confirm'],
    ['/about-us', 'custom'],
    ['/careers', 'custom'],
    ['/searching', 'custom'],
    ['/cars', 'custom'],
  ])('%s is a %s page', (path, pageType) => {
    expect(ascPageOf(path)).toEqual({ pageType });
  });

  it('the not-found page is a custom page with error code 404', () => {
    expect(ascPageOf('/404')).toEqual({ pageType: 'custom', errorCode: '404' });
    expect(ascPageOf('/404.html')).toEqual({ pageType: 'custom', errorCode: '404' });
  });
});
