/**
 * The state every form goes through: idle -> submitting -> success (a loading state, then the next
 * page) or failure (the server's message or the spec's fallback). Validation is formik's with the
 * domain's yup schema, on blur and on submit; a failed submit shows the error banner
 * (formErrorSummary) and focuses it. useFormSubmission is that state for any form (the reserve
 * checkout uses it); useLeadSubmission adds what a lead does on success: the analytics event with
 * its event id and the user data goes to window.dataLayer, the success-category marker to
 * localStorage, and the shopper to /success.
 *
 * Every form also has 'Remember my details on this device' (remembered-details.ts): the form starts
 * with the site's remembered details in its empty fields; the box is never sent; after a successful
 * submit with the box ticked the form's details are merged into the stored record, and with it
 * unticked nothing is written. 'Forget my details' removes the record and blanks what it filled in.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { useFormik, type FormikErrors } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { pushToDataLayer } from '../../browser/data-layer.ts';
import { enteredBeforeHydration } from '../../browser/early-input.ts';
import { readStorage, removeStorage, writeStorage } from '../../browser/web-storage.ts';
import { mergeRememberedDetails, parseRememberedDetails, storageKeys } from '../../domain/shopper/browser-storage.ts';
import { formErrorSummary, type FormErrorSummary } from '../../domain/leads/form-errors.ts';
import { REMEMBER_FIELD, type DetailFields } from '../../domain/leads/detail-fields.ts';
import { detailsFromValues, forgottenPrefill, rememberedPrefill } from '../../domain/shopper/remembered-details.ts';
import { FORM_TEXTS } from '../../domain/basics/texts.ts';
import { ROUTES } from '../../domain/routes/routes.ts';
import { pushAscFormSubmission } from '../../scripts/asc-interactions.ts';
import { withSchema, type FormBag } from './FormFrame.tsx';
import { ErrorBanner, useFocusWhen } from './FormFields.tsx';
import { newAttemptKey, type SubmitResult } from './submit.ts';

/** The bot-check fields every form body carries. */
export interface BotCheckBody {
  website: string;
  form_started_at: number;
  'cf-turnstile-response'?: string;
}

/**
 * What a submit came to, as a form's own `submit` reports it:
 * - `sent`: the server took it; the form shows its success state while the page moves on;
 * - `invalid`: the server refused fields; their messages go on the fields and in the banner's list;
 * - `failed`: nothing was taken; the banner shows `message` and any `fields` go on their fields;
 * - `handled`: the form showed the answer itself (a refusal in place of the form): back to idle.
 */
export type SubmitOutcome =
  | { readonly kind: 'sent' }
  | { readonly kind: 'invalid'; readonly fields: Readonly<Record<string, string>> }
  | { readonly kind: 'failed'; readonly message: string; readonly fields?: Readonly<Record<string, string>> }
  | { readonly kind: 'handled' };

/** Which site's remembered details a form reads and writes, and which of its fields hold them. */
interface RememberOptions {
  readonly siteSlug: string;
  readonly fields: DetailFields;
}

/** What any form needs: its schema, values and field order, and what a valid submit does. */
interface FormSubmissionOptions<V extends Record<string, unknown>> {
  readonly schema: AnyObjectSchema;
  readonly initialValues: V;
  /** The form's field order, for the banner. */
  readonly fieldOrder: readonly string[];
  /** Sends the validated values (never the remember box) with the bot-check fields; says what came of it. */
  readonly submit: (values: V, bot: BotCheckBody) => Promise<SubmitOutcome>;
  readonly remember: RememberOptions;
}

/** The remembered details as a form shows them: whether any are stored, how to forget them, and what was last said. */
export interface RememberedState {
  readonly stored: boolean;
  readonly forget: () => void;
  /** Said in the polite live region ('' until the details are forgotten). */
  readonly notice: string;
}

/** What a lead form sends and how it reports success. */
interface LeadSubmissionOptions<V extends Record<string, unknown>> {
  readonly siteSlug: string;
  readonly schema: AnyObjectSchema;
  readonly initialValues: V;
  /** The form's field order, for the banner. */
  readonly fieldOrder: readonly string[];
  /** Sends the validated values (with the bot-check fields) under the attempt's idempotency key. */
  readonly send: (values: V, bot: BotCheckBody, attemptKey: string) => Promise<SubmitResult>;
  /** The failure text for the server's message (leadErrorMessage or the generic form's banner). */
  readonly failureText: (serverMessage: string | null) => string;
  /** The analytics event and the success category, once the server took the lead. */
  readonly analytics: (values: V, leadId: string) => { event: Record<string, unknown>; category: string };
  /** Which of the form's fields hold the details it can remember. */
  readonly rememberFields: DetailFields;
}

