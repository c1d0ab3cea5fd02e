import { useEffect } from 'react';
import type { Locale, Messages } from '../../../i18n';
import { formatDay, formatNumber, formatPercent } from '../../../i18n/format';
import { type DefinitionId, definitionHref } from '../../../ui/definitions';
import { island, useLocale, useT } from '../../../ui/i18n';
import { Money } from '../../../ui/Money';
import { PanelCard } from '../../../ui/PanelCard';
import { QueryView, Skeleton } from '../../../ui/QueryView';
import { StatGrid, StatTile } from '../../../ui/StatTile';
import { usePrefetch, useQuery } from '../../../ui/useQuery';
import { StageLabel, StatusBadge } from '../accounts/AccountLabels';
import { AfterClose } from '../accounts/AfterClose';
import { ChosenAccount } from '../accounts/ChosenAccount';
import { FiguresAge } from '../accounts/FiguresAge';
import { useLiveAccount, useUntilPlatformConfirms } from '../accounts/live';
import { OpenPositions } from '../accounts/OpenPositions';
import { $account, $calendarMonth, $daily, $equity, $statistics, $trades, type AccountView, tradeList } from '../accounts/queries';
import { DailyCalendar } from './DailyCalendar';
import { EquityChart } from './EquityChart';
import type { tradingOverviewMessageKeys } from './messageKeys';
import { TradeHistory } from './TradeHistory';

type Props = { locale: Locale; messages: Messages<(typeof tradingOverviewMessageKeys)[number]> };

/** /accounts/trading-overview: how the chosen account has traded — equity, days, statistics, trades. */
export default island<Props>(() => <ChosenAccount>{(accountId) => <TradingOverview accountId={accountId} />}</ChosenAccount>);

/**
 * Also the second half of an administrator's account report, beside AccountOverview, which already
 * keeps the account's stream open there (`live={false}`: one stream per page).
 */
export function TradingOverview({ accountId, live = true }: { accountId: string; live?: boolean }) {
  useLiveAccount(live ? accountId : null);
  const query = useQuery($account);
  useUntilPlatformConfirms(live ? query.data : undefined);
  const params = tradeList.useParams();
  useEffect(() => {
    // A link filtered to a day opens the calendar on that day's month (only on arrival: choosing a
    // day in the calendar keeps the month it shows).
    const day = new URLSearchParams(window.location.search).get('day');
    if (day && $calendarMonth.get() === null) $calendarMonth.set(day.slice(0, 7));
  }, []);
  // After the month above, so the calendar's first request is for the month it shows.
  usePrefetch($equity, $daily, $statistics, $trades);

  return (
    <QueryView query={query} skeleton={<Skeleton lines={8} />}>
      {(account) => (
        <div className="screen trading-overview">
          <AccountLine account={account} />
          <EquityChart account={account} />
          {/* The administrator's report lists them in its account half already. */}
          {live && <OpenPositions account={account} />}
          <div className="trading-overview__pair">
            <DailyCalendar account={account} selectedDay={params.day} />
            <Statistics account={account} />
          </div>
          <TradeHistory account={account} params={params} />
          {account.status !== 'active' && <AfterClose account={account} />}
        </div>
      )}
    </QueryView>
  );
}

function AccountLine({ account }: { account: AccountView }) {
  const t = useT();
  return (
    <header className="trading-overview__account">
      <p>
        <strong>{account.challengeName}</strong> · <StageLabel account={account} /> ·{' '}
        <span>{t('tradingOverview.login', { login: account.login })}</span>
      </p>
      <StatusBadge account={account} />
      <FiguresAge account={account} />
    </header>
  );
}

const toneOf = (minor: number | null | undefined) => (minor && minor > 0 ? 'gain' : minor && minor < 0 ? 'loss' : undefined);

