/**
 * The multi-step lead form of spec section 4, as the finance application and its pre-approval
 * variant: the loan and the car; about you; employment and income; review. This island keeps the
 * form's state and draws the current step from the ordered list of steps (the domain's
 * FINANCE_STEPS), each a component of its own in finance-application/. Each step is checked
 * with its yup schema (the server checks the same) and saved through POST /api/leads: the first
 * without a lead_id (the answer carries it), the later ones with it, the review with last_step true,
 * after which the shopper goes to /success. A save that fails keeps the step and shows the server's
 * message or 'An unexpected error occured'.
 *
 * The step, the lead_id and the answers are kept in sessionStorage per site and form (a reload keeps
 * them; cleared on success), never in localStorage: they include income. Only the contact details
 * go to localStorage, and only when the shopper ticks 'Remember my details on this device' (the
 * about-you step), once the application is in; remembered details fill the empty fields. Focus moves to the step's
 * heading on every step change; the indicator marks the current step with aria-current.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useFormik, type FormikErrors } from 'formik';
import { enteredBeforeHydration } from '../../browser/early-input.ts';
import { readStorage, removeStorage, writeStorage } from '../../browser/web-storage.ts';
import { mergeRememberedDetails, multiStepProgressKey, parseRememberedDetails, storageKeys } from '../../domain/shopper/browser-storage.ts';
import {
  FINANCE_APPLICATION_VARIANTS,
  FINANCE_DETAIL_FIELDS,
  FINANCE_FIELDS_BY_STEP,
  FINANCE_STEPS,
  FINANCE_STEP_TITLES,
  financeAnswersUpTo,
  financeApplicationSchema,
  financeStepSchema,
  initialFinanceValues,
  parseFinanceValues,
  type FinanceApplicationValues,
  type FinanceStep,
} from '../../domain/leads/finance-application-form.ts';
import { formErrorSummary, type FormErrorSummary } from '../../domain/leads/form-errors.ts';
import {
  afterSave,
  goToStep,
  isFirstStep,
  isLastStep,
  parseSavedProgress,
  serialiseProgress,
  startMultiStep,
  stepBack,
  stepIndicator,
  type MultiStepState,
} from '../../domain/leads/multi-step.ts';
import { postcodeRuleFor } from '../../domain/leads/postcode.ts';
import { detailsFromValues, forgottenPrefill, rememberedPrefill } from '../../domain/shopper/remembered-details.ts';
import { FORM_TEXTS } from '../../domain/basics/texts.ts';
import { buildFinanceStepSubmission, financeCarFields, type FinanceCar } from '../../domain/leads/finance-lead.ts';
import { leadErrorMessage } from '../../domain/leads/submit-errors.ts';
import type { FinanceApplicationSource } from '../../domain/leads/types.ts';
import type { RegionCode } from '../../domain/basics/region.ts';
import { parseFinanceQuery, type FinanceQuery } from '../../domain/routes/routes.ts';
import { readVisit } from '../../scripts/visited-pages.ts';
import { FormFrame, withSchema, type FormBag } from './FormFrame.tsx';
import { BotCheckFields, ErrorBanner, SubmitButton, useFocusWhen } from './FormFields.tsx';
import { formSubmittedEvent } from './generic-form-submission.ts';
import { postJson } from './submit.ts';
import { finish, SuccessLoading } from './useLeadSubmission.tsx';
import { AboutYouStep } from './finance-application/AboutYouStep.tsx';
import { EmploymentStep } from './finance-application/EmploymentStep.tsx';
import { LoanStep } from './finance-application/LoanStep.tsx';
import { ReviewStep } from './finance-application/ReviewStep.tsx';
import type { DealershipChoice } from './SharedFields.tsx';
import { StepIndicator } from './finance-application/StepIndicator.tsx';
import './lead-forms.css';
import './multi-step-lead-form.css';

interface Props {
  formId: string;
  siteSlug: string;
  region: RegionCode;
  source: FinanceApplicationSource;
  /** The site's dealerships; a select is shown when there are two or more. */
  dealerships: readonly DealershipChoice[];
  /** The id of the page's JSON script listing the site's cars (FinanceCar[]), to name the car of the query. */
  carsScriptId?: string | undefined;
  optInText?: string | undefined;
  turnstileSiteKey?: string | undefined;
}

type Progress = MultiStepState<FinanceStep>;

function readCars(scriptId: string | undefined): readonly FinanceCar[] {
  if (scriptId === undefined) return [];
  try {
    const parsed: unknown = JSON.parse(document.getElementById(scriptId)?.textContent ?? '[]');
    return Array.isArray(parsed) ? (parsed as FinanceCar[]) : [];
  } catch {
    return [];
  }
}