type SubmissionStatus = 'idle' | 'submitting' | 'success' | 'failure';

/** Marks the lead as sent: the analytics event, the success-category marker, then /success. */
export function finish(siteSlug: string, event: Record<string, unknown>, category: string): void {
  pushToDataLayer(event);
  // The analytics standard's conversion beside the spec's event. A careers enquiry is filed as a
  // General Enquiry: its subcategory (Career Enquiry) is what tells the standard's form type.
  pushAscFormSubmission(`${category} ${typeof event.subcategory === 'string' ? event.subcategory : ''}`.trim());
  // Storage switched off: the success page then shows its general text.
  writeStorage('local', storageKeys(siteSlug).successCategory, JSON.stringify(category));
  window.setTimeout(() => window.location.assign(ROUTES.success), 300);
}

/**
 * The state any form goes through (idle -> submitting -> success or failure), with formik's
 * validation by the domain's schema, the bot-check fields, the banner and its focus. What a valid
 * submit does is the form's `submit`. `startedAt` is when the form was shown (the bot check's
 * minimum fill time); a form restoring an earlier attempt may set it to that attempt's start.
 */
export function useFormSubmission<V extends Record<string, unknown>>(options: FormSubmissionOptions<V>) {
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  const [summary, setSummary] = useState<FormErrorSummary | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const startedAt = useRef(Date.now());
  const formRef = useRef<HTMLFormElement>(null);
  const memory = useRememberedDetails(options.remember);

  // The server's field messages of the last submit, with the values they were about: each stands
  // until its field is changed (or the form is sent again), so the validation run when a field is
  // left (focusing the banner leaves one) does not wipe a message the schema cannot know.
  const serverErrors = useRef<{ fields: Readonly<Record<string, string>>; values: Readonly<Record<string, unknown>> }>({ fields: {}, values: {} });
  const standingServerErrors = useCallback((values: Record<string, unknown>) => {
    const standing = serverErrors.current;
    return Object.fromEntries(Object.entries(standing.fields).filter(([name]) => values[name] === standing.values[name]));
  }, []);

  const form = useFormik<Record<string, unknown>>({
    initialValues: { ...options.initialValues, [REMEMBER_FIELD]: false },
    validationSchema: options.schema,
    validate: standingServerErrors,
    validateOnBlur: true,
    validateOnChange: false,
    onSubmit: () => undefined,
  });

  const bannerRef = useFocusWhen(failedSubmits);

  const showErrors = (errors: FormikErrors<Record<string, unknown>>) => {
    setFailure(null);
    setSummary(formErrorSummary(errors as Parameters<typeof formErrorSummary>[0], options.fieldOrder));
    setFailedSubmits((count) => count + 1);
  };

  /** Puts the server's field messages on the fields the form has. */
  const setServerFieldErrors = (fields: Readonly<Record<string, string>>) => {
    const fieldErrors = Object.fromEntries(Object.entries(fields).filter(([name]) => name in form.values));
    serverErrors.current = { fields: fieldErrors, values: form.values };
    if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
  };

  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting' || status === 'success') return;
    const data = new FormData(event.currentTarget);
    // A new submit: the server judges the fields again.
    serverErrors.current = { fields: {}, values: {} };
    await form.setTouched(Object.fromEntries(Object.keys(form.values).map((name) => [name, true])), false);
    const errors = await form.validateForm();
    if (Object.keys(errors).length > 0) {
      showErrors(errors);
      return;
    }
    setSummary(null);
    setFailure(null);
    setStatus('submitting');
    // The remember box is the browser's business: it never reaches a payload.
    const { [REMEMBER_FIELD]: remember, ...entered } = form.values;
    const values = (await options.schema.validate(entered)) as V;
    const token = data.get('cf-turnstile-response');
    const bot: BotCheckBody = {
      website: String(data.get('website') ?? ''),
      form_started_at: startedAt.current,
      ...(typeof token === 'string' ? { 'cf-turnstile-response': token } : {}),
    };
    const outcome = await options.submit(values, bot);
    switch (outcome.kind) {
      case 'sent':
        if (remember === true) memory.keep(values);
        setStatus('success');
        return;
      case 'handled':
        setStatus('idle');
        return;
      case 'invalid':
        setServerFieldErrors(outcome.fields);
        setStatus('failure');
        showErrors(outcome.fields);
        return;
      case 'failed':
        setServerFieldErrors(outcome.fields ?? {});
        setStatus('failure');
        setFailure(outcome.message);
        setFailedSubmits((count) => count + 1);
    }
  };

  // Once, when the form is shown (after hydration, so the server-rendered form and the first client
  // render agree): what the shopper entered before the script arrived is kept, then the remembered
  // details fill the fields still empty.
  useEffect(() => {
    void form.setValues((current) => {
      const entered = { ...current, ...enteredBeforeHydration(formRef.current, current) };
      return { ...entered, ...memory.prefill(entered) };
    }, false);
    // The stored record is read once, when the form is shown.
  }, []);

  const remembered: RememberedState = {
    stored: memory.stored,
    notice: memory.notice,
    forget: () => void form.setValues((current) => ({ ...current, ...memory.forget(current) }), false),
  };

  const banner: ReactNode = <ErrorBanner summary={summary} message={failure} bannerRef={bannerRef} />;
  // The schema goes with the state: each field reads from it whether it is required now.
  return { form: withSchema(form as unknown as FormBag, options.schema), formRef, status, busy: status === 'submitting', banner, onSubmit, startedAt, remembered };
}

