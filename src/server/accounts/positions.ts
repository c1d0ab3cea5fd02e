import { and, asc, desc, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import type { OpenPositions, PositionView } from '../../schemas/accounts';
import type { Db } from '../db';
import { deals, equitySnapshots, type TradingAccount } from '../db/schema';
import type { Services } from '../services';

export type { PositionView };

/**
 * The positions open on the platform at `at`: those the last equity report up to `at` listed, as it
 * priced them, changed by the deals after it (an 'in' deal opens one, unpriced until the next report;
 * an 'out' deal closes one). A platform that never listed positions: every 'in' deal up to `at`
 * without its 'out'. `pricedAt` is the instant of the report the floating results come from.
 */
export async function openPositionsAt(db: Db, accountId: string, at: Date): Promise<OpenPositions> {
  const [report] = await db
    .select({ time: equitySnapshots.time, positions: equitySnapshots.positions })
    .from(equitySnapshots)
    .where(and(eq(equitySnapshots.accountId, accountId), isNotNull(equitySnapshots.positions), lte(equitySnapshots.time, at)))
    .orderBy(desc(equitySnapshots.time))
    .limit(1);
  const open = new Map<string, PositionView>();
  for (const position of report?.positions ?? []) open.set(position.ticket, position);
  // Deals at the report's instant are in it already (deals fold before a report of the same instant).
  const later = report
    ? await db
        .select()
        .from(deals)
        .where(and(eq(deals.accountId, accountId), gt(deals.time, report.time), lte(deals.time, at)))
        .orderBy(asc(deals.time), asc(deals.ticket))
    : await db
        .select()
        .from(deals)
        .where(
          and(
            eq(deals.accountId, accountId),
            eq(deals.entry, 'in'),
            lte(deals.time, at),
            sql`not exists (select 1 from ${deals} as closing where closing.account_id = ${deals.accountId}
              and closing.ticket = ${deals.ticket} and closing.entry = 'out' and closing.time <= ${at.toISOString()})`,
          ),
        )
        .orderBy(asc(deals.time), asc(deals.ticket));
  for (const deal of later) {
    if (deal.entry === 'out') open.delete(deal.ticket);
    else if (!open.has(deal.ticket))
      open.set(deal.ticket, {
        ticket: deal.ticket,
        symbol: deal.symbol,
        side: deal.side,
        volume: deal.volume,
        openTime: deal.time.toISOString(),
        openPrice: deal.price,
        price: null,
        profit: null,
      });
  }
  const items = [...open.values()].sort((a, b) => a.openTime.localeCompare(b.openTime) || a.ticket.localeCompare(b.ticket));
  return {
    at: at.toISOString(),
    pricedAt: report?.time.toISOString() ?? null,
    items,
    floating: items.reduce((sum, p) => sum + (p.profit ?? 0), 0),
  };
}

/** The positions an account shows: open now while it runs, as they stood at its close once closed (decision 042). */
export function shownPositions(services: Services, account: TradingAccount): Promise<OpenPositions> {
  const now = services.now();
  const at = account.status === 'active' ? now : (account.failedAt ?? account.passedAt ?? account.lastSyncedAt ?? now);
  return openPositionsAt(services.db, account.id, at);
}
