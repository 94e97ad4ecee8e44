/**
 * Works out a deal's figures from the server's own data: the car's advertised price from the site's
 * stock, the drive-away estimate (drive-away.ts), the trade-in estimate through the valuation
 * provider port, the repayment at the site config's finance rate and fees, and the reserve deposit.
 * Nothing here takes an amount from the browser: the handlers hand in the shopper's choices only.
 *
 * The same figures are worked out when a deal is made (and signed into its link) and again when
 * the link is opened or sent, from the data of that moment, so a later open can say what changed.
 */
import { stockFilterSettingsOf } from '../../config/stock-filter-settings.ts';
import { financeSettingsOf } from '../../config/finance-settings.ts';
import type { SiteConfig } from '../../config/site-config-schema.ts';
import type { Car } from '../../domain/cars/car.ts';
import { PRICE_TYPE_LABELS } from '../../domain/cars/car.ts';
import { isSold } from '../../domain/cars/car-state.ts';
import { advertisedPrice } from '../../domain/cars/price.ts';
import { reserveCheck, RESERVE_REFUSAL_TEXTS } from '../../domain/cars/reserve-check.ts';
import { onlineEstimateEligibility } from '../../domain/cars/trade-in-eligibility.ts';
import { formatMoney } from '../../domain/basics/format.ts';
import { regionSettings, type RegionCode } from '../../domain/basics/region.ts';
import type { DealCar, DealFigures, DealFinanceChoice, DealTradeInChoice, DealTradeInFigure } from '../../domain/deals/deal.ts';
import type { DealView, FinanceView, PriceView, ReserveView, TradeInView } from '../../domain/deals/deal-view.ts';
import { rateDisclosure, paymentDisclosure } from '../../domain/finance/credit-disclosure.ts';
import { loanProblemText } from '../../domain/finance/finance-texts.ts';
import { annualPercentageRate, comparisonRate } from '../../domain/finance/rate-maths.ts';
import { estimateRepayments, type LoanField } from '../../domain/finance/repayments.ts';
import { depositCharge } from '../../domain/reservations/deposit.ts';
import { stockPredicate } from '../../domain/search/stock-filter.ts';
import { odometerKm } from '../../domain/trade-in/distance.ts';
import { estimateAssumptions, tradeInEstimate } from '../../domain/trade-in/estimate.ts';
import type { AdjustmentAnswers } from '../../domain/trade-in/adjustment-answers.ts';
import type { ValuationDeps } from '../handlers/deps.ts';

/** The car a deal names, as the stock has it now. */
export type FoundCar = { readonly state: 'listed' | 'sold'; readonly car: Car } | { readonly state: 'gone' };

/** The car of `slug` on the site at `now`: listed, sold (still listed for the sold-car window) or gone. */
export function findDealCar(site: SiteConfig, cars: readonly Car[], slug: string, now: Date): FoundCar {
  const car = cars.find((candidate) => candidate.slug === slug);
  if (car === undefined) return { state: 'gone' };
  const listed = stockPredicate(stockFilterSettingsOf(site.search), Math.floor(now.getTime() / 1000))(car);
  if (!listed) return { state: 'gone' };
  return { state: isSold(car) ? 'sold' : 'listed', car };
}

/** The deal's own record of the car (what the link keeps). */
export function dealCarOf(car: Car): DealCar {
  return {
    id: car.id,
    slug: car.slug,
    name: car.name,
    year: car.year,
    make: car.make,
    model: car.model,
    badge: car.badge,
    stocknum: car.stocknum,
    car_type: car.car_type,
    dealership_slug: car.dealership_slug,
  };
}

const PRICE_BASIS = 'The advertised price from the dealer\'s stock.';

/** The car's advertised price now. */
export function priceView(car: Car, region: RegionCode): PriceView {
  const advertised = advertisedPrice(car, region);
  const currency = regionSettings(region).currency;
  if (advertised.kind === 'amount') {
    return { amount: advertised.price.amount, currency, priceType: car.price_type, priceTypeLabel: advertised.priceTypeLabel, words: advertised.words, basis: PRICE_BASIS, marked: null };
  }
  return { amount: null, currency, priceType: car.price_type, priceTypeLabel: PRICE_TYPE_LABELS[car.price_type], words: advertised.words, basis: PRICE_BASIS, marked: isSold(car) ? 'sold' : null };
}

