import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  AdminPayoutQuerySchema,
  AdminPayoutSummaryQuerySchema,
  PayoutListQuerySchema,
  PayoutPaySchema,
  PayoutRejectSchema,
  PayoutRequestSchema,
} from '../../schemas/payouts';
import { IdParamSchema } from '../../schemas/trading';
import { tradingAccounts } from '../db/schema';
import { DomainError, tooManyAttempts } from '../errors';
import { requireSession } from '../http/auth';
import { type AppContext, type AppEnv, localeOf, translate } from '../http/context';
import { documented } from '../http/openapi';
import { paged } from '../http/paging';
import { validate } from '../http/validate';
import { announceAccounts } from '../live/announce';
import { mailPayoutStep } from './mail';
import {
  adminPayout,
  adminPayouts,
  listPayouts,
  movePayout,
  NotEligible,
  payoutAccount,
  payoutAccounts,
  payoutFor,
  payoutSummary,
  requestPayout,
  savedDestinations,
  type Transition,
} from './service';
import { adminPayoutView, checklistView, payoutAccountView, payoutView } from './view';

/** Ineligible: 409 with every unmet item's sentence, so the member reads why, in their language. */
function refuse(c: AppContext, error: unknown) {
  if (!(error instanceof NotEligible)) throw error;
  const reasons = checklistView(c, error.unmet, error.currency)
    .map((item) => item.message)
    .join('; ');
  return c.json({ message: translate(c, 'payout.error.notEligible', { reasons }) }, 409);
}

/** /api/payouts: a member's funded accounts with their checklists, their payouts, and new requests. */
export const payoutRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/accounts', async (c) => {
    const services = c.env.services;
    const rows = await payoutAccounts(services, c.get('user'));
    return c.json({ items: rows.map((row) => payoutAccountView(c, row, services.env.PAYOUT_MINIMUM)) });
  })
  .get(
    '/accounts/:id',
    documented('A funded account’s payout eligibility and amount', { 200: { description: 'The checklist and the amount' } }),
    validate('param', IdParamSchema),
    async (c) => {
      const services = c.env.services;
      const row = await payoutAccount(services, c.get('user'), c.req.valid('param').id);
      return c.json(payoutAccountView(c, row, services.env.PAYOUT_MINIMUM));
    },
  )
  .get('/destinations', async (c) => c.json(await savedDestinations(c.env.services.db, c.get('user').id)))
  .get(
    '/',
    documented('The caller’s payouts', { 200: { description: 'A page of payouts' } }),
    validate('query', PayoutListQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      const { rows, total } = await listPayouts(c.env.services.db, { ...query, userId: c.get('user').id });
      return c.json(
        paged(
          rows.map((row) => payoutView(row, localeOf(c))),
          total,
          query,
        ),
      );
    },
  )
  .post(
    '/',
    documented('Request a payout from a funded account', { 201: { description: 'The payout' } }),
    validate('json', PayoutRequestSchema),
    async (c) => {
      const services = c.env.services;
      const user = c.get('user');
      const input = c.req.valid('json');
      if (input.twoFactorCode) {
        const wait = await services.limiter.blocked('twoFactor', user.id);
        if (wait) throw tooManyAttempts(wait);
      }
      try {
        const id = await requestPayout(services, user, input);
        return c.json(payoutView(await payoutFor(services, user, id), localeOf(c)), 201);
      } catch (error) {
        // Wrong codes count against the account as at sign-in.
        if (error instanceof DomainError && error.key === 'error.twoFactorIncorrect') await services.limiter.hit('twoFactor', user.id);
        return refuse(c, error);
      }
    },
  )
  .get(
    '/:id',
    documented('One of the caller’s payouts', { 200: { description: 'The payout' } }),
    validate('param', IdParamSchema),
    async (c) => {
      return c.json(payoutView(await payoutFor(c.env.services, c.get('user'), c.req.valid('param').id), localeOf(c)));
    },
  );

/**
 * /api/admin/payouts (app.ts guards /admin): the queue filtered, searched, sorted and paged, its
 * figures, one payout, and moving a payout on (each transition idempotent and audited).
 */
export const adminPayoutRoutes = new Hono<AppEnv>()
  .get(
    '/',
    documented('The payout queue (administrators)', { 200: { description: 'A page of payouts' } }),
    validate('query', AdminPayoutQuerySchema),
    async (c) => {
      const services = c.env.services;
      const query = c.req.valid('query');
      const { rows, total } = await adminPayouts(services, query);
      const now = services.now();
      return c.json(
        paged(
          rows.map((row) => adminPayoutView(c, row, now)),
          total,
          query,
        ),
      );
    },
  )
  .get(
    '/summary',
    documented('Payout totals per status (administrators)', { 200: { description: 'The totals' } }),
    validate('query', AdminPayoutSummaryQuerySchema),
    async (c) => c.json(await payoutSummary(c.env.services.db, c.req.valid('query'))),
  )
  .get(
    '/:id',
    documented('One payout with its account and risk review (administrators)', { 200: { description: 'The payout' } }),
    validate('param', IdParamSchema),
    async (c) => answer(c, c.req.valid('param').id),
  )
  .post(
    '/:id/approve',
    documented('Approve a payout (administrators)', { 200: { description: 'The payout' } }),
    validate('param', IdParamSchema),
    async (c) => {
      await move(c, 'approve');
      return answer(c, c.req.valid('param').id);
    },
  )
  .post(
    '/:id/reject',
    documented('Reject a payout with a reason the member sees (administrators)', { 200: { description: 'The payout' } }),
    validate('param', IdParamSchema),
    validate('json', PayoutRejectSchema),
    async (c) => {
      await move(c, 'reject', { reason: c.req.valid('json').reason });
      return answer(c, c.req.valid('param').id);
    },
  )
  .post(
    '/:id/pay',
    documented('Record a payout paid (administrators; adjusts the account)', { 200: { description: 'The payout' } }),
    validate('param', IdParamSchema),
    validate('json', PayoutPaySchema),
    async (c) => {
      await move(c, 'pay', { reference: c.req.valid('json').reference });
      return answer(c, c.req.valid('param').id);
    },
  );

/** One payout as the queue shows it. */
async function answer(c: AppContext, id: string) {
  const services = c.env.services;
  return c.json(adminPayoutView(c, await adminPayout(services, id), services.now()));
}

/**
 * One transition by the signed-in administrator; when it changed the payout (not a repeat), the member
 * is mailed and, once paid, the account's screens refresh from the live stream (its balance moved).
 */
async function move(c: AppContext, action: Transition, details: { reason?: string; reference?: string } = {}) {
  const services = c.env.services;
  const id = c.req.param('id') as string;
  const changed = await movePayout(services, c.get('user').id, id, action, details);
  if (!changed) return;
  const row = await payoutFor(services, c.get('user'), id);
  await mailPayoutStep(services, row);
  if (action === 'pay') await announceAccounts(services, eq(tradingAccounts.id, row.payout.accountId));
}
