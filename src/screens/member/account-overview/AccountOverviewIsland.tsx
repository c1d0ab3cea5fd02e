import { useEffect, useState } from 'react';
import { call, rpc } from '../../../api/rpc';
import type { Locale, MessageKey, Messages } from '../../../i18n';
import { formatDate, formatMoney, formatPercent, viewerTimeZone } from '../../../i18n/format';
import { breachWords } from '../../../ui/breachWords';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { CopyButton } from '../../../ui/CopyButton';
import { Countdown } from '../../../ui/Countdown';
import { DataAge } from '../../../ui/DataAge';
import { DateTime } from '../../../ui/DateTime';
import { type DefinitionId, definitionHref } from '../../../ui/definitions';
import { Notice } from '../../../ui/forms/FormParts';
import { island, useLocale, useT } from '../../../ui/i18n';
import { Money } from '../../../ui/Money';
import { PanelCard } from '../../../ui/PanelCard';
import { QueryView, Skeleton } from '../../../ui/QueryView';
import { StatGrid, StatTile } from '../../../ui/StatTile';
import { useQuery } from '../../../ui/useQuery';
import { StageLabel, StatusBadge } from '../accounts/AccountLabels';
import { ChosenAccount } from '../accounts/ChosenAccount';
import { FiguresAge } from '../accounts/FiguresAge';
import { useLiveAccount, useUntilPlatformConfirms } from '../accounts/live';
import { OpenPositions, PositionTable } from '../accounts/OpenPositions';
import { $account, $breach, type AccountView, refreshAccount } from '../accounts/queries';
import { EquityPath } from './EquityPath';
import type { accountOverviewMessageKeys } from './messageKeys';

type Props = { locale: Locale; messages: Messages<(typeof accountOverviewMessageKeys)[number]> };

/** /accounts/account-overview: where the chosen account stands against its rules, and why. */
export default island<Props>(() => <ChosenAccount>{(accountId) => <AccountOverview accountId={accountId} />}</ChosenAccount>);

/** Also the first half of an administrator's account report (src/screens/admin/trading-accounts). */
/** Who reads the overview: its trader, or an administrator on the account's report. */
type Viewer = 'member' | 'admin';

export function AccountOverview({ accountId, viewer = 'member' }: { accountId: string; viewer?: Viewer }) {
  useLiveAccount(accountId);
  const query = useQuery($account);
  useUntilPlatformConfirms(query.data);
  return (
    <QueryView query={query} skeleton={<Skeleton lines={8} />}>
      {(account) => (
        <div className="screen overview">
          <Summary account={account} />
          {account.status === 'active' && <Today account={account} />}
          {/* A failed account's receipt lists what was open at the breach. */}
          {account.status === 'failed' ? <BreachReceipt account={account} /> : <OpenPositions account={account} />}
          <Objectives account={account} />
          <Credentials account={account} viewer={viewer} />
        </div>
      )}
    </QueryView>
  );
}

function useMoney(currency: string) {
  const locale = useLocale();
  return (minor: number) => formatMoney(minor, currency, locale);
}

function Summary({ account }: { account: AccountView }) {
  const t = useT();
  const locale = useLocale();
  const profit = account.figures.openProfit;
  const how = (id: DefinitionId) => ({ href: definitionHref(locale, id, account.id), linkContext: t('account.howCalculated') });
  return (
    <PanelCard
      id="overview-summary"
      title={
        <>
          {account.challengeName} · <StageLabel account={account} />
        </>
      }
      aside={<StatusBadge account={account} />}
    >
      {account.status !== 'active' && (
        <p className="account-overview__as-of">
          <FiguresAge account={account} />
        </p>
      )}
      <StatGrid label={t('overview.summary')}>
        <StatTile
          label={t('overview.balance')}
          value={<Money minor={account.balance} currency={account.currency} />}
          {...how('fig-balance')}
        />
        <StatTile
          label={t('overview.equity')}
          value={<Money minor={account.equity} currency={account.currency} />}
          {...how('fig-equity')}
        />
        <StatTile
          {...how('fig-profit-open')}
          label={t('overview.profit')}
          tone={profit > 0 ? 'gain' : profit < 0 ? 'loss' : undefined}
          value={<Money minor={profit} currency={account.currency} signed />}
          hint={formatPercent(profit / account.initialBalance, locale, { signed: true })}
        />
        <StatTile label={t('overview.initialBalance')} value={<Money minor={account.initialBalance} currency={account.currency} />} />
        <StatTile
          label={t('overview.started')}
          value={<DateTime value={account.startedAt} style="date" />}
          hint={account.status === 'active' ? <DataAge syncedAt={account.lastSyncedAt} /> : undefined}
        />
      </StatGrid>
    </PanelCard>
  );
}

