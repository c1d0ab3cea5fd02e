import { type APIRequestContext, test as base, expect, type Locator, type Page } from '@playwright/test';
import { type Dictionary, dictionaries, format, type MessageKey } from '../../src/i18n';
import { formatDate, formatDay, formatMoney, formatNumber, formatPercent, toMajor } from '../../src/i18n/format';
import { closureRules } from '../../src/schemas/enums';
import type {
  AccountView,
  BreachReceipt,
  DailyRows,
  OpenPositions,
  Statistics,
  TradePage,
} from '../../src/screens/member/accounts/queries';
import { monthIn, shiftMonth } from '../../src/screens/member/trading-overview/calendar';
import type { GridPoint } from '../../src/screens/member/trading-overview/chartData';
import { postEvents, ready } from './fundedTrader';
import { memberWithOrders } from './orders';
import {
  Agreement,
  fill,
  literally,
  mustFill,
  readCalendarDays,
  readFacts,
  readMoney,
  readMoneyOrNone,
  readNumber,
  readObjectives,
  readRows,
  readTiles,
  squash,
  tile,
} from './readFigures';
import { member } from './session';

/**
 * Every figure agrees (issue 26): as a trader, in English and in Japanese, on the demo member's
 * failed, passed, funded and live accounts, every figure of the account overview (summary, today,
 * open positions, objectives, breach receipt) and of the trading overview (statistics, trade list,
 * daily results, the chart's last point and summary) is read off the page in the page's number
 * format and compared with the API's answers, and with the other figures it must agree with by
 * docs/definitions.md (closed-trade profit = balance + paid out − initial, the trades' results sum
 * to it less the opening costs of positions still open, the days' results sum to it, a closed
 * account's chart ends at its close, the receipt's equity is at or below its floor, ...).
 *
 * A running account may change while it is read (other tests report equity and pay out the demo
 * member's accounts): each reading is taken with the API's answers of the same moment and retried
 * until they agree or time runs out; every mismatch of the last try is reported, by figure.
 */
type Trade = TradePage['items'][number];
type Deal = { ticket: string; entry: 'in' | 'out'; commission: number; swap: number; profit: number };
type Get = <T>(path: string) => Promise<T>;

/** One sign-in per locale per worker, shared by the tests of that locale (each login hashes a password and stores a session). */
const test = base.extend<object, { memberToken: (locale: string) => Promise<string> }>({
  memberToken: [
    async ({ playwright }, use, workerInfo) => {
      const context = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const tokens = new Map<string, Promise<string>>();
      await use((locale) => {
        let token = tokens.get(locale);
        if (!token) {
          token = context
            .post('/api/auth/login', { data: { email: member.email, password: member.password, userGeolocation: null } })
            .then(async (response) => {
              expect(response.status(), await response.text()).toBe(200);
              return ((await response.json()) as { accessToken: string }).accessToken;
            });
          tokens.set(locale, token);
        }
        return token;
      });
      await context.dispose();
    },
    { scope: 'worker' },
  ],
});

/** The page starts signed in with `token` (as signInAs does, without a login of its own). */
async function signedIn(page: Page, token: string, email: string) {
  await page.addInitScript(
    ([token, email]) => {
      if (!sessionStorage.getItem('e2e-signed-in')) {
        localStorage.setItem('access', token as string);
        localStorage.setItem('email', email as string);
        sessionStorage.setItem('e2e-signed-in', '1');
      }
    },
    [token, email],
  );
}

function getter(request: APIRequestContext, token: string): Get {
  return async <T>(path: string) => {
    const response = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
    return (await response.json()) as T;
  };
}

async function allPages<T>(get: Get, path: string): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const answer = await get<{ items: T[]; total: number }>(`${path}${path.includes('?') ? '&' : '?'}page=${page}&pageSize=200`);
    items.push(...answer.items);
    if (items.length >= answer.total || answer.items.length === 0) return items;
  }
}

/** Every day of the account's life that has a row, month by month from its start to the latest. */
async function allDays(get: Get, view: AccountView): Promise<DailyRows['items']> {
  const latest = await get<DailyRows>(`/api/accounts/${view.id}/daily`);
  const days: DailyRows['items'] = [];
  for (let month = monthIn(view.startedAt, latest.timeZone); month < latest.month; month = shiftMonth(month, 1))
    days.push(...(await get<DailyRows>(`/api/accounts/${view.id}/daily?month=${month}`)).items);
  return [...days, ...latest.items];
}

/** pct of the initial balance, as docs/definitions.md rounds it (to the cent, halves up). */
const share = (pct: number, initial: number) => Math.round((pct * initial) / 100);
/** A cent rounding of the statistics: halves away from zero. */
const roundAway = (value: number) => Math.sign(value) * Math.round(Math.abs(value));
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** Retries a reading with its API answers until they agree (a running account may move meanwhile). */
async function agreeing<T>(reading: () => Promise<T>): Promise<T> {
  let result: T | undefined;
  await expect(async () => {
    result = await reading();
  }).toPass({ timeout: 30_000 });
  return result as T;
}

type Screen = { page: Page; t: Dictionary; locale: string; get: Get; zone: string };

/** What the account overview showed, for the checks against the trading overview. */
type Overview = {
  balance: number;
  equity: number;
  initial: number;
  /** "Closed-trade profit" as the profit target (or the best-day rule) states it; null where neither is shown. */
  closedProfit: number | null;
  dailyFloor: number;
  maxFloor: number;
  target: number | null;
  tradingDays: number | null;
  bestDay: number | null;
};

type ObjectiveState = 'met' | 'notMet' | 'ongoing' | 'breached';

