/**
 * The enquiry form (spec sections 3 and 5), every field of it: name, e-mail, phone; the category
 * select (required, General Enquiry by default) and its subcategory; the Rego with a Trade-In
 * Enquiry; the location select when the site has more than one sales location (required, the car's
 * own location chosen when known); the dealership select when the site has more than one dealership
 * and has not removed it; the message (required, optional or off per site); the opt-in; the terms
 * when the site configures them; the hidden page id; and 'Remember my details on this device'.
 */
import { useEffect, useMemo, useRef } from 'react';
import {
  ENQUIRY_CATEGORIES,
  ENQUIRY_FORM_FIELDS,
  enquiryDealership,
  enquiryFormInitialValues,
  enquiryFormSchema,
  enquiryLeadExtras,
  enquiryLocationPrefill,
  enquirySubcategories,
  isDealershipSelectRequired,
  isRegoShown,
  optInLabel,
  regoLabel,
  subcategoryForCategory,
  type EnquiryFormValues,
} from '../../domain/leads/enquiry-form.ts';
import { VEHICLE_FORM_DETAIL_FIELDS } from '../../domain/leads/detail-fields.ts';
import { leadEvent } from '../../domain/leads/event-ids.ts';
import { leadErrorMessage } from '../../domain/leads/submit-errors.ts';
import { FORM_TEXTS, LABELS } from '../../domain/basics/texts.ts';
import { FormFrame } from './FormFrame.tsx';
import { BotCheckFields, CheckboxField, RememberDetailsField, SelectField, SubmitButton, TextField } from './FormFields.tsx';
import { SuccessLoading, useLeadSubmission } from './useLeadSubmission.tsx';
import { leadAnalyticsEvent, sendLead, vehicleLeadSubmission, type FormCar, type VehicleFormSettings } from './vehicle-lead.ts';

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
  const { form, formRef, status, busy, banner, onSubmit, remembered } = useLeadSubmission<EnquiryFormValues & Record<string, unknown>>({
    siteSlug: settings.siteSlug,
    schema,
    initialValues: initialValues as EnquiryFormValues & Record<string, unknown>,
    fieldOrder: ENQUIRY_FORM_FIELDS,
    rememberFields: VEHICLE_FORM_DETAIL_FIELDS,
    failureText: leadErrorMessage,
    send: (values, bot, key) => sendLead(build(values), bot, key),
    analytics: (values, leadId) => {
      const submission = build(values);
      return { event: leadAnalyticsEvent(leadEvent({ kind: 'car_enquiry', car }).eventId, leadId, submission), category: submission.category };
    },
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
      <TextField name="name" label="Name" required autoComplete="name" />
      <TextField name="email" label="Email" type="email" required autoComplete="email" />
      <TextField name="phone" label="Phone" type="tel" required autoComplete="tel" />
      <SelectField
        name="category"
        label="Category"
        required
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
          required
          options={[{ value: '', label: 'Choose a location' }, ...settings.locations.map((location) => ({ value: location.name, label: location.name }))]}
        />
      )}
      {showDealership && (
        <SelectField
          name="dealership_slug"
          label="Dealership"
          required
          options={[{ value: '', label: 'Choose a dealership' }, ...settings.dealerships.map((dealership) => ({ value: dealership.slug, label: dealership.name }))]}
        />
      )}
      {rules.message !== 'off' && <TextField name="message" label="Message" multiline required={rules.message === 'required'} />}
      <CheckboxField name="opt_in" label={optInLabel(settings.optInText)} />
      {settings.terms !== undefined && (
        <CheckboxField name="terms_conditions" label={settings.terms.label} required>
          <p className="lead-field__link">
            <a href={settings.terms.href} target="_blank" rel="noopener">
              {settings.terms.linkText} (opens in a new tab)
            </a>
          </p>
        </CheckboxField>
      )}
      <input type="hidden" name="page_id" value={String(form.values.page_id ?? '')} />
      <RememberDetailsField remembered={remembered} />
      <BotCheckFields turnstileSiteKey={settings.turnstileSiteKey} />
      <SubmitButton busy={busy}>{LABELS.enquireNow}</SubmitButton>
    </FormFrame>
  );
}
