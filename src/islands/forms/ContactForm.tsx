/**
 * The contact page's form (spec section 3, "Contact form fields"): first name, last name, postcode
 * (the site region's rule: the spec's 4 digits and message in Australia and New Zealand), mobile and
 * e-mail, with the hidden category, and 'Remember my details on this device'. Sent as a generic
 * form (POST /api/forms) built by buildGenericFormPayload, so the Careers Enquiry remap applies when
 * a page sets that category. On the contact page it also carries the saved enquiry car, read when it
 * is sent, so a car the shopper removed meanwhile is not sent.
 */
import { useMemo } from 'react';
import { CONTACT_FORM_DETAIL_FIELDS, CONTACT_FORM_FIELDS, contactFormPayloadFields, contactFormInitialValues, contactFormSchema, type ContactFormValues } from '../../domain/leads/contact-form.ts';
import { postcodeRuleFor } from '../../domain/leads/postcode.ts';
import { buildGenericFormPayload, type ServiceLocationChoice } from '../../domain/leads/generic-form-payload.ts';
import { formSubmittedEvent, genericFormSending } from './generic-form-submission.ts';
import { readStorage } from '../../browser/web-storage.ts';
import { parseSavedEnquiryCar, storageKeys } from '../../domain/shopper/browser-storage.ts';
import { leadCarFields } from '../../domain/leads/lead-payload.ts';
import type { RegionCode } from '../../domain/basics/region.ts';
import { regionTerm } from '../../domain/basics/region-terms.ts';
import { FormFrame } from './FormFrame.tsx';
import { ContactFields } from './SharedFields.tsx';
import { BotCheckFields, RememberDetailsField, SubmitButton } from './FormFields.tsx';
import { SuccessLoading, useLeadSubmission } from './useLeadSubmission.tsx';
import './lead-forms.css';

interface Props {
  siteSlug: string;
  /** Decides the postcode rule (postcodeRuleFor). */
  region: RegionCode;
  /** The site's only dealership, or null when it has several (the server then files it by site). */
  dealershipSlug: string | null;
  locations: readonly ServiceLocationChoice[];
  /** The hidden category; General Enquiry unless the page sets another. */
  category?: string;
  turnstileSiteKey?: string | undefined;
  /** Send the saved enquiry car with the message (the contact page, which offers to continue that enquiry). */
  withEnquiryCar?: boolean;
}

/** The saved enquiry car's lead fields, when there is one. */
function enquiryCarFields(siteSlug: string) {
  const car = parseSavedEnquiryCar(readStorage('local', storageKeys(siteSlug).enquiryCar));
  return car === null ? {} : leadCarFields(car);
}

export default function ContactForm({ siteSlug, region, dealershipSlug, locations, category, turnstileSiteKey, withEnquiryCar = false }: Props) {
  const formId = 'contact-form';
  const postcodeRule = postcodeRuleFor(region);
  const schema = useMemo(() => contactFormSchema(postcodeRuleFor(region), regionTerm('Mobile', region)), [region]);
  const payloadOf = (values: ContactFormValues) =>
    buildGenericFormPayload({
      category: values.category,
      fields: { ...contactFormPayloadFields(values), ...(withEnquiryCar ? enquiryCarFields(siteSlug) : {}) },
      page_id: null,
      opt_in: false,
      dealership_slug: dealershipSlug,
      locations,
    });
  const { form, formRef, status, busy, banner, onSubmit, remembered } = useLeadSubmission<ContactFormValues & Record<string, unknown>>({
    siteSlug,
    schema,
    initialValues: contactFormInitialValues(category === undefined ? {} : { category }) as ContactFormValues & Record<string, unknown>,
    fieldOrder: CONTACT_FORM_FIELDS.map((field) => field.name),
    rememberFields: CONTACT_FORM_DETAIL_FIELDS,
    ...genericFormSending(payloadOf),
    analytics: (values, leadId) => ({
      event: formSubmittedEvent(values.category, leadId),
      category: payloadOf(values).category,
    }),
  });
  if (status === 'success') return <SuccessLoading />;
  return (
    <FormFrame id={formId} submission={{ form, formRef, onSubmit, busy }}>
      {banner}
      <ContactFields layout="contact-page" phoneLabel={regionTerm('Mobile', region)} postcode={postcodeRule} />
      <input type="hidden" name="category" value={String(form.values.category ?? '')} />
      <RememberDetailsField remembered={remembered} />
      <BotCheckFields turnstileSiteKey={turnstileSiteKey} />
      <SubmitButton busy={busy}>Send message</SubmitButton>
    </FormFrame>
  );
}
