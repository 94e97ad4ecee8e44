import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SEARCH_PATH,
  FINANCE_ROUTES,
  ROUTES,
  SEVEN_SEATER_SEARCH_PATH,
  blogPostPath,
  bookTestDrivePath,
  brandDirectoryPath,
  carPath,
  carPdfFileName,
  carPdfPath,
  carPurchasePath,
  carTradeInPath,
  careerPath,
  categoryDirectoryPath,
  financePath,
  locationContactPath,
  modelPath,
  modelsByBodyPath,
  offerPath,
  orderNowPath,
  parseBookTestDriveQuery,
  parseFinanceQuery,
  parseModelsQuery,
  parseOrderNowQuery,
  parseTradeInQuery,
  searchPathFor,
} from '../../../../src/domain/routes.ts';

const query = (text: string) => new URLSearchParams(text);

describe('routes of spec section 2', () => {
  it('the default search path is /search/new-used-and-demo-cars', () => {
    expect(DEFAULT_SEARCH_PATH).toBe('/search/new-used-and-demo-cars');
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

  it('an offer URL has the manufacturer segment only on sites not tied to one manufacturer', () => {
    const offer = { id: 12, manufacturer: { slug: 'kia' } };
    expect(offerPath(offer, { tiedToOneManufacturer: true })).toBe('/offers/12');
    expect(offerPath(offer, { tiedToOneManufacturer: false })).toBe('/offers/kia/12');
  });

  it('model routes: intro, body directory, order now and book a test drive', () => {
    expect(modelPath('id-buzz')).toBe('/models/id-buzz');
    expect(modelsByBodyPath('People Mover')).toBe('/models?body=People+Mover');
    expect(orderNowPath('tiguan')).toBe('/models/order-now?model_id=tiguan');
    expect(bookTestDrivePath({ slug: 'id-4', name: 'ID.4' })).toBe('/book-test-drive/?model_id=id-4&model=ID.4');
  });

  it('contact pages, blog posts and careers have their own paths', () => {
    expect(locationContactPath('bayside-ford-sales')).toBe('/contact-us/bayside-ford-sales');
    expect(blogPostPath('winter-tyres')).toBe('/blog/winter-tyres');
    expect(careerPath('service-advisor')).toBe('/careers/service-advisor');
  });

  it('directories: by manufacturer, model and body; by category and price; the 7-seater search', () => {
    expect(brandDirectoryPath({ manufacturer: 'volkswagen' })).toBe('/search/volkswagen');
    expect(brandDirectoryPath({ manufacturer: 'volkswagen', model: 'tiguan', body: 'SUV' })).toBe('/search/volkswagen/tiguan?body=SUV');
    expect(categoryDirectoryPath({ category: 'suv' })).toBe('/search/categories/suv');
    expect(categoryDirectoryPath({ category: 'suv', price: { min: 20000, max: 40000 } })).toBe('/search/categories/suv?price=20000-40000');
    expect(categoryDirectoryPath({ category: 'ute', price: { max: 30000 } })).toBe('/search/categories/ute?price=-30000');
    expect(SEVEN_SEATER_SEARCH_PATH).toBe('/search/new-used-and-demo-cars?seats=7');
  });

  it('path segments are encoded so a slug can never break out of its route', () => {
    expect(carPath('a/b?c')).toBe('/cars/a%2Fb%3Fc');
  });
});

describe('parsing the query parameters the routes use', () => {
  it('the finance query reads preferredDealership, vehiclePriceBudget, car_id and car_type', () => {
    expect(parseFinanceQuery(query('preferredDealership=bayside-kia&vehiclePriceBudget=25000&car_id=9&car_type=demo'))).toEqual({
      preferredDealership: 'bayside-kia',
      vehiclePriceBudget: 25000,
      car_id: 9,
      car_type: 'demo',
    });
  });

  it('malformed finance values are dropped, never guessed', () => {
    expect(parseFinanceQuery(query('preferredDealership=%20&vehiclePriceBudget=lots&car_id=-3&car_type=classic'))).toEqual({});
  });

  it('a built finance link parses back to the same query', () => {
    const built = financePath({ financeRoute: '/finance' }, { vehiclePriceBudget: 19990, car_type: 'new' });
    expect(parseFinanceQuery(new URL(built, 'https://x.example').searchParams)).toEqual({ vehiclePriceBudget: 19990, car_type: 'new' });
  });

  it('trade-in, book a test drive, order now and the models body filter read their parameters', () => {
    expect(parseTradeInQuery(query('car_id=42'))).toEqual({ car_id: 42 });
    expect(parseTradeInQuery(query('car_id=abc'))).toEqual({});
    expect(parseBookTestDriveQuery(query('model_id=id-4&model=ID.4'))).toEqual({ model_id: 'id-4', model: 'ID.4' });
    expect(parseBookTestDriveQuery(query(''))).toEqual({});
    expect(parseOrderNowQuery(query('model_id=tiguan'))).toEqual({ model_id: 'tiguan' });
    expect(parseOrderNowQuery(query('model_id='))).toEqual({});
    expect(parseModelsQuery(query('body=SUV'))).toEqual({ body: 'SUV' });
    expect(parseModelsQuery(query(''))).toEqual({});
  });
});
