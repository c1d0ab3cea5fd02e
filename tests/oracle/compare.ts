/**
 * Holds every answer the member and admin APIs give about one account against the oracle, and against
 * each other. It reads through a function (so it needs nothing of src/) and answers the list of
 * disagreements, each naming the answer, the field, what the API said and what the oracle says;
 * an empty list is agreement.
 */
import { csvRows } from '../csvReader';
import { dayOf, nextMidnight } from './days';
import { type OraclePayoutAnswer, payoutOf } from './payout';
import type { OracleInput, OracleResult, OracleStep } from './types';

export type Answer = { status: number; body: any; text: string };
/** GET `path` as the account's member or as an administrator. */
export type Reader = (path: string, as: 'member' | 'admin') => Promise<Answer>;

export type Expectation = {
  input: OracleInput;
  result: OracleResult;
  /** The member's id (the admin's list of their accounts) and the product's payout terms. */
  userId: string;
  funded: boolean;
  profitSplitPct: number;
  payoutIntervalDays: number;
};

const iso = (t: string | number) => new Date(t).toISOString();

/** JSON with object keys in order, so equal values read equal whatever order their keys came in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, v) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v,
  );
}

class Disagreements {
  readonly list: string[] = [];
  /** Exact (deep) equality. */
  same(where: string, api: unknown, oracle: unknown) {
    if (canonical(api) !== canonical(oracle)) this.list.push(`${where}: API ${JSON.stringify(api)}, oracle ${JSON.stringify(oracle)}`);
  }
  /** Floating ratios: 1e-9 relative. */
  close(where: string, api: number | null | undefined, oracle: number | null) {
    const ok =
      api === oracle ||
      (typeof api === 'number' && oracle !== null && Math.abs(api - oracle) <= 1e-9 * Math.max(Math.abs(api), Math.abs(oracle), 1e-300));
    if (!ok) this.list.push(`${where}: API ${JSON.stringify(api)}, oracle ${JSON.stringify(oracle)}`);
  }
  fail(where: string, message: string) {
    this.list.push(`${where}: ${message}`);
  }
}

/** The value of a step function at `time`: the last step at or before it. */
function valueAt(steps: OracleStep[], time: string): number | undefined {
  const t = Date.parse(time);
  let value: number | undefined;
  for (const step of steps) if (Date.parse(step.time) <= t) value = step.value;
  return value;
}

/** Minor units → the CSV's decimal text. */
const csvMoney = (minor: number) => (minor / 100).toFixed(2);
const csvTime = (time: string | null) => (time === null ? '' : iso(time).slice(0, 19).replace('T', ' '));

