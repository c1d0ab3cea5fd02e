import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../src/server/challenges/catalogue';
import { challenges, orders, users } from '../../src/server/db/schema';
import { productInput } from '../builders/challenges';
import { dealIn, dealOut, snapshot } from '../builders/events';
import { billing } from '../builders/orders';
import { drivers, useHarness } from './harness';
import {
  demoAccount,
  ingest,
  type Person,
  placeOrder,
  refresh,
  signedInAdmin,
  signedInMember,
  successorOf,
  verifiedIdentity,
} from './tradingHelpers';

/**
 * The admin dashboard (issue 10, docs/decisions/023): exact figures for a range of UTC days, with
 * orders, sign-ups, accounts and payouts on both sides of its edges. Everything happens in March
 * 2031 on the harness clock; the database stamps `created_at` itself, so the rows the clock does
 * not reach are moved to the moment the story says they were made.
 */
const bank = { method: 'bankTransfer', accountHolder: 'Maria Novak', iban: 'CZ65 0800 0000 1920 0014 5399', bic: 'GIBACZPX' };

describe.each(drivers)('admin dashboard (%s)', (driver) => {
  const h = useHarness(driver);
  let boss: Person;
  /** Totals of the orders the story places: two-step 10K and one-step (USD), the EUR product. */
  let twoStep = 0;
  let oneStep = 0;
  let euro = 0;
  let ids: { twoStep: string; oneStep: string; euro: string };
  let payout = 0;

  /** The clock at `iso`, with fresh sessions (a session lives 12 hours). */
  async function at(iso: string, ...people: Person[]): Promise<Person[]> {
    h.clock.set(iso);
    boss = await refresh(h, boss);
    return Promise.all(people.map((person) => refresh(h, person)));
  }
  const createdAt = (id: string, iso: string) =>
    h.db
      .update(orders)
      .set({ createdAt: new Date(iso) })
      .where(eq(orders.id, id));
  const signedUpAt = (id: string, iso: string) =>
    h.db
      .update(users)
      .set({ createdAt: new Date(iso) })
      .where(eq(users.id, id));
  const admin = (path: string, body?: unknown) =>
    h.authed(boss.token, `/api/admin/orders/${path}`, { method: 'POST', ...(body !== undefined && { body }) });
  const dashboard = (from: string, to: string, lang?: string) =>
    h.authed(boss.token, `/api/admin/dashboard?from=${from}&to=${to}`, lang ? { lang } : {});

  beforeAll(async () => {
    await seedCatalogue(h.services.db);
    h.clock.set('2031-03-01T08:00:00Z');
    boss = await signedInAdmin(h);
    const created = await h.authed(boss.token, '/api/admin/challenges', {
      body: productInput('euro-5k', { name: 'Euro 5K', currency: 'EUR', price: 9_900 }),
    });
    expect(created.status, created.text).toBe(201);

    // Sign-ups: two inside the range (its first and its last second), two just outside.
    const people = await Promise.all([signedInMember(h), signedInMember(h), signedInMember(h), signedInMember(h)]);
    await signedUpAt(people[0]!.id, '2031-03-10T00:00:00Z');
    await signedUpAt(people[1]!.id, '2031-03-12T23:59:59Z');
    await signedUpAt(people[2]!.id, '2031-03-13T00:00:00Z');
    await signedUpAt(people[3]!.id, '2031-03-08T23:59:59Z');
    let [member] = await at('2031-03-08T09:00:00Z', people[0]!);

    // o3: one-step, paid 8 March (outside), refunded 11 March (inside).
    const o3 = (await placeOrder(h, member!.token, 'one-step-10k', 'demo')).order;
    await createdAt(o3.id, '2031-03-08T09:00:00Z');
    oneStep = o3.total;

    // o1 and o7: 10 March. o1 paid at once (demo), o7 a bank transfer cancelled.
    [member] = await at('2031-03-10T10:00:00Z', member!);
    const phase1 = await demoAccount(h, member!.token, 'two-step-10k');
    const o1 = await h.db.select().from(orders).where(eq(orders.id, phase1.orderId!));
    await createdAt(phase1.orderId!, '2031-03-10T10:00:00Z');
    twoStep = o1[0]!.total;
    const o7 = (await placeOrder(h, member!.token, 'two-step-10k', 'manual')).order;
    await createdAt(o7.id, '2031-03-10T10:05:00Z');
    expect((await admin(`${o7.id}/cancel`)).status).toBe(200);

    // 11 March: o2 paid (demo), o5 a EUR bank transfer marked paid, o3 refunded, phase 1 of o1 passed.
    [member] = await at('2031-03-11T12:00:00Z', member!);
    const o2 = (await placeOrder(h, member!.token, 'two-step-10k', 'demo')).order;
    await createdAt(o2.id, '2031-03-11T12:00:00Z');
    const euroChallenge = created.body.id as string;
    const o5 = (
      await h.authed(member!.token, '/api/orders', {
        body: { challengeId: euroChallenge, billing: billing, provider: 'manual', acceptTerms: true },
      })
    ).body.order;
    await createdAt(o5.id, '2031-03-11T12:10:00Z');
    euro = o5.total;
    expect((await admin(`${o5.id}/mark-paid`)).status).toBe(200);
    expect((await admin(`${o3.id}/refund`, { reason: 'changed their mind' })).status).toBe(200);
    const force = (id: string, action: string) =>
      h.authed(boss.token, `/api/admin/accounts/${id}/force`, { body: { action, reason: 'test set-up' } });
    expect((await force(phase1.id, 'pass')).status).toBe(200);

    // 12 March: phase 2 passed (funded account opened), o2 refunded, o4 (EUR) and o6 placed.
    [member] = await at('2031-03-12T09:00:00Z', member!);
    const phase2 = await successorOf(h, phase1.id);
    expect((await force(phase2!.id, 'pass')).status).toBe(200);
    const funded = await successorOf(h, phase2!.id);
    expect(funded).toMatchObject({ funded: true, status: 'active' });
    expect((await admin(`${o2.id}/refund`, { reason: 'duplicate order' })).status).toBe(200);
    const o4 = (
      await h.authed(member!.token, '/api/orders', { body: { challengeId: euroChallenge, billing, provider: 'manual', acceptTerms: true } })
    ).body.order;
    await createdAt(o4.id, '2031-03-12T20:00:00Z');
    const o6 = (await placeOrder(h, member!.token, 'two-step-10k', 'manual')).order;
    await createdAt(o6.id, '2031-03-12T21:00:00Z');

    // 13 March (outside): o4 marked paid; the funded account trades a profit.
    [member] = await at('2031-03-13T01:00:00Z', member!);
    expect((await admin(`${o4.id}/mark-paid`)).status).toBe(200);
    const open = '2031-03-13T09:00:00Z';
    const close = '2031-03-13T10:00:00Z';
    await ingest(h, funded!.login, [dealIn('d1', open), dealOut('d1', close, 50_000), snapshot(close, 1_050_000, 1_050_000)]);

    // A payout requested 29 March and paid 30 March (80 % of the $500 profit).
    [member] = await at('2031-03-29T10:00:00Z', member!);
    payout = 40_000;
    await verifiedIdentity(h, member!);
    const requested = await h.authed(member!.token, '/api/payouts', { body: { accountId: funded!.id, amount: payout, destination: bank } });
    expect(requested.status, requested.text).toBe(201);
    await at('2031-03-30T10:00:00Z');
    expect((await h.authed(boss.token, `/api/admin/payouts/${requested.body.id}/approve`, { method: 'POST' })).status).toBe(200);
    expect(
      (await h.authed(boss.token, `/api/admin/payouts/${requested.body.id}/pay`, { body: { reference: 'SEPA-2031-0001' } })).status,
    ).toBe(200);

    ids = { twoStep: phase1.challengeId, oneStep: o3.challengeId, euro: euroChallenge };
    expect(twoStep).toBeGreaterThan(0);
    expect(oneStep).toBeGreaterThan(0);
    expect(euro).toBeGreaterThan(0);
  });

  it('revenue per currency: gross by the day paid, refunds by the day refunded, net; never two currencies added', async () => {
    const response = await dashboard('2031-03-10', '2031-03-12');
    expect(response.status, response.text).toBe(200);
    expect(response.body.revenue.totals).toEqual([
      { currency: 'EUR', gross: euro, refunds: 0, net: euro, paidOrders: 1, refundedOrders: 0 },
      // o1 and o2 paid inside; o2 (paid inside) and o3 (paid before) refunded inside.
      { currency: 'USD', gross: 2 * twoStep, refunds: twoStep + oneStep, net: twoStep - oneStep, paidOrders: 2, refundedOrders: 2 },
    ]);
    const byChallenge = Object.fromEntries(response.body.revenue.byChallenge.map((row: { challengeId: string }) => [row.challengeId, row]));
    expect(byChallenge[ids.twoStep]).toMatchObject({ currency: 'USD', gross: 2 * twoStep, refunds: twoStep, net: twoStep, paidOrders: 2 });
    expect(byChallenge[ids.oneStep]).toMatchObject({
      currency: 'USD',
      gross: 0,
      refunds: oneStep,
      net: -oneStep,
      paidOrders: 0,
      refundedOrders: 1,
    });
    expect(byChallenge[ids.euro]).toMatchObject({ currency: 'EUR', challengeName: 'Euro 5K', gross: euro, net: euro });
    expect(response.body.revenue.byChallenge).toHaveLength(3);

    // One day later the range takes in o4's payment and no longer o1's.
    const later = await dashboard('2031-03-11', '2031-03-13');
    expect(later.body.revenue.totals).toEqual([
      { currency: 'EUR', gross: 2 * euro, refunds: 0, net: 2 * euro, paidOrders: 2, refundedOrders: 0 },
      { currency: 'USD', gross: twoStep, refunds: twoStep + oneStep, net: -oneStep, paidOrders: 1, refundedOrders: 2 },
    ]);
  });

  it('orders by status count the orders placed in the range, every status listed', async () => {
    const { body } = await dashboard('2031-03-10', '2031-03-12');
    expect(body.orders).toEqual([
      { status: 'pending', count: 1 },
      // o1, o5 and o4 (placed on the 12th, paid on the 13th).
      { status: 'paid', count: 3 },
      { status: 'cancelled', count: 1 },
      { status: 'failed', count: 0 },
      { status: 'refunded', count: 1 },
      { status: 'expired', count: 0 },
    ]);
    // The same range in the orders list names the same orders.
    const list = await h.authed(boss.token, '/api/admin/orders?status=paid&from=2031-03-10&to=2031-03-12');
    expect(list.body.total).toBe(3);
  });

  it('sign-ups count users created from the first to the last second of the range, as the users list does', async () => {
    const { body } = await dashboard('2031-03-10', '2031-03-12');
    expect(body.signUps).toBe(2);
    const list = await h.authed(boss.token, '/api/users?from=2031-03-10&to=2031-03-12');
    expect(list.status, list.text).toBe(200);
    expect(list.body.total).toBe(2);
    expect((await dashboard('2031-03-13', '2031-03-13')).body.signUps).toBe(1);
  });

  it('accounts: running now, started, passed, failed and funded in the range; pass rate per challenge and phase', async () => {
    const { body } = await dashboard('2031-03-10', '2031-03-12');
    // Running: the funded account, o5's and o4's EUR accounts. Started: phase 1 of o1, o2, o5.
    expect(body.accounts).toEqual({ activeNow: 3, started: 3, passed: 2, failed: 2, funded: 1 });
    expect(body.passRates).toEqual([
      { challengeId: ids.oneStep, challengeName: 'One-Step 10K', phase: 1, phaseName: 'Evaluation', passed: 0, failed: 1, rate: 0 },
      { challengeId: ids.twoStep, challengeName: 'Two-Step 10K', phase: 1, phaseName: 'Phase 1', passed: 1, failed: 1, rate: 0.5 },
      { challengeId: ids.twoStep, challengeName: 'Two-Step 10K', phase: 2, phaseName: 'Phase 2', passed: 1, failed: 0, rate: 1 },
    ]);
    // Nothing ended on the 10th: no rate to show.
    expect((await dashboard('2031-03-10', '2031-03-10')).body.passRates).toEqual([]);
  });

  it('names products and phases in the viewer’s language where the catalogue gives one', async () => {
    const [product] = await h.db.select().from(challenges).where(eq(challenges.id, ids.twoStep));
    const phases = product!.phases.map((phase, i) => ({ ...phase, names: { ja: `フェーズ${i + 1}` } }));
    await h.db
      .update(challenges)
      .set({ names: { ja: '2ステップ 10K' }, phases })
      .where(eq(challenges.id, ids.twoStep));
    try {
      const { body } = await dashboard('2031-03-10', '2031-03-12', 'ja');
      expect(body.passRates.map((r: any) => `${r.challengeName} ${r.phaseName}`)).toEqual([
        '1ステップ 10K 評価', // the seeded catalogue's own Japanese names
        '2ステップ 10K フェーズ1',
        '2ステップ 10K フェーズ2',
      ]);
      expect(body.revenue.byChallenge.map((r: any) => r.challengeName)).toContain('2ステップ 10K');
      // No German name given any more: the default.
      expect((await dashboard('2031-03-10', '2031-03-12', 'de')).body.passRates[1].challengeName).toBe('Two-Step 10K');
    } finally {
      await h.db.update(challenges).set({ names: product!.names, phases: product!.phases }).where(eq(challenges.id, ids.twoStep));
    }
  });

  it('payouts requested and paid count by their own days, per currency', async () => {
    expect((await dashboard('2031-03-29', '2031-03-29')).body.payouts).toEqual([
      { currency: 'USD', requested: { count: 1, amount: payout }, paid: { count: 0, amount: 0 } },
    ]);
    expect((await dashboard('2031-03-29', '2031-03-30')).body.payouts).toEqual([
      { currency: 'USD', requested: { count: 1, amount: payout }, paid: { count: 1, amount: payout } },
    ]);
    expect((await dashboard('2031-03-30', '2031-03-30')).body.payouts).toEqual([
      { currency: 'USD', requested: { count: 0, amount: 0 }, paid: { count: 1, amount: payout } },
    ]);
    expect((await dashboard('2031-03-10', '2031-03-12')).body.payouts).toEqual([]);
  });

  it('the daily series has every day of the range, quiet days as zero, net per currency', async () => {
    const { body } = await dashboard('2031-03-09', '2031-03-13');
    expect(body.daily).toEqual([
      { day: '2031-03-09', signUps: 0, net: { EUR: 0, USD: 0 } },
      { day: '2031-03-10', signUps: 1, net: { EUR: 0, USD: twoStep } },
      { day: '2031-03-11', signUps: 0, net: { EUR: euro, USD: twoStep - oneStep } },
      { day: '2031-03-12', signUps: 1, net: { EUR: 0, USD: -twoStep } },
      { day: '2031-03-13', signUps: 1, net: { EUR: euro, USD: 0 } },
    ]);
    // A range with nothing in it still has its days.
    const quiet = await dashboard('2031-02-01', '2031-02-03');
    expect(quiet.body.daily).toEqual([
      { day: '2031-02-01', signUps: 0, net: {} },
      { day: '2031-02-02', signUps: 0, net: {} },
      { day: '2031-02-03', signUps: 0, net: {} },
    ]);
    expect(quiet.body.revenue).toEqual({ totals: [], byChallenge: [] });
    expect(quiet.body.accounts).toMatchObject({ started: 0, passed: 0, failed: 0, funded: 0 });
  });

  it('a bad range is a 400 with a message in the caller’s language', async () => {
    expect(await dashboard('2031-03-12', '2031-03-10')).toMatchObject({
      status: 400,
      body: { message: 'The end date must not be before the start date' },
    });
    expect(await dashboard('2031-03-12', '2031-03-10', 'es')).toMatchObject({
      status: 400,
      body: { message: 'La fecha final no puede ser anterior a la fecha inicial' },
    });
    expect(await dashboard('2031-02-30', '2031-03-10')).toMatchObject({
      status: 400,
      body: { message: 'Choose a start and an end day (YYYY-MM-DD).' },
    });
    expect(await dashboard('10.03.2031', '2031-03-10', 'de')).toMatchObject({
      status: 400,
      body: { message: 'Wählen Sie einen Start- und einen Endtag (JJJJ-MM-TT).' },
    });
    expect(await h.authed(boss.token, '/api/admin/dashboard')).toMatchObject({
      status: 400,
      body: { message: 'Choose a start and an end day (YYYY-MM-DD).' },
    });
    expect(await dashboard('2030-01-01', '2031-01-02')).toMatchObject({
      status: 400,
      body: { message: 'A range can span at most 366 days.' },
    });
    // 366 days (a leap year) is allowed.
    expect((await dashboard('2028-01-01', '2028-12-31')).status).toBe(200);
  });
});
