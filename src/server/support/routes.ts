import { Hono } from 'hono';
import { SupportContactSchema } from '../../schemas/support';
import type { AppEnv } from '../http/context';
import { answer, documented } from '../http/openapi';

/**
 * /api/support: how to reach the firm (SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_HOURS), shown on Help &
 * Support. Public on purpose: these are the firm's published contact details, and someone who
 * cannot sign in is exactly who needs them. Phone and hours are null when not configured.
 */
export const supportRoutes = new Hono<AppEnv>().get(
  '/',
  documented('How to reach the firm’s support', { 200: answer('The contact details', SupportContactSchema) }),
  (c) => {
    const { env } = c.env.services;
    return c.json({ email: env.SUPPORT_EMAIL, phone: env.SUPPORT_PHONE || null, hours: env.SUPPORT_HOURS || null });
  },
);
