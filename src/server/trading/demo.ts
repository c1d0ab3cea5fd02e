import { and, asc, eq } from 'drizzle-orm';
import { type AccountEvent, conclude, startEvaluation } from '../../domain/rules';
import { challenges, type TradingAccount, tradingAccounts, users } from '../db/schema';
import type { Services } from '../services';
import { type BridgeBatch, ingestBatch, signBody } from './ingestion';
import { closeDeal, Market, openDeal, type Position, profitOf, randomSource, symbols, tradeHistory } from './market';
import { createOrder } from './orders';

/**
 * Demo data (outside production): the demo member gets accounts in every state, made from
 * generated trades fed through ingestion, and the simulator keeps demo accounts trading through
 * the signed bridge while the server runs. Accounts not marked demo are never touched.
 */
const day = 86_400_000;
const billing = {
  fullName: 'Maria Novak',
  email: 'member@demo.local',
  country: 'CZ',
  city: 'Prague',
  address: 'Václavské náměstí 1',
  postalCode: '110 00',
};

export async function seedDemoTrading(services: Services, memberEmail: string): Promise<void> {
  const [member] = await services.db.select().from(users).where(eq(users.email, memberEmail));
  if (!member) return;
  const [existing] = await services.db
    .select({ id: tradingAccounts.id })
    .from(tradingAccounts)
    .where(eq(tradingAccounts.userId, member.id));
  if (existing) return;
  const now = services.now().getTime();
  const bySlug = async (slug: string) => {
    const [challenge] = await services.db.select().from(challenges).where(eq(challenges.slug, slug));
    if (!challenge) throw new Error(`Demo needs the ${slug} challenge`);
    return challenge;
  };
  const open = async (slug: string, startedAt: number) => {
    const challenge = await bySlug(slug);
    const order = await createOrder(services, member, { challengeId: challenge.id, billing, provider: 'demo' });
    const [account] = await services.db.select().from(tradingAccounts).where(eq(tradingAccounts.orderId, order.id));
    return restart(services, account as TradingAccount, startedAt);
  };
  const feed = async (account: TradingAccount, events: AccountEvent[]) => {
    for (let i = 0; i < events.length; i += 1000)
      await ingestBatch(services, { accountLogin: account.login, events: events.slice(i, i + 1000) });
  };
  const successor = async (account: TradingAccount) => {
    const [next] = await services.db.select().from(tradingAccounts).where(eq(tradingAccounts.previousAccountId, account.id));
    return next;
  };
  const history = (
    seed: number,
    from: number,
    to: number,
    initialBalance: number,
    trader: { winRate: number; riskPct: number; tradesPerDay: number },
    stopAt?: { above?: number; below?: number },
  ) =>
    tradeHistory({
      random: randomSource(seed),
      from: new Date(from),
      to: new Date(to),
      initialBalance,
      ticketPrefix: `${seed}-`,
      ...trader,
      ...(stopAt && { stopAt }),
    });
  const steady = { winRate: 0.56, riskPct: 0.35, tradesPerDay: 3 };
  const strong = { winRate: 0.78, riskPct: 0.7, tradesPerDay: 3 };

  // 1. Two-Step 100K, phase 1, a good week and then a bad day close to the daily limit.
  const nearLimit = await open('two-step-100k', now - 8 * day);
  await feed(nearLimit, history(101, now - 8 * day, now - day, nearLimit.initialBalance, steady));
  const [afterWeek] = await services.db.select().from(tradingAccounts).where(eq(tradingAccounts.id, nearLimit.id));
  const todayStart = now - 3 * 3_600_000;
  const badDay = history(
    102,
    todayStart,
    now - 60_000,
    afterWeek?.balance ?? nearLimit.initialBalance,
    { winRate: 0.05, riskPct: 0.9, tradesPerDay: 40 },
    {
      below: (afterWeek?.balance ?? nearLimit.initialBalance) - Math.round(0.042 * nearLimit.initialBalance),
    },
  );
  await feed(nearLimit, badDay);

  // 2. Two-Step 50K: phase 1 passed, phase 2 under way.
  const passed = await open('two-step-50k', now - 20 * day);
  await feed(passed, history(201, now - 20 * day, now - 6 * day, passed.initialBalance, strong, { above: passed.initialBalance * 1.105 }));
  const phase2 = await successor(passed);
  if (phase2) await feed(phase2, history(202, phase2.startedAt.getTime() + 3_600_000, now - 30 * 60_000, phase2.initialBalance, steady));

  // 3. One-Step 25K: failed on a breach.
  const failed = await open('one-step-25k', now - 6 * day);
  await feed(
    failed,
    history(
      301,
      now - 6 * day,
      now - 2 * day,
      failed.initialBalance,
      { winRate: 0.2, riskPct: 1.2, tradesPerDay: 8 },
      { below: failed.initialBalance * 0.85 },
    ),
  );

  // 4. Two-Step 10K: both phases passed, funded and trading.
  const first = await open('two-step-10k', now - 45 * day);
  await feed(first, history(401, now - 45 * day, now - 32 * day, first.initialBalance, strong, { above: first.initialBalance * 1.105 }));
  const second = await successor(first);
  if (second) {
    await feed(
      second,
      history(402, second.startedAt.getTime() + 3_600_000, now - 15 * day, second.initialBalance, strong, {
        above: second.initialBalance * 1.055,
      }),
    );
    const funded = await successor(second);
    if (funded) await feed(funded, history(403, funded.startedAt.getTime() + 3_600_000, now - 10 * 60_000, funded.initialBalance, steady));
  }
}

