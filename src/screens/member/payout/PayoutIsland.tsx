import { useEffect, useState } from 'react';
import type { Messages } from '../../../i18n';
import { formatMoney, formatPercent } from '../../../i18n/format';
import { localizePath } from '../../../i18n/locales';
import { routesById } from '../../../routing/routes';
import type { PayoutDestination } from '../../../schemas/payouts';
import { $accountId, loadAccountId } from '../../../stores/account';
import { DateTime } from '../../../ui/DateTime';
import { type IslandProps, island, useLocale, useT } from '../../../ui/i18n';
import { Money } from '../../../ui/Money';
import type { payoutMessageKeys } from '../../../ui/messageKeys';
import { PanelCard } from '../../../ui/PanelCard';
import { EligibilityChecklist } from '../../../ui/PayoutParts';
import { QueryView, Skeleton } from '../../../ui/QueryView';
import { StatGrid, StatTile } from '../../../ui/StatTile';
import { updateSearch, useSearchParams } from '../../../ui/urlState';
import { useClientStore } from '../../../ui/useClientStore';
import { useQuery } from '../../../ui/useQuery';
import { PayoutForm } from './PayoutForm';
import { PayoutHistory } from './PayoutHistory';
import { $payoutAccountId, $payoutAccounts, $savedDestinations, type PayoutAccount, type SavedDestinations } from './queries';

/** /payout (and /help-support): a funded account's payable profit, its checklist, the request form and the history. */
export default island<IslandProps<Messages<(typeof payoutMessageKeys)[number]>>>(Payout);

function Payout({ messages }: { messages: Record<string, string> }) {
  const query = useQuery($payoutAccounts);
  return (
    <QueryView query={query} skeleton={<Skeleton lines={8} />}>
      {({ items }) => (items.length === 0 ? <NoFundedAccount /> : <FundedAccounts accounts={items} messages={messages} />)}
    </QueryView>
  );
}

/**
 * Which account is shown: the one in the URL (`?account=`, so a view can be shared), else the
 * account chosen on /accounts when it is funded, else the newest funded one.
 */
function useShownAccount(accounts: PayoutAccount[]): PayoutAccount {
  const { account: fromUrl } = useSearchParams({ account: '' });
  const stored = useClientStore($accountId);
  useEffect(() => loadAccountId(), []);
  const shown =
    accounts.find((a) => a.accountId === fromUrl) ?? accounts.find((a) => a.accountId === stored) ?? (accounts[0] as PayoutAccount);
  useEffect(() => $payoutAccountId.set(shown.accountId), [shown.accountId]);
  return shown;
}

function FundedAccounts({ accounts, messages }: { accounts: PayoutAccount[]; messages: Record<string, string> }) {
  const t = useT();
  const account = useShownAccount(accounts);
  const destinations = useQuery($savedDestinations);
  // A new form (empty amount, fresh machine) after each request and for each account; it keeps the
  // destination just used (the saved ones are still being refetched when it mounts).
  const [generation, setGeneration] = useState(0);
  const [justUsed, setJustUsed] = useState<PayoutDestination | null>(null);
  return (
    <div className="screen payout">
      {accounts.length > 1 && <AccountPicker accounts={accounts} shown={account} />}
      <Summary account={account} />
      <Checklist account={account} />
      <PanelCard id="payout-request" title={t('payout.form.title')}>
        <QueryView query={destinations} skeleton={<Skeleton lines={6} />}>
          {(saved) => (
            <PayoutForm
              key={`${account.accountId}-${generation}`}
              account={account}
              saved={withJustUsed(saved, justUsed)}
              messages={messages}
              onRequested={(destination) => {
                setJustUsed(destination);
                setGeneration((n) => n + 1);
              }}
            />
          )}
        </QueryView>
      </PanelCard>
      <PayoutHistory />
    </div>
  );
}

function withJustUsed(
  saved: SavedDestinations,
  used: PayoutDestination | null,
): SavedDestinations & { last?: PayoutDestination['method'] } {
  if (!used) return saved;
  return used.method === 'bankTransfer'
    ? { ...saved, bankTransfer: used, last: used.method }
    : { ...saved, crypto: used, last: used.method };
}

function accountName(account: PayoutAccount): string {
  return `${account.challengeName} · ${account.login}`;
}

