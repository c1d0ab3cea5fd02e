import { Hono } from 'hono';
import { AuditQuerySchema } from '../../schemas/audit';
import type { AppEnv } from '../http/context';
import { documented } from '../http/openapi';
import { paged } from '../http/paging';
import { validate } from '../http/validate';
import { auditActions, auditEntries } from './service';
import { auditView } from './view';

/** /api/admin/audit (app.ts guards /admin): the audit log, filtered and paged, and the actions it holds. */
export const adminAuditRoutes = new Hono<AppEnv>()
  .get(
    '/',
    documented('The audit log (administrators)', { 200: { description: 'A page of audit entries' } }),
    validate('query', AuditQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      const { rows, total } = await auditEntries(c.env.services.db, query);
      return c.json(paged(rows.map(auditView), total, query));
    },
  )
  .get('/actions', async (c) => c.json({ items: await auditActions(c.env.services.db) }));
