import { Hono } from 'hono';
import { DiscountCodeInputSchema, DiscountCodePageSchema, DiscountCodeUpdateSchema, DiscountCodeViewSchema } from '../../schemas/orders';
import { IdParamSchema, PageQuerySchema } from '../../schemas/trading';
import type { AppEnv } from '../http/context';
import { answer, documented, refusal } from '../http/openapi';
import { pageOf } from '../http/paging';
import { validate } from '../http/validate';
import { createCode, disableCode, listCodes, updateCode } from './admin';
import { discountCodeView } from './view';

const noSuchCode = { 404: refusal('No such discount code') };

/** /api/admin/discount-codes: administrators create, list, edit and disable codes (app.ts guards /admin). */
export const adminDiscountRoutes = new Hono<AppEnv>()
  .get(
    '/',
    documented('Discount codes, newest first (administrators)', { 200: answer('A page of codes', DiscountCodePageSchema) }),
    validate('query', PageQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      return c.json(pageOf(await listCodes(c.env.services, query), query, discountCodeView));
    },
  )
  .post(
    '/',
    documented('Create a discount code (administrators, audited)', {
      201: answer('The code', DiscountCodeViewSchema),
      409: refusal('The code is taken'),
    }),
    validate('json', DiscountCodeInputSchema),
    async (c) => c.json(discountCodeView(await createCode(c.env.services, c.get('user').id, c.req.valid('json'))), 201),
  )
  .put(
    '/:id',
    documented('Edit a discount code’s terms, never its text (administrators, audited)', {
      200: answer('The code', DiscountCodeViewSchema),
      ...noSuchCode,
      409: refusal('The code is disabled'),
    }),
    validate('param', IdParamSchema),
    validate('json', DiscountCodeUpdateSchema),
    async (c) => c.json(discountCodeView(await updateCode(c.env.services, c.get('user').id, c.req.valid('param').id, c.req.valid('json')))),
  )
  .post(
    '/:id/disable',
    documented('Disable a discount code for good (administrators, audited)', {
      200: answer('The code', DiscountCodeViewSchema),
      ...noSuchCode,
    }),
    validate('param', IdParamSchema),
    async (c) => c.json(discountCodeView(await disableCode(c.env.services, c.get('user').id, c.req.valid('param').id))),
  );
