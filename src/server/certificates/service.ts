import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import type { CertificateStatus } from '../../schemas/certificates';
import type { CertificateKind } from '../../schemas/enums';
import { CertificateCodeParamSchema } from '../../schemas/trading';
import type { Database, Db } from '../db';
import { type Certificate, certificates, type User, users } from '../db/schema';
import { DomainError } from '../errors';
import { assertMayReach } from '../http/auth';
import { offsetOf } from '../http/paging';
import { personName } from '../pdf/text';
import type { Services } from '../services';
import type { CertificateSigner } from './signing';
import { type CertificateVerification, verifiedCertificateView } from './view';

/**
 * Certificates: issued and signed in the caller's transaction when a phase is passed, an account
 * funded or a payout paid; anyone can verify one by code; an administrator may revoke one (never
 * delete it). See docs/decisions/018-signed-certificates.md.
 */
export async function issueCertificate(
  db: Db,
  signer: CertificateSigner,
  options: {
    userId: string;
    accountId: string | null;
    /** The paid payout a payout certificate proves. */
    payoutId?: string;
    kind: CertificateKind;
    title: string;
    amount?: number;
    currency?: string;
    issuedAt: Date;
  },
): Promise<Certificate> {
  const [user] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, options.userId));
  const fields = {
    // Ten characters from an alphabet without look-alikes: easy to type from a printed certificate.
    code: certificateCode(),
    kind: options.kind,
    holderName: user ? personName(user.firstName, user.lastName) : '',
    title: options.title,
    amount: options.amount ?? null,
    currency: options.currency ?? null,
    issuedAt: options.issuedAt,
    payoutId: options.payoutId ?? null,
  };
  const [certificate] = await db
    .insert(certificates)
    .values({ ...fields, userId: options.userId, accountId: options.accountId, signature: signer.sign(fields) })
    .returning();
  if (!certificate) throw new Error('Certificate was not stored');
  return certificate;
}

const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function certificateCode(): string {
  return [...randomBytes(10)].map((byte) => codeAlphabet[byte % codeAlphabet.length]).join('');
}

/**
 * What a check finds. A record that fails its signature is `invalid` whatever else it says, so a
 * tampered row never shows as valid or as properly revoked.
 */
export function statusOf(signer: CertificateSigner, certificate: Certificate): CertificateStatus {
  if (!signer.verify(certificate, certificate.signature)) return 'invalid';
  return certificate.revokedAt ? 'revoked' : 'valid';
}

/** The member's certificates, newest first unless asked otherwise, optionally of one kind; paged. */
export async function ownCertificates(
  services: Services,
  userId: string,
  query: { page: number; pageSize: number; sort: string; kind: CertificateKind | '' },
): Promise<{ rows: Certificate[]; total: number }> {
  const { db } = services;
  const filters: (SQL | undefined)[] = [eq(certificates.userId, userId), query.kind ? eq(certificates.kind, query.kind) : undefined];
  const where = and(...filters);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(certificates).where(where);
  const order = query.sort === 'issued' ? asc(certificates.issuedAt) : desc(certificates.issuedAt);
  const rows = await db
    .select()
    .from(certificates)
    .where(where)
    // A pass and the funded account it opens share one moment: the code keeps their order stable between pages.
    .orderBy(order, asc(certificates.code))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return { rows, total };
}

export async function certificateByCode(services: Services, code: string): Promise<Certificate> {
  const [certificate] = await services.db.select().from(certificates).where(eq(certificates.code, code));
  if (!certificate) throw new DomainError('notFound', 'error.notFound', { name: 'entity.certificate' });
  return certificate;
}

/**
 * The public check of a code: the certificate's public fields and whether it stands, or null when
 * no certificate has that code (one that cannot be a code included). The API's
 * `GET /api/certificates/verify/:code` and the server-rendered verification page both answer from
 * this, so they always agree (docs/decisions/040).
 */
export async function verifyCertificate(
  services: { db: Database; certificates: CertificateSigner },
  code: string,
): Promise<CertificateVerification | null> {
  if (!v.is(CertificateCodeParamSchema.entries.code, code)) return null;
  const [certificate] = await services.db.select().from(certificates).where(eq(certificates.code, code));
  return certificate ? verifiedCertificateView(certificate, statusOf(services.certificates, certificate)) : null;
}

/** A certificate its holder or an administrator may download; anyone else gets 403, as with invoices. */
export async function readableCertificate(services: Services, user: User, id: string): Promise<Certificate> {
  const [certificate] = await services.db.select().from(certificates).where(eq(certificates.id, id));
  if (!certificate) throw new DomainError('notFound', 'error.notFound', { name: 'entity.certificate' });
  assertMayReach(services.env, user, certificate.userId);
  return certificate;
}

/**
 * Signs the certificates issued before signing existed (migration 0004 left their signature null),
 * on the first start after the upgrade: only while no certificate carries a signature yet. Later a
 * null signature can only mean a record was changed by hand, and signing it would launder the
 * change, so it stays unsigned and verifies as invalid. Rows are signed one by one, each only if
 * still unsigned, so two instances starting together sign each row once.
 */
export async function signUnsigned(db: Database, signer: CertificateSigner): Promise<number> {
  const [signed] = await db.select({ id: certificates.id }).from(certificates).where(isNotNull(certificates.signature)).limit(1);
  if (signed) return 0;
  const unsigned = await db.select().from(certificates).where(isNull(certificates.signature));
  for (const certificate of unsigned) {
    await db
      .update(certificates)
      .set({ signature: signer.sign(certificate) })
      .where(and(eq(certificates.id, certificate.id), isNull(certificates.signature)));
  }
  return unsigned.length;
}
