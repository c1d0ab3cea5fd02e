/**
 * The risk desk's detectors (issue 30), pure like the rule engine: each reads trades (or sign-ins)
 * and answers a finding with the evidence a person decides from, or null. Times are epoch
 * milliseconds inside, ISO-8601 to the millisecond in evidence (what a reviewer reads).
 *
 * A detector scores a pattern over many trades, never one: a flag says the pattern recurs.
 */

import type { dealSides, riskDetectors, riskSeverities } from '../../schemas/enums';

export type Detector = (typeof riskDetectors)[number];
export type Severity = (typeof riskSeverities)[number];

/** A position as the detectors read it: its opening deal, and its close once closed. */
export type RiskTrade = {
  accountId: string;
  ticket: string;
  symbol: string;
  side: (typeof dealSides)[number];
  volume: number;
  openTime: number;
  /** As the platform reported it; null from platforms that do not. */
  openPrice: number | null;
  /** Null while the position is open. */
  closeTime: number | null;
  /** Realised result in minor units (profit + commission + swap of both deals); null while open. */
  result: number | null;
};

/** A trade as evidence shows it. */
export type TradeRef = {
  accountId: string;
  ticket: string;
  symbol: string;
  side: (typeof dealSides)[number];
  volume: number;
  openTime: string;
  openPrice: number | null;
  closeTime: string | null;
  result: number | null;
};

export const refOf = (trade: RiskTrade): TradeRef => ({
  accountId: trade.accountId,
  ticket: trade.ticket,
  symbol: trade.symbol,
  side: trade.side,
  volume: trade.volume,
  openTime: new Date(trade.openTime).toISOString(),
  openPrice: trade.openPrice,
  closeTime: trade.closeTime === null ? null : new Date(trade.closeTime).toISOString(),
  result: trade.result,
});

/**
 * Thresholds per product (the catalogue's `riskRules`, versioned with the product), defaults from
 * the field (docs/decisions/059). A product stores only what it changes; `thresholdsOf` fills the rest.
 */
export type RiskThresholds = {
  copyTrading: {
    /** Openings of the same symbol and direction this close together are a match. */
    windowMs: number;
    /** Sizes are similar when the smaller is at least this share of the larger. */
    volumeRatio: number;
    minMatches: number;
    /** Matches as a share of the less active account's trades. */
    minShare: number;
  };
  hedging: {
    /** Opposite openings this close together are a candidate. */
    windowMs: number;
    volumeRatio: number;
    /** Both positions open together at least this long. */
    minOverlapMs: number;
    minMatches: number;
  };
  multiAccounting: {
    /** Sign-ins this recent are compared. */
    lookbackDays: number;
    /** An address seen for this many members or more is a shared network (a carrier's NAT, an office, a VPN exit): not proof. */
    sharedNetworkMembers: number;
  };
  tickScalping: {
    minHoldSeconds: number;
    /** The share of closed trades held under `minHoldSeconds` above which the account is flagged. */
    maxShortShare: number;
    /** Fewer closed trades say nothing. */
    minTrades: number;
  };
  martingale: {
    /** A next trade at least this many times the volume of the losing one before it is an escalation. */
    factor: number;
    /** Escalations in a row that make a run. */
    minSteps: number;
    /** The escalation is opened this soon after the loss closed. */
    withinMinutes: number;
    /** Runs (or grids) that make a flag. */
    minRuns: number;
    /** Entries of one grid: same symbol and side, each opened while the previous is open, against it. */
    gridMinEntries: number;
    /** How evenly spaced: the spread of the price steps as a share of their mean. */
    gridSpacingTolerance: number;
  };
  newsStraddling: {
    /** Minutes either side of a high-impact event. */
    windowMinutes: number;
    minOccurrences: number;
  };
  gambling: {
    /** A trade or cluster losing this share of the day's remaining loss room risked it. */
    dailyRoomShare: number;
    /** Days with such a loss. */
    minOccurrences: number;
  };
};

export const defaultRiskThresholds: RiskThresholds = {
  copyTrading: { windowMs: 2_000, volumeRatio: 0.5, minMatches: 5, minShare: 0.5 },
  hedging: { windowMs: 60_000, volumeRatio: 0.5, minOverlapMs: 2_000, minMatches: 3 },
  multiAccounting: { lookbackDays: 90, sharedNetworkMembers: 5 },
  tickScalping: { minHoldSeconds: 60, maxShortShare: 0.5, minTrades: 20 },
  martingale: { factor: 1.8, minSteps: 3, withinMinutes: 30, minRuns: 2, gridMinEntries: 4, gridSpacingTolerance: 0.2 },
  newsStraddling: { windowMinutes: 5, minOccurrences: 2 },
  gambling: { dailyRoomShare: 0.8, minOccurrences: 2 },
};

export type RiskRules = { [D in keyof RiskThresholds]?: Partial<RiskThresholds[D]> };

/** A product's thresholds: what it sets over the defaults. */
export function thresholdsOf(rules: RiskRules | null | undefined): RiskThresholds {
  const out = structuredClone(defaultRiskThresholds);
  for (const key of Object.keys(out) as (keyof RiskThresholds)[]) Object.assign(out[key], rules?.[key] ?? {});
  return out;
}

/** How much two sizes agree: the smaller over the larger (1: equal). */
export const sizeRatio = (a: number, b: number) => (a <= 0 || b <= 0 ? 0 : Math.min(a, b) / Math.max(a, b));

/** Trades in the order they were opened (ticket on a tie). */
export const byOpen = (x: RiskTrade, y: RiskTrade) => x.openTime - y.openTime || x.ticket.localeCompare(y.ticket);

/** The first index in `sorted` (by openTime) of a trade opened at or after `t` (a binary search). */
export function firstOpenedAtOrAfter(sorted: RiskTrade[], t: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] as RiskTrade).openTime < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A score from 0 to 100. */
export const score = (x: number) => Math.max(0, Math.min(100, Math.round(x)));
