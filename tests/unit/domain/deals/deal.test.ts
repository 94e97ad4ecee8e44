/**
 * The deal's pure rules: what changed between the deal's making and now (the price, and with it the
 * drive-away total and the repayment; a sold or gone car keeps its figures), and the lines the
 * dealer reads.
 */
import { describe, expect, it } from 'vitest';
import { compareDeal, DEAL_TEXTS, dealLeadLines, type DealFigures, type DealLeadSummary } from '../../../../src/domain/deals/deal.ts';

const MADE: DealFigures = {
  price: 45_990,
  priceType: 'plus_on_road_costs',
  driveAway: 50_123.45,
  tradeIn: { outcome: 'estimate', low: 24_000, high: 27_000, confidence: 'high', valuedOn: '2026-06-01', expiresOn: '2026-06-15' },
  repayment: 201.5,
  reserveDeposit: 500,
};

describe('compareDeal', () => {
  it('says nothing changed when every figure is the same', () => {
    expect(compareDeal(MADE, MADE, 'listed', 'AU')).toEqual({ car: 'listed', price: null, driveAway: null, repayment: null, messages: [] });
  });

  it('a changed price gives the old and the new figure, and the drive-away total and repayment that follow it', () => {
    const now = { ...MADE, price: 43_990, driveAway: 48_050, repayment: 192.75 };
    const changes = compareDeal(MADE, now, 'listed', 'AU');
    expect(changes.price).toEqual({ before: 45_990, now: 43_990 });
    expect(changes.driveAway).toEqual({ before: 50_123.45, now: 48_050 });
    expect(changes.repayment).toEqual({ before: 201.5, now: 192.75 });
    expect(changes.messages).toEqual([
      DEAL_TEXTS.priceChanged('$45,990', '$43,990'),
      DEAL_TEXTS.driveAwayChanged('$50,123.45', '$48,050'),
      DEAL_TEXTS.repaymentChanged('$201.50', '$192.75'),
    ]);
  });

  it('a price that went away reads "no figure"', () => {
    const changes = compareDeal(MADE, { ...MADE, price: null, driveAway: null, repayment: null }, 'listed', 'NZ');
    expect(changes.price).toEqual({ before: 45_990, now: null });
    expect(changes.messages[0]).toBe(DEAL_TEXTS.priceChanged('$45,990', 'no figure'));
  });

  it.each([
    ['sold', DEAL_TEXTS.sold],
    ['gone', DEAL_TEXTS.gone],
  ] as const)('a %s car keeps the deal\'s figures and says so', (state, message) => {
    expect(compareDeal(MADE, null, state, 'AU')).toEqual({ car: state, price: null, driveAway: null, repayment: null, messages: [message] });
  });

  it('the expiry and invalid messages are the spec\'s words', () => {
    expect(DEAL_TEXTS.expired).toBe('This deal link has expired: deals last 7 days. Build the deal again from the car\'s page.');
    expect(DEAL_TEXTS.invalid).toBe('This deal link is not valid: it may have been changed or cut short.');
  });
});

const TRADE_IN: NonNullable<DealLeadSummary['tradeIn']> = {
  vehicle: { year: 2021, make: 'Volkswagen', model: 'Golf', badge: '110TSI Life' },
  answers: { odometer: 60_000, condition: 'good', service_history: 'full', damage: false, finance_owing: false },
};

const SUMMARY: DealLeadSummary = {
  region: 'AU',
  car: {
    id: 7,
    slug: '2024-mazda-cx-5',
    name: '2024 Mazda CX-5 Maxx',
    year: 2024,
    make: 'Mazda',
    model: 'CX-5',
    badge: 'Maxx',
    stocknum: 'S-7',
    car_type: 'new',
    dealership_slug: 'bayside-mazda',
  },
  carState: 'listed',
  figures: MADE,
  priceWords: '$45,990 + On Road Costs',
  driveAwayPlace: 'VIC 3186',
  tradeIn: TRADE_IN,
  finance: { deposit: 5_000, termMonths: 60, balloonPercent: 20, frequency: 'weekly', ratePercent: 11 },
  madeAt: '2026-06-01T02:00:00.000Z',
  changes: [],
};

describe('dealLeadLines', () => {
  it('names the car, every figure and the shopper\'s choices', () => {
    expect(dealLeadLines(SUMMARY)).toEqual([
      'Deal made 2026-06-01T02:00:00.000Z on 2024 Mazda CX-5 Maxx (stock S-7).',
      'Price: $45,990 + On Road Costs.',
      'Estimated drive-away (VIC 3186): $50,123.45.',
      'Trade-in: 2021 Volkswagen Golf 110TSI Life, estimated $24,000 to $27,000 (valued 2026-06-01, holds to 2026-06-15).',
      'Finance: $201.50 a week over 60 months at 11% p.a., deposit $5,000, balloon 20%.',
      'Reserve deposit: $500.',
    ]);
  });

  it('says when the car was sold or is gone, a trade-in with no estimate, and leaves out what the deal has not', () => {
    const lines = dealLeadLines({
      ...SUMMARY,
      carState: 'sold',
      figures: { ...MADE, driveAway: null, repayment: null, reserveDeposit: null, tradeIn: { outcome: 'no-online-estimate', reason: 'too-old' } },
      driveAwayPlace: null,
      tradeIn: { ...TRADE_IN, vehicle: { year: 2010, make: 'Toyota', model: 'Corolla', badge: null } },
      finance: null,
      changes: [DEAL_TEXTS.sold],
    });
    expect(lines).toEqual([
      'Deal made 2026-06-01T02:00:00.000Z on 2024 Mazda CX-5 Maxx (stock S-7).',
      'Price: $45,990 + On Road Costs (car sold since).',
      'Trade-in: 2010 Toyota Corolla, no online estimate (too-old).',
      DEAL_TEXTS.sold,
    ]);
    expect(dealLeadLines({ ...SUMMARY, carState: 'gone', tradeIn: null, finance: null, figures: { ...MADE, tradeIn: null }, driveAwayPlace: null })[1]).toBe(
      'Price: $45,990 + On Road Costs (car no longer listed since).',
    );
    expect(dealLeadLines({ ...SUMMARY, tradeIn: TRADE_IN, figures: { ...MADE, tradeIn: null } })[3]).toBe(
      'Trade-in: 2021 Volkswagen Golf 110TSI Life, no online estimate (not valued).',
    );
  });
});
