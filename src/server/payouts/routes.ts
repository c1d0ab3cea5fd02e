import { Hono } from 'hono';
import {
  AdminPayoutPageSchema,
  AdminPayoutQuerySchema,
  AdminPayoutSchema,
  AdminPayoutSummaryQuerySchema,
  PayoutAccountListSchema,
  PayoutAccountSchema,
  PayoutApproveSchema,
  PayoutListQuerySchema,
  PayoutPageSchema,
  PayoutPaySchema,
  PayoutRejectSchema,
  PayoutRequestSchema,
  PayoutSchema,
  PayoutSummarySchema,
  SavedDestinationsSchema,
} from '../../schemas/payouts';
import { IdParamSchema } from '../../schemas/trading';
import { requireSession } from '../http/auth';
import { type AppContext, type AppEnv, localeOf, translate } from '../http/context';
import { answer, documented, refusal } from '../http/openapi';
import { pageOf } from '../http/paging';
import { validate } from '../http/validate';
import { adminPayout, adminPayouts, movePayout, payoutSummary } from './admin';
import { listPayouts, NotEligible, payoutAccount, payoutAccounts, payoutFor, requestPayout, savedDestinations } from './service';
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
  .get(
    '/accounts',
    documented('The caller’s funded accounts, each with its payout checklist and payable amount', {
      200: answer('The funded accounts, newest first', PayoutAccountListSchema),
    }),
    async (c) => {
      const services = c.env.services;
      const rows = await payoutAccounts(services, c.get('user'));
      return c.json({ items: rows.map((row) => payoutAccountView(c, row, services.env.PAYOUT_MINIMUM)) });
    },
  )
  .get(
    '/accounts/:id',
    documented('A funded account’s payout eligibility and amount', {
      200: answer('The checklist and the amount', PayoutAccountSchema),
      404: refusal('No such account (or another member’s)'),
    }),
    validate('param', IdParamSchema),
    async (c) => {
      const services = c.env.services;
      const row = await payoutAccount(services, c.get('user'), c.req.valid('param').id);
      return c.json(payoutAccountView(c, row, services.env.PAYOUT_MINIMUM));
    },
  )
  .get(
    '/destinations',
    documented('The destinations the caller used last, per method, to prefill the next request', {
      200: answer('The saved destinations', SavedDestinationsSchema),
    }),
    async (c) => c.json(await savedDestinations(c.env.services, c.get('user').id)),
  )
  .get(
    '/',
    documented('The caller’s payouts', { 200: answer('A page of payouts', PayoutPageSchema) }),
    validate('query', PayoutListQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      return c.json(
        pageOf(await listPayouts(c.env.services, { ...query, userId: c.get('user').id }), query, (row) => payoutView(row, localeOf(c))),
      );
    },
  )
  .post(
    '/',
    documented('Request a payout from a funded account (audited)', {
      201: answer('The payout', PayoutSchema),
      404: refusal('No such account (or another member’s)'),
      409: refusal('Not funded, a request already open, not eligible (every unmet item named), or above the payable amount'),
      429: refusal('Too many wrong two-step codes: try again later'),
    }),
    validate('json', PayoutRequestSchema),
    async (c) => {
      const services = c.env.services;
      const user = c.get('user');
      try {
        const id = await requestPayout(services, user, c.req.valid('json'));
        return c.json(payoutView(await payoutFor(services, user, id), localeOf(c)), 201);
      } catch (error) {
        return refuse(c, error);
      }
    },
  )
  .get(
    '/:id',
    documented('One of the caller’s payouts', {
      200: answer('The payout', PayoutSchema),
      404: refusal('No such payout (or another member’s)'),
    }),
    validate('param', IdParamSchema),
    async (c) => {
      return c.json(payoutView(await payoutFor(c.env.services, c.get('user'), c.req.valid('param').id), localeOf(c)));
    },
  );

const noSuchPayout = { 404: refusal('No such payout') };
const transition = (summary: string) =>
  documented(summary, {
    200: answer('The payout', AdminPayoutSchema),
    ...noSuchPayout,
    409: refusal(
      'The payout’s status does not allow it (or, to pay, the account no longer holds the profit; to approve, risk flags need an override)',
    ),
  });

/**
 * /api/admin/payouts (app.ts guards /admin): the queue filtered, searched, sorted and paged, its
 * figures, one payout, and moving a payout on (each transition idempotent and audited, admin.ts).
 */
export const adminPayoutRoutes = new Hono<AppEnv>()
  .get(
    '/',
    documented('The payout queue (administrators)', { 200: answer('A page of payouts', AdminPayoutPageSchema) }),
    validate('query', AdminPayoutQuerySchema),
    async (c) => {
      const services = c.env.services;
      const query = c.req.valid('query');
      const now = services.now();
      return c.json(pageOf(await adminPayouts(services, query), query, (row) => adminPayoutView(c, row, now)));
    },
  )
  .get(
    '/summary',
    documented('Payout totals per status (administrators)', { 200: answer('The totals', PayoutSummarySchema) }),
    validate('query', AdminPayoutSummaryQuerySchema),
    async (c) => c.json(await payoutSummary(c.env.services, c.req.valid('query'))),
  )
  .get(
    '/:id',
    documented('One payout with its account and risk review (administrators)', {
      200: answer('The payout', AdminPayoutSchema),
      ...noSuchPayout,
    }),
    validate('param', IdParamSchema),
    async (c) => {
      const services = c.env.services;
      return c.json(adminPayoutView(c, await adminPayout(services, c.req.valid('param').id), services.now()));
    },
  )
  .post(
    '/:id/approve',
    transition('Approve a payout (administrators); with risk flags on the account only with `riskOverride`, a reason (audited)'),
    validate('param', IdParamSchema),
    validate('json', PayoutApproveSchema),
    async (c) => {
      const services = c.env.services;
      const moved = await movePayout(services, c.get('user').id, c.req.valid('param').id, 'approve', c.req.valid('json'));
      return c.json(adminPayoutView(c, moved, services.now()));
    },
  )
  .post(
    '/:id/reject',
    transition('Reject a payout with a reason the member sees (administrators)'),
    validate('param', IdParamSchema),
    validate('json', PayoutRejectSchema),
    async (c) => {
      const services = c.env.services;
      const moved = await movePayout(services, c.get('user').id, c.req.valid('param').id, 'reject', c.req.valid('json'));
      return c.json(adminPayoutView(c, moved, services.now()));
    },
  )
  .post(
    '/:id/pay',
    transition('Record a payout paid (administrators; adjusts the account)'),
    validate('param', IdParamSchema),
    validate('json', PayoutPaySchema),
    async (c) => {
      const services = c.env.services;
      const moved = await movePayout(services, c.get('user').id, c.req.valid('param').id, 'pay', c.req.valid('json'));
      return c.json(adminPayoutView(c, moved, services.now()));
    },
  );