function Statistics({ account }: { account: AccountView }) {
  const t = useT();
  const locale = useLocale();
  const query = useQuery($statistics);
  const currency = account.currency;
  const none = '—';
  const money = (minor: number | null, signed = false) =>
    minor === null ? none : <Money minor={minor} currency={currency} signed={signed} />;
  const how = (id: DefinitionId) => ({ href: definitionHref(locale, id, account.id), linkContext: t('account.howCalculated') });

  return (
    <PanelCard id="trading-statistics" title={t('tradingOverview.stats.title')} className="trading-statistics">
      <QueryView query={query} skeleton={<Skeleton lines={6} />}>
        {(stats) => (
          <StatGrid label={t('tradingOverview.stats.title')}>
            <StatTile
              {...how('stat-win-rate')}
              label={t('tradingOverview.stats.winRate')}
              value={stats.winRate === null ? none : formatPercent(stats.winRate, locale, { digits: 1 })}
              hint={t('tradingOverview.stats.winsLosses', {
                wins: formatNumber(stats.wins, locale, 0),
                losses: formatNumber(stats.losses, locale, 0),
              })}
            />
            <StatTile
              {...how('stat-average-win-loss')}
              label={t('tradingOverview.stats.averageWin')}
              tone={toneOf(stats.averageWin)}
              value={money(stats.averageWin)}
              hint={t('tradingOverview.stats.netOfCosts')}
            />
            <StatTile
              {...how('stat-average-win-loss')}
              label={t('tradingOverview.stats.averageLoss')}
              tone={toneOf(stats.averageLoss)}
              value={money(stats.averageLoss)}
              hint={t('tradingOverview.stats.netOfCosts')}
            />
            <StatTile
              {...how('stat-risk-reward')}
              label={t('tradingOverview.stats.riskReward')}
              value={stats.averageRiskReward === null ? none : formatNumber(stats.averageRiskReward, locale, 2)}
              hint={t('tradingOverview.stats.riskRewardHint')}
            />
            <StatTile
              {...how('stat-profit-factor')}
              label={t('tradingOverview.stats.profitFactor')}
              value={stats.profitFactor === null ? none : formatNumber(stats.profitFactor, locale, 2)}
            />
            <StatTile
              {...how('stat-expectancy')}
              label={t('tradingOverview.stats.expectancy')}
              tone={toneOf(stats.expectancy)}
              value={money(stats.expectancy, true)}
              hint={t('tradingOverview.stats.perTrade')}
            />
            <StatTile
              {...how('stat-best-worst-trade')}
              label={t('tradingOverview.stats.bestTrade')}
              tone={toneOf(stats.bestTrade?.result)}
              value={money(stats.bestTrade?.result ?? null, true)}
              hint={stats.bestTrade ? t('tradingOverview.stats.ticket', { ticket: stats.bestTrade.ticket }) : undefined}
            />
            <StatTile
              {...how('stat-best-worst-trade')}
              label={t('tradingOverview.stats.worstTrade')}
              tone={toneOf(stats.worstTrade?.result)}
              value={money(stats.worstTrade?.result ?? null, true)}
              hint={stats.worstTrade ? t('tradingOverview.stats.ticket', { ticket: stats.worstTrade.ticket }) : undefined}
            />
            <StatTile
              {...how('stat-streaks')}
              label={t('tradingOverview.stats.winStreak')}
              value={formatNumber(stats.longestWinStreak, locale, 0)}
              hint={t('tradingOverview.stats.inARow')}
            />
            <StatTile
              {...how('stat-streaks')}
              label={t('tradingOverview.stats.lossStreak')}
              value={formatNumber(stats.longestLossStreak, locale, 0)}
              hint={t('tradingOverview.stats.inARow')}
            />
            <StatTile
              {...how('stat-max-drawdown')}
              label={t('tradingOverview.stats.maxDrawdown')}
              tone={stats.maxDrawdown?.amount ? 'loss' : undefined}
              value={money(stats.maxDrawdown?.amount ?? null)}
              hint={
                stats.maxDrawdown
                  ? t('tradingOverview.stats.ofInitial', { pct: formatPercent(stats.maxDrawdown.pct / 100, locale, { digits: 2 }) })
                  : undefined
              }
            />
            <StatTile
              {...how('stat-sharpe')}
              label={t('tradingOverview.stats.sharpe')}
              value={stats.dailySharpe === null ? none : formatNumber(stats.dailySharpe, locale, 2)}
              hint={t('tradingOverview.stats.notAnnualised')}
            />
            <StatTile
              {...how('stat-best-worst-day')}
              label={t('tradingOverview.stats.bestDay')}
              tone={toneOf(stats.bestDay?.pnl)}
              value={money(stats.bestDay?.pnl ?? null, true)}
              hint={stats.bestDay ? formatDay(stats.bestDay.day, locale) : undefined}
            />
            <StatTile
              {...how('stat-best-worst-day')}
              label={t('tradingOverview.stats.worstDay')}
              tone={toneOf(stats.worstDay?.pnl)}
              value={money(stats.worstDay?.pnl ?? null, true)}
              hint={stats.worstDay ? formatDay(stats.worstDay.day, locale) : undefined}
            />
            <StatTile {...how('fig-trade')} label={t('tradingOverview.stats.trades')} value={formatNumber(stats.trades, locale, 0)} />
            <StatTile label={t('tradingOverview.stats.lots')} value={formatNumber(stats.lots, locale, 2)} />
            <StatTile
              {...how('fig-trading-day')}
              label={t('tradingOverview.stats.tradingDays')}
              value={formatNumber(stats.tradingDays, locale, 0)}
            />
          </StatGrid>
        )}
      </QueryView>
    </PanelCard>
  );
}
