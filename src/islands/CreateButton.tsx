import { useEffect, useRef, useState } from 'react';
import { plusIcon } from '../components/icons';
import type { Locale, Messages } from '../i18n';
import { Icon } from '../ui/Icon';
import { island, useT } from '../ui/i18n';
import { Modal } from '../ui/Modal';

type Choice = { href: string; title: string; hint: string; icon: string };
type Props = {
  choices: Choice[];
  locale: Locale;
  messages: Messages<'toolbar.create' | 'create.title' | 'billing.close' | 'template.new'>;
};

/** The toolbar's primary "Create" button and its modal of what can be created in this area. */
export default island<Props>(Create);

function Create({ choices }: { choices: Choice[] }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  // The first choice rather than the close button, once the dialog is open (the Modal's effect ran first).
  useEffect(() => {
    if (open) listRef.current?.querySelector<HTMLElement>('.choice')?.focus();
  }, [open]);

  return (
    <>
      <button type="button" className="button is-primary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Icon svg={plusIcon} />
        <span>{t('toolbar.create')}</span>
      </button>
      {open && (
        <Modal title={t('create.title')} lightDismiss onClose={() => setOpen(false)}>
          <ul className="choice-list" ref={listRef}>
            {choices.map((choice) => (
              <li key={choice.href}>
                <a className="choice" href={choice.href}>
                  <Icon svg={choice.icon} />
                  <span>
                    <strong>{choice.title}</strong>
                    <small>{choice.hint}</small>
                  </span>
                  <span className="tag is-primary is-light">{t('template.new')}</span>
                </a>
              </li>
            ))}
          </ul>
        </Modal>
      )}
    </>
  );
}
