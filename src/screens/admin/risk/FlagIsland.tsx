import { useEffect, useMemo, useState } from 'react';
import { refresh } from '../../../api/keys';
import type { Locale, Messages } from '../../../i18n';
import { formatMoney } from '../../../i18n/format';
import { localizePath } from '../../../i18n/locales';
import { RiskReasonSchema } from '../../../schemas/risk';
import { DateTime } from '../../../ui/DateTime';
import { definitionHref, riskDefinition } from '../../../ui/definitions';
import { island, useLocale, useMessages, useT } from '../../../ui/i18n';
import { LazyChart } from '../../../ui/LazyChart';
import { Money } from '../../../ui/Money';
import { PanelCard } from '../../../ui/PanelCard';
import { QueryView, Skeleton } from '../../../ui/QueryView';
import { ReasonDialog } from '../../../ui/ReasonDialog';
import { useQuery } from '../../../ui/useQuery';
import { AccountStatusTag } from '../../member/accounts/AccountLabels';
import type { EquityChartInput } from '../../member/trading-overview/drawEquityChart';
import { Evidence } from './Evidence';
import type { riskFlagMessageKeys } from './messageKeys';
import { $flag, $flagId, accountEquity, decide, type RiskAction, type RiskFlag } from './queries';
import { ReviewBadge, SeverityBadge } from './RiskLabels';

type Props = { locale: Locale; flagId: string; messages: Messages<(typeof riskFlagMessageKeys)[number]> };

/**
 * /risk/{flagId}: one flag as a reviewer decides it — what the detector looks for, who and which
 * accounts, the evidence, the accounts' equity side by side, and the decision with its reason.
 */
export default island<Props>(FlagPage);

function FlagPage({ flagId }: { flagId: string }) {
  const t = useT();
  const locale = useLocale();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    $flagId.set(flagId);
    setReady(true);
    return () => $flagId.set(null);
  }, [flagId]);
  const query = useQuery($flag);
  if (!ready) return <Skeleton lines={8} />;
  return (
    <div className="screen risk-flag">
      <p>
        <a href={localizePath('/risk', locale)}>{t('risk.back')}</a>
      </p>
      <QueryView query={query} skeleton={<Skeleton lines={8} />}>
        {(flag) => (
          <>
            <Summary flag={flag} />
            <Decision flag={flag} />
            <PanelCard id="risk-evidence" title={t('risk.evidence.title')} className="risk-evidence">
              <Evidence flag={flag} />
            </PanelCard>
            {flag.accounts.length > 0 && (
              <PanelCard id="risk-charts" title={t('risk.charts.title')} className="risk-charts">
                <div className="risk-charts__grid">
                  {flag.accounts.map((account) => (
                    <AccountChart key={account.id} account={account} />
                  ))}
                </div>
              </PanelCard>
            )}
          </>
        )}
      </QueryView>
    </div>
  );
}

function Summary({ flag }: { flag: RiskFlag }) {
  const t = useT();
  const locale = useLocale();
  const report = (account: RiskFlag['accounts'][number]) =>
    localizePath(`/users/${encodeURIComponent(account.userId)}/trading-accounts/${encodeURIComponent(account.id)}/view-report`, locale);
  return (
    <PanelCard
      id="risk-flag-summary"
      title={t(`risk.detector.${flag.detector}`)}
      className="risk-flag__summary"
      aside={
        <span className="tags">
          <SeverityBadge severity={flag.severity} />
          <ReviewBadge status={flag.status} />
        </span>
      }
    >
      <p>
        {t(`risk.about.${flag.detector}`)} <a href={definitionHref(locale, riskDefinition[flag.detector])}>{t('risk.definition')}</a>
      </p>
      <dl className="risk-flag__facts">
        <dt>{t('risk.col.score')}</dt>
        <dd>{flag.score}</dd>
        <dt>{t('risk.col.firstSeen')}</dt>
        <dd>
          <DateTime value={flag.firstSeenAt} />
        </dd>
        <dt>{t('risk.updated')}</dt>
        <dd>
          <DateTime value={flag.updatedAt} />
        </dd>
      </dl>
      <h3 className="risk-flag__subheading">{t('risk.col.members')}</h3>
      <ul className="risk-flag__people">
        {flag.members.map((member) => (
          <li key={member.id}>
            <a href={localizePath(`/users/${encodeURIComponent(member.id)}/edit-user`, locale)}>{member.name}</a> · {member.email}
            <ul>
              {flag.accounts
                .filter((account) => account.userId === member.id)
                .map((account) => (
                  <li key={account.id}>
                    <a href={report(account)}>
                      <code className="login">{account.login}</code>
                    </a>{' '}
                    <AccountStatusTag status={account.status} />
                    {account.funded && <span className="tag is-light is-success">{t('risk.funded')}</span>}
                    <Money minor={account.balance} currency={account.currency} />
                  </li>
                ))}
            </ul>
          </li>
        ))}
      </ul>
      {flag.group.length > 0 && (
        <>
          <h3 className="risk-flag__subheading">{t('risk.group')}</h3>
          <p className="risk-flag__hint">{t('risk.group.hint')}</p>
          <ul className="risk-flag__people">
            {flag.group.map((member) => (
              <li key={member.id}>
                <a href={localizePath(`/users/${encodeURIComponent(member.id)}/edit-user`, locale)}>{member.name}</a> · {member.email} ·{' '}
                <a href={localizePath(`/risk/${encodeURIComponent(member.flagId)}`, locale)}>{t('risk.group.link')}</a>
              </li>
            ))}
          </ul>
        </>
      )}
    </PanelCard>
  );
}

