/**
 * The frame of every form: the `<form>` element with the attributes all of them share, and the two
 * things its fields read from it instead of from props: the form's state (Formik's context, with
 * the form's yup schema as formik's own <Formik> puts it there) and the form's id, which prefixes
 * every field's id so two forms on one page never share an id.
 */
import { createContext, useContext, type ReactNode, type RefObject, type SyntheticEvent } from 'react';
import { FormikProvider, useFormikContext, type FormikContextType } from 'formik';
import { isSchema, type AnyObjectSchema } from 'yup';
import { fieldRequirement, type FieldRequirement } from '../../domain/leads/field-requirement.ts';

/** The formik state a field reads; values are a plain record of text and booleans. */
export type FormBag = FormikContextType<Record<string, unknown>>;

/**
 * A form's formik state with its schema in `validationSchema`, where a field finds its rules
 * (useFormik keeps the schema to itself; the <Formik> component's context carries it there).
 */
export function withSchema(form: FormBag, schema: AnyObjectSchema): FormBag {
  return { ...form, validationSchema: schema };
}

const FormIdContext = createContext<string | null>(null);

/** What a form's submission hook hands the frame. */
interface FrameSubmission {
  readonly form: FormBag;
  readonly formRef: RefObject<HTMLFormElement | null>;
  readonly onSubmit: (event: SyntheticEvent<HTMLFormElement>) => unknown;
  readonly busy: boolean;
}

interface FormFrameProps {
  /** The form's id: the prefix of its fields' ids. */
  readonly id: string;
  readonly submission: FrameSubmission;
  /** The form's classes, `lead-form` unless it says more. */
  readonly className?: string;
  /** The id of the heading that names the form, when one does. */
  readonly labelledBy?: string;
  readonly children: ReactNode;
}

/** A form whose fields find its state and id by themselves. */
export function FormFrame({ id, submission, className = 'lead-form', labelledBy, children }: FormFrameProps) {
  const { form, formRef, onSubmit, busy } = submission;
  return (
    <FormikProvider value={form}>
      <FormIdContext.Provider value={id}>
        <form
          className={className}
          id={id}
          ref={formRef}
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          aria-busy={busy}
          aria-labelledby={labelledBy}
        >
          {children}
        </form>
      </FormIdContext.Provider>
    </FormikProvider>
  );
}

/** The state and id of the form a field is in; a field outside a FormFrame is a programming error. */
export function useFormFrame(): { form: FormBag; formId: string } {
  const form = useFormikContext<Record<string, unknown>>();
  const formId = useContext(FormIdContext);
  if (formId === null) throw new Error('A form field must be rendered inside a FormFrame.');
  return { form, formId };
}

/**
 * Whether a field is required now and why, from the form's schema and its answers so far (see
 * field-requirement.ts); `declared` speaks only for a field the schema does not hold.
 */
export function useFieldRequirement(name: string, declared: boolean): FieldRequirement {
  const { form } = useFormFrame();
  const schema: unknown = form.validationSchema;
  const found = isSchema(schema) && (schema as AnyObjectSchema).type === 'object' ? fieldRequirement(schema as AnyObjectSchema, name, form.values) : null;
  return found ?? { required: declared };
}

/** A field's id and the id of its message, from the form's id and the field's name. */
export function fieldIds(formId: string, name: string) {
  const id = `${formId}-${name.replace(/[^a-zA-Z0-9_-]/g, '_')}`;
  return { id, errorId: `${id}-error`, hintId: `${id}-hint` };
}

/** The field's message once it has been touched. */
export function errorOf(form: FormBag, name: string): string | undefined {
  const error = form.errors[name];
  return form.touched[name] && typeof error === 'string' ? error : undefined;
}
