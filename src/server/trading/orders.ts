import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type { CreateOrderSchema } from '../../schemas/trading';
import type { Database, Transaction } from '../db';
import { auditLog, challenges, type Order, orders, tradingAccounts, type User } from '../db/schema';
import { HttpError } from '../http/errors';
import type { Services } from '../services';
import { provisionAccount, settleEvaluation } from './lifecycle';

/**
 * Orders and their payment. Providers now: `manual` (bank transfer with the order number as
 * reference; an administrator marks it paid) and, outside production, `demo` (paid at once,
 * labelled as demo). A paid order opens the challenge's first phase.
 */
type Db = Database | Transaction;
export type CreateOrderInput = v.InferOutput<typeof CreateOrderSchema>;

export function orderNumber(now: Date): string {
  const day = now.toISOString().slice(2, 10).replaceAll('-', '');
  return `FP-${day}-${randomBytes(4).toString('hex').toUpperCase()}`;
}

export function paymentInstructions(services: Services, order: Order) {
  if (order.provider === 'demo') return { kind: 'demo' as const, note: 'Demo payment: no money moves.' };
  return {
    kind: 'bankTransfer' as const,
    reference: order.paymentReference,
    amount: order.price,
    currency: order.currency,
    bankDetails: services.env.BANK_TRANSFER_DETAILS || null,
  };
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
    await tx
      .insert(auditLog)
      .values({ actorId: user.id, action: 'order.created', subjectType: 'order', subjectId: order.id, details: { number } });
    return input.provider === 'demo' ? markPaid(tx, order, user.id, now, { demo: true }) : order;
  });
}

/** pending → paid, and the first phase's account. */
export async function markPaid(db: Db, order: Order, actorId: string, now: Date, options: { demo?: boolean } = {}): Promise<Order> {
  if (order.status !== 'pending') throw new HttpError(409, 'validation.fieldNotValid');
  const [paid] = await db.update(orders).set({ status: 'paid', paidAt: now, updatedAt: now }).where(eq(orders.id, order.id)).returning();
  const [challenge] = await db.select().from(challenges).where(eq(challenges.id, order.challengeId));
  if (!paid || !challenge) throw new Error('Order or challenge vanished');
  await db
    .insert(auditLog)
    .values({ actorId, action: 'order.paid', subjectType: 'order', subjectId: order.id, details: { provider: order.provider } });
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
  await db.insert(auditLog).values({ actorId, action: 'order.cancelled', subjectType: 'order', subjectId: order.id, details: {} });
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
    const evaluation = {
      ...(account.evaluation as object),
      status: 'failed',
      breach: { rule: 'refunded', at: now.toISOString(), equity: account.equity, floor: 0 },
    } as never;
    await settleEvaluation(db, account, challenge, evaluation, { actorId, reason });
  }
  await db.insert(auditLog).values({ actorId, action: 'order.refunded', subjectType: 'order', subjectId: order.id, details: { reason } });
  return refunded as Order;
}
