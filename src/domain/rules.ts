/**
 * Rule engine of an evaluation phase (FTMO-style). Pure functions, no I/O.
 *
 * Amounts are integers in minor units; times are ISO-8601 instants (UTC). Percent amounts are
 * `Math.round(pct * initialBalance / 100)`, so every floor and target is an integer.
 *
 * Semantics
 * - Events are folded in `compareEvents` order: by instant; at the same instant deals, then adjustments, then
 *   equity snapshots (a snapshot at the instant of an adjustment already includes it); deals by ticket and
 *   adjustments by id (numeric ones numerically, before any non-numeric one); otherwise stable.
 * - An `out` deal realises `profit + commission + swap` into the balance, an `in` deal its
 *   `commission + swap` only (missing = 0). After a deal, equity = the new balance. An equity snapshot sets
 *   balance and equity to the platform's values (the platform is the source of truth).
 * - An `adjustment` (a paid payout: money leaves the account, `amount` < 0) is not a trade: it adds `amount`
 *   to balance and equity and to `adjustments` (the sum of all adjustment amounts so far), and nothing to the
 *   day's net profit, the trading days or the best day. The trading balance is `balance − adjustments` (what
 *   the balance would be without them); profit is always trading profit (trading balance − initial).
 *   A withdrawal is not a loss: the references the loss rules measure from move with it — the running day's
 *   basis and daily floor by `amount`, the trailing high-water mark (`highestEodBalance`) by `amount` — while
 *   the absolute floors keep protecting the firm's capital (see the floors below). Both floors are lowered
 *   by at most `amount`, so the room to them never grows and shrinks only where the static floor
 *   `initial − maxLoss amount` stops them. Nothing is checked at an adjustment: it never by itself fails or
 *   passes an account (the room to the daily floor is unchanged, to the max-loss floor it stays above 0
 *   while no position is open and the money withdrawn is at most the profit, as for an eligible payout; the
 *   next event or midnight checks as usual). It moves
 *   the clock like any event (midnights, the time limit). Amount 0 changes nothing; a positive amount acts
 *   the same way with the opposite sign.
 * - Days are calendar days in `resetTimeZone`, bounded by local midnights found with Intl (23- and 25-hour
 *   days at daylight-saving changes). A trading day is a day on which at least one `in` deal happened.
 * - At `startedAt` and at each local midnight the daily basis is the balance (or max(balance, equity) for
 *   `balanceOrEquity`); `dailyLossFloor = basis − maxDailyLoss amount`. The trailing max-loss floor is
 *   `max(min(highestEodBalance − maxLoss amount, initial + adjustments), initial − maxLoss amount)`, where
 *   `highestEodBalance` is the highest balance at a midnight (initial included), lowered by every later
 *   adjustment's `amount`; the static one `initial − maxLoss amount`. Without adjustments the trailing floor
 *   reads `min(highest balance at a midnight − maxLoss amount, initial)`. Why: the trailing rule limits the
 *   drop from the best end-of-day balance; withdrawn money is not a drop, so the mark is taken net of it
 *   (in trading-balance terms the mark and the cap `initial` are unchanged and the whole floor is lowered by
 *   the money withdrawn); and however much is withdrawn, the floor never goes below the static floor, so the
 *   firm's capital at risk never exceeds the maxLoss amount. The static floor does not move: it is a level
 *   of the firm's capital, and a payout is paid from profit above it.
 * - Equity at or below a floor fails the account. This is checked after every event and at every midnight
 *   (the new day's floor may already be at or above equity that carries an open loss over midnight; `at` is
 *   then that midnight). When both floors are hit, the higher floor's rule is reported ('maxDailyLoss' on a tie).
 * - Pass: after an event, no breach, trading balance ≥ profit target, trading days ≥ minimum and, with
 *   `bestDayPct`, the best day's net profit (sum of realised amounts of that day's deals) ≤ bestDayPct % of
 *   the total net profit (trading balance − initial: money withdrawn still counts as made), compared exactly
 *   (best × 100 ≤ pct × total); total ≤ 0 never meets it.
 *   `profitTargetPct: null` (funded account): no target, never passes, `profitTarget` = initial.
 * - Time limit: once an instant past `startedAt + timeLimitDays × 24 h` is reached (by an event or by `now`)
 *   without a pass, the account fails at that deadline ('timeLimit', equity then, floor 0). An event exactly
 *   at the deadline still counts; midnights up to and including the deadline are applied first.
 * - Final status: once passed or failed, the whole state is frozen as it stood at that moment (objectives
 *   as then; all met for a pass): later events, midnights and the time limit change nothing, so every
 *   figure of a closed account is the one that decided it. What a platform reports afterwards is the
 *   caller's to keep apart (`eventsBeforeClose`). A closure decided outside the rules (an
 *   administrator's, a refund) freezes it the same way (`closeState`).
 * - Maximum drawdown (a statistic, never a rule): after every event the trading equity (equity − adjustments)
 *   raises its high-water mark (`peakEquity`, from the initial balance) or measures its fall from it;
 *   `maxDrawdown` keeps the largest fall. Frozen with the rest at the close.
 * - Events earlier than `startedAt` are booked on the first day.
 * - A state without `adjustments` (a checkpoint written before adjustments existed) reads it as 0.
 *
 * Incremental use: `startEvaluation` → `advance` (any number of sorted batches) → `conclude(now)`.
 * The state is a small plain JSON object whose size does not grow with the number of events or days
 * (only the running day's profit and the best finished day are kept).
 */