async function readOverview({ page, t, locale, get, zone }: Screen, id: string): Promise<Overview> {
  const view = await get<AccountView>(`/api/accounts/${id}`);
  const positions = await get<OpenPositions>(`/api/accounts/${id}/positions`);
  const money = (text: string | null | undefined) => readMoney(text ?? '', view.currency);
  const points = (text: string | undefined) => readNumber(text ?? '').value;
  const closed = view.status !== 'active';
  const agree = new Agreement(`Account overview of the ${view.funded ? 'funded ' : ''}${view.status} account ${view.login} (${locale})`);

  // The summary.
  const tiles = await readTiles(page.locator(`dl[aria-label="${t['overview.summary']}"]`));
  if (tiles.length < 4) throw new Error('The summary is not shown yet');
  const balance = money(tile(tiles, t['overview.balance']).value);
  const equity = money(tile(tiles, t['overview.equity']).value);
  const initial = money(tile(tiles, t['overview.initialBalance']).value);
  const profitTile = tile(tiles, t['overview.profit']);
  const openProfit = money(profitTile.value);
  agree.same('Balance', balance, view.balance);
  agree.same('Equity', equity, view.equity);
  agree.same('Initial balance', initial, view.initialBalance);
  agree.same('Profit/Loss incl. open positions', openProfit, view.figures.openProfit);
  agree.same('Profit/Loss incl. open positions = equity + paid out − initial', openProfit, equity + view.figures.paidOut - initial);
  const openPct = readNumber(profitTile.hint ?? '');
  agree.near(
    'Profit/Loss incl. open positions in % of the initial balance',
    openPct.value,
    (openProfit * 100) / initial,
    openPct.tolerance,
  );

  // A closed account says as of when, and warns of no stale data.
  const closedAt = view.status === 'passed' ? view.passedAt : view.status === 'failed' ? view.failedAt : null;
  if (closedAt) {
    const asOf = page.locator('.account-overview__as-of time');
    agree.same('"As of" line: its moment', await asOf.getAttribute('datetime'), closedAt);
    const rule = view.evaluation.breach?.rule ?? '';
    const key: MessageKey =
      view.status === 'passed' ? 'ui.asOfPass' : (closureRules as readonly string[]).includes(rule) ? 'ui.asOfClosure' : 'ui.asOfBreach';
    agree.same(
      '"As of" line: its date',
      fill(t[key], (await asOf.textContent()) ?? '')?.date,
      squash(formatDate(closedAt, locale, 'dateTime', { withZone: true, timeZone: zone })),
    );
    agree.same('Stale-data warnings on a closed account', await page.locator('.data-age').count(), 0);
  }

  // The objectives.
  const objectives = await readObjectives(page.getByRole('region', { name: t['overview.objectives'] }));
  const objective = (key: MessageKey) => objectives.find((o) => squash(o.title) === t[key]);
  const stateOf = (o: { state: string }) =>
    (['met', 'notMet', 'ongoing', 'breached'] as const).find((s) => t[`overview.objective.${s}`] === squash(o.state)) ?? squash(o.state);
  const goal = (met: boolean): ObjectiveState => (met ? 'met' : closed ? 'notMet' : 'ongoing');

  let closedProfit: number | null = null;
  let target: number | null = null;
  const targetItem = objective('overview.objective.profitTarget');
  agree.same('Profit target shown', Boolean(targetItem), view.objectives.profitTarget.enabled);
  if (targetItem) {
    target = money(targetItem.level);
    const progress = mustFill(t['overview.progress.profit'], targetItem.progress);
    const formula = mustFill(t['overview.formula.profitTarget'], targetItem.formula);
    closedProfit = money(progress.current);
    const toMake = money(progress.target);
    agree.same('Profit target level', target, view.objectives.profitTarget.target);
    agree.same('Profit target formula: its result = the level', money(formula.target), target);
    agree.same('Profit target formula: initial balance', money(formula.initial), initial);
    agree.same('Profit target = initial + pct of initial', target, initial + share(points(formula.pct), initial));
    agree.same('Profit target: profit to make = target − initial', toMake, target - initial);
    agree.same('Closed-trade profit', closedProfit, view.figures.totalProfit);
    agree.same('Profit target state (met when closed-trade profit ≥ profit to make)', stateOf(targetItem), goal(closedProfit >= toMake));
  }

  const breachRule = view.evaluation.breach?.rule ?? null;
  const dailyItem = objective('overview.objective.maxDailyLoss');
  const maxItem = objective('overview.objective.maxLoss');
  if (!dailyItem || !maxItem) throw new Error('The loss objectives are not shown yet');
  const dailyFloor = money(dailyItem.level);
  const dailyRoom = money(mustFill(t['overview.progress.lossRoom'], dailyItem.progress).room);
  const dailyFormula = mustFill(
    t[view.rules.dailyLossBasis === 'balanceOrEquity' ? 'overview.formula.dailyLossBalanceOrEquity' : 'overview.formula.dailyLossBalance'],
    dailyItem.formula,
  );
  agree.same('Daily loss floor', dailyFloor, view.objectives.maxDailyLoss.floor);
  agree.same('Daily loss formula: its result = the level', money(dailyFormula.floor), dailyFloor);
  agree.same('Daily loss formula: initial balance', money(dailyFormula.initial), initial);
  agree.same('Daily loss formula: the day’s basis', money(dailyFormula.basis), view.figures.dailyBasis);
  agree.same('Daily loss floor = basis − pct of initial', dailyFloor, money(dailyFormula.basis) - share(points(dailyFormula.pct), initial));
  agree.same('Daily loss: room left above the floor', dailyRoom, view.figures.permittedLossToday);
  agree.same('Daily loss: room left = max(0, equity − floor)', dailyRoom, Math.max(0, equity - dailyFloor));

  const maxFloor = money(maxItem.level);
  const maxRoom = money(mustFill(t['overview.progress.lossRoom'], maxItem.progress).room);
  agree.same('Maximum loss floor', maxFloor, view.objectives.maxLoss.floor);
  agree.same('Maximum loss: room left above the floor', maxRoom, view.figures.roomToMaxLoss);
  agree.same('Maximum loss: room left = max(0, equity − floor)', maxRoom, Math.max(0, equity - maxFloor));
  if (view.rules.maxLossMode === 'static') {
    const formula = mustFill(t['overview.formula.maxLossStatic'], maxItem.formula);
    agree.same('Maximum loss formula: its result = the level', money(formula.floor), maxFloor);
    agree.same('Maximum loss formula: initial balance', money(formula.initial), initial);
    agree.same('Static maximum loss floor = initial − pct of initial', maxFloor, initial - share(points(formula.pct), initial));
  } else {
    const paid = view.figures.paidOut;
    const formula = mustFill(t[paid ? 'overview.formula.maxLossTrailingPaidOut' : 'overview.formula.maxLossTrailing'], maxItem.formula);
    const amount = share(points(formula.pct), initial);
    agree.same('Maximum loss formula: its result = the level', money(formula.floor), maxFloor);
    agree.same('Maximum loss formula: highest end-of-day balance', money(formula.highest), view.figures.highestEodBalance);
    if (paid) {
      agree.same('Maximum loss formula: money paid out', money(formula.paid), paid);
      agree.same('Maximum loss formula: its lowest = initial − pct of initial', money(formula.lowest), initial - amount);
    }
    agree.same(
      'Trailing maximum loss floor = max(min(highest − amount, initial − paid out), initial − amount)',
      maxFloor,
      Math.max(Math.min(money(formula.highest) - amount, initial - paid), initial - amount),
    );
  }
  for (const [item, rule, floor] of [
    [dailyItem, 'maxDailyLoss', dailyFloor],
    [maxItem, 'maxLoss', maxFloor],
  ] as const) {
    const title = squash(item.title);
    agree.same(`${title}: state`, stateOf(item), breachRule === rule ? 'breached' : closed ? 'met' : 'ongoing');
    if (breachRule === rule) agree.holds(`${title}: breached, so equity is at or below its floor`, equity <= floor, `${equity} > ${floor}`);
    else if (equity <= floor) {
      // Both floors hit: the higher one's rule is reported, the daily one on a tie.
      const reported = breachRule === 'maxDailyLoss' ? dailyFloor : breachRule === 'maxLoss' ? maxFloor : null;
      agree.holds(
        `${title}: equity ${equity} is at or below its floor ${floor} but another rule is reported`,
        reported !== null && (reported > floor || (reported === floor && breachRule === 'maxDailyLoss')),
      );
    }
  }

  let tradingDays: number | null = null;
  const daysItem = objective('overview.objective.minTradingDays');
  agree.same('Minimum trading days shown', Boolean(daysItem), view.rules.minTradingDays > 0);
  if (daysItem) {
    const reached = fill(t['overview.progress.daysReached'], daysItem.progress);
    const progress = reached ?? mustFill(t['overview.progress.days'], daysItem.progress);
    const formula = mustFill(t['overview.formula.minTradingDays'], daysItem.formula);
    tradingDays = points(progress.days ?? '');
    const required = points(progress.required ?? '');
    agree.same('Trading days', tradingDays, view.objectives.minTradingDays.days);
    agree.same('Trading days in the formula', points(formula.days ?? ''), tradingDays);
    agree.same('Trading days required', [required, points(formula.required ?? '')], [view.rules.minTradingDays, view.rules.minTradingDays]);
    agree.same('Trading days: "reached" wording exactly when reached', Boolean(reached), tradingDays >= required);
    agree.same('Minimum trading days state', stateOf(daysItem), goal(tradingDays >= required));
  }

  let bestDay: number | null = null;
  const bestItem = objective('overview.objective.bestDay');
  agree.same('Best day rule shown', Boolean(bestItem), view.rules.bestDayPct !== null);
  if (bestItem) {
    const formula = mustFill(t['overview.formula.bestDay'], bestItem.formula);
    const pct = points(formula.pct ?? '');
    const total = money(formula.total);
    const limit = money(formula.limit);
    bestDay = money(formula.best);
    agree.same('Best day rule: best day', bestDay, view.figures.bestDay?.best);
    agree.same('Best day rule: total profit = closed-trade profit', total, closedProfit ?? view.figures.totalProfit);
    closedProfit ??= total;
    agree.same('Best day rule: limit = pct × total profit (at least 0, rounded down)', limit, Math.floor((pct * Math.max(total, 0)) / 100));
    if (total > 0) {
      const progress = mustFill(t['overview.progress.bestDay'], bestItem.progress);
      agree.same('Best day rule progress', [money(progress.best), money(progress.limit)], [bestDay, limit]);
    } else
      agree.same(
        'Best day rule without profit',
        squash(bestItem.progress),
        squash(format(t['overview.bestDay.noProfit'], { pct: formula.pct ?? '' })),
      );
    agree.same(
      'Best day rule state (met when total > 0 and best × 100 ≤ pct × total)',
      stateOf(bestItem),
      goal(total > 0 && bestDay * 100 <= pct * total),
    );
  }

  // A closed account passed only with every objective met.
  if (view.status === 'passed')
    agree.same(
      'A passed account: objectives not met',
      objectives.filter((o) => stateOf(o) !== 'met').map((o) => squash(o.title)),
      [],
    );

  // Today (a running account).
  if (!closed) {
    const today = page.getByRole('region', { name: t['overview.today'] }).locator('.today__figure').first();
    const left = money(await today.locator('.today__value').textContent());
    const hint = mustFill(t['overview.today.permittedLossHint'], (await today.locator('.today__hint').textContent()) ?? '');
    agree.same('Today’s permitted loss left', left, view.figures.permittedLossToday);
    agree.same('Today’s permitted loss left = room above the daily floor', left, dailyRoom);
    agree.same('Today’s hint: amount', money(hint.amount), left);
    agree.same('Today’s hint: floor = the daily loss floor', money(hint.floor), dailyFloor);
  }

  // Open positions (a failed account lists those open at the breach in its receipt).
  if (view.status !== 'failed') {
    const section = page.getByRole('region', { name: t[closed ? 'positions.titleAtClose' : 'positions.title'] });
    const floating = await checkPositions(agree, section, positions, t, view.currency, closed, 'Open positions');
    if (floating !== null) agree.same('Equity − balance = the open positions’ floating result', equity - balance, floating);
  } else {
    await checkReceipt(agree, { page, t, locale, get, zone }, view, { balance, equity, initial, dailyFloor, maxFloor }, positions);
  }

  agree.done();
  return { balance, equity, initial, closedProfit, dailyFloor, maxFloor, target, tradingDays, bestDay };
}

