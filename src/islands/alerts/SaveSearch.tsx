/**
 * "Save this search" on every search page: a disclosure button that opens the form under it, which
 * asks for an e-mail address and how often (As it happens, Daily, Weekly), shows the consent line
 * in the region's words right above its submit button (sending the form is the consent: no box to
 * tick) and saves the search the page's address holds at the moment it is sent: the search island
 * keeps the address in step with the filters, so the search is read from it then, never kept from
 * before. The server stores the alert pending and sends one e-mail to confirm it (double opt-in).
 *
 * The form is the project's like every other (useFormSubmission: the banner, the bot-check fields
 * counted from when the form was shown, the busy button; the e-mail address is prefilled from the
 * remembered details, which this form never writes). A save's id is made at its first press and
 * kept for its retries, so a retry stores nothing new; changed values or a refusal make the next
 * press a new save. On success the form gives way to a message, focused, naming the address; a
 * refusal puts each message by its field (the search, which has no field, in the banner); a
 * failure says so in plain words and keeps everything typed.
 *
 * The island waits for the shopper's intent (client:intent, never prefetched: the search page's
 * JavaScript budget has no room before interaction); its static HTML is the button, so a press
 * before hydration is held and made again by the directive.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { RegionCode } from '../../domain/basics/region.ts';
import { alertConsentText } from '../../domain/alerts/alert-consent.ts';
import { ALERT_FORM_FIELDS } from '../../domain/alerts/alert-form.ts';
import { ALERT_FREQUENCIES, type AlertFrequency } from '../../domain/alerts/search-alert.ts';
import {
  SAVE_SEARCH_TEXTS,
  saveSearchFormInitialValues,
  saveSearchFormSchema,
  searchValueProblem,
  type SaveSearchFormValues,
} from '../../domain/alerts/save-search-form.ts';
import { fieldIds, FormFrame } from '../forms/FormFrame.tsx';
import { BotCheckFields, FieldError, FieldHint, RequiredMark, SubmitButton, useFieldState } from '../forms/FormFields.tsx';
import { EmailField } from '../forms/SharedFields.tsx';
import { newAttemptKey } from '../forms/submit.ts';
import { useFormSubmission, type BotCheckBody, type SubmitOutcome } from '../forms/useLeadSubmission.tsx';
import { saveAlert, saveAlertBody, searchOfPage, type SaveAnswer } from './alert-calls.ts';
import '../forms/lead-forms.css';
import './save-search.css';

/** The island's props, from the build (save-search-settings.ts). */
export interface SaveSearchProps {
  readonly siteSlug: string;
  readonly region: RegionCode;
  /** The dealer's trading name, which the consent line names. */
  readonly dealerName: string;
  readonly turnstileSiteKey?: string | undefined;
  /** The frequencies' words (the form offers them in ALERT_FREQUENCIES' order). */
  readonly frequencyLabels: Readonly<Record<AlertFrequency, string>>;
}

const TOGGLE_ID = 'save-search-toggle';
const PANEL_ID = 'save-search-panel';
const FORM_ID = 'save-search-form';

/** The words of a failed save: the server's when it gave any, else the form's for what happened. */
function failureText(answer: Extract<SaveAnswer, { kind: 'failed' }>): string {
  if (answer.message !== null) return answer.message;
  switch (answer.reason) {
    case 'offline':
      return SAVE_SEARCH_TEXTS.offline;
    case 'too-many':
      return SAVE_SEARCH_TEXTS.tooMany;
    case 'refused':
    case 'unavailable':
      return SAVE_SEARCH_TEXTS.failed;
  }
}

