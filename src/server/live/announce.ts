import type { SQL } from 'drizzle-orm';
import { tradingAccounts } from '../db/schema';
import { log } from '../log';
import type { Services } from '../services';

/**
 * Tells the live streams that the accounts matching `where` changed. Called after the change
 * committed (a viewer refetches at once and must see it); one small read, then a publish each.
 */
export async function announceAccounts(services: Services, where: SQL | undefined): Promise<void> {
  try {
    const rows = await services.db
      .select({ accountId: tradingAccounts.id, userId: tradingAccounts.userId, lastSyncedAt: tradingAccounts.lastSyncedAt })
      .from(tradingAccounts)
      .where(where);
    await Promise.all(
      rows.map((row) =>
        services.live.publish({ accountId: row.accountId, userId: row.userId, lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null }),
      ),
    );
  } catch (error) {
    // The change itself is committed; a missed announcement only delays the screens until they refetch.
    log.error({ err: error }, 'Could not announce an account change');
  }
}
