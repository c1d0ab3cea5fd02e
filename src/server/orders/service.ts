import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import { isReverseCharge, type Pricing, priceOrder } from '../../domain/pricing';
import type { LocalNames } from '../../i18n/names';
import { dayAfter, dayStart } from '../../schemas/days';
import { type OrderStatus, orderStatuses } from '../../schemas/enums';
import {
  type AdminOrderFilter,
  type BillingDetails,
  type CreateOrderInput,
  euCountries,
  type QuoteSchema,
  type VatCheck,
} from '../../schemas/orders';
import { evaluationOf, failedBy, provisionAccount, settleEvaluation } from '../accounts/lifecycle';
import { audit } from '../audit';
import type { CertificateSigner } from '../certificates/signing';
import type { Database, Db, Transaction } from '../db';
import { totalOf } from '../db/count';
import { containsPattern, namesUserMatching } from '../db/like';
import { billingProfiles, type Challenge, challenges, type Order, orders, tradingAccounts, type User, users } from '../db/schema';
import { checkCode, releaseCode, takeCode } from '../discounts/service';
import type { Env } from '../env';
import { DomainError } from '../errors';
import { assertMayReach } from '../http/auth';
import { offsetOf } from '../http/paging';
import { mailOrderPaid } from '../invoices/mail';
import { issueCreditNote, issueInvoice } from '../invoices/service';
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

const withChallenge = {
  order: orders,
  challengeName: challenges.name,
  challengeNames: challenges.names,
  accountSize: challenges.accountSize,
  platform: challenges.platform,
};

