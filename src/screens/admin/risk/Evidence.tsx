import type { GamblingEvidence, MartingaleEvidence, NewsStraddlingEvidence, TickScalpingEvidence } from '../../../domain/risk/account';
import type { MultiAccountingEvidence, Sighting } from '../../../domain/risk/members';
import type { CopyTradingEvidence, HedgingEvidence, MatchedPair } from '../../../domain/risk/pairs';
import type { TradeRef } from '../../../domain/risk/types';
import { formatNumber, formatPercent } from '../../../i18n/format';
import type { Column } from '../../../ui/DataTable';
import { DateTime } from '../../../ui/DateTime';
import { useLocale, useT } from '../../../ui/i18n';
import { Money } from '../../../ui/Money';
import { Table } from '../../../ui/Table';
import type { RiskFlag } from './queries';

/**
 * What a detector found, as a reviewer reads it: the trades side by side with their times to the
 * millisecond, the addresses with when each member was seen there, the volumes in order. The
 * evidence is the detector's own (src/domain/risk); its type follows from the flag's detector.
 */
export function Evidence({ flag }: { flag: RiskFlag }) {
  const evidence = flag.evidence as never;
  const logins = new Map(flag.accounts.map((account) => [account.id, account.login]));
  const currency = flag.accounts[0]?.currency ?? 'USD';
  const names = new Map(flag.members.map((member) => [member.id, member.name]));
  switch (flag.detector) {
    case 'copyTrading':
      return <CopyTrading evidence={evidence} logins={logins} />;
    case 'hedging':
      return <Hedging evidence={evidence} logins={logins} currency={currency} />;
    case 'multiAccounting':
      return <MultiAccounting evidence={evidence} names={names} />;
    case 'tickScalping':
      return <TickScalping evidence={evidence} currency={currency} />;
    case 'martingale':
      return <Martingale evidence={evidence} currency={currency} />;
    case 'newsStraddling':
      return <NewsStraddling evidence={evidence} />;
    case 'gambling':
      return <Gambling evidence={evidence} currency={currency} />;
  }
}

const Ticket = ({ trade }: { trade: TradeRef }) => <code>#{trade.ticket}</code>;
const Side = ({ trade }: { trade: TradeRef }) => {
  const t = useT();
  return <>{t(trade.side === 'buy' ? 'risk.evidence.buy' : 'risk.evidence.sell')}</>;
};
const Opened = ({ trade }: { trade: TradeRef }) => <DateTime value={trade.openTime} style="precise" />;
const Lots = ({ volume }: { volume: number }) => <>{formatNumber(volume, useLocale())}</>;
const Seconds = ({ ms }: { ms: number }) => {
  const t = useT();
  return <>{t('risk.evidence.seconds', { seconds: formatNumber(ms / 1000, useLocale(), 3) })}</>;
};

/**
 * Two accounts' trades, a row per match: what each opened and how far apart. Every pair has the
 * same account on each side, so each side's column is headed by its login.
 */
function pairColumns<P extends MatchedPair>(
  t: ReturnType<typeof useT>,
  logins: Map<string, string>,
  pairs: P[],
  extra: Column<P>[] = [],
): Column<P>[] {
  const login = (pair: P, side: 'a' | 'b') => logins.get(pair[side].accountId) ?? '';
  const [first] = pairs;
  return [
    { id: 'symbol', header: t('risk.evidence.symbol'), cell: (pair) => pair.a.symbol },
    {
      id: 'a',
      header: first ? login(first, 'a') : t('risk.evidence.first'),
      cell: (pair) => (
        <span className="risk-trade">
          <code className="login">{login(pair, 'a')}</code> <Ticket trade={pair.a} /> <Side trade={pair.a} />{' '}
          <Lots volume={pair.a.volume} />
          <br />
          <Opened trade={pair.a} />
        </span>
      ),
    },
    {
      id: 'b',
      header: first ? login(first, 'b') : t('risk.evidence.second'),
      cell: (pair) => (
        <span className="risk-trade">
          <code className="login">{login(pair, 'b')}</code> <Ticket trade={pair.b} /> <Side trade={pair.b} />{' '}
          <Lots volume={pair.b.volume} />
          <br />
          <Opened trade={pair.b} />
        </span>
      ),
    },
    { id: 'gap', header: t('risk.evidence.gap'), align: 'end', cell: (pair) => <Seconds ms={Math.abs(pair.gapMs)} /> },
    ...extra,
  ];
}

