import { describe, expect, it } from 'vitest';
import {
  afterAdjustments,
  afterDetails,
  afterManualLookup,
  afterPlateLookup,
  asksVehicleByHand,
  confirmVehicle,
  initialWizardState,
  leadOutcomeOf,
  parseWizardState,
  previousStep,
  rejectVehicle,
  tradeInVehicleOf,
  valuationOutcomeOf,
  type WizardState,
} from '../../../src/domain/trade-in/trade-in-steps.ts';

const plate = { lookup: 'plate' as const, rego: 'ABC123', regoState: 'VIC', vin: '' };
const vehicle = { make: 'Toyota', model: 'Corolla', year: 2021, badge: 'Ascent Sport' };
const manual = { make: 'Mazda', model: 'CX-5', year: '2019', badge: '' };
const adjustments = { odometer: '85000', condition: 'good', service_history: 'full', damage: 'no', finance_owing: 'no' };
const estimate = { low: 18400, high: 20900, currency: 'AUD' as const, confidence: 'high' as const, assumptions: [], expires_on: '2026-12-08' };

describe('the trade-in wizard', () => {
  it('a plate the service knows: confirm the car, answer the questions, then the details', () => {
    let state = afterPlateLookup(initialWizardState(), plate, { status: 'identified', id: 'v-1', vehicle });
    expect(state.step).toBe('vehicle');
    expect(asksVehicleByHand(state.identification)).toBe(false);
    state = confirmVehicle(state);
    expect(state.step).toBe('adjustments');
    state = afterAdjustments(state, adjustments);
    expect(state.step).toBe('details');
    expect(tradeInVehicleOf(state)).toEqual({ make: 'Toyota', model: 'Corolla', year: 2021, badge: 'Ascent Sport' });
  });

  it("a plate nobody knows, or 'No, choose it myself': the car is chosen by hand", () => {
    const unknown = afterPlateLookup(initialWizardState(), plate, { status: 'not-identified' });
    expect(unknown.step).toBe('vehicle');
    expect(asksVehicleByHand(unknown.identification)).toBe(true);
    const declined = rejectVehicle(afterPlateLookup(initialWizardState(), plate, { status: 'identified', id: 'v-1', vehicle }));
    expect(declined.identification).toEqual({ status: 'not-identified', declined: true });
    const chosen = afterManualLookup(unknown, manual, { status: 'identified', id: 'v-2', vehicle: { make: 'Mazda', model: 'CX-5', year: 2019, badge: null } });
    expect(chosen.step).toBe('adjustments');
    expect(chosen.identification).toMatchObject({ status: 'identified', id: 'v-2', by: 'hand' });
    // Going back to the car step shows the form again, with what was chosen.
    expect(asksVehicleByHand(previousStep(chosen).identification)).toBe(true);
    expect(previousStep(chosen).manual).toEqual(manual);
  });

  it('a car the service cannot value still goes on, named as chosen by hand', () => {
    const state = afterManualLookup(afterPlateLookup(initialWizardState(), plate, { status: 'unavailable' }), manual, { status: 'unavailable' });
    expect(state.step).toBe('adjustments');
    expect(tradeInVehicleOf(state)).toEqual({ make: 'Mazda', model: 'CX-5', year: 2019, badge: null });
  });

  it('Back keeps every answer; the plate step and the result have no way back', () => {
    const details = afterAdjustments(confirmVehicle(afterPlateLookup(initialWizardState(), plate, { status: 'identified', id: 'v-1', vehicle })), adjustments);
    const back = previousStep(details);
    expect(back).toMatchObject({ step: 'adjustments', plate, adjustments });
    expect(previousStep(previousStep(back))).toMatchObject({ step: 'plate', plate });
    expect(previousStep(initialWizardState()).step).toBe('plate');
    const result = afterDetails(details, { kind: 'provider-unavailable' });
    expect(previousStep(result)).toBe(result);
  });
});

describe('the outcome of the valuation', () => {
  const identified = { status: 'identified' as const, id: 'v-1', vehicle: { ...vehicle, badge: null }, by: 'plate' as const, confirmed: true };

  it.each([
    ['an estimate', identified, { status: 'estimate' as const, estimate }, 'estimate'],
    ['a car over 7 years old', identified, { status: 'no-online-estimate' as const, reason: 'too-old' as const }, 'no-online-estimate-too-old'],
    ['a car over 100,000 km', identified, { status: 'no-online-estimate' as const, reason: 'too-many-km' as const }, 'no-online-estimate-too-many-km'],
    ['an expired valuation id', identified, { status: 'not-identified' as const }, 'not-identified'],
    ['the service down at the estimate', identified, { status: 'unavailable' as const }, 'provider-unavailable'],
    ['the service down at the plate', { status: 'unavailable' as const }, null, 'provider-unavailable'],
    ['a car nobody could identify', { status: 'not-identified' as const }, null, 'not-identified'],
  ])('%s files the lead as %s', (_name, identification, answer, outcome) => {
    expect(leadOutcomeOf(valuationOutcomeOf(identification, answer))).toBe(outcome);
  });
});

describe('a reload comes back to the same step', () => {
  it('a stored wizard reads back as it was', () => {
    const state: WizardState = afterAdjustments(confirmVehicle(afterPlateLookup(initialWizardState(), plate, { status: 'identified', id: 'v-1', vehicle })), adjustments);
    expect(parseWizardState(JSON.stringify(state))).toEqual(state);
    const result = afterDetails(state, { kind: 'estimate', estimate, leadId: 'lead-1', lead: { category: 'Trade-In Enquiry' } });
    expect(parseWizardState(JSON.stringify(result))).toEqual(result);
  });

  it.each([
    ['nothing', null],
    ['not JSON', '{'],
    ['an unknown step', JSON.stringify({ ...initialWizardState(), step: 'payment' })],
    ['a result step without a result', JSON.stringify({ ...initialWizardState(), step: 'result' })],
    ['a car step before any lookup', JSON.stringify({ ...initialWizardState(), step: 'vehicle' })],
    ['answers of the wrong type', JSON.stringify({ ...initialWizardState(), plate: { ...plate, rego: 5 } })],
  ])('%s starts a fresh wizard', (_name, raw) => {
    expect(parseWizardState(raw)).toEqual(initialWizardState());
  });
});
