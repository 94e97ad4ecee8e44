/**
 * One answer out of a few whose values differ from their words (condition 'good' reads 'Good: minor
 * wear for its age'), as radio buttons in a fieldset whose legend is the question; its message is
 * tied to the group with aria-describedby, as FormFields' RadioField does.
 */
import type { Choice } from '../../domain/trade-in/trade-in-form.ts';
import { FieldError, RequiredMark } from '../forms/FormFields.tsx';
import { errorOf, useFormFrame } from '../forms/FormFrame.tsx';

interface Props {
  name: string;
  legend: string;
  choices: readonly Choice[];
  /** Lays short answers (Yes, No) side by side. */
  inline?: boolean;
}

export function ChoiceField({ name, legend, choices, inline = false }: Props) {
  const { form, formId } = useFormFrame();
  const id = `${formId}-${name}`;
  const errorId = `${id}-error`;
  const error = errorOf(form, name);
  return (
    <fieldset
      className={`lead-field lead-fieldset${inline ? ' trade-in__inline' : ''}`}
      aria-describedby={error !== undefined ? errorId : undefined}
      data-invalid={error !== undefined ? 'true' : undefined}
    >
      <legend>
        {legend}
        <RequiredMark required />
      </legend>
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
            aria-required="true"
          />
          <label htmlFor={`${id}-${choice.value}`}>{choice.label}</label>
        </div>
      ))}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
