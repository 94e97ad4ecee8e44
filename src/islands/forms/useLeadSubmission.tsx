/**
 * The state every lead form goes through: idle -> submitting -> success (a loading state, then
 * /success) or failure (the server's message or the spec's fallback). Validation is formik's with
 * the domain's yup schema, on blur and on submit; a failed submit shows the error banner
 * (formErrorSummary) and focuses it. On success the analytics event with its event id and the user
 * data goes to window.dataLayer and the success-category marker to localStorage.
 */
import { useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { useFormik, type FormikErrors } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { pushToDataLayer } from '../../browser/data-layer.ts';
import { writeStorage } from '../../browser/web-storage.ts';
import { storageKeys } from '../../domain/browser-storage.ts';
import { formErrorSummary, type FormErrorSummary } from '../../domain/forms/form-errors.ts';
import { ROUTES } from '../../domain/routes.ts';
import type { FormBag } from './FormFields.tsx';
import { ErrorBanner, useFocusWhen } from './FormFields.tsx';
import { newAttemptKey, type SubmitResult } from './submit.ts';

/** The bot-check fields every form body carries. */
export interface BotCheckBody {
  website: string;
  form_started_at: number;
  'cf-turnstile-response'?: string;
}

/** What a form sends and how it reports success. */
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
}

type SubmissionStatus = 'idle' | 'submitting' | 'success' | 'failure';

/** Marks the lead as sent: the analytics event, the success-category marker, then /success. */
function finish(siteSlug: string, event: Record<string, unknown>, category: string): void {
  pushToDataLayer(event);
  // Storage switched off: the success page then shows its general text.
  writeStorage('local', storageKeys(siteSlug).successCategory, JSON.stringify(category));
  window.setTimeout(() => window.location.assign(ROUTES.success), 300);
}

export function useLeadSubmission<V extends Record<string, unknown>>(options: LeadSubmissionOptions<V>) {
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  const [summary, setSummary] = useState<FormErrorSummary | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const startedAt = useRef(Date.now());

  const form = useFormik<Record<string, unknown>>({
    initialValues: options.initialValues,
    validationSchema: options.schema,
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

  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting' || status === 'success') return;
    const data = new FormData(event.currentTarget);
    await form.setTouched(Object.fromEntries(Object.keys(form.values).map((name) => [name, true])), false);
    const errors = await form.validateForm();
    if (Object.keys(errors).length > 0) {
      showErrors(errors);
      return;
    }
    setSummary(null);
    setFailure(null);
    setStatus('submitting');
    const values = (await options.schema.validate(form.values)) as V;
    const token = data.get('cf-turnstile-response');
    const bot: BotCheckBody = {
      website: String(data.get('website') ?? ''),
      form_started_at: startedAt.current,
      ...(typeof token === 'string' ? { 'cf-turnstile-response': token } : {}),
    };
    const result = await options.send(values, bot, newAttemptKey());
    if (result.ok) {
      const { event: analytics, category } = options.analytics(values, result.leadId);
      setStatus('success');
      finish(options.siteSlug, analytics, category);
      return;
    }
    const fieldErrors = Object.fromEntries(Object.entries(result.fields).filter(([name]) => name in form.values));
    if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
    setStatus('failure');
    setFailure(options.failureText(result.message));
    setFailedSubmits((count) => count + 1);
  };

  const banner: ReactNode = <ErrorBanner summary={summary} message={failure} bannerRef={bannerRef} />;
  return { form: form as unknown as FormBag, status, busy: status === 'submitting', banner, onSubmit };
}

/** What replaces the form once the lead is sent, while the success page loads. */
export function SuccessLoading() {
  return (
    <div className="lead-form__success" role="status">
      <span className="lead-form__spinner" aria-hidden="true" /> Thank you, your message has been sent. Loading the confirmation page…
    </div>
  );
}
