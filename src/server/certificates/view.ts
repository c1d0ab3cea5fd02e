import type { CertificateStatus } from '../../schemas/certificates';
import type { Certificate } from '../db/schema';

/** A certificate in the member's list: everything on it, its status, never the signature itself. */
export function certificateView(certificate: Certificate, status: CertificateStatus) {
  const { id, code, kind, holderName, title, amount, currency, issuedAt, revokedAt, revokedReason, accountId, payoutId } = certificate;
  return {
    id,
    code,
    kind,
    holderName,
    title,
    amount,
    currency,
    issuedAt: issuedAt.toISOString(),
    revokedAt: revokedAt?.toISOString() ?? null,
    revokedReason,
    accountId,
    payoutId,
    status,
  };
}

/**
 * What a public verification shows: the certificate's claim and whether it stands, never whose
 * account or which user it belongs to (no ids, no email). The reason is there only once revoked.
 */
export function verifiedCertificateView(certificate: Certificate, status: CertificateStatus) {
  const { code, holderName, kind, title, amount, currency, issuedAt, revokedAt, revokedReason } = certificate;
  return {
    status,
    certificate: {
      code,
      holderName,
      kind,
      title,
      amount,
      currency,
      issuedAt: issuedAt.toISOString(),
      revokedAt: revokedAt?.toISOString() ?? null,
      ...(revokedAt && { revokedReason: revokedReason ?? '' }),
    },
  };
}
