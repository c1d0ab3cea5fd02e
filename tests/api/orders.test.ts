import { generateKeyPairSync } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { seedCatalogue } from '../../src/server/challenges/catalogue';
import { firstVersion } from '../../src/server/challenges/versions';
import { breaches, challenges, orders, tradingAccounts } from '../../src/server/db/schema';
import { parseEnv } from '../../src/server/env';
import { productInput } from '../builders/challenges';
import { billing } from '../builders/orders';
import { APP_URL, BRIDGE_SECRET, drivers, JWT_SECRET, useHarness } from './harness';
import {
  accountRow,
  auditRows,
  challengeBySlug,
  forbidden,
  placeOrder,
  signedInAdmin,
  signedInMember,
  unauthorized,
} from './tradingHelpers';

const orderNumber = /^FP-\d{6}-[0-9A-F]{8}$/;

describe.each(drivers)('orders (%s)', (driver) => {
  const h = useHarness(driver);
  beforeAll(() => seedCatalogue(h.services.db));

  describe('member orders', () => {
    it('creates a manual order: 201, pending, the order number as payment reference and bank-transfer instructions', async () => {
      const member = await signedInMember(h);
      const challenge = await challengeBySlug(h, 'two-step-10k');
      const response = await h.authed(member.token, '/api/orders', {
        body: { challengeId: challenge.id, billing, provider: 'manual', acceptTerms: true },
      });
      expect(response.status, response.text).toBe(201);
      const { order, instructions, checkoutUrl } = response.body;
      expect(checkoutUrl).toBeNull();
      expect(order.number).toMatch(orderNumber);
      expect(order).toMatchObject({
        challengeId: challenge.id,
        challengeName: 'Two-Step 10K',
        accountSize: 1_000_000,
        price: 9_900,
        discount: 0,
        discountCode: null,
        vat: 0,
        total: 9_900,
        currency: 'USD',
        provider: 'manual',
        invoiceId: null,
        status: 'pending',
        paymentReference: order.number,
        billing,
        paidAt: null,
      });
      expect(instructions).toEqual({
        kind: 'bankTransfer',
        beneficiary: 'Funding Platform (demo seller)',
        iban: null,
        bic: null,
        reference: order.number,
        amount: 9_900,
        currency: 'USD',
        // Unpaid, it expires after PENDING_ORDER_TTL (seven days unless set).
        payBy: new Date(new Date(order.createdAt).getTime() + 7 * 86_400_000).toISOString(),
      });
      // No account before payment.
      expect(await h.db.select().from(tradingAccounts).where(eq(tradingAccounts.orderId, order.id))).toHaveLength(0);
      const audits = await auditRows(h, 'order', order.id);
      expect(audits.map((a) => [a.action, a.actorId, a.details])).toEqual([
        ['order.created', member.id, { number: order.number, total: 9_900, discountCode: null }],
      ]);

      const read = await h.authed(member.token, `/api/orders/${order.id}`);
      expect(read.status).toBe(200);
      expect(read.body).toEqual({ order, instructions });
    });

    it('lists only the own orders, newest first and paged as {items, total, page, pageSize}', async () => {
      const member = await signedInMember(h);
      const other = await signedInMember(h);
      await placeOrder(h, other.token, 'one-step-10k', 'manual');
      // An order is dated by the services clock: a minute between them, as on a real one.
      const first = await placeOrder(h, member.token, 'two-step-10k', 'manual');
      h.clock.advance(60_000);
      const second = await placeOrder(h, member.token, 'two-step-25k', 'manual');
      h.clock.advance(60_000);
      const third = await placeOrder(h, member.token, 'one-step-25k', 'manual');

      const all = await h.authed(member.token, '/api/orders');
      expect(all.status).toBe(200);
      expect(all.body).toMatchObject({ total: 3, page: 1, pageSize: 10 });
      expect(all.body.items.map((o: any) => o.id)).toEqual([third.order.id, second.order.id, first.order.id]);

      const page2 = await h.authed(member.token, '/api/orders?page=2&pageSize=2');
      expect(page2.status).toBe(200);
      expect(page2.body).toEqual({ items: [all.body.items[2]], total: 3, page: 2, pageSize: 2 });

      const byAmount = await h.authed(member.token, '/api/orders?sort=-total');
      expect(byAmount.body.items.map((o: any) => o.total)).toEqual([22_900, 19_900, 9_900]);
      expect((await h.authed(member.token, '/api/orders?sort=price')).status).toBe(400);
      expect((await h.authed(member.token, '/api/orders?pageSize=500')).status).toBe(400);
      expect((await h.authed(member.token, '/api/orders?page=0')).status).toBe(400);
    });

    it("answers another member's order with 403, an unknown one with 404 and no session with 401", async () => {
      const member = await signedInMember(h);
      const other = await signedInMember(h);
      const { order } = await placeOrder(h, member.token, 'two-step-10k', 'manual');
      const read = await h.authed(other.token, `/api/orders/${order.id}`);
      expect(read.status).toBe(403);
      expect(read.body).toEqual(forbidden);
      const cancel = await h.authed(other.token, `/api/orders/${order.id}/cancel`, { method: 'POST' });
      expect(cancel.status).toBe(403);
      const [stored] = await h.db.select().from(orders).where(eq(orders.id, order.id));
      expect(stored!.status).toBe('pending');

      const missing = await h.authed(member.token, `/api/orders/${crypto.randomUUID()}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: 'The requested order is not found' });
      expect((await h.authed(member.token, '/api/orders/not-a-uuid')).status).toBe(400);
      // The thing not found is named in the caller's language too.
      const missingInGerman = await h.authed(member.token, `/api/orders/${crypto.randomUUID()}`, { lang: 'de' });
      expect(missingInGerman.body).toEqual({ message: 'Bestellung wurde nicht gefunden' });

      const anonymous = await h.request('/api/orders');
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual(unauthorized);
      expect((await h.request('/api/orders', { body: { challengeId: order.challengeId, billing, provider: 'manual' } })).status).toBe(401);
    });

    it('cancels a pending order (audited) and answers 409 once it is no longer pending', async () => {
      const member = await signedInMember(h);
      const { order } = await placeOrder(h, member.token, 'two-step-10k', 'manual');
      const cancel = await h.authed(member.token, `/api/orders/${order.id}/cancel`, { method: 'POST' });
      expect(cancel.status, cancel.text).toBe(200);
      expect(cancel.body).toMatchObject({ id: order.id, status: 'cancelled', paidAt: null });
      const again = await h.authed(member.token, `/api/orders/${order.id}/cancel`, { method: 'POST' });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ message: 'Only a pending order can be changed' });
      const audits = await auditRows(h, 'order', order.id);
      expect(audits.map((a) => a.action)).toEqual(['order.created', 'order.cancelled']);

      // A paid order cannot be cancelled either.
      const paid = await placeOrder(h, member.token, 'two-step-10k', 'demo');
      const refused = await h.authed(member.token, `/api/orders/${paid.order.id}/cancel`, { method: 'POST' });
      expect(refused.status).toBe(409);
      const [stored] = await h.db.select().from(orders).where(eq(orders.id, paid.order.id));
      expect(stored!.status).toBe('paid');
    });

    it('pays a demo order at once and opens an active Phase 1 account with the full initial balance and an 8-digit login', async () => {
      const member = await signedInMember(h);
      const challenge = await challengeBySlug(h, 'two-step-10k');
      const response = await h.authed(member.token, '/api/orders', {
        body: { challengeId: challenge.id, billing, provider: 'demo', acceptTerms: true },
      });
      expect(response.status, response.text).toBe(201);
      const { order, instructions } = response.body;
      expect(order).toMatchObject({ status: 'paid', provider: 'demo', price: 9_900, total: 9_900, paidAt: h.clock.now().toISOString() });
      expect(order.invoiceId).toEqual(expect.any(String));
      expect(instructions).toEqual({ kind: 'demo' });

      const accounts = await h.authed(member.token, '/api/accounts');
      expect(accounts.status).toBe(200);
      expect(accounts.body.items).toHaveLength(1);
      const account = accounts.body.items[0];
      expect(account).toMatchObject({
        phase: 1,
        phaseName: 'Phase 1',
        funded: false,
        demo: true,
        status: 'active',
        platform: 'MT5',
        currency: 'USD',
        initialBalance: 1_000_000,
        balance: 1_000_000,
        equity: 1_000_000,
        startedAt: h.clock.now().toISOString(),
        passedAt: null,
        failedAt: null,
        lastSyncedAt: null,
        rules: (challenge.phases as any[])[0].rules,
      });
      expect(account.login).toMatch(/^\d{8}$/);
      const row = await accountRow(h, account.id);
      expect(row).toMatchObject({ orderId: order.id, userId: member.id, challengeId: challenge.id, previousAccountId: null });
      const audits = await auditRows(h, 'order', order.id);
      expect(audits.map((a) => a.action)).toEqual(['order.created', 'order.paid', 'invoice.issued']);
    });

    it('answers an unknown or inactive challenge with 404', async () => {
      const member = await signedInMember(h);
      const unknown = await h.authed(member.token, '/api/orders', {
        body: { challengeId: crypto.randomUUID(), billing, provider: 'manual', acceptTerms: true },
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ message: 'The requested challenge is not found' });

      const [inactive] = await h.db
        .insert(challenges)
        .values(firstVersion({ ...productInput('inactive-product'), active: false }) as any)
        .returning();
      const refused = await h.authed(member.token, '/api/orders', {
        body: { challengeId: inactive!.id, billing, provider: 'demo', acceptTerms: true },
      });
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({ message: 'The requested challenge is not found' });
      expect(await h.db.select().from(orders).where(eq(orders.challengeId, inactive!.id))).toHaveLength(0);
    });

    it('refuses every bad field with 400 and its message in the caller’s language, and writes nothing', async () => {
      const member = await signedInMember(h);
      const challenge = await challengeBySlug(h, 'two-step-10k');
      const business = { ...billing, type: 'Business', companyName: 'Novak s.r.o.', vatNumber: 'CZ25596641' };
      const cases: [Record<string, unknown>, string][] = [
        [{ billing: { ...billing, email: 'not-an-email' } }, 'Wrong email format'],
        [{ billing: { ...billing, firstName: 'A'.repeat(51) } }, 'Maximum 50 symbols'],
        [{ billing: { ...billing, lastName: '' } }, 'Last name is required'],
        [{ billing: { ...billing, address: ' ' } }, 'Address is required'],
        [{ billing: { ...billing, city: '' } }, 'City is required'],
        [{ billing: { ...billing, postalCode: '' } }, 'Postal code is required'],
        [{ billing: { ...billing, postalCode: '<script>' } }, 'Postal code is not valid'],
        [{ billing: { ...billing, country: 'cz' } }, 'Choose a country'],
        [{ billing: { ...billing, country: 'XX' } }, 'Choose a country'],
        [{ billing: { ...business, companyName: '' } }, 'Company name is required for a business'],
        [{ billing: { ...business, vatNumber: 'CZ123' } }, 'This VAT number is not valid for the chosen country'],
        [{ billing: { ...business, vatNumber: 'DE136695976' } }, 'This VAT number is not valid for the chosen country'],
        [{ provider: 'paypal' }, 'Choose a payment method'],
        [{ challengeId: 'nope' }, 'Choose a challenge'],
        [{ acceptTerms: false }, 'You must accept the terms and conditions'],
        [{ acceptTerms: undefined }, 'You must accept the terms and conditions'],
        [{ discountCode: 'x' }, 'Discount codes are 3 to 32 letters or digits'],
        [{ discountCode: 'NO-SUCH-CODE' }, 'This discount code does not exist'],
      ];
      for (const [change, message] of cases) {
        const response = await h.authed(member.token, '/api/orders', {
          body: { challengeId: challenge.id, billing, provider: 'manual', acceptTerms: true, ...change },
        });
        expect(response.status, JSON.stringify(change)).toBe(400);
        expect(response.body, JSON.stringify(change)).toEqual({ message });
      }
      const german = await h.authed(member.token, '/api/orders', {
        body: { challengeId: challenge.id, billing: { ...billing, city: '' }, provider: 'manual', acceptTerms: true },
        lang: 'de',
      });
      expect(german.body).toEqual({ message: 'Stadt ist erforderlich' });
      const { billing: _, ...withoutBilling } = { challengeId: challenge.id, billing, provider: 'manual', acceptTerms: true };
      const missing = await h.authed(member.token, '/api/orders', { body: withoutBilling });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toEqual(expect.any(String));
      expect(await h.db.select().from(orders).where(eq(orders.userId, member.id))).toHaveLength(0);
      expect((await h.authed(member.token, '/api/billing/details')).body.saved).toBe(false);
    });

    it('refuses the demo provider in production with 400 and still takes manual orders there', async () => {
      const member = await signedInMember(h);
      const CERTIFICATE_SIGNING_KEY = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
      const env = parseEnv({
        NODE_ENV: 'production',
        JWT_SECRET,
        BRIDGE_SECRET,
        APP_URL,
        SELLER_NAME: 'Prop Firm Ltd.',
        CERTIFICATE_SIGNING_KEY,
        TWO_FACTOR_KEY: JWT_SECRET,
        VERIFICATION_PROVIDER: 'sumsub',
        SUMSUB_APP_TOKEN: 'token',
        SUMSUB_SECRET_KEY: 'key',
        SUMSUB_WEBHOOK_SECRET: 'hook',
      });
      const production = createApp({ ...h.services, env });
      const challenge = await challengeBySlug(h, 'two-step-10k');
      const send = (provider: string) =>
        production.request(
          '/api/orders',
          {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${member.token}` },
            body: JSON.stringify({ challengeId: challenge.id, billing, provider, acceptTerms: true }),
          },
          { clientAddress: h.nextIp() },
        );
      const demo = await send('demo');
      expect(demo.status).toBe(400);
      expect(await demo.json()).toEqual({ message: 'Demo payments are not available here' });
      expect(await h.db.select().from(tradingAccounts).where(eq(tradingAccounts.userId, member.id))).toHaveLength(0);
      expect(await h.db.select().from(orders).where(eq(orders.userId, member.id))).toHaveLength(0);

      const manual = await send('manual');
      expect(manual.status).toBe(201);
      expect((await manual.json()).order.status).toBe('pending');
    });
  });

  describe('admin orders', () => {
    it('lists orders filtered by ?status and found by ?q (order number)', async () => {
      const boss = await signedInAdmin(h);
      const member = await signedInMember(h);
      const pending = await placeOrder(h, member.token, 'two-step-50k', 'manual');
      const paid = await placeOrder(h, member.token, 'two-step-50k', 'demo');

      const byNumber = await h.authed(boss.token, `/api/admin/orders?q=${pending.order.number}`);
      expect(byNumber.status).toBe(200);
      expect(byNumber.body).toMatchObject({ total: 1, page: 1, pageSize: 50 });
      expect(byNumber.body.items.map((o: any) => o.id)).toEqual([pending.order.id]);
      // Part of the number, in lower case, finds it too.
      const partial = await h.authed(boss.token, `/api/admin/orders?q=${pending.order.number.slice(-8).toLowerCase()}`);
      expect(partial.body.items.map((o: any) => o.id)).toEqual([pending.order.id]);

      const pendingOnly = await h.authed(boss.token, `/api/admin/orders?status=pending&q=${pending.order.number}`);
      expect(pendingOnly.body.items.map((o: any) => o.id)).toEqual([pending.order.id]);
      const paidWithThatNumber = await h.authed(boss.token, `/api/admin/orders?status=paid&q=${pending.order.number}`);
      expect(paidWithThatNumber.body).toEqual({ items: [], total: 0, page: 1, pageSize: 50 });

      const allPending = await h.authed(boss.token, '/api/admin/orders?status=pending&pageSize=200');
      const statuses = new Set((allPending.body.items as any[]).map((o) => o.status));
      expect([...statuses]).toEqual(['pending']);
      expect((allPending.body.items as any[]).map((o) => o.id)).toContain(pending.order.id);
      expect((allPending.body.items as any[]).map((o) => o.id)).not.toContain(paid.order.id);
      expect(allPending.body.total).toBe(allPending.body.items.length);

      const bad = await h.authed(boss.token, '/api/admin/orders?status=shipped');
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ message: 'status is not valid' });
    });

    it('marks a pending order paid: the order is paid, a Phase 1 account is opened, and order.paid and account.provisioned are audited; twice changes nothing', async () => {
      const boss = await signedInAdmin(h);
      const member = await signedInMember(h);
      const { order } = await placeOrder(h, member.token, 'one-step-25k', 'manual');
      const response = await h.authed(boss.token, `/api/admin/orders/${order.id}/mark-paid`, { method: 'POST' });
      expect(response.status, response.text).toBe(200);
      expect(response.body).toMatchObject({ id: order.id, status: 'paid', paidAt: h.clock.now().toISOString() });

      const accounts = await h.db.select().from(tradingAccounts).where(eq(tradingAccounts.orderId, order.id));
      expect(accounts).toHaveLength(1);
      const account = accounts[0]!;
      expect(account).toMatchObject({
        userId: member.id,
        phase: 1,
        phaseName: 'Evaluation',
        funded: false,
        demo: false,
        status: 'active',
        initialBalance: 2_500_000,
        balance: 2_500_000,
        equity: 2_500_000,
      });
      expect(account.login).toMatch(/^\d{8}$/);

      const orderAudits = await auditRows(h, 'order', order.id);
      expect(orderAudits.map((a) => [a.action, a.actorId])).toEqual([
        ['order.created', member.id],
        ['order.paid', boss.id],
        ['invoice.issued', null],
      ]);
      expect(orderAudits[1]!.details).toEqual({
        provider: 'manual',
        total: 22_900,
        before: { status: 'pending' },
        after: { status: 'paid' },
      });
      const accountAudits = await auditRows(h, 'trading_account', account.id);
      expect(accountAudits.map((a) => [a.action, a.actorId, a.details])).toEqual([
        ['account.provisioned', boss.id, { login: account.login, phase: 1, funded: false, orderId: order.id }],
      ]);

      // Idempotent (issue 10): a repeat answers the paid order and opens nothing more.
      const twice = await h.authed(boss.token, `/api/admin/orders/${order.id}/mark-paid`, { method: 'POST' });
      expect(twice.status).toBe(200);
      expect(twice.body).toMatchObject({ id: order.id, status: 'paid' });
      expect(await h.db.select().from(tradingAccounts).where(eq(tradingAccounts.orderId, order.id))).toHaveLength(1);

      const missing = await h.authed(boss.token, `/api/admin/orders/${crypto.randomUUID()}/mark-paid`, { method: 'POST' });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: 'The requested order is not found' });
    });

    it('opens one account when an order is marked paid twice at the same time (both answer the paid order)', async () => {
      const boss = await signedInAdmin(h);
      const member = await signedInMember(h);
      const { order } = await placeOrder(h, member.token, 'two-step-10k', 'manual');
      const path = `/api/admin/orders/${order.id}/mark-paid`;
      const answers = await Promise.all([h.authed(boss.token, path, { method: 'POST' }), h.authed(boss.token, path, { method: 'POST' })]);
      expect(answers.map((a) => [a.status, a.body.status])).toEqual([
        [200, 'paid'],
        [200, 'paid'],
      ]);
      expect(await h.db.select().from(tradingAccounts).where(eq(tradingAccounts.orderId, order.id))).toHaveLength(1);
      expect((await auditRows(h, 'order', order.id)).map((a) => a.action)).toEqual(['order.created', 'order.paid', 'invoice.issued']);
    });

    it('refunds a paid order: refunded, its running accounts failed by the refund rule with the reason kept, audited', async () => {
      const boss = await signedInAdmin(h);
      const member = await signedInMember(h);
      const { order } = await placeOrder(h, member.token, 'two-step-25k', 'manual');
      await h.authed(boss.token, `/api/admin/orders/${order.id}/mark-paid`, { method: 'POST' });
      const [account] = await h.db.select().from(tradingAccounts).where(eq(tradingAccounts.orderId, order.id));

      h.clock.advance(60_000);
      const reason = 'Chargeback from the bank';
      const response = await h.authed(boss.token, `/api/admin/orders/${order.id}/refund`, { body: { reason } });
      expect(response.status, response.text).toBe(200);
      expect(response.body).toMatchObject({ id: order.id, status: 'refunded' });

      const failed = await accountRow(h, account!.id);
      const at = h.clock.now();
      expect(failed).toMatchObject({ status: 'failed', failedAt: at });
      expect((failed.evaluation as any).breach).toEqual({ rule: 'refunded', at: at.toISOString(), equity: 2_500_000, floor: 0 });
      const rows = await h.db.select().from(breaches).where(eq(breaches.accountId, account!.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ rule: 'refunded', at, equity: 2_500_000, floor: 0, reason });

      const orderAudits = await auditRows(h, 'order', order.id);
      expect(orderAudits.map((a) => a.action)).toEqual([
        'order.created',
        'order.paid',
        'invoice.issued',
        'invoice.credited',
        'order.refunded',
      ]);
      expect(orderAudits[4]).toMatchObject({ actorId: boss.id, details: { reason } });
      expect(response.body.creditNoteId).toEqual(expect.any(String));
      const accountAudits = await auditRows(h, 'trading_account', account!.id);
      expect(accountAudits.map((a) => a.action)).toEqual(['account.provisioned', 'account.failed']);
      expect(accountAudits[1]).toMatchObject({ actorId: boss.id, details: { rule: 'refunded', reason } });

      // The account shows as failed to its owner.
      const view = await h.authed(member.token, `/api/accounts/${account!.id}`);
      expect(view.body).toMatchObject({ status: 'failed', failedAt: at.toISOString(), evaluation: { status: 'failed' } });

      // Idempotent (issue 10): a repeat answers the refunded order and fails nothing twice.
      const twice = await h.authed(boss.token, `/api/admin/orders/${order.id}/refund`, { body: { reason } });
      expect(twice.status).toBe(200);
      expect(twice.body).toMatchObject({ id: order.id, status: 'refunded' });
      expect(await h.db.select().from(breaches).where(eq(breaches.accountId, account!.id))).toHaveLength(1);
    });

    it('refuses to refund a pending order (409) or without a reason (400)', async () => {
      const boss = await signedInAdmin(h);
      const member = await signedInMember(h);
      const { order } = await placeOrder(h, member.token, 'two-step-10k', 'manual');
      const pending = await h.authed(boss.token, `/api/admin/orders/${order.id}/refund`, { body: { reason: 'Changed my mind' } });
      expect(pending.status).toBe(409);
      await h.authed(boss.token, `/api/admin/orders/${order.id}/mark-paid`, { method: 'POST' });
      const noReason = await h.authed(boss.token, `/api/admin/orders/${order.id}/refund`, { body: {} });
      expect(noReason.status).toBe(400);
      const short = await h.authed(boss.token, `/api/admin/orders/${order.id}/refund`, { body: { reason: '  a ' } });
      expect(short.status).toBe(400);
      expect(short.body).toEqual({ message: 'Minimum 3 symbols' });
      const [stored] = await h.db.select().from(orders).where(eq(orders.id, order.id));
      expect(stored!.status).toBe('paid');
      const running = await h.db
        .select()
        .from(tradingAccounts)
        .where(and(eq(tradingAccounts.orderId, order.id), eq(tradingAccounts.status, 'active')));
      expect(running).toHaveLength(1);
    });

    it('answers members with 403 on every /api/admin route and anonymous callers with 401', async () => {
      const member = await signedInMember(h);
      const { order } = await placeOrder(h, member.token, 'two-step-10k', 'manual');
      const id = crypto.randomUUID();
      const calls: [string, string, unknown?][] = [
        ['GET', '/api/admin/orders'],
        ['POST', `/api/admin/orders/${order.id}/mark-paid`],
        ['POST', `/api/admin/orders/${order.id}/refund`, { reason: 'because' }],
        ['GET', '/api/admin/challenges'],
        ['POST', '/api/admin/challenges', productInput('member-made')],
        ['PUT', `/api/admin/challenges/${id}`, productInput('member-made')],
        ['DELETE', `/api/admin/challenges/${id}`],
        ['GET', `/api/admin/users/${member.id}/accounts`],
        ['POST', `/api/admin/accounts/${id}/force`, { action: 'pass', reason: 'because' }],
      ];
      for (const [method, path, body] of calls) {
        const response = await h.authed(member.token, path, { method, ...(body !== undefined && { body }) });
        expect(response.status, `${method} ${path}`).toBe(403);
        expect(response.body).toEqual(forbidden);
        const anonymous = await h.request(path, { method, ...(body !== undefined && { body }) });
        expect(anonymous.status, `${method} ${path}`).toBe(401);
      }
      const [stored] = await h.db.select().from(orders).where(eq(orders.id, order.id));
      expect(stored!.status).toBe('pending');
    });
  });
});
