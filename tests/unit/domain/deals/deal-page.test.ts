/**
 * The deal page's words and figures (src/domain/deals/deal-page.ts): each part of an opened deal as
 * terms and figures in the region's money and dates, with what it rests on, what it was before a
 * change, and the headline figure a browser test finds by `data-figure`.
 */
import { describe, expect, it } from 'vitest';
import { DEAL_TEXTS, type DealChanges } from '../../../../src/domain/deals/deal.ts';
import { dealPageView, dealTokenOf, formatDealMoment, parseOpenedDeal, type DealPart } from '../../../../src/domain/deals/deal-page.ts';
import { dealFinanceLabels } from '../../../../src/domain/deals/deal-finance-labels.ts';
import type { DealView, FinanceView, OpenedDeal } from '../../../../src/domain/deals/deal-view.ts';

const FINANCE: Extract<FinanceView, { kind: 'estimate' }> = {
  kind: 'estimate',
  price: 45_990,
  deposit: 5_000,
  termMonths: 60,
  balloonPercent: 20,
  balloon: 9_198,
  frequency: 'weekly',
  repayment: 171.234,
  repaymentCount: 260,
  ratePercent: 9.99,
  comparisonRatePercent: 10.66,
  aprPercent: null,
  amountFinanced: 41_385,
  totalInterest: 9_876.5,
  totalFees: 875,
  totalPayable: 61_000.25,
  fees: { establishment: 395, monthly: 8 },
  assumptions: 'Estimate only, based on a price of $45,990. Subject to credit approval.',
  notes: ['*WARNING: This comparison rate is true only for the examples given.', 'Comparison rate calculated on a secured loan of $30,000 over 5 years.'],
};

const DEAL: DealView = {
  createdAt: '2026-12-05T22:14:00.000Z',
  expiresAt: '2026-12-12T22:14:00.000Z',
  car: {
    id: 12,
    slug: '2024-volkswagen-golf-u12',
    name: '2024 Volkswagen Golf 110TSI Life',
    year: 2024,
    make: 'Volkswagen',
    model: 'Golf',
    badge: '110TSI Life',
    stocknum: 'U12',
    car_type: 'used',
    dealership_slug: 'brighton',
    url: '/cars/2024-volkswagen-golf-u12',
    state: 'listed',
  },
  price: { amount: 45_990, currency: 'AUD', priceType: 'plus_on_road_costs', priceTypeLabel: '+ On Road Costs', words: '$45,990 + On Road Costs', basis: 'The advertised price from the dealer\'s stock.', marked: null },
  driveAway: {
    kind: 'estimate',
    placeLabel: 'VIC 3186',
    state: 'VIC',
    advertised: 45_990,
    total: 50_123.45,
    components: [
      {
        kind: 'duty',
        label: 'Stamp duty (VIC)',
        amount: 2_884.2,
        workings: 'Passenger vehicle: $8.40 per $200 of $45,990',
        source: { name: 'State Revenue Office Victoria', url: 'https://www.sro.vic.gov.au/' },
        effectiveFrom: '2026-07-01',
        notes: null,
      },
      { kind: 'delivery', label: 'Dealer delivery', amount: 1_249.25, workings: 'The dealer\'s delivery fee', source: { name: 'Dealer' }, effectiveFrom: null, notes: 'As the dealer states it.' },
    ],
    basis: 'An estimate from the state government\'s published fees.',
  },
  tradeIn: {
    vehicle: { year: 2016, make: 'Toyota', model: 'Corolla', badge: 'Ascent' },
    answers: { odometer: 120_000, condition: 'good', service_history: 'full', damage: false, finance_owing: true },
    outcome: 'estimate',
    low: 8_000,
    high: 9_500,
    currency: 'AUD',
    confidence: 'high',
    valuedOn: '2026-12-05',
    expiresOn: '2026-12-19',
    reason: null,
    assumptions: ['The odometer reads 120,000 km.', 'The dealer confirms the price when it inspects the car.'],
    basis: 'The trade-in wizard\'s online estimate.',
  },
  finance: FINANCE,
  reserve: { available: true, deposit: { amount: 500, currency: 'AUD', text: '$500' }, reason: null },
};