/**
 * The positions listed (open now, or at the close) against the API's; answers their total floating
 * result as shown when the platform priced every one of them in its last report (else null: there
 * is no floating result to compare equity with).
 */
async function checkPositions(
  agree: Agreement,
  section: Locator,
  positions: OpenPositions,
  t: Dictionary,
  currency: string,
  closed: boolean,
  what: string,
): Promise<number | null> {
  const rows = await readRows(section);
  agree.same(
    `${what}: tickets`,
    rows.map((row) => row.key),
    positions.items.map((p) => p.ticket),
  );
  if (positions.items.length === 0) {
    const words = t[closed ? 'positions.emptyAtClose' : 'positions.empty'];
    agree.holds(`${what}: says none is open`, squash((await section.textContent()) ?? '').includes(squash(words)));
    return positions.pricedAt === null ? null : 0;
  }
  for (const [i, p] of positions.items.entries()) {
    const cells = rows[i]?.cells ?? {};
    agree.holds(`${what} #${p.ticket}: symbol`, squash(cells[t['positions.symbol']] ?? '').startsWith(p.symbol));
    agree.same(`${what} #${p.ticket}: side`, squash(cells[t['positions.side']] ?? ''), t[`tradingOverview.side.${p.side}`]);
    const volume = readNumber(cells[t['positions.volume']] ?? '');
    agree.near(`${what} #${p.ticket}: volume`, volume.value, p.volume, volume.tolerance);
    const shown = squash(cells[t['positions.floating']] ?? '');
    agree.same(
      `${what} #${p.ticket}: floating result`,
      p.profit === null ? shown : readMoney(shown, currency),
      p.profit ?? t['positions.unpriced'],
    );
  }
  const total = readMoney((await section.locator('.open-positions__total .money').textContent()) ?? '', currency);
  agree.same(`${what}: total floating result`, total, positions.floating);
  const each = rows.map((row) => squash(row.cells[t['positions.floating']] ?? ''));
  if (each.some((text) => text === t['positions.unpriced']) || positions.pricedAt === null) return null;
  agree.same(`${what}: total = the sum of the rows`, total, sum(each.map((text) => readMoney(text, currency))));
  return total;
}