const pairKey = (pair: MatchedPair) => `${pair.a.accountId}:${pair.a.ticket}:${pair.b.ticket}`;

function CopyTrading({ evidence, logins }: { evidence: CopyTradingEvidence; logins: Map<string, string> }) {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <p className="risk-evidence__summary">
        {t('risk.evidence.copyTrading', {
          matched: evidence.matched,
          share: formatPercent(evidence.share, locale, { digits: 0 }),
          gap: formatNumber(evidence.medianGapMs / 1000, locale, 3),
          leader: logins.get(evidence.leaderAccountId) ?? '',
          leads: evidence.leads,
        })}
      </p>
      <Table
        caption={t('risk.evidence.pairs')}
        columns={pairColumns(t, logins, evidence.pairs)}
        rows={evidence.pairs}
        rowKey={pairKey}
        className="risk-evidence__table"
      />
    </>
  );
}

function Hedging({ evidence, logins, currency }: { evidence: HedgingEvidence; logins: Map<string, string>; currency: string }) {
  const t = useT();
  return (
    <>
      <p className="risk-evidence__summary">
        {t('risk.evidence.hedging', { matched: evidence.matched })} <Money minor={evidence.resultA} currency={currency} signed /> ·{' '}
        <Money minor={evidence.resultB} currency={currency} signed /> · {t('risk.evidence.together')}{' '}
        <Money minor={evidence.netResult} currency={currency} signed />
      </p>
      <Table
        caption={t('risk.evidence.pairs')}
        columns={pairColumns(t, logins, evidence.pairs, [
          { id: 'overlap', header: t('risk.evidence.overlap'), align: 'end', cell: (pair) => <Seconds ms={pair.overlapMs} /> },
        ])}
        rows={evidence.pairs}
        rowKey={pairKey}
        className="risk-evidence__table"
      />
    </>
  );
}

function Seen({ seen, names }: { seen: Sighting[]; names: Map<string, string> }) {
  const t = useT();
  return (
    <ul className="risk-evidence__seen">
      {seen.map((s) => (
        <li key={s.userId}>
          <strong>{names.get(s.userId) ?? s.userId}</strong> {t('risk.evidence.seen', { count: s.count })} <DateTime value={s.first} /> –{' '}
          <DateTime value={s.last} />
        </li>
      ))}
    </ul>
  );
}

