import { describe, expect, it } from 'vitest';
import { drivers, useHarness } from './harness';

/** Help & Support's contact panel reads the firm's details from configuration, for anyone. */
describe.each(drivers)('GET /api/support (%s)', (driver) => {
  const h = useHarness(driver, 30_000, {
    env: () => ({ SUPPORT_EMAIL: 'help@firm.example', SUPPORT_PHONE: '+420 222 333 444', SUPPORT_HOURS: 'Mon–Fri 9:00–17:00 CET' }),
  });

  it('answers the configured email, phone and hours without signing in', async () => {
    const response = await h.request('/api/support');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ email: 'help@firm.example', phone: '+420 222 333 444', hours: 'Mon–Fri 9:00–17:00 CET' });
  });
});

describe.each(drivers)('GET /api/support with the defaults (%s)', (driver) => {
  const h = useHarness(driver);

  it('gives the default email and no phone or hours when they are not configured', async () => {
    const response = await h.request('/api/support');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ email: 'support@example.com', phone: null, hours: null });
  });
});
