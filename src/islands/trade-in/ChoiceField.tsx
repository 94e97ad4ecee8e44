/**
 * One answer out of a few whose values differ from their words (condition 'good' reads 'Good: minor
 * wear for its age'), as radio buttons in a fieldset whose legend is the question; its message is
 * tied to the group with aria-describedby, and it is marked required by the step's schema, as
 * FormFields' RadioField does.
 */
import type { Choice } from '../../domain/trade-in/trade-in-form.ts';
import { FieldError, FieldHint, RequiredMark, useFieldState } from '../forms/FormFields.tsx';

interface Props {
  name: string;
  legend: string;
  choices: readonly Choice[];
  /** Lays short answers (Yes, No) side by side. */
  inline?: boolean;
}

export function ChoiceField({ name, legend, choices, inline = false }: Props) {
  const { form, id, errorId, hintId, error, required, hint, describedBy } = useFieldState(name);
  return (
    <fieldset
      className={`lead-field lead-fieldset${inline ? ' trade-in__inline' : ''}`}
      aria-describedby={describedBy}
      data-invalid={error !== undefined ? 'true' : undefined}
    >
      <legend>
        {legend}
        <RequiredMark required={required} />
      </legend>
      <FieldHint id={hintId} hint={hint} />
      {choices.map((choice) => (
        <div className="lead-field lead-field--checkbox" key={choice.value}>
          <input
            type="radio"
            id={`${id}-${choice.value}`}
            name={name}
            value={choice.value}
            checked={form.values[name] === choice.value}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
            aria-required={required}
          />
          <label htmlFor={`${id}-${choice.value}`}>{choice.label}</label>
        </div>
      ))}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
