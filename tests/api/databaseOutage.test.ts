import { afterAll, describe, expect, it } from 'vitest';
import { de } from '../../src/i18n/de';
import { startTcpProxy } from '../standins/tcpProxy';
import { useHarness } from './harness';

/**
 * PostgreSQL goes away while the API serves (a restart, a failover), then comes back: callers get
 * a JSON 503 saying to try again, the process stays up, and it serves again without a restart.
 */
const server = process.env.DATABASE_URL;
describe.runIf(server)('the database going away and coming back (postgres)', async () => {
  const target = new URL(server ?? 'postgres://127.0.0.1:5432');
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  afterAll(() => proxy.close());
  const h = useHarness('postgres', 30_000, {
    connectVia: (url) => Object.assign(new URL(url), { hostname: '127.0.0.1', port: String(proxy.port) }).toString(),
  });

  it('answers 503 in JSON in the caller language while it is gone, says not ready, and serves again once it is back', async () => {
    const { email, password } = await h.member();
    const token = await h.token(email, password);
    expect((await h.authed(token, '/api/profile/sessions')).status).toBe(200);

    proxy.cut();
    // A login reads the database whatever the session cache holds.
    const refused = await h.login(email, password, { lang: 'de' });
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ message: de['error.unavailable'] });
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    const listed = await h.authed(token, '/api/profile/sessions');
    expect(listed.status).toBe(503);
    expect(await h.request('/api/ready')).toMatchObject({ status: 503, body: { status: 'unavailable', reason: 'database unreachable' } });

    proxy.restore();
    await expect.poll(async () => (await h.authed(token, '/api/profile/sessions')).status, { timeout: 10_000 }).toBe(200);
    expect((await h.login(email, password)).status).toBe(200);
    expect(await h.request('/api/ready')).toMatchObject({ status: 200, body: { status: 'ready' } });
  }, 60_000);
});
