import { Hono } from 'hono';
import { WebhookAnswerSchema } from '../../schemas/payments';
import { JSON_BODY_LIMIT, limitBody } from '../http/bodies';
import type { AppEnv } from '../http/context';
import { answer, documented, refusal } from '../http/openapi';
import { applyStripeEvent, verifiedEvent } from './webhook';

/**
 * /api/payments: what payment providers call. No session here (Stripe is the caller); the
 * signature is the authentication. The app-wide body limit (64 KiB) applies: a Checkout Session
 * event is a few KiB.
 */
export const paymentRoutes = new Hono<AppEnv>().post(
  '/stripe/webhook',
  documented(
    'Stripe webhook (card payments)',
    {
      200: answer('Received (applied, replayed, refused for the audit log, or ignored)', WebhookAnswerSchema),
      400: refusal('Missing or wrong signature, or card payments not configured'),
      413: refusal('Body too large'),
    },
    {
      security: [{ stripeSignature: [] }],
      description:
        'Called by Stripe with `Stripe-Signature` over the raw body (STRIPE_WEBHOOK_SECRET). `checkout.session.completed` (paid) and `checkout.session.async_payment_succeeded` pay the order when the session, amount and currency match it; `checkout.session.expired` and `checkout.session.async_payment_failed` fail a pending order. Each event applies once; a redelivery answers 200 and changes nothing. Other event types are ignored.',
    },
  ),
  limitBody(JSON_BODY_LIMIT),
  async (c) => {
    const services = c.env.services;
    // The signature covers the exact bytes Stripe sent: read them as text before anything parses them.
    const rawBody = await c.req.text();
    const event = verifiedEvent(services, rawBody, c.req.header('stripe-signature'));
    const outcome = await applyStripeEvent(services, event);
    return c.json({ received: true, outcome });
  },
);
