import { Hono } from 'hono';
import { BillingDetailsSchema } from '../../schemas/orders';
import { requireSession } from '../http/auth';
import type { AppEnv } from '../http/context';
import { documented } from '../http/openapi';
import { validate } from '../http/validate';
import { billingDetailsOf, saveBillingDetails } from './service';

/** /api/billing: the caller's own billing details (nobody else's: there is no id to ask for). */
export const billingRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/details', async (c) => c.json(await billingDetailsOf(c.env.services.db, c.get('user'))))
  .put(
    '/details',
    documented('Save the caller’s billing details', { 200: { description: 'The saved details' } }),
    validate('json', BillingDetailsSchema),
    async (c) => {
      const services = c.env.services;
      const details = await saveBillingDetails(services.db, c.get('user'), c.req.valid('json'), services.now());
      return c.json({ details, saved: true });
    },
  );
