/**
 * Card payments through Stripe Checkout, end to end through the API with the official library:
 * the server opens sessions on a local stand-in for Stripe's API (tests/standins/stripe.ts) and
 * learns of payments from webhooks signed with the library's own test-header helper. No network.
 */
import { and, count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../src/server/challenges/catalogue';
import { discountCodes, invoices, type Order, orders, paymentEvents, tradingAccounts } from '../../src/server/db/schema';
import { billing } from '../builders/orders';
import { type CheckoutSession, type StripeStandIn, startStripeStandIn } from '../standins/stripe';
import { APP_URL, drivers, type Harness, useHarness } from './harness';
import { auditRows, challengeBySlug, type Person, signedInAdmin, signedInMember } from './tradingHelpers';

const SECRET_KEY = 'sk_test_standin_51NcardPayments0123456789';
const WEBHOOK_SECRET = 'whsec_standin_0123456789abcdefghijklmnop';
const WEBHOOK = '/api/payments/stripe/webhook';

/** The library's own signer (no network: it only computes the HMAC). */
const signer = new Stripe(SECRET_KEY);

/** Posts an event to the webhook as Stripe would: the exact body, signed at the harness clock's time. */
function deliver(h: Harness, event: object, options: { secret?: string; signature?: string | null; at?: Date } = {}) {
  const payload = JSON.stringify(event, null, 2);
  const timestamp = Math.floor((options.at ?? h.clock.now()).getTime() / 1000);
  const signature =
    options.signature === undefined
      ? signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET, timestamp })
      : options.signature;
  return h.request(WEBHOOK, { rawBody: payload, headers: signature === null ? {} : { 'Stripe-Signature': signature } });
}

async function orderRow(h: Harness, id: string): Promise<Order> {
  const [order] = await h.db.select().from(orders).where(eq(orders.id, id));
  if (!order) throw new Error(`No order ${id}`);
  return order;
}

/** What a payment leaves behind for the order: the accounts, invoices and recorded events. */
async function trail(h: Harness, orderId: string) {
  const [accounts] = await h.db.select({ n: count() }).from(tradingAccounts).where(eq(tradingAccounts.orderId, orderId));
  const [documents] = await h.db.select({ n: count() }).from(invoices).where(eq(invoices.orderId, orderId));
  const [events] = await h.db.select({ n: count() }).from(paymentEvents).where(eq(paymentEvents.orderId, orderId));
  return { accounts: accounts?.n, invoices: documents?.n, events: events?.n };
}

async function codeUses(h: Harness, code: string): Promise<number | undefined> {
  const [row] = await h.db.select({ uses: discountCodes.uses }).from(discountCodes).where(eq(discountCodes.code, code));
  return row?.uses;
}

