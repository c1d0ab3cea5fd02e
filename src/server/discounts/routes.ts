import { Hono } from 'hono';
import { DiscountCodeInputSchema } from '../../schemas/orders';
import { IdParamSchema, PageQuerySchema } from '../../schemas/trading';
import type { AppEnv } from '../http/context';
import { paged } from '../http/paging';
import { validate } from '../http/validate';
import { createCode, disableCode, listCodes } from './service';
import { discountCodeView } from './view';

/** /api/admin/discount-codes: administrators create, list and disable codes (app.ts guards /admin). */
export const adminDiscountRoutes = new Hono<AppEnv>()
  .get('/', validate('query', PageQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const { rows, total } = await listCodes(c.get('services').db, query);
    return c.json(paged(rows.map(discountCodeView), total, query));
  })
  .post('/', validate('json', DiscountCodeInputSchema), async (c) => {
    const code = await createCode(c.get('services').db, c.get('user').id, c.req.valid('json'));
    return c.json(discountCodeView(code), 201);
  })
  .post('/:id/disable', validate('param', IdParamSchema), async (c) => {
    const services = c.get('services');
    const code = await disableCode(services.db, c.get('user').id, c.req.valid('param').id, services.now());
    return c.json(discountCodeView(code));
  });