/** The breach receipt of a failed account against GET /breach, the summary and the objectives. */
async function checkReceipt(
  agree: Agreement,
  { page, t, locale, get, zone }: Screen,
  view: AccountView,
  shown: { balance: number; equity: number; initial: number; dailyFloor: number; maxFloor: number },
  positions: OpenPositions,
) {
  const breach = await get<BreachReceipt>(`/api/accounts/${view.id}/breach`);
  const money = (text: string | null | undefined) => readMoney(text ?? '', view.currency);
  const receipt = page.getByRole('region', { name: t['overview.breach.title'] });
  const trigger = squash((await receipt.locator('.breach__trigger').textContent()) ?? '');
  if (!trigger) throw new Error('The breach receipt is not shown yet');
  agree.same(
    'Receipt: rule',
    squash((await receipt.locator('.breach__rule').textContent()) ?? ''),
    t[`overview.breach.rule.${breach.rule}` as MessageKey],
  );
  agree.same('Receipt: rule = the account’s breach', breach.rule, view.evaluation.breach?.rule);
  const facts = await readFacts(receipt.locator('.breach__facts'));
  const fact = (key: MessageKey) => facts.find((f) => squash(f.term) === t[key]);
  agree.same('Receipt: when', fact('overview.breach.at')?.datetime, breach.at);
  agree.same('Receipt: when = the account’s failure', breach.at, view.failedAt);
  const atEquity = mustFill(t['overview.breach.equityVsFloor'], fact('overview.equity')?.detail ?? '');
  const equity = money(atEquity.equity);
  const floor = money(atEquity.floor);
  const balance = money(fact('overview.balance')?.detail);
  agree.same('Receipt: equity at the breach', equity, breach.equity);
  agree.same('Receipt: floor', floor, breach.floor);
  agree.holds('Receipt: equity is at or below the floor', equity <= floor, `${equity} > ${floor}`);
  agree.same('Receipt: equity = the overview’s equity (figures as of the breach)', equity, shown.equity);
  agree.same('Receipt: balance = the overview’s balance', balance, shown.balance);
  agree.same('Receipt: balance', balance, view.balance);
  if (breach.rule === 'maxDailyLoss' || breach.rule === 'maxLoss') {
    agree.same(
      'Receipt: floor = the breached objective’s level',
      floor,
      breach.rule === 'maxDailyLoss' ? shown.dailyFloor : shown.maxFloor,
    );
    const formulaText = fact('overview.breach.formula')?.detail ?? '';
    const daily = breach.rule === 'maxDailyLoss';
    const key: MessageKey = daily
      ? view.rules.dailyLossBasis === 'balanceOrEquity'
        ? 'overview.formula.dailyLossBalanceOrEquity'
        : 'overview.formula.dailyLossBalance'
      : view.rules.maxLossMode === 'trailing'
        ? 'overview.formula.maxLossTrailing'
        : 'overview.formula.maxLossStatic';
    const formula = mustFill(t[key], formulaText);
    const amount = share(readNumber(formula.pct ?? '').value, shown.initial);
    agree.same('Receipt formula: its result = the floor', money(formula.floor), floor);
    agree.same('Receipt formula: initial balance', money(formula.initial), shown.initial);
    if (daily) agree.same('Receipt: floor = basis − pct of initial', floor, money(formula.basis) - amount);
    else if (view.rules.maxLossMode === 'trailing')
      agree.same(
        'Receipt: floor = min(highest − pct of initial, initial)',
        floor,
        Math.min(money(formula.highest) - amount, shown.initial),
      );
    else agree.same('Receipt: floor = initial − pct of initial', floor, shown.initial - amount);
  }

  // The trigger: a deal names its own realised amount (that deal's costs only), which the trade list's result exceeds by the opening deal's costs.
  const when = (time: string) => squash(formatDate(time, locale, 'dateTime', { withZone: true, timeZone: zone }));
  if (breach.trigger.kind === 'deal') {
    const words = mustFill(t[breach.trigger.entry === 'in' ? 'overview.breach.trigger.dealIn' : 'overview.breach.trigger.deal'], trigger);
    agree.same('Receipt trigger: deal', [words.ticket, words.symbol], [breach.trigger.ticket, breach.trigger.symbol]);
    const amount = money(words.profit);
    agree.same('Receipt trigger: amount to the balance', amount, breach.trigger.profit);
    const deals = (await allPages<Deal>(get, `/api/accounts/${view.id}/deals`)).filter((d) => d.ticket === breach.trigger.ticket);
    const dealOf = (entry: 'in' | 'out') => deals.find((d) => d.entry === entry);
    const own = dealOf(breach.trigger.entry === 'in' ? 'in' : 'out');
    if (own)
      agree.same(
        'Receipt trigger: amount = that deal’s realised amount (a close’s profit + commission + swap)',
        amount,
        (own.entry === 'out' ? own.profit : 0) + own.commission + own.swap,
      );
    const opening = dealOf('in');
    const trade = (await get<TradePage>(`/api/accounts/${view.id}/trades?pageSize=200&sort=-time`)).items.find(
      (item) => item.ticket === breach.trigger.ticket,
    );
    if (breach.trigger.entry !== 'in' && trade && opening)
      agree.same(
        'Receipt trigger: amount = the trade list’s result − the opening deal’s commission and swap',
        amount,
        trade.result - opening.commission - opening.swap,
      );
  } else {
    const key = `overview.breach.trigger.${breach.trigger.kind}` as MessageKey;
    agree.same('Receipt trigger', trigger, squash(format(t[key], { time: when(breach.trigger.time) })));
  }

  // What was open at the breach: the receipt's list, the API's, and /positions at the same instant.
  agree.same('Receipt positions = /positions at the close', breach.positions, positions);
  const floating = await checkPositions(agree, receipt, breach.positions, t, view.currency, true, 'Receipt positions');
  if (floating !== null)
    agree.same('Receipt: equity − balance = the floating result of the positions open then', equity - balance, floating);

  // The equity path's floor label.
  const labels = await receipt.locator('svg text').allTextContents();
  if (breach.path.length > 1) agree.same('Receipt equity path: floor label', money(labels.at(-1)), floor);
}

