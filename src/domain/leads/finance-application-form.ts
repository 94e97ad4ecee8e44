/**
 * The finance application: the multi-step lead form of spec section 4 used on the
 * finance page and, as its pre-approval variant, on /finance-pre-approval. Four steps: the loan and
 * the car; about you; employment and income; review. Each step's fields have one yup schema, used by
 * the island (formik) and by POST /api/leads (server validation of the step sent), so a shopper and
 * the server see the same words.
 *
 * Every step is saved as the same lead: the body carries every answer given so far (flat in `user`,
 * beside the lead form values) and the `step` it completes. Amounts are whole currency units.
 */
import * as yup from 'yup';
import type { RegionCode } from '../basics/region.ts';
import { isIsoDate } from '../basics/iso-date.ts';
import type { FinanceApplicationSource } from './types.ts';
import { LABELS } from '../basics/texts.ts';
import { FIELD_MESSAGES, optionalCheckbox, optionalText, requiredEmail, requiredPhone, requiredText, requiredWhen, whenAnswerIsOneOf, type RequiredWhen } from './field-rules.ts';
import { postcodeRuleFor, postcodeSchema } from './postcode.ts';
import type { DetailFields } from './detail-fields.ts';
import type { FieldName } from './lead-fields.ts';

/** The steps, in order. */
export const FINANCE_STEPS = ['loan', 'about_you', 'employment', 'review'] as const;
export type FinanceStep = (typeof FINANCE_STEPS)[number];

/** Each step's heading, as the step indicator reads it ("Step 2 of 4: About you"). */
export const FINANCE_STEP_TITLES: Readonly<Record<FinanceStep, string>> = {
  loan: 'Your loan and car',
  about_you: 'About you',
  employment: 'Employment and income',
  review: 'Review and submit',
};

/** Loan terms offered, in months (1 to 7 years, as the calculator's). */
export const LOAN_TERMS_MONTHS = [12, 24, 36, 48, 60, 72, 84] as const;
/** The term a new application starts on (5 years, the comparison-rate basis). */
export const DEFAULT_LOAN_TERM_MONTHS = 60;

export const RESIDENTIAL_STATUSES = ['Own my home outright', 'Paying off a mortgage', 'Renting', 'Boarding', 'Living with family'] as const;
export const EMPLOYMENT_STATUSES = ['Full-time', 'Part-time', 'Casual', 'Self-employed', 'Retired', 'Not working'] as const;
/** The statuses with no employer to name. */
const WITHOUT_EMPLOYER: readonly string[] = ['Retired', 'Not working'];
/** The statuses with a job: the employer and the time in the job are asked of these only. */
export const EMPLOYED_STATUSES: readonly string[] = EMPLOYMENT_STATUSES.filter((status) => !WITHOUT_EMPLOYER.includes(status));

/**
 * The employer and time in the job are required while the employment status is one with a job; with
 * none chosen yet they are not (the status itself is then the missing answer).
 */
export const WHEN_EMPLOYED: RequiredWhen = whenAnswerIsOneOf('employment_status', 'employment status', EMPLOYED_STATUSES);

/** What each variant is called, files its lead under and submits with. */
export interface FinanceApplicationVariant {
  readonly source: FinanceApplicationSource;
  readonly category: string;
  /** The final step's button. */
  readonly submitLabel: string;
}

export const FINANCE_APPLICATION_VARIANTS: Readonly<Record<FinanceApplicationSource, FinanceApplicationVariant>> = {
  finance_application: { source: 'finance_application', category: 'Finance Enquiry', submitLabel: 'Submit application' },
  finance_pre_approval: { source: 'finance_pre_approval', category: 'Finance Pre-Approval', submitLabel: LABELS.getPreApprovedNow },
};