let codeSerial = 0;
/** A fresh 10 % code made by an administrator through the API. */
async function discountCode(h: Harness, admin: Person, maxUses: number | null = null): Promise<string> {
  codeSerial += 1;
  const code = `CARD${codeSerial}${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
  const created = await h.authed(admin.token, '/api/admin/discount-codes', { body: { code, kind: 'percent', value: 10, maxUses } });
  expect(created.status, created.text).toBe(201);
  return code;
}

function orderCard(h: Harness, token: string, challengeId: string, discountCode = '') {
  return h.authed(token, '/api/orders', { body: { challengeId, billing, provider: 'card', discountCode, acceptTerms: true } });
}

// One stand-in for the file; tests tell their sessions apart by id and count requests from a mark.
const stripe: StripeStandIn = await startStripeStandIn(SECRET_KEY);
afterAll(() => stripe.close());

describe.each(drivers)('card payments through Stripe Checkout (%s)', (driver) => {
  const h = useHarness(driver, 30_000, {
    env: () => ({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripe.url }),
  });
  let admin: Person;
  beforeAll(async () => {
    await seedCatalogue(h.services.db);
    admin = await signedInAdmin(h);
  });

  /** A member's pending card order and the session the stand-in opened for it. */
  async function pendingCardOrder(code = '') {
    const member = await signedInMember(h);
    const challenge = await challengeBySlug(h, 'two-step-10k');
    const response = await orderCard(h, member.token, challenge.id, code);
    expect(response.status, response.text).toBe(201);
    const order = await orderRow(h, response.body.order.id);
    const session = stripe.sessions.get(order.checkoutId ?? '');
    if (!session) throw new Error('The order names no session the stand-in opened');
    return { member, order, session, response };
  }

  it('offers the card when Stripe is configured', async () => {
    const member = await signedInMember(h);
    const options = await h.authed(member.token, '/api/orders/options');
    expect(options.status).toBe(200);
    expect(options.body.providers).toContain('card');
  });

  it("opens a Checkout Session for the discounted total and answers 201 with Stripe's page and a pending order", async () => {
    const code = await discountCode(h, admin);
    const before = stripe.sessionRequests.length;
    const { order, session, response } = await pendingCardOrder(code);

    expect(response.body.checkoutUrl).toBe(`${stripe.url}/c/pay/${session.id}`);
    expect(response.body.order).toMatchObject({
      id: order.id,
      provider: 'card',
      status: 'pending',
      price: 9_900,
      discount: 990,
      total: 8_910,
      paidAt: null,
    });
    expect(response.body.instructions).toEqual({ kind: 'card' });
    expect(order.checkoutId).toMatch(/^cs_test_/);
    expect(order.checkoutId).toBe(session.id);
    // Nothing is provisioned or invoiced before Stripe says the money is there.
    expect(await trail(h, order.id)).toEqual({ accounts: 0, invoices: 0, events: 0 });

    // What the server asked Stripe for: the order's total after the discount, its currency, the way back.
    expect(stripe.sessionRequests).toHaveLength(before + 1);
    const sent = stripe.sessionRequests.at(-1)!;
    expect(sent.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(sent.headers['idempotency-key']).toBe(`order-${order.id}`);
    expect(sent.form).toMatchObject({
      mode: 'payment',
      client_reference_id: order.id,
      customer_email: billing.email,
      metadata: { orderId: order.id, orderNumber: order.number },
      line_items: [{ quantity: '1', price_data: { currency: 'usd', unit_amount: '8910' } }],
      success_url: `${APP_URL}/start-new-challenge?order=${order.id}&result=success`,
      cancel_url: `${APP_URL}/start-new-challenge?order=${order.id}&result=cancelled`,
    });
    expect(session).toMatchObject({
      amount_total: 8_910,
      currency: 'usd',
      payment_status: 'unpaid',
      status: 'open',
      client_reference_id: order.id,
    });
  });

  it('sends a member who reads German back to the German configurator', async () => {
    const { email, password } = await h.member({ lang: 'de' });
    const token = await h.token(email, password);
    const challenge = await challengeBySlug(h, 'two-step-10k');
    const response = await orderCard(h, token, challenge.id);
    expect(response.status, response.text).toBe(201);
    expect(stripe.sessionRequests.at(-1)!.form).toMatchObject({
      success_url: `${APP_URL}/de/start-new-challenge?order=${response.body.order.id}&result=success`,
      cancel_url: `${APP_URL}/de/start-new-challenge?order=${response.body.order.id}&result=cancelled`,
    });
  });

  it('pays the order from a signed checkout.session.completed: the invoice is issued and the trading account opened', async () => {
    const { member, order, session } = await pendingCardOrder();
    const delivered = await deliver(h, stripe.event('checkout.session.completed', stripe.paid(session.id)));
    expect(delivered.status, delivered.text).toBe(200);

    const paid = await orderRow(h, order.id);
    expect(paid.status).toBe('paid');
    expect(paid.paidAt?.toISOString()).toBe(h.clock.now().toISOString());
    expect(await trail(h, order.id)).toEqual({ accounts: 1, invoices: 1, events: 1 });
    const [invoice] = await h.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(invoice).toMatchObject({ kind: 'invoice', total: 9_900, currency: 'USD' });
    expect(invoice!.number).toMatch(/^INV-\d{4}-\d{6}$/);

    // The member sees it: the order is paid with its invoice, and the account is in Accounts.
    const read = await h.authed(member.token, `/api/orders/${order.id}`);
    expect(read.body.order).toMatchObject({ status: 'paid', invoiceId: invoice!.id });
    const accounts = await h.authed(member.token, '/api/accounts');
    expect(accounts.status).toBe(200);
    const [account] = await h.db.select().from(tradingAccounts).where(eq(tradingAccounts.orderId, order.id));
    expect(JSON.stringify(accounts.body)).toContain(account!.id);
    // Paid by the system (no actor), on Stripe's word.
    const audits = await auditRows(h, 'order', order.id);
    expect(audits.filter((a) => a.action === 'order.paid').map((a) => a.actorId)).toEqual([null]);
  });

  it('changes nothing when the same event is delivered again: one account, one invoice, one recorded event', async () => {
    const { order, session } = await pendingCardOrder();
    const event = stripe.event('checkout.session.completed', stripe.paid(session.id));
    expect((await deliver(h, event)).status).toBe(200);
    const first = await orderRow(h, order.id);

    h.clock.advance(60_000);
    const again = await deliver(h, event);
    expect(again.status, again.text).toBe(200);
    expect(again.body).toMatchObject({ received: true, outcome: 'replayed' });
    // Stripe's async_payment_succeeded for the same session, a different event, does not pay twice either.
    const late = await deliver(h, stripe.event('checkout.session.async_payment_succeeded', stripe.paid(session.id)));
    expect(late.status).toBe(200);

    expect(await orderRow(h, order.id)).toEqual(first);
    expect(await trail(h, order.id)).toMatchObject({ accounts: 1, invoices: 1 });
    const recorded = await h.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.provider, 'card'), eq(paymentEvents.eventId, event.id)));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ type: 'checkout.session.completed', orderId: order.id });
  });

  it('pays once when the same event arrives twice at the same moment', async () => {
    const { order, session } = await pendingCardOrder();
    const event = stripe.event('checkout.session.completed', stripe.paid(session.id));
    const answers = await Promise.all([deliver(h, event), deliver(h, event)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.outcome).sort()).toEqual(['paid', 'replayed']);
    expect(await trail(h, order.id)).toEqual({ accounts: 1, invoices: 1, events: 1 });
  });

  it('refuses a bad, missing, foreign or stale signature with 400 and a message, and writes nothing', async () => {
    const { order, session } = await pendingCardOrder();
    const event = stripe.event('checkout.session.completed', stripe.paid(session.id));
    const payload = JSON.stringify(event);
    const signedElsewhere = signer.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(h.clock.millis() / 1000),
    });

    const attempts = [
      await deliver(h, event, { secret: 'whsec_someone_else_entirely_0123456789' }),
      await deliver(h, event, { signature: 't=1700000000,v1=deadbeef' }),
      await deliver(h, event, { signature: 'not a signature' }),
      // Signed, but more than Stripe's five minutes before the server's clock: a captured request replayed later.
      await deliver(h, event, { at: new Date(h.clock.millis() - 10 * 60_000) }),
      // Signed over other bytes than the ones posted (the body changed on the way).
      await h.request(WEBHOOK, { rawBody: payload.replace('"paid"', '"paid" '), headers: { 'Stripe-Signature': signedElsewhere } }),
    ];
    for (const attempt of attempts) {
      expect(attempt.status, attempt.text).toBe(400);
      expect(attempt.body).toEqual({ message: 'The webhook signature could not be verified' });
    }
    const missing = await deliver(h, event, { signature: null });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: 'The Stripe-Signature header is missing' });
    // The message follows the caller's language like every other answer.
    const german = await h.request(WEBHOOK, { rawBody: payload, lang: 'de' });
    expect(german.body).toEqual({ message: 'Der Header Stripe-Signature fehlt' });

    expect((await orderRow(h, order.id)).status).toBe('pending');
    expect(await trail(h, order.id)).toEqual({ accounts: 0, invoices: 0, events: 0 });
    const [recorded] = await h.db.select({ n: count() }).from(paymentEvents).where(eq(paymentEvents.eventId, event.id));
    expect(recorded?.n).toBe(0);

    // The genuine delivery afterwards still pays: a refused forgery did not use the event up.
    expect((await deliver(h, event)).body).toMatchObject({ outcome: 'paid' });
  });

  it('keeps the order pending when the paid amount, currency or session differ from the order, and audits why', async () => {
    const { order, session } = await pendingCardOrder();
    const other = await pendingCardOrder();
    const wrong: [string, CheckoutSession][] = [
      ['amount', stripe.paid(session.id, { amount_total: 100, amount_subtotal: 100 })],
      ['currency', stripe.paid(session.id, { currency: 'eur' })],
      // Another order's session that carries this order's id.
      ['session', { ...stripe.paid(other.session.id), metadata: { orderId: order.id }, client_reference_id: order.id }],
    ];
    for (const [what, paidSession] of wrong) {
      const answer = await deliver(h, stripe.event('checkout.session.completed', paidSession));
      // 200: Stripe must not keep retrying what we will never accept.
      expect(answer.status, what).toBe(200);
      expect(answer.body, what).toMatchObject({ outcome: 'refused' });
    }
    expect((await orderRow(h, order.id)).status).toBe('pending');
    expect(await trail(h, order.id)).toMatchObject({ accounts: 0, invoices: 0 });

    const refusals = (await auditRows(h, 'order', order.id)).filter((a) => a.action === 'order.cardEventRefused');
    expect(refusals).toHaveLength(3);
    expect(refusals.map((a) => a.details.reason)).toEqual(['mismatch', 'mismatch', 'mismatch']);
    expect(refusals.map((a) => (a.details.received as { amount: number }).amount).sort((a, b) => a - b)).toEqual([100, 9_900, 9_900]);
    expect(refusals.every((a) => (a.details.expected as { amount: number; sessionId: string }).amount === 9_900)).toBe(true);
    expect(refusals.every((a) => (a.details.expected as { sessionId: string }).sessionId === session.id)).toBe(true);
  });

  it("fails the order when its session expires, and the discount code's use comes back", async () => {
    const code = await discountCode(h, admin, 5);
    const { order, session } = await pendingCardOrder(code);
    expect(await codeUses(h, code)).toBe(1);

    const answer = await deliver(h, stripe.event('checkout.session.expired', stripe.expired(session.id)));
    expect(answer.status, answer.text).toBe(200);
    const failed = await orderRow(h, order.id);
    expect(failed.status).toBe('failed');
    expect(failed.cancelledAt?.toISOString()).toBe(h.clock.now().toISOString());
    expect(await codeUses(h, code)).toBe(0);
    expect(await trail(h, order.id)).toEqual({ accounts: 0, invoices: 0, events: 1 });

    // A payment that somehow follows the expiry does not revive the order; an operator sees it in the audit log.
    const late = await deliver(h, stripe.event('checkout.session.completed', stripe.paid(session.id)));
    expect(late.body).toMatchObject({ outcome: 'refused' });
    expect((await orderRow(h, order.id)).status).toBe('failed');
    expect(await codeUses(h, code)).toBe(0);
    const audits = await auditRows(h, 'order', order.id);
    expect(audits.find((a) => a.action === 'order.cardEventRefused')?.details).toMatchObject({ reason: 'notPending', status: 'failed' });
  });

  it("closes Stripe's page when the member cancels a pending card order, and refuses once the card payment is under way", async () => {
    const code = await discountCode(h, admin, 5);
    const { member, order, session } = await pendingCardOrder(code);
    const cancel = await h.authed(member.token, `/api/orders/${order.id}/cancel`, { method: 'POST' });
    expect(cancel.status, cancel.text).toBe(200);
    expect(cancel.body).toMatchObject({ status: 'cancelled' });
    expect(stripe.requests.some((r) => r.method === 'POST' && r.path === `/v1/checkout/sessions/${session.id}/expire`)).toBe(true);
    expect(stripe.sessions.get(session.id)?.status).toBe('expired');
    expect(await codeUses(h, code)).toBe(0);

    // The member paid on the page before cancelling here: the order stays pending for its webhook.
    const paying = await pendingCardOrder();
    stripe.paid(paying.session.id);
    const refused = await h.authed(paying.member.token, `/api/orders/${paying.order.id}/cancel`, { method: 'POST', lang: 'de' });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'Diese Bestellung wird gerade per Karte bezahlt und kann nicht mehr storniert werden' });
    expect((await orderRow(h, paying.order.id)).status).toBe('pending');
    const paid = await deliver(h, stripe.event('checkout.session.completed', stripe.paid(paying.session.id)));
    expect(paid.status, paid.text).toBe(200);
    expect((await orderRow(h, paying.order.id)).status).toBe('paid');
  });

  it('waits for a delayed payment method: completed but unpaid changes nothing, then async success pays or async failure fails', async () => {
    const first = await pendingCardOrder();
    const unpaid = { ...stripe.paid(first.session.id), payment_status: 'unpaid' as const };
    expect((await deliver(h, stripe.event('checkout.session.completed', unpaid))).body).toMatchObject({ outcome: 'ignored' });
    expect((await orderRow(h, first.order.id)).status).toBe('pending');
    expect((await deliver(h, stripe.event('checkout.session.async_payment_succeeded', stripe.paid(first.session.id)))).status).toBe(200);
    expect((await orderRow(h, first.order.id)).status).toBe('paid');
    expect(await trail(h, first.order.id)).toEqual({ accounts: 1, invoices: 1, events: 1 });

    const second = await pendingCardOrder();
    const unpaidSession = { ...stripe.paid(second.session.id), payment_status: 'unpaid' as const };
    expect((await deliver(h, stripe.event('checkout.session.async_payment_failed', unpaidSession))).status).toBe(200);
    expect((await orderRow(h, second.order.id)).status).toBe('failed');
  });

  it('leaves a paid order alone when an expiry or failure event comes after the payment', async () => {
    const { order, session } = await pendingCardOrder();
    await deliver(h, stripe.event('checkout.session.completed', stripe.paid(session.id)));
    const paid = await orderRow(h, order.id);
    for (const type of ['checkout.session.expired', 'checkout.session.async_payment_failed']) {
      const answer = await deliver(h, stripe.event(type, stripe.expired(session.id)));
      expect(answer.status).toBe(200);
    }
    expect(await orderRow(h, order.id)).toEqual(paid);
    expect(await trail(h, order.id)).toMatchObject({ accounts: 1, invoices: 1 });
  });

  it('answers 200 to event types it does not handle and to sessions that are not ours, and changes nothing', async () => {
    const { order, session } = await pendingCardOrder();
    const unhandled = await deliver(h, stripe.event('payment_intent.succeeded', { id: 'pi_123', object: 'payment_intent', amount: 9_900 }));
    expect(unhandled.status).toBe(200);
    expect(unhandled.body).toMatchObject({ outcome: 'ignored' });
    const foreign = { ...stripe.paid(session.id), metadata: {}, client_reference_id: 'someone-elses-order' };
    const notOurs = await deliver(h, stripe.event('checkout.session.completed', foreign));
    expect(notOurs.status).toBe(200);
    expect(notOurs.body).toMatchObject({ outcome: 'ignored' });
    const unknownOrder = { ...stripe.paid(session.id), metadata: { orderId: crypto.randomUUID() }, client_reference_id: null };
    expect((await deliver(h, stripe.event('checkout.session.completed', unknownOrder))).status).toBe(200);
    expect((await orderRow(h, order.id)).status).toBe('pending');
    expect(await trail(h, order.id)).toEqual({ accounts: 0, invoices: 0, events: 0 });
  });

  it('refuses a webhook body over the size limit with 413 before reading it', async () => {
    const { order, session } = await pendingCardOrder();
    const event = { ...stripe.event('checkout.session.completed', stripe.paid(session.id)), padding: 'x'.repeat(70 * 1024) };
    const answer = await deliver(h, event);
    expect(answer.status).toBe(413);
    expect((await orderRow(h, order.id)).status).toBe('pending');
  });

  it('needs no session: the webhook ignores an Authorization header and answers without one', async () => {
    const { order, session } = await pendingCardOrder();
    const payload = JSON.stringify(stripe.event('checkout.session.completed', stripe.paid(session.id)));
    const signature = signer.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(h.clock.millis() / 1000),
    });
    const answer = await h.request(WEBHOOK, { rawBody: payload, token: 'not-a-token', headers: { 'Stripe-Signature': signature } });
    expect(answer.status, answer.text).toBe(200);
    expect((await orderRow(h, order.id)).status).toBe('paid');
  });

  it('tells the member the payment page could not be opened when Stripe fails, and fails the order instead of leaving it pending', async () => {
    const code = await discountCode(h, admin, 5);
    const member = await signedInMember(h);
    const challenge = await challengeBySlug(h, 'two-step-10k');
    const before = stripe.sessionRequests.length;
    stripe.failWith = 500;
    let response: Awaited<ReturnType<typeof orderCard>>;
    try {
      response = await orderCard(h, member.token, challenge.id, code);
    } finally {
      stripe.failWith = null;
    }
    expect(response.status, response.text).toBe(503);
    expect(response.body).toEqual({ message: 'The card payment page could not be opened. Please try again.' });

    // The library retried with the same idempotency key, so Stripe could never have opened two sessions.
    const attempts = stripe.sessionRequests.slice(before);
    expect(attempts.length).toBeGreaterThan(1);
    expect(new Set(attempts.map((a) => a.headers['idempotency-key'])).size).toBe(1);

    const list = await h.authed(member.token, '/api/orders');
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0]).toMatchObject({ provider: 'card', status: 'failed' });
    const order = await orderRow(h, list.body.items[0].id);
    expect(order.checkoutId).toBeNull();
    expect(await codeUses(h, code)).toBe(0);
    expect(await trail(h, order.id)).toEqual({ accounts: 0, invoices: 0, events: 0 });
  });
});

describe.each(drivers)('card payments without Stripe configured (%s)', (driver) => {
  const h = useHarness(driver);
  beforeAll(() => seedCatalogue(h.services.db));

  it('refuses the card provider with 400, does not list it and writes no order', async () => {
    const member = await signedInMember(h);
    const options = await h.authed(member.token, '/api/orders/options');
    expect(options.status).toBe(200);
    expect(options.body.providers).not.toContain('card');
    expect(options.body.providers).toContain('manual');

    const challenge = await challengeBySlug(h, 'two-step-10k');
    const response = await orderCard(h, member.token, challenge.id);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Card payments are not available at the moment' });
    const [stored] = await h.db.select({ n: count() }).from(orders).where(eq(orders.userId, member.id));
    expect(stored?.n).toBe(0);
  });

  it('refuses webhooks, whatever they carry, since nothing can verify them', async () => {
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'checkout.session.completed', data: { object: {} } });
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const answer = await h.request(WEBHOOK, { rawBody: payload, headers: { 'Stripe-Signature': signature } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'Card payments are not configured on this server' });
  });
});
