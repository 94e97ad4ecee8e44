/**
 * The enquiry form (spec sections 3 and 5), every field of it: name, e-mail, phone; the category
 * select (required, General Enquiry by default) and its subcategory; the Rego with a Trade-In
 * Enquiry; the location select when the site has more than one sales location (required, the car's
 * own location chosen when known); the dealership select when the site has more than one dealership
 * and has not removed it; the message (required, optional or off per site); the opt-in; the terms
 * when the site configures them; the hidden page id; and 'Remember my details on this device'.
 */
import { useEffect, useMemo, useRef } from 'react';
import { ENQUIRY_CATEGORIES, ENQUIRY_FORM_FIELDS, enquiryDealership, enquiryFormInitialValues, enquiryFormSchema, enquiryLeadExtras, enquiryLocationPrefill, enquirySubcategories, isDealershipSelectRequired, isRegoShown, regoLabel, subcategoryForCategory, type EnquiryFormValues } from '../../domain/leads/enquiry-form.ts';
import { leadEvent } from '../../domain/leads/event-ids.ts';
import { FORM_TEXTS, LABELS } from '../../domain/basics/texts.ts';
import { FormFrame } from './FormFrame.tsx';
import { ConsentFields, ContactFields, DealershipField } from './SharedFields.tsx';
import { BotCheckFields, fieldsFor, RememberDetailsField, SubmitButton } from './FormFields.tsx';
import { SuccessLoading } from './useLeadSubmission.tsx';
import { useVehicleLeadSubmission, vehicleLeadSubmission, type FormCar, type VehicleFormSettings } from './vehicle-lead.ts';

const { SelectField, TextField } = fieldsFor<EnquiryFormValues>();

/** The category the form is asked to show: each new request (a new `seq`) sets it, whatever the shopper chose before. */
export interface CategoryRequest {
  readonly category: string;
  readonly seq: number;
}

interface Props {
  car: FormCar;
  settings: VehicleFormSettings;
  /** Set by the button that opened the form (`data-enquiry-category`, else General Enquiry). */
  categoryRequest?: CategoryRequest | undefined;
}

export default function EnquiryForm({ car, settings, categoryRequest }: Props) {
  const formId = 'enquiry-form';
  const rules = settings.enquiry;
  const showDealership = isDealershipSelectRequired(rules);
  const schema = useMemo(() => enquiryFormSchema(rules), [rules]);
  const initialValues = useRef(
    enquiryFormInitialValues(rules, {
      category: categoryRequest?.category ?? FORM_TEXTS.defaultCategory,
      // Prefilled only where the shopper sees the select: otherwise the chosen location decides.
      dealership_slug: showDealership ? car.dealership_slug : '',
      location: rules.showLocation ? enquiryLocationPrefill(settings.locations, car) : '',
    }),
  ).current;
  const build = (values: EnquiryFormValues) => {
    const submission = vehicleLeadSubmission(
      car,
      'enquiry',
      values.category,
      { name: values.name, email: values.email, phone: values.phone },
      { ...values, dealership_slug: enquiryDealership(values, settings.locations) },
    );
    return { ...submission, user: { ...submission.user, ...enquiryLeadExtras(values, rules) } };
  };
  const { form, formRef, status, busy, banner, onSubmit, remembered } = useVehicleLeadSubmission<EnquiryFormValues & Record<string, unknown>>({
    settings,
    schema,
    initialValues: initialValues as EnquiryFormValues & Record<string, unknown>,
    fieldOrder: ENQUIRY_FORM_FIELDS,
    build,
    eventId: leadEvent({ kind: 'car_enquiry', car }).eventId,
  });

  const chooseCategory = (category: string) => {
    void form.setFieldValue('category', category, false);
    void form.setFieldValue('subcategory', subcategoryForCategory(category, String(form.values.subcategory ?? '')), false);
  };
  // A button asking for a category (Finance Quote) after the form was first shown.
  const seq = categoryRequest?.seq;
  useEffect(() => {
    if (categoryRequest !== undefined) chooseCategory(categoryRequest.category);
    // Only a new request changes the category; the shopper's own choice stays until then.
  }, [seq]);

  if (status === 'success') return <SuccessLoading />;
  const category = String(form.values.category ?? '');
  const subcategories = enquirySubcategories(category);
  return (
    <FormFrame id={formId} submission={{ form, formRef, onSubmit, busy }}>
      {banner}
      <ContactFields />
      <SelectField
        name="category"
        label="Category"
        options={ENQUIRY_CATEGORIES.map((value) => ({ value, label: value }))}
        onValueChange={chooseCategory}
      />
      {subcategories.length > 0 && (
        <SelectField
          name="subcategory"
          label="Subcategory (optional)"
          options={[{ value: '', label: 'None' }, ...subcategories.map((value) => ({ value, label: value }))]}
        />
      )}
      {isRegoShown(category) && <TextField name="Rego" label={regoLabel(settings.region)} autoComplete="off" />}
      {rules.showLocation && (
        <SelectField
          name="location"
          label="Location"
          options={[{ value: '', label: 'Choose a location' }, ...settings.locations.map((location) => ({ value: location.name, label: location.name }))]}
        />
      )}
      {showDealership && <DealershipField dealerships={settings.dealerships} />}
      {rules.message !== 'off' && <TextField name="message" label="Message" multiline />}
      <ConsentFields optInText={settings.optInText} terms={settings.terms} />
      <input type="hidden" name="page_id" value={String(form.values.page_id ?? '')} />
      <RememberDetailsField remembered={remembered} />
      <BotCheckFields turnstileSiteKey={settings.turnstileSiteKey} />
      <SubmitButton busy={busy}>{LABELS.enquireNow}</SubmitButton>
    </FormFrame>
  );
}
