/**
 * The finance application's steps in the domain's order (FINANCE_STEPS), numbered, the current one
 * marked with aria-current.
 */
import { FINANCE_STEPS, FINANCE_STEP_TITLES, type FinanceStep } from '../../../domain/leads/finance-application-form.ts';

export function StepIndicator({ current }: { current: FinanceStep }) {
  return (
    <ol className="multi-step-form__steps" aria-label="Application steps">
      {FINANCE_STEPS.map((step, index) => (
        <li key={step} aria-current={step === current ? 'step' : undefined} className={step === current ? 'is-current' : undefined}>
          <span className="multi-step-form__step-number" aria-hidden="true">
            {index + 1}
          </span>
          {FINANCE_STEP_TITLES[step]}
        </li>
      ))}
    </ol>
  );
}
