import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';

type FieldProps = {
  id: string;
  label: string;
  error?: string | undefined;
  /** A line under the control that says what it takes (a range, a format); read with it. */
  hint?: string | undefined;
  children?: ReactNode;
};

/** The label, hint and error around one control, announced and tied to it (aria-describedby). */
function Field({ id, label, error, hint, children, control }: FieldProps & { control: (aria: AriaProps) => ReactNode }) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <div className="control">
        {control({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
      </div>
      {children}
      {hint && (
        <p className="help" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="help is-danger" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
type AriaProps = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

/** A labelled input whose hint and error are announced and tied to it. */
export function TextField({ id, label, error, hint, children, ...input }: InputHTMLAttributes<HTMLInputElement> & FieldProps) {
  return (
    <Field
      id={id}
      label={label}
      error={error}
      hint={hint}
      control={(aria) => <input className={`input${error ? ' is-danger' : ''}`} {...aria} {...input} />}
    >
      {children}
    </Field>
  );
}

/** A labelled text area (a reason, a note), the same way. */
export function TextAreaField({ id, label, error, hint, children, ...textarea }: TextareaHTMLAttributes<HTMLTextAreaElement> & FieldProps) {
  return (
    <Field
      id={id}
      label={label}
      error={error}
      hint={hint}
      control={(aria) => <textarea className={`textarea${error ? ' is-danger' : ''}`} rows={3} {...aria} {...textarea} />}
    >
      {children}
    </Field>
  );
}
