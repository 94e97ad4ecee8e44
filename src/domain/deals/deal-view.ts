/**
 * The deal as the API answers it (docs/deals.md): every figure with what it rests on. Types only,
 * so the server that works the figures out (src/server/deals/) and the page that shows them
 * (src/islands/deals/) read one definition. `GET /api/deals?d=<token>` answers
 * `{ deal: DealView, changes: DealChanges }` (DealChanges is in deal.ts).
 */
import type { PriceType } from '../cars/car.ts';
import type { RepaymentFrequency } from '../finance/repayments.ts';
import type { DriveAwayFigure } from '../on-road/drive-away-figure.ts';
import type { AdjustmentAnswers } from '../trade-in/adjustment-answers.ts';
import type { Confidence } from '../trade-in/estimate.ts';
import type { DealCar, DealCarState, DealChanges, DealTradeInChoice } from './deal.ts';

/** The price as the deal shows it, with what it is based on. `marked` says the car is sold or gone (the figure is the deal's own). */
export interface PriceView {
  readonly amount: number | null;
  readonly currency: string;
  readonly priceType: PriceType;
  readonly priceTypeLabel: string;
  readonly words: string;
  readonly basis: string;
  readonly marked: 'sold' | 'gone' | null;
}

/** The drive-away figure as the deal shows it; `kept` is the deal's own total for a car that is sold or gone now. */
export type DriveAwayView =
  | (Exclude<DriveAwayFigure, { kind: 'not-applicable' }> & { readonly basis: string })
  | { readonly kind: 'not-applicable'; readonly basis: string }
  | { readonly kind: 'kept'; readonly placeLabel: string | null; readonly total: number; readonly marked: 'sold' | 'gone'; readonly basis: string };

/** The repayment as the deal shows it: every figure, or why there is none. */
export type FinanceView =
  | {
      readonly kind: 'estimate';
      readonly price: number;
      readonly deposit: number;
      readonly termMonths: number;
      readonly balloonPercent: number;
      readonly balloon: number;
      readonly frequency: RepaymentFrequency;
      readonly repayment: number;
      readonly repaymentCount: number;
      readonly ratePercent: number;
      /** AU only (the National Credit Code's comparison rate); null elsewhere. */
      readonly comparisonRatePercent: number | null;
      /** US only (Regulation Z's APR); null elsewhere. */
      readonly aprPercent: number | null;
      readonly amountFinanced: number;
      readonly totalInterest: number;
      readonly totalFees: number;
      readonly totalPayable: number;
      readonly fees: { readonly establishment: number; readonly monthly: number };
      readonly assumptions: string;
      readonly notes: readonly string[];
    }
  | { readonly kind: 'no-estimate'; readonly deposit: number; readonly termMonths: number; readonly balloonPercent: number; readonly frequency: RepaymentFrequency; readonly problems: readonly { readonly field: string; readonly message: string }[] };

/** The trade-in as the deal shows it: the car, the shopper's answers, the estimate and when it was made. */
export interface TradeInView {
  readonly vehicle: DealTradeInChoice['vehicle'];
  readonly answers: AdjustmentAnswers;
  readonly outcome: 'estimate' | 'no-online-estimate';
  readonly low: number | null;
  readonly high: number | null;
  readonly currency: string;
  readonly confidence: Confidence | null;
  /** YYYY-MM-DD. */
  readonly valuedOn: string | null;
  readonly expiresOn: string | null;
  readonly reason: 'too-old' | 'too-many-km' | null;
  readonly assumptions: readonly string[];
  readonly basis: string;
}

/** The reserve deposit as the deal shows it: the amount when the car can be reserved online, else why not. */
export interface ReserveView {
  readonly available: boolean;
  readonly deposit: { readonly amount: number; readonly currency: string; readonly text: string } | null;
  readonly reason: string | null;
}

/** The car of a deal as its answer shows it. */
export interface DealCarView extends DealCar {
  readonly url: string;
  readonly state: DealCarState;
}

/** Every figure of a deal and what it is based on: the `deal` of the API's answers. */
export interface DealView {
  readonly createdAt: string;
  readonly expiresAt: string;
  readonly car: DealCarView;
  readonly price: PriceView;
  readonly driveAway: DriveAwayView | null;
  readonly tradeIn: TradeInView | null;
  readonly finance: FinanceView | null;
  readonly reserve: ReserveView;
}

/** The answer of `GET /api/deals?d=<token>`: the deal worked out again today, and what changed since it was made. */
export interface OpenedDeal {
  readonly deal: DealView;
  readonly changes: DealChanges;
}
