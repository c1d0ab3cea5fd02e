import { Hono } from 'hono';
import {
  RiskDecisionSchema,
  RiskFlagListSchema,
  RiskFlagPageSchema,
  RiskFlagQuerySchema,
  RiskFlagSchema,
  RiskSummarySchema,
} from '../../schemas/risk';
import { IdParamSchema } from '../../schemas/trading';
import type { AppEnv } from '../http/context';
import { answer, documented, refusal } from '../http/openapi';
import { validate } from '../http/validate';
import { decideFlag, flagDetail, flagSummary, listFlags, rescanByAdmin } from './service';

const noSuchFlag = { 404: refusal('No such flag') };

/** /api/admin/risk (app.ts guards /admin): the risk desk's review queue (issue 30). */
export const adminRiskRoutes = new Hono<AppEnv>()
  .get(
    '/flags',
    documented('Risk flags, most severe and oldest first, filtered by review status, detector and severity (administrators)', {
      200: answer('A page of flags', RiskFlagPageSchema),
    }),
    validate('query', RiskFlagQuerySchema),
    async (c) => c.json(await listFlags(c.env.services, c.req.valid('query'))),
  )
  .get(
    '/summary',
    documented('Open risk flags per severity (administrators)', { 200: answer('The counts', RiskSummarySchema) }),
    async (c) => c.json(await flagSummary(c.env.services)),
  )
  .get(
    '/flags/:id',
    documented('A risk flag with its evidence, accounts, linked members and decision (administrators)', {
      200: answer('The flag', RiskFlagSchema),
      ...noSuchFlag,
    }),
    validate('param', IdParamSchema),
    async (c) => c.json(await flagDetail(c.env.services, c.req.valid('param').id)),
  )
  .post(
    '/flags/:id/decision',
    documented(
      'Decide a flag with a reason (administrators, audited): dismiss, confirm, or confirm and fail its accounts or refuse their payouts',
      { 200: answer('The flag as decided', RiskFlagSchema), ...noSuchFlag },
    ),
    validate('param', IdParamSchema),
    validate('json', RiskDecisionSchema),
    async (c) => c.json(await decideFlag(c.env.services, c.get('user').id, c.req.valid('param').id, c.req.valid('json'))),
  )
  .post(
    '/accounts/:id/rescan',
    documented('Scan an account again from its whole history (administrators, audited)', {
      200: answer('The account’s flags, up to date', RiskFlagListSchema),
      404: refusal('No such account'),
    }),
    validate('param', IdParamSchema),
    async (c) => c.json(await rescanByAdmin(c.env.services, c.get('user').id, c.req.valid('param').id)),
  );
