import { Hono } from 'hono';
import { IdParamSchema } from '../../schemas/trading';
import { requireSession } from '../http/auth';
import type { AppEnv } from '../http/context';
import { documented, file, refusal } from '../http/openapi';
import { validate } from '../http/validate';
import { renderInvoicePdf } from './pdf';
import { readableInvoice } from './service';

/**
 * /api/invoices: an invoice's or credit note's PDF for the order's owner or an administrator. The
 * id comes from the order views (invoiceId, creditNoteId); the PDF is drawn again from the stored
 * row on each download, byte for byte the same.
 */
export const invoiceRoutes = new Hono<AppEnv>().use(requireSession).get(
  '/:id/pdf',
  documented('An invoice or credit note as PDF', {
    200: file('The document', 'application/pdf'),
    403: refusal('Another member’s document (or the caller’s account is suspended)'),
    404: refusal('No such document'),
  }),
  validate('param', IdParamSchema),
  async (c) => {
    const services = c.env.services;
    const document = await readableInvoice(services, c.get('user'), c.req.valid('param').id);
    const pdf = await renderInvoicePdf(document);
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${document.invoice.number}.pdf"`,
    });
  },
);
