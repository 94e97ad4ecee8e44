/**
 * The finance application's last step: every answer of the steps before it, step by step, each with
 * an Edit button that goes back to its step, then what the shopper agrees to.
 */
import { formatMoney } from '../../../domain/basics/format.ts';
import type { RegionCode } from '../../../domain/basics/region.ts';
import { FINANCE_STEPS, FINANCE_STEP_TITLES, type FinanceApplicationValues, type FinanceStep } from '../../../domain/leads/finance-application-form.ts';
import type { PostcodeRule } from '../../../domain/leads/postcode.ts';
import { ConsentFields } from '../SharedFields.tsx';
import type { DealershipChoice } from '../SharedFields.tsx';
import { termLabel } from './step-parts.ts';

const NOT_GIVEN = 'Not given';

interface Props {
  formId: string;
  region: RegionCode;
  postcode: PostcodeRule;
  values: FinanceApplicationValues;
  /** The car the application is about, in words; undefined when the query named none. */
  carText: string | undefined;
  dealerships: readonly DealershipChoice[];
  optInText?: string | undefined;
  /** Goes back to a step to change its answers. */
  onEdit: (step: FinanceStep) => void;
}

export function ReviewStep({ formId, region, postcode, values, carText, dealerships, optInText, onEdit }: Props) {
  const money = (text: string) => (text === '' ? NOT_GIVEN : formatMoney(Number(text), region));
  const dealershipName = dealerships.find((each) => each.slug === values.dealership_slug)?.name ?? values.dealership_slug;

  const reviewRows: Record<FinanceStep, readonly [string, string][]> = {
    loan: [
      ...(carText === undefined ? [] : [['Car', carText] as [string, string]]),
      ...(dealerships.length > 1 ? [['Dealership', dealershipName] as [string, string]] : []),
      ['Loan amount', money(values.loan_amount)],
      ['Deposit', money(values.deposit)],
      ['Loan term', values.term_months === '' ? NOT_GIVEN : termLabel(Number(values.term_months))],
    ],
    about_you: [
      ['Name', values.name],
      ['Email', values.email],
      ['Phone', values.phone],
      [postcode.label, values.postcode],
      ['Date of birth', values.date_of_birth || NOT_GIVEN],
      ['Residential status', values.residential_status],
    ],
    employment: [
      ['Employment status', values.employment_status],
      ['Employer', values.employer || NOT_GIVEN],
      ['Time in this job', values.time_in_job_months === '' ? NOT_GIVEN : `${values.time_in_job_months} months`],
      ['Annual income before tax', money(values.annual_income)],
      ['Monthly expenses', money(values.monthly_expenses)],
    ],
    review: [],
  };

  return (
    <>
      <p>Check your answers. Use Edit to change any of them.</p>
      {FINANCE_STEPS.filter((step) => step !== 'review').map((step) => (
        <section key={step} className="multi-step-form__review" aria-labelledby={`${formId}-review-${step}`}>
          <div className="multi-step-form__review-head">
            <h4 id={`${formId}-review-${step}`}>{FINANCE_STEP_TITLES[step]}</h4>
            <button
              type="button"
              className="button button--outline"
              aria-label={`Edit ${FINANCE_STEP_TITLES[step]}`}
              onClick={() => onEdit(step)}
            >
              Edit
            </button>
          </div>
          <dl>
            {reviewRows[step].map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <ConsentFields optInText={optInText} />
    </>
  );
}
