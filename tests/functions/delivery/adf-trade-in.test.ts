/**
 * A trade-in lead (source trade_in, `user.trade_in`) in ADF 1.0: the shopper's car is a
 * `<vehicle interest="trade-in" status="used">` (after the car being bought, whose interest is then
 * buy, or alone), valid against the DTD, and nothing of the trade-in is lost.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../../src/config/site-config-schema.ts';
import { LEAD_EVENT_IDS } from '../../../src/domain/leads/event-ids.ts';
import { TRADE_IN_CATEGORY } from '../../../src/domain/trade-in/trade-in-lead.ts';
import { buildAdf } from '../../../src/server/crm/adf.ts';
import type { StoredSubmission } from '../../../src/server/ports/lead-store.ts';
import { loadSite } from './fixtures.ts';
import { readXml, select, textAt, xmllintErrors } from './xml-reader.ts';

let brighton: SiteConfig;
let lakeside: SiteConfig;
beforeAll(async () => {
  [brighton, lakeside] = await Promise.all([loadSite('brighton-volkswagen'), loadSite('lakeside-mazda')]);
});

function tradeInSubmission(site: SiteConfig, withCar: boolean): StoredSubmission {
  const at = '2026-05-01T10:00:00.000Z';
  const car = withCar
    ? { car_id: 5101, 'Vehicle Make': 'Volkswagen', 'Vehicle Model': 'Tiguan', car_type: 'used', vehicle_status: 'in_stock', manufacturer_slug: 'volkswagen', stock_number: 'BV-5101', car_dealership_id: 101 }
    : {};
  return {
    id: randomUUID(),
    siteSlug: site.slug,
    kind: 'lead',
    idempotencyKey: randomUUID(),
    dealershipSlug: site.dealerships[0]?.slug ?? null,
    category: TRADE_IN_CATEGORY,
    subcategory: null,
    eventId: LEAD_EVENT_IDS.form,
    payload: {
      user: {
        name: 'Sam Seller',
        email: 'sam@example.com',
        phone: '0412 345 678',
        dealership_slug: site.dealerships[0]?.slug,
        url: `${site.url}/trade-in`,
        source: 'trade_in',
        opt_in: false,
        ...car,
        trade_in: {
          rego: 'ABC123',
          regoState: 'VIC',
          vin: '1HGCM82633A004352',
          make: 'Mazda',
          model: 'CX-5',
          year: 2021,
          badge: 'Maxx Sport',
          odometer: 48000,
          adjustmentAnswers: { condition: 'good', damage: false },
          valuation_id: 'val-123',
          estimate: { low: 24000, high: 27000, currency: 'AUD', expires_on: '2026-06-01' },
          outcome: 'estimate',
        },
      },
      category: TRADE_IN_CATEGORY,
      subcategory: '',
    },
    consent: null,
    complete: true,
    createdAt: at,
    updatedAt: at,
  } as StoredSubmission;
}

describe('a trade-in lead in ADF', () => {
  it('names the car being bought (interest buy) and the shopper\'s car (interest trade-in), valid against the DTD', () => {
    const xml = buildAdf(tradeInSubmission(brighton, true), brighton);
    expect(xmllintErrors(xml)).toBe('');
    const [prospect] = select(readXml(xml), 'prospect');
    if (!prospect) throw new Error('no prospect');
    const vehicles = select(prospect, 'vehicle');
    expect(vehicles.map((vehicle) => vehicle.attributes)).toEqual([
      { interest: 'buy', status: 'used' },
      { interest: 'trade-in', status: 'used' },
    ]);
    const tradeIn = vehicles[1];
    if (!tradeIn) throw new Error('no trade-in vehicle');
    expect(textAt(tradeIn, 'make')).toBe('Mazda');
    expect(textAt(tradeIn, 'model')).toBe('CX-5');
    expect(textAt(tradeIn, 'year')).toBe('2021');
    expect(textAt(tradeIn, 'vin')).toBe('1HGCM82633A004352');
    expect(textAt(tradeIn, 'trim')).toBe('Maxx Sport');
    expect(select(tradeIn, 'odometer')[0]).toMatchObject({ text: '48000', attributes: { units: 'km' } });
    expect(textAt(tradeIn, 'comments')).toBe(
      'Registration: ABC123 VIC. Valuation outcome: estimate. Estimate: AUD 24000 to 27000, expires 2026-06-01. Valuation id: val-123. Adjustment answers: condition=good; damage=no',
    );
    // The trade-in is carried by its vehicle, not repeated under Other fields.
    expect(textAt(prospect, 'customer/comments')).not.toMatch(/trade_in[.:]/);
  });

  it('has the shopper\'s car as its only vehicle when the lead names no car of the site; miles on a US site', () => {
    const xml = buildAdf(tradeInSubmission(lakeside, false), lakeside);
    expect(xmllintErrors(xml)).toBe('');
    const [prospect] = select(readXml(xml), 'prospect');
    if (!prospect) throw new Error('no prospect');
    const vehicles = select(prospect, 'vehicle');
    expect(vehicles.map((vehicle) => vehicle.attributes)).toEqual([{ interest: 'trade-in', status: 'used' }]);
    expect(select(prospect, 'vehicle/odometer')[0]).toMatchObject({ text: '48000', attributes: { units: 'mi' } });
  });
});
