import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { CertificateKind } from '../../schemas/enums';
import type { Database, Db } from '../db';
import { type Certificate, certificates, users } from '../db/schema';
import { HttpError } from '../http/errors';

/** Certificates: issued in the account's transaction when a phase is passed or an account funded; anyone can verify one by code. */
export async function issueCertificate(
  db: Db,
  options: {
    userId: string;
    accountId: string | null;
    kind: CertificateKind;
    title: string;
    amount?: number;
    currency?: string;
    issuedAt: Date;
  },
) {
  const [user] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, options.userId));
  const [certificate] = await db
    .insert(certificates)
    .values({
      // Ten characters from an alphabet without look-alikes: easy to type from a printed certificate.
      code: certificateCode(),
      userId: options.userId,
      accountId: options.accountId,
      kind: options.kind,
      holderName: user ? `${user.firstName} ${user.lastName}` : '',
      title: options.title,
      amount: options.amount ?? null,
      currency: options.currency ?? null,
      issuedAt: options.issuedAt,
    })
    .returning();
  return certificate;
}

const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function certificateCode(): string {
  return [...randomBytes(10)].map((byte) => codeAlphabet[byte % codeAlphabet.length]).join('');
}

export function ownCertificates(db: Database, userId: string): Promise<Certificate[]> {
  return db.select().from(certificates).where(eq(certificates.userId, userId)).orderBy(desc(certificates.issuedAt));
}

export async function certificateByCode(db: Database, code: string): Promise<Certificate> {
  const [certificate] = await db.select().from(certificates).where(eq(certificates.code, code));
  if (!certificate) throw new HttpError(404, 'error.notFound', { name: 'entity.certificate' });
  return certificate;
}
