/**
 * Detectors over one account's trades: tick scalping, martingale and grid sizing, news straddling
 * and gambling. Each counts a pattern over the whole history and flags it when it recurs.
 */

import { affects, MINUTE_MS } from '../news';
import { formatDateKey, type LocalDay, localDayOf } from '../time';
import { byOpen, firstOpenedAtOrAfter, type RiskThresholds, type RiskTrade, refOf, type Severity, score, type TradeRef } from './types';

export type AccountFinding<E> = { severity: Severity; score: number; evidence: E };

/** Evidence lists at most this many examples; counts cover them all. */
export const shownExamples = 20;

const closedOf = (trades: RiskTrade[]) => trades.filter((trade) => trade.closeTime !== null);

/** The value below which `p` of the sorted values lie (nearest rank). */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] as number;
}

export type TickScalpingEvidence = {
  closed: number;
  short: number;
  share: number;
  minHoldSeconds: number;
  /** Holding times in seconds: percentiles say more than an average a few long trades would lift. */
  holdSeconds: { p10: number; p50: number; p90: number };
  /** The shortest trades, with how long each was held. */
  examples: (TradeRef & { holdMs: number })[];
};

/** More than `maxShortShare` of at least `minTrades` closed trades held under `minHoldSeconds`. High above 80 %. */
export function tickScalping(trades: RiskTrade[], t: RiskThresholds['tickScalping']): AccountFinding<TickScalpingEvidence> | null {
  const closed = closedOf(trades);
  if (closed.length < t.minTrades) return null;
  const held = closed.map((trade) => ({ trade, holdMs: (trade.closeTime as number) - trade.openTime })).sort((x, y) => x.holdMs - y.holdMs);
  const short = held.filter(({ holdMs }) => holdMs < t.minHoldSeconds * 1000).length;
  const share = short / closed.length;
  if (share <= t.maxShortShare) return null;
  const seconds = held.map(({ holdMs }) => holdMs / 1000);
  return {
    severity: share >= 0.8 ? 'high' : 'medium',
    score: score(share * 100),
    evidence: {
      closed: closed.length,
      short,
      share,
      minHoldSeconds: t.minHoldSeconds,
      holdSeconds: { p10: percentile(seconds, 0.1), p50: percentile(seconds, 0.5), p90: percentile(seconds, 0.9) },
      examples: held.slice(0, shownExamples).map(({ trade, holdMs }) => ({ ...refOf(trade), holdMs })),
    },
  };
}

export type MartingaleEvidence = {
  /** Loss after loss, each next trade larger by at least the factor: the volumes in order. */
  runs: { trades: TradeRef[]; factors: number[] }[];
  /** Evenly spaced entries averaging down into a losing position. */
  grids: { symbol: string; side: RiskTrade['side']; trades: TradeRef[]; meanStep: number; spread: number }[];
  factor: number;
};

/**
 * Escalation runs: a loss, then within `withinMinutes` of its close the next trade opened at
 * `factor` times its volume, `minSteps` times in a row (the last step may win). Runs do not share trades.
 */
function escalationRuns(trades: RiskTrade[], t: RiskThresholds['martingale']): RiskTrade[][] {
  const sorted = [...trades].sort(byOpen);
  const escalationAfter = (trade: RiskTrade): RiskTrade | undefined => {
    if (trade.closeTime === null || trade.result === null || trade.result >= 0) return undefined;
    const next = sorted[firstOpenedAtOrAfter(sorted, trade.closeTime)];
    return next && next.openTime - trade.closeTime <= t.withinMinutes * MINUTE_MS && next.volume >= t.factor * trade.volume
      ? next
      : undefined;
  };
  const runs: RiskTrade[][] = [];
  const inRun = new Set<RiskTrade>();
  for (const start of sorted) {
    if (inRun.has(start)) continue;
    const run = [start];
    for (let next = escalationAfter(start); next && !run.includes(next); next = escalationAfter(next)) run.push(next);
    if (run.length - 1 < t.minSteps) continue;
    runs.push(run);
    for (const trade of run) inRun.add(trade);
  }
  return runs;
}