export async function compareAccount(read: Reader, accountId: string, x: Expectation): Promise<string[]> {
  const d = new Disagreements();
  const r = x.result;
  const { rules, initialBalance } = x.input;
  const zone = rules.resetTimeZone;
  const closed = r.status !== 'active';
  const base = `/api/accounts/${accountId}`;

  // ---- the account: overview, evaluation, objectives, figures ----
  const accountAnswer = await read(base, 'member');
  if (accountAnswer.status !== 200) {
    d.fail(base, `status ${accountAnswer.status} ${accountAnswer.text}`);
    return d.list;
  }
  const a = accountAnswer.body;
  const breachOf = (b: any) => b && { rule: b.rule, at: b.at, equity: b.equity, ...(b.rule === 'timeLimit' ? {} : { floor: b.floor }) };
  const oracleBreach = r.breach && breachOf(r.breach);
  d.same('account.status', a.status, r.status);
  d.same('account.balance', a.balance, r.balance);
  d.same('account.equity', a.equity, r.equity);
  d.same('account.initialBalance', a.initialBalance, initialBalance);
  d.same('account.startedAt', a.startedAt, iso(x.input.startedAt));
  d.same('account.passedAt', a.passedAt, r.passedAt);
  d.same('account.failedAt', a.failedAt, r.status === 'failed' ? r.breach!.at : null);
  for (const key of Object.keys(rules) as (keyof typeof rules)[]) d.same(`account.rules.${key}`, a.rules?.[key], rules[key]);

  const ev = a.evaluation ?? {};
  d.same('evaluation.status', ev.status, r.status);
  d.same('evaluation.balance', ev.balance, r.balance);
  d.same('evaluation.equity', ev.equity, r.equity);
  d.same('evaluation.tradingDays', ev.tradingDays, r.tradingDays);
  d.same('evaluation.dailyLossFloor', ev.dailyLossFloor, r.dailyLossFloor);
  d.same('evaluation.maxLossFloor', ev.maxLossFloor, r.maxLossFloor);
  if (r.profitTarget !== null) d.same('evaluation.profitTarget', ev.profitTarget, r.profitTarget);
  d.same('evaluation.passedAt', ev.passedAt, r.passedAt);
  d.same('evaluation.breach', breachOf(ev.breach), oracleBreach);
  for (const [name, met] of Object.entries(r.objectives)) d.same(`evaluation.objectives.${name}.met`, ev.objectives?.[name]?.met, met);
  if (!closed) d.same('evaluation.nextResetAt', ev.nextResetAt, iso(nextMidnight(Date.parse(x.input.now), zone)));

  const o = a.objectives ?? {};
  d.same('objectives.profitTarget.enabled', o.profitTarget?.enabled, r.profitTarget !== null);
  if (r.profitTarget !== null) d.same('objectives.profitTarget.target', o.profitTarget?.target, r.profitTarget);
  d.same('objectives.maxDailyLoss.floor', o.maxDailyLoss?.floor, r.dailyLossFloor);
  d.same('objectives.maxLoss.floor', o.maxLoss?.floor, r.maxLossFloor);
  d.same('objectives.minTradingDays.required', o.minTradingDays?.required, rules.minTradingDays);
  d.same('objectives.minTradingDays.days', o.minTradingDays?.days, r.tradingDays);
  d.same('objectives.bestDay.limitPct', o.bestDay?.limitPct ?? null, rules.bestDayPct);
  for (const [name, met] of Object.entries(r.objectives)) d.same(`objectives.${name}.met`, o[name]?.met, met);

  const f = a.figures ?? {};
  d.same('figures.dailyLossAmount', f.dailyLossAmount, r.dailyLossAmount);
  d.same('figures.maxLossAmount', f.maxLossAmount, r.maxLossAmount);
  d.same('figures.dailyBasis', f.dailyBasis, r.dailyBasis);
  if (rules.maxLossMode === 'trailing') d.same('figures.highestEodBalance', f.highestEodBalance, r.highestEodBalance);
  d.same('figures.todayProfit', f.todayProfit, r.todayProfit);
  d.same('figures.totalProfit (closed-trade profit)', f.totalProfit, r.closedTradeProfit);
  d.same('figures.paidOut', f.paidOut, r.paidOut);
  d.same('figures.openProfit (incl. open positions)', f.openProfit, r.openProfit);
  d.same('figures.bestDayProfit', f.bestDayProfit, r.bestDayProfit);
  d.same('figures.permittedLossToday', f.permittedLossToday, Math.max(0, r.equity - r.dailyLossFloor));
  d.same('figures.roomToMaxLoss', f.roomToMaxLoss, Math.max(0, r.equity - r.maxLossFloor));
  if (rules.bestDayPct !== null) {
    d.same('figures.bestDay.best', f.bestDay?.best, r.bestDayProfit);
    d.same('figures.bestDay.limit', f.bestDay?.limit, Math.floor((rules.bestDayPct * Math.max(r.closedTradeProfit, 0)) / 100));
    if (!closed) d.same('figures.bestDay.blocking', f.bestDay?.blocking, !r.objectives.bestDay);
  }

  // ---- the breach receipt ----
  const receipt = await read(`${base}/breach`, 'member');
  if (r.status !== 'failed') d.same('breach: status', receipt.status, 404);
  else if (receipt.status !== 200) d.fail('breach', `status ${receipt.status} ${receipt.text}`);
  else {
    const b = receipt.body;
    const br = r.breach!;
    d.same('breach.rule/at/equity/floor', breachOf(b), oracleBreach);
    d.same('breach.paidOut', b.paidOut, r.paidOut);
    if (br.rule !== 'timeLimit') {
      d.same('breach.limitAmount', b.limitAmount, br.rule === 'maxDailyLoss' ? r.dailyLossAmount : r.maxLossAmount);
      if (br.rule === 'maxDailyLoss') d.same('breach.basis', b.basis, r.dailyBasis);
    }
    const last = b.path?.[b.path.length - 1];
    d.same('breach.path (last point)', last && { balance: last.balance, equity: last.equity }, { balance: r.balance, equity: r.equity });
    if (b.path?.some((p: { time: string }) => Date.parse(p.time) > Date.parse(br.at))) d.fail('breach.path', 'has points after the breach');
    d.same(
      'breach.positions (tickets)',
      (b.positions?.items ?? []).map((p: { ticket: string }) => p.ticket).sort(),
      r.openPositions.map((p) => p.ticket).sort(),
    );
    // The trigger: the deal (its own realised amount) or equity report that crossed, the new day's floor, the deadline.
    const trigger = br.trigger;
    const apiTrigger = b.trigger ?? {};
    if (trigger.kind === 'deal')
      d.same(
        'breach.trigger',
        { kind: apiTrigger.kind, time: apiTrigger.time, ticket: apiTrigger.ticket, entry: apiTrigger.entry, amount: apiTrigger.profit },
        { kind: 'deal', time: br.at, ticket: trigger.ticket, entry: trigger.entry, amount: trigger.amount },
      );
    else {
      const kind = { equity: 'equity', payout: 'equity', midnight: 'dayStart', deadline: 'deadline' }[trigger.kind];
      d.same('breach.trigger', { kind: apiTrigger.kind, time: apiTrigger.time }, { kind, time: br.at });
    }
    if (br.rule === 'maxLoss') d.same('breach.basis', b.basis, rules.maxLossMode === 'trailing' ? r.highestEodBalance : initialBalance);
  }

  // ---- the daily list (every month it spans) ----
  const months = [...new Set(r.daily.map((day) => day.day.slice(0, 7)))];
  const apiDays: any[] = [];
  for (const month of months) {
    const answer = await read(`${base}/daily?month=${month}`, 'member');
    if (answer.status !== 200) d.fail(`daily ${month}`, `status ${answer.status}`);
    else {
      d.same(`daily ${month}.timeZone`, answer.body.timeZone, zone);
      apiDays.push(...answer.body.items);
    }
  }
  const closeDay = (time: string) => dayOf(Date.parse(time), zone);
  for (const item of apiDays) {
    const day = r.daily.find((candidate) => candidate.day === item.day);
    if (!day) {
      d.fail(`daily ${item.day}`, `listed by the API, not a day of the account (${r.daily[0]?.day} … ${r.daily[r.daily.length - 1]?.day})`);
      continue;
    }
    const closes = r.trades.filter((t) => closeDay(t.closeTime) === day.day);
    d.same(
      `daily ${item.day}`,
      {
        pnl: item.pnl,
        startBalance: item.startBalance,
        startEquity: item.startEquity,
        basis: item.basis,
        floor: item.floor,
        trades: item.trades,
        closed: item.closed,
        wins: item.wins,
        losses: item.losses,
      },
      {
        pnl: day.pnl,
        startBalance: day.startBalance,
        startEquity: day.startEquity,
        basis: day.basis,
        floor: day.floor,
        trades: day.opened,
        closed: day.deals - day.opened,
        wins: closes.filter((t) => t.result > 0).length,
        losses: closes.filter((t) => t.result < 0).length,
      },
    );
  }
  for (const day of r.daily)
    if (day.deals > 0 && !apiDays.some((item) => item.day === day.day)) d.fail(`daily ${day.day}`, 'a day with deals is missing');

  // ---- the equity series and the floors over time ----
  const equity = await read(`${base}/equity?points=5000`, 'member');
  if (equity.status !== 200) d.fail('equity', `status ${equity.status}`);
  else {
    const e = equity.body;
    d.same('equity.to', e.to, r.closedAt ?? iso(x.input.now));
    const items: { time: string; balance: number; equity: number }[] = e.items ?? [];
    const late = items.find((item) => Date.parse(item.time) > Date.parse(r.closedAt ?? x.input.now));
    if (late) d.fail('equity', `a point at ${late.time}, after the account's end`);
    const last = items[items.length - 1];
    d.same('equity (last point)', last && { balance: last.balance, equity: last.equity }, { balance: r.balance, equity: r.equity });
    for (const item of items) {
      const t = Date.parse(item.time);
      const point = [...r.series].reverse().find((p) => Date.parse(p.time) <= t);
      if (!point || point.balance !== item.balance || point.equity !== item.equity) {
        d.same(
          `equity point ${item.time}`,
          { balance: item.balance, equity: item.equity },
          point && { balance: point.balance, equity: point.equity },
        );
        break;
      }
    }
    d.same('equity.floors.profitTarget', e.floors?.profitTarget, r.profitTarget);
    for (const kind of ['dailyLoss', 'maxLoss'] as const) {
      const steps: { time: string; floor: number }[] = e.floors?.[kind] ?? [];
      d.same(`equity.floors.${kind} (last step)`, steps[steps.length - 1]?.floor, kind === 'dailyLoss' ? r.dailyLossFloor : r.maxLossFloor);
      // The step functions agree at every instant either of them steps (until the end of the series).
      const apiSteps = steps.map((step) => ({ time: step.time, value: step.floor }));
      const end = Date.parse(r.closedAt ?? x.input.now);
      const times = [...new Set([...apiSteps, ...r.floorSteps[kind]].map((step) => step.time))]
        .filter((time) => Date.parse(time) <= end)
        .sort();
      for (const time of times) {
        const [api, expected] = [valueAt(apiSteps, time), valueAt(r.floorSteps[kind], time)];
        if (api !== expected) {
          d.same(`equity.floors.${kind} at ${time}`, api, expected);
          break;
        }
      }
    }
  }

  // ---- statistics ----
  const stats = await read(`${base}/statistics`, 'member');
  if (stats.status !== 200) d.fail('statistics', `status ${stats.status}`);
  else {
    const s = stats.body;
    const os = r.statistics;
    for (const key of [
      'trades',
      'wins',
      'losses',
      'averageWin',
      'averageLoss',
      'expectancy',
      'bestTrade',
      'worstTrade',
      'longestWinStreak',
      'longestLossStreak',
      'bestDay',
      'worstDay',
      'tradingDays',
    ] as const)
      d.same(`statistics.${key}`, s[key], os[key]);
    for (const key of ['winRate', 'profitFactor', 'averageRiskReward', 'dailySharpe'] as const)
      d.close(`statistics.${key}`, s[key], os[key]);
    d.same('statistics.maxDrawdown.amount', s.maxDrawdown?.amount, os.maxDrawdown.amount);
    d.close('statistics.maxDrawdown.pct', s.maxDrawdown?.pct, os.maxDrawdown.pct);
    // Volumes are fractional lots: summed in another order they may differ in the last bits.
    if (Math.abs((s.lots ?? Number.NaN) - r.lots) > 1e-9) d.same('statistics.lots', s.lots, r.lots);
    d.same('statistics.symbols', [...(s.symbols ?? [])].sort(), r.symbols);
  }

  // ---- the trade list, every page, and the CSV ----
  const trades: any[] = [];
  for (let page = 1; page < 100; page++) {
    const answer = await read(`${base}/trades?pageSize=7&page=${page}`, 'member');
    if (answer.status !== 200) {
      d.fail(`trades page ${page}`, `status ${answer.status}`);
      break;
    }
    d.same(`trades page ${page}.total`, answer.body.total, r.trades.length);
    trades.push(...answer.body.items);
    if (answer.body.items.length < 7) break;
  }
  const tradeOf = (t: any) => ({
    ticket: t.ticket,
    symbol: t.symbol,
    openTime: t.openTime,
    closeTime: t.closeTime,
    gross: t.profit,
    commission: t.commission,
    swap: t.swap,
    result: t.result,
  });
  const expectedTrades = r.trades.map(({ volume: _, ...t }) => t);
  const byTicket = (a: { ticket: string }, b: { ticket: string }) => (a.ticket < b.ticket ? -1 : a.ticket > b.ticket ? 1 : 0);
  d.same('trades (all pages, by ticket)', trades.map(tradeOf).sort(byTicket), [...expectedTrades].sort(byTicket));
  for (let i = 1; i < trades.length; i++)
    if (Date.parse(trades[i].closeTime) > Date.parse(trades[i - 1].closeTime)) {
      d.fail('trades order', `${trades[i].ticket} closed after ${trades[i - 1].ticket} but is listed below it (newest first)`);
      break;
    }
  const csv = await read(`${base}/trades/export`, 'member');
  if (csv.status !== 200) d.fail('trades/export', `status ${csv.status}`);
  else {
    const [header, ...rows] = csvRows(csv.text);
    d.same('trades/export header', header?.slice(0, 10), [
      'Ticket',
      'Symbol',
      'Type',
      'Volume',
      'Open Time (UTC)',
      'Close Time (UTC)',
      'Profit',
      'Commission',
      'Swap',
      'Net Profit',
    ]);
    const apiRows = rows
      .map((row) => [row[0], row[1], row[4], row[5], row[6], row[7], row[8], row[9]])
      .sort((p, q) => (p[0]! < q[0]! ? -1 : 1));
    const oracleRows = [...expectedTrades]
      .sort(byTicket)
      .map((t) => [
        t.ticket,
        t.symbol,
        csvTime(t.openTime),
        csvTime(t.closeTime),
        csvMoney(t.gross),
        csvMoney(t.commission),
        csvMoney(t.swap),
        csvMoney(t.result),
      ]);
    d.same('trades/export rows', apiRows, oracleRows);
    d.same(
      'trades/export order (as the list)',
      rows.map((row) => row[0]),
      trades.map((t) => t.ticket),
    );
  }

  // ---- open positions, and what came after the close ----
  const positions = await read(`${base}/positions`, 'member');
  d.same(
    'positions (tickets)',
    (positions.body?.items ?? []).map((p: { ticket: string }) => p.ticket).sort(),
    r.openPositions.map((p) => p.ticket).sort(),
  );
  const after = await read(`${base}/after-close?pageSize=200`, 'member');
  d.same('after-close.closedAt', after.body?.closedAt, r.closedAt);
  d.same('after-close.total (deals)', after.body?.total, r.afterClose.length);

  // ---- payout eligibility ----
  const payout = await read(`/api/payouts/accounts/${accountId}`, 'member');
  if (payout.status !== 200) d.fail('payout eligibility', `status ${payout.status} ${payout.text}`);
  else {
    const p = payout.body;
    const expected: OraclePayoutAnswer = payoutOf(r, {
      funded: x.funded,
      initialBalance,
      profitSplitPct: x.profitSplitPct,
      payoutIntervalDays: x.payoutIntervalDays,
      now: x.input.now,
    });
    d.same('payout.balance', p.balance, r.balance);
    d.same('payout.profit', p.profit, expected.profit);
    d.same('payout.payable', p.payable, expected.payable);
    d.same('payout.eligible', p.eligible, expected.eligible);
    d.same('payout.nextPayoutAt', p.nextPayoutAt, expected.nextPayoutAt);
    const met = Object.fromEntries((p.checklist ?? []).map((item: { code: string; met: boolean }) => [item.code, item.met]));
    // Whether a position is open is asked of now; a closed account's positions may have been closed after it closed.
    for (const [code, value] of Object.entries(expected.checks))
      if (code !== 'flat' || !closed) d.same(`payout.checklist.${code}`, met[code], value);
  }

  // ---- the administrator reads the same answers ----
  for (const part of [
    '',
    '/breach',
    '/daily',
    '/equity?points=5000',
    '/statistics',
    '/trades?pageSize=200',
    '/positions',
    '/after-close',
  ]) {
    const [asMember, asAdmin] = [await read(`${base}${part}`, 'member'), await read(`${base}${part}`, 'admin')];
    d.same(`admin ${part || '/'} (as the member sees it)`, [asAdmin.status, asAdmin.body], [asMember.status, asMember.body]);
  }
  // The lists of accounts (the member's, and the administrator's of that member) say what the account says.
  for (const [path, as] of [
    [`/api/admin/users/${x.userId}/accounts?status=all&pageSize=100`, 'admin'],
    ['/api/accounts?status=all&pageSize=100', 'member'],
  ] as const) {
    const list = await read(path, as);
    const listed = (list.body?.items ?? []).find((item: { id: string }) => item.id === accountId);
    d.same(`${as === 'admin' ? 'admin' : 'member'} list item (as the account answer)`, listed, a);
  }
  return d.list;
}
