/**
 * The POST /api/leads body of one step of the finance application (issue 11 item 4): the lead form
 * values without a car, or with the car the finance page was opened for, every answer so far flat in
 * `user`, and the step it saves. The first step has lead_id null; every later one the lead_id the
 * first answered; the review step is the last.
 */
import type { FinanceStep } from '../forms/finance-application-form.ts';
import { FINANCE_APPLICATION_VARIANTS } from '../forms/finance-application-form.ts';
import type { LeadPageContext } from './lead-payload.ts';
import type { FinanceApplicationSource, LeadCarFields, LeadFormValuesWithoutCar } from './types.ts';

/** The body of one finance application step. */
export interface FinanceStepSubmission {
  user: LeadFormValuesWithoutCar & Record<string, unknown>;
  category: string;
  subcategory: string;
  lead_id: string | null;
  last_step: boolean;
  step: FinanceStep;
}

/** Everything a step's body is built from. */
export interface FinanceStepInput {
  readonly source: FinanceApplicationSource;
  readonly step: FinanceStep;
  readonly lead_id: string | null;
  readonly dealership_slug: string;
  /** The car the application is about, when the page was opened for one. */
  readonly car?: Partial<LeadCarFields>;
  /** The answers so far (financeAnswersUpTo). */
  readonly answers: Readonly<Record<string, unknown>>;
  readonly page: LeadPageContext;
}

/** The body of a finance application step. */
export function buildFinanceStepSubmission(input: FinanceStepInput): FinanceStepSubmission {
  const variant = FINANCE_APPLICATION_VARIANTS[input.source];
  const car = Object.fromEntries(Object.entries(input.car ?? {}).filter(([, value]) => value !== undefined && value !== ''));
  const { opt_in: optIn, ...answers } = input.answers;
  return {
    user: {
      ...car,
      ...answers,
      dealership_slug: input.dealership_slug,
      opt_in: optIn === true,
      message: '',
      subcategory: '',
      dateTime: null,
      url: input.page.url,
      source: input.source,
      user_agent: input.page.user_agent,
      lead_attributes: { visited_pages: [...input.page.visited_pages], linked_query_params: { ...input.page.linked_query_params } },
    },
    category: variant.category,
    subcategory: '',
    lead_id: input.lead_id,
    last_step: input.step === 'review',
    step: input.step,
  };
}
