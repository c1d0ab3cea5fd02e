import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import { isReverseCharge, type Pricing, priceOrder } from '../../domain/pricing';
import { type OrderStatus, orderStatuses } from '../../schemas/enums';
import { type BillingDetails, type CreateOrderInput, euCountries, type QuoteSchema, type VatCheck } from '../../schemas/orders';
import { provisionAccount } from '../accounts/lifecycle';
import { audit } from '../audit';
import type { Database, Db, Transaction } from '../db';
import { billingProfiles, type Challenge, challenges, type Order, orders, tradingAccounts, type User } from '../db/schema';
import { checkCode, releaseCode, takeCode } from '../discounts/service';
import type { Env } from '../env';
import { DomainError } from '../errors';
import { assertMayReach } from '../http/auth';
import { offsetOf } from '../http/paging';
import { mailOrderPaid } from '../invoices/mail';
import { issueInvoice } from '../invoices/service';
import { announceAccounts } from '../live/announce';
import { log } from '../log';
import { cardPaymentsEnabled, expireCardCheckout, openCardCheckout } from '../payments/card';
import type { Services } from '../services';
import { checkVatNumber, viesEnabled } from '../vat/vies';

/**
 * Orders and their payment (issue 8). Providers: `manual` (bank transfer with the order number as
 * reference; an administrator marks it paid), `card` (Stripe Checkout; paid by its verified
 * webhook) and, outside production, `demo` (paid at once, labelled as demo). The price, discount
 * and VAT are fixed when the order is made; a paid order gets its invoice and opens the
 * challenge's first phase in the same transaction.
 */

export function orderNumber(now: Date): string {
  const day = now.toISOString().slice(2, 10).replaceAll('-', '');
  return `FP-${day}-${randomBytes(4).toString('hex').toUpperCase()}`;
}

/** The payment methods this server offers now. */
export function providersOffered(env: Env) {
  return [
    ...(cardPaymentsEnabled(env) ? (['card'] as const) : []),
    'manual' as const,
    ...(env.NODE_ENV === 'production' ? [] : (['demo'] as const)),
  ];
}

async function activeChallenge(db: Db, id: string): Promise<Challenge> {
  const [challenge] = await db
    .select()
    .from(challenges)
    .where(and(eq(challenges.id, id), eq(challenges.active, true)));
  if (!challenge) throw new DomainError('notFound', 'error.notFound', { name: 'entity.challenge' });
  return challenge;
}

/** Whether the buyer claims the reverse charge: an EU business elsewhere with a VAT number, and VAT to charge at all. */
const claimsReverseCharge = (env: Env, buyer: Parameters<typeof isReverseCharge>[0]) =>
  env.VAT_RATE > 0 && isReverseCharge(buyer, env.SELLER_COUNTRY, euCountries);

/** A verified number: VIES said valid, or an administrator confirmed it. */
export const vatVerified = (check: VatCheck | null) => check?.method === 'vies' || check?.method === 'admin';

/**
 * The check of a reverse-charge claim when ordering: VIES where the operator enabled it (asked once,
 * before the order's transaction); otherwise none yet, and the order carries VAT until an
 * administrator confirms the number. Null when nothing is claimed.
 */
async function vatCheckOf(env: Env, buyer: BillingDetails): Promise<VatCheck | null> {
  if (!claimsReverseCharge(env, buyer)) return null;
  if (!viesEnabled(env)) return { method: 'none', reason: 'notChecked' };
  const answer = await checkVatNumber(env, buyer.country, buyer.vatNumber);
  if (answer.kind === 'valid') return { method: 'vies', requestIdentifier: answer.requestIdentifier, requestDate: answer.requestDate };
  return { method: 'none', reason: answer.kind === 'invalid' ? 'viesInvalid' : 'viesUnavailable' };
}

function pricingOf(env: Env, challenge: Challenge, code: { kind: 'percent' | 'fixed'; value: number } | null, vatCheck: VatCheck | null) {
  const reverseCharge = env.VAT_RATE > 0 && vatVerified(vatCheck);
  return { ...priceOrder(challenge.price, code, env.VAT_RATE, reverseCharge), vatRate: env.VAT_RATE, reverseCharge };
}

export type Quote = Pricing & {
  currency: string;
  vatRate: number;
  reverseCharge: boolean;
  /** How a claimed reverse charge will be checked (VIES when ordering, or an administrator); null when none is claimed. */
  vatNumberCheck: 'vies' | 'admin' | null;
  discountCode: string | null;
};

