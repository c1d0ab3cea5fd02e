/** What the oracle reads and answers (docs/definitions.md, version 1). Money in minor units, times ISO-8601. */

export type OracleRules = {
  /** null: a funded account (no target, never passes). */
  profitTargetPct: number | null;
  maxDailyLossPct: number;
  maxLossPct: number;
  maxLossMode: 'static' | 'trailing';
  minTradingDays: number;
  dailyLossBasis: 'balance' | 'balanceOrEquity';
  resetTimeZone: string;
  timeLimitDays: number | null;
  bestDayPct: number | null;
};

export type OracleDeal = {
  kind: 'deal';
  time: string;
  ticket: string;
  entry: 'in' | 'out';
  symbol: string;
  side: 'buy' | 'sell';
  volume: number;
  profit: number;
  commission?: number;
  swap?: number;
};
export type OracleEquityReport = { kind: 'equity'; time: string; balance: number; equity: number };
/** A paid payout: `amount` < 0 is the money that left the account. */
export type OraclePayout = { kind: 'payout'; time: string; id: string; amount: number };
export type OracleEvent = OracleDeal | OracleEquityReport | OraclePayout;

export type OracleInput = {
  initialBalance: number;
  startedAt: string;
  rules: OracleRules;
  events: OracleEvent[];
  now: string;
};

export type OracleBreach = {
  rule: 'maxDailyLoss' | 'maxLoss' | 'timeLimit';
  at: string;
  equity: number;
  /** The floor crossed; null for the time limit (the definitions name no floor for it). */
  floor: number | null;
  /** What crossed it: a deal (with its realised amount), an equity report, a payout, a midnight, or the deadline. */
  trigger:
    | { kind: 'deal'; ticket: string; entry: 'in' | 'out'; amount: number }
    | { kind: 'equity' }
    | { kind: 'payout' }
    | { kind: 'midnight' }
    | { kind: 'deadline' };
};

/** A figure as it stood from `time` on. */
export type OracleStep = { time: string; value: number };

export type OracleTrade = {
  ticket: string;
  symbol: string;
  volume: number;
  /** null: the platform reported the closing deal only. */
  openTime: string | null;
  closeTime: string;
  gross: number;
  commission: number;
  swap: number;
  result: number;
};

export type OracleDay = {
  day: string;
  /** The day's first instant that counts: its midnight, or the start of the account. */
  start: string;
  startBalance: number;
  startEquity: number;
  /** The basis and floor at the day's start (before any payout of the day). */
  basis: number;
  floor: number;
  /** Sum of the realised amounts of the day's deals. */
  pnl: number;
  deals: number;
  /** Opening deals (a trading day has at least one). */
  opened: number;
};

export type OracleStatistics = {
  trades: number;
  wins: number;
  losses: number;
  winRate: number | null;
  averageWin: number | null;
  averageLoss: number | null;
  profitFactor: number | null;
  expectancy: number | null;
  averageRiskReward: number | null;
  bestTrade: { ticket: string; result: number } | null;
  worstTrade: { ticket: string; result: number } | null;
  longestWinStreak: number;
  longestLossStreak: number;
  maxDrawdown: { amount: number; pct: number };
  dailySharpe: number | null;
  bestDay: { day: string; pnl: number } | null;
  worstDay: { day: string; pnl: number } | null;
  tradingDays: number;
};

export type OracleResult = {
  status: 'active' | 'passed' | 'failed';
  /** When the account passed or failed; null while active. */
  closedAt: string | null;
  passedAt: string | null;
  breach: OracleBreach | null;
  balance: number;
  equity: number;
  /** Money paid out so far (a positive amount). */
  paidOut: number;
  tradingBalance: number;
  /** null for a funded account. */
  profitTarget: number | null;
  dailyLossAmount: number;
  maxLossAmount: number;
  dailyBasis: number;
  dailyLossFloor: number;
  maxLossFloor: number;
  highestEodBalance: number;
  tradingDays: number;
  objectives: { profitTarget: boolean; maxDailyLoss: boolean; maxLoss: boolean; minTradingDays: boolean; bestDay: boolean };
  closedTradeProfit: number;
  /** Profit/Loss incl. open positions. */
  openProfit: number;
  /** The running (or closing) day's net profit. */
  todayProfit: number;
  /** The best day's net profit, today included, at least 0. */
  bestDayProfit: number;
  /** Trades closed before the account closed, in close order (close time, then ticket). */
  trades: OracleTrade[];
  /** Every day from the start to the running (or closing) day. */
  daily: OracleDay[];
  /** Positions open at the end (or the close): opening deals without their closing deal. */
  openPositions: { ticket: string; symbol: string; side: 'buy' | 'sell'; volume: number; openTime: string }[];
  /**
   * Not in the definitions (the statistics answer shows them): lots = the volumes of the opening deals
   * before the close, symbols = those of the trades (as the statistics' trade list).
   */
  lots: number;
  symbols: string[];
  /** Balance and equity at the start and after every event until the close. */
  series: { time: string; balance: number; equity: number }[];
  /** The floors as they stood over time: at the start, every midnight and every payout (until the close). */
  floorSteps: { dailyLoss: OracleStep[]; maxLoss: OracleStep[] };
  /** Deals the platform reported after the account closed: listed apart, in no figure. */
  afterClose: OracleDeal[];
  /** The first opening deal (before the close), and the last payout. */
  firstTradeAt: string | null;
  lastPayoutAt: string | null;
  statistics: OracleStatistics;
};
