import type * as v from 'valibot';
import { type LocalNames, localName } from '../../i18n/names';
import type { AdminOrderSchema, MemberVatCheckSchema, OrderSchema, PaymentInstructionsSchema, VatCheck } from '../../schemas/orders';
import type { Order } from '../db/schema';
import type { Env } from '../env';
import { pendingUntil } from './expiry';

type OrderRow = { order: Order; challengeName: string; challengeNames?: LocalNames; accountSize: number; platform: string };
type Documents = { invoiceId: string | null; creditNoteId: string | null };

/** An order as its member reads it, the product named in `locale` (the default name where none is given). */
export function orderView(
  { order, challengeName, challengeNames, accountSize, platform }: OrderRow,
  documents?: Documents,
  locale = 'en',
): v.InferOutput<typeof OrderSchema> {
  return {
    id: order.id,
    number: order.number,
    challengeId: order.challengeId,
    challengeName: localName(challengeName, challengeNames, locale),
    accountSize,
    platform,
    currency: order.currency,
    price: order.price,
    discountCode: order.discountCode,
    discount: order.discount,
    vatRate: order.vatRate,
    vat: order.vat,
    reverseCharge: order.reverseCharge,
    vatCheck: memberVatCheck(order.vatCheck),
    total: order.total,
    provider: order.provider,
    grantReason: order.grantReason,
    status: order.status,
    paymentReference: order.paymentReference,
    billing: order.billing,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    refundedAt: order.refundedAt?.toISOString() ?? null,
    invoiceId: documents?.invoiceId ?? null,
    creditNoteId: documents?.creditNoteId ?? null,
  };
}

/** The check as its member reads it: which one and when, not which administrator. */
function memberVatCheck(check: VatCheck | null): v.InferOutput<typeof MemberVatCheckSchema> | null {
  if (check?.method !== 'admin') return check;
  return { method: 'admin', at: check.at };
}

/**
 * How to pay a pending order: a bank transfer to the seller's account with the order number as
 * reference; a card order pays on Stripe's page; a demo order needs nothing (no money moves).
 */
export function paymentInstructions(env: Env, order: Order): v.InferOutput<typeof PaymentInstructionsSchema> {
  if (order.provider === 'demo') return { kind: 'demo' };
  if (order.provider === 'grant') return { kind: 'grant' };
  if (order.provider === 'card') return { kind: 'card' };
  return {
    kind: 'bankTransfer',
    beneficiary: env.SELLER_NAME,
    iban: env.SELLER_IBAN || null,
    bic: env.SELLER_BIC || null,
    reference: order.paymentReference,
    amount: order.total,
    currency: order.currency,
    payBy: order.status === 'pending' ? pendingUntil(env, order.createdAt).toISOString() : null,
  };
}

type AdminRow = OrderRow & { memberEmail: string; memberFirstName: string; memberLastName: string };

/** An order in the administrator's list: the member's view of it plus who the member is. */
export function adminOrderView(row: AdminRow, documents?: Documents, locale = 'en'): v.InferOutput<typeof AdminOrderSchema> {
  return {
    ...orderView(row, documents, locale),
    member: { id: row.order.userId, email: row.memberEmail, firstName: row.memberFirstName, lastName: row.memberLastName },
    grantNote: row.order.grantNote,
    vatCheck: row.order.vatCheck,
  };
}
