/**
 * The finance application's first step: the car of the query (when it named one), the dealership
 * when the site has several, and the loan: its amount, the deposit and the term.
 */
import { LOAN_TERMS_MONTHS } from '../../../domain/leads/finance-application-form.ts';
import { fieldsFor } from '../FormFields.tsx';
import { DealershipField } from '../SharedFields.tsx';
import type { DealershipChoice } from '../SharedFields.tsx';
import { termLabel } from './step-parts.ts';
import type { FinanceApplicationValues } from '../../../domain/leads/finance-application-form.ts';

const { SelectField, TextField } = fieldsFor<FinanceApplicationValues>();

interface Props {
  /** The car the application is about, in words; undefined when the query named none. */
  carText: string | undefined;
  dealerships: readonly DealershipChoice[];
}

export function LoanStep({ carText, dealerships }: Props) {
  return (
    <>
      {carText !== undefined && (
        <p className="multi-step-form__car">
          <strong>The car:</strong> {carText}
        </p>
      )}
      {dealerships.length > 1 && (
        <DealershipField dealerships={dealerships} prompt={false} />
      )}
      <TextField name="loan_amount" label="Loan amount or vehicle budget ($)" inputMode="numeric" />
      <TextField name="deposit" label="Deposit or trade-in ($)" inputMode="numeric" />
      <SelectField
        name="term_months"
        label="Loan term"
        options={LOAN_TERMS_MONTHS.map((months) => ({ value: String(months), label: termLabel(months) }))}
      />
    </>
  );
}
