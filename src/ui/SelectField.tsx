import type { ReactNode } from 'react';

/** A labelled full-width select in a form; its problem is announced and tied to it, like TextField's. */
export function SelectField({
  id,
  label,
  value,
  onChange,
  onBlur,
  problem,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  problem?: string;
  children: ReactNode;
}) {
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
            aria-describedby={problem ? `${id}-error` : undefined}
            onChange={(event) => onChange(event.currentTarget.value)}
            onBlur={onBlur}
          >
            {children}
          </select>
        </div>
      </div>
      {problem && (
        <p id={`${id}-error`} className="help is-danger" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
