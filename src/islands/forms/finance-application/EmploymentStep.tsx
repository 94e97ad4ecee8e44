/**
 * The finance application's employment step: the employment status, the employer and time in the
 * job (when employed), the annual income and the monthly expenses.
 */
import { EMPLOYMENT_STATUSES } from '../../../domain/leads/finance-application-form.ts';
import { fieldsFor } from '../FormFields.tsx';
import type { FinanceApplicationValues } from '../../../domain/leads/finance-application-form.ts';

const { SelectField, TextField } = fieldsFor<FinanceApplicationValues>();

export function EmploymentStep() {
  return (
    <>
      <SelectField
        name="employment_status"
        label="Employment status"
        options={[{ value: '', label: 'Choose one' }, ...EMPLOYMENT_STATUSES.map((status) => ({ value: status, label: status }))]}
      />
      <TextField name="employer" label="Employer (if employed)" autoComplete="organization" />
      <TextField name="time_in_job_months" label="Time in this job (months, if employed)" inputMode="numeric" />
      <TextField name="annual_income" label="Annual income before tax ($)" inputMode="numeric" />
      <TextField name="monthly_expenses" label="Monthly expenses ($)" inputMode="numeric" />
    </>
  );
}
