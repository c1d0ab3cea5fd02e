import type { ReactNode } from 'react';

/** The form's primary button: disabled while invalid or busy, "Please wait..." while busy. */
export function SubmitButton({ busy, disabled, label, busyLabel }: { busy: boolean; disabled: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" className={`button is-primary is-fullwidth${busy ? ' is-loading' : ''}`} disabled={disabled || busy}>
      {busy ? busyLabel : label}
    </button>
  );
}

/** A message above or instead of a form; errors are announced at once, the rest politely. */
export function Notice({ kind, children }: { kind: 'success' | 'danger' | 'info' | 'warning'; children: ReactNode }) {
  return (
    <div className={`notification is-${kind} is-light`} role={kind === 'danger' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
