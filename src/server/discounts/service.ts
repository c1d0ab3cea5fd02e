import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { MessageKey } from '../../i18n/en';
import { type DiscountCodeInput, type DiscountCodeUpdate, isPastDay } from '../../schemas/orders';
import { audit } from '../audit';
import type { Database, Db } from '../db';
import { type Challenge, challenges, type DiscountCode, discountCodes, orders } from '../db/schema';
import { DomainError } from '../errors';
import { offsetOf } from '../http/paging';

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

/** A day already over is refused on creating and on editing (docs/decisions/029). */
function refusePastDay(expiresAt: string | null, now: Date): void {
  if (isPastDay(expiresAt, now)) throw new DomainError('invalid', 'adminDiscounts.error.past');
}

/**
 * A code limited to a challenge must be able to apply to it: the challenge exists (said, not a
 * foreign-key failure), and a fixed amount is in the challenge's currency (checkout would refuse
 * it for every order, 'discount.otherCurrency').
 */
async function refuseUnusableChallenge(tx: Db, terms: Pick<DiscountCodeInput, 'challengeId' | 'kind' | 'currency'>): Promise<void> {
  if (!terms.challengeId) return;
  const [found] = await tx.select({ currency: challenges.currency }).from(challenges).where(eq(challenges.id, terms.challengeId));
  if (!found) throw new DomainError('invalid', 'error.notFound', { name: 'entity.challenge' });
  if (terms.kind === 'fixed' && terms.currency !== found.currency)
    throw new DomainError('invalid', 'adminDiscounts.error.currency', { currency: found.currency });
}

export async function createCode(db: Database, actorId: string, input: DiscountCodeInput, now: Date): Promise<DiscountCode> {
  refusePastDay(input.expiresAt, now);
  return db.transaction(async (tx) => {
    await refuseUnusableChallenge(tx, input);
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
        maxUsesPerMember: input.maxUsesPerMember,
        createdBy: actorId,
      })
      .onConflictDoNothing()
      .returning();
    if (!code) throw new DomainError('conflict', 'discount.taken');
    await audit(tx, {
      actorId,
      action: 'discount.created',
      subjectType: 'discountCode',
      subjectId: code.id,
      at: now,
      details: { ...input },
    });
    return code;
  });
}

/** What an edit may change, as the audit log records it before and after. */
const termsOf = (code: DiscountCode) => ({
  kind: code.kind,
  value: code.value,
  currency: code.currency,
  challengeId: code.challengeId,
  expiresAt: code.expiresAt?.toISOString() ?? null,
  maxUses: code.maxUses,
  maxUsesPerMember: code.maxUsesPerMember,
});

/**
 * Changes a code's terms (never its text), under its row lock so an order taking a use at the same
 * moment is counted before the new limit is checked. A disabled code stays as it was disabled; a
 * limit below the uses so far and a last day already over are refused, except that a code's own
 * past day may stay while other terms change. An edit that changes nothing records nothing.
 */
export async function updateCode(db: Database, actorId: string, id: string, input: DiscountCodeUpdate, now: Date): Promise<DiscountCode> {
  return db.transaction(async (tx) => {
    const [code] = await tx.select().from(discountCodes).where(eq(discountCodes.id, id)).for('update');
    if (!code) throw new DomainError('notFound', 'error.notFound', { name: 'entity.discountCode' });
    if (code.disabledAt) throw new DomainError('conflict', 'adminDiscounts.error.disabled');
    const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
    if (expiresAt?.getTime() !== code.expiresAt?.getTime()) refusePastDay(input.expiresAt, now);
    if (input.maxUses !== null && input.maxUses < code.uses)
      throw new DomainError('invalid', 'adminDiscounts.error.belowUses', { uses: code.uses });
    await refuseUnusableChallenge(tx, input);
    const before = termsOf(code);
    const wanted = { ...input, expiresAt: expiresAt?.toISOString() ?? null };
    if ((Object.keys(before) as (keyof typeof before)[]).every((field) => before[field] === wanted[field])) return code;
    const [after] = await tx
      .update(discountCodes)
      .set({
        kind: input.kind,
        value: input.value,
        currency: input.currency,
        challengeId: input.challengeId,
        expiresAt,
        maxUses: input.maxUses,
        maxUsesPerMember: input.maxUsesPerMember,
      })
      .where(eq(discountCodes.id, id))
      .returning();
    const updated = after as DiscountCode;
    await audit(tx, {
      actorId,
      action: 'discount.updated',
      subjectType: 'discountCode',
      subjectId: id,
      at: now,
      details: { code: code.code, before, after: termsOf(updated) },
    });
    return updated;
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
    if (!code) throw new DomainError('notFound', 'error.notFound', { name: 'entity.discountCode' });
    if (code.disabledAt) return code;
    const [disabled] = await tx.update(discountCodes).set({ disabledAt: now }).where(eq(discountCodes.id, id)).returning();
    await audit(tx, {
      actorId,
      action: 'discount.disabled',
      subjectType: 'discountCode',
      subjectId: id,
      at: now,
      details: { code: code.code, before: { disabledAt: null }, after: { disabledAt: now.toISOString() } },
    });
    return disabled as DiscountCode;
  });
}
