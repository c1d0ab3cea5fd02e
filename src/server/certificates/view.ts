import type { Certificate } from '../db/schema';

export function certificateView({ issuedAt, ...rest }: Certificate) {
  return { ...rest, issuedAt: issuedAt.toISOString() };
}

/** What a public verification shows: the certificate, not whose account or which user it belongs to. */
export function verifiedCertificateView({ holderName, kind, title, amount, currency, issuedAt, code }: Certificate) {
  return { code, holderName, kind, title, amount, currency, issuedAt: issuedAt.toISOString() };
}