/** The price before ordering: the code is checked, not counted; a VAT number is not verified yet, so VAT is in it. */
export async function quote(services: Services, input: v.InferOutput<typeof QuoteSchema>, userId: string): Promise<Quote> {
  const { env } = services;
  const challenge = await activeChallenge(services.db, input.challengeId);
  const now = services.now();
  const code = input.discountCode ? await checkCode(services.db, input.discountCode, challenge, userId, now) : null;
  const claimed = claimsReverseCharge(env, { type: input.type, country: input.country, vatNumber: input.vatNumber });
  return {
    ...pricingOf(env, challenge, code, null),
    currency: challenge.currency,
    vatNumberCheck: claimed ? (viesEnabled(env) ? 'vies' : 'admin') : null,
    discountCode: code?.code ?? null,
  };
}

/**
 * Places an order: the code's use, the order and the member's billing details in one
 * transaction. A demo order (or one that costs nothing) is paid at once; a card order then opens
 * the provider's checkout, whose address the member is sent to.
 */
export async function createOrder(
  services: Services,
  user: User,
  input: CreateOrderInput,
): Promise<{ order: Order; checkoutUrl: string | null }> {
  const { env } = services;
  if (!(providersOffered(env) as string[]).includes(input.provider)) {
    throw new DomainError('invalid', input.provider === 'demo' ? 'order.demoUnavailable' : 'order.cardUnavailable');
  }
  // VIES is asked outside the transaction: a slow member state holds no row lock.
  const vatCheck = await vatCheckOf(env, input.billing);
  const now = services.now();
  const order = await services.db.transaction(async (tx) => {
    const challenge = await activeChallenge(tx, input.challengeId);
    const code = input.discountCode ? await takeCode(tx, input.discountCode, challenge, user.id, now) : null;
    const pricing = pricingOf(env, challenge, code, vatCheck);
    const number = orderNumber(now);
    const [created] = await tx
      .insert(orders)
      .values({
        number,
        userId: user.id,
        challengeId: challenge.id,
        price: pricing.price,
        currency: challenge.currency,
        discountCodeId: code?.id ?? null,
        discountCode: code?.code ?? null,
        discount: pricing.discount,
        vatRate: pricing.vatRate,
        vat: pricing.vat,
        reverseCharge: pricing.reverseCharge,
        vatCheck,
        total: pricing.total,
        billing: input.billing,
        provider: input.provider,
        paymentReference: number,
        termsAcceptedAt: now,
        // The services clock, not the database's: a seeded order is dated when it was placed.
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!created) throw new Error('Order was not created');
    await tx
      .insert(billingProfiles)
      .values({ userId: user.id, details: input.billing, updatedAt: now })
      .onConflictDoUpdate({ target: billingProfiles.userId, set: { details: input.billing, updatedAt: now } });
    await audit(tx, {
      actorId: user.id,
      action: 'order.created',
      subjectType: 'order',
      subjectId: created.id,
      at: now,
      details: { number, total: pricing.total, discountCode: code?.code ?? null, ...(vatCheck ? { vatCheck } : {}) },
    });
    const payNow = input.provider === 'demo' || pricing.total === 0;
    return payNow ? markPaid(tx, env, created, user.id, now, { demo: input.provider === 'demo' }) : created;
  });
  if (order.status === 'paid') {
    await afterPaid(services, order);
    return { order, checkoutUrl: null };
  }
  if (order.provider !== 'card') return { order, checkoutUrl: null };
  try {
    const checkout = await openCardCheckout(services, order);
    const [opened] = await services.db
      .update(orders)
      .set({ checkoutId: checkout.id, updatedAt: services.now() })
      .where(eq(orders.id, order.id))
      .returning();
    return { order: opened ?? order, checkoutUrl: checkout.url };
  } catch (error) {
    log.error({ err: error }, `Card checkout for order ${order.number} could not be opened`);
    await withLockedOrder(services.db, order.id, (tx, locked) => closeOrder(tx, locked, 'failed', null, services.now()));
    throw new DomainError('unavailable', 'order.checkoutFailed');
  }
}

/** What follows a committed payment: the member's streams learn of the new account, and the member gets the paid mail. */
export async function afterPaid(services: Services, order: Order): Promise<void> {
  await announceAccounts(services, eq(tradingAccounts.orderId, order.id));
  await mailOrderPaid(services, order); // logs a failure itself: the payment stands
}

const orderSortColumns = {
  created: orders.createdAt,
  total: orders.total,
} as const;

const isOrderStatus = (status: string): status is OrderStatus => (orderStatuses as readonly string[]).includes(status);

function statusFilter(status: string | undefined): SQL | undefined {
  if (!status) return undefined;
  if (!isOrderStatus(status)) throw new DomainError('invalid', 'validation.notValid', { name: 'status' });
  return eq(orders.status, status);
}

export const withChallenge = {
  order: orders,
  challengeName: challenges.name,
  challengeNames: challenges.names,
  accountSize: challenges.accountSize,
  platform: challenges.platform,
};

/** The caller's own orders with their challenge, sorted and filtered, paged. */
export async function ownOrders(
  services: Services,
  userId: string,
  query: { page: number; pageSize: number; sort: string; status?: string },
) {
  const { db } = services;
  const where = and(eq(orders.userId, userId), statusFilter(query.status));
  const descending = query.sort.startsWith('-');
  const column = orderSortColumns[query.sort.replace('-', '') as keyof typeof orderSortColumns];
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(orders).where(where);
  const rows = await db
    .select(withChallenge)
    .from(orders)
    .innerJoin(challenges, eq(challenges.id, orders.challengeId))
    .where(where)
    .orderBy(descending ? desc(column) : asc(column), desc(orders.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return { rows, total };
}

/** The order with its challenge, if the caller may see it: its owner, or an administrator. */
export async function ownOrder(services: Services, user: User, id: string) {
  const [row] = await services.db
    .select(withChallenge)
    .from(orders)
    .innerJoin(challenges, eq(challenges.id, orders.challengeId))
    .where(eq(orders.id, id));
  if (!row) throw new DomainError('notFound', 'error.notFound', { name: 'entity.order' });
  assertMayReach(services.env, user, row.order.userId);
  return row;
}

/** The owner (or an administrator) cancels a pending order; its discount code's use comes back. */
export async function cancelOwnOrder(services: Services, user: User, id: string): Promise<void> {
  const { order } = await ownOrder(services, user, id);
  await closeCardCheckout(services, order);
  await withLockedOrder(services.db, order.id, (tx, locked) => closeOrder(tx, locked, 'cancelled', user.id, services.now()));
}

/** A pending card order's checkout is closed before the order, so the member cannot pay it on a page still open. */
export async function closeCardCheckout(services: Services, order: Order): Promise<void> {
  if (order.status === 'pending' && order.provider === 'card' && !(await expireCardCheckout(services, order))) {
    throw new DomainError('conflict', 'order.cardPaymentUnderway');
  }
}

/** Runs `act` on the order locked until the transaction ends, so two actors cannot both act on it. */
export function withLockedOrder(db: Database, id: string, act: (tx: Transaction, order: Order) => Promise<Order>): Promise<Order> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!found) throw new DomainError('notFound', 'error.notFound', { name: 'entity.order' });
    return act(tx, found);
  });
}

