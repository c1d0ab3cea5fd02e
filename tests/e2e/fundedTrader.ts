export { ready } from './pageChecks';

import { createHmac } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { agedTraderName, claimAgedTrader } from './agedTraders';

/**
 * A member whose funded account may be paid out, set up through the API as the firm's systems
 * would (shared by the member's payout test and the admin payout queue's test).
 */
const bridgeSecret = 'e2e-bridge-secret-0123456789-abcdefghij';

type FundedAccount = { accountId: string; login: string; balance: number };

export const auth = (token: string, locale = 'en') => ({ Authorization: `Bearer ${token}`, 'Accept-Language': locale });

export async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

/** The splash lifts once the session is checked; on a busy two-core machine running both servers that can take a while. */

export function postEvents(request: APIRequestContext, accountLogin: string, events: unknown[]) {
  const body = JSON.stringify({ accountLogin, events });
  const signature = `sha256=${createHmac('sha256', bridgeSecret).update(body).digest('hex')}`;
  return request.post('/api/bridge/events', {
    data: body,
    headers: { 'content-type': 'application/json', 'x-bridge-signature': signature },
  });
}

/**
 * A member with a funded account that may be paid out: funded a month ago (an aged trader of the
 * server's, agedTraders.ts), with one closed trade with a profit reported by the platform three
 * weeks ago (past the 14-day interval, and before the funded period whose news windows count).
 */
export async function agedFundedTrader(request: APIRequestContext, options: { verified?: boolean } = {}) {
  const user = claimAgedTrader(test.info().project.name);
  const token = (
    await json<{ accessToken: string }>(
      await request.post('/api/auth/login', { data: { email: user.email, password: user.password, userGeolocation: null } }),
    )
  ).accessToken;
  const funded = (await json<{ items: FundedAccount[] }>(await request.get('/api/payouts/accounts', { headers: auth(token) }))).items[0];
  if (!funded) throw new Error(`${user.email} has no funded account`);
  const opened = Date.now() - 21 * 86_400_000;
  const closed = opened + 2 * 3_600_000;
  const profit = 1_500_00;
  const trade = { ticket: `E2E-${Date.now()}`, symbol: 'EURUSD', side: 'buy', volume: 1 };
  const posted = await postEvents(request, funded.login, [
    { kind: 'deal', time: new Date(opened).toISOString(), entry: 'in', profit: 0, ...trade },
    { kind: 'deal', time: new Date(closed).toISOString(), entry: 'out', profit, ...trade },
    { kind: 'equity', time: new Date(closed).toISOString(), balance: funded.balance + profit, equity: funded.balance + profit },
  ]);
  expect(posted.status(), await posted.text()).toBe(200);
  if (options.verified ?? true) await verifyIdentity(request, token, `${agedTraderName.firstName} ${agedTraderName.lastName}`);
  return { ...user, ...agedTraderName };
}

/** The member's identity verified through the demo provider's API, as payouts need (issue 31). */
export async function verifyIdentity(request: APIRequestContext, token: string, name: string) {
  await json(await request.post('/api/verification/start', { headers: auth(token) }));
  await json(await request.post('/api/verification/demo/submit', { headers: auth(token) }));
  await json(
    await request.post('/api/verification/demo/review', { headers: auth(token), data: { outcome: 'approved', name, country: 'CZ' } }),
  );
}