import type { LocalNames } from '../i18n/names';
import type {
  AdjustmentReason,
  accountStatuses,
  breachRules,
  ClosureRule,
  dailyLossBases,
  dealEntries,
  dealSides,
  maxLossModes,
} from '../schemas/enums';
import { assertTimeZone, type LocalDay, localDayOf, nextLocalDay, parseInstant } from './time';

export type PhaseRules = {
  /** null: funded account, no target, never passes. */
  profitTargetPct: number | null;
  maxDailyLossPct: number;
  maxLossPct: number;
  maxLossMode: (typeof maxLossModes)[number];
  minTradingDays: number;
  dailyLossBasis: (typeof dailyLossBases)[number];
  /** IANA zone, e.g. 'Europe/Prague'. */
  resetTimeZone: string;
  timeLimitDays: number | null;
  bestDayPct: number | null;
  /**
   * Minutes before and after a high-impact news event in which trades are restricted (flagged in the
   * trade history and a payout eligibility item); null or absent: no restriction. The engine itself
   * does not read it: restricted trades are not a breach (src/domain/news.ts).
   */
  newsWindowMinutes?: number | null;
};

/**
 * A position open on the platform at an equity report: `profit` is its floating result in minor units
 * (price difference and swap so far, as the platform shows it; the commission is booked by the deals).
 * The rules never read it: equity already holds it. Screens list it, the breach receipt shows what was open.
 */
export type OpenPosition = {
  ticket: string;
  symbol: string;
  side: (typeof dealSides)[number];
  volume: number;
  openTime: string;
  openPrice: number;
  price: number;
  profit: number;
};

/** What the trading platform reports (and the bridge ingests): deals and equity snapshots. */
export type AccountEvent =
  | {
      kind: 'deal';
      time: string;
      ticket: string;
      entry: (typeof dealEntries)[number];
      symbol: string;
      side: (typeof dealSides)[number];
      volume: number;
      profit: number;
      commission?: number;
      swap?: number;
      /** The price the deal was made at (absent from platforms that do not report it). */
      price?: number;
    }
  | {
      kind: 'equity';
      time: string;
      balance: number;
      equity: number;
      /** Every position open at `time`; absent: not reported (an empty list: none open). */
      positions?: OpenPosition[];
    };