/** Entries of one symbol and side, each opened while the previous is open and at a worse price, evenly spaced. */
function grids(trades: RiskTrade[], t: RiskThresholds['martingale']): MartingaleEvidence['grids'] {
  const found: MartingaleEvidence['grids'] = [];
  const groups = new Map<string, RiskTrade[]>();
  for (const trade of [...trades].sort(byOpen)) {
    if (trade.openPrice === null) continue;
    const key = `${trade.symbol}|${trade.side}`;
    groups.set(key, [...(groups.get(key) ?? []), trade]);
  }
  for (const group of groups.values()) {
    let chain: RiskTrade[] = [];
    const evaluate = () => {
      if (chain.length >= t.gridMinEntries) {
        const steps = chain
          .slice(1)
          .map((trade, i) => Math.abs((trade.openPrice as number) - ((chain[i] as RiskTrade).openPrice as number)));
        const mean = steps.reduce((sum, step) => sum + step, 0) / steps.length;
        const spread = Math.sqrt(steps.reduce((sum, step) => sum + (step - mean) ** 2, 0) / steps.length) / mean;
        if (mean > 0 && spread <= t.gridSpacingTolerance) {
          const first = chain[0] as RiskTrade;
          found.push({ symbol: first.symbol, side: first.side, trades: chain.map(refOf), meanStep: mean, spread });
        }
      }
    };
    for (const trade of group) {
      const last = chain[chain.length - 1];
      const stillOpen = last && (last.closeTime === null || last.closeTime > trade.openTime);
      const against =
        last &&
        (trade.side === 'buy'
          ? (trade.openPrice as number) < (last.openPrice as number)
          : (trade.openPrice as number) > (last.openPrice as number));
      if (last && stillOpen && against) chain.push(trade);
      else {
        evaluate();
        chain = [trade];
      }
    }
    evaluate();
  }
  return found;
}

/** `minRuns` escalation runs or grids. High at twice that. */
export function martingale(trades: RiskTrade[], t: RiskThresholds['martingale']): AccountFinding<MartingaleEvidence> | null {
  const runs = escalationRuns(trades, t);
  const gridsFound = grids(trades, t);
  const count = runs.length + gridsFound.length;
  if (count < t.minRuns) return null;
  return {
    severity: count >= 2 * t.minRuns ? 'high' : 'medium',
    score: score((count / (2 * t.minRuns)) * 100),
    evidence: {
      runs: runs.slice(-shownExamples).map((run) => ({
        trades: run.map(refOf),
        factors: run.slice(1).map((trade, i) => trade.volume / (run[i] as RiskTrade).volume),
      })),
      grids: gridsFound.slice(-shownExamples),
      factor: t.factor,
    },
  };
}

export type NewsEvent = { time: number; currency: string; impact: string; title: string };

export type NewsStraddlingEvidence = {
  windowMinutes: number;
  occurrences: { event: { title: string; currency: string; time: string }; buy: TradeRef; sell: TradeRef }[];
};

/**
 * Both directions opened on one symbol within `windowMinutes` of a high-impact event that moves it
 * (what a buy-stop and sell-stop pair leaves once filled), `minOccurrences` times. High at twice that.
 */
