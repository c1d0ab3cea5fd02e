import { Hono } from 'hono';
import type { AppEnv } from '../http/context';

/**
 * /api/support: how to reach the firm (SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_HOURS), shown on Help &
 * Support. Public on purpose: these are the firm's published contact details, and someone who
 * cannot sign in is exactly who needs them. Phone and hours are null when not configured.
 */
export const supportRoutes = new Hono<AppEnv>().get('/', (c) => {
  const { env } = c.env.services;
  return c.json({ email: env.SUPPORT_EMAIL, phone: env.SUPPORT_PHONE || null, hours: env.SUPPORT_HOURS || null });
});
