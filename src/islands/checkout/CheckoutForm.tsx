/**
 * The reserve (or buy-online) checkout form: name, e-mail, mobile, postcode or ZIP code
 * (the region's rule), the reservation terms (required) and the opt-in, validated with the domain's
 * checkoutFormSchema like every other form (useFormSubmission: banner, bot-check fields, busy
 * button). A valid submit POSTs /api/reservations under the attempt's Idempotency-Key, kept per car
 * in sessionStorage (checkout-attempt.ts), and on success opens the payment page. A car someone else
 * holds (found at load through the availability API, or by the submit's 409) gets the refusal and
 * 'Find Me Something Similar' instead of the form; once the site's stock is stale (the published
 * stock status, or the submit's 409), 'Availability to be confirmed' and an enquiry. Back from a cancelled payment the form is refilled
 * and a status line says until when the car is still held.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { CHECKOUT_FORM_DETAIL_FIELDS, CHECKOUT_FORM_FIELDS, checkoutFormInitialValues, checkoutFormSchema, type CheckoutFormValues } from '../../domain/leads/checkout-form.ts';
import { postcodeRuleFor } from '../../domain/leads/postcode.ts';
import { RESERVE_REFUSAL_TEXTS } from '../../domain/cars/reserve-check.ts';
import { CHECKOUT_FORM_TEXTS } from '../../domain/reservations/reservation-texts.ts';
import { carAvailabilityPath, RESERVATION_API } from '../../domain/routes/routes.ts';
import { isStockStale, unconfirmedStockMessage } from '../../domain/cars/stock-age.ts';
import { LABELS } from '../../domain/basics/texts.ts';
import { regionTerm } from '../../domain/basics/region-terms.ts';
import { fetchCarAvailability } from '../../scripts/car-availability.ts';
import { fetchStockStatus } from '../../scripts/stock-checked.ts';
import { FormFrame } from '../forms/FormFrame.tsx';
import { ConsentFields, ContactFields } from '../forms/SharedFields.tsx';
import { BotCheckFields, fieldsFor, RememberDetailsField, SubmitButton } from '../forms/FormFields.tsx';
import { newAttemptKey, sendJson } from '../forms/submit.ts';
import { useFormSubmission, type BotCheckBody, type SubmitOutcome } from '../forms/useLeadSubmission.tsx';
import {
  holdIsOn,
  holdNotice,
  isPaymentCancelled,
  NO_ATTEMPT,
  readCheckoutAttempt,
  reservationRequestBody,
  withoutHold,
  writeCheckoutAttempt,
  type CheckoutAttempt,
  type CheckoutFormSettings,
} from './checkout-attempt.ts';
import { readReservationAnswer } from './reservation-answers.ts';
import '../forms/lead-forms.css';
import './checkout.css';

const { CheckboxField } = fieldsFor<CheckoutFormValues>();

/** Why the form is not offered: the words to show and where to go instead. */
interface Refusal {
  readonly message: string;
  readonly next: { readonly label: string; readonly href: string };
  /** Told after a submit (focused, so it is read out at once) rather than found at load. */
  readonly afterSubmit: boolean;
}