function Today({ account }: { account: AccountView }) {
  const t = useT();
  const locale = useLocale();
  const money = useMoney(account.currency);
  const zone = account.rules.resetTimeZone;
  const mine = viewerTimeZone();
  return (
    <PanelCard id="overview-today" title={t('overview.today')}>
      <div className="today">
        <div className="today__figure">
          <p className="today__label">{t('overview.today.permittedLoss')}</p>
          <p
            className={
              account.figures.permittedLossToday < account.figures.dailyLossAmount * 0.25 ? 'today__value is-loss' : 'today__value'
            }
          >
            {money(account.figures.permittedLossToday)}
          </p>
          <p className="today__hint">
            {t('overview.today.permittedLossHint', {
              amount: money(account.figures.permittedLossToday),
              floor: money(account.evaluation.dailyLossFloor),
            })}
          </p>
        </div>
        <div className="today__figure">
          <p className="today__label">{t('overview.today.resetIn')}</p>
          <p className="today__value">
            <Countdown to={account.nextResetAt} label={t('overview.today.resetIn')} />
          </p>
          <p className="today__hint">
            {t('overview.today.resetAtFirm', { time: formatDate(account.nextResetAt, locale, 'dateTime', { timeZone: zone }), zone })}
            <br />
            {t('overview.today.resetAtYours', {
              time: formatDate(account.nextResetAt, locale, 'dateTime', { timeZone: mine }),
              zone: mine,
            })}
          </p>
        </div>
      </div>
    </PanelCard>
  );
}

type ObjectiveState = 'met' | 'notMet' | 'ongoing' | 'breached';
const stateTone: Record<ObjectiveState, string> = { met: 'is-success', notMet: 'is-warning', ongoing: 'is-info', breached: 'is-danger' };

function Objective({
  title,
  state,
  progress,
  progressText,
  level,
  formula,
  definition,
  children,
}: {
  title: string;
  state: ObjectiveState;
  progress: number;
  progressText: string;
  level?: string;
  formula: string;
  /** Where the rule is defined, with an example (the page also names the account's version). */
  definition: { id: DefinitionId; accountId: string };
  children?: React.ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <li className="objective">
      <div className="objective__head">
        <h3 className="objective__title">{title}</h3>
        <span className={`tag is-light ${stateTone[state]}`}>{t(`overview.objective.${state}` as MessageKey)}</span>
      </div>
      <progress className={`progress is-small ${stateTone[state]}`} max={1} value={Math.max(0, Math.min(1, progress))} aria-label={title}>
        {progressText}
      </progress>
      <p className="objective__figures">
        <span>{progressText}</span>
        {level && (
          <span>
            {t('overview.objective.level')}: <strong>{level}</strong>
          </span>
        )}
      </p>
      <p className="objective__formula">
        {formula}{' '}
        <a className="objective__how" href={definitionHref(locale, definition.id, definition.accountId)}>
          {t('account.howCalculated')}
          <span className="visually-hidden"> ({title})</span>
        </a>
      </p>
      {children}
    </li>
  );
}