function MultiAccounting({ evidence, names }: { evidence: MultiAccountingEvidence; names: Map<string, string> }) {
  const t = useT();
  return (
    <>
      <p className="risk-evidence__summary">
        {t('risk.evidence.multiAccounting', { addresses: evidence.addresses.length, devices: evidence.devices.length })}
      </p>
      <Table
        caption={t('risk.evidence.addresses')}
        captionClassName="risk-evidence__caption"
        columns={[
          { id: 'ip', header: t('risk.evidence.address'), cell: (row) => <code>{row.ip}</code> },
          { id: 'seen', header: t('risk.evidence.when'), cell: (row) => <Seen seen={row.seen} names={names} /> },
        ]}
        rows={evidence.addresses}
        rowKey={(row) => row.ip}
        className="risk-evidence__table"
      />
      {evidence.devices.length > 0 && (
        <Table
          caption={t('risk.evidence.devices')}
          captionClassName="risk-evidence__caption"
          columns={[
            {
              id: 'device',
              header: t('risk.evidence.device'),
              cell: (row) => (
                <>
                  <code>{row.ip}</code> · {row.userAgent}
                </>
              ),
            },
            { id: 'seen', header: t('risk.evidence.when'), cell: (row) => <Seen seen={row.seen} names={names} /> },
          ]}
          rows={evidence.devices}
          rowKey={(row) => `${row.ip}|${row.userAgent}`}
          className="risk-evidence__table"
        />
      )}
      {evidence.notProof.length > 0 && (
        <div className="risk-evidence__not-proof">
          <h3>{t('risk.evidence.notProof')}</h3>
          <ul>
            {evidence.notProof.map((row) => (
              <li key={row.ip}>
                <code>{row.ip}</code> — {t(`risk.evidence.notProof.${row.why}`, { members: row.members })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

function TickScalping({ evidence, currency }: { evidence: TickScalpingEvidence; currency: string }) {
  const t = useT();
  const locale = useLocale();
  const seconds = (value: number) => formatNumber(value, locale, 1);
  return (
    <>
      <p className="risk-evidence__summary">
        {t('risk.evidence.tickScalping', {
          short: evidence.short,
          closed: evidence.closed,
          share: formatPercent(evidence.share, locale, { digits: 0 }),
          seconds: evidence.minHoldSeconds,
          p10: seconds(evidence.holdSeconds.p10),
          p50: seconds(evidence.holdSeconds.p50),
          p90: seconds(evidence.holdSeconds.p90),
        })}
      </p>
      <Table
        caption={t('risk.evidence.shortest')}
        captionClassName="risk-evidence__caption"
        columns={[
          { id: 'ticket', header: t('risk.evidence.trade'), cell: (trade) => <TradeCell trade={trade} /> },
          { id: 'opened', header: t('risk.evidence.opened'), cell: (trade) => <Opened trade={trade} /> },
          { id: 'held', header: t('risk.evidence.held'), align: 'end', cell: (trade) => <Seconds ms={trade.holdMs} /> },
          { id: 'result', header: t('risk.evidence.result'), align: 'end', cell: (trade) => <Result trade={trade} currency={currency} /> },
        ]}
        rows={evidence.examples}
        rowKey={(trade) => trade.ticket}
        className="risk-evidence__table"
      />
    </>
  );
}

function TradeCell({ trade }: { trade: TradeRef }) {
  return (
    <>
      <Ticket trade={trade} /> {trade.symbol} <Side trade={trade} /> <Lots volume={trade.volume} />
    </>
  );
}
const Result = ({ trade, currency }: { trade: TradeRef; currency: string }) =>
  trade.result === null ? null : <Money minor={trade.result} currency={currency} signed />;

function Martingale({ evidence, currency }: { evidence: MartingaleEvidence; currency: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <p className="risk-evidence__summary">
        {t('risk.evidence.martingale', {
          runs: evidence.runs.length,
          grids: evidence.grids.length,
          factor: formatNumber(evidence.factor, locale, 1),
        })}
      </p>
      {evidence.runs.map((run, i) => (
        <Table
          key={run.trades[0]?.ticket ?? i}
          caption={t('risk.evidence.run', { number: i + 1 })}
          captionClassName="risk-evidence__caption"
          columns={[
            { id: 'ticket', header: t('risk.evidence.trade'), cell: ({ trade }) => <TradeCell trade={trade} /> },
            { id: 'opened', header: t('risk.evidence.opened'), cell: ({ trade }) => <Opened trade={trade} /> },
            {
              id: 'factor',
              header: t('risk.evidence.factor'),
              align: 'end',
              cell: ({ factor }) => (factor === null ? '' : `×${formatNumber(factor, locale, 2)}`),
            },
            {
              id: 'result',
              header: t('risk.evidence.result'),
              align: 'end',
              cell: ({ trade }) => <Result trade={trade} currency={currency} />,
            },
          ]}
          rows={run.trades.map((trade, step) => ({ trade, factor: step === 0 ? null : (run.factors[step - 1] ?? null) }))}
          rowKey={({ trade }) => trade.ticket}
          className="risk-evidence__table"
        />
      ))}
      {evidence.grids.map((grid, i) => (
        <Table
          key={grid.trades[0]?.ticket ?? i}
          caption={t('risk.evidence.grid', { symbol: grid.symbol, step: formatNumber(grid.meanStep, locale, 5) })}
          captionClassName="risk-evidence__caption"
          columns={[
            { id: 'ticket', header: t('risk.evidence.trade'), cell: (trade) => <TradeCell trade={trade} /> },
            { id: 'opened', header: t('risk.evidence.opened'), cell: (trade) => <Opened trade={trade} /> },
            {
              id: 'price',
              header: t('risk.evidence.price'),
              align: 'end',
              cell: (trade) => (trade.openPrice === null ? '' : formatNumber(trade.openPrice, locale, 5)),
            },
          ]}
          rows={grid.trades}
          rowKey={(trade) => trade.ticket}
          className="risk-evidence__table"
        />
      ))}
    </>
  );
}

function NewsStraddling({ evidence }: { evidence: NewsStraddlingEvidence }) {
  const t = useT();
  return (
    <>
      <p className="risk-evidence__summary">
        {t('risk.evidence.newsStraddling', { count: evidence.occurrences.length, minutes: evidence.windowMinutes })}
      </p>
      <Table
        caption={t('risk.evidence.events')}
        captionClassName="risk-evidence__caption"
        columns={[
          {
            id: 'event',
            header: t('risk.evidence.event'),
            cell: ({ event }) => (
              <>
                {event.title} ({event.currency})<br />
                <DateTime value={event.time} style="precise" />
              </>
            ),
          },
          {
            id: 'buy',
            header: t('risk.evidence.buy'),
            cell: ({ buy }) => (
              <>
                <Ticket trade={buy} /> {buy.symbol}
                <br />
                <Opened trade={buy} />
              </>
            ),
          },
          {
            id: 'sell',
            header: t('risk.evidence.sell'),
            cell: ({ sell }) => (
              <>
                <Ticket trade={sell} /> {sell.symbol}
                <br />
                <Opened trade={sell} />
              </>
            ),
          },
        ]}
        rows={evidence.occurrences}
        rowKey={({ buy, sell }) => `${buy.ticket}|${sell.ticket}`}
        className="risk-evidence__table"
      />
    </>
  );
}

function Gambling({ evidence, currency }: { evidence: GamblingEvidence; currency: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <p className="risk-evidence__summary">
        {t('risk.evidence.gambling', { count: evidence.occurrences.length })} <Money minor={evidence.dailyLossLimit} currency={currency} />
      </p>
      <Table
        caption={t('risk.evidence.losses')}
        captionClassName="risk-evidence__caption"
        columns={[
          {
            id: 'trades',
            header: t('risk.evidence.trade'),
            cell: (o) => (
              <>
                {o.trades.map((trade) => (
                  <span key={trade.ticket} className="risk-trade">
                    <TradeCell trade={trade} /> · <Opened trade={trade} />
                  </span>
                ))}
              </>
            ),
          },
          {
            id: 'result',
            header: t('risk.evidence.result'),
            align: 'end',
            cell: (o) => <Money minor={o.result} currency={currency} signed />,
          },
          { id: 'room', header: t('risk.evidence.room'), align: 'end', cell: (o) => <Money minor={o.room} currency={currency} /> },
          { id: 'share', header: t('risk.evidence.share'), align: 'end', cell: (o) => formatPercent(o.share, locale, { digits: 0 }) },
        ]}
        rows={evidence.occurrences}
        rowKey={(o) => o.trades.map((trade) => trade.ticket).join('|')}
        className="risk-evidence__table"
      />
    </>
  );
}