async function readTradingOverview({ page, t, locale, get }: Screen, id: string, overview: Overview): Promise<void> {
  const view = await get<AccountView>(`/api/accounts/${id}`);
  const stats = await get<Statistics>(`/api/accounts/${id}/statistics`);
  const firstPage = await get<TradePage>(`/api/accounts/${id}/trades?page=1&pageSize=25&sort=-time`);
  const daily = await get<DailyRows>(`/api/accounts/${id}/daily`);
  const trades = await allPages<Trade>(get, `/api/accounts/${id}/trades?sort=-time`);
  const days = await allDays(get, view);
  const positions = await get<OpenPositions>(`/api/accounts/${id}/positions`);
  const currency = view.currency;
  const money = (text: string | null | undefined) => readMoney(text ?? '', currency);
  const number = (text: string | null | undefined) => readNumber(text ?? '');
  const closedAt = view.status === 'passed' ? view.passedAt : view.status === 'failed' ? view.failedAt : null;
  const agree = new Agreement(`Trading overview of the ${view.funded ? 'funded ' : ''}${view.status} account ${view.login} (${locale})`);

  if (closedAt)
    agree.same(
      '"As of" line: its moment',
      await page.locator('.trading-overview__account .figures-as-of time').getAttribute('datetime'),
      closedAt,
    );

  // The statistics tiles.
  const tiles = await readTiles(page.locator(`dl[aria-label="${t['tradingOverview.stats.title']}"]`));
  if (tiles.length < 10) throw new Error('The statistics are not shown yet');
  const value = (key: MessageKey) => tile(tiles, t[key]).value;
  const hint = (key: MessageKey) => tile(tiles, t[key]).hint ?? '';
  const ratio = (what: string, text: string, expected: number | null, scale = 1) => {
    if (expected === null) return agree.same(what, squash(text), '—');
    const reading = number(text);
    agree.near(what, reading.value, expected * scale, reading.tolerance);
  };
  ratio('Win rate (%)', value('tradingOverview.stats.winRate'), stats.winRate, 100);
  const wonLost = mustFill(t['tradingOverview.stats.winsLosses'], hint('tradingOverview.stats.winRate'));
  const wins = number(wonLost.wins).value;
  const losses = number(wonLost.losses).value;
  agree.same('Won · lost', [wins, losses], [stats.wins, stats.losses]);
  agree.same('Average win', readMoneyOrNone(value('tradingOverview.stats.averageWin'), currency), stats.averageWin);
  agree.same('Average loss', readMoneyOrNone(value('tradingOverview.stats.averageLoss'), currency), stats.averageLoss);
  ratio('Average risk-reward', value('tradingOverview.stats.riskReward'), stats.averageRiskReward);
  ratio('Profit factor', value('tradingOverview.stats.profitFactor'), stats.profitFactor);
  agree.same('Expectancy', readMoneyOrNone(value('tradingOverview.stats.expectancy'), currency), stats.expectancy);
  for (const [key, trade] of [
    ['tradingOverview.stats.bestTrade', stats.bestTrade],
    ['tradingOverview.stats.worstTrade', stats.worstTrade],
  ] as const) {
    agree.same(t[key], readMoneyOrNone(value(key), currency), trade?.result ?? null);
    if (trade) agree.same(`${t[key]}: ticket`, fill(t['tradingOverview.stats.ticket'], hint(key))?.ticket, trade.ticket);
  }
  agree.same('Longest winning streak', number(value('tradingOverview.stats.winStreak')).value, stats.longestWinStreak);
  agree.same('Longest losing streak', number(value('tradingOverview.stats.lossStreak')).value, stats.longestLossStreak);
  agree.same('Maximum drawdown', readMoneyOrNone(value('tradingOverview.stats.maxDrawdown'), currency), stats.maxDrawdown?.amount ?? null);
  if (stats.maxDrawdown) {
    const pct = number(mustFill(t['tradingOverview.stats.ofInitial'], hint('tradingOverview.stats.maxDrawdown')).pct);
    agree.near('Maximum drawdown in % of the initial balance', pct.value, stats.maxDrawdown.pct, pct.tolerance);
    agree.near(
      'Maximum drawdown %: amount ÷ initial balance',
      pct.value,
      (stats.maxDrawdown.amount * 100) / overview.initial,
      pct.tolerance,
    );
  }
  ratio('Daily Sharpe ratio', value('tradingOverview.stats.sharpe'), stats.dailySharpe);
  for (const [key, day] of [
    ['tradingOverview.stats.bestDay', stats.bestDay],
    ['tradingOverview.stats.worstDay', stats.worstDay],
  ] as const) {
    agree.same(t[key], readMoneyOrNone(value(key), currency), day?.pnl ?? null);
    if (day) agree.same(`${t[key]}: date`, squash(hint(key)), squash(formatDay(day.day, locale)));
  }
  const tradeCount = number(value('tradingOverview.stats.trades')).value;
  agree.same('Trades', tradeCount, stats.trades);
  const lots = number(value('tradingOverview.stats.lots'));
  agree.near('Lots', lots.value, stats.lots, lots.tolerance);
  const tradingDays = number(value('tradingOverview.stats.tradingDays')).value;
  agree.same('Trading days', tradingDays, stats.tradingDays);

  // The statistics against the trade list they are computed from (docs/definitions.md, Statistics).
  const results = trades.map((trade) => trade.result);
  agree.same('Trades = the trade list’s length', tradeCount, trades.length);
  agree.same(
    'Won · lost = trades with a result > 0 · < 0',
    [wins, losses],
    [results.filter((r) => r > 0).length, results.filter((r) => r < 0).length],
  );
  if (trades.length > 0) {
    const winRate = number(value('tradingOverview.stats.winRate'));
    agree.near('Win rate = won ÷ trades', winRate.value, (wins * 100) / tradeCount, winRate.tolerance);
    agree.same(
      'Expectancy = the results’ sum ÷ trades',
      readMoneyOrNone(value('tradingOverview.stats.expectancy'), currency),
      roundAway(sum(results) / trades.length),
    );
    const byClose = [...trades].sort((a, b) => a.closeTime.localeCompare(b.closeTime) || a.ticket.localeCompare(b.ticket));
    const best = byClose.reduce((a, b) => (b.result > a.result ? b : a));
    const worst = byClose.reduce((a, b) => (b.result < a.result ? b : a));
    agree.same(
      'Best trade = the trade list’s highest result',
      [
        readMoneyOrNone(value('tradingOverview.stats.bestTrade'), currency),
        fill(t['tradingOverview.stats.ticket'], hint('tradingOverview.stats.bestTrade'))?.ticket,
      ],
      [best.result, best.ticket],
    );
    agree.same(
      'Worst trade = the trade list’s lowest result',
      [
        readMoneyOrNone(value('tradingOverview.stats.worstTrade'), currency),
        fill(t['tradingOverview.stats.ticket'], hint('tradingOverview.stats.worstTrade'))?.ticket,
      ],
      [worst.result, worst.ticket],
    );
  }
  agree.same('Trading days = days with an opening deal (daily results)', tradingDays, days.filter((d) => d.trades > 0).length);
  if (overview.tradingDays !== null)
    agree.same('Trading days = the overview’s minimum-trading-days count', tradingDays, overview.tradingDays);
  if (overview.bestDay !== null)
    agree.same(
      'The overview’s best day (at least 0) = the best day tile',
      overview.bestDay,
      Math.max(0, readMoneyOrNone(value('tradingOverview.stats.bestDay'), currency) ?? 0),
    );

  // Closed-trade profit (docs/definitions.md): the sum of every deal's realised amount = the days' results; the trades'
  // results count both deals of each closed trade, so they fall short of it by the opening costs of positions still open.
  const closedProfit = overview.closedProfit ?? view.figures.totalProfit;
  agree.same(
    'Closed-trade profit = balance + paid out − initial',
    closedProfit,
    overview.balance + view.figures.paidOut - overview.initial,
  );
  agree.same('Closed-trade profit = the sum of the days’ results', sum(days.map((d) => d.pnl)), closedProfit);
  let openingCosts = 0;
  if (positions.items.length > 0) {
    const deals = await allPages<Deal>(get, `/api/accounts/${id}/deals`);
    const open = new Set(positions.items.map((p) => p.ticket));
    openingCosts = sum(deals.filter((d) => d.entry === 'in' && open.has(d.ticket)).map((d) => d.commission + d.swap));
  }
  agree.same(
    'The trades’ results (all pages) = closed-trade profit − the opening costs of positions still open',
    sum(results),
    closedProfit - openingCosts,
  );

  // The trade list's first page.
  const table = page.getByRole('table', { name: t['tradingOverview.trades.caption'] });
  const rows = await readRows(table);
  const col = (key: MessageKey) => t[key];
  agree.same(
    'Trade list: tickets of the first page',
    rows.map((row) => squash(row.cells[col('tradingOverview.col.ticket')] ?? '')),
    firstPage.items.map((trade) => trade.ticket),
  );
  for (const [i, trade] of firstPage.items.entries()) {
    const row = rows[i];
    if (!row) break;
    const result = money(row.cells[col('tradingOverview.col.result')]);
    const costs = money(row.cells[col('tradingOverview.col.costs')]);
    const what = `Trade ${trade.ticket}`;
    agree.same(`${what}: result (net)`, result, trade.result);
    agree.same(`${what}: commission + swap`, costs, trade.commission + trade.swap);
    agree.same(`${what}: gross = result − commission and swap`, result - costs, trade.profit);
    agree.same(`${what}: close time`, row.times[col('tradingOverview.col.closeTime')], trade.closeTime);
    agree.holds(`${what}: symbol`, squash(row.cells[col('tradingOverview.col.symbol')] ?? '').startsWith(trade.symbol));
    agree.same(`${what}: type`, squash(row.cells[col('tradingOverview.col.type')] ?? ''), t[`tradingOverview.side.${trade.side}`]);
    const volume = number(row.cells[col('tradingOverview.col.volume')]);
    agree.near(`${what}: volume`, volume.value, trade.volume, volume.tolerance);
  }
  if (firstPage.total > 0) {
    const range = mustFill(t['table.range'], (await page.locator('.trade-history .pager__range').textContent()) ?? '');
    agree.same('Trade list: total', number(range.total).value, firstPage.total);
    agree.same('Trade list total = the trades tile', firstPage.total, tradeCount);
  }

  // The daily results of the month shown (the latest).
  const calendar = await readCalendarDays(page.locator('.daily-calendar__grid'));
  const traded = daily.items.filter((row) => row.trades > 0 || row.closed > 0);
  agree.same('Daily results: days shown', calendar.length, traded.length);
  for (const [i, row] of traded.entries()) {
    const cell = calendar[i];
    if (!cell) break;
    const words = fill(t['tradingOverview.calendar.day'], cell.words);
    agree.same(`Daily results ${row.day}: date`, words?.date, squash(formatDay(row.day, locale)));
    agree.same(`Daily results ${row.day}: result`, words ? money(words.pnl) : null, row.pnl);
    const short = number(cell.short);
    agree.near(`Daily results ${row.day}: short figure`, short.value, toMajor(row.pnl, currency), short.tolerance);
  }
  if (traded.length > 0) {
    const footer = page.locator('.daily-calendar__footer');
    agree.same(
      'Daily results: month result = the sum of its days',
      money(await footer.locator('.money').textContent()),
      sum(traded.map((row) => row.pnl)),
    );
    const count = mustFill(
      `${t['tradingOverview.calendar.tradingDays']}: {n}`,
      (await footer.locator(':scope > span').nth(1).textContent()) ?? '',
    );
    agree.same('Daily results: trading days of the month', number(count.n).value, traded.filter((row) => row.trades > 0).length);
  }

  // The chart: its last point is the account's equity and balance (a closed account's at its close), its floors the objectives'.
  const chart = page.getByRole('group', { name: t['tradingOverview.chart.label'] });
  const grid = await chart.evaluate((el) => (el as unknown as { equityChart?: { points: () => GridPoint[] } }).equityChart?.points() ?? []);
  const last = grid.at(-1);
  // A new account's whole life may fit in one or two positions of the finest grid (a second each).
  if (!last || (closedAt && grid.length < 2)) throw new Error('The chart is not drawn yet');
  agree.same('Chart: last point’s equity', last.equity, view.equity);
  agree.same('Chart: last point’s balance', last.balance, view.balance);
  agree.same('Chart: last point’s daily loss floor = the objective’s', last.dailyLoss, overview.dailyFloor);
  agree.same('Chart: last point’s maximum loss floor = the objective’s', last.maxLoss, overview.maxFloor);
  if (closedAt) {
    const step = (grid[1] as GridPoint).time - (grid[0] as GridPoint).time;
    const close = Date.parse(closedAt) / 1000;
    agree.holds(
      'Chart of a closed account ends at its close',
      last.time <= close && close - last.time < 2 * step,
      `last point ${last.time}, close ${close}`,
    );
  }
  // The crosshair on the last point: the pane's right end (the last point is the rightmost; a point may be under a pixel wide).
  const pane = await chart.locator('canvas').first().boundingBox();
  if (!pane) throw new Error('The chart has no pane');
  const x = await chart.evaluate(
    (el, time) => (el as unknown as { equityChart: { x: (t: number) => number | null } }).equityChart.x(time),
    last.time,
  );
  agree.holds('Chart: the last point is inside the plot', x !== null && x >= 0 && x <= pane.width, `x = ${x}, plot ${pane.width} px wide`);
  await page.mouse.move(pane.x + pane.width - 1, pane.y + pane.height / 2);
  const tooltip = chart.locator('.equity-chart__tooltip');
  await expect(tooltip).toBeVisible();
  agree.same('Chart crosshair: on the last point', Number(await tooltip.getAttribute('data-time')), last.time);
  agree.same('Chart crosshair: equity', money(await tooltip.locator('.is-equity strong').textContent()), view.equity);
  agree.same('Chart crosshair: balance', money(await tooltip.locator('.is-balance strong').textContent()), view.balance);
  await page.mouse.move(0, 0);
  // The chart's words (for screen readers): the end of its window, and the floors at the end.
  const caption = squash((await chart.locator('xpath=ancestor::figure[1]/figcaption').textContent()) ?? '');
  const summary = mustFill(t['tradingOverview.chart.summary'], caption, { rest: true });
  agree.same('Chart summary: equity at the end', money(summary.end), view.equity);
  agree.same('Chart summary: balance now', money(summary.balance), view.balance);
  const level = (key: MessageKey) => {
    const found = new RegExp(`${literally(t[key])}: (.+?)\\.(?: |$)`).exec(summary.rest ?? '');
    return found ? money(found[1]) : null;
  };
  agree.same('Chart summary: maximum loss floor = the objective’s', level('tradingOverview.chart.maxLoss'), overview.maxFloor);
  agree.same('Chart summary: daily loss floor = the objective’s', level('tradingOverview.chart.dailyLoss'), overview.dailyFloor);
  agree.same('Chart summary: profit target = the objective’s', level('tradingOverview.chart.profitTarget'), overview.target);

  agree.done();
}

