import { useEffect } from 'react';
import { $account } from '../api/account';
import type { Messages } from '../i18n';
import { $accountId, loadAccountId } from '../stores/account';
import { type IslandProps, island, useT } from '../ui/i18n';
import { useClientStore } from '../ui/useClientStore';

/**
 * 'Account ID: {id}' in the header of the account and trading overview pages. Traders know an
 * account by its platform login, so that is shown once the account is loaded (the overview screen
 * fetches it anyway; this reads the same cached answer); until then, the stored id.
 */
export default island<IslandProps<Messages<'header.accountId'>>>(AccountId);

function AccountId() {
  const t = useT();
  const accountId = useClientStore($accountId);
  const { data } = useClientStore($account);
  useEffect(loadAccountId, []);
  if (!accountId) return null;
  const id = data?.id === accountId ? data.login : accountId;
  return <span className="header__account-id">{t('header.accountId', { id })}</span>;
}