export default function MultiStepLeadForm({ formId, siteSlug, region, source, dealerships, carsScriptId, optInText, turnstileSiteKey }: Props) {
  const variant = FINANCE_APPLICATION_VARIANTS[source];
  const firstDealership = dealerships[0]?.slug ?? '';
  const [progress, setProgress] = useState<Progress>(() => startMultiStep(FINANCE_STEPS));
  const [query, setQuery] = useState<FinanceQuery>({});
  const [car, setCar] = useState<FinanceCar | undefined>(undefined);
  const [ready, setReady] = useState(false);
  const [summary, setSummary] = useState<FormErrorSummary | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [failedSaves, setFailedSaves] = useState(0);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  // When the form was shown (the bot check's minimum fill time): with the page, whose HTML holds it
  // from the first paint, not when its script arrives, which waits for the shopper's first touch.
  const startedAt = useRef(Math.round(performance.timeOrigin));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);
  const prefilled = useRef<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const [detailsStored, setDetailsStored] = useState(false);
  const [detailsNotice, setDetailsNotice] = useState('');
  const detailsKey = storageKeys(siteSlug).userDetails;
  const bannerRef = useFocusWhen(failedSaves);

  const schema = useMemo(
    () => (progress.current === 'review' ? financeApplicationSchema('review', region) : financeStepSchema(progress.current, region)),
    [progress.current, region],
  );

  const form = useFormik<FinanceApplicationValues>({
    initialValues: initialFinanceValues({ dealership_slug: firstDealership }),
    validationSchema: schema,
    validateOnBlur: true,
    validateOnChange: false,
    onSubmit: () => undefined,
  });

  // Once, after hydration: the saved progress of this visit, else the query's prefill and the remembered details.
  useEffect(() => {
    const fromQuery = parseFinanceQuery(new URLSearchParams(window.location.search));
    setQuery(fromQuery);
    setCar(readCars(carsScriptId).find((each) => each.id === fromQuery.car_id));
    const saved = parseSavedProgress(readStorage('session', multiStepProgressKey(siteSlug, source)), FINANCE_STEPS, parseFinanceValues);
    const remembered = parseRememberedDetails(readStorage('local', detailsKey));
    setDetailsStored(remembered !== null);
    if (saved !== null) {
      setProgress(saved.state);
      startedAt.current = saved.startedAt;
      void form.setValues(saved.values, false);
    } else {
      const dealership = dealerships.some((each) => each.slug === fromQuery.preferredDealership) ? (fromQuery.preferredDealership ?? firstDealership) : firstDealership;
      const initial = initialFinanceValues({ dealership_slug: dealership, loan_amount: fromQuery.vehiclePriceBudget });
      // What the shopper entered before the script arrived is theirs: kept, and never overwritten by the remembered details.
      const fresh = { ...initial, ...enteredBeforeHydration(formRef.current, initial as unknown as Record<string, unknown>) };
      prefilled.current = rememberedPrefill(remembered, FINANCE_DETAIL_FIELDS, fresh as unknown as Record<string, unknown>);
      void form.setValues({ ...fresh, ...prefilled.current }, false);
    }
    setReady(true);
    // Read once, when the form is shown.
  }, []);

  // The step and the answers survive a reload of this tab (and only of this tab).
  useEffect(() => {
    if (!ready || done) return;
    writeStorage('session', multiStepProgressKey(siteSlug, source), serialiseProgress({ state: progress, values: form.values, startedAt: startedAt.current }));
  }, [ready, done, progress, form.values]);

  // Each new step's heading takes focus, so a screen reader announces where the shopper is.
  useEffect(() => {
    if (stepChanged.current) headingRef.current?.focus();
  }, [progress.current]);

  const moveTo = (next: Progress) => {
    stepChanged.current = true;
    setSummary(null);
    setFailure(null);
    setProgress(next);
  };

  const showErrors = (errors: FormikErrors<FinanceApplicationValues>) => {
    setFailure(null);
    setSummary(formErrorSummary(errors as Parameters<typeof formErrorSummary>[0], FINANCE_STEPS.flatMap((step) => FINANCE_FIELDS_BY_STEP[step])));
    setFailedSaves((count) => count + 1);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || done) return;
    const data = new FormData(event.currentTarget);
    const step = progress.current;
    const names = step === 'review' ? FINANCE_STEPS.flatMap((each) => FINANCE_FIELDS_BY_STEP[each]) : FINANCE_FIELDS_BY_STEP[step];
    await form.setTouched({ ...form.touched, ...Object.fromEntries(names.map((name) => [name, true])) }, false);
    const errors = await form.validateForm();
    if (Object.keys(errors).length > 0) {
      showErrors(errors);
      return;
    }
    setBusy(true);
    setSummary(null);
    setFailure(null);
    const visit = readVisit();
    const token = data.get('cf-turnstile-response');
    const body = {
      ...buildFinanceStepSubmission({
        source,
        step,
        lead_id: progress.leadId,
        dealership_slug: form.values.dealership_slug,
        car: financeCarFields(query, car),
        answers: financeAnswersUpTo(form.values, step, region),
        page: { url: window.location.href, user_agent: navigator.userAgent, ...visit },
      }),
      website: String(data.get('website') ?? ''),
      form_started_at: startedAt.current,
      ...(typeof token === 'string' ? { 'cf-turnstile-response': token } : {}),
    };
    const result = await postJson('/api/leads', body, crypto.randomUUID());
    setBusy(false);
    if (!result.ok) {
      const fieldErrors = Object.fromEntries(
        Object.entries(result.fields)
          .map(([path, message]) => [path.replace(/^user\./, ''), message] as const)
          .filter(([name]) => name in form.values),
      );
      if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
      setFailure(leadErrorMessage(result.message));
      setFailedSaves((count) => count + 1);
      return;
    }
    if (isLastStep(progress)) {
      setDone(true);
      removeStorage('session', multiStepProgressKey(siteSlug, source));
      if (form.values.remember_details) {
        // Storage switched off or full: the details are simply not remembered.
        const details = detailsFromValues(form.values as unknown as Record<string, unknown>, FINANCE_DETAIL_FIELDS);
        writeStorage('local', detailsKey, JSON.stringify(mergeRememberedDetails(parseRememberedDetails(readStorage('local', detailsKey)), details)));
      }
      finish(siteSlug, formSubmittedEvent(variant.category, result.leadId), variant.category);
      return;
    }
    moveTo(afterSave(progress, result.leadId));
  };

  if (done) return <SuccessLoading />;

  // The step's schema goes with the state: each field reads from it whether it is required now.
  const bag = withSchema(form as unknown as FormBag, schema);
  const indicator = stepIndicator(progress, FINANCE_STEP_TITLES);
  const headingId = `${formId}-step-heading`;
  const rule = postcodeRuleFor(region);
  const carText = car?.label ?? (query.car_id === undefined ? undefined : `Stock car ${query.car_id}${query.car_type ? ` (${query.car_type})` : ''}`);

  // The steps in the domain's order (FINANCE_STEPS); only the current one is drawn.
  const steps: Readonly<Record<FinanceStep, () => ReactNode>> = {
    loan: () => <LoanStep carText={carText} dealerships={dealerships} />,
    about_you: () => (
      <AboutYouStep
        postcode={rule}
        remembered={{
          stored: detailsStored,
          notice: detailsNotice,
          forget: () => {
            removeStorage('local', detailsKey);
            setDetailsStored(false);
            setDetailsNotice(FORM_TEXTS.detailsForgotten);
            const blanks = forgottenPrefill(prefilled.current, form.values as unknown as Record<string, unknown>);
            prefilled.current = {};
            void form.setValues({ ...form.values, ...blanks }, false);
          },
        }}
      />
    ),
    employment: () => <EmploymentStep />,
    review: () => (
      <ReviewStep
        formId={formId}
        region={region}
        postcode={rule}
        values={form.values}
        carText={carText}
        dealerships={dealerships}
        optInText={optInText}
        onEdit={(step) => moveTo(goToStep(progress, step))}
      />
    ),
  };

  return (
    <FormFrame id={formId} submission={{ form: bag, formRef, onSubmit, busy }} className="lead-form multi-step-form" labelledBy={headingId}>
      <StepIndicator current={progress.current} />
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="multi-step-form__heading">
        {indicator.text}
      </h3>
      <ErrorBanner summary={summary} message={failure} bannerRef={bannerRef} />
      {steps[progress.current]()}
      <BotCheckFields turnstileSiteKey={turnstileSiteKey} />
      <div className="multi-step-form__actions">
        {!isFirstStep(progress) && (
          <button type="button" className="button button--outline" onClick={() => moveTo(stepBack(progress))} disabled={busy}>
            Back
          </button>
        )}
        <SubmitButton busy={busy} busyLabel={isLastStep(progress) ? 'Sending…' : 'Saving…'}>
          {isLastStep(progress) ? variant.submitLabel : 'Next'}
        </SubmitButton>
      </div>
    </FormFrame>
  );
}
