import { eq } from 'drizzle-orm';
import type { AccountEvent } from '../../domain/rules';
import { hashPassword } from '../auth/passwords';
import { loginEvents, type User, users } from '../db/schema';
import { queueMemberScan } from '../risk/scan';
import type { Services } from '../services';
import { randomSource } from './market';
import { demoTrader, newsWindows, steady } from './seed';

/**
 * The demo firm's risk cast (issue 30): members whose trading the risk desk flags on the first
 * start — a copy-trading pair, a household hedging one account against the other, a tick scalper,
 * a martingale trader — and an honest member beside them. Their sign-ins are seeded too (the
 * household shares an address and a browser). They sign in with the demo member's password.
 */
export const riskCast = {
  leader: { email: 'lukas.brandt@demo.local', firstName: 'Lukas', lastName: 'Brandt' },
  copier: { email: 'sofia.marin@demo.local', firstName: 'Sofia', lastName: 'Marin' },
  hedgeA: { email: 'tomas.rivera@demo.local', firstName: 'Tomás', lastName: 'Rivera' },
  hedgeB: { email: 'elena.rivera@demo.local', firstName: 'Elena', lastName: 'Rivera' },
  scalper: { email: 'kenji.sato@demo.local', firstName: 'Kenji', lastName: 'Sato' },
  martingale: { email: 'olivia.grant@demo.local', firstName: 'Olivia', lastName: 'Grant' },
  honest: { email: 'aisha.khan@demo.local', firstName: 'Aisha', lastName: 'Khan' },
} as const;

const day = 86_400_000;
const minute = 60_000;
type Deal = Extract<AccountEvent, { kind: 'deal' }>;
const dealsOf = (events: AccountEvent[]) => events.filter((event): event is Deal => event.kind === 'deal');
const at = (time: string, ms: number) => new Date(Date.parse(time) + ms).toISOString();

/** The deals with an equity report after each close, as a platform reports them (balance = equity: nothing open then). */
function withReports(deals: Deal[], initialBalance: number): AccountEvent[] {
  let balance = initialBalance;
  const events: AccountEvent[] = [];
  for (const deal of [...deals].sort((a, b) => Date.parse(a.time) - Date.parse(b.time))) {
    balance += (deal.entry === 'out' ? deal.profit : 0) + (deal.commission ?? 0) + (deal.swap ?? 0);
    events.push(deal);
    if (deal.entry === 'out') events.push({ kind: 'equity', time: at(deal.time, 1), balance, equity: balance });
  }
  return events;
}

/** Each position of `events` again, opened and closed `lag(ticket)` later under its own ticket: a copier's. */
function copied(events: AccountEvent[], prefix: string, lag: () => number): Deal[] {
  const lags = new Map<string, number>();
  return dealsOf(events).map((deal) => {
    if (!lags.has(deal.ticket)) lags.set(deal.ticket, lag());
    return { ...deal, ticket: `${prefix}${deal.ticket}`, time: at(deal.time, lags.get(deal.ticket) as number) };
  });
}

/** The opposite of each position, a few seconds later: what one account makes, the other loses. */
function mirrored(events: AccountEvent[], prefix: string, lag: () => number): Deal[] {
  return copied(events, prefix, lag).map((deal) => ({
    ...deal,
    side: deal.side === 'buy' ? 'sell' : 'buy',
    profit: -deal.profit,
    ...(deal.price !== undefined && { price: deal.price }),
  }));
}

/** The same positions held seconds instead of hours, for a fraction of the result: a tick scalper's. */
function scalped(events: AccountEvent[], hold: () => number): Deal[] {
  const opened = new Map<string, string>();
  return dealsOf(events).map((deal) => {
    if (deal.entry === 'in') {
      opened.set(deal.ticket, deal.time);
      return deal;
    }
    return { ...deal, time: at(opened.get(deal.ticket) ?? deal.time, hold()), profit: Math.round(deal.profit * 0.15) };
  });
}

/**
 * Martingale runs on the days from `from`, at 09:00 UTC (inside one trading day in every reset zone
 * the catalogue uses): a loss, then twice the size minutes later, three times, the fourth winning.
 */
function martingaleRuns(from: number, runs: number): Deal[] {
  const deals: Deal[] = [];
  const firstDay = Math.floor(from / day) * day;
  for (let run = 0; run < runs; run++) {
    let open = firstDay + run * day + 9 * 3_600_000;
    let volume = 0.5;
    for (let step = 0; step < 4; step++) {
      const ticket = `M${run + 1}-${step + 1}`;
      const close = open + 25 * minute;
      const won = step === 3;
      const price = 1.085 - step * 0.0015;
      const commission = -Math.round(volume * 350);
      const base = { kind: 'deal' as const, ticket, symbol: 'EURUSD', volume, commission };
      deals.push({ ...base, time: new Date(open).toISOString(), entry: 'in', side: 'buy', profit: 0, price });
      deals.push({
        ...base,
        time: new Date(close).toISOString(),
        entry: 'out',
        side: 'sell',
        profit: won ? Math.round(volume * 8_000) : -Math.round(volume * 6_000),
        price: won ? price + 0.0008 : price - 0.0006,
      });
      open = close + 4 * minute;
      volume *= 2;
    }
  }
  return deals;
}