/** The messages of the finance rules (ours: the spec gives none). */
export const FINANCE_MESSAGES = {
  amount: (label: string) => `${label} must be a whole number of dollars, 0 or more.`,
  positiveAmount: (label: string) => `${label} must be a whole number of dollars above 0.`,
  depositTooLarge: 'Deposit must be less than the loan amount.',
  term: `Loan term must be one of: ${LOAN_TERMS_MONTHS.map((months) => `${months / 12} year${months === 12 ? '' : 's'}`).join(', ')}.`,
  dateOfBirth: 'Date of birth must be a real date, written as on the date picker (YYYY-MM-DD).',
  oneOf: (label: string, values: readonly string[]) => `${label} must be one of: ${values.join(', ')}.`,
  timeInJob: 'Time in this job must be a whole number of months, 0 or more.',
  notLastStep: 'The last step is the review step.',
} as const;

/** Empty inputs come from the form as ''; they count as missing. */
const blankToUndefined = (value: unknown, original: unknown) => (original === '' || original === null ? undefined : value);

function amount(label: string, { required, positive }: { required: boolean; positive?: boolean }) {
  const message = positive ? FINANCE_MESSAGES.positiveAmount(label) : FINANCE_MESSAGES.amount(label);
  const base = yup
    .number()
    .transform(blankToUndefined)
    .typeError(message)
    .integer(message)
    .min(positive ? 1 : 0, message);
  return required ? base.required(FIELD_MESSAGES.required(label)) : base.optional();
}

function oneOfText(label: string, values: readonly string[]) {
  return requiredText(label).oneOf([...values], FINANCE_MESSAGES.oneOf(label, values));
}

/** Step 1: the loan (and the car, which the lead form values carry). */
export function loanStepSchema() {
  return yup.object({
    loan_amount: amount('Loan amount', { required: true, positive: true }),
    deposit: amount('Deposit', { required: false }).test('deposit', FINANCE_MESSAGES.depositTooLarge, function (deposit) {
      const loan = (this.parent as { loan_amount?: unknown }).loan_amount;
      return deposit === undefined || typeof loan !== 'number' || deposit < loan;
    }),
    term_months: yup
      .number()
      .transform(blankToUndefined)
      .typeError(FINANCE_MESSAGES.term)
      .required(FIELD_MESSAGES.required('Loan term'))
      .oneOf([...LOAN_TERMS_MONTHS], FINANCE_MESSAGES.term),
  });
}

/** Step 2: about you; the contact details are required from here on. */
export function aboutYouStepSchema(region: RegionCode) {
  return yup.object({
    name: requiredText('Name'),
    email: requiredEmail(),
    phone: requiredPhone(),
    postcode: postcodeSchema(postcodeRuleFor(region)),
    date_of_birth: optionalText().test('date', FINANCE_MESSAGES.dateOfBirth, (value) => value === undefined || value === '' || isIsoDate(value)),
    residential_status: oneOfText('Residential status', RESIDENTIAL_STATUSES),
  });
}

/** Step 3: employment and income. The employer and time in the job are asked of those with a job only (WHEN_EMPLOYED). */
export function employmentStepSchema() {
  return yup.object({
    employment_status: oneOfText('Employment status', EMPLOYMENT_STATUSES),
    employer: requiredWhen(WHEN_EMPLOYED, optionalText(), () => requiredText('Employer')),
    time_in_job_months: requiredWhen(
      WHEN_EMPLOYED,
      yup.number().transform(blankToUndefined).typeError(FINANCE_MESSAGES.timeInJob).integer(FINANCE_MESSAGES.timeInJob).min(0, FINANCE_MESSAGES.timeInJob),
      (schema) => schema.required(FIELD_MESSAGES.required('Time in this job')),
    ),
    annual_income: amount('Annual income before tax', { required: true }),
    monthly_expenses: amount('Monthly expenses', { required: true }),
  });
}

/** Step 4: the review; only the opt-in is asked. */
export function reviewStepSchema() {
  return yup.object({ opt_in: optionalCheckbox() });
}

/** One step's own fields. */
export function financeStepSchema(step: FinanceStep, region: RegionCode) {
  switch (step) {
    case 'loan':
      return loanStepSchema();
    case 'about_you':
      return aboutYouStepSchema(region);
    case 'employment':
      return employmentStepSchema();
    case 'review':
      return reviewStepSchema();
  }
}