const actions: RiskAction[] = ['dismiss', 'confirm', 'refusePayout', 'fail'];

function Decision({ flag }: { flag: RiskFlag }) {
  const t = useT();
  const [dialog, setDialog] = useState<RiskAction | null>(null);
  return (
    <PanelCard id="risk-decision" title={t('risk.decision.title')} className="risk-decision">
      {flag.decision ? (
        <p className="risk-decision__made">
          {t(`risk.decision.made.${flag.decision.action}`)} — <q>{flag.decision.reason}</q>
          <br />
          <small>
            {flag.decision.decidedBy ?? t('risk.decision.someone')} · <DateTime value={flag.decision.decidedAt} />
          </small>
        </p>
      ) : (
        <p className="risk-decision__hint">{t('risk.decision.hint')}</p>
      )}
      <div className="buttons">
        {actions.map((action) => (
          <button
            key={action}
            type="button"
            className={action === 'dismiss' ? 'button' : action === 'confirm' ? 'button is-warning' : 'button is-danger'}
            onClick={() => setDialog(action)}
          >
            {t(`risk.action.${action}`)}
          </button>
        ))}
      </div>
      {dialog && <DecisionDialog flag={flag} action={dialog} onClose={() => setDialog(null)} />}
    </PanelCard>
  );
}

function DecisionDialog({ flag, action, onClose }: { flag: RiskFlag; action: RiskAction; onClose: () => void }) {
  const t = useT();
  const messages = useMessages();
  return (
    <ReasonDialog
      title={t(`risk.action.${action}`)}
      cancelLabel={t('risk.decision.cancel')}
      confirmLabel={t(`risk.action.${action}`)}
      reasonLabel={t('risk.decision.reason')}
      reasonHint={t('risk.decision.reasonHint')}
      schema={RiskReasonSchema}
      messages={messages}
      onClose={onClose}
      run={(reason) => decide(flag.id, action, reason)}
      success={() => t('risk.decision.done')}
      refresh={() => refresh(['admin.riskFlag', 'admin.risk'])}
    >
      <p>{t(`risk.action.${action}.body`)}</p>
    </ReasonDialog>
  );
}

/** One account's equity and balance over its life, as the member's chart draws it (a chunk of its own). */
const loadEquityChart = () => import('../../member/trading-overview/drawEquityChart').then((module) => module.mountEquityChart);

function AccountChart({ account }: { account: RiskFlag['accounts'][number] }) {
  const t = useT();
  const locale = useLocale();
  const store = useMemo(() => accountEquity(account.id), [account.id]);
  const query = useQuery(store);
  return (
    <div className="risk-charts__account">
      <h3 className="risk-charts__login">
        <code className="login">{account.login}</code>
      </h3>
      <ul className="equity-chart__legend">
        <li className="is-equity">{t('tradingOverview.chart.equity')}</li>
        <li className="is-balance">{t('tradingOverview.chart.balance')}</li>
        <li className="is-daily-loss">{t('tradingOverview.chart.dailyLoss')}</li>
        <li className="is-max-loss">{t('tradingOverview.chart.maxLoss')}</li>
      </ul>
      <QueryView query={query} skeleton={<Skeleton lines={1} height="14rem" />}>
        {(series) => {
          const first = series.items[0];
          const last = series.items.at(-1);
          if (!first || !last) return <p className="empty-state">{t('tradingOverview.chart.empty')}</p>;
          const input: EquityChartInput = {
            range: 'all',
            from: series.from,
            to: series.to,
            items: series.items,
            floors: series.floors,
            currency: account.currency,
            locale,
            labels: {
              equity: t('tradingOverview.chart.equity'),
              balance: t('tradingOverview.chart.balance'),
              dailyLoss: t('tradingOverview.chart.dailyLoss'),
              maxLoss: t('tradingOverview.chart.maxLoss'),
              profitTarget: t('tradingOverview.chart.profitTarget'),
            },
          };
          return (
            <LazyChart
              className="risk-charts__figure"
              load={loadEquityChart}
              input={input}
              label={t('risk.charts.label', { login: account.login })}
              summary={t('risk.charts.summary', {
                login: account.login,
                start: formatMoney(first.equity, account.currency, locale),
                end: formatMoney(last.equity, account.currency, locale),
              })}
              failedMessage={t('tradingOverview.chart.failed')}
            />
          );
        }}
      </QueryView>
    </div>
  );
}
