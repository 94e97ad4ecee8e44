/**
 * The ADF 1.0 builder: every kind of lead validates against the ADF DTD (with xmllint), reads back
 * with every field of the lead form values carried, and hostile text neither breaks the document nor
 * goes missing.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../../src/config/site-config-schema.ts';
import { FORM_TEXTS } from '../../../src/domain/basics/texts.ts';
import { stripForbiddenMarkupChars } from '../../../src/lib/escape-markup.ts';
import { buildAdf, MODEL_LEAD_COMMENT, NO_VEHICLE_COMMENT, NOT_GIVEN, UNKNOWN } from '../../../src/server/crm/adf.ts';
import type { StoredSubmission } from '../../../src/server/ports/lead-store.ts';
import {
  CONSENT_AT,
  HOSTILE,
  HOSTILE_READ_BACK,
  hostileLead,
  loadSite,
  modelOrder,
  NEW_TIGUAN,
  newCarEnquiry,
  serviceBooking,
  stored,
  tradeInOfferAccepted,
  USED_CX5,
  usedTestDrive,
} from './fixtures.ts';
import { readXml, select, textAt, xmllintErrors, type XmlNode } from './xml-reader.ts';

let brighton: SiteConfig;
let lakeside: SiteConfig;

beforeAll(async () => {
  [brighton, lakeside] = await Promise.all([loadSite('brighton-volkswagen'), loadSite('lakeside-mazda')]);
});

function adfOf(submission: StoredSubmission, site: SiteConfig): { xml: string; prospect: XmlNode } {
  const xml = buildAdf(submission, site);
  expect(xmllintErrors(xml)).toBe('');
  const root = readXml(xml);
  expect(root.name).toBe('adf');
  const [prospect] = select(root, 'prospect');
  if (!prospect) throw new Error('no prospect');
  return { xml, prospect };
}

/** The `Label: value` lines of the customer comments, and the indented blocks after `Other fields:` and `Message:`. */
function commentLines(prospect: XmlNode): string[] {
  return textAt(prospect, 'customer/comments').split('\n');
}

function idOf(node: XmlNode, path: string, source: string): string | undefined {
  return select(node, path).find((id) => id.attributes.source === source)?.text;
}

