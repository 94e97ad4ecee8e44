import { describe, expect, it } from 'vitest';
import type { CarType } from '../../../../src/domain/cars/car.ts';
import { LEAD_EVENT_IDS, leadEvent, remapFormCategory } from '../../../../src/domain/leads/event-ids.ts';

describe('lead event ids', () => {
  it('the event ids are the spec\'s: 14, 15, 17, 48, 18, 25, 39, default 22 and 51', () => {
    expect(LEAD_EVENT_IDS).toEqual({
      newCarEnquiry: 14,
      usedCarEnquiry: 15,
      newOrTestDriveOnlyTestDrive: 17,
      usedCarTestDrive: 48,
      tradeInOfferAccepted: 18,
      phoneClick: 25,
      favouriteAdded: 39,
      form: 22,
      careersEnquiry: 51,
    });
  });

  it.each<[CarType, number]>([
    ['new', 14],
    ['used', 15],
    ['demo', 14],
  ])('an enquiry on a %s car has event id %i (a demo car counts as new)', (carType, eventId) => {
    expect(leadEvent({ kind: 'car_enquiry', car: { car_type: carType } })).toEqual({ eventId });
  });

  it.each<[CarType, string | null, number]>([
    ['new', null, 17],
    ['demo', null, 17],
    ['used', null, 48],
    ['used', 'One Owner', 48],
    ['used', 'Test Drive Only', 17],
    ['new', 'Test Drive Only', 17],
  ])('a test drive on a %s car tagged %j has event id %i', (carType, tag, eventId) => {
    expect(leadEvent({ kind: 'test_drive', car: { car_type: carType, tag } })).toEqual({ eventId });
  });

  it('a used car test drive has event id 48', () => {
    expect(leadEvent({ kind: 'test_drive', car: { car_type: 'used', tag: null } }).eventId).toBe(48);
  });

  it('a test drive only or new test drive has event id 17', () => {
    expect(leadEvent({ kind: 'test_drive', car: { car_type: 'used', tag: 'Test Drive Only' } }).eventId).toBe(17);
    expect(leadEvent({ kind: 'test_drive', car: { car_type: 'new', tag: null } }).eventId).toBe(17);
  });

  it('a trade-in offer accepted has event id 18, a phone click 25, a favourite added 39', () => {
    expect(leadEvent({ kind: 'trade_in_offer_accepted' })).toEqual({ eventId: 18 });
    expect(leadEvent({ kind: 'phone_click' })).toEqual({ eventId: 25 });
    expect(leadEvent({ kind: 'favourite_added' })).toEqual({ eventId: 39 });
  });

  it('a form has event id 22 by default and keeps its category and subcategory', () => {
    expect(leadEvent({ kind: 'form', category: 'Service Booking', subcategory: 'Logbook' })).toEqual({
      eventId: 22,
      category: 'Service Booking',
      subcategory: 'Logbook',
    });
    expect(leadEvent({ kind: 'form', category: 'General Enquiry' })).toEqual({ eventId: 22, category: 'General Enquiry', subcategory: '' });
  });

  it('a Careers Enquiry becomes a General Enquiry with subcategory Career Enquiry and event id 51', () => {
    expect(leadEvent({ kind: 'form', category: 'Careers Enquiry', subcategory: 'Sales Consultant' })).toEqual({
      eventId: 51,
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
    });
    expect(remapFormCategory('Careers Enquiry')).toEqual({ category: 'General Enquiry', subcategory: 'Career Enquiry' });
    expect(remapFormCategory('Parts Enquiry', 'Tyres')).toEqual({ category: 'Parts Enquiry', subcategory: 'Tyres' });
  });
});
