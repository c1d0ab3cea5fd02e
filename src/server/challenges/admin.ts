import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { ChallengeInput } from '../../schemas/trading';
import { audit } from '../audit';
import type { Database } from '../db';
import { type Challenge, challenges, orders } from '../db/schema';
import { DomainError } from '../errors';
import type { Services } from '../services';
import { firstVersion } from './versions';

/** Challenge products for administrators (issue 4): every version with its sales, and the editor's changes, each audited. */

/**
 * The current version of every product with its lineage's paid orders as `sold`, counted in one
 * grouped subquery (orders_paid_challenge_idx, read without the table) rather than once per
 * product. Refunded, cancelled and pending orders are not sales; a granted order (paid at no
 * charge) counts, as it opened an account.
 */
export async function catalogueWithSales(services: Services): Promise<{ challenge: Challenge; sold: number }[]> {
  const { db } = services;
  const sales = salesByLineage(db);
  return db
    .select({ challenge: challenges, sold: sql<number>`coalesce(${sales.sold}, 0)`.mapWith(Number) })
    .from(challenges)
    .leftJoin(sales, eq(sales.lineageId, challenges.lineageId))
    .where(isNull(challenges.replacedAt))
    .orderBy(asc(challenges.sortOrder), asc(challenges.name));
}

/** Written as a literal so the planner matches orders_paid_challenge_idx, whose predicate it is. */
const paid = sql`${orders.status} = 'paid'`;

function salesByLineage(db: Database) {
  return db
    .select({ lineageId: challenges.lineageId, sold: count().as('sold') })
    .from(orders)
    .innerJoin(challenges, eq(challenges.id, orders.challengeId))
    .where(paid)
    .groupBy(challenges.lineageId)
    .as('sales');
}

/**
 * One product for the editor: the version asked for, whether any order names it (then saving makes
 * a new version), and every version of its lineage with its paid orders.
 */
export async function challengeWithVersions(services: Services, id: string) {
  const { db } = services;
  const [challenge] = await db.select().from(challenges).where(eq(challenges.id, id));
  if (!challenge) throw notFound();
  const sales = db
    .select({ challengeId: orders.challengeId, sold: count().as('sold') })
    .from(orders)
    .where(paid)
    .groupBy(orders.challengeId)
    .as('sales');
  const versions = await db
    .select({
      id: challenges.id,
      version: challenges.version,
      createdAt: challenges.createdAt,
      replacedAt: challenges.replacedAt,
      sold: sql<number>`coalesce(${sales.sold}, 0)`.mapWith(Number),
    })
    .from(challenges)
    .leftJoin(sales, eq(sales.challengeId, challenges.id))
    .where(eq(challenges.lineageId, challenge.lineageId))
    .orderBy(desc(challenges.version));
  return { challenge, versions, sold: await isSold(db, id) };
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
    if (before.replacedAt) throw replaced();
    const [updated] = await tx.update(challenges).set({ active, updatedAt: services.now() }).where(eq(challenges.id, id)).returning();
    await audit(tx, {
      actorId,
      action: active ? 'challenge.restored' : 'challenge.archived',
      subjectType: 'challenge',
      subjectId: id,
      at: services.now(),
      details: { name: before.name, before: { active: before.active }, after: { active } },
    });
    return updated as Challenge;
  });
}

const slugTaken = () => new DomainError('conflict', 'adminChallenge.error.slugTaken');
const notFound = () => new DomainError('notFound', 'error.notFound', { name: 'entity.challenge' });
const replaced = () => new DomainError('conflict', 'adminChallenge.error.replaced');

/**
 * Whether any order (of any status) names this version: then its terms are someone's contract. Every
 * account comes from an order of its product (later phases keep the product), so orders suffice.
 */
async function isSold(tx: Database, id: string): Promise<boolean> {
  const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.challengeId, id)).limit(1);
  return Boolean(order);
}

/** Another current product (not this lineage) already has the slug. */
async function slugClash(tx: Database, slug: string, lineageId: string | null): Promise<boolean> {
  const [clash] = await tx
    .select({ lineageId: challenges.lineageId })
    .from(challenges)
    .where(and(eq(challenges.slug, slug), isNull(challenges.replacedAt)));
  return Boolean(clash && clash.lineageId !== lineageId);
}

export function createChallenge(services: Services, actorId: string, input: ChallengeInput): Promise<Challenge> {
  const now = services.now();
  return services.db.transaction(async (tx) => {
    if (await slugClash(tx, input.slug, null)) throw slugTaken();
    const [created] = await tx.insert(challenges).values(firstVersion(input)).onConflictDoNothing().returning();
    if (!created) throw slugTaken();
    await audit(tx, {
      actorId,
      action: 'challenge.created',
      subjectType: 'challenge',
      subjectId: created.id,
      at: now,
      details: { after: input },
    });
    return created;
  });
}

