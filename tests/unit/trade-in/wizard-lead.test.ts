import { describe, expect, it } from 'vitest';
import { requireSiteConfig } from '../../../src/config/load-site-config.ts';
import { regionSettings } from '../../../src/domain/basics/region.ts';
import { leadSubmissionSchema } from '../../../src/server/handlers/schemas.ts';
import { buildTradeInLead, estimateValidityText, formatEstimateRange, noEstimateExplanation, tradeInLeadEvent, type TradeInCar } from '../../../src/domain/trade-in/wizard-lead.ts';

const page = { url: 'https://example.test/trade-in', user_agent: 'test', visited_pages: ['/', '/trade-in'], linked_query_params: { utm_source: 'x' } };
const details = { name: ' Alex Shopper ', email: 'alex@example.com', phone: '0400 123 456', postcode: '3186', dealership_slug: '', opt_in: true };
const estimate = { low: 18400, high: 20900, currency: 'AUD' as const, confidence: 'high' as const, assumptions: ['a'], expires_on: '2026-12-08' };
const adjustments = { odometer: 85000, condition: 'good' as const, service_history: 'full' as const, damage: false, finance_owing: false };
const base = {
  details,
  plate: { lookup: 'plate' as const, rego: 'abc 123', regoState: 'VIC', vin: '' },
  vehicle: { make: 'Toyota', model: 'Corolla', year: 2021, badge: 'Ascent Sport' },
  adjustments,
  valuationId: 'v-1',
  estimate,
  outcome: 'estimate' as const,
  car: null,
  dealershipSlug: 'brighton-volkswagen',
  page,
  region: 'AU' as const,
  leadId: null,
  lastStep: false,
};

describe('the trade-in lead (the contract: POST /api/leads, source trade_in)', () => {
  it("from /trade-in: the shopper, the site's dealership and the trade-in, sent partial with an estimate", () => {
    const lead = buildTradeInLead(base);
    expect(lead).toEqual({
      user: {
        name: 'Alex Shopper',
        email: 'alex@example.com',
        phone: '0400 123 456',
        postcode: '3186',
        dealership_slug: 'brighton-volkswagen',
        opt_in: true,
        message: '',
        subcategory: '',
        url: page.url,
        source: 'trade_in',
        user_agent: 'test',
        lead_attributes: { visited_pages: ['/', '/trade-in'], linked_query_params: { utm_source: 'x' } },
        trade_in: {
          rego: 'ABC123',
          regoState: 'VIC',
          make: 'Toyota',
          model: 'Corolla',
          year: 2021,
          badge: 'Ascent Sport',
          odometer: 85000,
          adjustmentAnswers: adjustments,
          valuation_id: 'v-1',
          estimate: { low: 18400, high: 20900, currency: 'AUD', expires_on: '2026-12-08' },
          outcome: 'estimate',
        },
      },
      category: 'Trade-In Enquiry',
      subcategory: '',
      lead_id: null,
      last_step: false,
    });
  });

  it('from /cars/trade-in?car_id=: the car being bought goes with it, and its dealership', () => {
    const car: TradeInCar = {
      id: 7,
      slug: 'a-car',
      name: '2024 Volkswagen Golf',
      price: 45990,
      price_words: '$45,990 Drive Away',
      make: 'Volkswagen',
      make_slug: 'volkswagen',
      model: 'Golf',
      car_type: 'new',
      status: 'in_stock',
      stocknum: 'N1',
      dealership_id: 3,
      dealership_slug: 'brighton-volkswagen',
    };
    const lead = buildTradeInLead({ ...base, car, dealershipSlug: 'ignored' }) as { user: Record<string, unknown> };
    expect(lead.user).toMatchObject({ car_id: 7, 'Vehicle Make': 'Volkswagen', 'Vehicle Model': 'Golf', stock_number: 'N1', dealership_slug: 'brighton-volkswagen', source: 'trade_in' });
  });

  it('without an estimate: no state on a New Zealand plate, a US VIN alone, and the outcome', () => {
    const nz = buildTradeInLead({ ...base, region: 'NZ', plate: { lookup: 'plate', rego: 'KLM42', regoState: '', vin: '' }, estimate: null, valuationId: null, outcome: 'provider-unavailable', lastStep: true }) as {
      user: { trade_in: Record<string, unknown> };
      last_step: boolean;
    };
    expect(nz.user.trade_in).toMatchObject({ rego: 'KLM42', estimate: null, outcome: 'provider-unavailable' });
    expect(nz.user.trade_in).not.toHaveProperty('regoState');
    expect(nz.user.trade_in).not.toHaveProperty('valuation_id');
    expect(nz.last_step).toBe(true);
    const us = buildTradeInLead({ ...base, region: 'US', plate: { lookup: 'vin', rego: '', regoState: '', vin: '1hgcm82633a004352' } }) as { user: { trade_in: Record<string, unknown> } };
    expect(us.user.trade_in).toMatchObject({ vin: '1HGCM82633A004352' });
    expect(us.user.trade_in).not.toHaveProperty('rego');
  });

  it('its analytics event: event 18 for an accepted offer, nothing that identifies the shopper', () => {
    const lead = buildTradeInLead(base);
    const event = tradeInLeadEvent(18, 'lead-1', lead);
    expect(event).toMatchObject({ event_id: 18, lead_id: 'lead-1', category: 'Trade-In Enquiry', user_data: { lead_id: 'lead-1', source: 'trade_in', dealership_slug: 'brighton-volkswagen' } });
    expect(JSON.stringify(event)).not.toContain('alex@example.com');
    expect(JSON.stringify(event)).not.toContain('Alex');
  });
});

