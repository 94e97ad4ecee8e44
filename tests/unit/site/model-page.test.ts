import { describe, expect, it } from 'vitest';
import type { Car } from '../../../src/domain/cars/car.ts';
import { isCarOfModel, modelActions, modelExploreLabel, modelHeading, modelStock, modelVariants, forSaleInText, rangeName, type PageModel } from '../../../src/site/model-page.ts';
import { modelBodiesOf, modelCountText, noModelsText, parseModelBody } from '../../../src/site/model-directory.ts';

const model = (over: Partial<PageModel> = {}): PageModel => ({
  name: 'Tiguan',
  slug: 'tiguan',
  manufacturer_name: 'Volkswagen',
  status: '',
  variant: '',
  price_from: 44990,
  ...over,
});
const settings = { buttons: { test_drive: true, finance: true }, financeRoute: '/finance' as const };

describe('the model intro page', () => {
  it('is headed with the manufacturer name and the model name', () => {
    expect(modelHeading(model())).toBe('Volkswagen Tiguan');
  });

  it("says 'For sale in {city} {state}'", () => {
    expect(forSaleInText({ city: 'Brighton', state: 'VIC' })).toBe('For sale in Brighton VIC');
  });

  it("offers 'Get a Quote' to the order page, 'Book a Test Drive' and a finance enquiry budgeted at the from-price", () => {
    expect(modelActions(model(), settings)).toEqual({
      primary: { label: 'Get a Quote', href: '/models/order-now?model_id=tiguan' },
      testDrive: { label: 'Book a Test Drive', href: '/book-test-drive/?model_id=tiguan&model=Tiguan' },
      finance: { label: 'Get Finance', href: '/finance?vehiclePriceBudget=44990#finance-form' },
    });
  });

  it("turns the main call to action into 'Register Your Interest', to the form section, when the model is coming soon", () => {
    const actions = modelActions(model({ status: 'coming_soon', price_from: null, slug: 'd-max-ev', name: 'D-MAX EV' }), { ...settings, financeRoute: '/finance-enquiry' });
    expect(actions.primary).toEqual({ label: 'Register Your Interest', href: '#model-form' });
    expect(actions.finance?.href).toBe('/finance-enquiry#finance-form');
  });

  it('leaves out the test drive and finance buttons the site switches off', () => {
    expect(modelActions(model(), { ...settings, buttons: { test_drive: false, finance: false } })).toEqual({ primary: { label: 'Get a Quote', href: '/models/order-now?model_id=tiguan' } });
  });

  it.each([
    ['', 'Explore More'],
    ['new', 'Discover More'],
    ['coming_soon', 'Discover More'],
  ] as const)("a model of status '%s' links with '%s'", (status, label) => {
    expect(modelExploreLabel({ status })).toBe(label);
  });
});

describe('a model and its variants', () => {
  const catalogue = [
    model({ name: 'Polo', slug: 'polo' }),
    model({ name: 'Golf GTI', slug: 'golf-gti', variant: 'GTI' }),
    model({ name: 'Golf', slug: 'golf' }),
    model({ name: 'Golf R', slug: 'golf-r', variant: 'R' }),
    model({ name: 'Polo GTI', slug: 'polo-gti', variant: 'GTI' }),
  ];

  it('a sub-range belongs to the model its name starts with', () => {
    expect(rangeName({ name: 'Golf GTI', variant: 'GTI' })).toBe('Golf');
    expect(rangeName({ name: 'Golf', variant: '' })).toBe('Golf');
  });

  it('lists the other entries of the range, core model first', () => {
    expect(modelVariants(catalogue[2]!, catalogue).map((m) => m.slug)).toEqual(['golf-gti', 'golf-r']);
    expect(modelVariants(catalogue[1]!, catalogue).map((m) => m.slug)).toEqual(['golf', 'golf-r']);
    expect(modelVariants(model(), catalogue)).toEqual([]);
  });
});

describe("the dealer's stock of a model", () => {
  const car = (over: Partial<Car>): Car =>
    ({ slug: 'x', make: 'Volkswagen', model: 'Golf', badge: '110TSI Life', car_type: 'new', price: 40000, status: 'in_stock', sold: false, ...over }) as Car;

  it('is the cars of the make and model, and for a sub-range those whose badge names it', () => {
    const golf = model({ name: 'Golf', slug: 'golf' });
    const gti = model({ name: 'Golf GTI', slug: 'golf-gti', variant: 'GTI' });
    expect(isCarOfModel(car({}), golf)).toBe(true);
    expect(isCarOfModel(car({ make: 'Skoda' }), golf)).toBe(false);
    expect(isCarOfModel(car({ badge: 'GTI Manual' }), gti)).toBe(true);
    expect(isCarOfModel(car({}), gti)).toBe(false);
  });

  it('shows only cars a shopper can enquire on, new and demo first, cheapest first', () => {
    const cars = [
      car({ slug: 'used', car_type: 'used', price: 10000 }),
      car({ slug: 'new-dear', price: 50000 }),
      car({ slug: 'demo', car_type: 'demo', price: 30000 }),
      car({ slug: 'new-cheap', price: 35000 }),
      car({ slug: 'new-no-price', price: 0 }),
      car({ slug: 'sold', status: 'sold', sold: true, price: 1000 }),
      car({ slug: 'other', model: 'Polo' }),
    ];
    expect(modelStock(model({ name: 'Golf', slug: 'golf' }), cars).map((c) => c.slug)).toEqual(['new-cheap', 'new-dear', 'new-no-price', 'demo', 'used']);
  });
});

describe('the /models directory filter', () => {
  it("offers only the bodies the site's models have, in the catalogue's order", () => {
    expect(modelBodiesOf([{ body: ['Ute', 'Commercial'] }, { body: ['SUV', 'Passenger'] }])).toEqual(['SUV', 'Ute', 'Passenger', 'Commercial']);
  });

  it.each([
    ['?body=SUV', 'SUV'],
    ['?body=suv', 'SUV'],
    ['?body=People%20Mover', 'People Mover'],
    ['?body=Camper', undefined],
    ['?body=', undefined],
    ['', undefined],
  ])('%s filters to %s', (query, body) => {
    expect(parseModelBody(new URLSearchParams(query), ['SUV', 'People Mover', 'Ute'])).toBe(body);
  });

  it('says how many models show, and when none do', () => {
    expect(modelCountText(21)).toBe('21 models');
    expect(modelCountText(1, 'SUV')).toBe('1 SUV model');
    expect(noModelsText('Camper')).toBe('No Camper models right now');
  });
});
