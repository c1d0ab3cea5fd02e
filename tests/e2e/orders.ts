import { type APIRequestContext, expect } from '@playwright/test';
import { billing } from '../builders/orders';
import { newMember } from './session';

/** A demo Two-Step 10K, bought as a test's own account. */
export const demoTwoStep = [{ slug: 'two-step-10k', provider: 'demo' as const }];

/** An order as POST /api/orders answers it. */
export type Placed = { id: string; number: string; total: number };

/** A fresh member and the orders it places through the API, as the configurator would. */
export async function memberWithOrders(
  request: APIRequestContext,
  tag: string,
  orders: { slug: string; provider: 'manual' | 'demo' }[],
  name?: { firstName: string; lastName: string },
) {
  const user = await newMember(request, tag, name);
  const login = await request.post('/api/auth/login', { data: { ...user, userGeolocation: null } });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { accessToken: string }).accessToken;
  const auth = { Authorization: `Bearer ${token}` };
  const catalogue = (await (await request.get('/api/challenges')).json()) as { items: { id: string; slug: string }[] };
  const placed: Placed[] = [];
  for (const { slug, provider } of orders) {
    const challenge = catalogue.items.find((item) => item.slug === slug);
    const response = await request.post('/api/orders', {
      headers: auth,
      data: { challengeId: challenge?.id, billing: { ...billing, email: user.email }, provider, discountCode: '', acceptTerms: true },
    });
    expect(response.status(), await response.text()).toBe(201);
    placed.push(((await response.json()) as { order: Placed }).order);
  }
  return { ...user, token, auth, placed };
}
