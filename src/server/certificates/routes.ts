import { Hono } from 'hono';
import {
  AdminCertificateQuerySchema,
  CertificateIssueSchema,
  CertificateListQuerySchema,
  CertificateRevokeSchema,
} from '../../schemas/certificates';
import { CertificateCodeParamSchema, IdParamSchema } from '../../schemas/trading';
import { requireSession } from '../http/auth';
import { type AppEnv, localeOf } from '../http/context';
import { paged } from '../http/paging';
import { validate } from '../http/validate';
import { adminCertificate, allCertificates, issueManually } from './admin';
import { renderCertificatePdf } from './pdf';
import { certificateByCode, ownCertificates, readableCertificate, revokeCertificate, statusOf } from './service';
import { adminCertificateView, certificateView, verifiedCertificateView } from './view';

/** /api/certificates: a member's certificates and their PDFs, and a public check by code. */
export const certificateRoutes = new Hono<AppEnv>()
  // Public: anyone holding a code can check a certificate. It only reads (no write per check).
  .get('/verify/:code', validate('param', CertificateCodeParamSchema), async (c) => {
    const services = c.env.services;
    const certificate = await certificateByCode(services.db, c.req.valid('param').code);
    return c.json(verifiedCertificateView(certificate, statusOf(services.certificates, certificate)));
  })
  .get('/', requireSession, validate('query', CertificateListQuerySchema), async (c) => {
    const services = c.env.services;
    const query = c.req.valid('query');
    const { rows, total } = await ownCertificates(services.db, c.get('user').id, query);
    return c.json(
      paged(
        rows.map((row) => certificateView(row, statusOf(services.certificates, row))),
        total,
        query,
      ),
    );
  })
  // Drawn again from the row on each download, in the language of the request (the page's).
  .get('/:id/pdf', requireSession, validate('param', IdParamSchema), async (c) => {
    const services = c.env.services;
    const certificate = await readableCertificate(services.db, c.get('user'), c.req.valid('param').id);
    const pdf = await renderCertificatePdf({
      certificate,
      status: statusOf(services.certificates, certificate),
      locale: localeOf(c),
      appUrl: services.env.APP_URL,
    });
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="certificate-${certificate.code}.pdf"`,
    });
  });

/**
 * /api/admin/certificates (app.ts guards /admin): every certificate, searched, filtered, sorted and
 * paged; one issued by hand; revocation with a reason. Both writes are audited; a revoked
 * certificate stays, and says so on its public page and its PDF. Administrators download any
 * certificate's PDF through /api/certificates/:id/pdf.
 */
export const adminCertificateRoutes = new Hono<AppEnv>()
  .get('/', validate('query', AdminCertificateQuerySchema), async (c) => {
    const services = c.env.services;
    const query = c.req.valid('query');
    const { rows, total } = await allCertificates(services.db, query);
    return c.json(
      paged(
        rows.map((row) => adminCertificateView(row, statusOf(services.certificates, row.certificate))),
        total,
        query,
      ),
    );
  })
  .post('/', validate('json', CertificateIssueSchema), async (c) => {
    const services = c.env.services;
    const issued = await issueManually(services, c.get('user').id, c.req.valid('json'));
    const row = await adminCertificate(services.db, issued.id);
    return c.json(adminCertificateView(row, statusOf(services.certificates, row.certificate)), 201);
  })
  .post('/:id/revoke', validate('param', IdParamSchema), validate('json', CertificateRevokeSchema), async (c) => {
    const services = c.env.services;
    const { id } = c.req.valid('param');
    await revokeCertificate(services.db, c.get('user').id, id, c.req.valid('json').reason, services.now());
    const row = await adminCertificate(services.db, id);
    return c.json(adminCertificateView(row, statusOf(services.certificates, row.certificate)));
  });
