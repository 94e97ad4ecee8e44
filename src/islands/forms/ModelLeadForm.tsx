/**
 * The forms of a lead about a model (src/domain/leads/model-lead-form.ts): the order form, the model
 * test drive and the model page's 'Get a Quote' / 'Register Your Interest' section. The model is a
 * select of the site's catalogue, preselected from the page's `model_id` query once the island runs
 * (the pages are static), or fixed on the model page. An unknown `model_id` preselects nothing and
 * says so; the select still works. Sent through the car leads' pipeline (POST /api/leads) with the
 * model in place of a car; on success the analytics event (14, or 17 for the test drive), the
 * success marker and /success, as every lead form.
 */
import { useEffect, useMemo, useState } from 'react';
import {
  isModelDealershipSelectShown,
  isModelMessageShown,
  isModelTermsShown,
  MODEL_LEAD_CATEGORY,
  MODEL_LEAD_FORM_FIELDS,
  MODEL_LEAD_SOURCE,
  modelChoiceLabel,
  modelDealershipChoices,
  modelLeadFormInitialValues,
  modelLeadFormSchema,
  modelLeadSubcategory,
  modelLeadSubmitLabel,
  preselectedModel,
  type ModelChoice,
  type ModelFormValues,
  type ModelLeadFormSettings,
  type ModelLeadIntent,
} from '../../domain/leads/model-lead-form.ts';
import { VEHICLE_FORM_DETAIL_FIELDS } from '../../domain/leads/detail-fields.ts';
import { leadEvent } from '../../domain/leads/event-ids.ts';
import { buildLeadSubmission } from '../../domain/leads/lead-payload.ts';
import { buildModelLeadFormValues, modelLeadAnalyticsEvent } from '../../domain/leads/model-lead.ts';
import { leadErrorMessage } from '../../domain/leads/submit-errors.ts';
import { parseModelQuery } from '../../domain/routes/routes.ts';
import { readVisit } from '../../scripts/visited-pages.ts';
import { FormFrame } from './FormFrame.tsx';
import { ConsentFields, ContactFields, DealershipField } from './SharedFields.tsx';
import { BotCheckFields, fieldsFor, RememberDetailsField, SubmitButton } from './FormFields.tsx';
import { postJson } from './submit.ts';
import type { VehicleFormSettings } from './vehicle-lead.ts';
import { SuccessLoading, useLeadSubmission } from './useLeadSubmission.tsx';
import './lead-forms.css';

const { SelectField, TextField } = fieldsFor<ModelFormValues>();

/** The site settings the model forms read, passed in from the page. */
export interface ModelFormSettings {
  readonly siteSlug: string;
  readonly form: ModelLeadFormSettings;
  /** The enquiry terms' checkbox wording and page, when the site sets terms (the order and quote forms ask for them). */
  readonly terms?: VehicleFormSettings['terms'];
  /** The site's own opt-in wording, when it has one. */
  readonly optInText?: string | undefined;
  /** Cloudflare Turnstile's site key, when the site configures the bot challenge. */
  readonly turnstileSiteKey?: string | undefined;
}

interface Props {
  intent: ModelLeadIntent;
  /** The models the form offers: the site's catalogue, or the model page's one model. */
  models: readonly ModelChoice[];
  /** The model page's section: the one model is fixed (a hidden field, no select). */
  fixed?: boolean;
  settings: ModelFormSettings;
  /** The form's id, unique on its page. */
  formId: string;
}

