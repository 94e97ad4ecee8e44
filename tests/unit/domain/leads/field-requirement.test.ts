import { describe, expect, it } from 'vitest';
import type { AnyObjectSchema } from 'yup';
import { fieldRequirement } from '../../../../src/domain/leads/field-requirement.ts';
import { checkoutFormInitialValues, checkoutFormSchema } from '../../../../src/domain/leads/checkout-form.ts';
import { DEFAULT_ENQUIRY_FORM_SETTINGS, enquiryFormInitialValues, enquiryFormSchema } from '../../../../src/domain/leads/enquiry-form.ts';
import {
  EMPLOYMENT_STATUSES,
  FINANCE_STEPS,
  financeApplicationSchema,
  financeStepSchema,
  initialFinanceValues,
  WHEN_EMPLOYED,
} from '../../../../src/domain/leads/finance-application-form.ts';
import { genericFormInitialValues, genericFormValuesSchema } from '../../../../src/domain/leads/generic-form.ts';
import { serviceBookingForm } from '../../../../src/domain/leads/service-booking-form.ts';
import { testDriveFormInitialValues, testDriveFormSchema } from '../../../../src/domain/leads/test-drive-form.ts';
import { plateStepSchema } from '../../../../src/domain/trade-in/trade-in-form.ts';
import { errorsOf } from './validate.ts';

/** The fields `fieldRequirement` calls required, of those in `values`. */
function markedRequired(schema: AnyObjectSchema, values: Record<string, unknown>): string[] {
  return Object.keys(values).filter((name) => fieldRequirement(schema, name, values)?.required === true);
}

/** The fields the whole schema refuses when each is left blank on its own, the others as given. */
function refusedBlank(schema: AnyObjectSchema, values: Record<string, unknown>): string[] {
  return Object.keys(values).filter((name) => name in schema.fields && name in errorsOf(schema, { ...values, [name]: typeof values[name] === 'boolean' ? false : '' }));
}

const EMPLOYMENT = { employment_status: '', employer: '', time_in_job_months: '', annual_income: '', monthly_expenses: '' };

describe('whether a field is required, read from its form schema', () => {
  it('the employer and time in the job are required, with the reason, exactly while the status is one with a job', () => {
    const schema = financeStepSchema('employment', 'AU');
    const hint = 'Required when your employment status is Full-time, Part-time, Casual or Self-employed.';
    expect(WHEN_EMPLOYED.hint).toBe(hint);
    const table: [string, boolean][] = [['', false], ...EMPLOYMENT_STATUSES.map((status): [string, boolean] => [status, status !== 'Retired' && status !== 'Not working'])];
    for (const [status, employed] of table) {
      const values = { ...EMPLOYMENT, employment_status: status };
      for (const name of ['employer', 'time_in_job_months']) {
        expect(fieldRequirement(schema, name, values), `${name} with '${status}'`).toEqual(employed ? { required: true, hint } : { required: false });
      }
      // And the validation says the same: the two are missing only when required.
      expect(Object.keys(errorsOf(schema, values)).filter((name) => name === 'employer' || name === 'time_in_job_months'), status).toEqual(employed ? ['employer', 'time_in_job_months'] : []);
    }
  });

  it('a field every shopper must answer is required without a hint; an optional one is not required', () => {
    const schema = financeStepSchema('employment', 'AU');
    expect(fieldRequirement(schema, 'annual_income', EMPLOYMENT)).toEqual({ required: true });
    expect(fieldRequirement(financeStepSchema('loan', 'AU'), 'deposit', initialFinanceValues({ dealership_slug: '' }))).toEqual({ required: false });
    expect(fieldRequirement(financeStepSchema('about_you', 'AU'), 'date_of_birth', initialFinanceValues({ dealership_slug: '' }))).toEqual({ required: false });
  });

  it('a box that must be ticked is required; the opt-in is not', () => {
    const values = { ...checkoutFormInitialValues() };
    expect(fieldRequirement(checkoutFormSchema('AU'), 'terms', values)).toEqual({ required: true });
    expect(fieldRequirement(checkoutFormSchema('AU'), 'opt_in', values)).toEqual({ required: false });
  });

  it('a field the schema does not hold is left to the form (null)', () => {
    expect(fieldRequirement(financeStepSchema('loan', 'AU'), 'dealership_slug', initialFinanceValues({ dealership_slug: 'a' }))).toBeNull();
  });

  it('the US plate step asks the plate and its state, or the VIN, by the way the shopper finds the car', () => {
    const schema = plateStepSchema('US');
    const blank = { lookup: 'plate', rego: '', regoState: '', vin: '' };
    expect(markedRequired(schema, blank)).toEqual(['lookup', 'rego', 'regoState']);
    expect(markedRequired(schema, { ...blank, lookup: 'vin' })).toEqual(['lookup', 'vin']);
  });

  // Every form's marks against its own validation, field by field, in the states that change them.
  const forms: [string, AnyObjectSchema, Record<string, unknown>][] = [
    ...FINANCE_STEPS.flatMap((step): [string, AnyObjectSchema, Record<string, unknown>][] =>
      ['', 'Full-time', 'Retired'].map((status) => [
        `finance ${step} (status '${status}')`,
        step === 'review' ? financeApplicationSchema('review', 'AU') : financeStepSchema(step, 'AU'),
        { ...initialFinanceValues({ dealership_slug: '' }), employment_status: status },
      ]),
    ),
    ['enquiry (spec defaults)', enquiryFormSchema(), { ...enquiryFormInitialValues() }],
    ['enquiry (message optional, location, dealerships, terms)', enquiryFormSchema({ message: 'optional', showLocation: true, dealerships: 2, dealershipRemoved: false, terms: true }), { ...enquiryFormInitialValues({ ...DEFAULT_ENQUIRY_FORM_SETTINGS, message: 'optional' }) }],
    ['test drive', testDriveFormSchema(), { ...testDriveFormInitialValues() }],
    ['checkout (US)', checkoutFormSchema('US'), { ...checkoutFormInitialValues() }],
    ['service booking', genericFormValuesSchema(serviceBookingForm(['Brighton Service', 'Hove Service'], { region: 'AU' }), '2026-01-01'), genericFormInitialValues(serviceBookingForm(['Brighton Service', 'Hove Service'], { region: 'AU' }))],
    ['trade-in plate (US, by plate)', plateStepSchema('US'), { lookup: 'plate', rego: '', regoState: '', vin: '' }],
    ['trade-in plate (US, by VIN)', plateStepSchema('US'), { lookup: 'vin', rego: '', regoState: '', vin: '' }],
  ];
  it.each(forms)('%s: a field is marked required exactly when the form refuses it blank', (_name, schema, values) => {
    expect(markedRequired(schema, values)).toEqual(refusedBlank(schema, values));
  });
});