/**
 * Money moved in or out by the firm, not by trading (a paid payout): `amount` in minor units (negative:
 * withdrawn). `id` is unique per account (the store keeps one per id) and orders adjustments of one instant.
 */
export type AdjustmentEvent = { kind: 'adjustment'; time: string; id: string; amount: number; reason: AdjustmentReason };

/**
 * What the engine folds: the platform's events and the firm's balance adjustments. (`AccountEvent` stays the
 * platform's two kinds, which the bridge ingests and the projections fold; code that folds a `RuleEvent`
 * must handle `adjustment` too.)
 */
export type RuleEvent = AccountEvent | AdjustmentEvent;

export type EvaluationInput = { rules: PhaseRules; initialBalance: number; startedAt: string; events: RuleEvent[]; now: string };

/** The rules the engine fails an account on, and the closures decided outside it (recorded alike). */
export type BreachRule = (typeof breachRules)[number] | ClosureRule;
export type Breach = { rule: BreachRule; at: string; equity: number; floor: number };
export type ObjectiveName = 'profitTarget' | 'maxDailyLoss' | 'maxLoss' | 'minTradingDays' | 'bestDay';
export type Objectives = Record<ObjectiveName, { met: boolean }>;

export type Evaluation = {
  status: (typeof accountStatuses)[number];
  breach: null | Breach;
  balance: number;
  equity: number;
  tradingDays: number;
  profitTarget: number;
  dailyLossFloor: number;
  maxLossFloor: number;
  nextResetAt: string;
  passedAt: string | null;
  objectives: Objectives;
};

/** Everything needed to continue the fold; plain JSON (survives JSON.stringify/parse). */
export type EvaluationState = {
  version: 1;
  rules: PhaseRules;
  initialBalance: number;
  startedAt: string;
  /** Deadline of the time limit, epoch ms; null without a limit. */
  deadline: number | null;
  /** null: no target (funded). */
  target: number | null;
  dailyLossAmount: number;
  maxLossAmount: number;
  balance: number;
  equity: number;
  /** The local day being folded: key yyyymmdd and [start, end) in epoch ms. */
  day: LocalDay;
  dailyLossFloor: number;
  /** Highest balance at a midnight, initial included, lowered by every later adjustment (drives the trailing floor). */
  highestEodBalance: number;
  /**
   * Sum of the amounts of the adjustments folded (negative: money withdrawn); the trading balance is
   * `balance − adjustments`. Absent in checkpoints written before adjustments existed: read as 0.
   */
  adjustments?: number;
  maxLossFloor: number;
  tradingDays: number;
  /** Whether the running day already counts as a trading day. */
  dayTraded: boolean;
  /** Net realised amount of the running day. */
  dayProfit: number;
  /** Best net profit of a finished day, at least 0. */
  bestFinishedDayProfit: number;
  status: Evaluation['status'];
  breach: Breach | null;
  passedAt: string | null;
  /** Objectives frozen when the status became final; null while active. */
  finalObjectives: Objectives | null;
  /**
   * The figures as they stood when the status became final. Since the state freezes at that moment
   * they equal the fields above; checkpoints written before it froze kept folding later events into
   * those, and only this tells what decided them. Null while active; absent in checkpoints written
   * before it existed.
   */
  closing?: ClosingFigures | null;
  /** Instant of the last folded event (normalised ISO), null before any; the next batch must not be earlier. */
  lastEventTime: string | null;
  /**
   * Highest trading equity (equity − adjustments: money paid out is not a fall) after any event so far,
   * the initial balance included, and the largest fall from it (the maximum drawdown statistic).
   * Absent in checkpoints written before they existed: the statistic is then unknown.
   */
  peakEquity?: number;
  maxDrawdown?: number;
};