/** The price the deal was made with, for a car that is sold or gone now. */
export function keptPriceView(figures: DealFigures, region: RegionCode, marked: 'sold' | 'gone'): PriceView {
  const label = PRICE_TYPE_LABELS[figures.priceType];
  return {
    amount: figures.price,
    currency: regionSettings(region).currency,
    priceType: figures.priceType,
    priceTypeLabel: label,
    words: figures.price === null ? 'No price was advertised.' : `${formatMoney(figures.price, region)} ${label}`,
    basis: 'The advertised price when the deal was made.',
    marked,
  };
}

/** Where each loan field's problem is reported in the create call's body. */
const LOAN_FIELD_PATHS: Readonly<Record<LoanField, string>> = {
  price: 'car',
  deposit: 'finance.deposit',
  termYears: 'finance.termMonths',
  balloonPercent: 'finance.balloonPercent',
  annualRatePercent: 'finance',
  fees: 'finance',
};

const NO_PRICE_FOR_FINANCE = 'This car has no advertised price, so no repayment can be worked out: leave finance out, or ask the dealer for a quote.';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The repayment for the shopper's finance choices on `price`, at the site's rate and fees. */
export function financeView(site: SiteConfig, price: number | null, choice: DealFinanceChoice): FinanceView {
  const settings = financeSettingsOf(site);
  const region = site.region;
  const base = { deposit: choice.deposit, termMonths: choice.termMonths, balloonPercent: choice.balloonPercent, frequency: choice.frequency };
  if (price === null) return { kind: 'no-estimate', ...base, problems: [{ field: 'car', message: NO_PRICE_FOR_FINANCE }] };
  const result = estimateRepayments({
    price,
    deposit: choice.deposit,
    termYears: choice.termMonths / 12,
    balloonPercent: choice.balloonPercent,
    frequency: choice.frequency,
    annualRatePercent: settings.annualRatePercent,
    fees: settings.fees,
  });
  if (!result.ok) {
    return {
      kind: 'no-estimate',
      ...base,
      problems: result.problems.map((problem) => ({ field: LOAN_FIELD_PATHS[problem.field], message: loanProblemText(problem, region, settings.fees.establishment) })),
    };
  }
  const { estimate } = result;
  return {
    kind: 'estimate',
    price,
    ...base,
    balloon: estimate.balloon / 100,
    repayment: estimate.repayment / 100,
    repaymentCount: estimate.repaymentCount,
    ratePercent: settings.annualRatePercent,
    comparisonRatePercent: region === 'AU' ? round2(comparisonRate(settings.annualRatePercent, settings.fees)) : null,
    aprPercent: region === 'US' ? round2(annualPercentageRate(estimate)) : null,
    amountFinanced: estimate.amountFinanced / 100,
    totalInterest: estimate.totalInterest / 100,
    totalFees: estimate.totalFees / 100,
    totalPayable: estimate.totalPayable / 100,
    fees: settings.fees,
    assumptions: paymentDisclosure(region, settings, estimate).assumptions,
    notes: rateDisclosure(region, settings).notes,
  };
}

/** The trade-in view of the deal's own choice and figure (the estimate is never made again: it holds to its date). */
export function tradeInView(choice: DealTradeInChoice, figure: DealTradeInFigure, region: RegionCode): TradeInView {
  const answersKm = { ...choice.answers, odometerKm: odometerKm(choice.answers.odometer, region) };
  const common = { vehicle: choice.vehicle, answers: choice.answers, currency: regionSettings(region).currency, assumptions: estimateAssumptions(answersKm, region) };
  if (figure.outcome === 'no-online-estimate') {
    return { ...common, outcome: figure.outcome, low: null, high: null, confidence: null, valuedOn: null, expiresOn: null, reason: figure.reason, basis: 'No online estimate: the dealer values the car when it sees it.' };
  }
  return {
    ...common,
    outcome: 'estimate',
    low: figure.low,
    high: figure.high,
    confidence: figure.confidence,
    valuedOn: figure.valuedOn,
    expiresOn: figure.expiresOn,
    reason: null,
    basis: 'The trade-in wizard\'s online estimate from the valuation service and the shopper\'s answers, as made on the day it was valued.',
  };
}

