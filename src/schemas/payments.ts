import * as v from 'valibot';

/** What a Stripe event did: paid or failed an order, was delivered before, refused (audited), changed nothing, or is not ours to act on. */
export const webhookOutcomes = ['paid', 'failed', 'replayed', 'refused', 'unchanged', 'ignored'] as const;
export type WebhookOutcome = (typeof webhookOutcomes)[number];

/** POST /api/payments/stripe/webhook: received (Stripe retries anything but a 2xx), and what it did. */
export const WebhookAnswerSchema = v.object({ received: v.literal(true), outcome: v.picklist(webhookOutcomes) });
