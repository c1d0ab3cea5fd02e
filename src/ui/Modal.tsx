import { type ReactNode, useEffect, useId, useRef } from 'react';
import { closeIcon } from '../components/icons';
import { Icon } from './Icon';
import { useT } from './i18n';

/**
 * A modal dialog on the native <dialog> element: the browser traps the focus, closes it on Escape
 * and gives the focus back to the button that opened it — nothing hand-rolled to get wrong.
 */
export function Modal({
  title,
  onClose,
  children,
  actions,
  lightDismiss = false,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** The footer's buttons; a dialog of links alone has none. */
  actions?: ReactNode;
  /** A click outside closes it too: only for a dialog that holds nothing to lose (a menu of links). */
  lightDismiss?: boolean;
}) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Closing because the page replaced this dialog (by another one) is not the member closing it.
  const unmounting = useRef(false);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      unmounting.current = true;
      dialog?.close();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className="order-dialog"
      aria-labelledby={titleId}
      closedby={lightDismiss ? 'any' : undefined}
      onClose={() => unmounting.current || onClose()}
    >
      <header className="order-dialog__head">
        <h2 id={titleId} className="title is-5">
          {title}
        </h2>
        <button type="button" className="icon-button" onClick={() => ref.current?.close()}>
          <Icon svg={closeIcon} />
          <span className="visually-hidden">{t('billing.close')}</span>
        </button>
      </header>
      <div className="order-dialog__body">{children}</div>
      {actions && <footer className="order-dialog__actions">{actions}</footer>}
    </dialog>
  );
}

/** A dialog whose body is a form: Cancel and the submit button in its footer, Enter submits, busy disables both. */
export function FormModal({
  title,
  onClose,
  formId,
  formClassName,
  busy,
  cancelText,
  submitText,
  onSubmit,
  children,
}: {
  title: string;
  onClose: () => void;
  formId: string;
  formClassName: string;
  busy: boolean;
  cancelText: string;
  submitText: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      title={title}
      onClose={onClose}
      actions={<ModalActions busy={busy} cancelText={cancelText} onCancel={onClose} actionText={submitText} form={formId} />}
    >
      <form
        id={formId}
        className={`app-form ${formClassName}`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </form>
    </Modal>
  );
}

/** A dialog's footer: Cancel, then the action (submitting `form`, or calling `onAction`); both wait while busy. */
export function ModalActions({
  busy,
  cancelText,
  onCancel,
  actionText,
  tone = 'primary',
  form,
  onAction,
}: {
  busy: boolean;
  cancelText: string;
  onCancel: () => void;
  actionText: string;
  tone?: 'primary' | 'danger' | 'warning';
  form?: string;
  onAction?: () => void;
}) {
  return (
    <>
      <button type="button" className="button" onClick={onCancel} disabled={busy}>
        {cancelText}
      </button>
      <button
        type={form ? 'submit' : 'button'}
        form={form}
        className={`button is-${tone}${busy ? ' is-loading' : ''}`}
        onClick={onAction}
        disabled={busy}
      >
        {actionText}
      </button>
    </>
  );
}