/** What valuing the shopper's trade-in gave. */
export type TradeInValuation =
  | { readonly status: 'valued'; readonly choice: DealTradeInChoice; readonly figure: DealTradeInFigure }
  | { readonly status: 'unknown-id' }
  | { readonly status: 'unavailable' };

/**
 * Values the trade-in the wizard identified (its signed valuation id) with the shopper's answers,
 * through the valuation provider port: the same rules as POST /api/valuations/estimate.
 */
export async function valueTradeIn(
  valuations: ValuationDeps,
  site: Pick<SiteConfig, 'slug' | 'region'>,
  request: { readonly valuationId: string; readonly answers: AdjustmentAnswers },
  now: Date,
  logError: (message: string, error: unknown) => void,
): Promise<TradeInValuation> {
  const claims = valuations.ids.read(request.valuationId, site.slug, now);
  if (claims === null) return { status: 'unknown-id' };
  const vehicle = { year: claims.vehicle.year, make: claims.vehicle.make, model: claims.vehicle.model, badge: claims.vehicle.badge };
  const choice: DealTradeInChoice = { vehicle, answers: request.answers };
  const km = odometerKm(request.answers.odometer, site.region);
  const eligibility = onlineEstimateEligibility({ year: claims.vehicle.year, km }, now.getUTCFullYear());
  if (!eligibility.eligible) return { status: 'valued', choice, figure: { outcome: 'no-online-estimate', reason: eligibility.reason } };
  let answer: Awaited<ReturnType<ValuationDeps['provider']['estimate']>>;
  try {
    answer = await valuations.provider.estimate({ ref: claims.ref, vehicle: claims.vehicle, odometerKm: km, region: site.region });
  } catch (error) {
    logError(`${site.slug}: the valuation provider (${valuations.provider.name}) failed on a deal's trade-in`, error);
    return { status: 'unavailable' };
  }
  if (answer.status === 'unavailable') return { status: 'unavailable' };
  if (answer.status === 'not-identified') return { status: 'unknown-id' };
  const estimate = tradeInEstimate(answer, { ...request.answers, odometerKm: km }, site.region, now);
  return {
    status: 'valued',
    choice,
    figure: { outcome: 'estimate', low: estimate.low, high: estimate.high, confidence: estimate.confidence, valuedOn: now.toISOString().slice(0, 10), expiresOn: estimate.expires_on },
  };
}

/** The car's reserve deposit (src/domain/reservations/deposit.ts) when the site's reserve check lets it be reserved (a live hold is the checkout's to find). */
export function reserveView(site: SiteConfig, found: FoundCar): ReserveView {
  if (found.state === 'gone') return { available: false, deposit: null, reason: RESERVE_REFUSAL_TEXTS['not-listed'] };
  const check = reserveCheck(found.car, { reserve: site.features.buttons.reserve, listed: true, held: false });
  if (!check.ok) return { available: false, deposit: null, reason: RESERVE_REFUSAL_TEXTS[check.reason] };
  const charge = depositCharge(found.car, site.region, site.payments.deposit);
  return { available: true, deposit: { amount: charge.amountMinor / 100, currency: charge.currency, text: charge.text }, reason: null };
}

/** The figures a view holds (what a link keeps and a later open compares). */
export function figuresOf(view: Pick<DealView, 'price' | 'driveAway' | 'finance' | 'reserve'>, tradeIn: DealTradeInFigure | null): DealFigures {
  return {
    price: view.price.amount,
    priceType: view.price.priceType,
    driveAway: view.driveAway?.kind === 'estimate' ? view.driveAway.total : null,
    tradeIn,
    repayment: view.finance?.kind === 'estimate' ? view.finance.repayment : null,
    reserveDeposit: view.reserve.deposit?.amount ?? null,
  };
}
