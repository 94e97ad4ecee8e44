/**
 * The trade-in valuation wizard as a state: which step the shopper is on, what
 * they answered, what the valuation service made of their car and, at the end, the estimate or why
 * there is none. Every move is a pure function of the state and an answer, so the island only
 * renders and calls; the state is what a reload restores (sessionStorage, per site), read back with
 * `parseWizardState`, which never throws.
 *
 * The steps: the plate -> the car (the one the service found, confirmed; or chosen by hand when
 * nothing matched or the shopper said it was not theirs) -> the adjustment questions -> the
 * shopper's details (where the estimate is asked for and the lead sent) -> the result.
 */
import type { TradeInOutcome } from './trade-in-lead.ts';
import { parseStoredJson } from '../basics/stored-json.ts';
import type { Estimate, EstimateAnswer, IdentifiedVehicle, IdentifyAnswer, NoEstimateReason } from './trade-in-answers.ts';
import type { AdjustmentValues, ManualVehicleValues, PlateValues } from './trade-in-form.ts';

/** The wizard's steps, in order. */
export const WIZARD_STEPS = ['plate', 'vehicle', 'adjustments', 'details', 'result'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** The step indicator's names of the steps. */
export const STEP_NAMES: Readonly<Record<WizardStep, string>> = {
  plate: 'Your plate',
  vehicle: 'Your car',
  adjustments: 'Its condition',
  details: 'Your details',
  result: 'Your estimate',
};

/** What the valuation service made of the shopper's car so far. */
export type Identification =
  /** Not asked yet. */
  | { readonly status: 'pending' }
  /** Identified: by its plate (to be confirmed by the shopper) or from the car chosen by hand. */
  | { readonly status: 'identified'; readonly id: string; readonly vehicle: IdentifiedVehicle; readonly by: 'plate' | 'hand'; readonly confirmed: boolean }
  /** Nothing matched (or, `declined`, the shopper said the match was not their car): chosen by hand. */
  | { readonly status: 'not-identified'; readonly declined?: boolean }
  /** The service could not be reached: the shopper tells us the car and the dealer values it. */
  | { readonly status: 'unavailable' };

/** What the valuation came to for the shopper's car, before the lead is sent. */
export type ValuationOutcome =
  /** An estimate: the lead is sent as a partial one until the shopper accepts or asks to talk. */
  | { readonly kind: 'estimate'; readonly estimate: Estimate }
  /** No online estimate for this car (too old, too many km); the lead is sent complete. */
  | { readonly kind: 'no-online-estimate'; readonly reason: NoEstimateReason }
  /** The service was down; the lead is sent complete. */
  | { readonly kind: 'provider-unavailable' }
  /** The service could not identify the car; the lead is sent complete. */
  | { readonly kind: 'not-identified' };

/** How the wizard ended: the valuation's outcome, and for an estimate the partial lead it sent. */
export type WizardResult =
  | Exclude<ValuationOutcome, { kind: 'estimate' }>
  | {
      readonly kind: 'estimate';
      readonly estimate: Estimate;
      readonly leadId: string;
      /** The partial lead as sent, which 'Talk to us' sends again with its lead_id and last_step true. */
      readonly lead: Readonly<Record<string, unknown>>;
    };

/**
 * The valuation's outcome for the car as identified and the estimate's answer (null when no
 * estimate could be asked for: the car was not identified or the service was found down).
 */
export function valuationOutcomeOf(identification: Identification, answer: EstimateAnswer | null): ValuationOutcome {
  if (answer === null || identification.status !== 'identified') return { kind: identification.status === 'unavailable' ? 'provider-unavailable' : 'not-identified' };
  switch (answer.status) {
    case 'estimate':
      return { kind: 'estimate', estimate: answer.estimate };
    case 'no-online-estimate':
      return { kind: 'no-online-estimate', reason: answer.reason };
    case 'not-identified':
      return { kind: 'not-identified' };
    case 'unavailable':
      return { kind: 'provider-unavailable' };
  }
}

/** The outcome a valuation files the lead under (the contract's `user.trade_in.outcome`). */
export function leadOutcomeOf(outcome: ValuationOutcome | WizardResult): TradeInOutcome {
  switch (outcome.kind) {
    case 'estimate':
      return 'estimate';
    case 'no-online-estimate':
      return outcome.reason === 'too-old' ? 'no-online-estimate-too-old' : 'no-online-estimate-too-many-km';
    case 'provider-unavailable':
      return 'provider-unavailable';
    case 'not-identified':
      return 'not-identified';
  }
}

/** The whole wizard. */
export interface WizardState {
  readonly step: WizardStep;
  readonly plate: PlateValues;
  readonly identification: Identification;
  /** The car as chosen by hand (kept when the shopper goes back). */
  readonly manual: ManualVehicleValues;
  readonly adjustments: AdjustmentValues;
  readonly result: WizardResult | null;
}

export const EMPTY_PLATE: PlateValues = { lookup: 'plate', rego: '', regoState: '', vin: '' };
export const EMPTY_MANUAL: ManualVehicleValues = { make: '', model: '', year: '', badge: '' };
export const EMPTY_ADJUSTMENTS: AdjustmentValues = { odometer: '', condition: '', service_history: '', damage: '', finance_owing: '' };

/** A fresh wizard. */
export function initialWizardState(): WizardState {
  return { step: 'plate', plate: EMPTY_PLATE, identification: { status: 'pending' }, manual: EMPTY_MANUAL, adjustments: EMPTY_ADJUSTMENTS, result: null };
}

/** The plate was looked up: the car step shows the match to confirm, or the choice by hand. */
export function afterPlateLookup(state: WizardState, plate: PlateValues, answer: IdentifyAnswer): WizardState {
  const identification: Identification =
    answer.status === 'identified' ? { status: 'identified', id: answer.id, vehicle: answer.vehicle, by: 'plate', confirmed: false } : { status: answer.status };
  return { ...state, step: 'vehicle', plate, identification, result: null };
}

/** 'Yes, that's my car': on to the adjustment questions. */
export function confirmVehicle(state: WizardState): WizardState {
  if (state.identification.status !== 'identified') return state;
  return { ...state, step: 'adjustments', identification: { ...state.identification, confirmed: true } };
}

/** 'No, choose it myself': the car step asks for the car by hand. */
export function rejectVehicle(state: WizardState): WizardState {
  return { ...state, identification: { status: 'not-identified', declined: true } };
}

/**
 * The car chosen by hand was looked up (or, with the service already found down, not asked again):
 * on to the adjustment questions either way, since the dealer values an unidentified car in person.
 */
export function afterManualLookup(state: WizardState, manual: ManualVehicleValues, answer: IdentifyAnswer): WizardState {
  const identification: Identification =
    answer.status === 'identified' ? { status: 'identified', id: answer.id, vehicle: answer.vehicle, by: 'hand', confirmed: true } : { status: answer.status };
  return { ...state, step: 'adjustments', manual, identification };
}

/** The adjustment questions were answered. */
export function afterAdjustments(state: WizardState, adjustments: AdjustmentValues): WizardState {
  return { ...state, step: 'details', adjustments };
}

/** The lead was sent (and, for a valued car, the estimate asked for). */
export function afterDetails(state: WizardState, result: WizardResult): WizardState {
  return { ...state, step: 'result', result };
}

/** Whether the car step asks for the car by hand (else it shows the match to confirm). */
export function asksVehicleByHand(identification: Identification): boolean {
  return identification.status !== 'identified' || identification.by === 'hand';
}

/** The step before this one, keeping every answer; the result has no way back (its lead is sent). */
export function previousStep(state: WizardState): WizardState {
  switch (state.step) {
    case 'vehicle':
      return { ...state, step: 'plate' };
    case 'adjustments':
      return { ...state, step: 'vehicle' };
    case 'details':
      return { ...state, step: 'adjustments' };
    case 'plate':
    case 'result':
      return state;
  }
}

/** The car the lead names: the identified one, else the one chosen by hand (null when there is none yet). */
export function tradeInVehicleOf(state: Pick<WizardState, 'identification' | 'manual'>): { make: string; model: string; year: number; badge: string | null } | null {
  if (state.identification.status === 'identified') {
    const { make, model, year, badge } = state.identification.vehicle;
    return { make, model, year, badge };
  }
  const year = Number(state.manual.year);
  if (state.manual.make.trim() === '' || state.manual.model.trim() === '' || !Number.isInteger(year) || year <= 0) return null;
  return { make: state.manual.make.trim(), model: state.manual.model.trim(), year, badge: state.manual.badge.trim() === '' ? null : state.manual.badge.trim() };
}

/** The sessionStorage key of a site's wizard. */
export function wizardStorageKey(siteSlug: string): string {
  return `trade_in_wizard:${siteSlug}`;
}

// --- Reading a stored state back ---

type Json = Readonly<Record<string, unknown>>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function textRecord<T extends object>(value: unknown, empty: T): T | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.keys(empty).map((key) => [key, value[key]] as const);
  return entries.every(([, item]) => typeof item === 'string') ? (Object.fromEntries(entries) as T) : undefined;
}

