import { Hono } from 'hono';
import { AuditActionsSchema, AuditPageSchema, AuditQuerySchema } from '../../schemas/audit';
import type { AppEnv } from '../http/context';
import { answer, documented } from '../http/openapi';
import { pageOf } from '../http/paging';
import { validate } from '../http/validate';
import { auditActions, auditEntries } from './service';
import { auditView } from './view';

/** /api/admin/audit (app.ts guards /admin): the audit log, filtered and paged, and the actions it holds. */
export const adminAuditRoutes = new Hono<AppEnv>()
  .get(
    '/',
    documented('The audit log (administrators)', { 200: answer('A page of audit entries', AuditPageSchema) }),
    validate('query', AuditQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      return c.json(pageOf(await auditEntries(c.env.services, query), query, auditView));
    },
  )
  .get(
    '/actions',
    documented('The actions the audit log holds, for its filter (administrators)', {
      200: answer('The action codes, in order', AuditActionsSchema),
    }),
    async (c) => c.json({ items: await auditActions(c.env.services) }),
  );
