import { type ReactNode, useState } from 'react';
import { toast } from '../stores/toast';
import { Notice } from './forms/FormParts';
import { useT } from './i18n';
import { OrderDialog } from './OrderDialog';

export type DialogActionOptions<T> = {
  /**
   * Asked before anything is sent: true to go on, a message to show instead (a reason too short),
   * or false to stop without one (the field beside it already says why).
   */
  check?: () => boolean | string;
  /** The API call. */
  run: () => Promise<T>;
  /** The toast that says it worked. */
  success: (result: T) => string;
  /** The lists and records that show the change ask again. */
  refresh?: (result: T) => void;
  /** Then the dialog closes (or the screen moves on with the result). */
  onDone: (result: T) => void;
  /** A failure is also a toast under this id, so pressing again replaces it rather than piling up. */
  errorToastId?: string;
};

/**
 * The one action of an admin dialog: checked, sent once (busy until it answers), then a toast, a
 * refresh and the dialog closed; a failure stays in the dialog with the server's message so the
 * operator can try again or cancel.
 */
export function useDialogAction<T>({ check, run, success, refresh, onDone, errorToastId }: DialogActionOptions<T>) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const checked = check ? check() : true;
    if (checked !== true) {
      if (checked) setError(checked);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await run();
      toast.success(success(result));
      refresh?.(result);
      onDone(result);
    } catch (caught) {
      const message = (caught as Error).message || t('error.generic');
      setError(message);
      if (errorToastId) toast.error(message, { id: errorToastId });
      setBusy(false);
    }
  };
  return { busy, error, submit };
}

type ConfirmDialogProps<T> = Omit<DialogActionOptions<T>, 'onDone'> & {
  title: string;
  /** What pressing the confirm button does, in a verb ("Disable code", "Refund"). */
  confirmLabel: string;
  /** The way out without doing anything ("Cancel", "Keep"). */
  cancelLabel: string;
  /** The confirm button's colour: danger for what cannot be undone. */
  tone?: 'primary' | 'danger' | 'warning';
  onClose: () => void;
  /** After success; the dialog closes when not given. */
  onDone?: (result: T) => void;
  children: ReactNode;
};

/** A confirmation of one admin action (disable, refund, revoke, force-fail...), with its busy and error state. */
export function ConfirmDialog<T>({
  title,
  confirmLabel,
  cancelLabel,
  tone = 'primary',
  onClose,
  onDone,
  children,
  ...action
}: ConfirmDialogProps<T>) {
  const { busy, error, submit } = useDialogAction({ ...action, onDone: onDone ?? (() => onClose()) });
  return (
    <OrderDialog
      title={title}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </button>
          <button type="button" className={`button is-${tone}${busy ? ' is-loading' : ''}`} onClick={submit} disabled={busy}>
            {confirmLabel}
          </button>
        </>
      }
    >
      {error && <Notice kind="danger">{error}</Notice>}
      {children}
    </OrderDialog>
  );
}
