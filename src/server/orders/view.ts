import type { Order } from '../db/schema';
import type { Services } from '../services';

export function orderView(order: Order) {
  return {
    id: order.id,
    number: order.number,
    challengeId: order.challengeId,
    price: order.price,
    currency: order.currency,
    provider: order.provider,
    status: order.status,
    paymentReference: order.paymentReference,
    billing: order.billing,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
  };
}

/** How to pay: a bank transfer with the order number as reference, or nothing for a demo order. */
export function paymentInstructions(services: Pick<Services, 'env'>, order: Order) {
  if (order.provider === 'demo') return { kind: 'demo' as const, note: 'Demo payment: no money moves.' };
  return {
    kind: 'bankTransfer' as const,
    reference: order.paymentReference,
    amount: order.price,
    currency: order.currency,
    bankDetails: services.env.BANK_TRANSFER_DETAILS || null,
  };
}
