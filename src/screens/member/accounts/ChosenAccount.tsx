import { type ReactNode, useEffect, useState } from 'react';
import { localizePath } from '../../../i18n/locales';
import { $accountId, loadAccountId } from '../../../stores/account';
import { useLocale, useT } from '../../../ui/i18n';
import { Skeleton } from '../../../ui/QueryView';
import { useClientStore } from '../../../ui/useClientStore';

/**
 * The overview screens show the account chosen on /accounts. Until the browser has read the stored
 * choice nothing is decided (a skeleton, not a "no account" flash); without one, the way back.
 */
export function ChosenAccount({ children }: { children: (accountId: string) => ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const accountId = useClientStore($accountId);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    loadAccountId();
    setReady(true);
  }, []);
  if (!ready) return <Skeleton lines={4} />;
  if (!accountId)
    return (
      <section className="panel-card empty-state">
        <p>{t('overview.noAccount')}</p>
        <a className="button is-primary" href={localizePath('/accounts', locale)}>
          {t('overview.chooseAccount')}
        </a>
      </section>
    );
  return <>{children(accountId)}</>;
}