describe('how the estimate reads', () => {
  it('is a range in the region money', () => {
    expect(formatEstimateRange(estimate, 'AU')).toBe('$18,400 – $20,900');
    expect(formatEstimateRange(estimate, 'US')).toBe('$18,400 – $20,900');
  });

  it('says until when it is valid, as the region writes dates', () => {
    expect(estimateValidityText('2026-12-08', 'AU')).toBe('This estimate is valid until 8 December 2026');
    expect(estimateValidityText('2026-12-08', 'NZ')).toBe('This estimate is valid until 8 December 2026');
    expect(estimateValidityText('2026-12-08', 'US')).toBe('This estimate is valid until December 8, 2026');
  });

  it('says in plain words why there is none, with the rule', () => {
    expect(noEstimateExplanation('too-old', 'AU')).toBe(
      'Your car is more than 7 years old. Cars over 7 years old or with more than 100,000 km on the odometer do not get an online estimate. One of our team will value it in person.',
    );
    expect(noEstimateExplanation('too-many-km', 'US')).toMatch(/^Your car has more than 100,000 km \(about 62,137 miles\) on the odometer\. /);
  });
});

describe('the lead the wizard builds is one POST /api/leads takes (the schema the server runs)', () => {
  const root = new URL('../../../', import.meta.url).pathname;

  it.each([
    ['an AU estimate from /trade-in, sent partial', 'brighton-volkswagen', {}],
    ['a NZ car the service was down for, sent complete', 'harbour-city-renault-skoda', { region: 'NZ' as const, estimate: null, valuationId: null, outcome: 'provider-unavailable' as const, lastStep: true }],
    ['a US car by VIN, too old for an online estimate', 'lakeside-mazda', { region: 'US' as const, details: { ...details, postcode: '49503' }, plate: { lookup: 'vin' as const, rego: '', regoState: '', vin: '1HGCM82633A004352' }, estimate: null, outcome: 'no-online-estimate-too-old' as const, lastStep: true }],
  ])('%s', async (_name, slug, overrides) => {
    const site = await requireSiteConfig(root, slug);
    const currency = regionSettings(site.region).currency;
    const lead = buildTradeInLead({
      ...base,
      ...overrides,
      estimate: 'estimate' in overrides ? overrides.estimate : { ...estimate, currency },
      dealershipSlug: site.dealerships[0]?.slug ?? '',
    });
    const schema = leadSubmissionSchema(site, { source: 'trade_in', step: 'loan', currentYear: 2026 });
    const valid = await schema.validate(lead, { abortEarly: false, stripUnknown: true });
    expect(valid.user).toMatchObject({ source: 'trade_in', postcode: (lead.user as { postcode: string }).postcode, trade_in: (lead.user as { trade_in: object }).trade_in });
  });
});