export default function ModelLeadForm({ intent, models, fixed = false, settings, formId }: Props) {
  const rules = settings.form;
  const schema = useMemo(() => modelLeadFormSchema(intent, rules, models), [intent, rules, models]);
  const initialValues = useMemo(() => modelLeadFormInitialValues(intent, rules, fixed ? (models[0]?.slug ?? '') : ''), [intent, rules, fixed, models]);
  // The query's model is read in the browser (the page is static); '' until then and on a fixed form.
  const [unknownModel, setUnknownModel] = useState<string | undefined>(undefined);
  const modelOf = (slug: unknown) => models.find((model) => model.slug === slug);

  const build = (values: ModelFormValues) => {
    const model = modelOf(values.model_id);
    if (model === undefined) throw new Error('The form validated a model it does not offer.');
    const visit = readVisit();
    const leadValues = buildModelLeadFormValues({
      model,
      source: MODEL_LEAD_SOURCE[intent],
      form: { ...values, subcategory: modelLeadSubcategory(intent, model.status) },
      page: { url: window.location.href, user_agent: navigator.userAgent, visited_pages: visit.visited_pages, linked_query_params: visit.linked_query_params },
      dealerships: rules.dealerships,
    });
    const contact = { name: values.name, email: values.email, phone: values.phone };
    return buildLeadSubmission({ contact, values: leadValues, category: MODEL_LEAD_CATEGORY[intent], step: { lead_id: null, last_step: true } });
  };
  const { form, formRef, status, busy, banner, onSubmit, remembered } = useLeadSubmission<ModelFormValues & Record<string, unknown>>({
    siteSlug: settings.siteSlug,
    schema,
    initialValues: initialValues as ModelFormValues & Record<string, unknown>,
    fieldOrder: MODEL_LEAD_FORM_FIELDS,
    rememberFields: VEHICLE_FORM_DETAIL_FIELDS,
    failureText: leadErrorMessage,
    send: (values, bot, key) => postJson('/api/leads', { ...build(values), ...bot }, key),
    analytics: (values, leadId) => {
      const submission = build(values);
      const { eventId } = leadEvent({ kind: 'model_lead', source: submission.user.source });
      return { event: modelLeadAnalyticsEvent(eventId, leadId, submission), category: submission.category };
    },
  });

  // Once, when the island runs: the model the page's query names (after hydration, so the
  // server-rendered form and the first client render agree).
  useEffect(() => {
    if (fixed) return;
    const { model, unknown } = preselectedModel(models, parseModelQuery(new URLSearchParams(window.location.search)));
    if (model !== undefined) void form.setFieldValue('model_id', model.slug, false);
    setUnknownModel(unknown);
  }, []);

  if (status === 'success') return <SuccessLoading />;
  const chosen = modelOf(form.values.model_id);
  const showDealership = isModelDealershipSelectShown(rules, chosen);
  const dealerships = modelDealershipChoices(rules, chosen);
  const chooseModel = (slug: string) => {
    void form.setFieldValue('model_id', slug, false);
    // A dealership chosen for another make does not sell this model: choose again.
    const current = String(form.values.dealership_slug ?? '');
    if (current !== '' && !modelDealershipChoices(rules, modelOf(slug)).some((dealership) => dealership.slug === current)) {
      void form.setFieldValue('dealership_slug', '', false);
    }
  };
  return (
    <FormFrame id={formId} submission={{ form, formRef, onSubmit, busy }}>
      {banner}
      {unknownModel !== undefined && (
        <p className="lead-form__note" role="status">
          We could not find the model “{unknownModel}” in our range. Please choose a model from the list.
        </p>
      )}
      <ContactFields />
      {fixed ? (
        <input type="hidden" name="model_id" value={String(form.values.model_id ?? '')} />
      ) : (
        <SelectField
          name="model_id"
          label="Model"
          options={[{ value: '', label: 'Choose a model' }, ...models.map((model) => ({ value: model.slug, label: modelChoiceLabel(model) }))]}
          onValueChange={chooseModel}
        />
      )}
      {showDealership && <DealershipField dealerships={dealerships} />}
      {intent === 'test_drive' && <TextField name="dateTime" label="Preferred date and time" type="datetime-local" />}
      {isModelMessageShown(intent, rules) && (
        <TextField name="message" label="Message" multiline />
      )}
      <ConsentFields optInText={settings.optInText} terms={isModelTermsShown(intent, rules) ? settings.terms : undefined} />
      <RememberDetailsField remembered={remembered} />
      <BotCheckFields turnstileSiteKey={settings.turnstileSiteKey} />
      <SubmitButton busy={busy}>{modelLeadSubmitLabel(intent, chosen?.status)}</SubmitButton>
    </FormFrame>
  );
}
