import type { AdminCertificateView, CertificateStatus, CertificateVerification, CertificateView } from '../../schemas/certificates';
import type { Certificate } from '../db/schema';
import type { AdminCertificateRow } from './admin';

/** A certificate in the member's list: everything on it, its status, never the signature itself. */
export function certificateView(certificate: Certificate, status: CertificateStatus): CertificateView {
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
export function verifiedCertificateView(certificate: Certificate, status: CertificateStatus): CertificateVerification {
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

/** What a public check answers: the certificate's claim and its status (`valid`, `revoked`, `invalid`). */
export type { CertificateVerification };

/**
 * A certificate in the administrators' list: what it says and its status, who holds it (the name
 * printed on it, the member's id and email) and on which account; never the signature.
 */
export function adminCertificateView(row: AdminCertificateRow, status: CertificateStatus): AdminCertificateView {
  const { certificate } = row;
  return {
    id: certificate.id,
    code: certificate.code,
    kind: certificate.kind,
    title: certificate.title,
    status,
    holder: { id: certificate.userId, name: certificate.holderName, email: row.holderEmail },
    account: certificate.accountId ? { id: certificate.accountId, login: row.accountLogin } : null,
    payoutId: certificate.payoutId,
    amount: certificate.amount,
    currency: certificate.currency,
    issuedAt: certificate.issuedAt.toISOString(),
    revokedAt: certificate.revokedAt?.toISOString() ?? null,
    revokedReason: certificate.revokedReason,
  };
}