/**
 * Every field answered up to and including `step`: what a step's save must carry, so a later step can
 * never leave an earlier answer out.
 */
export function financeApplicationSchema(step: FinanceStep, region: RegionCode) {
  const upTo = FINANCE_STEPS.slice(0, FINANCE_STEPS.indexOf(step) + 1);
  return upTo.reduce<yup.AnyObjectSchema>((schema, each) => schema.concat(financeStepSchema(each, region)), yup.object({}));
}

/** The fields of the form, in order (for the error banner's order and the review). */
export const FINANCE_FIELDS_BY_STEP: Readonly<Record<FinanceStep, readonly FieldName<FinanceApplicationValues>[]>> = {
  loan: ['loan_amount', 'deposit', 'term_months'],
  about_you: ['name', 'email', 'phone', 'postcode', 'date_of_birth', 'residential_status'],
  employment: ['employment_status', 'employer', 'time_in_job_months', 'annual_income', 'monthly_expenses'],
  review: ['opt_in'],
};

/** What the form holds while the shopper types: every input as text (the opt-in a checkbox). */
export interface FinanceApplicationValues {
  dealership_slug: string;
  loan_amount: string;
  deposit: string;
  term_months: string;
  name: string;
  email: string;
  phone: string;
  postcode: string;
  date_of_birth: string;
  residential_status: string;
  employment_status: string;
  employer: string;
  time_in_job_months: string;
  annual_income: string;
  monthly_expenses: string;
  opt_in: boolean;
  /** 'Remember my details on this device': the browser's business, never sent. */
  remember_details: boolean;
}

/** Where the application keeps the details 'Remember my details' stores (remembered-details.ts). */
export const FINANCE_DETAIL_FIELDS: DetailFields = { name: 'name', email: 'email', phone: 'phone', postcode: 'postcode' };

/** A new application's values: the dealership and budget from the finance page's query when given. */
export function initialFinanceValues(prefill: { dealership_slug: string; loan_amount?: number }): FinanceApplicationValues {
  return {
    dealership_slug: prefill.dealership_slug,
    loan_amount: prefill.loan_amount === undefined ? '' : String(prefill.loan_amount),
    deposit: '',
    term_months: String(DEFAULT_LOAN_TERM_MONTHS),
    name: '',
    email: '',
    phone: '',
    postcode: '',
    date_of_birth: '',
    residential_status: '',
    employment_status: '',
    employer: '',
    time_in_job_months: '',
    annual_income: '',
    monthly_expenses: '',
    opt_in: false,
    remember_details: false,
  };
}

/** The answers a step's save sends: the steps up to `step`, cast to the wire's types (numbers as numbers, blanks left out). */
export function financeAnswersUpTo(values: FinanceApplicationValues, step: FinanceStep, region: RegionCode): Record<string, unknown> {
  const upTo = FINANCE_STEPS.slice(0, FINANCE_STEPS.indexOf(step) + 1);
  const names = upTo.flatMap((each) => FINANCE_FIELDS_BY_STEP[each]);
  const picked = Object.fromEntries(names.map((name) => [name, values[name as keyof FinanceApplicationValues]]));
  const cast = financeApplicationSchema(step, region).cast(picked, { assert: false, stripUnknown: true }) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(cast).filter(([, value]) => value !== undefined && value !== ''));
}

/** Stored answers read back (sessionStorage): every field of the form with a value of its type, else null. */
export function parseFinanceValues(raw: unknown): FinanceApplicationValues | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const record = raw as Record<string, unknown>;
  const template = initialFinanceValues({ dealership_slug: '' });
  const parsed: Record<string, unknown> = {};
  for (const [name, blank] of Object.entries(template)) {
    const value = record[name];
    if (typeof value !== typeof blank) return null;
    parsed[name] = value;
  }
  return parsed as unknown as FinanceApplicationValues;
}
