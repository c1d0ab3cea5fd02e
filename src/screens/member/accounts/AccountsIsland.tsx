import { useEffect } from 'react';
import type { Messages } from '../../../i18n';
import { formatPercent } from '../../../i18n/format';
import { localizePath } from '../../../i18n/locales';
import { $accountId, loadAccountId, selectAccount } from '../../../stores/account';
import { type Column, ListTable, setFilter } from '../../../ui/DataTable';
import { DateTime } from '../../../ui/DateTime';
import { EmptyState } from '../../../ui/EmptyState';
import { type IslandProps, island, useLocale, useT } from '../../../ui/i18n';
import { Money } from '../../../ui/Money';
import { useClientStore } from '../../../ui/useClientStore';
import { useQuery } from '../../../ui/useQuery';
import { StageLabel, StatusBadge } from './AccountLabels';
import { FiguresAge } from './FiguresAge';
import { useLiveAccounts } from './live';
import type { accountsMessageKeys } from './messageKeys';
import { type AccountView, accountList } from './queries';

/** /accounts: the member's trading accounts; choosing one opens its overviews (seed §2). */
export default island<IslandProps<Messages<(typeof accountsMessageKeys)[number]>>>(Accounts);

function Accounts() {
  const t = useT();
  const locale = useLocale();
  const params = accountList.useParams();
  const query = useQuery(accountList.$list);
  const selected = useClientStore($accountId);
  useEffect(loadAccountId, []);
  useLiveAccounts(query.data?.items.filter((a) => a.status === 'active').map((a) => a.id) ?? []);

  const open = (account: AccountView, path: string) => (event: { preventDefault(): void }) => {
    event.preventDefault();
    selectAccount(account.id);
    window.location.assign(localizePath(path, locale));
  };
  const columns: Column<AccountView>[] = [
    {
      id: 'account',
      header: t('accounts.col.account'),
      cell: (a) => (
        <span className="account-name">
          <strong>{a.challengeName}</strong>
          <span className="account-name__login">
            {t('accounts.col.login')} <code className="login">{a.login}</code>
          </span>
          {selected === a.id && <span className="tag is-primary is-light">{t('accounts.selected')}</span>}
        </span>
      ),
    },
    {
      id: 'phase',
      header: t('accounts.col.phase'),
      cell: (a) => (
        <span className="account-stage">
          <StageLabel account={a} />
          <StatusBadge account={a} />
        </span>
      ),
    },
    {
      id: 'balance',
      header: t('accounts.col.balance'),
      align: 'end',
      sort: 'balance',
      cell: (a) => <Money minor={a.balance} currency={a.currency} />,
    },
    { id: 'equity', header: t('accounts.col.equity'), align: 'end', cell: (a) => <Money minor={a.equity} currency={a.currency} /> },
    {
      id: 'profit',
      header: t('accounts.col.profit'),
      align: 'end',
      cell: (a) => (
        <span className="figure-with-share">
          <Money minor={a.figures.openProfit} currency={a.currency} signed tone />
          <small>{formatPercent(a.figures.openProfit / a.initialBalance, locale, { signed: true })}</small>
        </span>
      ),
    },
    {
      id: 'started',
      header: t('accounts.col.started'),
      sort: 'started',
      cell: (a) => (
        <span className="account-dates">
          <DateTime value={a.startedAt} style="date" />
          <FiguresAge account={a} />
        </span>
      ),
    },
    {
      id: 'open',
      header: t('accounts.col.open'),
      cell: (a) => (
        <span className="row-actions">
          <a
            className="button is-small is-primary"
            href={localizePath('/accounts/account-overview', locale)}
            onClick={open(a, '/accounts/account-overview')}
          >
            {t('nav.accountOverview')}
          </a>
          <a
            className="button is-small"
            href={localizePath('/accounts/trading-overview', locale)}
            onClick={open(a, '/accounts/trading-overview')}
          >
            {t('nav.tradingOverview')}
          </a>
        </span>
      ),
    },
  ];

  return (
    <section className="panel-card screen">
      <div className="screen__toolbar">
        <div className="segmented" role="group" aria-label={t('accounts.filter')}>
          {(['active', 'all'] as const).map((status) => (
            <button
              key={status}
              type="button"
              aria-pressed={params.status === status}
              onClick={() => setFilter({ status: status === accountList.defaults.status ? null : status })}
            >
              {t(`accounts.filter.${status}`)}
            </button>
          ))}
        </div>
      </div>
      <ListTable
        caption={t('accounts.caption')}
        columns={columns}
        list={accountList}
        selectedKey={selected}
        empty={
          <EmptyState text={params.status === 'active' ? t('accounts.emptyActive') : t('accounts.empty')}>
            <a className="button is-primary" href={localizePath('/start-new-challenge', locale)}>
              {t('nav.startNewChallenge')}
            </a>
          </EmptyState>
        }
      />
    </section>
  );
}
