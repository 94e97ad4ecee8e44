import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { FIELD_MESSAGES } from '../../../../src/domain/leads/field-rules.ts';
import {
  FINANCE_APPLICATION_VARIANTS,
  FINANCE_MESSAGES,
  financeAnswersUpTo,
  financeApplicationSchema,
  financeStepSchema,
  initialFinanceValues,
  parseFinanceValues,
} from '../../../../src/domain/leads/finance-application-form.ts';
import { US_ZIP_CODE_RULE } from '../../../../src/domain/leads/postcode.ts';
import { buildFinanceStepSubmission, financeCarFields, type FinanceCar } from '../../../../src/domain/leads/finance-lead.ts';
import { LABELS, FORM_TEXTS } from '../../../../src/domain/basics/texts.ts';

async function messages(promise: Promise<unknown>): Promise<Record<string, string>> {
  try {
    await promise;
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path ?? '', inner.message]));
  }
}

const FILLED = {
  ...initialFinanceValues({ dealership_slug: 'brighton-volkswagen', loan_amount: 30000 }),
  name: 'Pat',
  email: 'pat@example.com',
  phone: '0412 345 678',
  postcode: '3186',
  residential_status: 'Renting',
  employment_status: 'Retired',
  annual_income: '40000',
  monthly_expenses: '1500',
};

describe('the finance application form', () => {
  it("submits with 'Submit application', the pre-approval with 'Get Pre-Approved Now'", () => {
    expect(FINANCE_APPLICATION_VARIANTS.finance_application).toMatchObject({ category: 'Finance Enquiry', submitLabel: 'Submit application' });
    expect(FINANCE_APPLICATION_VARIANTS.finance_pre_approval).toMatchObject({ category: 'Finance Pre-Approval', submitLabel: LABELS.getPreApprovedNow });
  });

  it('checks the loan: a whole amount above 0, a deposit below it, a term of whole years up to 7', async () => {
    expect(await messages(financeStepSchema('loan', 'AU').validate({ loan_amount: '30000', deposit: '', term_months: '60' }, { abortEarly: false }))).toEqual({});
    expect(await messages(financeStepSchema('loan', 'AU').validate({ loan_amount: '0', deposit: '-1', term_months: '96' }, { abortEarly: false }))).toEqual({
      loan_amount: FINANCE_MESSAGES.positiveAmount('Loan amount'),
      deposit: FINANCE_MESSAGES.amount('Deposit'),
      term_months: FINANCE_MESSAGES.term,
    });
    expect(await messages(financeStepSchema('loan', 'AU').validate({ loan_amount: '30000', deposit: '30000', term_months: '60' }, { abortEarly: false }))).toEqual({
      deposit: FINANCE_MESSAGES.depositTooLarge,
    });
  });

  it("asks the region's postcode: 4 digits in Australia and New Zealand, a 5-digit ZIP code in the US", async () => {
    const about = { name: 'Pat', email: 'pat@example.com', phone: '0412 345 678', residential_status: 'Renting' };
    expect(await messages(financeStepSchema('about_you', 'NZ').validate({ ...about, postcode: '6011' }, { abortEarly: false }))).toEqual({});
    expect(await messages(financeStepSchema('about_you', 'AU').validate({ ...about, postcode: '60111' }, { abortEarly: false }))).toEqual({ postcode: FORM_TEXTS.invalidPostcode });
    expect(await messages(financeStepSchema('about_you', 'US').validate({ ...about, postcode: '6011' }, { abortEarly: false }))).toEqual({ postcode: US_ZIP_CODE_RULE.message });
  });

  it('asks the employer and time in the job of the employed only', async () => {
    const income = { annual_income: '50000', monthly_expenses: '1000' };
    expect(await messages(financeStepSchema('employment', 'AU').validate({ ...income, employment_status: 'Casual' }, { abortEarly: false }))).toEqual({
      employer: FIELD_MESSAGES.required('Employer'),
      time_in_job_months: FIELD_MESSAGES.required('Time in this job'),
    });
    expect(await messages(financeStepSchema('employment', 'AU').validate({ ...income, employment_status: 'Not working' }, { abortEarly: false }))).toEqual({});
  });

  it('checks every step up to the one saved', async () => {
    expect(await messages(financeApplicationSchema('review', 'AU').validate(FILLED, { abortEarly: false }))).toEqual({});
    expect(Object.keys(await messages(financeApplicationSchema('about_you', 'AU').validate({ ...FILLED, loan_amount: '', email: 'x' }, { abortEarly: false }))).sort()).toEqual([
      'email',
      'loan_amount',
    ]);
  });

  it('sends the answers up to a step as numbers, blanks left out', () => {
    expect(financeAnswersUpTo(FILLED, 'loan', 'AU')).toEqual({ loan_amount: 30000, term_months: 60 });
    expect(financeAnswersUpTo(FILLED, 'review', 'AU')).toMatchObject({ annual_income: 40000, monthly_expenses: 1500, name: 'Pat', opt_in: false });
    expect(financeAnswersUpTo(FILLED, 'review', 'AU')).not.toHaveProperty('employer');
  });

  it('reads stored answers back only when every field has its type', () => {
    expect(parseFinanceValues(FILLED)).toEqual(FILLED);
    expect(parseFinanceValues({ ...FILLED, opt_in: 'yes' })).toBeNull();
    expect(parseFinanceValues({ ...FILLED, name: undefined })).toBeNull();
    expect(parseFinanceValues([])).toBeNull();
  });

  it("builds a step's body: the car of the query (the whole car when the site lists it), the answers flat in user, the review as the last step", () => {
    const car: FinanceCar = { id: 5101, label: '2021 Volkswagen Tiguan', make: 'Volkswagen', model: 'Tiguan', make_slug: 'volkswagen', car_type: 'used', status: 'in_stock', stocknum: 'BV-5101', dealership_id: 101 };
    expect(financeCarFields({ car_id: 5101, car_type: 'used' }, undefined)).toEqual({ car_id: 5101, car_type: 'used' });
    expect(financeCarFields({}, undefined)).toEqual({});
    const page = { url: 'https://example.com/finance', user_agent: 'test', visited_pages: ['/finance'], linked_query_params: {} };
    const body = buildFinanceStepSubmission({
      source: 'finance_pre_approval',
      step: 'review',
      lead_id: 'abc',
      dealership_slug: 'brighton-volkswagen',
      car: financeCarFields({ car_id: 5101 }, car),
      answers: financeAnswersUpTo({ ...FILLED, opt_in: true }, 'review', 'AU'),
      page,
    });
    expect(body).toMatchObject({ category: 'Finance Pre-Approval', lead_id: 'abc', last_step: true, step: 'review' });
    expect(body.user).toMatchObject({ source: 'finance_pre_approval', car_id: 5101, 'Vehicle Make': 'Volkswagen', stock_number: 'BV-5101', loan_amount: 30000, opt_in: true, url: page.url });
  });
});
