import type { InputHTMLAttributes, ReactNode } from 'react';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  error?: string | undefined;
  /** A line under the input that says what it takes (a range, a format); read with it. */
  hint?: string | undefined;
  children?: ReactNode;
};

/** A labelled input whose hint and error are announced and tied to it (aria-describedby). */
export function TextField({ id, label, error, hint, children, ...input }: Props) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <div className="control">
        <input
          id={id}
          className={`input${error ? ' is-danger' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...input}
        />
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
