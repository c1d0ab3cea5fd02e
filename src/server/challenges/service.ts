import { asc, count, eq, sql } from 'drizzle-orm';
import type { ChallengeInput } from '../../schemas/trading';
import { audit } from '../audit';
import type { Database } from '../db';
import { type Challenge, challenges, orders } from '../db/schema';
import { HttpError } from '../http/errors';
import type { Services } from '../services';
import { challengeView } from './view';

/** Challenge products: the members' catalogue and the administrators' CRUD (issue 4). Every change is audited. */
export function activeChallenges(db: Database): Promise<Challenge[]> {
  return db.select().from(challenges).where(eq(challenges.active, true)).orderBy(asc(challenges.sortOrder));
}

/**
 * Every product with the number of its orders that are paid, counted in one grouped subquery
 * (orders_challenge_idx) rather than once per product. Refunded, cancelled and pending orders are
 * not sales; a granted order (paid at no charge) counts, as it opened an account.
 */
export async function catalogueWithSales(db: Database): Promise<{ challenge: Challenge; sold: number }[]> {
  const sales = db
    .select({ challengeId: orders.challengeId, sold: count().as('sold') })
    .from(orders)
    .where(eq(orders.status, 'paid'))
    .groupBy(orders.challengeId)
    .as('sales');
  const rows = await db
    .select({ challenge: challenges, sold: sql<number>`coalesce(${sales.sold}, 0)`.mapWith(Number) })
    .from(challenges)
    .leftJoin(sales, eq(sales.challengeId, challenges.id))
    .orderBy(asc(challenges.sortOrder), asc(challenges.name));
  return rows;
}

/**
 * Archives (active false: gone from the members' configurator) or restores a product. Idempotent:
 * asking for the state it is already in changes nothing and records nothing.
 */
export function setChallengeActive(services: Services, actorId: string, id: string, active: boolean): Promise<Challenge> {
  return services.db.transaction(async (tx) => {
    const [before] = await tx.select().from(challenges).where(eq(challenges.id, id)).for('update');
    if (!before) throw notFound();
    if (before.active === active) return before;
    const [updated] = await tx.update(challenges).set({ active, updatedAt: services.now() }).where(eq(challenges.id, id)).returning();
    await audit(tx, {
      actorId,
      action: active ? 'challenge.restored' : 'challenge.archived',
      subjectType: 'challenge',
      subjectId: id,
      details: { name: before.name, before: { active: before.active }, after: { active } },
    });
    return updated as Challenge;
  });
}

const slugTaken = () => new HttpError(409, 'validation.notValid', { name: 'slug' });
const notFound = () => new HttpError(404, 'error.notFound', { name: 'entity.challenge' });

export function createChallenge(db: Database, actorId: string, input: ChallengeInput): Promise<Challenge> {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(challenges).values(input).onConflictDoNothing().returning();
    if (!created) throw slugTaken();
    await audit(tx, { actorId, action: 'challenge.created', subjectType: 'challenge', subjectId: created.id, details: input });
    return created;
  });
}

export function updateChallenge(services: Services, actorId: string, id: string, input: ChallengeInput): Promise<Challenge> {
  return services.db.transaction(async (tx) => {
    const [before] = await tx.select().from(challenges).where(eq(challenges.id, id)).for('update');
    if (!before) throw notFound();
    const [clash] = await tx.select({ id: challenges.id }).from(challenges).where(eq(challenges.slug, input.slug));
    if (clash && clash.id !== id) throw slugTaken();
    const [updated] = await tx
      .update(challenges)
      .set({ ...input, updatedAt: services.now() })
      .where(eq(challenges.id, id))
      .returning();
    if (!updated) throw notFound();
    await audit(tx, {
      actorId,
      action: 'challenge.updated',
      subjectType: 'challenge',
      subjectId: id,
      details: { before: challengeView(before), after: input },
    });
    return updated;
  });
}

export async function deleteChallenge(db: Database, actorId: string, id: string): Promise<void> {
  // A product with orders stays (orders and accounts refer to it); it can be deactivated instead.
  const [{ used } = { used: 0 }] = await db.select({ used: count() }).from(orders).where(eq(orders.challengeId, id));
  if (used > 0) throw new HttpError(409, 'validation.notValid', { name: 'challenge' });
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx.delete(challenges).where(eq(challenges.id, id)).returning({ id: challenges.id });
    if (rows.length) await audit(tx, { actorId, action: 'challenge.deleted', subjectType: 'challenge', subjectId: id, details: {} });
    return rows.length;
  });
  if (!deleted) throw notFound();
}