const NO_CHANGES: DealChanges = { car: 'listed', price: null, driveAway: null, repayment: null, messages: [] };

const part = (parts: readonly DealPart[], id: DealPart['id']): DealPart => {
  const found = parts.find((each) => each.id === id);
  if (found === undefined) throw new Error(`no ${id} part`);
  return found;
};
const facts = (each: DealPart) => Object.fromEntries(each.facts.map((fact) => [fact.term, fact.detail]));
const figures = (parts: readonly DealPart[]) => Object.fromEntries(parts.flatMap((each) => each.facts.filter((fact) => fact.figure !== undefined).map((fact) => [fact.figure, fact.detail])));

describe('the deal page', () => {
  it.each([
    ['?d=d1.abc.def', 'd1.abc.def'],
    ['?d=%20d1.abc%20', 'd1.abc'],
    ['?d=', null],
    ['', null],
    ['?deal=d1.abc', null],
  ])('reads the token of %j', (search, token) => {
    expect(dealTokenOf(search)).toBe(token);
  });

  it.each([
    ['AU', 'Australia/Melbourne', /^6 December 2026(,| at) 9:14 am$/],
    ['US', 'America/Chicago', /^December 5, 2026(,| at) 4:14 PM$/],
  ] as const)('writes a moment as %s reads it', (region, zone, words) => {
    expect(formatDealMoment('2026-12-05T22:14:00.000Z', region, zone)).toMatch(words);
    expect(formatDealMoment('not a date', region, zone)).toBe('not a date');
  });
});

