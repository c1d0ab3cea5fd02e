import { Hono } from 'hono';
import { type SavedBillingDetails, SavedBillingDetailsSchema } from '../../schemas/billing';
import { BillingDetailsSchema } from '../../schemas/orders';
import { requireSession } from '../http/auth';
import type { AppEnv } from '../http/context';
import { answer, documented } from '../http/openapi';
import { validate } from '../http/validate';
import { billingDetailsOf, saveBillingDetails } from './service';

/** /api/billing: the caller's own billing details (nobody else's: there is no id to ask for). */
export const billingRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get(
    '/details',
    documented('The caller’s billing details, or a draft from the account before the first save', {
      200: answer('The details', SavedBillingDetailsSchema),
    }),
    async (c) => c.json(await billingDetailsOf(c.env.services, c.get('user'))),
  )
  .put(
    '/details',
    documented('Save the caller’s billing details', { 200: answer('The saved details', SavedBillingDetailsSchema) }),
    validate('json', BillingDetailsSchema),
    async (c) => {
      const details = await saveBillingDetails(c.env.services, c.get('user'), c.req.valid('json'));
      return c.json({ details, saved: true } satisfies SavedBillingDetails);
    },
  );
