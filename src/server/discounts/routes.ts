import { Hono } from 'hono';
import { DiscountCodeInputSchema, DiscountCodeUpdateSchema } from '../../schemas/orders';
import { IdParamSchema, PageQuerySchema } from '../../schemas/trading';
import type { AppEnv } from '../http/context';
import { paged } from '../http/paging';
import { validate } from '../http/validate';
import { createCode, disableCode, listCodes, updateCode } from './service';
import { discountCodeView } from './view';

/** /api/admin/discount-codes: administrators create, list, edit and disable codes (app.ts guards /admin). */
export const adminDiscountRoutes = new Hono<AppEnv>()
  .get('/', validate('query', PageQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const { rows, total } = await listCodes(c.env.services.db, query);
    return c.json(paged(rows.map(discountCodeView), total, query));
  })
  .post('/', validate('json', DiscountCodeInputSchema), async (c) => {
    const services = c.env.services;
    const code = await createCode(services.db, c.get('user').id, c.req.valid('json'), services.now());
    return c.json(discountCodeView(code), 201);
  })
  .put('/:id', validate('param', IdParamSchema), validate('json', DiscountCodeUpdateSchema), async (c) => {
    const services = c.env.services;
    const code = await updateCode(services.db, c.get('user').id, c.req.valid('param').id, c.req.valid('json'), services.now());
    return c.json(discountCodeView(code));
  })
  .post('/:id/disable', validate('param', IdParamSchema), async (c) => {
    const services = c.env.services;
    const code = await disableCode(services.db, c.get('user').id, c.req.valid('param').id, services.now());
    return c.json(discountCodeView(code));
  });
