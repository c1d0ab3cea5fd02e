import type { SQL } from 'drizzle-orm';
import { type TradingAccount, tradingAccounts } from '../db/schema';
import { log } from '../log';
import type { Services } from '../services';

type Announced = Pick<TradingAccount, 'id' | 'userId' | 'lastSyncedAt'>;

/**
 * Tells the live streams that these accounts, or the accounts matching `where` (one small read),
 * changed. Called after the change committed: a viewer refetches at once and must see it.
 */
export async function announceAccounts(services: Services, which: SQL | Announced[]): Promise<void> {
  try {
    const rows = Array.isArray(which)
      ? which
      : await services.db
          .select({ id: tradingAccounts.id, userId: tradingAccounts.userId, lastSyncedAt: tradingAccounts.lastSyncedAt })
          .from(tradingAccounts)
          .where(which);
    await Promise.all(
      rows.map((row) =>
        services.live.publish({ accountId: row.id, userId: row.userId, lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null }),
      ),
    );
  } catch (error) {
    // The change itself is committed; a missed announcement only delays the screens until they refetch.
    log.error({ err: error }, 'Could not announce an account change');
  }
}
