/**
 * Detectors over a pair of accounts: copy trading (the same trades in accounts of different
 * members) and hedging (opposite trades in accounts of one member or of linked members).
 *
 * Trades are matched one to one: each trade of the first account takes the closest unmatched
 * opening of the second that fits, in time order. A pair is flagged when matches recur (a count
 * and a share of the less active account's trades), never for one coincidence.
 */

import {
  byOpen,
  firstOpenedAtOrAfter,
  type RiskThresholds,
  type RiskTrade,
  refOf,
  type Severity,
  score,
  sizeRatio,
  type TradeRef,
} from './types';

export type MatchedPair = { a: TradeRef; b: TradeRef; gapMs: number };

export type CopyTradingEvidence = {
  matched: number;
  tradesA: number;
  tradesB: number;
  /** Matched over the less active account's trades. */
  share: number;
  medianGapMs: number;
  /** The account that opened first in most matches, and in how many. */
  leaderAccountId: string;
  leads: number;
  /** The most recent matches (at most `shownPairs`), newest first. */
  pairs: MatchedPair[];
};

export type HedgingEvidence = {
  matched: number;
  tradesA: number;
  tradesB: number;
  share: number;
  /** What the matched trades made together: near nothing when one side's loss is the other's gain. */
  netResult: number;
  resultA: number;
  resultB: number;
  pairs: (MatchedPair & { overlapMs: number })[];
};

export type PairFinding<E> = { severity: Severity; score: number; evidence: E };

/** Evidence shows this many pairs; the counts cover them all. */
export const shownPairs = 50;

/** One-to-one matches of openings within `windowMs` that `fits`, each to the closest free one. */
function matchOpenings(
  a: RiskTrade[],
  b: RiskTrade[],
  windowMs: number,
  fits: (x: RiskTrade, y: RiskTrade) => boolean,
): { x: RiskTrade; y: RiskTrade }[] {
  const left = [...a].sort(byOpen);
  const right = [...b].sort(byOpen);
  const taken = new Set<number>();
  const matches: { x: RiskTrade; y: RiskTrade }[] = [];
  for (const x of left) {
    let best = -1;
    let bestGap = Number.POSITIVE_INFINITY;
    for (let i = firstOpenedAtOrAfter(right, x.openTime - windowMs); i < right.length; i++) {
      const y = right[i] as RiskTrade;
      const gap = Math.abs(y.openTime - x.openTime);
      if (y.openTime - x.openTime > windowMs) break;
      if (!taken.has(i) && gap < bestGap && fits(x, y)) {
        best = i;
        bestGap = gap;
      }
    }
    if (best >= 0) {
      taken.add(best);
      matches.push({ x, y: right[best] as RiskTrade });
    }
  }
  return matches;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((p, q) => p - q);
  const mid = sorted.length >> 1;
  return sorted.length === 0
    ? 0
    : sorted.length % 2
      ? (sorted[mid] as number)
      : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

const newestFirst = <P extends { a: TradeRef }>(pairs: P[]) =>
  [...pairs].sort((p, q) => Date.parse(q.a.openTime) - Date.parse(p.a.openTime)).slice(0, shownPairs);

/**
 * Copy trading between two accounts of different members: the same symbol and direction opened
 * within `windowMs`, sizes within `volumeRatio`; flagged at `minMatches` matches that are at least
 * `minShare` of the less active account's trades. High when most trades (80 %) match and twice the
 * minimum did.
 */
export function copyTrading(a: RiskTrade[], b: RiskTrade[], t: RiskThresholds['copyTrading']): PairFinding<CopyTradingEvidence> | null {
  const fewer = Math.min(a.length, b.length);
  if (fewer === 0) return null;
  const matches = matchOpenings(
    a,
    b,
    t.windowMs,
    (x, y) => x.symbol === y.symbol && x.side === y.side && sizeRatio(x.volume, y.volume) >= t.volumeRatio,
  );
  const share = matches.length / fewer;
  if (matches.length < t.minMatches || share < t.minShare) return null;
  const aLeads = matches.filter(({ x, y }) => x.openTime <= y.openTime).length;
  const accountA = (a[0] as RiskTrade).accountId;
  const accountB = (b[0] as RiskTrade).accountId;
  const severity: Severity = share >= 0.8 && matches.length >= 2 * t.minMatches ? 'high' : 'medium';
  return {
    severity,
    score: score(share * 100),
    evidence: {
      matched: matches.length,
      tradesA: a.length,
      tradesB: b.length,
      share,
      medianGapMs: median(matches.map(({ x, y }) => Math.abs(y.openTime - x.openTime))),
      leaderAccountId: aLeads * 2 >= matches.length ? accountA : accountB,
      leads: Math.max(aLeads, matches.length - aLeads),
      pairs: newestFirst(matches.map(({ x, y }) => ({ a: refOf(x), b: refOf(y), gapMs: y.openTime - x.openTime }))),
    },
  };
}

/**
 * Hedging across two accounts (of one member or of linked members): opposite directions on one
 * symbol opened within `windowMs`, sizes within `volumeRatio`, both open together for at least
 * `minOverlapMs` (a position still open counts up to `asOf`); flagged at `minMatches`. High at twice
 * the minimum or when half the less active account's trades are hedged.
 */
export function hedging(a: RiskTrade[], b: RiskTrade[], t: RiskThresholds['hedging'], asOf: number): PairFinding<HedgingEvidence> | null {
  const fewer = Math.min(a.length, b.length);
  if (fewer === 0) return null;
  const overlap = (x: RiskTrade, y: RiskTrade) => Math.min(x.closeTime ?? asOf, y.closeTime ?? asOf) - Math.max(x.openTime, y.openTime);
  const matches = matchOpenings(
    a,
    b,
    t.windowMs,
    (x, y) =>
      x.symbol === y.symbol && x.side !== y.side && sizeRatio(x.volume, y.volume) >= t.volumeRatio && overlap(x, y) >= t.minOverlapMs,
  );
  if (matches.length < t.minMatches) return null;
  const share = matches.length / fewer;
  const resultA = matches.reduce((sum, { x }) => sum + (x.result ?? 0), 0);
  const resultB = matches.reduce((sum, { y }) => sum + (y.result ?? 0), 0);
  const severity: Severity = matches.length >= 2 * t.minMatches || share >= 0.5 ? 'high' : 'medium';
  return {
    severity,
    score: score(Math.max(share, matches.length / (4 * t.minMatches)) * 100),
    evidence: {
      matched: matches.length,
      tradesA: a.length,
      tradesB: b.length,
      share,
      netResult: resultA + resultB,
      resultA,
      resultB,
      pairs: newestFirst(
        matches.map(({ x, y }) => ({ a: refOf(x), b: refOf(y), gapMs: y.openTime - x.openTime, overlapMs: overlap(x, y) })),
      ),
    },
  };
}
