import { Hono } from 'hono';
import { CertificateCodeParamSchema } from '../../schemas/trading';
import { requireSession } from '../http/auth';
import type { AppEnv } from '../http/context';
import { validate } from '../http/validate';
import { certificateByCode, ownCertificates } from './service';
import { certificateView, verifiedCertificateView } from './view';

/** /api/certificates: a member's certificates, and a public check by code. */
export const certificateRoutes = new Hono<AppEnv>()
  // Public: anyone holding a code can check a certificate.
  .get('/verify/:code', validate('param', CertificateCodeParamSchema), async (c) => {
    const certificate = await certificateByCode(c.get('services').db, c.req.valid('param').code);
    return c.json(verifiedCertificateView(certificate));
  })
  .get('/', requireSession, async (c) => {
    const rows = await ownCertificates(c.get('services').db, c.get('user').id);
    return c.json({ items: rows.map(certificateView) });
  });
