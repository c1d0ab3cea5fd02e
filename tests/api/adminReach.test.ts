import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../src/server/challenges/catalogue';
import { certificates } from '../../src/server/db/schema';
import { dealIn, dealOut, snapshot } from '../builders/events';
import { drivers, type Harness, useHarness } from './harness';
import {
  demoAccount,
  forbidden,
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
 * ADMIN_REQUIRE_2FA beyond the admin routers (issue 27, item 8): wherever an administrator may read
 * or act on a member's data through the members' own routes, an administrator without two-step
 * sign-in gets the admin routers' 403 and message; with it, the member's answer; the member, their own.
 */
const setupRequired = { message: 'Administrators must turn on two-step sign-in. Sign in, then turn it on in your profile.' };
const day = 86_400_000;
const codeAt = (secret: string, at: Date) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime() });

async function turnOn(h: Harness, person: Person): Promise<void> {
  const setup = await h.authed(person.token, '/api/profile/two-factor/setup', { method: 'POST' });
  expect(setup.status, setup.text).toBe(200);
  const enabled = await h.authed(person.token, '/api/profile/two-factor/enable', {
    body: { code: codeAt(setup.body.secret, h.clock.now()) },
  });
  expect(enabled.status, enabled.text).toBe(200);
}

/** A GET (or `method`) whose body is read whole, or, for a stream, cancelled once the status is known. */
async function call(h: Harness, token: string, path: string, method = 'GET') {
  const response = await h.app.request(path, { method, headers: { Authorization: `Bearer ${token}` } }, { clientAddress: h.nextIp() });
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
    await response.body?.cancel();
    return { status: response.status, body: undefined };
  }
  const text = await response.text();
  return { status: response.status, body: response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined };
}

describe.each(drivers)('ADMIN_REQUIRE_2FA on the members’ routes (%s)', (driver) => {
  const h = useHarness(driver, 60_000, { env: () => ({ ADMIN_REQUIRE_2FA: 'true' }) });
  let member: Person;
  let stranger: Person;
  let admin: Person;
  /** Each route an administrator may use on a member's data, and what another member gets there. */
  let routes: { path: string; method?: string; stranger: { status: number; body?: unknown }; read: boolean }[];

  beforeAll(async () => {
    await seedCatalogue(h.services.db);
    const start = Date.parse('2026-02-02T08:00:00Z');
    h.clock.set(start);
    // The administrator who sets things up turns two-step sign-in on first, as the admin routers ask.
    const boss = await signedInAdmin(h);
    await turnOn(h, boss);
    member = await signedInMember(h);
    const { order } = await placeOrder(h, member.token, 'two-step-10k', 'demo');
    expect(order.invoiceId).not.toBeNull();
    const phase1 = await demoAccount(h, member.token, 'two-step-10k');
    const force = (id: string) =>
      h.authed(boss.token, `/api/admin/accounts/${id}/force`, { body: { action: 'pass', reason: 'test set-up' } });
    expect((await force(phase1.id)).status).toBe(200);
    const phase2 = (await successorOf(h, phase1.id))!;
    expect((await force(phase2.id)).status).toBe(200);
    const funded = (await successorOf(h, phase2.id))!;
    const [certificate] = await h.db.select().from(certificates).where(eq(certificates.userId, member.id));
    const open = new Date(start + day).toISOString();
    const close = new Date(start + day + 3_600_000).toISOString();
    await ingest(h, funded.login, [dealIn('f1', open), dealOut('f1', close, 50_000), snapshot(close, 1_050_000, 1_050_000)]);
    h.clock.set(start + 16 * day);
    member = await refresh(h, member);
    await verifiedIdentity(h, member);
    const destination = { method: 'bankTransfer', accountHolder: 'Maria Novak', iban: 'CZ65 0800 0000 1920 0014 5399', bic: 'GIBACZPX' };
    const payout = await h.authed(member.token, '/api/payouts', { body: { accountId: funded.id, amount: 10_000, destination } });
    expect(payout.status, payout.text).toBe(201);
    stranger = await signedInMember(h);
    admin = await signedInAdmin(h);

    const refused = { status: 403, body: forbidden };
    const account = (suffix: string) => ({ path: `/api/accounts/${funded.id}${suffix}`, stranger: refused, read: true });
    routes = [
      ...['', '/deals', '/daily', '/equity', '/statistics', '/trades', '/trades/export', '/positions', '/after-close', '/stream'].map(
        account,
      ),
      { path: `/api/orders/${order.id}`, stranger: refused, read: true },
      { path: `/api/orders/${order.id}/cancel`, method: 'POST', stranger: refused, read: false },
      { path: `/api/invoices/${order.invoiceId}/pdf`, stranger: refused, read: true },
      { path: `/api/certificates/${certificate!.id}/pdf`, stranger: refused, read: true },
      { path: `/api/user/${encodeURIComponent(member.email)}`, stranger: refused, read: true },
      { path: `/api/payouts/accounts/${funded.id}`, stranger: { status: 404 }, read: true },
      { path: `/api/payouts/${payout.body.id}`, stranger: { status: 404 }, read: true },
    ];
  }, 60_000);

  it('refuses an administrator without two-step sign-in with 403 and the admin routers’ message, on every route', async () => {
    expect((await call(h, admin.token, '/api/admin/orders')).body).toEqual(setupRequired);
    for (const route of routes) {
      expect(await call(h, admin.token, route.path, route.method), route.path).toEqual({ status: 403, body: setupRequired });
    }
    // An unknown email tells such an administrator nothing either.
    expect(await call(h, admin.token, `/api/user/${encodeURIComponent('nobody@example.com')}`)).toEqual({
      status: 403,
      body: setupRequired,
    });
  });

  it('leaves the member their own data, and another member refused as before', async () => {
    for (const route of routes.filter((r) => r.read)) {
      expect((await call(h, member.token, route.path)).status, route.path).toBe(200);
      const other = await call(h, stranger.token, route.path, route.method);
      expect(other.status, route.path).toBe(route.stranger.status);
      if (route.stranger.body) expect(other.body, route.path).toEqual(route.stranger.body);
    }
    // An administrator's own record stays readable, so the screens can send them to the profile.
    expect((await call(h, admin.token, `/api/user/${encodeURIComponent(admin.email)}`)).status).toBe(200);
  });

  it('answers an administrator with two-step sign-in on as it answers the member', async () => {
    await turnOn(h, admin);
    for (const route of routes.filter((r) => r.read)) {
      expect((await call(h, admin.token, route.path)).status, route.path).toBe(200);
    }
    expect((await call(h, admin.token, '/api/admin/orders')).status).toBe(200);
  });
});
