/**
 * One member can no longer hold every use of a discount code (issue 27, item 5): three pending
 * bank-transfer orders took all three uses of a code and never expired. Now an order unpaid for
 * PENDING_ORDER_TTL expires and gives its use back, and a code can limit the uses of one member.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../src/server/challenges/catalogue';
import { discountCodes, orders } from '../../src/server/db/schema';
import { parseEnv } from '../../src/server/env';
import { expirePendingOrders } from '../../src/server/orders/expiry';
import { billing } from '../builders/orders';
import { type StripeStandIn, startStripeStandIn } from '../standins/stripe';
import { APP_URL, drivers, type Harness, JWT_SECRET, useHarness } from './harness';
import { auditRows, challengeBySlug, type Person, signedInAdmin, signedInMember } from './tradingHelpers';

const HOUR = 3_600_000;
let serial = 0;

async function newCode(h: Harness, admin: Person, terms: Record<string, unknown>): Promise<string> {
  serial += 1;
  const code = `HOARD${serial}${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
  const created = await h.authed(admin.token, '/api/admin/discount-codes', { body: { code, kind: 'percent', value: 10, ...terms } });
  expect(created.status, created.text).toBe(201);
  return code;
}

async function order(h: Harness, member: Person, code: string, provider: 'manual' | 'card' = 'manual') {
  const challenge = await challengeBySlug(h, 'two-step-10k');
  return h.authed(member.token, '/api/orders', {
    body: { challengeId: challenge.id, billing, provider, discountCode: code, acceptTerms: true },
  });
}

async function quote(h: Harness, member: Person, code: string) {
  const challenge = await challengeBySlug(h, 'two-step-10k');
  return h.authed(member.token, '/api/orders/quote', { body: { challengeId: challenge.id, discountCode: code } });
}

async function usesOf(h: Harness, code: string) {
  const [row] = await h.db.select({ uses: discountCodes.uses }).from(discountCodes).where(eq(discountCodes.code, code));
  return row?.uses;
}

describe('PENDING_ORDER_TTL', () => {
  it('is seven days unless set, and takes a duration such as 72h', () => {
    const base = { NODE_ENV: 'test', JWT_SECRET, APP_URL };
    expect(parseEnv(base).PENDING_ORDER_TTL).toBe(7 * 86_400);
    expect(parseEnv({ ...base, PENDING_ORDER_TTL: '72h' }).PENDING_ORDER_TTL).toBe(72 * 3_600);
    expect(() => parseEnv({ ...base, PENDING_ORDER_TTL: 'soon' })).toThrow(/PENDING_ORDER_TTL/);
  });
});

describe.each(drivers)('discount codes cannot be hoarded (%s)', (driver) => {
  // Two hours, so the members' sessions (12 h) outlive the wait.
  const h = useHarness(driver, 60_000, { env: () => ({ PENDING_ORDER_TTL: '2h' }) });
  let admin: Person;
  beforeAll(async () => {
    await seedCatalogue(h.services.db);
    admin = await signedInAdmin(h);
  });

  it('three unpaid bank-transfer orders expire after PENDING_ORDER_TTL, and the code they held is usable by another member again', async () => {
    const hoarder = await signedInMember(h);
    const other = await signedInMember(h);
    const code = await newCode(h, admin, { maxUses: 3 });
    const placed = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await order(h, hoarder, code);
      expect(response.status, response.text).toBe(201);
      placed.push(response.body.order as { id: string; number: string });
    }
    // The reproduction: the code is used up by one member's unpaid orders.
    expect((await quote(h, other, code)).body).toEqual({ message: 'This discount code has been used up' });

    // The transfer details say until when to pay.
    const shown = await h.authed(hoarder.token, `/api/orders/${placed[0]?.id}`);
    const [stored] = await h.db
      .select()
      .from(orders)
      .where(eq(orders.id, placed[0]?.id as string));
    expect(shown.body.instructions.payBy).toBe(new Date((stored?.createdAt.getTime() ?? 0) + 2 * HOUR).toISOString());

    // Not before their time.
    h.clock.advance(2 * HOUR - 60_000);
    expect(await expirePendingOrders(h.services)).toBe(0);
    expect(await usesOf(h, code)).toBe(3);

    h.clock.advance(2 * 60_000);
    expect(await expirePendingOrders(h.services)).toBe(3);
    expect(await usesOf(h, code)).toBe(0);
    for (const { id } of placed) {
      const mine = await h.authed(hoarder.token, `/api/orders/${id}`);
      expect(mine.body.order.status).toBe('expired');
      expect(mine.body.instructions.payBy).toBeNull();
      const audit = await auditRows(h, 'order', id);
      expect(audit.at(-1)).toMatchObject({ action: 'order.expired', actorId: null });
    }
    // Nothing twice on the next pass.
    expect(await expirePendingOrders(h.services)).toBe(0);

    const taken = await order(h, other, code);
    expect(taken.status, taken.text).toBe(201);
    expect(taken.body.order.discount).toBeGreaterThan(0);

    // A transfer arriving after expiry cannot open an account on the expired order.
    const late = await h.authed(admin.token, `/api/admin/orders/${placed[0]?.id}/mark-paid`, { method: 'POST' });
    expect(late.status).toBe(409);
    // The member's and the administrator's lists filter by the new status.
    const list = await h.authed(hoarder.token, '/api/orders?status=expired');
    expect(list.status, list.text).toBe(200);
    expect(list.body.total).toBe(3);
  });

  it('leaves paid orders and orders still inside their time alone', async () => {
    const member = await signedInMember(h);
    const code = await newCode(h, admin, {});
    const early = await order(h, member, code);
    const paid = await h.authed(admin.token, `/api/admin/orders/${early.body.order.id}/mark-paid`, { method: 'POST' });
    expect(paid.status, paid.text).toBe(200);
    h.clock.advance(HOUR);
    const recent = await order(h, member, code);
    h.clock.advance(HOUR + 60_000);
    await expirePendingOrders(h.services);
    expect((await h.authed(member.token, `/api/orders/${early.body.order.id}`)).body.order.status).toBe('paid');
    expect((await h.authed(member.token, `/api/orders/${recent.body.order.id}`)).body.order.status).toBe('pending');
    expect(await usesOf(h, code)).toBe(2);
  });

  it('a code limits the uses of one member: pending and paid orders count, cancelled ones do not, others are unaffected', async () => {
    const member = await signedInMember(h);
    const other = await signedInMember(h);
    const code = await newCode(h, admin, { maxUses: 10, maxUsesPerMember: 1 });
    const first = await order(h, member, code);
    expect(first.status, first.text).toBe(201);

    const refusal = { message: 'You have already used this discount code as often as one member may' };
    const second = await order(h, member, code);
    expect(second.status).toBe(400);
    expect(second.body).toEqual(refusal);
    // The configurator says so before ordering.
    expect((await quote(h, member, code)).body).toEqual(refusal);
    const german = await h.authed(member.token, '/api/orders/quote', {
      body: { challengeId: (await challengeBySlug(h, 'two-step-10k')).id, discountCode: code },
      lang: 'de',
    });
    expect(german.body.message).toBe('Sie haben diesen Rabattcode bereits so oft genutzt, wie ein Mitglied darf');
    expect((await order(h, other, code)).status).toBe(201);

    // Cancelled: the member's use comes back.
    const cancelled = await h.authed(member.token, `/api/orders/${first.body.order.id}/cancel`, { method: 'POST' });
    expect(cancelled.status, cancelled.text).toBe(200);
    const again = await order(h, member, code);
    expect(again.status, again.text).toBe(201);
    // Paid: it still counts.
    await h.authed(admin.token, `/api/admin/orders/${again.body.order.id}/mark-paid`, { method: 'POST' });
    expect((await order(h, member, code)).status).toBe(400);
    expect(await usesOf(h, code)).toBe(2);
  });

  it('concurrent orders of one member take no more than the per-member limit', async () => {
    const member = await signedInMember(h);
    const code = await newCode(h, admin, { maxUsesPerMember: 2 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => order(h, member, code)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2);
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(4);
    expect(await usesOf(h, code)).toBe(2);
  });

  it('administrators set, show, edit and audit the per-member limit, and a limit outside 1–1,000 is refused in words', async () => {
    const code = await newCode(h, admin, { maxUsesPerMember: 3 });
    const list = await h.authed(admin.token, '/api/admin/discount-codes?pageSize=200');
    const row = list.body.items.find((item: { code: string }) => item.code === code);
    expect(row).toMatchObject({ maxUsesPerMember: 3 });
    const edited = await h.authed(admin.token, `/api/admin/discount-codes/${row.id}`, {
      method: 'PUT',
      body: { kind: 'percent', value: 10, maxUsesPerMember: 1 },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.maxUsesPerMember).toBe(1);
    const audit = await auditRows(h, 'discountCode', row.id);
    expect(audit.at(-1)?.details).toMatchObject({ before: { maxUsesPerMember: 3 }, after: { maxUsesPerMember: 1 } });
    for (const bad of [0, 1.5, 1_001]) {
      const refused = await h.authed(admin.token, '/api/admin/discount-codes', {
        body: { code: `BAD${serial++}X`, kind: 'percent', value: 10, maxUsesPerMember: bad },
      });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('Uses per member is a whole number from 1 to 1,000');
    }
  });
});

const SECRET_KEY = 'sk_test_standin_51NhoardingExpiry0123456789';
const stripe: StripeStandIn = await startStripeStandIn(SECRET_KEY);
afterAll(() => stripe.close());

describe.each(drivers)('expiring unpaid card orders (%s)', (driver) => {
  const h = useHarness(driver, 30_000, {
    env: () => ({
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: 'whsec_standin_hoarding_0123456789abcdef',
      STRIPE_API_URL: stripe.url,
      PENDING_ORDER_TTL: '2h',
    }),
  });
  let admin: Person;
  beforeAll(async () => {
    await seedCatalogue(h.services.db);
    admin = await signedInAdmin(h);
  });

  it("closes the checkout at Stripe first, and leaves an order whose checkout is being paid to Stripe's webhook", async () => {
    const member = await signedInMember(h);
    const code = await newCode(h, admin, {});
    const open = await order(h, member, code, 'card');
    const paying = await order(h, member, code, 'card');
    expect(open.status, open.text).toBe(201);
    const [payingRow] = await h.db.select().from(orders).where(eq(orders.id, paying.body.order.id));
    // Paid on Stripe's page; the webhook has not arrived yet.
    stripe.paid(payingRow?.checkoutId as string);

    h.clock.advance(2 * HOUR + 60_000);
    expect(await expirePendingOrders(h.services)).toBe(1);
    const [openRow] = await h.db.select().from(orders).where(eq(orders.id, open.body.order.id));
    expect(openRow?.status).toBe('expired');
    expect(stripe.sessions.get(openRow?.checkoutId as string)?.status).toBe('expired');
    expect((await h.db.select().from(orders).where(eq(orders.id, paying.body.order.id)))[0]?.status).toBe('pending');
    expect(await usesOf(h, code)).toBe(1);
  });
});
