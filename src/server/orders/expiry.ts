import { and, eq, lt } from 'drizzle-orm';
import { orders } from '../db/schema';
import { log } from '../log';
import { expireCardCheckout } from '../payments/card';
import type { Services } from '../services';
import { closeOrder, withLockedOrder } from './service';

/** The moment a pending order placed at `createdAt` expires (PENDING_ORDER_TTL, in seconds). */
export const pendingUntil = (env: Services['env'], createdAt: Date) => new Date(createdAt.getTime() + env.PENDING_ORDER_TTL * 1000);

/**
 * Pending orders unpaid for PENDING_ORDER_TTL expire: a pending order holds a discount code's use,
 * so without an end one member could hold every use with orders never paid. Each is closed under
 * its row lock (a payment arriving at the same moment wins or waits), its code's use given back and
 * the change audited without an actor. A card order's checkout is closed at Stripe first; one Stripe
 * says is being paid, or that Stripe cannot be asked about now, stays for the next pass. Answers how
 * many expired; `limit` bounds one pass.
 */
export async function expirePendingOrders(services: Services, limit = 200): Promise<number> {
  const now = services.now();
  const due = await services.db
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'pending'), lt(orders.createdAt, new Date(now.getTime() - services.env.PENDING_ORDER_TTL * 1000))))
    .orderBy(orders.createdAt)
    .limit(limit);
  let expired = 0;
  for (const order of due) {
    if (order.provider === 'card') {
      try {
        if (!(await expireCardCheckout(services, order))) continue;
      } catch (error) {
        log.warn({ err: error }, `Card checkout of order ${order.number} could not be closed; it expires on a later pass`);
        continue;
      }
    }
    let closed = false;
    await withLockedOrder(services.db, order.id, async (tx, locked) => {
      if (locked.status !== 'pending') return locked;
      closed = true;
      return closeOrder(tx, locked, 'expired', null, now);
    });
    if (closed) expired += 1;
  }
  return expired;
}
