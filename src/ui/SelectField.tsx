import type { ReactNode } from 'react';

/** A labelled full-width select in a form; its problem is announced and tied to it, like TextField's. */
export function SelectField({
  id,
  label,
  value,
  onChange,
  onBlur,
  problem,
  hint,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  problem?: string;
  /** A line under the select that says what the choice decides; read with it. */
  hint?: string;
  children: ReactNode;
}) {
  const describedBy = [hint && `${id}-hint`, problem && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <div className="control">
        <div className={problem ? 'select is-fullwidth is-danger' : 'select is-fullwidth'}>
          <select
            id={id}
            value={value}
            aria-invalid={problem ? true : undefined}
            aria-describedby={describedBy || undefined}
            onChange={(event) => onChange(event.currentTarget.value)}
            onBlur={onBlur}
          >
            {children}
          </select>
        </div>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="help">
          {hint}
        </p>
      )}
      {problem && (
        <p id={`${id}-error`} className="help is-danger" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
