/**
 * The pieces every lead form shares: labelled fields whose message is tied with aria-describedby,
 * the 'Please fix the following errors:' banner, the bot-check fields (honeypot `website`, and the
 * Turnstile widget only when the site configures one), the remembered-details controls and the
 * submit button with its busy state.
 *
 * A field is marked required (its `*` and aria-required) exactly while the form's schema requires
 * it with the answers given so far, and when another answer makes it so, a hint under its label
 * says which (useFieldRequirement): the marks cannot disagree with the validation.
 */
import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import type { FormErrorSummary } from '../../domain/leads/form-errors.ts';
import type { FieldName } from '../../domain/leads/lead-fields.ts';
import { REMEMBER_FIELD } from '../../domain/leads/detail-fields.ts';
import { FORM_TEXTS } from '../../domain/basics/texts.ts';
import { errorOf, fieldIds, useFieldRequirement, useFormFrame } from './FormFrame.tsx';
import type { RememberedState } from './useLeadSubmission.tsx';

/** What every field is given: its name in the form's values and its label. */
interface FieldProps {
  name: string;
  label: string;
  /**
   * Only for a field the form's schema does not hold (the finance application's dealership, sent
   * beside its answers): the schema decides for every field it holds.
   */
  required?: boolean;
}

/**
 * What a field shows of its state: its ids, its message once touched, whether it is required now
 * (and why) by the form's schema, and the ids its aria-describedby names (the hint, the message).
 */
export function useFieldState(name: string, declared = false) {
  const { form, formId } = useFormFrame();
  const { id, errorId, hintId } = fieldIds(formId, name);
  const error = errorOf(form, name);
  const { required, hint } = useFieldRequirement(name, declared);
  const described = [hint === undefined ? null : hintId, error === undefined ? null : errorId].filter((each) => each !== null);
  return { form, id, errorId, hintId, error, required, hint, describedBy: described.length > 0 ? described.join(' ') : undefined };
}

/** Why a field is required, when another answer makes it so; its id is named by the field's aria-describedby. */
export function FieldHint({ id, hint }: { id: string; hint: string | undefined }) {
  if (hint === undefined) return null;
  return (
    <p id={id} className="lead-field__hint">
      {hint}
    </p>
  );
}

/** A field's message, once it has one: its id is what the field's aria-describedby names. */
export function FieldError({ id, error, checkbox = false }: { id: string; error: string | undefined; checkbox?: boolean }) {
  if (error === undefined) return null;
  return (
    <p id={id} className={checkbox ? 'lead-field__error lead-field__error--checkbox' : 'lead-field__error'}>
      {error}
    </p>
  );
}

/** The mark of a required field: seen, not read out (the control says aria-required). */
export function RequiredMark({ required }: { required: boolean }) {
  return required ? <span aria-hidden="true"> *</span> : null;
}

function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required: boolean }) {
  return (
    <label htmlFor={htmlFor}>
      {label}
      <RequiredMark required={required} />
    </label>
  );
}

