/**
 * The deal endpoints (docs/deals.md) on a real PGlite store, the demo site's own stock and the local
 * valuation sandbox: a deal's figures are the server's whatever the browser sends; a bad choice is a
 * 400 naming its field; opening a deal says what changed (the price, then the drive-away total and
 * the repayment that follow it; a sold or gone car keeps its figures, marked); sending it stores one
 * lead, once, whose ADF is valid against the DTD and carries the car and its price, the trade-in and
 * its estimate, and the finance.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { requireSiteConfig } from '../../../src/config/load-site-config.ts';
import type { SiteConfig } from '../../../src/config/site-config-schema.ts';
import type { Car } from '../../../src/domain/cars/car.ts';
import { DEAL_TEXTS, type DealChanges } from '../../../src/domain/deals/deal.ts';
import { LEAD_EVENT_IDS } from '../../../src/domain/leads/event-ids.ts';
import { FIELD_MESSAGES } from '../../../src/domain/leads/field-rules.ts';
import { VALUATION_API } from '../../../src/domain/routes/routes.ts';
import { estimateRepayments } from '../../../src/domain/finance/repayments.ts';
import { buildAdf } from '../../../src/server/crm/adf.ts';
import { DEAL_API_TEXTS, DEALS_PATH, DEALS_SEND_PATH, dealSendKey, deals, sendDeal } from '../../../src/server/deals/deal-handlers.ts';
import { DEAL_FIELD_MESSAGES } from '../../../src/server/deals/deal-schemas.ts';
import { dealTokens } from '../../../src/server/deals/deal-token.ts';
import type { DealView, FinanceView } from '../../../src/domain/deals/deal-view.ts';
import type { ApiDeps } from '../../../src/server/handlers/deps.ts';
import { valuationByRegistration, valuationEstimate } from '../../../src/server/handlers/valuations.ts';
import { routeFor } from '../../../src/server/handlers/routes.ts';
import { dealsFor } from '../../../src/server/wiring/deal-wiring.ts';
import { readApiEnvironment } from '../../../src/server/wiring/api-environment.ts';
import type { OpenedLeadStore } from '../../../src/server/store/open-lead-store.ts';
import { BRIGHTON, ROOT, botFields, call, countStored, depsFor, originOf, postRequest } from '../api/fixtures.ts';
import { openEmptyPgliteStore } from '../empty-pglite-store.ts';
import { readXml, select, textAt, xmllintErrors } from '../delivery/xml-reader.ts';

const LAKESIDE = await requireSiteConfig(ROOT, 'lakeside-mazda');
const NOW = new Date('2026-12-05T02:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const ANSWERS = { odometer: 60_000, condition: 'good', service_history: 'full', damage: false, finance_owing: false } as const;
const FINANCE = { deposit: 5_000, termMonths: 60, balloonPercent: 20, frequency: 'weekly' } as const;

let opened: { store: OpenedLeadStore; dispose(): Promise<void> };
let base: ApiDeps;
let stock: readonly Car[];

beforeEach(async () => {
  opened = await openEmptyPgliteStore();
  base = depsFor(BRIGHTON, opened.store, { now: () => NOW }).deps;
  stock = await base.cars();
});
afterEach(() => opened.dispose());

/** The site's first car that is in stock, shown, unsold and priced `priceType`. */
function carPriced(priceType: Car['price_type'], cars: readonly Car[] = stock): Car {
  const car = cars.find((each) => each.price_type === priceType && each.status === 'in_stock' && !each.sold && each.show_on_dealer_website && each.price > 10_000);
  if (car === undefined) throw new Error(`no ${priceType} car in the demo stock`);
  return car;
}

/** The deps with the stock changed for one car. */
function withCar(deps: ApiDeps, slug: string, change: (car: Car) => Car): ApiDeps {
  const cars = stock.map((car) => (car.slug === slug ? change(car) : car));
  return { ...deps, cars: () => Promise.resolve(cars) };
}

