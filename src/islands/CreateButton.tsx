import { useEffect, useId, useRef, useState } from 'react';
import { closeIcon, plusIcon } from '../components/icons';
import type { Messages } from '../i18n';
import { Icon } from '../ui/Icon';

type Choice = { href: string; title: string; hint: string; icon: string };
type Props = { choices: Choice[]; messages: Messages<'toolbar.create' | 'create.title' | 'create.close' | 'template.new'> };

/** The toolbar's primary "Create" button and its modal of what can be created in this area. */
export default function CreateButton({ choices, messages }: Props) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const dialog = dialogRef.current;
    dialog?.querySelector<HTMLElement>('.choice')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
      // Keep Tab inside the dialog.
      if (event.key === 'Tab' && dialog) {
        const focusable = [...dialog.querySelectorAll<HTMLElement>('a[href], button')];
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first?.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      buttonRef.current?.focus();
    };
  }, [open]);

  return (
    <>
      <button ref={buttonRef} type="button" className="button is-primary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Icon svg={plusIcon} />
        <span>{messages['toolbar.create']}</span>
      </button>
      {open && (
        <div className="modal is-active">
          <button
            type="button"
            className="modal-background"
            tabIndex={-1}
            aria-label={messages['create.close']}
            onClick={() => setOpen(false)}
          />
          <div className="modal-card" ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId}>
            <header className="modal-card-head">
              <h2 className="modal-card-title" id={titleId}>
                {messages['create.title']}
              </h2>
              <button type="button" className="icon-button" onClick={() => setOpen(false)}>
                <Icon svg={closeIcon} />
                <span className="visually-hidden">{messages['create.close']}</span>
              </button>
            </header>
            <section className="modal-card-body">
              <ul className="choice-list">
                {choices.map((choice) => (
                  <li key={choice.href}>
                    <a className="choice" href={choice.href}>
                      <Icon svg={choice.icon} />
                      <span>
                        <strong>{choice.title}</strong>
                        <small>{choice.hint}</small>
                      </span>
                      <span className="tag is-primary is-light">{messages['template.new']}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          </div>
        </div>
      )}
    </>
  );
}
