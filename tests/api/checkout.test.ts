import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../src/server/challenges/catalogue';
import { discountCodes, orders } from '../../src/server/db/schema';
import { billing, businessBilling } from '../builders/orders';
import { drivers, useHarness } from './harness';
import { auditRows, challengeBySlug, forbidden, placeOrder, signedInAdmin, signedInMember, unauthorized } from './tradingHelpers';

/**
 * Buying a challenge (issue 8): billing details kept for the next order, discount codes counted in
 * the order's transaction, VAT inside catalogue prices (21 % here, seller in CZ) and the reverse
 * charge for an EU business elsewhere.
 */
describe.each(drivers)('checkout (%s)', (driver) => {
  const h = useHarness(driver, 30_000, { env: () => ({ VAT_RATE: '21', SELLER_COUNTRY: 'CZ' }) });
  beforeAll(() => seedCatalogue(h.services.db));

  const createCode = async (token: string, input: Record<string, unknown>) => {
    const response = await h.authed(token, '/api/admin/discount-codes', { body: { kind: 'percent', value: 10, ...input } });
    expect(response.status, response.text).toBe(201);
    return response.body as { id: string; code: string; uses: number };
  };
  let codeSerial = 0;
  const uniqueCode = (prefix: string) => `${prefix}-${++codeSerial}-${Math.random().toString(36).slice(2, 7)}`.toUpperCase();

  describe('prices', () => {
    it('quotes the price with the VAT inside it, a percentage code taken off, and counts no use', async () => {
      const boss = await signedInAdmin(h);
      const member = await signedInMember(h);
      const challenge = await challengeBySlug(h, 'two-step-100k');
      const code = await createCode(boss.token, { code: uniqueCode('spring'), value: 20 });
      const response = await h.authed(member.token, '/api/orders/quote', {
        body: { challengeId: challenge.id, discountCode: code.code.toLowerCase(), country: 'CZ' },
      });
      expect(response.status, response.text).toBe(200);
      const discount = Math.floor((challenge.price * 20) / 100 + 0.5);
      const total = challenge.price - discount;
      expect(response.body).toEqual({
        currency: 'USD',
        price: challenge.price,
        discount,
        vat: Math.floor((total * 2100) / 12_100 + 0.5),
        vatRate: 2100,
        reverseCharge: false,
        vatNumberCheck: null,
        total,
        discountCode: code.code,
      });
      const [stored] = await h.db.select().from(discountCodes).where(eq(discountCodes.id, code.id));
      expect(stored!.uses).toBe(0);
    });

    it('charges an EU business with a VAT number in another state the price without VAT (reverse charge) once the number is verified', async () => {
      const boss = await signedInAdmin(h);
      const member = await signedInMember(h);
      const placed = await placeOrder(h, member.token, 'two-step-10k', 'manual', { billing: businessBilling });
      // Not verified yet (no VIES here): VAT is charged (issue 27, item 4; tests/api/vatCheck.test.ts).
      expect(placed.order).toMatchObject({ price: 9_900, discount: 0, vat: 1_718, vatRate: 2100, reverseCharge: false, total: 9_900 });
      const confirmed = await h.authed(boss.token, `/api/admin/orders/${placed.order.id}/confirm-vat-number`, { method: 'POST' });
      const order = confirmed.body;
      // 99.00 including 21 % VAT: 17.18 of VAT inside, so 81.82 without it.
      expect(order).toMatchObject({ price: 9_900, discount: 0, vat: 0, vatRate: 2100, reverseCharge: true, total: 8_182 });
      const czech = await placeOrder(h, member.token, 'two-step-10k', 'manual', {
        billing: { ...businessBilling, country: 'CZ', vatNumber: 'CZ25596641' },
      });
      expect(czech.order).toMatchObject({ vat: 1_718, reverseCharge: false, total: 9_900 });
    });

    it('pays an order that a code makes free at once, whatever the method', async () => {
      const boss = await signedInAdmin(h);
      const member = await signedInMember(h);
      const code = await createCode(boss.token, { code: uniqueCode('free'), value: 100 });
      const { order } = await placeOrder(h, member.token, 'two-step-10k', 'manual', { discountCode: code.code });
      expect(order).toMatchObject({ status: 'paid', discount: 9_900, vat: 0, total: 0 });
      expect(order.invoiceId).toEqual(expect.any(String));
    });
  });

  describe('discount codes', () => {
    it('gives a code with one use left to exactly one of five orders racing for it', async () => {
      const boss = await signedInAdmin(h);
      const member = await signedInMember(h);
      const challenge = await challengeBySlug(h, 'two-step-10k');
      const code = await createCode(boss.token, { code: uniqueCode('last'), kind: 'fixed', value: 1_000, maxUses: 1 });
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          h.authed(member.token, '/api/orders', {
            body: { challengeId: challenge.id, billing, provider: 'manual', acceptTerms: true, discountCode: code.code },
          }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, 400, 400, 400, 400]);
      for (const refused of answers.filter((a) => a.status === 400))
        expect(refused.body).toEqual({ message: 'This discount code has been used up' });
      const winner = answers.find((a) => a.status === 201)!.body.order;
      expect(winner).toMatchObject({ discountCode: code.code, discount: 1_000, total: 8_900 });
      const [stored] = await h.db.select().from(discountCodes).where(eq(discountCodes.id, code.id));
      expect(stored!.uses).toBe(1);
      expect(await h.db.select().from(orders).where(eq(orders.discountCodeId, code.id))).toHaveLength(1);

      // Cancelling the order gives the use back, so the code works again.
      const cancel = await h.authed(member.token, `/api/orders/${winner.id}/cancel`, { method: 'POST' });
      expect(cancel.status, cancel.text).toBe(200);
      const [released] = await h.db.select().from(discountCodes).where(eq(discountCodes.id, code.id));
      expect(released!.uses).toBe(0);
      const again = await placeOrder(h, member.token, 'two-step-10k', 'manual', { discountCode: code.code });
      expect(again.order.discount).toBe(1_000);
    });

    it('refuses an expired, disabled, used-up, other-challenge or other-currency code with its reason, and writes nothing', async () => {
      const boss = await signedInAdmin(h);
      const member = await signedInMember(h);
      const other = await challengeBySlug(h, 'one-step-25k');
      // The API refuses a last day already over, so this code's day passes in the database.
      const expired = await createCode(boss.token, {
        code: uniqueCode('old'),
        expiresAt: new Date(h.clock.millis() + 60_000).toISOString(),
      });
      await h.db
        .update(discountCodes)
        .set({ expiresAt: new Date(h.clock.millis() - 1000) })
        .where(eq(discountCodes.id, expired.id));
      const disabled = await createCode(boss.token, { code: uniqueCode('off') });
      expect((await h.authed(boss.token, `/api/admin/discount-codes/${disabled.id}/disable`, { method: 'POST' })).body.active).toBe(false);
      const usedUp = await createCode(boss.token, { code: uniqueCode('used'), maxUses: 1 });
      await placeOrder(h, member.token, 'two-step-10k', 'manual', { discountCode: usedUp.code });
      const elsewhere = await createCode(boss.token, { code: uniqueCode('only'), challengeId: other.id });
      const euros = await createCode(boss.token, { code: uniqueCode('eur'), kind: 'fixed', value: 500, currency: 'EUR' });
      const cases: [string, string][] = [
        [expired.code, 'This discount code has expired'],
        [disabled.code, 'This discount code is no longer valid'],
        [usedUp.code, 'This discount code has been used up'],
        [elsewhere.code, 'This discount code does not apply to this challenge'],
        [euros.code, 'This discount code is for another currency'],
      ];
      const challenge = await challengeBySlug(h, 'two-step-10k');
      const before = await h.db.select().from(orders).where(eq(orders.userId, member.id));
      for (const [code, message] of cases) {
        for (const path of ['/api/orders/quote', '/api/orders']) {
          const response = await h.authed(member.token, path, {
            body: { challengeId: challenge.id, billing, provider: 'manual', acceptTerms: true, discountCode: code },
          });
          expect(response.status, `${path} ${code}`).toBe(400);
          expect(response.body, `${path} ${code}`).toEqual({ message });
        }
      }
      expect(await h.db.select().from(orders).where(eq(orders.userId, member.id))).toHaveLength(before.length);
      // The restricted code works for its own challenge.
      const own = await placeOrder(h, member.token, 'one-step-25k', 'manual', { discountCode: elsewhere.code });
      expect(own.order.discount).toBe(Math.floor((other.price * 10) / 100 + 0.5));
    });

    it('lets administrators create, list and disable codes (audited), refusing a taken code and bad input', async () => {
      const boss = await signedInAdmin(h);
      const code = await createCode(boss.token, { code: uniqueCode('list'), kind: 'fixed', value: 2_500, maxUses: 10 });
      const taken = await h.authed(boss.token, '/api/admin/discount-codes', { body: { code: code.code, kind: 'percent', value: 5 } });
      expect(taken.status).toBe(409);
      expect(taken.body).toEqual({ message: 'A discount code with this name already exists' });
      const bad: [Record<string, unknown>, number][] = [
        [{ code: 'ok-code', kind: 'percent', value: 101 }, 400],
        [{ code: 'ok-code', kind: 'percent', value: 0 }, 400],
        [{ code: 'a', kind: 'percent', value: 5 }, 400],
        [{ code: 'ok-code', kind: 'gift', value: 5 }, 400],
        [{ code: 'ok-code', kind: 'fixed', value: 5, expiresAt: 'tomorrow' }, 400],
      ];
      for (const [body, status] of bad)
        expect((await h.authed(boss.token, '/api/admin/discount-codes', { body })).status, JSON.stringify(body)).toBe(status);

      const list = await h.authed(boss.token, '/api/admin/discount-codes?pageSize=200');
      expect(list.status).toBe(200);
      const listed = list.body.items.find((c: { id: string }) => c.id === code.id);
      expect(listed).toMatchObject({ code: code.code, kind: 'fixed', value: 2_500, currency: 'USD', maxUses: 10, uses: 0, active: true });
      const disabled = await h.authed(boss.token, `/api/admin/discount-codes/${code.id}/disable`, { method: 'POST' });
      expect(disabled.body).toMatchObject({ id: code.id, active: false });
      expect((await auditRows(h, 'discountCode', code.id)).map((a) => [a.action, a.actorId])).toEqual([
        ['discount.created', boss.id],
        ['discount.disabled', boss.id],
      ]);

      const member = await signedInMember(h);
      for (const [method, path] of [
        ['GET', '/api/admin/discount-codes'],
        ['POST', `/api/admin/discount-codes/${code.id}/disable`],
      ] as const) {
        expect((await h.authed(member.token, path, { method })).body).toEqual(forbidden);
        expect((await h.request(path, { method })).body).toEqual(unauthorized);
      }
    });
  });

  describe('billing details', () => {
    it('starts from the account’s name and email, keeps what an order used, and saves edits', async () => {
      const member = await signedInMember(h);
      const first = await h.authed(member.token, '/api/billing/details');
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({
        saved: false,
        details: { firstName: 'Maria', lastName: 'Novak', email: member.email, country: '' },
      });

      await placeOrder(h, member.token, 'two-step-10k', 'manual', { billing: businessBilling });
      const kept = await h.authed(member.token, '/api/billing/details');
      expect(kept.body).toEqual({ saved: true, details: businessBilling });

      const edited = { ...billing, type: 'Individual', companyName: 'ignored for individuals', vatNumber: 'IGNORED' };
      const saved = await h.authed(member.token, '/api/billing/details', { method: 'PUT', body: edited });
      expect(saved.status, saved.text).toBe(200);
      expect(saved.body).toEqual({ saved: true, details: billing });
      expect((await h.authed(member.token, '/api/billing/details')).body.details).toEqual(billing);

      // Legal names shorter than the account's 3-letter minimum are fine on an invoice.
      const japanese = { ...billing, firstName: '太郎', lastName: '山田', city: '東京都', address: '渋谷区神南1-2-3' };
      const short = await h.authed(member.token, '/api/billing/details', { method: 'PUT', body: japanese });
      expect(short.status, short.text).toBe(200);
      expect(short.body.details).toEqual(japanese);
    });

    it('refuses bad details with the field’s message and keeps the saved ones; only the caller’s own are reachable', async () => {
      const member = await signedInMember(h);
      await h.authed(member.token, '/api/billing/details', { method: 'PUT', body: billing });
      const bad = await h.authed(member.token, '/api/billing/details', { method: 'PUT', body: { ...billing, postalCode: '' }, lang: 'fr' });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ message: 'Le code postal est obligatoire' });
      expect((await h.authed(member.token, '/api/billing/details')).body.details).toEqual(billing);

      const other = await signedInMember(h);
      expect((await h.authed(other.token, '/api/billing/details')).body.saved).toBe(false);
      expect((await h.request('/api/billing/details')).status).toBe(401);
      expect((await h.request('/api/billing/details', { method: 'PUT', body: billing })).status).toBe(401);
    });
  });
});
