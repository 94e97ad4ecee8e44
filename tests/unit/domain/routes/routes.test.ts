import { describe, expect, it } from 'vitest';
import {
  FINANCE_ROUTES,
  ROUTES,
  brandDirectoryPath,
  carPath,
  quickEnquiryPath,
  carPdfFileName,
  carPdfPath,
  carPurchasePath,
  carTradeInPath,
  categoryDirectoryPath,
  financePath,
  locationContactPath,
  modelPath,
  modelsByBodyPath,
  pageAddress,
  parseTradeInQuery,
  searchPathFor,
} from '../../../../src/domain/routes/routes.ts';

const query = (text: string) => new URLSearchParams(text);

describe('routes of spec section 2', () => {
  it('the default search path is /search/new-used-and-demo-cars', () => {
    expect(ROUTES.stock).toBe('/search/new-used-and-demo-cars');
    expect(searchPathFor()).toBe('/search/new-used-and-demo-cars');
  });

  it.each([
    ['new', '/search/new-cars'],
    ['used', '/search/used-cars'],
    ['demo', '/search/demo-cars'],
  ] as const)('%s cars are searched at %s', (type, path) => {
    expect(searchPathFor(type)).toBe(path);
  });

  it('the fixed pages sit at their spec routes', () => {
    expect(ROUTES).toMatchObject({
      search: '/search',
      specialOffers: '/special-offers',
      service: '/service',
      tradeIn: '/trade-in',
      contact: '/contact',
      success: '/success',
      partsSearch: '/parts/search',
      financePreApproval: '/finance-pre-approval',
      models: '/models',
    });
  });

  it('a car detail page is /cars/{slug}', () => {
    expect(carPath('2024-volkswagen-golf-u123')).toBe('/cars/2024-volkswagen-golf-u123');
  });

  it("a car's Quick Enquiry link is /cars/{slug}#quick-enquiry", () => {
    expect(quickEnquiryPath('2024-volkswagen-golf-u123')).toBe('/cars/2024-volkswagen-golf-u123#quick-enquiry');
  });

  it.each([
    ['checkout', '/cars/golf-1/checkout'],
    ['buy-online', '/cars/golf-1/buy-online'],
    ['off', null],
  ] as const)('reserving with the site setting %s goes to %s', (reserve, path) => {
    expect(carPurchasePath('golf-1', { reserve })).toBe(path);
  });

  it('trade-in against a car is /cars/trade-in?car_id={id}', () => {
    expect(carTradeInPath(42)).toBe('/cars/trade-in?car_id=42');
  });

  it('fetches a car brochure by slug and saves it as {slug}.pdf', () => {
    expect(carPdfPath('2021-mazda-cx-5-maxx-42')).toBe('/api/cars/2021-mazda-cx-5-maxx-42/pdf');
    expect(carPdfFileName('2021-mazda-cx-5-maxx-42')).toBe('2021-mazda-cx-5-maxx-42.pdf');
  });

  it.each(FINANCE_ROUTES)('finance on a %s site carries its query and the #finance-form anchor', (financeRoute) => {
    expect(financePath({ financeRoute }, { preferredDealership: 'bayside-ford', vehiclePriceBudget: 35990, car_id: 7, car_type: 'used' })).toBe(
      `${financeRoute}?preferredDealership=bayside-ford&vehiclePriceBudget=35990&car_id=7&car_type=used#finance-form`,
    );
    expect(financePath({ financeRoute })).toBe(`${financeRoute}#finance-form`);
  });

  it('model routes: intro and body directory', () => {
    expect(modelPath('id-buzz')).toBe('/models/id-buzz');
    expect(modelsByBodyPath('People Mover')).toBe('/models?body=People+Mover');
  });

  it('a location has its own contact page', () => {
    expect(locationContactPath('bayside-ford-sales')).toBe('/contact-us/bayside-ford-sales');
  });

  it('directories: by manufacturer, model and body; by category and price', () => {
    expect(brandDirectoryPath({ manufacturer: 'volkswagen' })).toBe('/search/volkswagen');
    expect(brandDirectoryPath({ manufacturer: 'volkswagen', model: 'tiguan', body: 'SUV' })).toBe('/search/volkswagen/tiguan?body=SUV');
    expect(categoryDirectoryPath({ category: 'suv' })).toBe('/search/categories/suv');
    expect(categoryDirectoryPath({ category: 'suv', price: { min: 20000, max: 40000 } })).toBe('/search/categories/suv?price=20000-40000');
    expect(categoryDirectoryPath({ category: 'ute', price: { max: 30000 } })).toBe('/search/categories/ute?price=-30000');
  });

  it('path segments are encoded so a slug can never break out of its route', () => {
    expect(carPath('a/b?c')).toBe('/cars/a%2Fb%3Fc');
  });
});

describe('parsing the query parameters the routes use', () => {
  it('the trade-in page reads car_id; a malformed one is dropped, never guessed', () => {
    expect(parseTradeInQuery(query('car_id=42'))).toEqual({ car_id: 42 });
    expect(parseTradeInQuery(query('car_id=abc'))).toEqual({});
    expect(parseTradeInQuery(query('car_id=-3'))).toEqual({});
  });

  it('a built trade-in link parses back to the same car', () => {
    expect(parseTradeInQuery(new URL(carTradeInPath(42), 'https://x.example').searchParams)).toEqual({ car_id: 42 });
  });

  it('a built page\'s address is the one shoppers and search engines use, never its file name', () => {
    expect(pageAddress('/index.html')).toBe('/');
    expect(pageAddress('/')).toBe('/');
    expect(pageAddress('/about-us.html')).toBe('/about-us');
    expect(pageAddress('/cars/2012-volkswagen-touareg-u1')).toBe('/cars/2012-volkswagen-touareg-u1');
    expect(pageAddress('/search/new-used-and-demo-cars')).toBe('/search/new-used-and-demo-cars');
    expect(pageAddress('/book-test-drive.html')).toBe(ROUTES.bookTestDrive);
    expect(pageAddress('/book-test-drive/')).toBe(ROUTES.bookTestDrive);
  });
});