export default function CheckoutForm(settings: CheckoutFormSettings) {
  const { siteSlug, carSlug, region, route } = settings;
  const formId = 'checkout-form';
  const schema = useMemo(() => checkoutFormSchema(region), [region]);
  const postcodeRule = postcodeRuleFor(region);
  const [notice, setNotice] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const refusalRef = useRef<HTMLDivElement>(null);
  const similarInstead = (similarUrl: string | null) => ({ label: CHECKOUT_FORM_TEXTS.findSimilar, href: similarUrl ?? settings.similarPath });
  const enquireInstead = { label: LABELS.enquireNow, href: settings.enquirePath };

  // The attempt as this page last kept it: the one copy when the browser's storage is switched off.
  const kept = useRef<CheckoutAttempt>(NO_ATTEMPT);
  const load = (): CheckoutAttempt => {
    const stored = readCheckoutAttempt(siteSlug, carSlug);
    return stored.key !== null || kept.current.key === null ? stored : kept.current;
  };
  const save = (attempt: CheckoutAttempt): void => {
    kept.current = attempt;
    writeCheckoutAttempt(siteSlug, carSlug, attempt);
  };

  const submit = async (values: CheckoutFormValues, bot: BotCheckBody): Promise<SubmitOutcome> => {
    let attempt = load();
    if (attempt.key === null) attempt = { ...attempt, key: newAttemptKey(), startedAt: bot.form_started_at };
    // Kept before sending, so a reload during the call still names the same hold.
    save(attempt);
    const pageUrl = `${window.location.origin}${window.location.pathname}`;
    const answer = readReservationAnswer(await sendJson(RESERVATION_API.reservations, reservationRequestBody(carSlug, values, bot, pageUrl), attempt.key ?? newAttemptKey()));
    switch (answer.kind) {
      case 'created':
        save({ ...attempt, values, created: answer.created });
        window.location.assign(answer.created.payment_url);
        return { kind: 'sent' };
      case 'refused':
        save(withoutHold(attempt));
        setNotice(null);
        setRefusal({ message: answer.error, next: answer.code === 'stock_unconfirmed' ? enquireInstead : similarInstead(answer.similarUrl), afterSubmit: true });
        return { kind: 'handled' };
      case 'hold-ended':
        save(withoutHold({ ...attempt, values }));
        setNotice(null);
        return { kind: 'failed', message: CHECKOUT_FORM_TEXTS.holdEnded };
      case 'invalid':
        return { kind: 'invalid', fields: answer.fields };
      case 'failed':
        // The key stays: trying again names the same attempt, so a hold the server did take is not taken twice.
        return { kind: 'failed', message: answer.message ?? CHECKOUT_FORM_TEXTS.failed };
    }
  };

  const { form, formRef, status, busy, banner, onSubmit, startedAt, remembered } = useFormSubmission<CheckoutFormValues & Record<string, unknown>>({
    schema,
    initialValues: checkoutFormInitialValues() as CheckoutFormValues & Record<string, unknown>,
    fieldOrder: CHECKOUT_FORM_FIELDS,
    submit,
    remember: { siteSlug, fields: CHECKOUT_FORM_DETAIL_FIELDS },
  });

  // At load: the earlier attempt (refill, say until when the car is held), then whether someone else holds the car.
  useEffect(() => {
    const now = new Date();
    const attempt = load();
    const ours = holdIsOn(attempt, now);
    setNotice(holdNotice(attempt, isPaymentCancelled(window.location.search), region, now));
    if (attempt.values !== null) void form.setValues({ ...attempt.values }, false);
    if (attempt.startedAt !== null) startedAt.current = attempt.startedAt;
    // A lapsed hold is forgotten now, so the next submit takes a new one at once.
    if (!ours && attempt.key !== null && attempt.created !== null) save(withoutHold(attempt));
    let live = true;
    void fetchCarAvailability(carAvailabilityPath(carSlug)).then((availability) => {
      if (!live || availability === null || availability.reservable) return;
      // Our own hold shows as 'reserved' too: the form stays for the shopper who holds the car.
      if (availability.state === 'reserved' && ours) return;
      if (availability.state !== 'reserved' && availability.state !== 'sold') return;
      setNotice(null);
      setRefusal({
        message: availability.state === 'sold' ? RESERVE_REFUSAL_TEXTS.sold : RESERVE_REFUSAL_TEXTS.reserved,
        next: similarInstead(null),
        afterSubmit: false,
      });
    });
    // Stock older than the site's setting: no deposit until the dealer confirms the car is here (the server refuses too).
    void fetchStockStatus().then((status) => {
      const nowSeconds = Math.floor(Date.now() / 1000);
      if (!live || status === null || !isStockStale(status.checkedAt, nowSeconds, status.staleAfterHours)) return;
      setNotice(null);
      setRefusal((shown) => shown ?? { message: unconfirmedStockMessage(status.checkedAt, nowSeconds), next: enquireInstead, afterSubmit: false });
    });
    return () => {
      live = false;
    };
    // Once, at load: the stored attempt and the car's availability are read when the page opens.
  }, []);

  // A page restored from the back-forward cache still shows "taking you to the payment page": start again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  useEffect(() => {
    if (refusal?.afterSubmit) refusalRef.current?.focus();
  }, [refusal]);

  const statusLine = (
    <div className="checkout-form__status" role="status">
      {notice !== null && <p>{notice}</p>}
      {status === 'success' && (
        <p>
          <span className="lead-form__spinner" aria-hidden="true" /> {CHECKOUT_FORM_TEXTS.redirecting}
        </p>
      )}
    </div>
  );

  if (refusal !== null) {
    return (
      <div className="checkout-refusal" ref={refusalRef} tabIndex={-1} role={refusal.afterSubmit ? 'alert' : 'status'}>
        <p className="checkout-refusal__message">{refusal.message}</p>
        <p>
          <a className="button" href={refusal.next.href}>
            {refusal.next.label}
          </a>
        </p>
      </div>
    );
  }

  return (
    <>
      {statusLine}
      {status !== 'success' && (
        <FormFrame id={formId} submission={{ form, formRef, onSubmit, busy }} className="lead-form checkout-form">
          {banner}
          <ContactFields phoneLabel={regionTerm('Mobile', region)} postcode={postcodeRule} />
          <CheckboxField name="terms" label={CHECKOUT_FORM_TEXTS.termsLabel} required />
          <p className="checkout-form__terms-link">
            <a href={`#${settings.termsId}`}>{CHECKOUT_FORM_TEXTS.readTerms}</a>
          </p>
          <ConsentFields />
          <RememberDetailsField remembered={remembered} />
          <BotCheckFields turnstileSiteKey={settings.turnstileSiteKey} />
          <SubmitButton busy={busy} busyLabel={CHECKOUT_FORM_TEXTS.busy}>
            {CHECKOUT_FORM_TEXTS.submit(route)}
          </SubmitButton>
        </FormFrame>
      )}
    </>
  );
}
