import { and, eq, inArray, sql } from 'drizzle-orm';
import { holderNameMatches } from '../../domain/names';
import type { VerificationState } from '../../schemas/enums';
import type { PayoutDestination } from '../../schemas/payouts';
import type { Db } from '../db';
import { acceptedHolderNames, type Challenge, challenges, identityVerifications, tradingAccounts } from '../db/schema';
import { DomainError } from '../errors';

/**
 * Where a verified identity is required (issue 31): the funded account of a product that asks for
 * it first, every payout, and a bank payout's holder name. Read in the caller's transaction.
 */

/** Each member's verification state; a member never asked has none (not started). */
export async function identityStates(db: Db, userIds: string[]): Promise<Map<string, VerificationState>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: identityVerifications.userId, state: identityVerifications.state })
    .from(identityVerifications)
    .where(inArray(identityVerifications.userId, userIds));
  return new Map(rows.map((row) => [row.userId, row.state]));
}

/** Whether the funded account may open now: the product does not ask for a verified identity first, or it is approved. */
export async function identityAllowsFunded(db: Db, userId: string, challenge: Challenge): Promise<boolean> {
  if (challenge.verificationRequired !== 'beforeFunded') return true;
  return (await identityStates(db, [userId])).get(userId) === 'approved';
}

/** The member's passed last phases whose funded account waits for the verification (oldest first). */
export function waitingForFunded(db: Db, userId: string) {
  return db
    .select({ account: tradingAccounts, challenge: challenges })
    .from(tradingAccounts)
    .innerJoin(challenges, eq(challenges.id, tradingAccounts.challengeId))
    .where(
      and(
        eq(tradingAccounts.userId, userId),
        eq(tradingAccounts.status, 'passed'),
        eq(tradingAccounts.funded, false),
        eq(challenges.verificationRequired, 'beforeFunded'),
        sql`${tradingAccounts.phase} >= jsonb_array_length(${challenges.phases})`,
        sql`not exists (select 1 from trading_accounts next where next.previous_account_id = ${tradingAccounts.id})`,
      ),
    )
    .orderBy(tradingAccounts.passedAt);
}

/**
 * A bank payout goes only to an account held by the verified person (or company): the holder
 * name must match the verified name (src/domain/names.ts says how tolerantly), or a name an
 * administrator accepted for this member with a reason. A wallet names nobody, so it is not checked.
 */
export async function assertHolderMatches(db: Db, userId: string, destination: PayoutDestination): Promise<void> {
  if (destination.method !== 'bankTransfer') return;
  const [row] = await db
    .select({ verifiedName: identityVerifications.verifiedName })
    .from(identityVerifications)
    .where(eq(identityVerifications.userId, userId));
  const verifiedName = row?.verifiedName ?? '';
  if (verifiedName && holderNameMatches(destination.accountHolder, verifiedName)) return;
  const accepted = await db
    .select({ name: acceptedHolderNames.name })
    .from(acceptedHolderNames)
    .where(eq(acceptedHolderNames.userId, userId));
  if (accepted.some((entry) => holderNameMatches(destination.accountHolder, entry.name))) return;
  throw new DomainError('conflict', 'payout.error.holderNameMismatch', { holder: destination.accountHolder, name: verifiedName });
}