/** A text input (text, email, tel, datetime-local) or a textarea. */
export function TextField({
  name,
  label,
  required: declared = false,
  type = 'text',
  autoComplete,
  multiline = false,
  transform,
  inputMode,
  maxLength,
  min,
}: FieldProps & {
  type?: string;
  autoComplete?: string;
  multiline?: boolean;
  /** Rewrites what was typed before it is kept (the postcode keeps digits only). */
  transform?: (raw: string) => string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  maxLength?: number;
  /** The earliest value a date input offers. */
  min?: string;
}) {
  const { form, id, errorId, hintId, error, required, hint, describedBy } = useFieldState(name, declared);
  const common = {
    id,
    name,
    value: String(form.values[name] ?? ''),
    onChange:
      transform === undefined
        ? form.handleChange
        : (event: { target: { value: string } }) => void form.setFieldValue(name, transform(event.target.value), false),
    onBlur: form.handleBlur,
    'aria-invalid': error !== undefined,
    'aria-describedby': describedBy,
    'aria-required': required,
  };
  return (
    <div className="lead-field">
      <FieldLabel htmlFor={id} label={label} required={required} />
      <FieldHint id={hintId} hint={hint} />
      {multiline ? <textarea rows={4} {...common} /> : <input type={type} autoComplete={autoComplete} inputMode={inputMode} maxLength={maxLength} min={min} {...common} />}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A select of options (value and label); `onValueChange`, when given, takes the change instead of formik's handler. */
export function SelectField({
  name,
  label,
  required: declared = false,
  options,
  onValueChange,
}: FieldProps & { options: readonly { value: string; label: string }[]; onValueChange?: (value: string) => void }) {
  const { form, id, errorId, hintId, error, required, hint, describedBy } = useFieldState(name, declared);
  return (
    <div className="lead-field">
      <FieldLabel htmlFor={id} label={label} required={required} />
      <FieldHint id={hintId} hint={hint} />
      <select
        id={id}
        name={name}
        value={String(form.values[name] ?? '')}
        onChange={onValueChange === undefined ? form.handleChange : (event) => onValueChange(event.target.value)}
        onBlur={form.handleBlur}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy}
        aria-required={required}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/**
 * A checkbox: the opt-in, or a box that must be ticked (the reservation terms), whose message then
 * shows under it and is tied to it with aria-describedby. `children` go under the label (a link to
 * the terms the box accepts).
 */
export function CheckboxField({ name, label, required: declared = false, children }: FieldProps & { children?: ReactNode }) {
  const { form, id, errorId, hintId, error, required, hint, describedBy } = useFieldState(name, declared);
  return (
    <div className="lead-field lead-field--checkbox">
      <input
        type="checkbox"
        id={id}
        name={name}
        checked={form.values[name] === true}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        aria-invalid={required ? error !== undefined : undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
      />
      <FieldLabel htmlFor={id} label={label} required={required} />
      <FieldHint id={hintId} hint={hint} />
      {children}
      <FieldError id={errorId} error={error} checkbox />
    </div>
  );
}

/** One answer out of a few, as radio buttons in a fieldset whose legend is the question. */
export function RadioField({ name, label, required: declared = false, options }: FieldProps & { options: readonly string[] }) {
  const { form, id, errorId, hintId, error, required, hint, describedBy } = useFieldState(name, declared);
  return (
    <fieldset className="lead-field lead-fieldset" aria-describedby={describedBy} data-invalid={error !== undefined ? 'true' : undefined}>
      <legend>
        {label}
        <RequiredMark required={required} />
      </legend>
      <FieldHint id={hintId} hint={hint} />
      {options.map((option, index) => (
        <div className="lead-field lead-field--checkbox" key={option}>
          <input
            type="radio"
            id={`${id}-${index}`}
            name={name}
            value={option}
            checked={form.values[name] === option}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
            aria-required={required}
          />
          <label htmlFor={`${id}-${index}`}>{option}</label>
        </div>
      ))}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

/** Tickable options grouped under one legend (a form's additional services). */
export function CheckboxGroup({ legend, options }: { legend: string; options: readonly { name: string; label: string }[] }) {
  return (
    <fieldset className="lead-field lead-fieldset">
      <legend>{legend}</legend>
      {options.map((option) => (
        <CheckboxField key={option.name} name={option.name} label={option.label} />
      ))}
    </fieldset>
  );
}

/** A field component that takes only the names of one form's values. */
type BoundField<F extends (props: Parameters<F>[0]) => ReactNode, V> = (props: Omit<Parameters<F>[0], 'name'> & { name: FieldName<V> }) => ReactNode;

/**
 * The field components bound to one form's values type (its domain definition): a name the values
 * do not have is a type error, so renaming a field there shows every field still using the old name.
 */
export function fieldsFor<V>(): {
  TextField: BoundField<typeof TextField, V>;
  SelectField: BoundField<typeof SelectField, V>;
  CheckboxField: BoundField<typeof CheckboxField, V>;
  RadioField: BoundField<typeof RadioField, V>;
} {
  return { TextField, SelectField, CheckboxField, RadioField };
}

/** The banner after a failed submit: focused, so a screen reader reads it out at once. */
export function ErrorBanner({ summary, message, bannerRef }: { summary: FormErrorSummary | null; message: string | null; bannerRef: Ref<HTMLDivElement> }) {
  if (summary === null && message === null) return null;
  return (
    <div ref={bannerRef} className="lead-form__banner" role="alert" tabIndex={-1}>
      {summary !== null ? (
        <>
          <p>{summary.heading}</p>
          <ul>
            {summary.items.map((item) => (
              <li key={item.field}>{item.message}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>{message}</p>
      )}
    </div>
  );
}

/**
 * 'Remember my details on this device' (unticked; never sent) and, when details are remembered,
 * 'Forget my details': a button that looks like a link, which clears them, says so in the polite
 * live region and hands focus to the checkbox (the button itself goes away).
 */
export function RememberDetailsField({ remembered }: { remembered: RememberedState }) {
  const { formId } = useFormFrame();
  const { id } = fieldIds(formId, REMEMBER_FIELD);
  return (
    <div className="lead-remember">
      <CheckboxField name={REMEMBER_FIELD} label={FORM_TEXTS.rememberDetails} />
      {remembered.stored && (
        <button
          type="button"
          className="lead-remember__forget"
          onClick={() => {
            remembered.forget();
            document.getElementById(id)?.focus();
          }}
        >
          {FORM_TEXTS.forgetDetails}
        </button>
      )}
      {/* aria-live without role=status: a form's own status line (the checkout's) stays its one status. */}
      <p className="lead-remember__status" aria-live="polite">
        {remembered.notice}
      </p>
    </div>
  );
}

const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js';

/** The honeypot (always empty, hidden from people and assistive technology) and the optional Turnstile widget. */
export function BotCheckFields({ turnstileSiteKey }: { turnstileSiteKey?: string | undefined }) {
  const { formId } = useFormFrame();
  useEffect(() => {
    if (turnstileSiteKey === undefined || document.querySelector(`script[src="${TURNSTILE_SCRIPT}"]`) !== null) return;
    const script = document.createElement('script');
    script.src = TURNSTILE_SCRIPT;
    script.async = true;
    document.head.append(script);
  }, [turnstileSiteKey]);
  return (
    <>
      <div className="lead-form__trap" aria-hidden="true">
        <label htmlFor={`${formId}-website`}>Website</label>
        <input type="text" id={`${formId}-website`} name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {turnstileSiteKey !== undefined && <div className="cf-turnstile" data-sitekey={turnstileSiteKey} />}
    </>
  );
}

/** The submit button: disabled with a spinner and aria-busy while the form is sent (`busyLabel`, 'Sending…' unless the form says). */
export function SubmitButton({ busy, busyLabel = 'Sending…', children }: { busy: boolean; busyLabel?: string; children: ReactNode }) {
  return (
    // Pressing the button does not take focus first: otherwise the field being left validates on
    // blur, its message pushes the button down before the mouse is released, and the click is lost.
    <button type="submit" className="button lead-form__submit" disabled={busy} aria-busy={busy} onMouseDown={(event) => event.preventDefault()}>
      {busy && <span className="lead-form__spinner" aria-hidden="true" />}
      {busy ? busyLabel : children}
    </button>
  );
}

/** Focuses an element whenever `when` changes to a truthy value: given the count of failed submits, the banner after each one. */
export function useFocusWhen(when: unknown) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (when) ref.current?.focus();
  }, [when]);
  return ref;
}