/** Moves an account's start into the past, so its generated history fits inside its life. */
async function restart(services: Services, account: TradingAccount, startedAt: number): Promise<TradingAccount> {
  const start = new Date(startedAt);
  const state = startEvaluation({ rules: account.rules as never, initialBalance: account.initialBalance, startedAt: start.toISOString() });
  const [updated] = await services.db
    .update(tradingAccounts)
    .set({ startedAt: start, checkpoint: { state, last: null }, evaluation: conclude(state, services.now().toISOString()) })
    .where(eq(tradingAccounts.id, account.id))
    .returning();
  return updated as TradingAccount;
}

/** Posts a batch the way a trading platform does: signed JSON to the bridge. */
export type BridgePost = (body: string, signature: string) => Promise<Response>;

/**
 * Every few seconds each active demo account may open or close a small position on the random
 * walk; closes and equity (with open positions marked to market) go through the signed bridge.
 */
export function startSimulator(services: Services, post: BridgePost, options: { intervalMs?: number; seed?: number } = {}) {
  const random = randomSource(options.seed ?? Date.now());
  const market = new Market(random);
  const books = new Map<string, { positions: Position[]; balance: number; ticket: number }>();
  let running = false;

  const tick = async () => {
    if (running) return;
    running = true;
    try {
      market.step();
      const accounts = await services.db
        .select()
        .from(tradingAccounts)
        .where(and(eq(tradingAccounts.demo, true), eq(tradingAccounts.status, 'active')))
        .orderBy(asc(tradingAccounts.createdAt))
        .limit(50);
      for (const account of accounts) {
        const book = books.get(account.id) ?? { positions: [], balance: account.balance, ticket: 0 };
        books.set(account.id, book);
        const now = services.now();
        const events: AccountEvent[] = [];
        for (const position of [...book.positions]) {
          if (random.next() < 0.2) {
            const close = closeDeal(position, market.price(position.spec.symbol), now);
            if (close.kind === 'deal') book.balance += close.profit + (close.commission ?? 0);
            events.push(close);
            book.positions = book.positions.filter((p) => p !== position);
          }
        }
        if (book.positions.length < 2 && random.next() < 0.25) {
          const spec = random.pick(symbols);
          const price = market.price(spec.symbol);
          const volume = Math.max(
            0.01,
            Math.round(((0.002 * account.initialBalance) / (spec.volatility * price * 4 * spec.valuePerPoint * 100)) * 100) / 100,
          );
          const position: Position = {
            ticket: `sim-${account.login}-${Date.now()}-${++book.ticket}`,
            spec,
            side: random.next() < 0.5 ? 'buy' : 'sell',
            volume,
            openPrice: price,
            openedAt: now,
          };
          const open = openDeal(position);
          if (open.kind === 'deal') book.balance += open.commission ?? 0;
          book.positions.push(position);
          events.push(open);
        }
        const floating = book.positions.reduce((sum, p) => sum + profitOf(p, market.price(p.spec.symbol)), 0);
        events.push({
          kind: 'equity',
          time: new Date(now.getTime() + 1).toISOString(),
          balance: book.balance,
          equity: book.balance + floating,
        });
        const batch: BridgeBatch = { accountLogin: account.login, events };
        const body = JSON.stringify(batch);
        const response = await post(body, signBody(services.bridgeSecret, body));
        if (!response.ok) console.warn(`Simulator: the bridge answered ${response.status} for ${account.login}`);
      }
    } catch (error) {
      console.error('Simulator tick failed', error);
    } finally {
      running = false;
    }
  };

  const timer = setInterval(() => void tick(), options.intervalMs ?? 5_000);
  timer.unref();
  return { tick, stop: () => clearInterval(timer) };
}
