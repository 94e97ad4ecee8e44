/**
 * The deal a shopper builds on a car's page (docs/deals.md): the car and its price, the estimated
 * drive-away price, a trade-in estimate, a repayment and the reserve deposit, shared as a link and
 * sent to the dealer as one lead.
 *
 * The browser sends only choices (DealChoices); every figure is the server's (DealFigures), worked
 * out from the site's config and stock. A deal link carries both, as they were when the deal was
 * made, so a later open can say what changed (compareDeal). Nothing here names the shopper: a deal
 * holds no name, e-mail address, phone number, plate or VIN.
 */
import type { CarType, PriceType } from '../cars/car.ts';
import type { RegionCode } from '../basics/region.ts';
import { formatMoney, formatMoneyToCent } from '../basics/format.ts';
import type { AdjustmentAnswers } from '../trade-in/adjustment-answers.ts';
import type { Confidence } from '../trade-in/estimate.ts';
import type { RepaymentFrequency } from '../finance/repayments.ts';

/** The API the browser calls (the page a link opens is ROUTES.deal, `/deal?d=<token>`). */
export const DEAL_API = {
  /** POST: make a deal from choices; GET `?d=<token>`: open one. */
  deals: '/api/deals',
  /** POST: send a deal to the dealer as one lead. */
  send: '/api/deals/send',
} as const;

/** The car page's deal builder, where the trade-in wizard sends the shopper back to. */
export const DEAL_BUILDER_ANCHOR = 'build-a-deal';

/** How long a deal link lasts. */
export const DEAL_VALID_DAYS = 7;

/** What the shopper reads about a deal link and its car. */
export const DEAL_TEXTS = {
  expired: `This deal link has expired: deals last ${DEAL_VALID_DAYS} days. Build the deal again from the car's page.`,
  invalid: 'This deal link is not valid: it may have been changed or cut short.',
  carNotFound: 'There is no car with this address on this website.',
  carSold: 'This car has been sold, so a deal cannot be built on it. Please look at similar cars or contact us.',
  sold: 'This car has been sold since the deal was made. Its figures are shown as they were then.',
  gone: 'This car is no longer listed on this website. Its figures are shown as they were then.',
  priceChanged: (before: string, now: string) => `The car's price has changed since the deal was made: it was ${before}, it is now ${now}.`,
  driveAwayChanged: (before: string, now: string) => `The estimated drive-away price has changed since the deal was made: it was ${before}, it is now ${now}.`,
  repaymentChanged: (before: string, now: string) => `The estimated repayment has changed since the deal was made: it was ${before}, it is now ${now}.`,
} as const;

/** The car a deal is about, as the site's stock had it (no VIN: the stock number names it to the dealer). */
export interface DealCar {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly year: number;
  readonly make: string;
  readonly model: string;
  readonly badge: string | null;
  readonly stocknum: string;
  readonly car_type: CarType;
  readonly dealership_slug: string;
}

/** The trade-in car the wizard identified, and the shopper's answers about it (no plate, no VIN). */
export interface DealTradeInChoice {
  readonly vehicle: { readonly year: number; readonly make: string; readonly model: string; readonly badge: string | null };
  readonly answers: AdjustmentAnswers;
}

/** The finance calculator's choices. */
export interface DealFinanceChoice {
  /** Deposit (or trade-in, as the calculator calls it), in the site's currency. */
  readonly deposit: number;
  readonly termMonths: number;
  /** Percentage of the price owed with the last repayment. */
  readonly balloonPercent: number;
  readonly frequency: RepaymentFrequency;
}

/** What the shopper chose: the only things a browser sends. */
export interface DealChoices {
  /** The car's slug. */
  readonly car: string;
  /** AU: where the car would be registered (the state follows from the postcode); null for the car's own. */
  readonly place: { readonly postcode: string } | null;
  readonly tradeIn: DealTradeInChoice | null;
  readonly finance: DealFinanceChoice | null;
}

/** The trade-in figure: the estimate range and when it was made, or why there is none. */
export type DealTradeInFigure =
  | {
      readonly outcome: 'estimate';
      readonly low: number;
      readonly high: number;
      readonly confidence: Confidence;
      /** YYYY-MM-DD: the day it was valued, and the last day it holds. */
      readonly valuedOn: string;
      readonly expiresOn: string;
    }
  | { readonly outcome: 'no-online-estimate'; readonly reason: 'too-old' | 'too-many-km' };

/** The deal's figures at one moment, in the site's currency (null where there is none). */
export interface DealFigures {
  /** The advertised price (src/domain/cars/price.ts); null when the car shows none. */
  readonly price: number | null;
  readonly priceType: PriceType;
  /** The estimated drive-away total; null when there is no estimate. */
  readonly driveAway: number | null;
  readonly tradeIn: DealTradeInFigure | null;
  /** One repayment at the chosen frequency, to the cent; null without finance or without a price. */
  readonly repayment: number | null;
  /** The reserve deposit; null when the car cannot be reserved online. */
  readonly reserveDeposit: number | null;
}

