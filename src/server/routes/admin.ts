import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { Evaluation } from '../../domain/rules';
import { ChallengeInputSchema, ForceActionSchema, IdParamSchema, PageQuerySchema } from '../../schemas/trading';
import type { Transaction } from '../db';
import { auditLog, challenges, orders, tradingAccounts } from '../db/schema';
import { requireAdmin, requireSession } from '../http/auth';
import type { AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { offsetOf, paged } from '../http/paging';
import { validate } from '../http/validate';
import { provisionAccount, settleEvaluation } from '../trading/lifecycle';
import { markPaid, refundOrder } from '../trading/orders';
import { accountView } from '../trading/reports';
import { challengeView, orderView } from './trading';

/** Administration of the trading core: products, orders, accounts (issue 4). Every change is audited. */
const ReasonSchema = v.object({ reason: v.pipe(v.string(), v.trim(), v.minLength(3, 'validation.min3'), v.maxLength(500)) });
const orderStatuses = ['pending', 'paid', 'cancelled', 'failed', 'refunded'] as const;

export const adminRoutes = new Hono<AppEnv>()
  .use(requireSession, requireAdmin)

  .get('/challenges', async (c) => {
    const rows = await c.get('services').db.select().from(challenges).orderBy(challenges.sortOrder);
    return c.json({ items: rows.map(challengeView) });
  })
  .post('/challenges', validate('json', ChallengeInputSchema), async (c) => {
    const { db } = c.get('services');
    const input = c.req.valid('json');
    const challenge = await db.transaction(async (tx) => {
      const [created] = await tx.insert(challenges).values(input).onConflictDoNothing().returning();
      if (!created) throw new HttpError(409, 'validation.notValid', { name: 'slug' });
      await tx.insert(auditLog).values({
        actorId: c.get('user').id,
        action: 'challenge.created',
        subjectType: 'challenge',
        subjectId: created.id,
        details: input,
      });
      return created;
    });
    return c.json(challengeView(challenge), 201);
  })
  .put('/challenges/:id', validate('param', IdParamSchema), validate('json', ChallengeInputSchema), async (c) => {
    const services = c.get('services');
    const { id } = c.req.valid('param');
    const input = c.req.valid('json');
    const challenge = await services.db.transaction(async (tx) => {
      const [before] = await tx.select().from(challenges).where(eq(challenges.id, id)).for('update');
      if (!before) throw new HttpError(404, 'error.notFound', { name: 'entity.challenge' });
      const [clash] = await tx.select({ id: challenges.id }).from(challenges).where(eq(challenges.slug, input.slug));
      if (clash && clash.id !== id) throw new HttpError(409, 'validation.notValid', { name: 'slug' });
      const [updated] = await tx
        .update(challenges)
        .set({ ...input, updatedAt: services.now() })
        .where(eq(challenges.id, id))
        .returning();
      await tx.insert(auditLog).values({
        actorId: c.get('user').id,
        action: 'challenge.updated',
        subjectType: 'challenge',
        subjectId: id,
        details: { before: challengeView(before), after: input },
      });
      return updated;
    });
    return c.json(challengeView(challenge as typeof challenges.$inferSelect));
  })
  .delete('/challenges/:id', validate('param', IdParamSchema), async (c) => {
    const { db } = c.get('services');
    const { id } = c.req.valid('param');
    // A product with orders stays (orders and accounts refer to it); it can be deactivated instead.
    const [{ used } = { used: 0 }] = await db.select({ used: count() }).from(orders).where(eq(orders.challengeId, id));
    if (used > 0) throw new HttpError(409, 'validation.notValid', { name: 'challenge' });
    const deleted = await db.transaction(async (tx) => {
      const rows = await tx.delete(challenges).where(eq(challenges.id, id)).returning({ id: challenges.id });
      if (rows.length)
        await tx
          .insert(auditLog)
          .values({ actorId: c.get('user').id, action: 'challenge.deleted', subjectType: 'challenge', subjectId: id, details: {} });
      return rows.length;
    });
    if (!deleted) throw new HttpError(404, 'error.notFound', { name: 'entity.challenge' });
    return c.body(null, 204);
  })

  .get('/orders', validate('query', PageQuerySchema), async (c) => {
    const { db } = c.get('services');
    const query = c.req.valid('query');
    const filters: SQL[] = [];
    if (query.status) {
      if (!(orderStatuses as readonly string[]).includes(query.status)) throw new HttpError(400, 'validation.notValid', { name: 'status' });
      filters.push(eq(orders.status, query.status as (typeof orderStatuses)[number]));
    }
    if (query.q) filters.push(or(ilike(orders.number, `%${query.q}%`), ilike(orders.paymentReference, `%${query.q}%`)) as SQL);
    const where = filters.length ? and(...filters) : undefined;
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(orders).where(where);
    const rows = await db.select().from(orders).where(where).orderBy(desc(orders.createdAt)).limit(query.pageSize).offset(offsetOf(query));
    return c.json(paged(rows.map(orderView), total, query));
  })
  .post('/orders/:id/mark-paid', validate('param', IdParamSchema), async (c) => {
    const services = c.get('services');
    const order = await services.db.transaction(async (tx) =>
      markPaid(tx, await lockedOrder(tx, c.req.valid('param').id), c.get('user').id, services.now()),
    );
    return c.json(orderView(order));
  })
  .post('/orders/:id/refund', validate('param', IdParamSchema), validate('json', ReasonSchema), async (c) => {
    const services = c.get('services');
    const order = await services.db.transaction(async (tx) =>
      refundOrder(tx, await lockedOrder(tx, c.req.valid('param').id), c.get('user').id, services.now(), c.req.valid('json').reason),
    );
    return c.json(orderView(order));
  })

  .get('/users/:id/accounts', validate('param', IdParamSchema), async (c) => {
    const services = c.get('services');
    const rows = await services.db
      .select()
      .from(tradingAccounts)
      .where(eq(tradingAccounts.userId, c.req.valid('param').id))
      .orderBy(desc(tradingAccounts.createdAt));
    return c.json({ items: rows.map((row) => accountView(row, services.now())) });
  })
  .post('/accounts/:id/force', validate('param', IdParamSchema), validate('json', ForceActionSchema), async (c) => {
    const services = c.get('services');
    const { action, reason } = c.req.valid('json');
    const actorId = c.get('user').id;
    const now = services.now();
    const result = await services.db.transaction(async (tx) => {
      const [account] = await tx
        .select()
        .from(tradingAccounts)
        .where(eq(tradingAccounts.id, c.req.valid('param').id))
        .for('update');
      if (!account) throw new HttpError(404, 'error.notFound', { name: 'entity.account' });
      const [challenge] = await tx.select().from(challenges).where(eq(challenges.id, account.challengeId));
      if (!challenge) throw new Error('Challenge vanished');
      const evaluation = account.evaluation as Evaluation;
      if (action === 'reset') {
        // A passed account already has its successor; only a running or failed one can start over.
        if (account.status === 'passed') throw new HttpError(409, 'validation.notValid', { name: 'status' });
        // A reset closes this account (if still running) and opens the same phase afresh.
        if (account.status === 'active') {
          await settleEvaluation(tx, account, challenge, failedBy('reset', evaluation, now, account.equity), { actorId, reason });
        }
        const fresh = await provisionAccount(tx, {
          userId: account.userId,
          challenge,
          phase: account.phase,
          funded: account.funded,
          orderId: account.orderId,
          previousAccountId: account.id,
          demo: account.demo,
          startedAt: now,
          actorId,
        });
        await tx.insert(auditLog).values({
          actorId,
          action: 'account.reset',
          subjectType: 'trading_account',
          subjectId: account.id,
          details: { reason, newAccountId: fresh.id },
        });
        return fresh;
      }
      if (account.status !== 'active') throw new HttpError(409, 'validation.notValid', { name: 'status' });
      if (action === 'pass' && account.funded) throw new HttpError(409, 'validation.notValid', { name: 'action' });
      const forced: Evaluation =
        action === 'pass'
          ? { ...evaluation, status: 'passed', passedAt: now.toISOString() }
          : failedBy('manual', evaluation, now, account.equity);
      await tx
        .insert(auditLog)
        .values({ actorId, action: `account.force_${action}`, subjectType: 'trading_account', subjectId: account.id, details: { reason } });
      return settleEvaluation(tx, account, challenge, forced, { actorId, reason });
    });
    return c.json(accountView(result, now));
  });

/** The order, locked until the transaction ends, so two administrators cannot both act on it. */
async function lockedOrder(tx: Transaction, id: string) {
  const [found] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!found) throw new HttpError(404, 'error.notFound', { name: 'entity.order' });
  return found;
}

function failedBy(rule: string, evaluation: Evaluation, now: Date, equity: number): Evaluation {
  return { ...evaluation, status: 'failed', breach: { rule: rule as never, at: now.toISOString(), equity, floor: 0 } };
}
