import { describe, expect, it } from 'vitest';
import {
  ASC_EVENT_OWNER,
  ascClickToCall,
  ascCtaInteraction,
  ascFormEngagement,
  ascFormFacts,
  ascFormSubmission,
  ascItemlistPageview,
  ascItemOf,
  ascItemPageview,
  ascMediaInteraction,
  ascMenuInteraction,
  ascPageview,
  containsContactDetails,
  withoutContactDetails,
  type AscContext,
  type AscDepartment,
  type AscEvent,
  type AscFormType,
} from '../../../../src/domain/analytics/asc-events.ts';
import type { Car } from '../../../../src/domain/cars/car.ts';
import { makeCar } from '../cars/car-fixture.ts';

const CAR = makeCar();
const ITEM = ascItemOf(CAR);
const ON_CAR_PAGE: AscContext = { pageType: 'item', item: ITEM };
const ON_HOME: AscContext = { pageType: 'home' };

describe("the analytics standard's item fields of a car", () => {
  it('describe the car by VIN, stock number, price, year, make, model, badge, colour, body, fuel and stock date', () => {
    expect(ITEM).toEqual({
      item_id: CAR.vin,
      item_number: CAR.stocknum,
      item_price: 35_990,
      item_condition: 'used',
      item_year: 2021,
      item_make: 'Volkswagen',
      item_model: 'Tiguan',
      item_variant: '110TSI Life',
      item_color: 'White',
      item_type: 'used',
      item_category: 'SUV',
      item_fuel_type: 'Petrol',
      item_inventory_date: '2026-01-01',
    });
  });

  it.each<[Partial<Car>, string]>([
    [{ car_type: 'new' }, 'new'],
    [{ car_type: 'demo' }, 'new'],
    [{ car_type: 'used' }, 'used'],
    [{ car_type: 'used', certified: true }, 'cpo'],
  ])('a car %o has item condition %s (a demo car counts as new, a certified used car is cpo)', (overrides, condition) => {
    expect(ascItemOf(makeCar(overrides)).item_condition).toBe(condition);
  });

  it('carry nothing about the car\'s location: no dealer phone, no address', () => {
    expect(JSON.stringify(ITEM)).not.toContain(CAR.location.phone);
    expect(JSON.stringify(ITEM)).not.toContain(CAR.location.address.street);
  });
});

describe('each ASC event: its name and parameters', () => {
  const common = { event_owner: ASC_EVENT_OWNER };
  it.each<[string, AscEvent, Record<string, unknown>]>([
    ['a page view', ascPageview({ pageType: 'home' }), { event: 'asc_pageview', ...common, page_type: 'home' }],
    ['the not-found page view', ascPageview({ pageType: 'custom', errorCode: '404' }), { event: 'asc_pageview', ...common, page_type: 'custom', error_code: '404' }],
    ["a car's page view", ascItemPageview(ITEM), { event: 'asc_item_pageview', ...common, page_type: 'item', ...ITEM }],
    ['a search shown', ascItemlistPageview(216), { event: 'asc_itemlist_pageview', ...common, page_type: 'itemlist', item_results: 216 }],
    [
      'a call to action opening a dialog',
      ascCtaInteraction(ON_CAR_PAGE, { text: ' Enquire\n', elementType: 'sidebar', result: 'open', href: '#enquire' }),
      {
        event: 'asc_cta_interaction',
        ...common,
        page_type: 'item',
        ...ITEM,
        affiliation: 'native',
        element_text: 'Enquire',
        element_type: 'sidebar',
        element_subtype: 'cta_button',
        event_action: 'click',
        event_action_result: 'open',
        link_url: '#enquire',
      },
    ],
    [
      'a menu link',
      ascMenuInteraction('home', { text: 'Stock', place: 'header', kind: 'link', href: '/search/new-used-and-demo-cars' }),
      {
        event: 'asc_menu_interaction',
        ...common,
        page_type: 'home',
        element_text: 'Stock',
        element_type: 'header',
        element_subtype: 'nav_link',
        event_action: 'click',
        event_action_result: 'redirect',
        link_url: '/search/new-used-and-demo-cars',
      },
    ],
    [
      'a dropdown opened',
      ascMenuInteraction('item', { text: 'Service', place: 'header', kind: 'dropdown', opens: true }),
      { event: 'asc_menu_interaction', ...common, page_type: 'item', element_text: 'Service', element_type: 'header', element_subtype: 'dropdown', event_action: 'click', event_action_result: 'open' },
    ],
    [
      'a dropdown closed',
      ascMenuInteraction('item', { text: 'More', place: 'header', kind: 'dropdown', opens: false }),
      { event: 'asc_menu_interaction', ...common, page_type: 'item', element_text: 'More', element_type: 'header', element_subtype: 'dropdown', event_action: 'click', event_action_result: 'close' },
    ],
    [
      'the next photo',
      ascMediaInteraction(ON_CAR_PAGE, 'next'),
      { event: 'asc_media_interaction', ...common, page_type: 'item', ...ITEM, affiliation: 'native', media_type: 'image', event_action: 'scroll', event_action_result: 'next' },
    ],
    [
      'a form started',
      ascFormEngagement(ON_CAR_PAGE, ascFormFacts('enquiry-form')),
      {
        event: 'asc_form_engagement',
        ...common,
        page_type: 'item',
        ...ITEM,
        affiliation: 'native',
        form_name: 'enquiry-form',
        form_type: 'consumer_contact',
        department: 'sales',
        comm_type: 'form',
        comm_status: 'start',
      },
    ],
    [
      'a form sent',
      ascFormSubmission({ pageType: 'service' }, ascFormFacts('service-booking-form', 'Service Booking')),
      {
        event: 'asc_form_submission',
        ...common,
        page_type: 'service',
        affiliation: 'native',
        form_name: 'service-booking-form',
        form_type: 'service',
        department: 'service',
        comm_type: 'form',
        comm_outcome: 'crm_update',
      },
    ],
    [
      "a click to call on a car's page, without the number",
      ascClickToCall(ON_CAR_PAGE, 'sales'),
      { event: 'asc_click_to_call', ...common, page_type: 'item', ...ITEM, affiliation: 'native', comm_type: 'call', department: 'sales' },
    ],
    ['a click to call elsewhere', ascClickToCall(ON_HOME), { event: 'asc_click_to_call', ...common, page_type: 'home', affiliation: 'native', comm_type: 'call' }],
  ])('%s', (_what, event, expected) => {
    expect(event).toEqual(expected);
    // Every text parameter is free of contact details (a date's eight digits would read as a phone number).
    const texts = Object.entries(event).filter(([name, value]) => typeof value === 'string' && name !== 'item_inventory_date');
    expect(texts.filter(([, value]) => containsContactDetails(String(value)))).toEqual([]);
  });

  it('no event has a phone-number parameter (the standard\'s comm_phone_number is left out)', () => {
    expect(Object.keys(ascClickToCall(ON_CAR_PAGE, 'sales'))).not.toContain('comm_phone_number');
  });
});

