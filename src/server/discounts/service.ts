import { count, desc, eq, sql } from 'drizzle-orm';
import type { MessageKey } from '../../i18n/en';
import type { DiscountCodeInput } from '../../schemas/orders';
import { audit } from '../audit';
import type { Database, Db } from '../db';
import { type Challenge, type DiscountCode, discountCodes } from '../db/schema';
import { HttpError } from '../http/errors';
import { offsetOf } from '../http/paging';

/**
 * Discount codes. A use is counted when an order takes the code (pending or paid) and given back
 * when that order is cancelled or fails, so a code with one use left goes to one order only: the
 * order's transaction locks the code's row before checking and counting.
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

/** The code for a price preview (not counted): answers 400 with the reason when it cannot be used. */
export async function checkCode(db: Db, text: string, challenge: Challenge, now: Date): Promise<DiscountCode> {
  const [code] = await db.select().from(discountCodes).where(eq(discountCodes.code, text));
  if (!code) throw new HttpError(400, 'discount.unknown');
  const refusal = refusalOf(code, challenge, now);
  if (refusal) throw new HttpError(400, refusal);
  return code;
}

/** Takes one use of the code inside the order's transaction (row locked until it ends). */
export async function takeCode(tx: Db, text: string, challenge: Challenge, now: Date): Promise<DiscountCode> {
  const [code] = await tx.select().from(discountCodes).where(eq(discountCodes.code, text)).for('update');
  if (!code) throw new HttpError(400, 'discount.unknown');
  const refusal = refusalOf(code, challenge, now);
  if (refusal) throw new HttpError(400, refusal);
  await tx
    .update(discountCodes)
    .set({ uses: sql`${discountCodes.uses} + 1` })
    .where(eq(discountCodes.id, code.id));
  return code;
}

/** Gives back the use of an order that was cancelled or failed. */
export async function releaseCode(tx: Db, codeId: string): Promise<void> {
  await tx
    .update(discountCodes)
    .set({ uses: sql`greatest(${discountCodes.uses} - 1, 0)` })
    .where(eq(discountCodes.id, codeId));
}

export async function createCode(db: Database, actorId: string, input: DiscountCodeInput): Promise<DiscountCode> {
  return db.transaction(async (tx) => {
    const [code] = await tx
      .insert(discountCodes)
      .values({
        code: input.code,
        kind: input.kind,
        value: input.value,
        currency: input.currency,
        challengeId: input.challengeId,
        expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
        maxUses: input.maxUses,
        createdBy: actorId,
      })
      .onConflictDoNothing()
      .returning();
    if (!code) throw new HttpError(409, 'discount.taken');
    await audit(tx, { actorId, action: 'discount.created', subjectType: 'discountCode', subjectId: code.id, details: { ...input } });
    return code;
  });
}

export async function listCodes(db: Database, query: { page: number; pageSize: number }) {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(discountCodes);
  const rows = await db.select().from(discountCodes).orderBy(desc(discountCodes.createdAt)).limit(query.pageSize).offset(offsetOf(query));
  return { rows, total };
}

/** Disables a code for good. Idempotent: a code already disabled keeps its moment, and nothing more is recorded. */
export async function disableCode(db: Database, actorId: string, id: string, now: Date): Promise<DiscountCode> {
  return db.transaction(async (tx) => {
    const [code] = await tx.select().from(discountCodes).where(eq(discountCodes.id, id)).for('update');
    if (!code) throw new HttpError(404, 'error.notFound', { name: 'entity.discountCode' });
    if (code.disabledAt) return code;
    const [disabled] = await tx.update(discountCodes).set({ disabledAt: now }).where(eq(discountCodes.id, id)).returning();
    await audit(tx, {
      actorId,
      action: 'discount.disabled',
      subjectType: 'discountCode',
      subjectId: id,
      details: { code: code.code, before: { disabledAt: null }, after: { disabledAt: now.toISOString() } },
    });
    return disabled as DiscountCode;
  });
}