/** The fields of the state the overview's figures are made of (src/domain/figures.ts). */
export type ClosingFigures = Pick<
  EvaluationState,
  | 'balance'
  | 'equity'
  | 'dailyLossFloor'
  | 'maxLossFloor'
  | 'highestEodBalance'
  | 'adjustments'
  | 'dayProfit'
  | 'bestFinishedDayProfit'
  | 'tradingDays'
  | 'peakEquity'
  | 'maxDrawdown'
>;

/** What an account keeps between batches: the state after the last folded event, and that event (to detect late arrivals). */
export type Checkpoint = { state: EvaluationState; last: RuleEvent | null };

/** A challenge's evaluation phase as products store it; `names` are its name per language (presentation only). */
export type Phase = { name: string; names?: LocalNames; rules: PhaseRules };

const pctOf = (pct: number, amount: number): number => Math.round((pct * amount) / 100);

function isDigits(s: string): boolean {
  if (s.length === 0) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

function stripLeadingZeros(s: string): string {
  let i = 0;
  while (i < s.length - 1 && s.charCodeAt(i) === 48) i++;
  return i === 0 ? s : s.slice(i);
}

/** Total order on tickets: numeric tickets by value (then text), before non-numeric ones (by text). */
export function compareTickets(a: string, b: string): number {
  if (a === b) return 0;
  const an = isDigits(a);
  const bn = isDigits(b);
  if (an !== bn) return an ? -1 : 1;
  if (an) {
    const as = stripLeadingZeros(a);
    const bs = stripLeadingZeros(b);
    if (as.length !== bs.length) return as.length - bs.length;
    if (as !== bs) return as < bs ? -1 : 1;
  }
  return a < b ? -1 : 1;
}

function isCanonicalUtc(s: string): boolean {
  return s.charCodeAt(s.length - 1) === 90 /* Z */ && s.charCodeAt(10) === 84 /* T */;
}

function compareTimes(a: string, b: string): number {
  if (a === b) return 0;
  // Same layout 'YYYY-MM-DDTHH:mm:ss[.fff]Z' and length: text order is time order.
  if (a.length === b.length && isCanonicalUtc(a) && isCanonicalUtc(b)) return a < b ? -1 : 1;
  return parseInstant(a) - parseInstant(b);
}

/** Rank of a kind among the events of one instant: deals, then adjustments, then snapshots. */
const kindRank = { deal: 0, adjustment: 1, equity: 2 } as const satisfies Record<RuleEvent['kind'], number>;

/** Order of two events of one instant, by kind, then deals by ticket and adjustments by id; 0 otherwise. */
function compareSameInstant(a: RuleEvent, b: RuleEvent): number {
  if (a.kind !== b.kind) return kindRank[a.kind] - kindRank[b.kind];
  if (a.kind === 'deal' && b.kind === 'deal') return compareTickets(a.ticket, b.ticket);
  if (a.kind === 'adjustment' && b.kind === 'adjustment') return compareTickets(a.id, b.id);
  return 0;
}

/**
 * The fold order: time, then deals, adjustments, snapshots; deals by ticket, adjustments by id; equal
 * otherwise (sort is stable).
 */
export function compareEvents(a: RuleEvent, b: RuleEvent): number {
  const byTime = compareTimes(a.time, b.time);
  if (byTime !== 0) return byTime;
  return compareSameInstant(a, b);
}

export function startEvaluation(input: Omit<EvaluationInput, 'events' | 'now'>): EvaluationState {
  const { rules, initialBalance } = input;
  assertTimeZone(rules.resetTimeZone);
  if (!Number.isFinite(initialBalance)) throw new RangeError('initialBalance must be a finite number');
  const started = parseInstant(input.startedAt);
  const maxLossAmount = pctOf(rules.maxLossPct, initialBalance);
  const dailyLossAmount = pctOf(rules.maxDailyLossPct, initialBalance);
  return {
    version: 1,
    rules: { ...rules },
    initialBalance,
    startedAt: new Date(started).toISOString(),
    deadline: rules.timeLimitDays === null ? null : started + rules.timeLimitDays * 86_400_000,
    target: rules.profitTargetPct === null ? null : initialBalance + pctOf(rules.profitTargetPct, initialBalance),
    dailyLossAmount,
    maxLossAmount,
    balance: initialBalance,
    equity: initialBalance,
    day: localDayOf(started, rules.resetTimeZone),
    dailyLossFloor: initialBalance - dailyLossAmount,
    highestEodBalance: initialBalance,
    adjustments: 0,
    maxLossFloor: initialBalance - maxLossAmount,
    tradingDays: 0,
    dayTraded: false,
    dayProfit: 0,
    bestFinishedDayProfit: 0,
    status: 'active',
    breach: null,
    passedAt: null,
    finalObjectives: null,
    closing: null,
    lastEventTime: null,
    peakEquity: initialBalance,
    maxDrawdown: 0,
  };
}

// ---- the fold (works on a private copy of the state, mutating it in place) ----

/** The balance without the adjustments (what trading alone made of the initial balance). */
function tradingBalance(s: EvaluationState): number {
  return s.balance - (s.adjustments ?? 0);
}

function bestDayMet(s: EvaluationState): boolean {
  const pct = s.rules.bestDayPct;
  if (pct === null) return true;
  const total = tradingBalance(s) - s.initialBalance;
  if (total <= 0) return false;
  const best = Math.max(s.dayProfit, s.bestFinishedDayProfit);
  return best * 100 <= pct * total;
}

function liveObjectives(s: EvaluationState): Objectives {
  const rule = s.breach?.rule;
  return {
    profitTarget: { met: s.target !== null && tradingBalance(s) >= s.target },
    // A loss rule is met while equity is above its floor: when both floors are crossed at once, the
    // higher is reported as the breach and the other is not met either.
    maxDailyLoss: { met: rule !== 'maxDailyLoss' && s.equity > s.dailyLossFloor },
    maxLoss: { met: rule !== 'maxLoss' && s.equity > s.maxLossFloor },
    minTradingDays: { met: s.tradingDays >= s.rules.minTradingDays },
    bestDay: { met: bestDayMet(s) },
  };
}

function fail(s: EvaluationState, rule: BreachRule, at: number, floor: number): void {
  s.status = 'failed';
  s.breach = { rule, at: new Date(at).toISOString(), equity: s.equity, floor };
  s.finalObjectives = liveObjectives(s);
  s.closing = closingFigures(s);
}

function closingFigures(s: EvaluationState): ClosingFigures {
  const { balance, equity, dailyLossFloor, maxLossFloor, highestEodBalance, dayProfit, bestFinishedDayProfit, tradingDays } = s;
  const adjustments = s.adjustments ?? 0;
  const { peakEquity, maxDrawdown } = s;
  return {
    balance,
    equity,
    dailyLossFloor,
    maxLossFloor,
    highestEodBalance,
    adjustments,
    dayProfit,
    bestFinishedDayProfit,
    tradingDays,
    ...(peakEquity === undefined ? {} : { peakEquity, maxDrawdown }),
  };
}

/** Follows the trading equity's high-water mark and the largest fall from it (checkpoints without them: unknown). */
function trackDrawdown(s: EvaluationState): void {
  if (s.peakEquity === undefined || s.maxDrawdown === undefined) return;
  const equity = s.equity - (s.adjustments ?? 0);
  if (equity > s.peakEquity) s.peakEquity = equity;
  else if (s.peakEquity - equity > s.maxDrawdown) s.maxDrawdown = s.peakEquity - equity;
}

function checkBreach(s: EvaluationState, at: number): void {
  const dailyHit = s.equity <= s.dailyLossFloor;
  const maxHit = s.equity <= s.maxLossFloor;
  if (!dailyHit && !maxHit) return;
  if (dailyHit && (!maxHit || s.dailyLossFloor >= s.maxLossFloor)) fail(s, 'maxDailyLoss', at, s.dailyLossFloor);
  else fail(s, 'maxLoss', at, s.maxLossFloor);
}

function checkPass(s: EvaluationState, at: number): void {
  if (s.target === null || tradingBalance(s) < s.target || s.tradingDays < s.rules.minTradingDays || !bestDayMet(s)) return;
  s.status = 'passed';
  s.passedAt = new Date(at).toISOString();
  s.finalObjectives = {
    profitTarget: { met: true },
    maxDailyLoss: { met: true },
    maxLoss: { met: true },
    minTradingDays: { met: true },
    bestDay: { met: true },
  };
  s.closing = closingFigures(s);
}

/**
 * Applies the midnight(s) between the running day and instant `t` (requires t ≥ s.day.end). Nothing changes
 * between events, so several midnights in a row act like the first one; the state moves to the day of `t`.
 */
function crossMidnight(s: EvaluationState, t: number): void {
  const midnight = s.day.end;
  if (s.dayProfit > s.bestFinishedDayProfit) s.bestFinishedDayProfit = s.dayProfit;
  s.dayProfit = 0;
  s.dayTraded = false;
  const basis = s.rules.dailyLossBasis === 'balanceOrEquity' && s.equity > s.balance ? s.equity : s.balance;
  s.dailyLossFloor = basis - s.dailyLossAmount;
  if (s.rules.maxLossMode === 'trailing') {
    if (s.balance > s.highestEodBalance) s.highestEodBalance = s.balance;
    s.maxLossFloor = trailingFloor(s);
  }
  if (s.status === 'active') checkBreach(s, midnight);
  const zone = s.rules.resetTimeZone;
  const next = nextLocalDay(s.day, zone);
  s.day = t < next.end ? next : localDayOf(t, zone);
}

/** The trailing max-loss floor of the current high-water mark and adjustments (see the header). */
function trailingFloor(s: EvaluationState): number {
  const adjustments = s.adjustments ?? 0;
  const trailed = Math.min(s.highestEodBalance - s.maxLossAmount, s.initialBalance + adjustments);
  // Without adjustments the bound never acts (the mark is at least initial).
  return Math.max(trailed, s.initialBalance - s.maxLossAmount);
}

/** Money in or out that is not trading: moves balance, equity and the loss references; checks nothing. */
function applyAdjustment(s: EvaluationState, amount: number): void {
  if (amount === 0) return;
  s.balance += amount;
  s.equity += amount;
  s.adjustments = (s.adjustments ?? 0) + amount;
  s.dailyLossFloor += amount;
  if (s.rules.maxLossMode === 'trailing') {
    s.highestEodBalance += amount;
    s.maxLossFloor = trailingFloor(s);
  }
}

/** Moves the clock to instant `t`: midnights, then the time limit if `t` is past the deadline. A closed account's clock stands still. */
function moveClock(s: EvaluationState, t: number): void {
  if (s.status !== 'active') return;
  const deadline = s.deadline;
  if (deadline !== null && t > deadline) {
    if (deadline >= s.day.end) crossMidnight(s, deadline);
    if (s.status === 'active') fail(s, 'timeLimit', deadline, 0);
    return;
  }
  if (t >= s.day.end) crossMidnight(s, t);
}

/** Folds one event; false when the account was closed before it (then nothing changes). */
function applyEvent(s: EvaluationState, e: RuleEvent, t: number): boolean {
  if (t >= s.day.end || (s.deadline !== null && t > s.deadline)) moveClock(s, t);
  if (s.status !== 'active') return false;
  if (e.kind === 'adjustment') {
    applyAdjustment(s, e.amount);
    return true;
  }
  if (e.kind === 'deal') {
    let realised = (e.commission ?? 0) + (e.swap ?? 0);
    if (e.entry === 'out') realised += e.profit;
    else if (!s.dayTraded) {
      s.dayTraded = true;
      s.tradingDays++;
    }
    s.balance += realised;
    s.equity = s.balance;
    s.dayProfit += realised;
  } else {
    s.balance = e.balance;
    s.equity = e.equity;
  }
  trackDrawdown(s);
  checkBreach(s, t);
  if (s.status === 'active') checkPass(s, t);
  return true;
}

function copyState(state: EvaluationState): EvaluationState {
  // Nested objects (rules, day, breach, finalObjectives, closing) are replaced, never mutated, so a shallow copy suffices.
  return { ...state };
}

/**
 * Folds `events` (sorted by `compareEvents`, none earlier than the last folded event) into a new state.
 * Does not modify `state`. Throws a RangeError for an event earlier than the last folded one
 * (the caller must then replay from an earlier checkpoint). Events at exactly `lastEventTime` are accepted
 * but are only ordered correctly if they sort after those already folded (deals, adjustments, snapshots):
 * keep the events of one instant in one batch.
 */
export function advance(state: EvaluationState, events: RuleEvent[]): EvaluationState {
  const s = copyState(state);
  let last = s.lastEventTime === null ? Number.NEGATIVE_INFINITY : parseInstant(s.lastEventTime);
  for (const e of events) {
    const t = parseInstant(e.time);
    if (t < last) throw new RangeError(`Event at ${e.time} is earlier than the last folded event (${s.lastEventTime})`);
    last = t;
    applyEvent(s, e, t);
    s.lastEventTime = e.time;
  }
  if (events.length > 0) s.lastEventTime = new Date(last).toISOString();
  return s;
}

/**
 * How many of `events` (sorted, none before the state's last) the account takes: all while it stays
 * active; up to and including the one that passes or fails it; none once it is closed. The rest is
 * what the platform reported after the close, which changes no figure.
 */
export function eventsBeforeClose(state: EvaluationState, events: RuleEvent[]): number {
  if (state.status !== 'active') return 0;
  const s = copyState(state);
  for (const [i, e] of events.entries()) {
    if (!applyEvent(s, e, parseInstant(e.time))) return i;
    if (s.status !== 'active') return i + 1;
  }
  return events.length;
}

/**
 * The state closed at `now` by a decision outside the rules (an administrator's pass or failure, a
 * refund): the clock moved to `now`, then the verdict, unless the rules had already closed it by
 * then (the time limit). Frozen like any closed state.
 */
export function closeState(
  state: EvaluationState,
  now: string,
  verdict: { status: 'passed' } | { status: 'failed'; rule: BreachRule },
): EvaluationState {
  const s = stateAt(state, now);
  if (s.status !== 'active') return s;
  const t = parseInstant(now);
  if (verdict.status === 'failed') {
    fail(s, verdict.rule, t, 0);
    return s;
  }
  s.status = 'passed';
  s.passedAt = new Date(t).toISOString();
  // A forced pass keeps the objectives as they stood: it says who decided, not that they were met.
  s.finalObjectives = liveObjectives(s);
  s.closing = closingFigures(s);
  return s;
}

/** The state with the midnights and the time limit up to `now` applied. Does not modify `state`. */
export function stateAt(state: EvaluationState, now: string): EvaluationState {
  const s = copyState(state);
  const t = parseInstant(now);
  if (t >= s.day.end || (s.deadline !== null && t > s.deadline)) moveClock(s, t);
  return s;
}

/** Applies midnights and the time limit up to `now` and builds the result. Does not modify `state`. */
export function conclude(state: EvaluationState, now: string): Evaluation {
  const s = stateAt(state, now);
  const t = parseInstant(now);
  // `now` before the folded events (or before startedAt) cannot move the clock back: the next reset is then
  // computed for `now` itself.
  const nextResetAt = t >= s.day.start && t < s.day.end ? s.day.end : localDayOf(t, s.rules.resetTimeZone).end;
  return {
    status: s.status,
    breach: s.breach === null ? null : { ...s.breach },
    balance: s.balance,
    equity: s.equity,
    tradingDays: s.tradingDays,
    profitTarget: s.target ?? s.initialBalance,
    dailyLossFloor: s.dailyLossFloor,
    maxLossFloor: s.maxLossFloor,
    nextResetAt: new Date(nextResetAt).toISOString(),
    passedAt: s.passedAt,
    objectives: cloneObjectives(s.finalObjectives ?? liveObjectives(s)),
  };
}

function cloneObjectives(o: Objectives): Objectives {
  return {
    profitTarget: { met: o.profitTarget.met },
    maxDailyLoss: { met: o.maxDailyLoss.met },
    maxLoss: { met: o.maxLoss.met },
    minTradingDays: { met: o.minTradingDays.met },
    bestDay: { met: o.bestDay.met },
  };
}

function isSorted(events: RuleEvent[]): boolean {
  for (let i = 1; i < events.length; i++) {
    if (compareEvents(events[i - 1]!, events[i]!) > 0) return false;
  }
  return true;
}

/** Tie order at one instant: `compareSameInstant`, then input position (stable). */
function compareAtSameInstant(events: RuleEvent[], i: number, j: number): number {
  return compareSameInstant(events[i]!, events[j]!) || i - j;
}

/**
 * Indices of `events` in fold order (the order of a stable sort with `compareEvents`), given their instants.
 * Sorts (instant, index) packed into 64-bit integers natively, then orders runs of equal instants.
 */
function foldOrder(events: RuleEvent[], times: Float64Array): Uint32Array {
  const n = times.length;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < n; i++) {
    const t = times[i]!;
    if (t < min) min = t;
    if (t > max) max = t;
  }
  const indexBits = Math.max(1, Math.ceil(Math.log2(n)));
  const order = new Uint32Array(n);
  if (max - min < 2 ** (62 - indexBits)) {
    const shift = BigInt(indexBits);
    const mask = (1n << shift) - 1n;
    const keys = new BigInt64Array(n);
    for (let i = 0; i < n; i++) keys[i] = (BigInt(times[i]! - min) << shift) | BigInt(i);
    keys.sort();
    for (let k = 0; k < n; k++) order[k] = Number(keys[k]! & mask);
  } else {
    const byTime = Array.from({ length: n }, (_, i) => i).sort((i, j) => times[i]! - times[j]! || i - j);
    order.set(byTime);
  }
  // Runs of one instant are in input order; put them in tie order.
  for (let k = 0; k < n; ) {
    let end = k + 1;
    while (end < n && times[order[end]!] === times[order[k]!]) end++;
    if (end - k > 1)
      order.set(
        Array.from(order.subarray(k, end)).sort((i, j) => compareAtSameInstant(events, i, j)),
        k,
      );
    k = end;
  }
  return order;
}

/**
 * The whole fold: `conclude(advance(startEvaluation(input), [...input.events].sort(compareEvents)), input.now)`.
 * Skips the sort when the events are already in order; otherwise sorts on instants parsed once
 * (same order as the stable sort with `compareEvents`).
 */
export function evaluate(input: EvaluationInput): Evaluation {
  const { events } = input;
  const start = startEvaluation(input);
  if (isSorted(events)) return conclude(advance(start, events), input.now);
  const n = events.length;
  const times = new Float64Array(n);
  for (let i = 0; i < n; i++) times[i] = parseInstant(events[i]!.time);
  const order = foldOrder(events, times);
  const s = copyState(start);
  for (let k = 0; k < n; k++) {
    const i = order[k]!;
    applyEvent(s, events[i]!, times[i]!);
  }
  if (n > 0) s.lastEventTime = new Date(times[order[n - 1]!]!).toISOString();
  return conclude(s, input.now);
}
