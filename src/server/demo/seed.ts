import { and, eq, gte, isNull, lte } from 'drizzle-orm';
import { type AccountEvent, compareEvents, eventsBeforeClose } from '../../domain/rules';
import { ingestBatch } from '../bridge/ingestion';
import { challenges, newsEvents, type TradingAccount, tradingAccounts, type User, users } from '../db/schema';
import { createOrder } from '../orders/service';
import { type Services, servicesAt } from '../services';
import { billing } from './billing';
import { tradeHistory } from './history';
import { seedVerifiedIdentity } from './identity';
import { randomSource } from './market';

/**
 * Demo data (outside production): the demo member gets accounts in every state, made from
 * generated trades fed through ingestion. Accounts not marked demo are never touched.
 */
const day = 86_400_000;

export type DemoTrader = ReturnType<typeof demoTrader>;
export type TraderProfile = { winRate: number; riskPct: number; tradesPerDay: number };
export const steady: TraderProfile = { winRate: 0.56, riskPct: 0.35, tradesPerDay: 3 };
export const strong: TraderProfile = { winRate: 0.78, riskPct: 0.7, tradesPerDay: 3 };

/** A demo member's ways to buy a challenge, trade its accounts from generated histories and find the next account. */
export function demoTrader(services: Services, member: User) {
  const bySlug = async (slug: string) => {
    const [challenge] = await services.db
      .select()
      .from(challenges)
      .where(and(eq(challenges.slug, slug), isNull(challenges.replacedAt)));
    if (!challenge) throw new Error(`Demo needs the ${slug} challenge`);
    return challenge;
  };
  const open = async (slug: string, startedAt: number) => {
    const challenge = await bySlug(slug);
    // Bought when the account starts: the order, its payment, invoice, account and their audit
    // entries are dated then, on the services clock set to that moment (docs/decisions/044).
    const { order } = await createOrder(servicesAt(services, startedAt), member, {
      challengeId: challenge.id,
      billing: { ...billing, firstName: member.firstName, lastName: member.lastName, email: member.email },
      discountCode: '',
      provider: 'demo',
      acceptTerms: true,
    });
    const [account] = await services.db.select().from(tradingAccounts).where(eq(tradingAccounts.orderId, order.id));
    return account as TradingAccount;
  };
  const feed = async (account: TradingAccount, generated: AccountEvent[]) => {
    const events = untilClosed(account, generated);
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
    trader: TraderProfile,
    stopAt?: { above?: number; below?: number },
    avoid?: (time: Date) => boolean,
  ) =>
    tradeHistory({
      random: randomSource(seed),
      from: new Date(from),
      to: new Date(to),
      initialBalance,
      ticketPrefix: `${seed}-`,
      ...trader,
      ...(stopAt && { stopAt }),
      ...(avoid && { avoid }),
    });
  /**
   * A Two-Step account bought at `startedAt` and passed in both phases by a strong trader (seeds
   * `seed` and `seed + 1`; phase 1 trades until `ends[0]` at the latest, phase 2 until `ends[1]`):
   * its funded successor, not yet traded, or undefined when a generated phase did not pass.
   */
  const funded = async (slug: string, startedAt: number, seed: number, ends: [number, number]) => {
    const first = await open(slug, startedAt);
    await feed(first, history(seed, startedAt, ends[0], first.initialBalance, strong, { above: first.initialBalance * 1.105 }));
    const second = await successor(first);
    if (!second) return undefined;
    await feed(
      second,
      history(seed + 1, second.startedAt.getTime() + 3_600_000, ends[1], second.initialBalance, strong, {
        above: second.initialBalance * 1.055,
      }),
    );
    return successor(second);
  };
  return { open, feed, successor, history, funded };
}

export async function seedDemoTrading(services: Services, memberEmail: string): Promise<void> {
  const [member] = await services.db.select().from(users).where(eq(users.email, memberEmail));
  if (!member) return;
  const [existing] = await services.db
    .select({ id: tradingAccounts.id })
    .from(tradingAccounts)
    .where(eq(tradingAccounts.userId, member.id));
  if (existing) return;
  const now = services.now().getTime();
  const trader = demoTrader(services, member);
  const { open, feed, successor, history } = trader;

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
  const funded = await trader.funded('two-step-10k', now - 45 * day, 401, [now - 32 * day, now - 15 * day]);
  if (funded) {
    await seedVerifiedIdentity(services, member, funded.startedAt);
    // A funded trader keeps out of the restricted news windows, so the demo account can ask for a payout.
    const from = funded.startedAt.getTime() + 3_600_000;
    const to = now - 10 * 60_000;
    const avoid = await newsWindows(services, funded, from, to);
    await feed(funded, history(403, from, to, funded.initialBalance, steady, undefined, avoid));
  }
}

/**
 * The generated events up to the one that passed or failed the account. The generator knows the
 * balance it aims for, not the rules: its trader would go on trading after a breach or a pass,
 * which a platform that enforces the verdict does not let happen.
 */
function untilClosed(account: TradingAccount, generated: AccountEvent[]): AccountEvent[] {
  const events = [...generated].sort(compareEvents);
  return account.checkpoint ? events.slice(0, eventsBeforeClose(account.checkpoint.state, events)) : events;
}

/** The services as they were at `time`: what they do is dated then. */
/** Whether an instant falls in (or a minute around) a high-impact event's restricted window of the account. */
export async function newsWindows(services: Services, account: TradingAccount, from: number, to: number): Promise<(time: Date) => boolean> {
  const margin = ((account.rules.newsWindowMinutes ?? 0) + 1) * 60_000;
  const events = await services.db
    .select({ time: newsEvents.time })
    .from(newsEvents)
    .where(and(eq(newsEvents.impact, 'high'), gte(newsEvents.time, new Date(from - margin)), lte(newsEvents.time, new Date(to + margin))));
  const times = events.map((event) => event.time.getTime());
  return (time) => times.some((t) => Math.abs(time.getTime() - t) <= margin);
}
