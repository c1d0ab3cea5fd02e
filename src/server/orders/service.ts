import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import { type OrderStatus, orderStatuses } from '../../schemas/enums';
import type { CreateOrderSchema, PageQuery } from '../../schemas/trading';
import { evaluationOf, failedBy, provisionAccount, settleEvaluation } from '../accounts/lifecycle';
import { audit } from '../audit';
import type { Database, Db, Transaction } from '../db';
import { challenges, type Order, orders, tradingAccounts, type User } from '../db/schema';
import { HttpError } from '../http/errors';
import { offsetOf } from '../http/paging';
import type { Services } from '../services';

/**
 * Orders and their payment. Providers now: `manual` (bank transfer with the order number as
 * reference; an administrator marks it paid) and, outside production, `demo` (paid at once,
 * labelled as demo). A paid order opens the challenge's first phase.
 */
export type CreateOrderInput = v.InferOutput<typeof CreateOrderSchema>;

export function orderNumber(now: Date): string {
  const day = now.toISOString().slice(2, 10).replaceAll('-', '');
  return `FP-${day}-${randomBytes(4).toString('hex').toUpperCase()}`;
}

export async function createOrder(services: Services, user: User, input: CreateOrderInput) {
  if (input.provider === 'demo' && services.env.NODE_ENV === 'production') throw new HttpError(400, 'validation.fieldNotValid');
  return services.db.transaction(async (tx) => {
    const [challenge] = await tx
      .select()
      .from(challenges)
      .where(and(eq(challenges.id, input.challengeId), eq(challenges.active, true)));
    if (!challenge) throw new HttpError(404, 'error.notFound', { name: 'entity.challenge' });
    const now = services.now();
    const number = orderNumber(now);
    const [order] = await tx
      .insert(orders)
      .values({
        number,
        userId: user.id,
        challengeId: challenge.id,
        price: challenge.price,
        currency: challenge.currency,
        billing: input.billing,
        provider: input.provider,
        paymentReference: number,
      })
      .returning();
    if (!order) throw new Error('Order was not created');
    await audit(tx, { actorId: user.id, action: 'order.created', subjectType: 'order', subjectId: order.id, details: { number } });
    return input.provider === 'demo' ? markPaid(tx, order, user.id, now, { demo: true }) : order;
  });
}

/** The caller's own orders, newest first. */
export async function ownOrders(db: Database, userId: string, query: PageQuery) {
  const mine = eq(orders.userId, userId);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(orders).where(mine);
  const rows = await db.select().from(orders).where(mine).orderBy(desc(orders.createdAt)).limit(query.pageSize).offset(offsetOf(query));
  return { rows, total };
}

const isOrderStatus = (status: string): status is OrderStatus => (orderStatuses as readonly string[]).includes(status);

/** Every order, newest first, filtered by status and by a number or payment reference. */
export async function allOrders(db: Database, query: PageQuery) {
  const filters: SQL[] = [];
  if (query.status) {
    if (!isOrderStatus(query.status)) throw new HttpError(400, 'validation.notValid', { name: 'status' });
    filters.push(eq(orders.status, query.status));
  }
  if (query.q) filters.push(or(ilike(orders.number, `%${query.q}%`), ilike(orders.paymentReference, `%${query.q}%`)) as SQL);
  const where = filters.length ? and(...filters) : undefined;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(orders).where(where);
  const rows = await db.select().from(orders).where(where).orderBy(desc(orders.createdAt)).limit(query.pageSize).offset(offsetOf(query));
  return { rows, total };
}

/** The order, if the caller may see it: its owner, or an administrator. */
export async function ownOrder(services: Services, user: User, id: string): Promise<Order> {
  const [order] = await services.db.select().from(orders).where(eq(orders.id, id));
  if (!order) throw new HttpError(404, 'error.notFound', { name: 'entity.order' });
  if (order.userId !== user.id && user.role === 'USER') throw new HttpError(403, 'error.forbidden');
  return order;
}

/** Runs `act` on the order locked until the transaction ends, so two administrators cannot both act on it. */
export function withLockedOrder(db: Database, id: string, act: (tx: Transaction, order: Order) => Promise<Order>): Promise<Order> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!found) throw new HttpError(404, 'error.notFound', { name: 'entity.order' });
    return act(tx, found);
  });
}

/** pending → paid, and the first phase's account. */
export async function markPaid(db: Db, order: Order, actorId: string, now: Date, options: { demo?: boolean } = {}): Promise<Order> {
  if (order.status !== 'pending') throw new HttpError(409, 'validation.fieldNotValid');
  const [paid] = await db.update(orders).set({ status: 'paid', paidAt: now, updatedAt: now }).where(eq(orders.id, order.id)).returning();
  const [challenge] = await db.select().from(challenges).where(eq(challenges.id, order.challengeId));
  if (!paid || !challenge) throw new Error('Order or challenge vanished');
  await audit(db, { actorId, action: 'order.paid', subjectType: 'order', subjectId: order.id, details: { provider: order.provider } });
  await provisionAccount(db, {
    userId: order.userId,
    challenge,
    phase: 1,
    funded: false,
    orderId: order.id,
    demo: options.demo ?? false,
    startedAt: now,
    actorId,
  });
  return paid;
}

/** A pending order can be cancelled by its owner (or an administrator). */
export async function cancelOrder(db: Db, order: Order, actorId: string, now: Date): Promise<Order> {
  if (order.status !== 'pending') throw new HttpError(409, 'validation.fieldNotValid');
  const [cancelled] = await db.update(orders).set({ status: 'cancelled', updatedAt: now }).where(eq(orders.id, order.id)).returning();
  await audit(db, { actorId, action: 'order.cancelled', subjectType: 'order', subjectId: order.id, details: {} });
  return cancelled as Order;
}

/** paid → refunded; the order's accounts still running are failed with the refund as reason. */
export async function refundOrder(db: Db, order: Order, actorId: string, now: Date, reason: string): Promise<Order> {
  if (order.status !== 'paid') throw new HttpError(409, 'validation.fieldNotValid');
  const [refunded] = await db.update(orders).set({ status: 'refunded', updatedAt: now }).where(eq(orders.id, order.id)).returning();
  const running = await db
    .select()
    .from(tradingAccounts)
    .where(and(eq(tradingAccounts.orderId, order.id), eq(tradingAccounts.status, 'active')));
  const [challenge] = await db.select().from(challenges).where(eq(challenges.id, order.challengeId));
  for (const account of running) {
    if (!challenge) break;
    const evaluation = failedBy('refunded', evaluationOf(account), now, account.equity);
    await settleEvaluation(db, account, challenge, evaluation, now, { actorId, reason });
  }
  await audit(db, { actorId, action: 'order.refunded', subjectType: 'order', subjectId: order.id, details: { reason } });
  return refunded as Order;
}
