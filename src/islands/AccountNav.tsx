import { useEffect } from 'react';
import type { Locale, Messages } from '../i18n';
import { $accountId, loadAccountId } from '../stores/account';
import { island, useT } from '../ui/i18n';
import { useClientStore } from '../ui/useClientStore';

type Props = {
  locale: Locale;
  messages: Messages<'nav.accountOverview' | 'nav.tradingOverview' | 'nav.accountRequired'>;
  links: { accountOverview: string; tradingOverview: string };
  currentId: string;
};

/** Account Overview and Trading Overview stay disabled until an account is picked (seed §2). */
export default island<Props>(Nav);

function Nav({ links, currentId }: Omit<Props, 'locale' | 'messages'>) {
  const t = useT();
  const accountId = useClientStore($accountId);
  useEffect(loadAccountId, []);
  const items = [
    { id: 'accountOverview', href: links.accountOverview, label: t('nav.accountOverview') },
    { id: 'tradingOverview', href: links.tradingOverview, label: t('nav.tradingOverview') },
  ];
  return (
    <ul className="nav-sublist">
      {items.map((item) => (
        <li key={item.id}>
          {accountId ? (
            <a className="nav-link" href={item.href} aria-current={currentId === item.id ? 'page' : undefined}>
              {item.label}
            </a>
          ) : (
            // Inert until an account is picked; the hidden note tells screen-reader users why.
            <span className="nav-link" aria-disabled="true" title={t('nav.accountRequired')}>
              {item.label}
              <span className="visually-hidden"> ({t('nav.accountRequired')})</span>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