/** Sign-ins over the last weeks: each member from their own address, the household also from one address and browser. */
async function seedSignIns(services: Services, members: Record<keyof typeof riskCast, User>, now: number) {
  const random = randomSource(590);
  const browsers = ['Chrome/131.0 Windows', 'Firefox/133.0 Linux', 'Safari/17.6 macOS', 'Edge/131.0 Windows', 'Chrome/131.0 Android'];
  const rows = Object.values(members).flatMap((member, index) =>
    Array.from({ length: 5 }, (_, i) => ({
      userId: member.id,
      at: new Date(now - (i * 5 + random.between(0, 4)) * day),
      success: true,
      ip: `198.51.100.${20 + index}`,
      userAgent: `Mozilla/5.0 (${browsers[index % browsers.length]})`,
    })),
  );
  const household = 'Mozilla/5.0 (Chrome/131.0 Windows; household laptop)';
  for (const member of [members.hedgeA, members.hedgeB])
    for (const daysAgo of [2, 6, 11])
      rows.push({
        userId: member.id,
        at: new Date(now - daysAgo * day - random.between(0, 3) * 3_600_000),
        success: true,
        ip: '203.0.113.24',
        userAgent: household,
      });
  await services.db.insert(loginEvents).values(rows);
  for (const member of Object.values(members)) await queueMemberScan(services.db, member.id, new Date(now));
}

/** Seeds the cast once (outside production, with the rest of the demo): nothing when its first member exists. */
export async function seedDemoRisk(services: Services, password: string): Promise<void> {
  const [existing] = await services.db.select({ id: users.id }).from(users).where(eq(users.email, riskCast.leader.email));
  if (existing) return;
  const now = services.now().getTime();
  const passwordHash = await hashPassword(password);
  const inserted = await services.db
    .insert(users)
    .values(
      Object.values(riskCast).map((person) => ({ ...person, passwordHash, role: 'USER' as const, createdAt: new Date(now - 45 * day) })),
    )
    .returning();
  const members = Object.fromEntries(
    Object.entries(riskCast).map(([role, person]) => [role, inserted.find((user) => user.email === person.email) as User]),
  ) as Record<keyof typeof riskCast, User>;
  const random = randomSource(580);

  // Copy trading: the leader's funded account traded, the copier's funded account opening the same trades 150–800 ms later.
  const leader = demoTrader(services, members.leader);
  const copier = demoTrader(services, members.copier);
  const leaderFunded = await leader.funded('two-step-10k', now - 40 * day, 501, [now - 30 * day, now - 18 * day]);
  const copierFunded = await copier.funded('two-step-10k', now - 40 * day, 511, [now - 30 * day, now - 18 * day]);
  if (leaderFunded && copierFunded) {
    const from = Math.max(leaderFunded.startedAt.getTime(), copierFunded.startedAt.getTime()) + 3_600_000;
    const to = now - 20 * minute;
    const avoid = await newsWindows(services, leaderFunded, from, to);
    const leaderEvents = leader.history(503, from, to, leaderFunded.initialBalance, steady, undefined, avoid);
    await leader.feed(leaderFunded, leaderEvents);
    await copier.feed(
      copierFunded,
      withReports(
        copied(leaderEvents, 'C', () => Math.round(random.between(150, 800))),
        copierFunded.initialBalance,
      ),
    );
  }

  // Hedging: one of the household buys what the other sells, a few seconds apart.
  const hedgeA = demoTrader(services, members.hedgeA);
  const hedgeB = demoTrader(services, members.hedgeB);
  const accountA = await hedgeA.open('two-step-25k', now - 10 * day);
  const accountB = await hedgeB.open('two-step-25k', now - 10 * day);
  const hedged = hedgeA.history(521, now - 10 * day + 3_600_000, now - 2 * 3_600_000, accountA.initialBalance, {
    winRate: 0.5,
    riskPct: 0.4,
    tradesPerDay: 2,
  });
  await hedgeA.feed(accountA, hedged);
  await hedgeB.feed(
    accountB,
    withReports(
      mirrored(hedged, 'H', () => Math.round(random.between(800, 4_000))),
      accountB.initialBalance,
    ),
  );

  // Tick scalping: most positions held 5–40 seconds.
  const scalper = demoTrader(services, members.scalper);
  const scalpAccount = await scalper.open('two-step-10k', now - 7 * day);
  const quick = scalper.history(531, now - 7 * day + 3_600_000, now - 3_600_000, scalpAccount.initialBalance, {
    winRate: 0.6,
    riskPct: 0.3,
    tradesPerDay: 8,
  });
  await scalper.feed(
    scalpAccount,
    withReports(
      scalped(quick, () => Math.round(random.between(5_000, 40_000))),
      scalpAccount.initialBalance,
    ),
  );

  // Martingale: four runs of doubling after losses.
  const martingale = demoTrader(services, members.martingale);
  const martingaleAccount = await martingale.open('two-step-10k', now - 9 * day);
  await martingale.feed(martingaleAccount, withReports(martingaleRuns(now - 8 * day, 4), martingaleAccount.initialBalance));

  // An honest member: the desk must leave her alone.
  const honest = demoTrader(services, members.honest);
  const honestAccount = await honest.open('two-step-50k', now - 12 * day);
  await honest.feed(honestAccount, honest.history(551, now - 12 * day + 3_600_000, now - 3_600_000, honestAccount.initialBalance, steady));

  await seedSignIns(services, members, now);
}
