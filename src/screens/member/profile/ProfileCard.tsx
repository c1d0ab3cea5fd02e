import type { ReactNode } from 'react';
import type { MessageKey } from '../../../i18n';
import { useT } from '../../../ui/i18n';
import { PanelCard } from '../../../ui/PanelCard';

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
    <PanelCard id={id} title={t(title)} note={t(description)} aside={action}>
      {children}
    </PanelCard>
  );
}