function Objectives({ account }: { account: AccountView }) {
  const t = useT();
  const locale = useLocale();
  const money = useMoney(account.currency);
  const { rules, evaluation, objectives, figures, initialBalance } = account;
  const pct = (value: number) => formatPercent(value, locale, { points: true });
  const closed = account.status !== 'active';
  // The engine's floors (for a closed account: as they stood when it closed); the formulas show how.
  const dailyFloor = objectives.maxDailyLoss.floor;
  const maxFloor = objectives.maxLoss.floor;
  const definition = (id: DefinitionId) => ({ id, accountId: account.id });
  const lossState = (met: boolean, rule: 'maxDailyLoss' | 'maxLoss'): ObjectiveState =>
    evaluation.breach?.rule === rule ? 'breached' : met ? (closed ? 'met' : 'ongoing') : 'breached';
  const items: React.ReactNode[] = [];

  if (objectives.profitTarget.enabled && rules.profitTargetPct !== null) {
    const target = evaluation.profitTarget;
    const gained = figures.totalProfit;
    items.push(
      <Objective
        key="profitTarget"
        title={t('overview.objective.profitTarget')}
        state={objectives.profitTarget.met ? 'met' : closed ? 'notMet' : 'ongoing'}
        progress={gained / (target - initialBalance)}
        progressText={t('overview.progress.profit', { current: money(gained), target: money(target - initialBalance) })}
        level={money(target)}
        definition={definition('rule-profit-target')}
        formula={t('overview.formula.profitTarget', {
          initial: money(initialBalance),
          pct: pct(rules.profitTargetPct),
          target: money(target),
        })}
      />,
    );
  }
  items.push(
    <Objective
      key="maxDailyLoss"
      title={t('overview.objective.maxDailyLoss')}
      state={lossState(objectives.maxDailyLoss.met, 'maxDailyLoss')}
      progress={1 - figures.permittedLossToday / figures.dailyLossAmount}
      progressText={t('overview.progress.lossRoom', { room: money(figures.permittedLossToday) })}
      level={money(dailyFloor)}
      definition={definition('rule-daily-loss')}
      formula={t(
        rules.dailyLossBasis === 'balanceOrEquity' ? 'overview.formula.dailyLossBalanceOrEquity' : 'overview.formula.dailyLossBalance',
        {
          basis: money(figures.dailyBasis),
          pct: pct(rules.maxDailyLossPct),
          initial: money(initialBalance),
          floor: money(dailyFloor),
        },
      )}
    />,
    <Objective
      key="maxLoss"
      title={t('overview.objective.maxLoss')}
      state={lossState(objectives.maxLoss.met, 'maxLoss')}
      progress={1 - figures.roomToMaxLoss / figures.maxLossAmount}
      progressText={t('overview.progress.lossRoom', { room: money(figures.roomToMaxLoss) })}
      level={money(maxFloor)}
      definition={definition('rule-max-loss')}
      formula={
        rules.maxLossMode === 'trailing'
          ? figures.paidOut !== 0
            ? t('overview.formula.maxLossTrailingPaidOut', {
                highest: money(figures.highestEodBalance),
                pct: pct(rules.maxLossPct),
                initial: money(initialBalance),
                paid: money(figures.paidOut),
                lowest: money(initialBalance - figures.maxLossAmount),
                floor: money(maxFloor),
              })
            : t('overview.formula.maxLossTrailing', {
                highest: money(figures.highestEodBalance),
                pct: pct(rules.maxLossPct),
                initial: money(initialBalance),
                floor: money(maxFloor),
              })
          : t('overview.formula.maxLossStatic', {
              initial: money(initialBalance),
              pct: pct(rules.maxLossPct),
              floor: money(maxFloor),
            })
      }
    />,
  );
  if (rules.minTradingDays > 0) {
    items.push(
      <Objective
        key="minTradingDays"
        title={t('overview.objective.minTradingDays')}
        state={objectives.minTradingDays.met ? 'met' : closed ? 'notMet' : 'ongoing'}
        progress={objectives.minTradingDays.days / rules.minTradingDays}
        progressText={
          objectives.minTradingDays.days >= rules.minTradingDays
            ? t('overview.progress.daysReached', { days: objectives.minTradingDays.days, required: rules.minTradingDays })
            : t('overview.progress.days', { days: objectives.minTradingDays.days, required: rules.minTradingDays })
        }
        definition={definition('rule-min-days')}
        formula={t('overview.formula.minTradingDays', { days: objectives.minTradingDays.days, required: rules.minTradingDays })}
      />,
    );
  }
  if (figures.bestDay) {
    const best = figures.bestDay;
    // Without profit the rule has nothing to measure yet: no limit of $0.00 and no full warning bar.
    const inProfit = figures.totalProfit > 0;
    items.push(
      <Objective
        key="bestDay"
        title={t('overview.objective.bestDay')}
        state={best.blocking ? (closed ? 'notMet' : 'ongoing') : 'met'}
        progress={inProfit ? (best.limit > 0 ? best.best / best.limit : 1) : 0}
        progressText={
          inProfit
            ? t('overview.progress.bestDay', { best: money(best.best), limit: money(best.limit) })
            : t('overview.bestDay.noProfit', { pct: pct(best.limitPct) })
        }
        definition={definition('rule-best-day')}
        formula={t('overview.formula.bestDay', {
          best: money(best.best),
          pct: pct(best.limitPct),
          total: money(figures.totalProfit),
          limit: money(best.limit),
        })}
      >
        {!closed && inProfit && (
          <p className={best.blocking ? 'objective__advice is-warning' : 'objective__advice'}>
            {best.blocking
              ? t('overview.bestDay.blocking', { more: money(best.moreProfitNeeded), max: money(best.maxDay) })
              : t('overview.bestDay.ok')}
          </p>
        )}
      </Objective>,
    );
  }
  return (
    <PanelCard
      id="overview-objectives"
      title={t('overview.objectives')}
      aside={
        rules.timeLimitDays !== null && (
          <span className="objective__limit">
            {t('overview.timeLimit', {
              days: rules.timeLimitDays,
              date: formatDate(Date.parse(account.startedAt) + rules.timeLimitDays * 86_400_000, locale, 'dateTime'),
            })}
          </span>
        )
      }
    >
      <ul className="objectives">{items}</ul>
    </PanelCard>
  );
}

