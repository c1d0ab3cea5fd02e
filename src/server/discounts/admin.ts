import { count, desc, eq } from 'drizzle-orm';
import { type DiscountCodeInput, type DiscountCodeUpdate, isPastDay } from '../../schemas/orders';
import { audit } from '../audit';
import type { Db } from '../db';
import { challenges, type DiscountCode, discountCodes } from '../db/schema';
import { DomainError } from '../errors';
import { offsetOf } from '../http/paging';
import type { Services } from '../services';

/** Administrators create, list, edit and disable discount codes, each change audited (service.ts counts their uses). */

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

export async function createCode(services: Services, actorId: string, input: DiscountCodeInput): Promise<DiscountCode> {
  const now = services.now();
  refusePastDay(input.expiresAt, now);
  return services.db.transaction(async (tx) => {
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
export async function updateCode(services: Services, actorId: string, id: string, input: DiscountCodeUpdate): Promise<DiscountCode> {
  const now = services.now();
  return services.db.transaction(async (tx) => {
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

export async function listCodes(services: Services, query: { page: number; pageSize: number }) {
  const { db } = services;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(discountCodes);
  const rows = await db.select().from(discountCodes).orderBy(desc(discountCodes.createdAt)).limit(query.pageSize).offset(offsetOf(query));
  return { rows, total };
}

/** Disables a code for good. Idempotent: a code already disabled keeps its moment, and nothing more is recorded. */
export async function disableCode(services: Services, actorId: string, id: string): Promise<DiscountCode> {
  const now = services.now();
  return services.db.transaction(async (tx) => {
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