/** Both screens of one account, the second checked against what the first showed. */
async function walk(screen: Screen, accountId: string, prefix: string) {
  const { page, t } = screen;
  await page.addInitScript((id) => localStorage.setItem('accountId', id), accountId);
  await page.goto(`${prefix}/accounts/account-overview`);
  await ready(page);
  await expect(page.getByRole('region', { name: t['overview.objectives'] })).toBeVisible({ timeout: 15_000 });
  const overview = await agreeing(() => readOverview(screen, accountId));

  await page.goto(`${prefix}/accounts/trading-overview`);
  await ready(page);
  // The chart is a chunk of its own, loaded after the first paint.
  await expect(page.getByRole('group', { name: t['tradingOverview.chart.label'] }).locator('canvas').first()).toBeVisible({
    timeout: 30_000,
  });
  await agreeing(() => readTradingOverview(screen, accountId, overview));
}

const locales = [
  { locale: 'en', prefix: '' },
  { locale: 'ja', prefix: '/ja' },
] as const;

/** The demo member's accounts (tests/builders seeds them): one of each kind. */
const kinds = {
  failed: (a: AccountView) => a.status === 'failed',
  passed: (a: AccountView) => a.status === 'passed' && a.challengeName === 'Two-Step 50K',
  funded: (a: AccountView) => a.status === 'active' && a.funded,
  live: (a: AccountView) => a.status === 'active' && !a.funded && a.challengeName === 'Two-Step 100K',
};