/** Whether the car is still what the deal was made on. */
export type DealCarState = 'listed' | 'sold' | 'gone';

/** A figure then and now. */
export interface FigureChange {
  readonly before: number | null;
  readonly now: number | null;
}

/** What changed between the deal's making and now. */
export interface DealChanges {
  readonly car: DealCarState;
  readonly price: FigureChange | null;
  readonly driveAway: FigureChange | null;
  readonly repayment: FigureChange | null;
  /** Each change in plain words, in the order above. */
  readonly messages: readonly string[];
}

function changed(before: number | null, now: number | null): FigureChange | null {
  return before === now ? null : { before, now };
}

/** A figure as a shopper reads it: "$45,990", or "no figure". */
function figureText(amount: number | null, region: RegionCode, toCent = false): string {
  if (amount === null) return 'no figure';
  return toCent ? formatMoneyToCent(amount, region) : formatMoney(amount, region);
}

/**
 * What changed since the deal was made. A sold or gone car keeps the deal's own figures (`now` is
 * null: nothing current to compare), so only the car's state is told; a listed car's price,
 * drive-away total and repayment are compared (the drive-away total and the repayment follow the price).
 */
export function compareDeal(before: DealFigures, now: DealFigures | null, car: DealCarState, region: RegionCode): DealChanges {
  if (car !== 'listed' || now === null) {
    return { car, price: null, driveAway: null, repayment: null, messages: [car === 'sold' ? DEAL_TEXTS.sold : DEAL_TEXTS.gone] };
  }
  const price = changed(before.price, now.price);
  const driveAway = changed(before.driveAway, now.driveAway);
  const repayment = changed(before.repayment, now.repayment);
  const messages = [
    price && DEAL_TEXTS.priceChanged(figureText(price.before, region), figureText(price.now, region)),
    driveAway && DEAL_TEXTS.driveAwayChanged(figureText(driveAway.before, region, true), figureText(driveAway.now, region, true)),
    repayment && DEAL_TEXTS.repaymentChanged(figureText(repayment.before, region, true), figureText(repayment.now, region, true)),
  ].filter((message): message is string => typeof message === 'string');
  return { car, price, driveAway, repayment, messages };
}

/** The lines a deal lead gives the dealer, beside the ADF's own elements. */
export interface DealLeadSummary {
  readonly region: RegionCode;
  readonly car: DealCar;
  readonly carState: DealCarState;
  readonly figures: DealFigures;
  readonly priceWords: string;
  readonly driveAwayPlace: string | null;
  readonly tradeIn: DealTradeInChoice | null;
  readonly finance: (DealFinanceChoice & { readonly ratePercent: number }) | null;
  readonly madeAt: string;
  readonly changes: readonly string[];
}

const FREQUENCY_WORDS: Readonly<Record<RepaymentFrequency, string>> = { weekly: 'a week', fortnightly: 'a fortnight', monthly: 'a month' };

/** The deal in plain lines for the dealer: what the shopper chose and every figure, with what changed. */
export function dealLeadLines(summary: DealLeadSummary): string[] {
  const { region, car, figures } = summary;
  const money = (amount: number) => formatMoney(amount, region);
  const lines = [
    `Deal made ${summary.madeAt} on ${car.name} (stock ${car.stocknum}).`,
    `Price: ${summary.priceWords}${summary.carState === 'listed' ? '' : ` (car ${summary.carState === 'sold' ? 'sold' : 'no longer listed'} since)`}.`,
  ];
  if (figures.driveAway !== null) lines.push(`Estimated drive-away${summary.driveAwayPlace === null ? '' : ` (${summary.driveAwayPlace})`}: ${formatMoneyToCent(figures.driveAway, region)}.`);
  const tradeIn = summary.tradeIn;
  if (tradeIn !== null) {
    const car = `${tradeIn.vehicle.year} ${tradeIn.vehicle.make} ${tradeIn.vehicle.model}${tradeIn.vehicle.badge === null ? '' : ` ${tradeIn.vehicle.badge}`}`;
    const figure = figures.tradeIn;
    lines.push(
      figure?.outcome === 'estimate'
        ? `Trade-in: ${car}, estimated ${money(figure.low)} to ${money(figure.high)} (valued ${figure.valuedOn}, holds to ${figure.expiresOn}).`
        : `Trade-in: ${car}, no online estimate (${figure?.outcome === 'no-online-estimate' ? figure.reason : 'not valued'}).`,
    );
  }
  const finance = summary.finance;
  if (finance !== null && figures.repayment !== null) {
    lines.push(
      `Finance: ${formatMoneyToCent(figures.repayment, region)} ${FREQUENCY_WORDS[finance.frequency]} over ${finance.termMonths} months at ${finance.ratePercent}% p.a., ` +
        `deposit ${money(finance.deposit)}, balloon ${finance.balloonPercent}%.`,
    );
  }
  if (figures.reserveDeposit !== null) lines.push(`Reserve deposit: ${money(figures.reserveDeposit)}.`);
  lines.push(...summary.changes);
  return lines;
}
