import { type ReactNode, useState } from 'react';
import { toast } from '../stores/toast';
import { Notice } from './forms/FormParts';
import { useSubmit } from './forms/useSubmit';
import { useT } from './i18n';
import { Modal, ModalActions } from './Modal';

export type DialogActionOptions<T> = {
  /**
   * Asked before anything is sent: true to go on, a message to show instead (a reason too short),
   * or false to stop without one (the field beside it already says why).
   */
  check?: () => boolean | string;
  /** The API call. */
  run: () => Promise<T>;
  /** The toast that says it worked (with a second line when there is more to say); none when the screen says it. */
  success?: (result: T) => string | { message: string; description?: string };
  /** The lists and records that show the change ask again. */
  refresh?: (result: T) => void;
  /** Then the dialog closes (or the screen moves on with the result). */
  onDone: (result: T) => void;
  /** A failure is also a toast under this id, so pressing again replaces it rather than piling up. */
  errorToastId?: string;
  /** The screen hears of a failure too (to say it after the dialog closed). */
  onError?: (message: string) => void;
};

/**
 * The one action of an admin dialog, submitted through the form machine: checked, sent once (busy
 * until it answers, and after, while the dialog closes), then a toast, a refresh and the dialog
 * closed; a failure stays in the dialog with the server's message so the operator can try again or cancel.
 */
export function useDialogAction<T>({ check, run, success, refresh, onDone, errorToastId, onError }: DialogActionOptions<T>) {
  const t = useT();
  // What the check said, shown until the next attempt.
  const [refused, setRefused] = useState<string | null>(null);
  const action = useSubmit<undefined, T>({
    run,
    onSuccess: (result) => {
      const said = success?.(result);
      if (typeof said === 'string') toast.success(said);
      else if (said) toast.success(said.message, { description: said.description });
      refresh?.(result);
      onDone(result);
    },
    onError: (message) => {
      const said = message || t('error.generic');
      if (errorToastId) toast.error(said, { id: errorToastId });
      onError?.(said);
    },
  });
  const submit = () => {
    const checked = check ? check() : true;
    if (checked !== true) {
      if (checked) setRefused(checked);
      return;
    }
    setRefused(null);
    action.submit(undefined);
  };
  const error = refused ?? (action.error === null ? null : action.error || t('error.generic'));
  return { busy: action.submitting || action.succeeded, error, submit };
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
  /** What the dialog says; a function when it says something else while the action is out. */
  children: ReactNode | ((busy: boolean) => ReactNode);
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
    <Modal
      title={title}
      onClose={onClose}
      actions={
        <ModalActions busy={busy} cancelText={cancelLabel} onCancel={onClose} actionText={confirmLabel} tone={tone} onAction={submit} />
      }
    >
      {error && <Notice kind="danger">{error}</Notice>}
      {typeof children === 'function' ? children(busy) : children}
    </Modal>
  );
}