/** How often, as radio buttons in a fieldset whose legend is the question; each shows its word, sends its value. */
function FrequencyField({ labels }: { labels: Readonly<Record<AlertFrequency, string>> }) {
  const { form, id, errorId, hintId, error, required, hint, describedBy } = useFieldState('frequency');
  return (
    <fieldset className="lead-field lead-fieldset save-search__frequency" aria-describedby={describedBy} data-invalid={error !== undefined ? 'true' : undefined}>
      <legend>
        {SAVE_SEARCH_TEXTS.frequency}
        <RequiredMark required={required} />
      </legend>
      <FieldHint id={hintId} hint={hint} />
      {ALERT_FREQUENCIES.map((frequency) => (
        <div className="lead-field lead-field--checkbox" key={frequency}>
          <input
            type="radio"
            id={`${id}-${frequency}`}
            name="frequency"
            value={frequency}
            checked={form.values.frequency === frequency}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
            aria-required={required}
          />
          <label htmlFor={`${id}-${frequency}`}>{labels[frequency]}</label>
        </div>
      ))}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

/** The form itself, mounted when the shopper first opens it (its bot-check clock starts then). */
function SaveSearchForm({ siteSlug, region, dealerName, turnstileSiteKey, frequencyLabels }: SaveSearchProps) {
  const schema = useMemo(() => saveSearchFormSchema(), []);
  const consentText = alertConsentText(region, dealerName);
  // One save's id, made at its first press and kept for its retries (the same values); a save the
  // server surely did not store, or other values, make the next press a new save.
  const save = useRef<{ readonly id: string; readonly values: string } | null>(null);
  const [savedFor, setSavedFor] = useState('');
  const savedRef = useRef<HTMLDivElement>(null);

  const submit = async (values: SaveSearchFormValues, bot: BotCheckBody): Promise<SubmitOutcome> => {
    // The search is the page's address now: the filters as the shopper has them at this moment.
    const address = { pathname: window.location.pathname, search: window.location.search, href: window.location.href };
    const search = searchOfPage(address);
    const problem = searchValueProblem(search);
    if (problem !== null) return { kind: 'invalid', fields: { search: problem } };
    const sent = JSON.stringify([values.email.trim().toLowerCase(), values.frequency, search]);
    if (save.current?.values !== sent) save.current = { id: newAttemptKey(), values: sent };
    const answer = await saveAlert(saveAlertBody(values, address, consentText, save.current.id, bot));
    switch (answer.kind) {
      case 'saved':
        setSavedFor(values.email.trim());
        return { kind: 'sent' };
      case 'invalid':
        save.current = null;
        return { kind: 'invalid', fields: answer.fields };
      case 'failed':
        if (!answer.sameSave) save.current = null;
        return { kind: 'failed', message: failureText(answer) };
    }
  };

  const { form, formRef, status, busy, banner, onSubmit } = useFormSubmission<SaveSearchFormValues & Record<string, unknown>>({
    schema,
    initialValues: saveSearchFormInitialValues() as SaveSearchFormValues & Record<string, unknown>,
    fieldOrder: ALERT_FORM_FIELDS,
    submit,
    // The address is offered from the remembered details; this form has no box to remember them.
    remember: { siteSlug, fields: { email: 'email' } },
  });

  // The message that replaces the form takes the focus, so it is read out and the keyboard starts from it.
  useEffect(() => {
    if (status === 'success') savedRef.current?.focus();
  }, [status]);

  if (status === 'success') {
    return (
      <div ref={savedRef} className="save-search__saved" role="status" tabIndex={-1}>
        <p>{SAVE_SEARCH_TEXTS.saved(savedFor)}</p>
      </div>
    );
  }

  return (
    <FormFrame id={FORM_ID} submission={{ form, formRef, onSubmit, busy }} className="lead-form save-search__form" labelledBy={TOGGLE_ID}>
      {banner}
      <EmailField />
      <FrequencyField labels={frequencyLabels} />
      <BotCheckFields turnstileSiteKey={turnstileSiteKey} />
      <p className="save-search__consent">{consentText}</p>
      <SubmitButton busy={busy} busyLabel={SAVE_SEARCH_TEXTS.busy}>
        {SAVE_SEARCH_TEXTS.submit}
      </SubmitButton>
    </FormFrame>
  );
}

export default function SaveSearch(props: SaveSearchProps) {
  const [open, setOpen] = useState(false);
  // Once opened, the form stays mounted (hidden when closed), so what was typed or shown is kept.
  const [opened, setOpened] = useState(false);
  const focusOnOpen = useRef(false);
  const panelRef = useRef<HTMLDivElement>(null);

  // Opened by the button: the focus goes to the form's first field, or to the message once saved.
  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    focusOnOpen.current = false;
    const first = document.getElementById(fieldIds(FORM_ID, 'email').id) ?? panelRef.current?.querySelector<HTMLElement>('[role=status]');
    first?.focus();
  }, [open]);

  return (
    <div className="save-search">
      <button
        type="button"
        id={TOGGLE_ID}
        className="button button--outline save-search__toggle"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => {
          focusOnOpen.current = !open;
          setOpen(!open);
          setOpened(true);
        }}
      >
        {SAVE_SEARCH_TEXTS.open}
      </button>
      <div id={PANEL_ID} ref={panelRef} className="save-search__panel" hidden={!open}>
        {opened && <SaveSearchForm {...props} />}
      </div>
    </div>
  );
}