export function newsStraddling(
  trades: RiskTrade[],
  events: NewsEvent[],
  t: RiskThresholds['newsStraddling'],
): AccountFinding<NewsStraddlingEvidence> | null {
  const window = t.windowMinutes * MINUTE_MS;
  const sorted = [...trades].sort(byOpen);
  const occurrences: NewsStraddlingEvidence['occurrences'] = [];
  for (const event of events) {
    if (event.impact !== 'high') continue;
    const near = sorted.filter((trade) => Math.abs(trade.openTime - event.time) <= window && affects(trade.symbol, event.currency));
    const symbols = new Set(near.map((trade) => trade.symbol));
    for (const symbol of symbols) {
      const buy = near.find((trade) => trade.symbol === symbol && trade.side === 'buy');
      const sell = near.find((trade) => trade.symbol === symbol && trade.side === 'sell');
      if (buy && sell)
        occurrences.push({
          event: { title: event.title, currency: event.currency, time: new Date(event.time).toISOString() },
          buy: refOf(buy),
          sell: refOf(sell),
        });
    }
  }
  if (occurrences.length < t.minOccurrences) return null;
  return {
    severity: occurrences.length >= 2 * t.minOccurrences ? 'high' : 'medium',
    score: score((occurrences.length / (2 * t.minOccurrences)) * 100),
    evidence: { windowMinutes: t.windowMinutes, occurrences: occurrences.slice(-shownExamples) },
  };
}

export type GamblingEvidence = {
  dailyLossLimit: number;
  occurrences: { day: string; trades: TradeRef[]; result: number; room: number; share: number }[];
};

/**
 * All-in trading: a trade, or a cluster of trades open together, that lost at least `dailyRoomShare`
 * of the day's remaining loss room (the daily loss limit plus what the day had made before it
 * opened), on `minOccurrences` days. High when one of them lost the whole room.
 */
export function gambling(
  trades: RiskTrade[],
  t: RiskThresholds['gambling'],
  account: { dailyLossLimit: number; timeZone: string },
): AccountFinding<GamblingEvidence> | null {
  if (account.dailyLossLimit <= 0) return null;
  const closed = closedOf(trades).sort(byOpen);
  const clusters: RiskTrade[][] = [];
  // Trades open at the same time form one cluster: each opened before the cluster's last close.
  let reach = Number.NEGATIVE_INFINITY;
  for (const trade of closed) {
    const current = clusters[clusters.length - 1];
    if (current && trade.openTime < reach) current.push(trade);
    else {
      clusters.push([trade]);
      reach = Number.NEGATIVE_INFINITY;
    }
    reach = Math.max(reach, trade.closeTime as number);
  }
  // A zone's calendar is slow to ask: the last day found answers every instant inside it.
  let known: LocalDay | null = null;
  const dayOf = (time: number) => {
    if (!known || time < known.start || time >= known.end) known = localDayOf(time, account.timeZone);
    return formatDateKey(known.key);
  };
  const byClose = [...closed].sort((x, y) => (x.closeTime as number) - (y.closeTime as number));
  const occurrences: GamblingEvidence['occurrences'] = [];
  let next = 0;
  const madeOn = new Map<string, number>();
  for (const cluster of clusters) {
    const opened = (cluster[0] as RiskTrade).openTime;
    // What the day made before the cluster opened: the closes up to then, added as the clusters go on in time.
    for (; next < byClose.length && ((byClose[next] as RiskTrade).closeTime as number) <= opened; next++) {
      const done = byClose[next] as RiskTrade;
      const day = dayOf(done.closeTime as number);
      madeOn.set(day, (madeOn.get(day) ?? 0) + (done.result as number));
    }
    const day = dayOf(opened);
    const room = account.dailyLossLimit + (madeOn.get(day) ?? 0);
    const result = cluster.reduce((sum, trade) => sum + (trade.result as number), 0);
    if (room > 0 && -result >= t.dailyRoomShare * room)
      occurrences.push({ day, trades: cluster.map(refOf), result, room, share: -result / room });
  }
  // A pattern across days: one bad afternoon near the limit is not gambling.
  if (new Set(occurrences.map((o) => o.day)).size < t.minOccurrences) return null;
  return {
    severity: occurrences.some((o) => o.share >= 1) ? 'high' : 'medium',
    score: score(Math.max(...occurrences.map((o) => o.share)) * 100),
    evidence: { dailyLossLimit: account.dailyLossLimit, occurrences: occurrences.slice(-shownExamples) },
  };
}
