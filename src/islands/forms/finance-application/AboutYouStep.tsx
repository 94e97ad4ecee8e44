/**
 * The finance application's about-you step: who the shopper is (with the region's postcode), their
 * date of birth and residential status, and the box that remembers their details on this device.
 */
import { RESIDENTIAL_STATUSES } from '../../../domain/leads/finance-application-form.ts';
import type { PostcodeRule } from '../../../domain/leads/postcode.ts';
import { fieldsFor, RememberDetailsField } from '../FormFields.tsx';
import { ContactFields } from '../SharedFields.tsx';
import type { RememberedState } from '../useLeadSubmission.tsx';
import type { FinanceApplicationValues } from '../../../domain/leads/finance-application-form.ts';

const { SelectField, TextField } = fieldsFor<FinanceApplicationValues>();

interface Props {
  postcode: PostcodeRule;
  /** The remembered details, kept by the form: they outlast this step. */
  remembered: RememberedState;
}

export function AboutYouStep({ postcode, remembered }: Props) {
  return (
    <>
      <ContactFields postcode={postcode} />
      <TextField name="date_of_birth" label="Date of birth (optional)" type="date" autoComplete="bday" />
      <SelectField
        name="residential_status"
        label="Residential status"
        options={[{ value: '', label: 'Choose one' }, ...RESIDENTIAL_STATUSES.map((status) => ({ value: status, label: status }))]}
      />
      <RememberDetailsField remembered={remembered} />
    </>
  );
}
