import { useEffect } from 'react';
import type { Messages } from '../i18n';
import { format } from '../i18n/format';
import { $accountId, loadAccountId } from '../stores/account';
import { useClientStore } from './ui/useClientStore';

/** 'Account ID: {id}' in the header of the account and trading overview pages. */
export default function HeaderAccountId({ messages }: { messages: Messages<'header.accountId'> }) {
  const accountId = useClientStore($accountId);
  useEffect(loadAccountId, []);
  if (!accountId) return null;
  return <span className="header__account-id">{format(messages['header.accountId'], { id: accountId })}</span>;
}