async function json(response: Response): Promise<{ status: number; body: Record<string, unknown> }> {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function valuationId(deps: ApiDeps = base): Promise<string> {
  const answer = await json(await call(valuationByRegistration, postRequest(BRIGHTON, VALUATION_API.registration, { rego: 'TRADE1', regoState: 'VIC' }), deps));
  expect(answer.body.status).toBe('identified');
  return String(answer.body.id);
}

async function create(body: unknown, deps: ApiDeps = base) {
  return json(await call(deals, postRequest(BRIGHTON, DEALS_PATH, body), deps));
}

async function open(token: string, deps: ApiDeps = base, site: SiteConfig = BRIGHTON) {
  return json(await call(deals, new Request(`${originOf(site)}${DEALS_PATH}?d=${encodeURIComponent(token)}`), deps));
}

async function send(body: Record<string, unknown>, deps: ApiDeps = base) {
  return json(await call(sendDeal, postRequest(BRIGHTON, DEALS_SEND_PATH, { ...botFields(deps.now().getTime()), ...body }), deps));
}

/** The drive-away total of a deal (an estimate, or the deal's own kept one). */
function driveAwayTotal(deal: DealView): number {
  const figure = deal.driveAway;
  if (figure?.kind !== 'estimate' && figure?.kind !== 'kept') throw new Error(`no drive-away total: ${JSON.stringify(figure)}`);
  return figure.total;
}

/** The repayment estimate of a deal. */
function financeOf(deal: DealView): Extract<FinanceView, { kind: 'estimate' }> {
  if (deal.finance?.kind !== 'estimate') throw new Error(`no repayment: ${JSON.stringify(deal.finance)}`);
  return deal.finance;
}

interface Made {
  readonly token: string;
  readonly deal: DealView;
}

/** A full deal on `car`: a NSW place, the TRADE1 trade-in and the finance choices. */
async function fullDeal(car: Car, deps: ApiDeps = base): Promise<Made> {
  const id = await valuationId(deps);
  const made = await create({ car: car.slug, place: { postcode: '2000' }, tradeIn: { valuationId: id, ...ANSWERS }, finance: FINANCE }, deps);
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return { token: String(made.body.token), deal: made.body.deal as DealView };
}

describe('POST /api/deals', () => {
  it('works out every figure on the server, ignoring any amount the browser sends', async () => {
    const car = carPriced('excl_gov_charges');
    const id = await valuationId();
    const made = await create({
      site: 'another-site',
      car: car.slug,
      price: 1,
      deal: { price: { amount: 1 } },
      place: { postcode: '2000', state: 'VIC', total: 1 },
      tradeIn: { valuationId: id, ...ANSWERS, low: 99_999, high: 99_999 },
      finance: { ...FINANCE, repayment: 1, ratePercent: 0 },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const deal = made.body.deal as DealView;
    expect(made.body.token).toMatch(/^d1\./);
    expect(deal.createdAt).toBe(NOW.toISOString());
    expect(deal.expiresAt).toBe(new Date(NOW.getTime() + 7 * DAY_MS).toISOString());
    expect(deal.car).toMatchObject({ slug: car.slug, id: car.id, stocknum: car.stocknum, url: `/cars/${car.slug}`, state: 'listed' });
    expect(deal.price).toMatchObject({ amount: car.price, priceType: 'excl_gov_charges', currency: 'AUD', marked: null });

    // The drive-away estimate is for the state of the postcode, never the state the browser named.
    expect(deal.driveAway).toMatchObject({ kind: 'estimate', placeLabel: 'NSW 2000', advertised: car.price });
    expect(driveAwayTotal(deal)).toBeGreaterThan(car.price);
    expect(deal.driveAway?.kind === 'estimate' ? deal.driveAway.components.length : 0).toBeGreaterThan(0);

    // The trade-in is the valuation service's estimate for the same car and answers.
    const estimate = await json(await call(valuationEstimate, postRequest(BRIGHTON, VALUATION_API.estimate, { id, adjustmentAnswers: ANSWERS }), base));
    const expected = (estimate.body as { estimate: { low: number; high: number; expires_on: string } }).estimate;
    expect(deal.tradeIn).toMatchObject({
      vehicle: { year: 2021, make: 'Volkswagen', model: 'Golf' },
      outcome: 'estimate',
      low: expected.low,
      high: expected.high,
      valuedOn: '2026-12-05',
      expiresOn: expected.expires_on,
    });

    // The repayment is the site's rate and fees on the advertised price.
    const loan = estimateRepayments({
      price: car.price,
      deposit: 5_000,
      termYears: 5,
      balloonPercent: 20,
      frequency: 'weekly',
      annualRatePercent: BRIGHTON.finance.interest_rate,
      fees: { establishment: BRIGHTON.finance.establishment_fee, monthly: BRIGHTON.finance.monthly_fee },
    });
    if (!loan.ok) throw new Error('the test loan has no estimate');
    expect(deal.finance).toMatchObject({
      kind: 'estimate',
      price: car.price,
      deposit: 5_000,
      termMonths: 60,
      repayment: loan.estimate.repayment / 100,
      ratePercent: BRIGHTON.finance.interest_rate,
      frequency: 'weekly',
    });
    expect(financeOf(deal).comparisonRatePercent).toBeGreaterThanOrEqual(BRIGHTON.finance.interest_rate);
    expect(deal.reserve.available).toBe(true);
    expect(deal.reserve.deposit?.amount).toBeGreaterThan(0);
  });

  it('answers 404 in plain words for a car the site does not have or does not list', async () => {
    expect(await create({ car: 'no-such-car' })).toEqual({ status: 404, body: { error: DEAL_TEXTS.carNotFound } });
    const car = carPriced('drive_away');
    const hidden = withCar(base, car.slug, (each) => ({ ...each, show_on_dealer_website: false }));
    expect(await create({ car: car.slug }, hidden)).toEqual({ status: 404, body: { error: DEAL_TEXTS.carNotFound } });
  });

  it('answers 409 for a car that has been sold', async () => {
    const car = carPriced('drive_away');
    const sold = withCar(base, car.slug, (each) => ({ ...each, status: 'sold', sold: true, sold_date_timestamp: NOW.getTime() / 1000 - 3600 }));
    expect(await create({ car: car.slug }, sold)).toEqual({ status: 409, body: { error: DEAL_TEXTS.carSold } });
  });

  it('answers 400 naming each bad finance choice', async () => {
    const car = carPriced('drive_away');
    const answer = await create({ car: car.slug, finance: { deposit: -5, termMonths: 13, balloonPercent: 80, frequency: 'daily' } });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({
      'finance.deposit': DEAL_FIELD_MESSAGES.deposit,
      'finance.termMonths': DEAL_FIELD_MESSAGES.termMonths,
      'finance.balloonPercent': DEAL_FIELD_MESSAGES.balloonPercent,
      'finance.frequency': DEAL_FIELD_MESSAGES.frequency,
    });
    const missing = await create({ car: car.slug, finance: { deposit: '5000' } });
    expect(missing.body.fields).toMatchObject({
      'finance.deposit': DEAL_FIELD_MESSAGES.deposit,
      'finance.termMonths': FIELD_MESSAGES.required('finance.termMonths'),
      'finance.frequency': FIELD_MESSAGES.required('finance.frequency'),
    });
  });

  it('answers 400 on the deposit when the loan rules refuse it (a deposit of the whole price)', async () => {
    const car = carPriced('drive_away');
    const answer = await create({ car: car.slug, finance: { ...FINANCE, deposit: car.price } });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fields as object)).toEqual(['finance.deposit']);
  });

  it('answers 400 for no car, a postcode that is no state\'s, and a valuation id it did not issue', async () => {
    expect((await create({})).body.fields).toEqual({ car: FIELD_MESSAGES.required('car') });
    const car = carPriced('drive_away');
    const badPostcode = await create({ car: car.slug, place: { postcode: '12ab' } });
    expect(Object.keys(badPostcode.body.fields as object)).toEqual(['place.postcode']);
    const noState = await create({ car: car.slug, place: { postcode: '0000' } });
    expect(noState.status).toBe(400);
    expect(Object.keys(noState.body.fields as object)).toEqual(['place.postcode']);
    const foreign = dealTokens('x'.repeat(32));
    void foreign;
    const unknown = await create({ car: car.slug, tradeIn: { valuationId: 'v1.made.up', ...ANSWERS } });
    expect(unknown).toEqual({ status: 400, body: { error: expect.any(String), fields: { 'tradeIn.valuationId': DEAL_API_TEXTS.unknownValuation } } });
  });

  it('gives a trade-in too old for an online estimate as such, and keeps it in the link', async () => {
    const old = await json(await call(valuationByRegistration, postRequest(BRIGHTON, VALUATION_API.registration, { rego: 'OLDCAR', regoState: 'NSW' }), base));
    const made = await create({ car: carPriced('drive_away').slug, tradeIn: { valuationId: String(old.body.id), ...ANSWERS } });
    expect(made.status).toBe(201);
    expect((made.body.deal as DealView).tradeIn).toMatchObject({ outcome: 'no-online-estimate', reason: 'too-old', low: null, vehicle: { year: 2015, model: 'Golf' } });
    const reopened = await open(String(made.body.token));
    expect((reopened.body.deal as DealView).tradeIn).toEqual((made.body.deal as DealView).tradeIn);
  });

  it('on a US site: a ZIP code is taken and not used (the dealer\'s stated charges apply), and the rate is an APR', async () => {
    const lakeside = depsFor(LAKESIDE, opened.store, { now: () => NOW }).deps;
    const cars = await lakeside.cars();
    const car = carPriced('plus_tax_and_fees', cars);
    const made = await json(
      await call(deals, postRequest(LAKESIDE, DEALS_PATH, { car: car.slug, place: { postcode: '53140' }, finance: { ...FINANCE, frequency: 'monthly' } }), lakeside),
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const deal = made.body.deal as DealView;
    expect(deal.price).toMatchObject({ amount: car.price, currency: 'USD', priceType: 'plus_tax_and_fees' });
    expect(deal.driveAway).toMatchObject({ kind: 'estimate', state: null, advertised: car.price });
    expect(financeOf(deal)).toMatchObject({ comparisonRatePercent: null, frequency: 'monthly' });
    expect(financeOf(deal).aprPercent).toBeGreaterThanOrEqual(LAKESIDE.finance.interest_rate);
    const badZip = await json(await call(deals, postRequest(LAKESIDE, DEALS_PATH, { car: car.slug, place: { postcode: '3186' } }), lakeside));
    expect(Object.keys(badZip.body.fields as object)).toEqual(['place.postcode']);
  });

  it('is served by the routes table at /api/deals for GET and POST, and /api/deals/send', () => {
    expect(routeFor('/api/deals')).toBe(deals);
    expect(routeFor('/api/deals/send')).toBe(sendDeal);
  });
});

describe('GET /api/deals?d=', () => {
  it('opens a deal with the same figures and no change', async () => {
    const made = await fullDeal(carPriced('excl_gov_charges'));
    const opened = await open(made.token);
    expect(opened.status).toBe(200);
    expect(opened.body.changes).toEqual({ car: 'listed', price: null, driveAway: null, repayment: null, messages: [] });
    expect(opened.body.deal).toEqual(made.deal);
  });

  it('gives the old and the new figure when the price changed, and the drive-away total and repayment follow it', async () => {
    const car = carPriced('excl_gov_charges');
    const made = await fullDeal(car);
    const cheaper = withCar(base, car.slug, (each) => ({ ...each, price: each.price - 1_000 }));
    const opened = await open(made.token, cheaper);
    const changes = opened.body.changes as DealChanges;
    const deal = opened.body.deal as DealView;
    expect(changes.car).toBe('listed');
    expect(changes.price).toEqual({ before: car.price, now: car.price - 1_000 });
    expect(changes.driveAway?.before).toBe(driveAwayTotal(made.deal));
    expect(changes.driveAway?.now).toBe(driveAwayTotal(deal));
    expect(changes.driveAway?.now).toBeLessThan(changes.driveAway?.before ?? 0);
    expect(changes.repayment?.now).toBeLessThan(changes.repayment?.before ?? 0);
    expect(changes.messages[0]).toBe(DEAL_TEXTS.priceChanged(`$${car.price.toLocaleString('en-AU')}`, `$${(car.price - 1_000).toLocaleString('en-AU')}`));
    expect(deal.price.amount).toBe(car.price - 1_000);
    // The trade-in estimate holds to its date: it is not made again.
    expect(deal.tradeIn).toEqual(made.deal.tradeIn);
  });

  it('keeps the figures of a sold car, marked sold, and of a car that is gone, marked gone', async () => {
    const car = carPriced('excl_gov_charges');
    const made = await fullDeal(car);
    const sold = withCar(base, car.slug, (each) => ({ ...each, status: 'sold', sold: true, sold_date_timestamp: NOW.getTime() / 1000 - 3600 }));
    const soldAnswer = await open(made.token, sold);
    expect(soldAnswer.status).toBe(200);
    const soldDeal = soldAnswer.body.deal as DealView;
    expect(soldAnswer.body.changes).toEqual({ car: 'sold', price: null, driveAway: null, repayment: null, messages: [DEAL_TEXTS.sold] });
    expect(soldDeal.car.state).toBe('sold');
    expect(soldDeal.price).toMatchObject({ amount: car.price, marked: 'sold' });
    expect(soldDeal.driveAway).toMatchObject({ kind: 'kept', total: driveAwayTotal(made.deal), marked: 'sold' });
    expect(soldDeal.reserve.available).toBe(false);

    const gone = { ...base, cars: () => Promise.resolve(stock.filter((each) => each.slug !== car.slug)) };
    const goneAnswer = await open(made.token, gone);
    expect((goneAnswer.body.changes as Record<string, unknown>).car).toBe('gone');
    expect((goneAnswer.body.deal as DealView).price).toMatchObject({ amount: car.price, marked: 'gone' });
  });

  it('refuses an expired link with 410 and a changed, foreign-site or missing one with 400, in plain words', async () => {
    const made = await fullDeal(carPriced('drive_away'));
    const later = { ...base, now: () => new Date(NOW.getTime() + 7 * DAY_MS + 1000) };
    expect(await open(made.token, later)).toEqual({ status: 410, body: { error: DEAL_TEXTS.expired } });
    expect(await open(`${made.token.slice(0, -3)}abc`)).toEqual({ status: 400, body: { error: DEAL_TEXTS.invalid } });
    const lakeside = { ...depsFor(LAKESIDE, opened.store, { now: () => NOW }).deps, deals: base.deals };
    expect(await open(made.token, lakeside, LAKESIDE)).toEqual({ status: 400, body: { error: DEAL_TEXTS.invalid } });
    expect(await json(await call(deals, new Request(`${originOf(BRIGHTON)}${DEALS_PATH}`), base))).toEqual({ status: 400, body: { error: DEAL_API_TEXTS.noToken } });
  });

  it('answers 405 to a method it does not take', async () => {
    const answer = await call(deals, new Request(`${originOf(BRIGHTON)}${DEALS_PATH}`, { method: 'DELETE' }), base);
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, HEAD, POST');
  });
});

const CONTACT = { name: 'Alex Citizen', email: 'alex@example.com', phone: '0400 123 456', message: 'Can I see it on Saturday?' };

describe('POST /api/deals/send', () => {
  it('stores one lead whose ADF is valid and carries the car and its price, the trade-in and its estimate, and the finance', async () => {
    const car = carPriced('excl_gov_charges');
    const made = await fullDeal(car);
    const sent = await send({ token: made.token, submissionId: 'send-1', ...CONTACT });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const leadId = String(sent.body.leadId);
    const [listed] = await opened.store.list(BRIGHTON.slug, { limit: 10 });
    expect(listed?.submission).toMatchObject({
      id: leadId,
      kind: 'lead',
      complete: true,
      category: 'Vehicle Enquiry',
      subcategory: 'Deal',
      eventId: car.car_type === 'used' ? LEAD_EVENT_IDS.usedCarEnquiry : LEAD_EVENT_IDS.newCarEnquiry,
      dealershipSlug: car.dealership_slug,
      idempotencyKey: dealSendKey(made.token, 'send-1'),
    });
    expect(listed?.submission.payload).toMatchObject({ user: { source: 'deal', name: 'Alex Citizen', car_id: car.id }, car: { id: car.id, price: car.price } });
    expect(listed?.outbox.map((entry) => entry.channel).sort()).toEqual(['email', 'webhook']);

    const xml = buildAdf(listed!.submission, BRIGHTON);
    expect(xmllintErrors(xml)).toBe('');
    const root = readXml(xml);
    const [vehicle, tradeIn] = select(root, 'prospect/vehicle');
    expect(vehicle?.attributes).toEqual({ interest: 'buy', status: car.car_type === 'used' ? 'used' : 'new' });
    expect(textAt(vehicle!, 'stock')).toBe(car.stocknum);
    expect(select(vehicle!, 'price')[0]).toMatchObject({ attributes: { type: 'asking', currency: 'AUD' }, text: String(car.price) });
    expect(textAt(vehicle!, 'pricecomments')).toContain(`Estimated drive-away price for NSW 2000: AUD ${driveAwayTotal(made.deal)}`);
    expect(textAt(vehicle!, 'finance/method')).toBe('finance');
    expect(select(vehicle!, 'finance/amount')[0]).toMatchObject({ attributes: { type: 'downpayment', limit: 'exact', currency: 'AUD' }, text: '5000' });
    expect(select(vehicle!, 'finance/balance')[0]).toMatchObject({ attributes: { type: 'finance', currency: 'AUD' }, text: String(financeOf(made.deal).amountFinanced) });
    expect(textAt(vehicle!, 'comments')).toContain(`Finance in the deal: AUD ${financeOf(made.deal).repayment.toFixed(2)} weekly over 60 months`);
    expect(tradeIn?.attributes).toEqual({ interest: 'trade-in', status: 'used' });
    expect(textAt(tradeIn!, 'year')).toBe('2021');
    expect(textAt(tradeIn!, 'make')).toBe('Volkswagen');
    expect(textAt(tradeIn!, 'model')).toBe('Golf');
    expect(select(tradeIn!, 'price')[0]).toMatchObject({ attributes: { type: 'appraisal', currency: 'AUD' }, text: String(made.deal.tradeIn?.low) });
    expect(textAt(tradeIn!, 'pricecomments')).toContain(`Online estimate AUD ${made.deal.tradeIn?.low} to ${made.deal.tradeIn?.high}`);
    const comments = textAt(root, 'prospect/customer/comments');
    expect(comments).toContain('Source: deal');
    expect(comments).toContain('Deal:\n  Deal made 2026-12-05T02:00:00.000Z');
    // The deal's figures are in their elements and the Deal block, never dumped under Other fields (the car snapshot's name and slug are, as for any car lead).
    expect(comments.slice(comments.indexOf('Other fields:'))).not.toMatch(/^\s+(deal|trade_in|finance)\b/m);
  });

  it('a retried send (same token and submissionId) makes no second lead and answers the first one\'s id', async () => {
    const made = await fullDeal(carPriced('drive_away'));
    const first = await send({ token: made.token, submissionId: 'retry-me', ...CONTACT });
    const again = await send({ token: made.token, submissionId: 'retry-me', ...CONTACT });
    expect(first.status).toBe(201);
    expect(again).toEqual({ status: 200, body: { leadId: first.body.leadId } });
    expect(await countStored(opened.store, BRIGHTON.slug)).toBe(1);
    const another = await send({ token: made.token, submissionId: 'a-second-send', ...CONTACT });
    expect(another.status).toBe(201);
    expect(await countStored(opened.store, BRIGHTON.slug)).toBe(2);
  });

  it('sends a deal whose car was sold since, saying so, with a monthly repayment as ADF\'s monthly amount', async () => {
    const car = carPriced('drive_away');
    const made = await (async () => {
      const answer = await create({ car: car.slug, finance: { ...FINANCE, frequency: 'monthly' } });
      return { token: String(answer.body.token), deal: answer.body.deal as DealView };
    })();
    const sold = withCar(base, car.slug, (each) => ({ ...each, status: 'sold', sold: true, sold_date_timestamp: NOW.getTime() / 1000 - 3600 }));
    const sent = await send({ token: made.token, submissionId: 'sold-1', ...CONTACT }, sold);
    expect(sent.status).toBe(201);
    const stored = await opened.store.get(BRIGHTON.slug, String(sent.body.leadId));
    const xml = buildAdf(stored!, BRIGHTON);
    expect(xmllintErrors(xml)).toBe('');
    const vehicle = select(readXml(xml), 'prospect/vehicle')[0]!;
    expect(select(vehicle, 'prospect/vehicle')).toHaveLength(0);
    expect(textAt(vehicle, 'pricecomments')).toContain('(the car has been sold since)');
    expect(select(vehicle, 'finance/amount').map((amount) => amount.attributes.type)).toEqual(['downpayment', 'monthly', 'total']);
    expect(textAt(readXml(xml), 'prospect/customer/comments')).toContain(DEAL_TEXTS.sold);
  });

  it('answers 400 naming each bad contact field, and stores nothing', async () => {
    const made = await fullDeal(carPriced('drive_away'));
    const answer = await send({ token: made.token, submissionId: 'bad-1', name: ' ', email: 'not-an-email', phone: 'call me' });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({
      name: FIELD_MESSAGES.required('Name'),
      email: FIELD_MESSAGES.invalidEmail('Email'),
      phone: FIELD_MESSAGES.invalidPhone('Phone'),
    });
    const noId = await send({ token: made.token, ...CONTACT });
    expect(noId.body.fields).toEqual({ submissionId: FIELD_MESSAGES.required('submissionId') });
    expect(await countStored(opened.store, BRIGHTON.slug)).toBe(0);
  });

  it('refuses an expired link with 410 and a changed one with 400, and stores nothing', async () => {
    const made = await fullDeal(carPriced('drive_away'));
    const later = { ...base, now: () => new Date(NOW.getTime() + 8 * DAY_MS) };
    expect(await send({ token: made.token, submissionId: 's-1', ...CONTACT, form_started_at: later.now().getTime() - 60_000 }, later)).toEqual({
      status: 410,
      body: { error: DEAL_TEXTS.expired },
    });
    expect(await send({ token: `${made.token}x`, submissionId: 's-2', ...CONTACT })).toEqual({ status: 400, body: { error: DEAL_TEXTS.invalid } });
    expect(await countStored(opened.store, BRIGHTON.slug)).toBe(0);
  });

  it('answers 503, and stores nothing, when the store cannot write', async () => {
    const made = await fullDeal(carPriced('drive_away'));
    const broken = { ...base, store: () => Promise.reject(new Error('the database is down')) };
    const answer = await send({ token: made.token, submissionId: 'down-1', ...CONTACT }, broken);
    expect(answer.status).toBe(503);
    expect(await countStored(opened.store, BRIGHTON.slug)).toBe(0);
  });
});

describe('DEAL_TOKEN_SECRET', () => {
  it('is read from the environment and signs the links; locally without it a random secret of the process does', () => {
    const environment = readApiEnvironment({ DEALER_SITE: BRIGHTON.slug, DEAL_TOKEN_SECRET: ' a-deal-token-secret-of-the-deploy ' }, ROOT);
    expect(environment.dealTokenSecret).toBe('a-deal-token-secret-of-the-deploy');
    const signed = dealsFor(BRIGHTON, { dealTokenSecret: environment.dealTokenSecret, serverless: true }).tokens;
    const same = dealTokens('a-deal-token-secret-of-the-deploy');
    const deal = { site: BRIGHTON.slug, car: {} as never, choices: {} as never, figures: {} as never, placeLabel: null };
    expect(signed?.issue(deal, NOW).token).toBe(same.issue(deal, NOW).token);
    expect(dealsFor(BRIGHTON, { dealTokenSecret: undefined, serverless: false }).tokens).not.toBeNull();
  });

  it('on a deploy without it the deal endpoints answer 503 in plain words (the other calls are not affected)', async () => {
    const warnings: string[] = [];
    const unsigned = { ...base, deals: dealsFor(BRIGHTON, { dealTokenSecret: undefined, serverless: true }, (message) => warnings.push(message)) };
    expect(warnings).toEqual([expect.stringContaining('DEAL_TOKEN_SECRET is not set')]);
    expect(await create({ car: carPriced('drive_away').slug }, unsigned)).toEqual({ status: 503, body: { error: DEAL_API_TEXTS.unavailable } });
    expect(await open('d1.a.b', unsigned)).toEqual({ status: 503, body: { error: DEAL_API_TEXTS.unavailable } });
    expect(() => dealsFor(BRIGHTON, { dealTokenSecret: 'short', serverless: true })).toThrow(/DEAL_TOKEN_SECRET/);
  });
});
