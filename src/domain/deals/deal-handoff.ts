/**
 * What the trade-in wizard and the finance calculator hand to the car page's deal builder
 * (docs/deals.md). The wizard's signed valuation id with the shopper's answers is kept in
 * sessionStorage, per site, so it lasts as long as the tab and never outlives the shopping trip
 * (the valuation id points at the shopper's car). The calculator on the same page tells the builder
 * its choices by window events (browser/calculator-choice.ts), read here into the deal's terms.
 *
 * The figures kept here are only what the builder shows before the deal is made ("estimated $8,000
 * to $9,500"); the deal's own figures are the server's, worked out from the choices. Anything stored
 * can be stale or hand-edited, so the reader gives null on bad data and never throws.
 */
import { parseStoredJson } from '../basics/stored-json.ts';
import { CONDITIONS, SERVICE_HISTORIES, type AdjustmentAnswers } from '../trade-in/adjustment-answers.ts';
import type { DealFinanceChoice, DealTradeInChoice } from './deal.ts';

/** The deal's loan terms, in months: whole years, as the calculator offers them. */
export const DEAL_TERM_MONTHS = [12, 24, 36, 48, 60, 72, 84] as const;

/** The trade-in the wizard valued, as the deal builder offers it. */
export interface DealTradeInHandoff extends DealTradeInChoice {
  /** The wizard's signed valuation id: the server values the car again from it. */
  readonly valuationId: string;
  /** The wizard's estimate range, in the site's currency, and the last day it holds (YYYY-MM-DD). */
  readonly low: number;
  readonly high: number;
  readonly expiresOn: string;
}

/** The sessionStorage key of the trade-in a site's wizard last valued. */
export function dealTradeInKey(siteSlug: string): string {
  return `deal_trade_in:${siteSlug}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

function answersOf(value: unknown): AdjustmentAnswers | undefined {
  if (!isRecord(value)) return undefined;
  const { odometer, condition, service_history: history, damage, finance_owing: owing } = value;
  if (typeof odometer !== 'number' || !Number.isInteger(odometer) || odometer < 0) return undefined;
  const knownCondition = CONDITIONS.find((known) => known === condition);
  const knownHistory = SERVICE_HISTORIES.find((known) => known === history);
  if (knownCondition === undefined || knownHistory === undefined || typeof damage !== 'boolean' || typeof owing !== 'boolean') return undefined;
  return { odometer, condition: knownCondition, service_history: knownHistory, damage, finance_owing: owing };
}

function tradeInOf(value: unknown): DealTradeInHandoff | undefined {
  if (!isRecord(value) || !isRecord(value.vehicle)) return undefined;
  const { valuationId, low, high, expiresOn } = value;
  const { year, make, model, badge } = value.vehicle;
  if (typeof valuationId !== 'string' || valuationId === '' || !isAmount(low) || !isAmount(high) || low > high) return undefined;
  if (typeof expiresOn !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(expiresOn)) return undefined;
  if (typeof year !== 'number' || !Number.isInteger(year) || typeof make !== 'string' || typeof model !== 'string' || (badge !== null && typeof badge !== 'string')) return undefined;
  const answers = answersOf(value.answers);
  if (answers === undefined) return undefined;
  return { valuationId, vehicle: { year, make, model, badge }, answers, low, high, expiresOn };
}

/** The stored trade-in, or null when there is none (or it is unreadable, or past the day its estimate holds to). */
export function readDealTradeIn(raw: string | null, today: string): DealTradeInHandoff | null {
  const handoff = parseStoredJson<DealTradeInHandoff | null>(raw, tradeInOf, null);
  return handoff !== null && handoff.expiresOn >= today ? handoff : null;
}

/**
 * The calculator's choices as a deal takes them: null when they are not a loan a deal can carry
 * (a term that is not whole years of the deal's terms, a negative or unreadable amount). The
 * calculator tells only choices it could estimate, within its own limits, and the server checks
 * them again; the price is not a choice: a deal's repayment is on the advertised price.
 */
export function dealFinanceChoiceOf(input: { readonly deposit: number; readonly termYears: number; readonly balloonPercent: number; readonly frequency: DealFinanceChoice['frequency'] }): DealFinanceChoice | null {
  const termMonths = input.termYears * 12;
  if (!DEAL_TERM_MONTHS.some((months) => months === termMonths)) return null;
  if (!isAmount(input.deposit) || !isAmount(input.balloonPercent)) return null;
  return { deposit: input.deposit, termMonths, balloonPercent: input.balloonPercent, frequency: input.frequency };
}
