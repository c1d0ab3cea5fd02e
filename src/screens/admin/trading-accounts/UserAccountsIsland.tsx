import { useEffect } from 'react';
import type { Locale, Messages } from '../../../i18n';
import { localizePath } from '../../../i18n/locales';
import { type Column, ListTable, setFilter } from '../../../ui/DataTable';
import { DateTime } from '../../../ui/DateTime';
import { EmptyState } from '../../../ui/EmptyState';
import { island, useLocale, useT } from '../../../ui/i18n';
import { Money } from '../../../ui/Money';
import { StageLabel, StatusBadge } from '../../member/accounts/AccountLabels';
import { $userId } from '../users/queries';
import { MemberHeader } from './MemberHeader';
import type { userAccountsMessageKeys } from './messageKeys';
import { type UserAccountRow, userAccountList } from './queries';

type Props = { locale: Locale; userId: string; messages: Messages<(typeof userAccountsMessageKeys)[number]> };

/** /users/{userId}/trading-accounts: one member's accounts, each opening its report. */
export default island<Props>(UserAccounts);

function UserAccounts({ userId }: { userId: string }) {
  const t = useT();
  const locale = useLocale();
  const params = userAccountList.useParams();
  useEffect(() => {
    $userId.set(userId);
    return () => $userId.set(null);
  }, [userId]);

  const reportPath = (account: UserAccountRow) =>
    localizePath(`/users/${encodeURIComponent(userId)}/trading-accounts/${encodeURIComponent(account.id)}/view-report`, locale);
  const columns: Column<UserAccountRow>[] = [
    {
      id: 'login',
      header: t('adminAccounts.col.login'),
      cell: (a) => (
        <a href={reportPath(a)}>
          <code className="login">{a.login}</code>
        </a>
      ),
    },
    { id: 'challenge', header: t('adminAccounts.col.challenge'), cell: (a) => a.challengeName },
    { id: 'phase', header: t('adminAccounts.col.phase'), cell: (a) => <StageLabel account={a} /> },
    { id: 'status', header: t('adminAccounts.col.status'), cell: (a) => <StatusBadge account={a} /> },
    {
      id: 'balance',
      header: t('adminAccounts.col.balance'),
      align: 'end',
      sort: 'balance',
      cell: (a) => <Money minor={a.balance} currency={a.currency} />,
    },
    { id: 'equity', header: t('adminAccounts.col.equity'), align: 'end', cell: (a) => <Money minor={a.equity} currency={a.currency} /> },
    { id: 'started', header: t('adminAccounts.col.started'), sort: 'started', cell: (a) => <DateTime value={a.startedAt} style="date" /> },
    {
      id: 'report',
      header: t('adminAccounts.col.report'),
      quietHeader: true,
      cell: (a) => (
        <a className="button is-small is-primary" href={reportPath(a)} aria-label={t('adminAccounts.viewReportOf', { login: a.login })}>
          {t('adminAccounts.viewReport')}
        </a>
      ),
    },
  ];

  return (
    <div className="screen admin-accounts">
      <MemberHeader userId={userId} />
      <section className="panel-card">
        <div className="screen__toolbar">
          <div className="segmented" role="group" aria-label={t('adminAccounts.filter')}>
            {(['all', 'active'] as const).map((status) => (
              <button
                key={status}
                type="button"
                aria-pressed={params.status === status}
                onClick={() => setFilter({ status: status === userAccountList.defaults.status ? null : status })}
              >
                {t(`adminAccounts.filter.${status}`)}
              </button>
            ))}
          </div>
        </div>
        <ListTable
          caption={t('adminAccounts.caption')}
          columns={columns}
          list={userAccountList}
          empty={<EmptyState text={params.status === 'active' ? t('adminAccounts.emptyActive') : t('adminAccounts.empty')} />}
        />
      </section>
    </div>
  );
}
