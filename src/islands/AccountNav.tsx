import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { Messages } from '../i18n';
import { $accountId, loadAccountId } from '../stores/account';

type Props = {
  messages: Messages<'nav.accountOverview' | 'nav.tradingOverview' | 'nav.accountRequired'>;
  links: { accountOverview: string; tradingOverview: string };
  currentId: string;
};

/** Account Overview and Trading Overview stay disabled until an account is picked (seed §2). */
export default function AccountNav({ messages, links, currentId }: Props) {
  const accountId = useStore($accountId);
  useEffect(loadAccountId, []);
  const items = [
    { id: 'accountOverview', href: links.accountOverview, label: messages['nav.accountOverview'] },
    { id: 'tradingOverview', href: links.tradingOverview, label: messages['nav.tradingOverview'] },
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
            // A link without href is not focusable; the title explains why it is inert.
            <a className="nav-link" aria-disabled="true" title={messages['nav.accountRequired']} role="link">
              {item.label}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
