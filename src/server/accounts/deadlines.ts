import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import { conclude } from '../../domain/rules';
import { challenges, tradingAccounts } from '../db/schema';
import { announceAccounts } from '../live/announce';
import type { Services } from '../services';
import { mailBreach } from './breachMail';
import { foldNewEvents } from './checkpoint';
import { settleEvaluation } from './lifecycle';

/**
 * Accounts the clock failed while no event arrived to settle them: the time limit ran out, or a
 * midnight found an open loss already at or below the new day's floor (equity carried over more
 * than a loss limit below the balance). Each is failed at that instant exactly as ingestion would
 * have failed it (the same engine, breach record, audit entry, live update and mail), under the
 * account's row lock, so a batch arriving at the same moment settles it once. Answers how many were
 * failed; `limit` bounds one pass (the next takes the rest).
 */
export async function settleDeadlines(services: Services, limit = 200): Promise<number> {
  const now = services.now();
  const timeLimitDays = sql`(${tradingAccounts.rules} ->> 'timeLimitDays')`;
  const due = await services.db
    .select({ id: tradingAccounts.id })
    .from(tradingAccounts)
    .where(
      and(
        eq(tradingAccounts.status, 'active'),
        or(
          and(
            isNotNull(timeLimitDays),
            sql`${tradingAccounts.startedAt} + make_interval(hours => ${timeLimitDays}::int * 24) < ${now.toISOString()}::timestamptz`,
          ),
          // A new day's floors are at least the balance − the smaller limit: only an open loss that deep can fail at midnight.
          sql`${tradingAccounts.equity} <= ${tradingAccounts.balance} - round(${tradingAccounts.initialBalance} * least(
            (${tradingAccounts.rules} ->> 'maxDailyLossPct')::numeric, (${tradingAccounts.rules} ->> 'maxLossPct')::numeric) / 100)`,
        ),
      ),
    )
    .orderBy(tradingAccounts.startedAt)
    .limit(limit);
  let failed = 0;
  for (const { id } of due) {
    const settled = await services.db.transaction(async (tx) => {
      const [account] = await tx.select().from(tradingAccounts).where(eq(tradingAccounts.id, id)).for('update');
      if (account?.status !== 'active') return false;
      const checkpoint = await foldNewEvents(tx, account, []);
      const evaluation = conclude(checkpoint.state, now.toISOString());
      if (evaluation.status === 'active') return false;
      const [challenge] = await tx.select().from(challenges).where(eq(challenges.id, account.challengeId));
      if (!challenge) throw new Error('Challenge vanished');
      await settleEvaluation(tx, services.certificates, account, challenge, evaluation, now, { checkpoint });
      return true;
    });
    if (settled) {
      failed += 1;
      await announceAccounts(services, eq(tradingAccounts.id, id));
      await mailBreach(services, id);
    }
  }
  return failed;
}