function AccountPicker({ accounts, shown }: { accounts: PayoutAccount[]; shown: PayoutAccount }) {
  const t = useT();
  return (
    <div className="payout-picker">
      <label className="label" htmlFor="payout-account">
        {t('payout.account')}
      </label>
      <div className="select">
        <select id="payout-account" value={shown.accountId} onChange={(event) => updateSearch({ account: event.target.value, page: null })}>
          {accounts.map((account) => (
            <option key={account.accountId} value={account.accountId}>
              {accountName(account)} ({t(`account.status.${account.status}`)})
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

const statusTone = { active: 'is-info', passed: 'is-success', failed: 'is-danger' } as const;

function Summary({ account }: { account: PayoutAccount }) {
  const t = useT();
  const locale = useLocale();
  const { currency } = account;
  return (
    <PanelCard
      id="payout-summary"
      title={
        <>
          {account.challengeName} · <code className="login">{account.login}</code>
        </>
      }
      aside={
        <span className="status-badges">
          <span className="tag is-light is-success">{t('account.stage.funded')}</span>
          <span className={`tag is-light ${statusTone[account.status]}`}>{t(`account.status.${account.status}`)}</span>
        </span>
      }
    >
      <StatGrid label={t('payout.summary')}>
        <StatTile label={t('payout.balance')} value={<Money minor={account.balance} currency={currency} />} />
        <StatTile
          label={t('payout.profit')}
          tone={account.profit > 0 ? 'gain' : account.profit < 0 ? 'loss' : undefined}
          value={<Money minor={account.profit} currency={currency} signed />}
          hint={formatPercent(account.profit / account.initialBalance, locale, { signed: true })}
        />
        <StatTile
          label={t('payout.profitSplit')}
          value={formatPercent(account.profitSplitPct, locale, { points: true })}
          hint={t('payout.profitSplitHint')}
        />
        <StatTile
          label={t('payout.payable')}
          value={<Money minor={account.payable} currency={currency} />}
          hint={t('payout.minimumHint', { amount: formatMoney(account.minimum, currency, locale) })}
        />
        <StatTile
          label={t('payout.nextPayout')}
          value={<NextPayout at={account.nextPayoutAt} />}
          hint={t('payout.nextPayout.interval', { days: account.payoutIntervalDays })}
        />
      </StatGrid>
    </PanelCard>
  );
}

function NextPayout({ at }: { at: string | null }) {
  const t = useT();
  if (!at) return <>{t('payout.nextPayout.unknown')}</>;
  // Only rendered in the browser (the data arrives there), so the clock is the viewer's.
  if (Date.parse(at) <= Date.now()) return <>{t('payout.nextPayout.now')}</>;
  return <DateTime value={at} style="date" />;
}

/** The account's checklist with its verdict. */
function Checklist({ account }: { account: PayoutAccount }) {
  const t = useT();
  return (
    <PanelCard
      id="payout-eligibility"
      title={t('payout.eligibility.title')}
      aside={
        <span className={`tag is-light ${account.eligible ? 'is-success' : 'is-warning'}`}>
          {account.eligible ? t('payout.eligibility.eligible') : t('payout.eligibility.notEligible')}
        </span>
      }
    >
      <p className="panel-card__hint">{t('payout.eligibility.hint')}</p>
      <EligibilityChecklist items={account.checklist} after={(item) => <IdentityLink item={item} />} />
    </PanelCard>
  );
}

/** An unmet identity check: the way to the verification page, whatever its state asks for. */
function IdentityLink({ item }: { item: { code: string; met: boolean } }) {
  const t = useT();
  const locale = useLocale();
  if (item.code !== 'identity' || item.met) return null;
  return (
    <>
      {' '}
      <a className="payout-checklist__link" href={localizePath(routesById.verification.pattern, locale)}>
        {t('payout.eligibility.identity.link')}
      </a>
    </>
  );
}

function NoFundedAccount() {
  const t = useT();
  const locale = useLocale();
  return (
    <section className="panel-card empty-state payout-empty" aria-labelledby="payout-no-funded">
      <h2 id="payout-no-funded" className="title is-5">
        {t('payout.noFunded.title')}
      </h2>
      <p>{t('payout.noFunded.body')}</p>
      <div className="buttons is-centered">
        <a className="button" href={localizePath('/accounts', locale)}>
          {t('nav.accounts')}
        </a>
        <a className="button is-primary" href={localizePath('/start-new-challenge', locale)}>
          {t('nav.startNewChallenge')}
        </a>
      </div>
    </section>
  );
}