/**
 * Saves the editor's product. Unsold, the version is changed in place. Sold (any order or account
 * names it), it is kept as it was, marked replaced and inactive, and the input becomes the next
 * version of the same lineage (docs/decisions/030): what was sold keeps its rules, price and terms.
 * Only the current version can be edited.
 */
export function updateChallenge(
  services: Services,
  actorId: string,
  id: string,
  input: ChallengeInput,
): Promise<{ challenge: Challenge; versioned: boolean }> {
  return services.db.transaction(async (tx) => {
    const [before] = await tx.select().from(challenges).where(eq(challenges.id, id)).for('update');
    if (!before) throw notFound();
    if (before.replacedAt) throw replaced();
    if (await slugClash(tx, input.slug, before.lineageId)) throw slugTaken();
    const now = services.now();
    const details = { name: input.name, before: challengeInput(before), after: input };
    // Names are presentation (docs/decisions/045): what a product is called in each language follows
    // the name wherever the lineage uses it, and a change of those alone makes no new version.
    await nameLineage(tx, before.lineageId, id, input);
    if (!(await isSold(tx, id)) || onlyNamesDiffer(challengeInput(before), input)) {
      const [updated] = await tx
        .update(challenges)
        .set({ ...input, updatedAt: now })
        .where(eq(challenges.id, id))
        .returning();
      await audit(tx, { actorId, action: 'challenge.updated', subjectType: 'challenge', subjectId: id, at: now, details });
      return { challenge: updated as Challenge, versioned: false };
    }
    // The replaced version leaves the slug's unique index before the next version takes the slug.
    await tx.update(challenges).set({ replacedAt: now, active: false, updatedAt: now }).where(eq(challenges.id, id));
    const [next] = await tx
      .insert(challenges)
      .values({ ...input, id: randomUUID(), lineageId: before.lineageId, version: before.version + 1, createdAt: now, updatedAt: now })
      .returning();
    if (!next) throw notFound();
    await audit(tx, {
      actorId,
      action: 'challenge.versioned',
      subjectType: 'challenge',
      subjectId: next.id,
      at: now,
      details: { ...details, replaces: id, version: next.version },
    });
    return { challenge: next, versioned: true };
  });
}

/** A value with its object keys in order, so that two readings of one product compare equal. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, entry]) => entry !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([key, entry]) => [key, canonical(entry)]),
    );
  }
  return value;
}

/** The terms without the names per language: what a version is made of. */
function terms(input: ChallengeInput) {
  const { names: _, phases, ...rest } = input;
  return canonical({ ...rest, phases: phases.map(({ names: __, ...phase }) => phase) });
}

/** Whether the input changes the names per language and nothing else. */
function onlyNamesDiffer(before: ChallengeInput, input: ChallengeInput): boolean {
  return JSON.stringify(terms(before)) === JSON.stringify(terms(input));
}

/**
 * Gives the lineage's earlier versions the names per language of the input where they carry the
 * same default name (the product's, or a phase's): an account sold under version 1 reads the name
 * an administrator gives today.
 */
async function nameLineage(tx: Database, lineageId: string, id: string, input: ChallengeInput): Promise<void> {
  const earlier = await tx
    .select({ id: challenges.id, name: challenges.name, names: challenges.names, phases: challenges.phases })
    .from(challenges)
    .where(and(eq(challenges.lineageId, lineageId), ne(challenges.id, id)));
  for (const version of earlier) {
    const names = version.name === input.name ? input.names : version.names;
    const phases = version.phases.map((phase) => {
      const same = input.phases.find((candidate) => candidate.name === phase.name);
      return same ? { ...phase, names: same.names } : phase;
    });
    if (JSON.stringify(canonical({ names, phases })) === JSON.stringify(canonical({ names: version.names, phases: version.phases })))
      continue;
    await tx.update(challenges).set({ names, phases }).where(eq(challenges.id, version.id));
  }
}

/** The editable fields of a stored product, as the editor sends them. */
function challengeInput(challenge: Challenge): ChallengeInput {
  const { id, lineageId, version, replacedAt, createdAt, updatedAt, ...input } = challenge;
  return input as ChallengeInput;
}

/** Only a product nobody bought, with no earlier versions, can be deleted; others are archived. */
export async function deleteChallenge(services: Services, actorId: string, id: string): Promise<void> {
  const now = services.now();
  await services.db.transaction(async (tx) => {
    const [challenge] = await tx.select().from(challenges).where(eq(challenges.id, id)).for('update');
    if (!challenge) throw notFound();
    if (challenge.version > 1 || (await isSold(tx, id))) throw new DomainError('conflict', 'adminChallenge.error.inUse');
    await tx.delete(challenges).where(eq(challenges.id, id));
    await audit(tx, {
      actorId,
      action: 'challenge.deleted',
      subjectType: 'challenge',
      subjectId: id,
      at: now,
      details: { before: challengeInput(challenge) },
    });
  });
}