describe('what a form is, from its name and category', () => {
  it.each<[string, string, AscFormType, AscDepartment]>([
    ['enquiry-form', 'General Enquiry', 'consumer_contact', 'sales'],
    ['enquiry-form', 'Vehicle Enquiry', 'consumer_contact', 'sales'],
    ['enquiry-form', 'Finance Enquiry', 'finance', 'sales'],
    ['enquiry-form', 'Trade-In Enquiry', 'trade_in', 'trade'],
    ['test-drive-form', '', 'test_drive', 'sales'],
    ['request-photos-form', '', 'consumer_contact', 'sales'],
    ['contact-form', 'General Enquiry', 'consumer_contact', 'sales'],
    ['service-booking', 'Service Booking', 'service', 'service'],
    ['parts-form', 'Parts Enquiry', 'parts', 'parts'],
    ['careers-form', 'General Enquiry Career Enquiry', 'employment', 'other'],
    ['checkout-form', 'Reservation', 'reservation', 'sales'],
  ])('%s filed as "%s" is a %s form for %s', (name, category, formType, department) => {
    expect(ascFormFacts(name, category)).toEqual({ form_name: name, form_type: formType, department });
  });
});

describe('no contact details in free text', () => {
  it.each([
    ['alex@example.com', true],
    ['Write to sales@dealer.com.au', true],
    ['(03) 5550 1100', true],
    ['+61 3 5550 1100', true],
    ['0400 123 456', true],
    ['0400123456', true],
    ['tel:0355501100', true],
    ['mailto:someone', true],
    ['Enquire', false],
    ['Download brochure (PDF)', false],
    ['/cars/2012-volkswagen-touareg-210tdi-r-line-u750110', false],
    ['/search/new-cars?price=10000-', false],
    ['Stock number U750110', false],
  ])('%s: %s', (text, found) => {
    expect(containsContactDetails(text)).toBe(found);
  });

  it('a label or link holding contact details is dropped, never pushed', () => {
    expect(withoutContactDetails('Call  0400 123 456')).toBe('');
    expect(ascCtaInteraction(ON_HOME, { text: 'Email alex@example.com', elementType: 'body', result: 'redirect', href: 'mailto:alex@example.com' })).toMatchObject({
      element_text: '',
    });
    expect(ascCtaInteraction(ON_HOME, { text: 'Email us', elementType: 'body', result: 'redirect', href: 'mailto:alex@example.com' })).not.toHaveProperty('link_url');
    expect(ascMenuInteraction('home', { text: 'Sales 03 5550 1100', place: 'header', kind: 'link', href: 'tel:0355501100' })).toMatchObject({ element_text: '' });
  });
});