/** pending → paid: the invoice (numbered in this transaction) and the first phase's account. */
export async function markPaid(
  db: Db,
  env: Env,
  order: Order,
  actorId: string | null,
  now: Date,
  options: { demo?: boolean } = {},
): Promise<Order> {
  if (order.status !== 'pending') throw new DomainError('conflict', 'order.notPending');
  const [paid] = await db.update(orders).set({ status: 'paid', paidAt: now, updatedAt: now }).where(eq(orders.id, order.id)).returning();
  const [challenge] = await db.select().from(challenges).where(eq(challenges.id, order.challengeId));
  if (!paid || !challenge) throw new Error('Order or challenge vanished');
  await audit(db, {
    actorId,
    action: 'order.paid',
    subjectType: 'order',
    subjectId: order.id,
    at: now,
    details: { provider: order.provider, total: order.total, before: { status: order.status }, after: { status: 'paid' } },
  });
  await issueInvoice(db, env, paid, challenge, now);
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

/**
 * pending → cancelled (by its owner or an administrator), failed (the provider gave up) or expired
 * (unpaid for PENDING_ORDER_TTL, orders/expiry.ts); the code's use comes back.
 */
export async function closeOrder(
  db: Db,
  order: Order,
  status: 'cancelled' | 'failed' | 'expired',
  actorId: string | null,
  now: Date,
): Promise<Order> {
  if (order.status !== 'pending') throw new DomainError('conflict', 'order.notPending');
  const [closed] = await db.update(orders).set({ status, cancelledAt: now, updatedAt: now }).where(eq(orders.id, order.id)).returning();
  if (order.discountCodeId) await releaseCode(db, order.discountCodeId);
  await audit(db, {
    actorId,
    action: `order.${status}`,
    subjectType: 'order',
    subjectId: order.id,
    at: now,
    details: { before: { status: order.status }, after: { status } },
  });
  return closed as Order;
}
