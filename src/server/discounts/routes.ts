import { Hono } from 'hono';
import { DiscountCodeInputSchema, DiscountCodeUpdateSchema } from '../../schemas/orders';
import { IdParamSchema, PageQuerySchema } from '../../schemas/trading';
import type { AppEnv } from '../http/context';
import { documented } from '../http/openapi';
import { paged } from '../http/paging';
import { validate } from '../http/validate';
import { createCode, disableCode, listCodes, updateCode } from './service';
import { discountCodeView } from './view';

/** /api/admin/discount-codes: administrators create, list, edit and disable codes (app.ts guards /admin). */
export const adminDiscountRoutes = new Hono<AppEnv>()
  .get(
    '/',
    documented('Discount codes (administrators)', { 200: { description: 'A page of codes' } }),
    validate('query', PageQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      const { rows, total } = await listCodes(c.env.services.db, query);
      return c.json(paged(rows.map(discountCodeView), total, query));
    },
  )
  .post(
    '/',
    documented('Create a discount code (administrators)', { 201: { description: 'The code' } }),
    validate('json', DiscountCodeInputSchema),
    async (c) => {
      const services = c.env.services;
      const code = await createCode(services.db, c.get('user').id, c.req.valid('json'), services.now());
      return c.json(discountCodeView(code), 201);
    },
  )
  .put(
    '/:id',
    documented('Edit a discount code (administrators)', { 200: { description: 'The code' } }),
    validate('param', IdParamSchema),
    validate('json', DiscountCodeUpdateSchema),
    async (c) => {
      const services = c.env.services;
      const code = await updateCode(services.db, c.get('user').id, c.req.valid('param').id, c.req.valid('json'), services.now());
      return c.json(discountCodeView(code));
    },
  )
  .post(
    '/:id/disable',
    documented('Disable a discount code (administrators)', { 200: { description: 'The code' } }),
    validate('param', IdParamSchema),
    async (c) => {
      const services = c.env.services;
      const code = await disableCode(services.db, c.get('user').id, c.req.valid('param').id, services.now());
      return c.json(discountCodeView(code));
    },
  );