test('the figure reader reads back what src/i18n/format writes, in English and Japanese', () => {
  const amounts = [0, 1, -1, 99, 12_345, -95_133, 2_404_867, -374_708, 123_456_789, -1_000_000_000];
  for (const locale of ['en', 'ja']) {
    for (const minor of amounts) {
      for (const signed of [false, true]) expect(readMoney(formatMoney(minor, 'USD', locale, { signed }), 'USD')).toBe(minor);
      // The calendar's short figures and the chart's narrow price axis: within the rounding they show.
      const major = toMajor(minor, 'USD');
      const short = readNumber(formatNumber(major, locale, 2, { signed: true, compact: true }));
      expect(Math.abs(short.value - major)).toBeLessThanOrEqual(short.tolerance + 1e-9);
      const axis = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', notation: 'compact', maximumSignificantDigits: 4 });
      const narrow = readNumber(axis.format(major));
      expect(Math.abs(narrow.value - major)).toBeLessThanOrEqual(narrow.tolerance + 1e-9);
    }
    for (const ratio of [0, 0.5, 0.8333333, -0.0380532, 1.2345]) {
      const shown = readNumber(formatPercent(ratio, locale, { digits: 1, signed: true }));
      expect(shown.percent).toBe(true);
      expect(Math.abs(shown.value - ratio * 100)).toBeLessThanOrEqual(shown.tolerance + 1e-9);
    }
  }
  expect(readNumber('$11.2万').value).toBe(112_000);
  expect(fill(dictionaries.ja['overview.progress.profit'], '決済済み取引の利益 -$951.33 / $2,500.00')).toEqual({
    current: '-$951.33',
    target: '$2,500.00',
  });
  expect(fill(dictionaries.en['overview.progress.days'], '9 trading days, 4 required')).toBeNull();
});