/** The caller's own orders with their challenge, sorted and filtered, paged. */
export async function ownOrders(db: Database, userId: string, query: { page: number; pageSize: number; sort: string; status?: string }) {
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

// ---- every order, for an administrator (issue 10) ----

const withMember = {
  ...withChallenge,
  memberEmail: users.email,
  memberFirstName: users.firstName,
  memberLastName: users.lastName,
};
export type AdminOrderRow = { order: Order; challengeName: string; challengeNames?: LocalNames; accountSize: number; platform: string } & {
  memberEmail: string;
  memberFirstName: string;
  memberLastName: string;
};

function adminFilter(query: AdminOrderFilter): SQL | undefined {
  const filters: (SQL | undefined)[] = [
    query.status ? eq(orders.status, query.status) : undefined,
    query.provider ? eq(orders.provider, query.provider) : undefined,
    // A product's every version (docs/decisions/030): the filter names the current one.
    query.challengeId
      ? sql`${orders.challengeId} in (select v.id from challenges v join challenges c on c.lineage_id = v.lineage_id where c.id = ${query.challengeId})`
      : undefined,
    query.from ? gte(orders.createdAt, dayStart(query.from)) : undefined,
    query.to ? lt(orders.createdAt, dayAfter(query.to)) : undefined,
  ];
  if (query.q) {
    const pattern = containsPattern(query.q);
    // The order's number or payment reference, or its member's name or email: three indexed conditions.
    filters.push(or(ilike(orders.number, pattern), ilike(orders.paymentReference, pattern), namesUserMatching(orders.userId, pattern)));
  }
  return and(...filters);
}

type Key = { column: typeof orders.createdAt | typeof orders.total | typeof orders.number; of: (order: Order) => Date | number | string };
const adminSortKeys: Record<string, Key> = {
  created: { column: orders.createdAt, of: (order) => order.createdAt },
  total: { column: orders.total, of: (order) => order.total },
  number: { column: orders.number, of: (order) => order.number },
};

/** The sort and its tie-break on the id in the same direction, so pages never overlap or skip. */
function adminSort(sort: string) {
  const descending = sort.startsWith('-');
  const key = adminSortKeys[sort.replace('-', '')] as Key;
  const direction = descending ? desc : asc;
  return { key, descending, orderBy: [direction(key.column), direction(orders.id)] };
}

/** Rows after `last` in the sort order (keyset): the export reads the whole set page by page. */
function afterRow(sort: ReturnType<typeof adminSort>, last: Order): SQL {
  const beyond = sort.descending ? lt : gt;
  const value = sort.key.of(last) as never;
  return or(beyond(sort.key.column, value), and(eq(sort.key.column, value), beyond(orders.id, last.id))) as SQL;
}

/**
 * Every order with its challenge and member, filtered, searched, sorted and paged. The page's ids come
 * first, from the orders alone (a search finds the matching members in a subquery), so a deep page walks an index
 * rather than joining every order it skips; then the page's 50 rows with their joins
 * (docs/decisions/032).
 */
export async function allOrders(db: Database, query: AdminOrderFilter & { page: number; pageSize: number }) {
  const where = adminFilter(query);
  const sort = adminSort(query.sort);
  const counted = db.select({ id: orders.id }).from(orders).where(where);
  const ids = (
    await db
      .select({ id: orders.id })
      .from(orders)
      .where(where)
      .orderBy(...sort.orderBy)
      .limit(query.pageSize)
      .offset(offsetOf(query))
  ).map((row) => row.id);
  const total = await totalOf(db, counted, query, ids.length);
  if (ids.length === 0) return { rows: [] as AdminOrderRow[], total };
  const found: AdminOrderRow[] = await db
    .select(withMember)
    .from(orders)
    .innerJoin(challenges, eq(challenges.id, orders.challengeId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(inArray(orders.id, ids));
  const byId = new Map(found.map((row) => [row.order.id, row]));
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), total };
}

/** The whole filtered set in the list's order, `pageSize` rows per indexed query (keyset, never OFFSET). */
export async function* allOrderPages(db: Database, query: AdminOrderFilter, pageSize = 500): AsyncGenerator<AdminOrderRow[]> {
  const where = adminFilter(query);
  const sort = adminSort(query.sort);
  let last: Order | undefined;
  for (;;) {
    const rows: AdminOrderRow[] = await db
      .select(withMember)
      .from(orders)
      .innerJoin(challenges, eq(challenges.id, orders.challengeId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(last ? and(where, afterRow(sort, last)) : where)
      .orderBy(...sort.orderBy)
      .limit(pageSize);
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
    last = rows[rows.length - 1]?.order;
  }
}

/** One order as the admin list shows it. */
export async function adminOrder(db: Database, id: string): Promise<AdminOrderRow> {
  const [row] = await db
    .select(withMember)
    .from(orders)
    .innerJoin(challenges, eq(challenges.id, orders.challengeId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id));
  if (!row) throw new DomainError('notFound', 'error.notFound', { name: 'entity.order' });
  return row;
}

/*
 * An administrator's actions are idempotent: repeating one on an order already in its target state
 * (a double click, a retried request, two administrators at once) answers the order unchanged and
 * writes nothing again — no second invoice, credit note, account or audit row. Any other move is
 * refused with 409. The order is locked first, so the state read is the state acted on.
 */

/** pending → paid by an administrator (a bank transfer arrived): the invoice and the first account. */
export async function adminMarkPaid(services: Services, id: string, actor: User): Promise<Order> {
  let changed = false;
  const order = await withLockedOrder(services.db, id, async (tx, locked) => {
    if (locked.status === 'paid') return locked;
    if (locked.status !== 'pending') throw new DomainError('conflict', 'adminOrders.error.markPaid');
    changed = true;
    return markPaid(tx, services.env, locked, actor.id, services.now());
  });
  if (changed) await afterPaid(services, order);
  return order;
}

/** paid → refunded by an administrator: the credit note, the order's running accounts failed. */
export async function adminRefund(services: Services, id: string, actor: User, reason: string): Promise<Order> {
  let changed = false;
  const order = await withLockedOrder(services.db, id, async (tx, locked) => {
    if (locked.status === 'refunded') return locked;
    changed = true;
    return refundOrder(tx, services.env, services.certificates, locked, actor.id, services.now(), reason);
  });
  if (changed) await announceAccounts(services, eq(tradingAccounts.orderId, order.id));
  return order;
}

/** pending → cancelled by an administrator; a discount code's use comes back, a card checkout is closed first. */
export async function adminCancel(services: Services, id: string, actor: User): Promise<Order> {
  const { order: current } = await adminOrder(services.db, id);
  if (current.status === 'pending' && current.provider === 'card' && !(await expireCardCheckout(services, current))) {
    throw new DomainError('conflict', 'order.cardPaymentUnderway');
  }
  return withLockedOrder(services.db, id, async (tx, locked) => {
    if (locked.status === 'cancelled') return locked;
    if (locked.status !== 'pending') throw new DomainError('conflict', 'adminOrders.error.cancel');
    return closeOrder(tx, locked, 'cancelled', actor.id, services.now());
  });
}

/**
 * An administrator confirms a pending bank-transfer order's VAT number (checked by hand, say on VIES's
 * own site): the reverse charge applies and the VAT comes off the amount due. Only before payment: a
 * paid order's invoice stands. Not for a card order, whose checkout was opened for the amount with VAT.
 */
export async function adminConfirmVatNumber(services: Services, id: string, actor: User): Promise<Order> {
  return withLockedOrder(services.db, id, async (tx, locked) => {
    if (vatVerified(locked.vatCheck) && locked.reverseCharge) return locked;
    if (locked.vatCheck?.method !== 'none' || locked.status !== 'pending' || locked.provider !== 'manual') {
      throw new DomainError('conflict', 'adminOrders.error.confirmVat');
    }
    const now = services.now();
    // The discount already taken, as an amount: the same price lines, only without the VAT.
    const discount = locked.discount > 0 ? { kind: 'fixed' as const, value: locked.discount } : null;
    const pricing = priceOrder(locked.price, discount, locked.vatRate, true);
    const byName = `${actor.firstName} ${actor.lastName}`.trim() || actor.email;
    const vatCheck: VatCheck = { method: 'admin', byId: actor.id, byName, at: now.toISOString() };
    const [confirmed] = await tx
      .update(orders)
      .set({ vat: pricing.vat, total: pricing.total, reverseCharge: true, vatCheck, updatedAt: now })
      .where(eq(orders.id, locked.id))
      .returning();
    await audit(tx, {
      actorId: actor.id,
      action: 'order.vatNumberConfirmed',
      subjectType: 'order',
      subjectId: locked.id,
      at: now,
      details: {
        vatNumber: locked.billing.vatNumber,
        country: locked.billing.country,
        before: { vat: locked.vat, total: locked.total, reverseCharge: locked.reverseCharge, vatCheck: locked.vatCheck },
        after: { vat: pricing.vat, total: pricing.total, reverseCharge: true, vatCheck },
      },
    });
    return confirmed as Order;
  });
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

/** paid → refunded: a credit note, and the order's accounts still running are failed with the refund as reason. */
export async function refundOrder(
  db: Db,
  env: Env,
  signer: CertificateSigner,
  order: Order,
  actorId: string,
  now: Date,
  reason: string,
): Promise<Order> {
  if (order.status !== 'paid') throw new DomainError('conflict', 'order.notPaid');
  const [refunded] = await db
    .update(orders)
    .set({ status: 'refunded', refundedAt: now, updatedAt: now })
    .where(eq(orders.id, order.id))
    .returning();
  const running = await db
    .select()
    .from(tradingAccounts)
    .where(and(eq(tradingAccounts.orderId, order.id), eq(tradingAccounts.status, 'active')));
  const [challenge] = await db.select().from(challenges).where(eq(challenges.id, order.challengeId));
  for (const account of running) {
    if (!challenge) break;
    const evaluation = failedBy('refunded', evaluationOf(account), now, account.equity);
    await settleEvaluation(db, signer, account, challenge, evaluation, now, { actorId, reason });
  }
  await issueCreditNote(db, env, order, now, reason);
  await audit(db, {
    actorId,
    action: 'order.refunded',
    subjectType: 'order',
    subjectId: order.id,
    at: now,
    details: { reason, before: { status: order.status }, after: { status: 'refunded' } },
  });
  return refunded as Order;
}
