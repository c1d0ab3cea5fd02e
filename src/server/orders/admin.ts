import { and, asc, desc, eq, type GetColumnData, gt, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { priceOrder } from '../../domain/pricing';
import type { LocalNames } from '../../i18n/names';
import { dayAfter, dayStart } from '../../schemas/days';
import type { AdminOrderFilter, VatCheck } from '../../schemas/orders';
import { evaluationOf, failedBy, settleEvaluation } from '../accounts/lifecycle';
import { audit } from '../audit';
import type { CertificateSigner } from '../certificates/signing';
import type { Db } from '../db';
import { totalOf } from '../db/count';
import { containsPattern, namesUserMatching } from '../db/like';
import { challenges, type Order, orders, tradingAccounts, type User, users } from '../db/schema';
import type { Env } from '../env';
import { DomainError } from '../errors';
import { offsetOf } from '../http/paging';
import { issueCreditNote } from '../invoices/service';
import { announceAccounts } from '../live/announce';
import type { Services } from '../services';
import { afterPaid, closeCardCheckout, closeOrder, markPaid, vatVerified, withChallenge, withLockedOrder } from './service';

/**
 * Every order, for an administrator (issue 10): the list filtered, searched, sorted and paged, the
 * same set for the CSV export, and the actions on one order.
 */
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

/** A sort column, and the rows after `last` in its order with the id as the tie-break (keyset). */
function sortKey<Column extends PgColumn>(column: Column, of: (order: Order) => GetColumnData<Column, 'raw'>) {
  return {
    column,
    after(last: Order, descending: boolean): SQL {
      const beyond = descending ? lt : gt;
      const value = of(last);
      return or(beyond(column, value), and(eq(column, value), beyond(orders.id, last.id))) as SQL;
    },
  };
}
type Key = ReturnType<typeof sortKey>;
const adminSortKeys: Record<string, Key> = {
  created: sortKey(orders.createdAt, (order) => order.createdAt),
  total: sortKey(orders.total, (order) => order.total),
  number: sortKey(orders.number, (order) => order.number),
};

/** The sort and its tie-break on the id in the same direction, so pages never overlap or skip. */
function adminSort(sort: string) {
  const descending = sort.startsWith('-');
  const key = adminSortKeys[sort.replace('-', '')] as Key;
  const direction = descending ? desc : asc;
  return { descending, orderBy: [direction(key.column), direction(orders.id)], after: (last: Order) => key.after(last, descending) };
}

/**
 * Every order with its challenge and member, filtered, searched, sorted and paged. The page's ids come
 * first, from the orders alone (a search finds the matching members in a subquery), so a deep page walks an index
 * rather than joining every order it skips; then the page's 50 rows with their joins
 * (docs/decisions/032).
 */
export async function allOrders(services: Services, query: AdminOrderFilter & { page: number; pageSize: number }) {
  const { db } = services;
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
export async function* allOrderPages(services: Services, query: AdminOrderFilter, pageSize = 500): AsyncGenerator<AdminOrderRow[]> {
  const where = adminFilter(query);
  const sort = adminSort(query.sort);
  let last: Order | undefined;
  for (;;) {
    const rows: AdminOrderRow[] = await services.db
      .select(withMember)
      .from(orders)
      .innerJoin(challenges, eq(challenges.id, orders.challengeId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(last ? and(where, sort.after(last)) : where)
      .orderBy(...sort.orderBy)
      .limit(pageSize);
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
    last = rows[rows.length - 1]?.order;
  }
}

/** One order as the admin list shows it. */
export async function adminOrder(services: Services, id: string): Promise<AdminOrderRow> {
  const [row] = await services.db
    .select(withMember)
    .from(orders)
    .innerJoin(challenges, eq(challenges.id, orders.challengeId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id));
  if (!row) throw new DomainError('notFound', 'error.notFound', { name: 'entity.order' });
  return row;
}

/** Member data leaving the platform is traced: who exported which set (docs/decisions/024). */
export async function recordOrderExport(services: Services, actorId: string, filters: AdminOrderFilter): Promise<void> {
  await audit(services.db, {
    actorId,
    action: 'orders.exported',
    subjectType: 'orders',
    subjectId: 'export',
    at: services.now(),
    details: Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '' && value !== undefined)),
  });
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
  await closeCardCheckout(services, (await adminOrder(services, id)).order);
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

/** paid → refunded: a credit note, and the order's accounts still running are failed with the refund as reason. */
async function refundOrder(
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
