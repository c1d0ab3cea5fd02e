import type { ReactNode } from 'react';
import type { MessageKey } from '../../../i18n';
import { useT } from '../../../ui/i18n';

/** One section of the profile page: a titled card (the title names the section), maybe with an action beside it. */
export function ProfileCard({
  id,
  title,
  description,
  action,
  children,
}: {
  id: string;
  title: MessageKey;
  description: MessageKey;
  action?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <section className="panel-card" aria-labelledby={id}>
      <div className="panel-card__header">
        <div>
          <h2 className="title is-5" id={id}>
            {t(title)}
          </h2>
          <p>{t(description)}</p>
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
