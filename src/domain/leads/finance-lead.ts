/**
 * The POST /api/leads body of one step of the finance application: the lead form
 * values without a car, or with the car the finance page was opened for, every answer so far flat in
 * `user`, and the step it saves. The first step has lead_id null; every later one the lead_id the
 * first answered; the review step is the last.
 */
import type { FinanceStep } from './finance-application-form.ts';
import { FINANCE_APPLICATION_VARIANTS } from './finance-application-form.ts';
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

/** A car of the site as the finance page knows it: enough to name it and fill the lead's car fields. */
export interface FinanceCar {
  readonly id: number;
  /** "2021 Volkswagen Tiguan 132TSI Life". */
  readonly label: string;
  readonly make: string;
  readonly model: string;
  readonly make_slug: string;
  readonly car_type: LeadCarFields['car_type'];
  readonly status: LeadCarFields['vehicle_status'];
  readonly stocknum: string;
  readonly dealership_id: number;
}

/**
 * The lead's car fields for the finance page's query: the whole car when the site lists it, else
 * only what the query said (car_id and car_type), else none.
 */
export function financeCarFields(query: { car_id?: number; car_type?: LeadCarFields['car_type'] }, car: FinanceCar | undefined): Partial<LeadCarFields> {
  if (car !== undefined) {
    return {
      car_id: car.id,
      car_type: car.car_type,
      'Vehicle Make': car.make,
      'Vehicle Model': car.model,
      manufacturer_slug: car.make_slug,
      vehicle_status: car.status,
      stock_number: car.stocknum,
      car_dealership_id: car.dealership_id,
    };
  }
  return {
    ...(query.car_id === undefined ? {} : { car_id: query.car_id }),
    ...(query.car_type === undefined ? {} : { car_type: query.car_type }),
  };
}
