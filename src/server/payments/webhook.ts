import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { WebhookOutcome } from '../../schemas/payments';
import { audit } from '../audit';
import type { Transaction } from '../db';
import { type Order, orders, paymentEvents } from '../db/schema';
import { DomainError } from '../errors';
import { log } from '../log';
import { afterPaid, closeOrder, markPaid, withLockedOrder } from '../orders/service';
import type { Services } from '../services';
import { cardPaymentsEnabled, stripeClient } from './card';

/**
 * What Stripe tells us about a Checkout Session (POST /api/payments/stripe/webhook). The order
 * becomes paid only here, from an event whose signature the library verified over the raw body.
 * Each applied event is recorded in payment_events in the transaction that acts on the order, so a
 * redelivery (Stripe delivers at least once, and retries anything but a 2xx) changes nothing.
 * Anything we refuse after the signature check still answers 200: a retry would not change our
 * mind, and the refusal is in the audit log for an operator.
 */

const paidEvents = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
const failedEvents = new Set(['checkout.session.expired', 'checkout.session.async_payment_failed']);
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Verifies the signature (over the raw body, at the time services.now() says) or answers 400. */
export function verifiedEvent(services: Services, rawBody: string, signature: string | undefined): Stripe.Event {
  const { env } = services;
  // Without the secret nothing can be verified; the card option is not offered either.
  if (!cardPaymentsEnabled(env)) throw new DomainError('invalid', 'payment.cardNotConfigured');
  if (!signature) throw new DomainError('invalid', 'payment.signatureMissing');
  try {
    return stripeClient(env).webhooks.constructEvent(
      rawBody,
      signature,
      env.STRIPE_WEBHOOK_SECRET,
      undefined,
      undefined,
      services.now().getTime(),
    );
  } catch (error) {
    // A wrong secret in the dashboard shows here; the operator sees the library's reason in the log.
    log.warn(`Stripe webhook refused: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    throw new DomainError('invalid', 'payment.signatureInvalid');
  }
}

function orderIdOf(session: Stripe.Checkout.Session): string | null {
  const id = session.metadata?.orderId ?? session.client_reference_id ?? null;
  // Another integration on the same Stripe account may send sessions that are not ours.
  return id && uuidPattern.test(id) ? id : null;
}

/** Records the event; false when it was recorded before (a redelivery). */
async function firstDelivery(tx: Transaction, event: Stripe.Event, orderId: string, now: Date): Promise<boolean> {
  const inserted = await tx
    .insert(paymentEvents)
    .values({ provider: 'card', eventId: event.id, type: event.type, orderId, receivedAt: now })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return inserted.length === 1;
}

/** Why a paid session cannot pay this order, or null when it matches what the member was asked to pay. */
function mismatchOf(session: Stripe.Checkout.Session, order: Order): Record<string, unknown> | null {
  const expected = { sessionId: order.checkoutId, amount: order.total, currency: order.currency.toLowerCase() };
  const received = { sessionId: session.id, amount: session.amount_total, currency: session.currency?.toLowerCase() ?? null };
  const same = expected.sessionId === received.sessionId && expected.amount === received.amount && expected.currency === received.currency;
  return same ? null : { expected, received };
}

/** Applies a verified event once; answers what it did (for the log and the tests). */
export async function applyStripeEvent(services: Services, event: Stripe.Event): Promise<WebhookOutcome> {
  const pays = paidEvents.has(event.type);
  const fails = failedEvents.has(event.type);
  if (!pays && !fails) return 'ignored';
  const session = event.data.object as Stripe.Checkout.Session;
  // A completed session paid by a delayed method (SEPA debit, ...) is settled later by async_payment_succeeded.
  if (event.type === 'checkout.session.completed' && session.payment_status !== 'paid') return 'ignored';
  const orderId = orderIdOf(session);
  const [known] = orderId ? await services.db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)) : [];
  if (!known) {
    log.warn(`Stripe event ${event.id} (${event.type}) names no order of ours (session ${session.id})`);
    return 'ignored';
  }

  const now = services.now();
  // Set inside the transaction; a property, so the closure's assignments are not narrowed away.
  const result: { outcome: WebhookOutcome } = { outcome: 'unchanged' };
  const order = await withLockedOrder(services.db, known.id, async (tx, locked) => {
    if (!(await firstDelivery(tx, event, locked.id, now))) {
      result.outcome = 'replayed';
      return locked;
    }
    const refuse = async (reason: string, details: Record<string, unknown>) => {
      result.outcome = 'refused';
      log.error({ details }, `Stripe event ${event.id} (${event.type}) refused for order ${locked.number}: ${reason}`);
      await audit(tx, {
        actorId: null,
        action: 'order.cardEventRefused',
        subjectType: 'order',
        subjectId: locked.id,
        at: now,
        details: { reason, eventId: event.id, eventType: event.type, sessionId: session.id, status: locked.status, ...details },
      });
      return locked;
    };
    if (pays) {
      // Money taken for an order that is no longer pending (cancelled while on Stripe's page, say) needs a refund by hand.
      if (locked.status !== 'pending') return locked.status === 'paid' ? locked : refuse('notPending', {});
      const mismatch = mismatchOf(session, locked);
      if (mismatch) return refuse('mismatch', mismatch);
      result.outcome = 'paid';
      return markPaid(tx, services.env, locked, null, now);
    }
    // Only the order's own session may fail it, and only while nothing else has settled it.
    if (locked.status !== 'pending' || session.id !== locked.checkoutId) return locked;
    result.outcome = 'failed';
    return closeOrder(tx, locked, 'failed', null, now);
  });
  // After the commit, so the member's screens see the account and the invoice when they refetch.
  if (result.outcome === 'paid') await afterPaid(services, order);
  return result.outcome;
}