/**
 * The site's remembered details for one form: `prefill` reads the stored record and gives the
 * values for the form's empty fields (noting what it filled), `keep` merges a sent form's details
 * into the record, `forget` removes the record and gives the blanks for what was filled in.
 */
function useRememberedDetails({ siteSlug, fields }: RememberOptions) {
  const key = storageKeys(siteSlug).userDetails;
  const [stored, setStored] = useState(false);
  const [notice, setNotice] = useState('');
  const prefilled = useRef<Record<string, string>>({});
  return {
    stored,
    notice,
    prefill: (current: Readonly<Record<string, unknown>>) => {
      const details = parseRememberedDetails(readStorage('local', key));
      setStored(details !== null);
      prefilled.current = rememberedPrefill(details, fields, current);
      return prefilled.current;
    },
    keep: (values: Readonly<Record<string, unknown>>) => {
      // Storage switched off or full: the details are simply not remembered.
      writeStorage('local', key, JSON.stringify(mergeRememberedDetails(parseRememberedDetails(readStorage('local', key)), detailsFromValues(values, fields))));
    },
    forget: (current: Readonly<Record<string, unknown>>) => {
      removeStorage('local', key);
      setStored(false);
      setNotice(FORM_TEXTS.detailsForgotten);
      const blanks = forgottenPrefill(prefilled.current, current);
      prefilled.current = {};
      return blanks;
    },
  };
}

/**
 * A lead form's submission: useFormSubmission sending under a new idempotency key per attempt; on
 * success the analytics event with its event id and the user data, the success-category marker, and
 * /success; on failure the server's message or the spec's fallback.
 */
export function useLeadSubmission<V extends Record<string, unknown>>(options: LeadSubmissionOptions<V>) {
  return useFormSubmission<V>({
    schema: options.schema,
    initialValues: options.initialValues,
    fieldOrder: options.fieldOrder,
    remember: { siteSlug: options.siteSlug, fields: options.rememberFields },
    submit: async (values, bot) => {
      const result = await options.send(values, bot, newAttemptKey());
      if (result.ok) {
        const { event: analytics, category } = options.analytics(values, result.leadId);
        finish(options.siteSlug, analytics, category);
        return { kind: 'sent' };
      }
      return { kind: 'failed', message: options.failureText(result.message), fields: result.fields };
    },
  });
}

/** What replaces the form once the lead is sent, while the success page loads. */
export function SuccessLoading() {
  return (
    <div className="lead-form__success" role="status">
      <span className="lead-form__spinner" aria-hidden="true" /> Thank you, your message has been sent. Loading the confirmation page…
    </div>
  );
}