function identificationOf(value: unknown): Identification | undefined {
  if (!isRecord(value)) return undefined;
  switch (value.status) {
    case 'pending':
    case 'unavailable':
      return { status: value.status };
    case 'not-identified':
      return value.declined === true ? { status: 'not-identified', declined: true } : { status: 'not-identified' };
    case 'identified': {
      const vehicle = value.vehicle;
      if (typeof value.id !== 'string' || (value.by !== 'plate' && value.by !== 'hand') || typeof value.confirmed !== 'boolean' || !isRecord(vehicle)) return undefined;
      if (typeof vehicle.make !== 'string' || typeof vehicle.model !== 'string' || typeof vehicle.year !== 'number') return undefined;
      return { status: 'identified', id: value.id, vehicle: vehicle as unknown as IdentifiedVehicle, by: value.by, confirmed: value.confirmed };
    }
    default:
      return undefined;
  }
}

function resultOf(value: unknown): WizardResult | null | undefined {
  if (value === null) return null;
  if (!isRecord(value)) return undefined;
  switch (value.kind) {
    case 'provider-unavailable':
    case 'not-identified':
      return { kind: value.kind };
    case 'no-online-estimate':
      return value.reason === 'too-old' || value.reason === 'too-many-km' ? { kind: 'no-online-estimate', reason: value.reason } : undefined;
    case 'estimate': {
      const estimate = value.estimate;
      if (typeof value.leadId !== 'string' || !isRecord(estimate) || typeof estimate.low !== 'number' || typeof estimate.high !== 'number') return undefined;
      if (typeof estimate.expires_on !== 'string' || !Array.isArray(estimate.assumptions) || !isRecord(value.lead)) return undefined;
      return { kind: 'estimate', estimate: estimate as unknown as Estimate, leadId: value.leadId, lead: value.lead };
    }
    default:
      return undefined;
  }
}

function stateOf(value: unknown): WizardState | undefined {
  if (!isRecord(value)) return undefined;
  const step = WIZARD_STEPS.find((known) => known === value.step);
  const plate = textRecord(value.plate, EMPTY_PLATE);
  const identification = identificationOf(value.identification);
  const manual = textRecord(value.manual, EMPTY_MANUAL);
  const adjustments = textRecord(value.adjustments, EMPTY_ADJUSTMENTS);
  const result = resultOf(value.result);
  if (step === undefined || plate === undefined || identification === undefined || manual === undefined || adjustments === undefined || result === undefined) return undefined;
  if (plate.lookup !== 'plate' && plate.lookup !== 'vin') return undefined;
  // A state that could not have been reached (a result step with no result) starts again.
  if ((step === 'result') !== (result !== null)) return undefined;
  if (step !== 'plate' && identification.status === 'pending') return undefined;
  return { step, plate, identification, manual, adjustments, result };
}

/** A stored wizard, or a fresh one when nothing (or nothing sound) is stored. */
export function parseWizardState(raw: string | null | undefined): WizardState {
  return parseStoredJson(raw, stateOf, initialWizardState());
}
