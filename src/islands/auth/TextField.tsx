import type { InputHTMLAttributes, ReactNode } from 'react';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  error?: string | undefined;
  children?: ReactNode;
};

/** A labelled input whose error is announced and tied to it (aria-describedby). */
export function TextField({ id, label, error, children, ...input }: Props) {
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
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
      </div>
      {children}
      {error && (
        <p className="help is-danger" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