describe('dealPageView', () => {
  const view = dealPageView({ deal: DEAL, changes: NO_CHANGES }, 'AU', dealFinanceLabels('AU'), 'Australia/Melbourne');

  it('names the car with a link to its page while it is listed, and when the link works until', () => {
    expect(view.car).toEqual({ name: DEAL.car.name, href: DEAL.car.url, state: 'For sale' });
    expect(view.made).toMatch(/^6 December 2026/);
    expect(view.validUntil).toMatch(/^13 December 2026/);
    expect(view.changes).toEqual([]);
  });

  it('gives the parts in order, each headline figure named for the browser tests', () => {
    expect(view.parts.map((each) => each.id)).toEqual(['price', 'drive-away', 'trade-in', 'finance', 'reserve']);
    expect(figures(view.parts)).toEqual({
      price: '$45,990 + On Road Costs',
      'drive-away': '$50,123.45',
      'trade-in': '$8,000 – $9,500',
      repayment: '$171.23',
      'reserve-deposit': '$500',
    });
  });

  it('gives every part what it is based on', () => {
    for (const id of ['price', 'drive-away', 'trade-in', 'finance', 'reserve'] as const) expect(facts(part(view.parts, id))['Based on'], id).toBeTruthy();
    expect(facts(part(view.parts, 'price'))['Based on']).toBe(DEAL.price.basis);
    expect(facts(part(view.parts, 'finance'))['Based on']).toBe(FINANCE.assumptions);
  });

  it('shows how the drive-away estimate adds up, each line with its workings and source', () => {
    const driveAway = part(view.parts, 'drive-away');
    expect(driveAway.facts[0]?.term).toBe('Estimated drive-away price for VIC 3186');
    expect(driveAway.workings).toEqual({
      summary: 'How this estimate adds up',
      advertised: '$45,990',
      total: '$50,123.45',
      lines: [
        {
          label: 'Stamp duty (VIC)',
          amount: '$2,884.20',
          workings: 'Passenger vehicle: $8.40 per $200 of $45,990',
          source: { name: 'State Revenue Office Victoria', url: 'https://www.sro.vic.gov.au/' },
          dated: '1 July 2026',
          notes: null,
        },
        { label: 'Dealer delivery', amount: '$1,249.25', workings: 'The dealer\'s delivery fee', source: { name: 'Dealer', url: null }, dated: null, notes: 'As the dealer states it.' },
      ],
    });
  });

  it('gives the trade-in car, the answers, the range and its dates, and the assumptions', () => {
    const tradeIn = part(view.parts, 'trade-in');
    expect(facts(tradeIn)).toMatchObject({
      'Your car': '2016 Toyota Corolla Ascent',
      'Odometer (km)': '120,000',
      'Is there finance owing on the car?': 'Yes',
      'Does the car have any damage?': 'No',
      'Estimated trade-in value': '$8,000 – $9,500',
      'Valued on': '5 December 2026',
      'The estimate holds until': '19 December 2026',
    });
    expect(tradeIn.lists).toEqual([{ title: 'The estimate assumes', items: DEAL.tradeIn?.assumptions }]);
  });

  it('gives every finance figure to the cent, the AU comparison rate and its notes', () => {
    const finance = part(view.parts, 'finance');
    expect(facts(finance)).toMatchObject({
      'Estimated weekly repayment': '$171.23',
      'Vehicle price': '$45,990',
      'Deposit or trade-in': '$5,000',
      'Loan term': '60 months',
      Balloon: '20% of the price ($9,198)',
      'Interest rate': '9.99% p.a.',
      'Comparison rate*': '10.66% p.a.',
      'Number of repayments': '260',
      'Amount borrowed': '$41,385',
      'Total interest': '$9,876.50',
      Fees: '$875 ($395 to establish the loan and $8 a month)',
      'Total amount payable': '$61,000.25',
    });
    expect(facts(finance).APR).toBeUndefined();
    expect(finance.lists).toEqual([{ title: 'About these rates', items: FINANCE.notes }]);
  });

  it('gives a US deal its APR and its words', () => {
    const us = dealPageView({ deal: { ...DEAL, finance: { ...FINANCE, frequency: 'fortnightly', comparisonRatePercent: null, aprPercent: 10.5 } }, changes: NO_CHANGES }, 'US', dealFinanceLabels('US'), 'America/Chicago');
    const finance = facts(part(us.parts, 'finance'));
    expect(finance).toMatchObject({ 'Estimated payment every two weeks': '$171.23', APR: '10.50%', 'Down payment or trade-in': '$5,000', 'Number of payments': '260' });
    expect(finance['Comparison rate*']).toBeUndefined();
  });

  it('marks each changed figure with what it was', () => {
    const changes: DealChanges = {
      car: 'listed',
      price: { before: 47_990, now: 45_990 },
      driveAway: { before: 52_200.1, now: 50_123.45 },
      repayment: { before: 180, now: 171.23 },
      messages: [DEAL_TEXTS.priceChanged('$47,990', '$45,990')],
    };
    const changed = dealPageView({ deal: DEAL, changes }, 'AU', dealFinanceLabels('AU'), 'Australia/Melbourne');
    const was = Object.fromEntries(changed.parts.flatMap((each) => each.facts.filter((fact) => fact.was !== undefined).map((fact) => [fact.figure, fact.was])));
    expect(was).toEqual({ price: '$47,990', 'drive-away': '$52,200.10', repayment: '$180' });
    expect(changed.changes).toEqual(changes.messages);
  });

  it('leaves out "was" when there was no figure before', () => {
    const changes: DealChanges = { ...NO_CHANGES, price: { before: null, now: 45_990 } };
    expect(part(dealPageView({ deal: DEAL, changes }, 'AU', dealFinanceLabels('AU')).parts, 'price').facts[0]?.was).toBeUndefined();
  });

  it('names a sold car without a link, its kept figures marked', () => {
    const sold: DealView = {
      ...DEAL,
      car: { ...DEAL.car, state: 'sold' },
      price: { ...DEAL.price, marked: 'sold', basis: 'The advertised price when the deal was made.' },
      driveAway: { kind: 'kept', placeLabel: 'VIC 3186', total: 50_123.45, marked: 'sold', basis: 'The estimated drive-away price when the deal was made.' },
      reserve: { available: false, deposit: null, reason: 'This car has been sold.' },
    };
    const view = dealPageView({ deal: sold, changes: { ...NO_CHANGES, car: 'sold', messages: [DEAL_TEXTS.sold] } }, 'AU', dealFinanceLabels('AU'));
    expect(view.car).toEqual({ name: DEAL.car.name, href: null, state: 'Sold since the deal was made' });
    expect(part(view.parts, 'price').facts[0]?.marked).toMatch(/sold/);
    expect(part(view.parts, 'drive-away').facts[0]).toMatchObject({ detail: '$50,123.45', figure: 'drive-away', marked: expect.stringMatching(/sold/) });
    expect(facts(part(view.parts, 'reserve'))).toEqual({ 'Deposit to reserve the car online': 'Not available', Why: 'This car has been sold.' });
  });

  it('says why there is no drive-away estimate, trade-in estimate or repayment', () => {
    const without: DealView = {
      ...DEAL,
      driveAway: { kind: 'no-estimate', placeLabel: 'ACT 2600', reason: 'The ACT\'s duty depends on emissions.', basis: 'No estimate could be worked out for this place.' },
      tradeIn: { ...DEAL.tradeIn!, outcome: 'no-online-estimate', low: null, high: null, confidence: null, valuedOn: null, expiresOn: null, reason: 'too-old' },
      finance: { kind: 'no-estimate', deposit: 45_990, termMonths: 60, balloonPercent: 0, frequency: 'monthly', problems: [{ field: 'finance.deposit', message: 'The deposit or trade-in must be less than the vehicle price.' }] },
    };
    const view = dealPageView({ deal: without, changes: NO_CHANGES }, 'AU', dealFinanceLabels('AU'));
    expect(facts(part(view.parts, 'drive-away'))).toMatchObject({ 'Estimated drive-away price for ACT 2600': 'No estimate', Why: 'The ACT\'s duty depends on emissions.' });
    expect(facts(part(view.parts, 'trade-in'))).toMatchObject({ 'Estimated trade-in value': 'No online estimate', Why: expect.stringMatching(/more than \d+ years old/) });
    const finance = part(view.parts, 'finance');
    expect(facts(finance)['Estimated monthly repayment']).toBe('No repayment could be worked out');
    expect(finance.lists).toEqual([{ title: 'Why there is no repayment', items: ['The deposit or trade-in must be less than the vehicle price.'] }]);
  });

  it('leaves out the parts the deal does not have', () => {
    const plain = dealPageView({ deal: { ...DEAL, driveAway: null, tradeIn: null, finance: null }, changes: NO_CHANGES }, 'NZ', dealFinanceLabels('NZ'));
    expect(plain.parts.map((each) => each.id)).toEqual(['price', 'reserve']);
  });
});

describe('parseOpenedDeal', () => {
  const opened: OpenedDeal = { deal: DEAL, changes: NO_CHANGES };

  it('takes the API answer', () => {
    expect(parseOpenedDeal(JSON.parse(JSON.stringify(opened)))).toEqual(opened);
  });

  it.each([
    ['nothing', null],
    ['an error', { error: 'no' }],
    ['no changes', { deal: DEAL }],
    ['a car of no state', { deal: { ...DEAL, car: { ...DEAL.car, state: 'stolen' } }, changes: NO_CHANGES }],
    ['messages that are not text', { deal: DEAL, changes: { ...NO_CHANGES, messages: [1] } }],
    ['a finance part that is not an object', { deal: { ...DEAL, finance: 'cheap' }, changes: NO_CHANGES }],
  ])('refuses %s', (_name, data) => {
    expect(parseOpenedDeal(data)).toBeNull();
  });
});
