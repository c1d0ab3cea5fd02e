import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { localeOr, localizePath } from '../../i18n/locales';
import { challenges, type Order, users } from '../db/schema';
import type { Env } from '../env';
import type { Services } from '../services';

/**
 * Card payments through Stripe Checkout (the official library). The member is sent to Stripe's
 * hosted page and back to the configurator's result; the order becomes paid only from a webhook
 * whose signature the library verified (routes.ts).
 */
export const cardPaymentsEnabled = (env: Env) => env.STRIPE_SECRET_KEY !== '' && env.STRIPE_WEBHOOK_SECRET !== '';

const clients = new Map<string, Stripe>();

/** One client per key and API address; STRIPE_API_URL points it at a local stand-in in tests. */
export function stripeClient(env: Env): Stripe {
  const key = `${env.STRIPE_SECRET_KEY} ${env.STRIPE_API_URL}`;
  let client = clients.get(key);
  if (!client) {
    const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null;
    client = new Stripe(env.STRIPE_SECRET_KEY, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(api
        ? {
            host: api.hostname,
            port: api.port || (api.protocol === 'https:' ? 443 : 80),
            protocol: api.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    });
    clients.set(key, client);
  }
  return client;
}

/** Opens a Checkout Session for the order's total; the order id travels as client_reference_id and metadata. */
export async function openCardCheckout(services: Services, order: Order): Promise<{ id: string; url: string }> {
  const [challenge] = await services.db.select().from(challenges).where(eq(challenges.id, order.challengeId));
  if (!challenge) throw new Error(`Challenge of order ${order.number} vanished`);
  const [buyer] = await services.db.select({ locale: users.locale }).from(users).where(eq(users.id, order.userId));
  // Back to the configurator in the member's language.
  const page = localizePath('/start-new-challenge', localeOr(buyer?.locale));
  const back = (result: string) => `${services.env.APP_URL}${page}?order=${order.id}&result=${result}`;
  const session = await stripeClient(services.env).checkout.sessions.create(
    {
      mode: 'payment',
      client_reference_id: order.id,
      customer_email: order.billing.email,
      metadata: { orderId: order.id, orderNumber: order.number },
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: order.currency.toLowerCase(),
            unit_amount: order.total,
            product_data: { name: `${challenge.name} — ${order.number}` },
          },
        },
      ],
      success_url: back('success'),
      cancel_url: back('cancelled'),
    },
    // A retried request opens the same session, never a second one.
    { idempotencyKey: `order-${order.id}` },
  );
  if (!session.url) throw new Error(`Stripe answered no checkout URL for order ${order.number}`);
  return { id: session.id, url: session.url };
}

/**
 * Closes the order's Checkout Session before the order is cancelled, so the member cannot pay a
 * cancelled order on a page still open. False when Stripe says the session is no longer open (paid
 * or being paid: its webhook decides the order); other failures throw.
 */
export async function expireCardCheckout(services: Services, order: Order): Promise<boolean> {
  if (!order.checkoutId) return true;
  const client = stripeClient(services.env);
  try {
    await client.checkout.sessions.expire(order.checkoutId);
    return true;
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    const session = await client.checkout.sessions.retrieve(order.checkoutId);
    return session.status === 'expired';
  }
}