function BreachReceipt({ account }: { account: AccountView }) {
  const t = useT();
  const locale = useLocale();
  const money = useMoney(account.currency);
  const query = useQuery($breach);
  return (
    <PanelCard
      id="overview-breach"
      title={t('overview.breach.title')}
      className="breach"
      aside={
        <a className="objective__how" href={definitionHref(locale, 'rule-breach', account.id)}>
          {t('account.howCalculated')}
          <span className="visually-hidden"> ({t('overview.breach.title')})</span>
        </a>
      }
    >
      <QueryView query={query}>
        {(breach) => {
          const words = breachWords(breach, account.rules, t, locale);
          const { formula, trigger } = words;
          return (
            <div className="breach__body">
              <p className="breach__rule">
                <strong>{words.rule}</strong>
              </p>
              <dl className="breach__facts">
                <dt>{t('overview.breach.at')}</dt>
                <dd>
                  <DateTime value={breach.at} withZone />
                </dd>
                <dt>{t('overview.equity')}</dt>
                <dd>{words.equityVsFloor}</dd>
                <dt>{t('overview.balance')}</dt>
                <dd>{money(account.balance)}</dd>
                {formula && (
                  <>
                    <dt>{t('overview.breach.formula')}</dt>
                    <dd className="objective__formula">{formula}</dd>
                  </>
                )}
                {breach.reason && (
                  <>
                    <dt>{t('overview.breach.reason')}</dt>
                    <dd>{breach.reason}</dd>
                  </>
                )}
              </dl>
              <p className="breach__trigger">{trigger}</p>
              <h3 className="title is-6">{t('positions.titleAtClose')}</h3>
              {breach.positions.items.length === 0 ? (
                <p>{t('positions.emptyAtClose')}</p>
              ) : (
                <PositionTable positions={breach.positions} currency={account.currency} />
              )}
              {breach.path.length > 1 && (
                <>
                  <h3 className="title is-6">{t('overview.breach.path')}</h3>
                  <EquityPath
                    path={breach.path}
                    floor={breach.floor}
                    at={breach.at}
                    currency={account.currency}
                    label={`${t('overview.breach.path')}. ${trigger}`}
                  />
                </>
              )}
            </div>
          );
        }}
      </QueryView>
    </PanelCard>
  );
}