for (const { locale, prefix } of locales) {
  const t = dictionaries[locale];
  for (const [kind, pick] of Object.entries(kinds)) {
    test(`every figure of the demo member's ${kind} account agrees on both overviews (${locale})`, async ({
      page,
      request,
      memberToken,
    }) => {
      test.setTimeout(120_000);
      const token = await memberToken(locale);
      await signedIn(page, token, member.email);
      const get = getter(request, token);
      const list = await get<{ items: AccountView[] }>('/api/accounts?status=all&pageSize=50');
      const account = list.items.find(pick);
      if (!account) throw new Error(`The demo member has no ${kind} account`);
      const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
      await walk({ page, t, locale, get, zone }, account.id, prefix);
    });
  }

  test(`with a position open and costs on both deals, equity − balance is its floating result and the trades sum to the closed-trade profit less its opening costs (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    // A new member's one-step account (trailing maximum loss, the higher of balance and equity as the daily basis, the best-day rule).
    const trader = await memberWithOrders(request, `figures-${locale}`, [{ slug: 'one-step-10k', provider: 'demo' }]);
    const token = trader.auth.Authorization.replace('Bearer ', '');
    await signedIn(page, token, trader.email);
    const get = getter(request, token);
    const [account] = (await get<{ items: AccountView[] }>('/api/accounts?status=active')).items;
    if (!account) throw new Error('The order provisioned no account');
    // A closed trade with a commission on each deal, then a position opened (its commission paid) and priced by a report.
    // Its history starts when it does (events dated before the start are another story), a few milliseconds apart, all past.
    const start = Date.parse(account.startedAt);
    const at = (step: number) => new Date(start + 10 * step).toISOString();
    const now = Date.now();
    const closed = { ticket: `FA-${now}-1`, symbol: 'EURUSD', side: 'buy', volume: 1 };
    const open = { ticket: `FA-${now}-2`, symbol: 'XAUUSD', side: 'sell', volume: 0.5 };
    const balance = account.balance - 700 + 40_000 - 700 - 1_400;
    const floating = -3_456;
    const posted = await postEvents(request, account.login, [
      { kind: 'deal', time: at(1), entry: 'in', profit: 0, commission: -700, price: 1.08, ...closed },
      { kind: 'deal', time: at(2), entry: 'out', profit: 40_000, commission: -700, price: 1.084, ...closed, side: 'sell' },
      { kind: 'deal', time: at(3), entry: 'in', profit: 0, commission: -1_400, price: 2010.5, ...open },
      {
        kind: 'equity',
        time: at(4),
        balance,
        equity: balance + floating,
        positions: [{ ...open, openTime: at(3), openPrice: 2010.5, price: 2011.88, profit: floating }],
      },
    ]);
    expect(posted.status(), await posted.text()).toBe(200);
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    await walk({ page, t, locale, get, zone }, account.id, prefix);
  });
}
