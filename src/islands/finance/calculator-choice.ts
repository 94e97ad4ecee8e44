/**
 * How the car page's repayment calculator and its deal builder talk (docs/deals.md): the builder
 * asks (CALCULATOR_CHOICE_REQUEST) and the calculator answers, and tells again on every change
 * (CALCULATOR_CHOICE_EVENT), with what it shows: its deposit, term, balloon and frequency, or null
 * while it has no estimate. Window events, not storage, so the builder never shows choices the
 * calculator on the page no longer holds; and a module of two names, since the calculator loads
 * with the page and must not bring the builder's code with it (nor, as a shared domain or browser
 * helper would, put them on every page).
 */
import type { RepaymentFrequency } from '../../domain/finance/repayments.ts';

/** The calculator's choices as numbers (the price is left out: a deal's repayment is on the advertised price). */
export interface CalculatorChoice {
  readonly deposit: number;
  readonly termYears: number;
  readonly balloonPercent: number;
  readonly frequency: RepaymentFrequency;
}

/** Sent by the calculator, its detail a CalculatorChoice or null. */
export const CALCULATOR_CHOICE_EVENT = 'calculator-choice';

/** Sent by the builder when it wants the calculator's choice now. */
export const CALCULATOR_CHOICE_REQUEST = 'calculator-choice-request';
