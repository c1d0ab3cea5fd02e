import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { MessageKey } from '../../i18n/en';
import type { Db } from '../db';
import { type Challenge, type DiscountCode, discountCodes, orders } from '../db/schema';
import { DomainError } from '../errors';

/**
 * Discount codes. A use is counted when an order takes the code (pending or paid) and given back
 * when that order is cancelled, fails or expires unpaid (orders/expiry.ts), so a code with one use
 * left goes to one order only: the order's transaction locks the code's row before checking and
 * counting. A code may also limit the uses of one member, counted from that member's orders under
 * the same lock, so one member cannot take every use with pending orders.
 */

/** Why a code cannot be used for this challenge now, or null when it can. */
export function refusalOf(code: DiscountCode, challenge: Pick<Challenge, 'id' | 'currency'>, now: Date): MessageKey | null {
  if (code.disabledAt) return 'discount.disabled';
  if (code.expiresAt && code.expiresAt.getTime() <= now.getTime()) return 'discount.expired';
  if (code.challengeId && code.challengeId !== challenge.id) return 'discount.notForChallenge';
  if (code.kind === 'fixed' && code.currency !== challenge.currency) return 'discount.otherCurrency';
  if (code.maxUses !== null && code.uses >= code.maxUses) return 'discount.usedUp';
  return null;
}

/** The orders that hold a use of a code: those not closed without payment (a refunded order keeps its use). */
const holdingStatuses = ['pending', 'paid', 'refunded'] as const;

/** Refuses the code when this member already holds as many uses of it as it allows one member. */
async function refuseMemberLimit(db: Db, code: DiscountCode, userId: string): Promise<void> {
  if (code.maxUsesPerMember === null) return;
  const [{ held } = { held: 0 }] = await db
    .select({ held: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.discountCodeId, code.id), inArray(orders.status, [...holdingStatuses])));
  if (held >= code.maxUsesPerMember) throw new DomainError('invalid', 'discount.usedUpByMember', { max: code.maxUsesPerMember });
}

/** The code for a price preview (not counted): answers 400 with the reason when this member cannot use it. */
export async function checkCode(db: Db, text: string, challenge: Challenge, userId: string, now: Date): Promise<DiscountCode> {
  const [code] = await db.select().from(discountCodes).where(eq(discountCodes.code, text));
  if (!code) throw new DomainError('invalid', 'discount.unknown');
  const refusal = refusalOf(code, challenge, now);
  if (refusal) throw new DomainError('invalid', refusal);
  await refuseMemberLimit(db, code, userId);
  return code;
}

/** Takes one use of the code for this member inside the order's transaction (row locked until it ends). */
export async function takeCode(tx: Db, text: string, challenge: Challenge, userId: string, now: Date): Promise<DiscountCode> {
  const [code] = await tx.select().from(discountCodes).where(eq(discountCodes.code, text)).for('update');
  if (!code) throw new DomainError('invalid', 'discount.unknown');
  const refusal = refusalOf(code, challenge, now);
  if (refusal) throw new DomainError('invalid', refusal);
  // Counted under the code's lock: two orders of one member at once cannot both pass.
  await refuseMemberLimit(tx, code, userId);
  await tx
    .update(discountCodes)
    .set({ uses: sql`${discountCodes.uses} + 1` })
    .where(eq(discountCodes.id, code.id));
  return code;
}

/** Gives back the use of an order that was cancelled, failed or expired. */
export async function releaseCode(tx: Db, codeId: string): Promise<void> {
  await tx
    .update(discountCodes)
    .set({ uses: sql`greatest(${discountCodes.uses} - 1, 0)` })
    .where(eq(discountCodes.id, codeId));
}