/**
 * What a trader types into the platform's terminal: platform, server, login and the trading password
 * (fetched only when asked for, hidden again on request), and a new password through the platform.
 * An administrator's report shows the same panel without the password (they reset it, they do not read it).
 */
function Credentials({ account, viewer }: { account: AccountView; viewer: Viewer }) {
  const t = useT();
  const opening = account.access.state === 'pending';
  const field = (label: string, value: string | null) => (
    <div>
      <dt>{label}</dt>
      <dd>
        {value ? (
          <>
            <code>{value}</code>
            <CopyButton value={value} label={label} />
          </>
        ) : (
          '—'
        )}
      </dd>
    </div>
  );
  return (
    <PanelCard id="overview-credentials" title={t('overview.credentials')}>
      {opening && <Notice kind="info">{t('overview.credentials.opening')}</Notice>}
      <dl className="credentials">
        {field(t('overview.credentials.platform'), account.platform)}
        {field(t('overview.credentials.server'), account.access.server)}
        {field(t('overview.credentials.login'), account.login)}
        {viewer === 'member' && !opening && <Password account={account} />}
        <div>
          <dt>{t('overview.credentials.lastSynced')}</dt>
          <dd>
            {account.lastSyncedAt ? <DateTime value={account.lastSyncedAt} withZone /> : '—'}{' '}
            {account.status === 'active' && <DataAge syncedAt={account.lastSyncedAt} />}
          </dd>
        </div>
      </dl>
      {viewer === 'member' && !opening && <ChangePassword account={account} />}
    </PanelCard>
  );
}

function Password({ account }: { account: AccountView }) {
  const t = useT();
  const [shown, setShown] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const pending = account.access.passwordChangePending;
  // A changed password is asked for afresh.
  useEffect(() => {
    if (!pending) setShown(null);
  }, [pending]);
  const show = async () => {
    try {
      setFailed(null);
      setShown((await call(rpc.api.accounts[':id'].credentials.$get({ param: { id: account.id } }))).password);
    } catch (error) {
      setFailed(error instanceof Error && error.message ? error.message : t('error.generic'));
    }
  };
  const label = t('overview.credentials.password');
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        <code aria-live="polite">{shown ?? '••••••••••••'}</code>
        {shown && <CopyButton value={shown} label={label} />}
        <button type="button" className="button is-small is-ghost" onClick={shown ? () => setShown(null) : show} aria-pressed={!!shown}>
          {shown ? t('overview.credentials.hidePassword') : t('overview.credentials.showPassword')}
        </button>
        {failed && <span className="help is-danger">{failed}</span>}
      </dd>
    </div>
  );
}

function ChangePassword({ account }: { account: AccountView }) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  if (account.access.passwordChangePending) return <Notice kind="info">{t('overview.credentials.changePending')}</Notice>;
  // Read-only and closed accounts keep their password: there is nothing left to protect on them.
  if (account.access.target === 'disabled') return null;
  return (
    <>
      <button type="button" className="button is-small credentials__change" onClick={() => setAsking(true)}>
        {t('overview.credentials.changePassword')}
      </button>
      {asking && (
        <ConfirmDialog
          title={t('overview.credentials.changePassword')}
          confirmLabel={t('overview.credentials.changePassword')}
          cancelLabel={t('overview.credentials.keepPassword')}
          tone="warning"
          onClose={() => setAsking(false)}
          run={() => call(rpc.api.accounts[':id']['trading-password'].$post({ param: { id: account.id } }))}
          success={() => t('overview.credentials.changeSent')}
          refresh={() => refreshAccount(account.id)}
        >
          <p>{t('overview.credentials.changeConfirm')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