describe('ADF 1.0 output', () => {
  it('starts with the XML declaration and the ADF processing instruction', () => {
    const xml = buildAdf(stored(newCarEnquiry(brighton)), brighton);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n<adf>')).toBe(true);
  });

  it('a new car enquiry carries every lead form value, in its ADF element or in the comments', () => {
    const submission = stored(newCarEnquiry(brighton));
    const { prospect } = adfOf(submission, brighton);
    expect(idOf(prospect, 'id', 'lead_id')).toBe(submission.id);
    expect(idOf(prospect, 'id', 'event_id')).toBe('14');
    expect(textAt(prospect, 'requestdate')).toBe(submission.createdAt);

    const [vehicle] = select(prospect, 'vehicle');
    expect(vehicle?.attributes).toEqual({ interest: 'buy', status: 'new' });
    expect(textAt(prospect, 'vehicle/year')).toBe('2025');
    expect(textAt(prospect, 'vehicle/make')).toBe(NEW_TIGUAN.make);
    expect(textAt(prospect, 'vehicle/model')).toBe(NEW_TIGUAN.model);
    expect(textAt(prospect, 'vehicle/vin')).toBe(NEW_TIGUAN.vin);
    expect(textAt(prospect, 'vehicle/stock')).toBe(NEW_TIGUAN.stocknum);
    expect(textAt(prospect, 'vehicle/trim')).toBe(NEW_TIGUAN.badge);
    expect(select(prospect, 'vehicle/odometer')[0]).toMatchObject({ text: '12', attributes: { units: 'km' } });
    expect(select(prospect, 'vehicle/price')[0]).toMatchObject({ text: '57990', attributes: { type: 'asking', currency: 'AUD' } });
    expect(idOf(prospect, 'vehicle/id', 'car_id')).toBe(String(NEW_TIGUAN.id));
    expect(idOf(prospect, 'vehicle/id', 'manufacturer_slug')).toBe('volkswagen');
    expect(textAt(prospect, 'vehicle/comments')).toBe('Car type: new. Availability: in_stock');

    expect(select(prospect, 'customer/contact/name')[0]).toMatchObject({ text: 'Jane Citizen', attributes: { part: 'full' } });
    expect(textAt(prospect, 'customer/contact/email')).toBe('jane@example.com');
    expect(textAt(prospect, 'customer/contact/phone')).toBe('0412 345 678');
    expect(commentLines(prospect)).toEqual([
      'Category: General Enquiry',
      'Submission: lead, complete',
      'Source: enquiry',
      `Page URL: ${brighton.url}/cars/${NEW_TIGUAN.id}`,
      'Opt-in: yes',
      `Opt-in consent: "${FORM_TEXTS.defaultOptIn}" (given at ${CONSENT_AT})`,
      'Visited pages: /, /search/new-used-and-demo-cars, /cars/2025-volkswagen-tiguan',
      'Linked query parameters: utm_source=google; utm_campaign=spring; gclid=abc123',
      'User agent: Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1',
      'Other fields:',
      '  last_step: yes',
      'Message:',
      '  Is the Tiguan still available?',
      '  Can I see it on Saturday?',
    ]);

    expect(idOf(prospect, 'vendor/id', 'dealership_slug')).toBe('brighton-volkswagen');
    expect(idOf(prospect, 'vendor/id', 'car_dealership_id')).toBe('101');
    expect(textAt(prospect, 'vendor/vendorname')).toBe('Brighton Volkswagen');
    expect(textAt(prospect, 'vendor/url')).toBe(brighton.url);
    expect(textAt(prospect, 'vendor/contact/name')).toBe('Brighton Volkswagen Sales');
    expect(textAt(prospect, 'vendor/contact/phone')).toBe('(03) 5550 1100');
    expect(textAt(prospect, 'vendor/contact/address/street')).toBe('412 Hampton Street');
    expect(textAt(prospect, 'vendor/contact/address/postalcode')).toBe(brighton.locations[0]?.address.postcode);
    expect(textAt(prospect, 'provider/name')).toBe('Brighton Volkswagen website');
  });

  it('a used car test drive on a US site: interest test-drive, status used, miles and dollars, the preferred time as timeframe', () => {
    const { prospect } = adfOf(stored(usedTestDrive(lakeside)), lakeside);
    expect(select(prospect, 'vehicle')[0]?.attributes).toEqual({ interest: 'test-drive', status: 'used' });
    expect(select(prospect, 'vehicle/odometer')[0]).toMatchObject({ text: String(Math.round(USED_CX5.km / 1.609344)), attributes: { units: 'mi' } });
    expect(select(prospect, 'vehicle/price')[0]?.attributes.currency).toBe('USD');
    expect(textAt(prospect, 'vehicle/doors')).toBe('5');
    expect(textAt(prospect, 'vehicle/bodystyle')).toBe('SUV');
    expect(textAt(prospect, 'vehicle/transmission')).toBe('Automatic');
    expect(textAt(prospect, 'vehicle/colorcombination/exteriorcolor')).toBe('Red');
    // A snapshot field ADF has no element for is not lost.
    expect(commentLines(prospect)).toContain('  car.engine: 2.5L 4cyl petrol');
    expect(textAt(prospect, 'customer/timeframe/description')).toBe('Preferred date and time');
    expect(textAt(prospect, 'customer/timeframe/earliestdate')).toBe('2026-05-09T10:30');
    expect(commentLines(prospect)).toContain('Preferred date and time: 2026-05-09T10:30');
    expect(commentLines(prospect)).toContain('Opt-in: no');
    expect(commentLines(prospect)).not.toContain('Message:');
    expect(textAt(prospect, 'vendor/vendorname')).toBe('Lakeside Mazda');
    expect(textAt(prospect, 'vendor/contact/address/country')).toBe('US');
  });

  it('a model order names the model (make, model, new, its slug) and no car: no stock number, VIN or car id', () => {
    const { prospect } = adfOf(stored(modelOrder(brighton)), brighton);
    const [vehicle] = select(prospect, 'vehicle');
    expect(vehicle?.attributes).toEqual({ interest: 'buy', status: 'new' });
    expect(textAt(prospect, 'vehicle/make')).toBe('Volkswagen');
    expect(textAt(prospect, 'vehicle/model')).toBe('Tiguan');
    expect(idOf(prospect, 'vehicle/id', 'model_id')).toBe('tiguan');
    expect(idOf(prospect, 'vehicle/id', 'manufacturer_slug')).toBe('volkswagen');
    expect(idOf(prospect, 'vehicle/id', 'car_id')).toBeUndefined();
    expect(select(prospect, 'vehicle/stock')).toEqual([]);
    expect(textAt(prospect, 'vehicle/comments')).toBe(`Car type: new. ${MODEL_LEAD_COMMENT}`);
    expect(commentLines(prospect)).toContain('Source: model_order');
  });

  it('a trade-in offer accepted: interest trade-in; the valuation and the acceptance in the comments', () => {
    const { prospect } = adfOf(stored(tradeInOfferAccepted(brighton)), brighton);
    expect(select(prospect, 'vehicle')[0]?.attributes.interest).toBe('trade-in');
    expect(idOf(prospect, 'id', 'event_id')).toBe('18');
    const lines = commentLines(prospect);
    expect(lines).toContain('Category: Trade-In');
    expect(lines).toContain('Source: trade_in');
    expect(lines).toContain('  valuation: {"rego":"ABC123","regoState":"VIC","id":"val-778","adjustmentAnswers":{"condition":"good","serviceHistory":true}}');
    expect(lines).toContain('  form_completed: yes');
    expect(lines).toContain('  offer_accepted: yes');
    expect(lines.slice(-2)).toEqual(['Message:', '  Happy with the offer.']);
  });

  it('a generic service booking without a car sends the dealer make with Unknown year and model, and every form field', () => {
    const submission = stored(serviceBooking(brighton));
    const { prospect } = adfOf(submission, brighton);
    expect(select(prospect, 'vehicle')).toHaveLength(1);
    expect(textAt(prospect, 'vehicle/year')).toBe(UNKNOWN);
    expect(textAt(prospect, 'vehicle/make')).toBe('Volkswagen');
    expect(textAt(prospect, 'vehicle/model')).toBe(UNKNOWN);
    expect(textAt(prospect, 'vehicle/comments')).toBe(NO_VEHICLE_COMMENT);
    expect(textAt(prospect, 'customer/contact/name')).toBe('Sam Driver');
    expect(textAt(prospect, 'customer/contact/email')).toBe('sam@example.com');
    expect(textAt(prospect, 'customer/contact/phone')).toBe('0400 111 222');
    expect(idOf(prospect, 'id', 'event_id')).toBe('22');
    // The dealership of the chosen service location, with that location as the vendor contact.
    expect(idOf(prospect, 'vendor/id', 'dealership_slug')).toBe('brighton-volkswagen');
    expect(textAt(prospect, 'vendor/contact/name')).toBe('Brighton Volkswagen Service');
    expect(textAt(prospect, 'vendor/contact/phone')).toBe('(03) 5550 1150');
    const lines = commentLines(prospect);
    expect(lines).toContain('Category: Service Booking');
    expect(lines).toContain('Submission: form, complete');
    expect(lines).toContain('Page ID: service');
    expect(lines).toContain('Opt-in: yes');
    expect(lines).toContain('Additional services: Wheel alignment');
    expect(lines).toContain('  Service Location: Brighton Volkswagen Service');
    expect(lines).toContain('  Preferred date: 2026-05-12');
    expect(lines).toContain('  Rego: XYZ987');
    expect(lines).toContain('  Fuel: Diesel');
  });

  it('a make-less multi-brand lead without a car says Unknown, and a submission without contact details says Not given', async () => {
    const bayside = await loadSite('bayside-motor-group');
    const reveal = stored({
      siteSlug: bayside.slug,
      kind: 'phone-reveal',
      idempotencyKey: 'k',
      dealershipSlug: null,
      category: null,
      subcategory: null,
      eventId: 25,
      payload: { car_id: 1, dealership_id: 2, website_id: 3 },
      consent: null,
      complete: true,
    });
    const { prospect } = adfOf(reveal, bayside);
    expect(textAt(prospect, 'vehicle/make')).toBe(UNKNOWN);
    expect(textAt(prospect, 'customer/contact/name')).toBe(NOT_GIVEN);
    expect(textAt(prospect, 'customer/contact/phone')).toBe(NOT_GIVEN);
    expect(select(prospect, 'customer/contact/email')).toHaveLength(0);
    expect(commentLines(prospect)).toContain('  dealership_id: 2');
    expect(commentLines(prospect)).toContain('  website_id: 3');
  });

  it('hostile text is escaped, forbidden characters are removed, and every hostile field still reads back', () => {
    const submission = stored(hostileLead(brighton));
    const { xml, prospect } = adfOf(submission, brighton);
    expect(xml).not.toContain('<script>');
    expect(stripForbiddenMarkupChars(xml)).toBe(xml);
    expect(textAt(prospect, 'vehicle/model')).toBe(`Tiguan ${HOSTILE_READ_BACK}`);
    expect(textAt(prospect, 'customer/contact/name')).toBe(`Robert'); ${HOSTILE_READ_BACK}`);
    expect(textAt(prospect, 'customer/contact/email')).toBe(`x${HOSTILE_READ_BACK}@example.com`);
    expect(textAt(prospect, 'customer/contact/phone')).toBe(HOSTILE_READ_BACK);
    const comments = textAt(prospect, 'customer/comments');
    expect(comments).toContain(`Subcategory: ${HOSTILE_READ_BACK}`);
    expect(comments).toContain(`Page URL: https://x.example/?q=${HOSTILE_READ_BACK}`);
    expect(comments).toContain(`Opt-in consent: "${HOSTILE_READ_BACK}" (given at ${CONSENT_AT})`);
    expect(comments).toContain(`Visited pages: ${HOSTILE_READ_BACK}`);
    expect(comments).toContain(`Linked query parameters: ${HOSTILE_READ_BACK}=${HOSTILE_READ_BACK}`);
    expect(comments.endsWith(`Message:\n  ${HOSTILE_READ_BACK}`)).toBe(true);
    expect(HOSTILE).not.toBe(HOSTILE_READ_BACK);
  });

  it('any text in any field gives a valid document that reads back as sent, less the characters XML forbids', () => {
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 30 }),
      fc.array(fc.constantFrom('<', '>', '&', '"', "'", ']]>', '\u0000', '\u0007', '\r', '\n', '\t', '\uD800', '\uDFFF', '\uFFFE', 'a', ' ', '🚗'), { maxLength: 12 }).map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(text, text, text, (name, make, model) => {
        const submission = stored({
          ...newCarEnquiry(brighton),
          payload: { user: { name, email: 'a@example.com', phone: '1' }, car: { make, model } },
        });
        const xml = buildAdf(submission, brighton);
        expect(xmllintErrors(xml)).toBe('');
        const prospect = select(readXml(xml), 'prospect')[0];
        if (!prospect) return false;
        const expected = (value: string, fallback: string) => (value.trim() === '' ? fallback : stripForbiddenMarkupChars(value.trim()));
        expect(textAt(prospect, 'customer/contact/name')).toBe(expected(name, NOT_GIVEN));
        // With neither make nor model there is no car, and a tied site's make stands in.
        expect(textAt(prospect, 'vehicle/make')).toBe(expected(make, model.trim() === '' ? 'Volkswagen' : UNKNOWN));
        expect(textAt(prospect, 'vehicle/model')).toBe(expected(model, UNKNOWN));
        return true;
      }),
      { numRuns: 60 },
    );
  });
});
