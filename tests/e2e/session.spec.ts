import { expect, type Request, test } from '@playwright/test';
import { admin, newMember, recordToasts, shownToasts, signInAs } from './session';

test.describe('session in the browser', () => {
  test('the token is re-verified every 15 s; a server-side revocation ends the session with a toast and the login page', async ({
    page,
    request,
  }) => {
    const user = await newMember(request, 'revoke');
    const token = await signInAs(page, request, user);
    await page.clock.install();
    await recordToasts(page);
    const checks: number[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/auth/verify-token')) checks.push(Date.now());
    });
    await page.goto('/accounts');
    await expect(page.getByRole('button', { name: /Session T\./ })).toBeVisible();
    const atStart = checks.length;
    await page.clock.fastForward(15_000);
    await expect.poll(() => checks.length).toBe(atStart + 1);
    await expect(page).toHaveURL(/\/accounts$/);

    // Revoked elsewhere (another device logs this token out).
    expect((await request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);
    await page.clock.fastForward(15_000);
    // The server's message for a revoked token is "Session expired".
    await expect.poll(() => shownToasts(page)).toContainEqual(expect.stringContaining('Session expired'));
    await page.clock.fastForward(2_000);
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect(await page.evaluate(() => [localStorage.getItem('access'), localStorage.getItem('email')])).toEqual([null, null]);
    // The stored message is shown once on the login page.
    await expect(page.getByRole('alert')).toHaveText('Session expired');
    await page.reload();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('every session check and screen request is answered and closed: none is left open to hold a connection', async ({
    page,
    request,
  }) => {
    const user = await newMember(request, 'closed');
    await signInAs(page, request, user);
    await page.clock.install();
    const open = new Set<Request>();
    const checks: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      // A live feed stays open by design.
      if (path.startsWith('/api/') && !path.endsWith('/stream')) open.add(r);
      if (path === '/api/auth/verify-token') checks.push(path);
    });
    page.on('requestfinished', (r) => open.delete(r));
    page.on('requestfailed', (r) => open.delete(r));
    await page.goto('/accounts');
    await expect(page.getByRole('button', { name: /Session T\./ })).toBeVisible();
    await page.clock.fastForward(15_000);
    await expect.poll(() => checks.length).toBeGreaterThanOrEqual(2);
    // An answer whose body nobody reads keeps its request open (and, over HTTP/1.1, a connection).
    await expect.poll(() => [...open].map((r) => r.url())).toEqual([]);
  });

  test('a suspended account is signed out at the next check and told why, once', async ({ page, request }) => {
    const user = await newMember(request, 'suspend');
    await signInAs(page, request, user);
    await page.clock.install();
    await recordToasts(page);
    await page.goto('/accounts');
    await expect(page.getByRole('button', { name: /Session T\./ })).toBeVisible();
    const id = await page.evaluate(() => localStorage.getItem('id'));

    const adminLogin = await request.post('/api/auth/login', {
      data: { email: admin.email, password: admin.password, userGeolocation: null },
    });
    const { accessToken } = (await adminLogin.json()) as { accessToken: string };
    const suspend = await request.patch(`/api/users/${id}/status`, {
      headers: { Authorization: `Bearer ${accessToken}` },
      data: { status: 'Suspended' },
    });
    expect(suspend.status()).toBe(200);

    await page.clock.fastForward(15_000);
    await expect.poll(() => shownToasts(page)).toContainEqual(expect.stringContaining('Your account has been suspended'));
    await page.clock.fastForward(2_000);
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('alert')).toHaveText('Your account has been suspended');
    await page.reload();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a failing check (network down) ends the session with the verification-failed toast', async ({ page, request }) => {
    const user = await newMember(request, 'offline');
    await signInAs(page, request, user);
    await page.clock.install();
    await recordToasts(page);
    await page.goto('/accounts');
    await expect(page.getByRole('button', { name: /Session T\./ })).toBeVisible();
    await page.route('**/api/auth/verify-token', (route) => route.abort('connectionrefused'));
    await page.clock.fastForward(15_000);
    await expect
      .poll(() => shownToasts(page))
      .toContainEqual(expect.stringContaining('Session verification failed. Redirecting to login...'));
    await page.clock.fastForward(2_000);
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
});
