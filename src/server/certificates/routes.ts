import { Hono } from 'hono';
import {
  AdminCertificatePageSchema,
  AdminCertificateQuerySchema,
  AdminCertificateSchema,
  CertificateImageQuerySchema,
  CertificateIssueSchema,
  CertificateListQuerySchema,
  CertificatePageSchema,
  CertificateRevokeSchema,
  CertificateVerificationSchema,
} from '../../schemas/certificates';
import { CertificateCodeParamSchema, IdParamSchema } from '../../schemas/trading';
import { DomainError } from '../errors';
import { requireSession } from '../http/auth';
import { type AppEnv, localeOf } from '../http/context';
import { answer, documented, file, refusal } from '../http/openapi';
import { pageOf } from '../http/paging';
import { validate } from '../http/validate';
import { adminCertificate, allCertificates, issueManually, revokeCertificate } from './admin';
import { certificateImageTag, renderCertificateImage } from './image';
import { renderCertificatePdf } from './pdf';
import { certificateByCode, ownCertificates, readableCertificate, statusOf, verifyCertificate } from './service';
import { adminCertificateView, certificateView } from './view';

/**
 * How long a cache may show a certificate's picture without asking again: a revocation reaches
 * link previews within five minutes, and asking again costs a 304 while nothing changed.
 */
const imageMaxAge = 300;

const noSuchCertificate = { 404: refusal('No such certificate') };

/** If-None-Match names this tag (or any): the client's copy is current. */
function matchesTag(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  return header.trim() === '*' || header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === tag);
}

/** /api/certificates: a member's certificates and their PDFs, and a public check by code. */
export const certificateRoutes = new Hono<AppEnv>()
  // Public: anyone holding a code can check a certificate. It only reads (no write per check).
  .get(
    '/verify/:code',
    documented('Verify a certificate by its code (public)', {
      200: answer('The certificate’s claim and whether it stands', CertificateVerificationSchema),
      404: refusal('No certificate has this code'),
    }),
    validate('param', CertificateCodeParamSchema),
    async (c) => {
      const verification = await verifyCertificate(c.env.services, c.req.valid('param').code);
      if (!verification) throw new DomainError('notFound', 'error.notFound', { name: 'entity.certificate' });
      return c.json(verification);
    },
  )
  // The picture link previews show for the public page (docs/decisions/040): public, cached a few
  // minutes and revalidated by its tag, which changes when the certificate is revoked.
  .get(
    '/verify/:code/image.png',
    documented(
      'A certificate as a picture (link previews)',
      {
        200: file('The picture', 'image/png'),
        304: { description: 'Not modified since the tag in If-None-Match' },
        400: refusal('A code or language that cannot be'),
        404: refusal('No certificate has this code'),
      },
      {
        description:
          'A 1200 × 630 PNG of the certificate for Open Graph and Twitter cards: holder, kind, amount, date, verification code and the outcome of the check; a revoked certificate, or one whose record fails its signature, is stamped so. `lang` is the language of the page that links it. Public; `Cache-Control: public, max-age=300` with an `ETag` (`If-None-Match` answers 304).',
      },
    ),
    validate('param', CertificateCodeParamSchema),
    validate('query', CertificateImageQuerySchema),
    async (c) => {
      const services = c.env.services;
      const certificate = await certificateByCode(services, c.req.valid('param').code);
      const image = {
        certificate,
        status: statusOf(services.certificates, certificate),
        locale: c.req.valid('query').lang,
        appUrl: services.env.APP_URL,
      };
      const tag = certificateImageTag(image);
      const caching = { 'Cache-Control': `public, max-age=${imageMaxAge}`, ETag: tag };
      if (matchesTag(c.req.header('if-none-match'), tag)) return c.body(null, 304, caching);
      const png = await renderCertificateImage(image);
      return c.body(new Uint8Array(png), 200, { ...caching, 'Content-Type': 'image/png' });
    },
  )
  .get(
    '/',
    documented('The caller’s certificates', { 200: answer('A page of certificates', CertificatePageSchema) }),
    requireSession,
    validate('query', CertificateListQuerySchema),
    async (c) => {
      const services = c.env.services;
      const query = c.req.valid('query');
      return c.json(
        pageOf(await ownCertificates(services, c.get('user').id, query), query, (row) =>
          certificateView(row, statusOf(services.certificates, row)),
        ),
      );
    },
  )
  // Drawn again from the row on each download, in the language of the request (the page's).
  .get(
    '/:id/pdf',
    documented('A certificate as PDF', {
      200: file('The document', 'application/pdf'),
      403: refusal('Another member’s certificate'),
      ...noSuchCertificate,
    }),
    requireSession,
    validate('param', IdParamSchema),
    async (c) => {
      const services = c.env.services;
      const certificate = await readableCertificate(services, c.get('user'), c.req.valid('param').id);
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
    },
  );

/**
 * /api/admin/certificates (app.ts guards /admin): every certificate, searched, filtered, sorted and
 * paged; one issued by hand; revocation with a reason. Both writes are audited; a revoked
 * certificate stays, and says so on its public page and its PDF. Administrators download any
 * certificate's PDF through /api/certificates/:id/pdf.
 */
export const adminCertificateRoutes = new Hono<AppEnv>()
  .get(
    '/',
    documented('Every certificate (administrators)', { 200: answer('A page of certificates', AdminCertificatePageSchema) }),
    validate('query', AdminCertificateQuerySchema),
    async (c) => {
      const services = c.env.services;
      const query = c.req.valid('query');
      return c.json(
        pageOf(await allCertificates(services, query), query, (row) =>
          adminCertificateView(row, statusOf(services.certificates, row.certificate)),
        ),
      );
    },
  )
  .post(
    '/',
    documented('Issue a certificate (administrators, audited)', {
      201: answer('The certificate', AdminCertificateSchema),
      404: refusal('No such member or account'),
      409: refusal('A standing certificate of this kind exists for the account'),
    }),
    validate('json', CertificateIssueSchema),
    async (c) => {
      const services = c.env.services;
      const issued = await issueManually(services, c.get('user').id, c.req.valid('json'));
      const row = await adminCertificate(services, issued.id);
      return c.json(adminCertificateView(row, statusOf(services.certificates, row.certificate)), 201);
    },
  )
  .post(
    '/:id/revoke',
    documented('Revoke a certificate (administrators, with a reason, audited)', {
      200: answer('The certificate', AdminCertificateSchema),
      ...noSuchCertificate,
    }),
    validate('param', IdParamSchema),
    validate('json', CertificateRevokeSchema),
    async (c) => {
      const services = c.env.services;
      const { id } = c.req.valid('param');
      await revokeCertificate(services, c.get('user').id, id, c.req.valid('json').reason);
      const row = await adminCertificate(services, id);
      return c.json(adminCertificateView(row, statusOf(services.certificates, row.certificate)));
    },
  );
