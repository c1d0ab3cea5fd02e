import { and, eq, inArray, sql } from 'drizzle-orm';
import { localeOr } from '../../i18n/locales';
import { localName } from '../../i18n/names';
import type { InvoiceKind } from '../../schemas/enums';
import { audit } from '../audit';
import type { Db } from '../db';
import { type Challenge, type Invoice, invoiceCounters, invoices, type Order, orders, type Seller, type User, users } from '../db/schema';
import type { Env } from '../env';
import { DomainError } from '../errors';
import { assertMayReach } from '../http/auth';
import type { Services } from '../services';
import type { InvoiceDocument } from './pdf';

/**
 * Invoices and credit notes. Numbers run per kind and calendar year (UTC) without gaps or
 * duplicates: the counter row is raised in the transaction that issues, so a rollback takes its
 * number back and a concurrent issuer waits on the row lock for the next one.
 */
const prefixes: Record<InvoiceKind, string> = { invoice: 'INV', creditNote: 'CN' };

export function sellerOf(env: Env): Seller {
  return {
    name: env.SELLER_NAME,
    address: env.SELLER_ADDRESS,
    country: env.SELLER_COUNTRY,
    vatId: env.SELLER_VAT_ID,
    iban: env.SELLER_IBAN,
    bic: env.SELLER_BIC,
    email: env.SELLER_EMAIL,
  };
}

async function nextNumber(db: Db, kind: InvoiceKind, year: number) {
  const [row] = await db
    .insert(invoiceCounters)
    .values({ kind, year, last: 1 })
    .onConflictDoUpdate({ target: [invoiceCounters.kind, invoiceCounters.year], set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning({ last: invoiceCounters.last });
  if (!row) throw new Error('No invoice number was given');
  return { year, sequence: row.last, number: `${prefixes[kind]}-${year}-${String(row.last).padStart(6, '0')}` };
}

/** The description of the one line an order's invoice carries, the product named in the buyer's language. */
export function lineOf(challenge: Pick<Challenge, 'name' | 'names' | 'platform'>, order: Pick<Order, 'number'>, locale = 'en'): string {
  return `${localName(challenge.name, challenge.names, locale)} (${challenge.platform}) — ${order.number}`;
}

/** The invoice of a paid order, in the transaction that marks it paid. */
export async function issueInvoice(db: Db, env: Env, order: Order, challenge: Challenge, now: Date): Promise<Invoice> {
  const [buyer] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, order.userId));
  const numbered = await nextNumber(db, 'invoice', now.getUTCFullYear());
  const [invoice] = await db
    .insert(invoices)
    .values({
      orderId: order.id,
      kind: 'invoice',
      ...numbered,
      issuedAt: now,
      seller: sellerOf(env),
      buyer: order.billing,
      description: lineOf(challenge, order, buyer?.locale),
      currency: order.currency,
      price: order.price,
      discount: order.discount,
      discountCode: order.discountCode,
      vatRate: order.vatRate,
      vat: order.vat,
      reverseCharge: order.reverseCharge,
      // Which check stood behind the reverse charge (or its absence) when issued; a later confirmation changes nothing here.
      vatCheck: order.vatCheck,
      total: order.total,
      locale: buyer?.locale ?? 'en',
    })
    .returning();
  if (!invoice) throw new Error('The invoice was not written');
  await audit(db, {
    actorId: null,
    action: 'invoice.issued',
    subjectType: 'order',
    subjectId: order.id,
    at: now,
    details: { number: invoice.number },
  });
  return invoice;
}

/** The credit note of a refunded order: the invoice's amounts, negated, referring to it. */
export async function issueCreditNote(db: Db, env: Env, order: Order, now: Date, reason: string): Promise<Invoice | null> {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, 'invoice')));
  // Orders paid before invoices existed have nothing to credit.
  if (!invoice) return null;
  const numbered = await nextNumber(db, 'creditNote', now.getUTCFullYear());
  const [note] = await db
    .insert(invoices)
    .values({
      orderId: order.id,
      kind: 'creditNote',
      ...numbered,
      issuedAt: now,
      refersToId: invoice.id,
      seller: sellerOf(env),
      buyer: invoice.buyer,
      description: invoice.description,
      currency: invoice.currency,
      price: -invoice.price,
      discount: -invoice.discount,
      discountCode: invoice.discountCode,
      vatRate: invoice.vatRate,
      vat: -invoice.vat,
      reverseCharge: invoice.reverseCharge,
      vatCheck: invoice.vatCheck,
      total: -invoice.total,
      reason,
      locale: invoice.locale,
    })
    .returning();
  if (!note) throw new Error('The credit note was not written');
  await audit(db, {
    actorId: null,
    action: 'invoice.credited',
    subjectType: 'order',
    subjectId: order.id,
    at: now,
    details: { number: note.number },
  });
  return note;
}

/** An order's invoice and credit note, if any. */
export async function invoicesOf(
  db: Db,
  orderIds: string[],
): Promise<Map<string, { invoiceId: string | null; creditNoteId: string | null }>> {
  const found = new Map<string, { invoiceId: string | null; creditNoteId: string | null }>();
  if (orderIds.length === 0) return found;
  const rows = await db
    .select({ id: invoices.id, orderId: invoices.orderId, kind: invoices.kind })
    .from(invoices)
    .where(inArray(invoices.orderId, orderIds));
  for (const row of rows) {
    const entry = found.get(row.orderId) ?? { invoiceId: null, creditNoteId: null };
    if (row.kind === 'invoice') entry.invoiceId = row.id;
    else entry.creditNoteId = row.id;
    found.set(row.orderId, entry);
  }
  return found;
}

/**
 * What an invoice's PDF is drawn from: the row, the member's language, whether the order was a
 * demo, and for a credit note its invoice's number. Null for an unknown id.
 */
export async function invoiceDocument(db: Db, id: string): Promise<(InvoiceDocument & { ownerId: string }) | null> {
  const [row] = await db
    .select({ invoice: invoices, ownerId: orders.userId, provider: orders.provider })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(invoices.id, id));
  if (!row) return null;
  const refersToId = row.invoice.refersToId;
  const [original] = refersToId ? await db.select({ number: invoices.number }).from(invoices).where(eq(invoices.id, refersToId)) : [];
  return {
    invoice: row.invoice,
    ownerId: row.ownerId,
    locale: localeOr(row.invoice.locale),
    demo: row.provider === 'demo',
    refersTo: original?.number ?? null,
  };
}

/** The document if the caller may read it: the order's owner, or an administrator (the rule of ownOrder). */
export async function readableInvoice(services: Services, user: User, id: string): Promise<InvoiceDocument> {
  const document = await invoiceDocument(services.db, id);
  if (!document) throw new DomainError('notFound', 'error.notFound', { name: 'entity.invoice' });
  assertMayReach(services.env, user, document.ownerId);
  return document;
}
