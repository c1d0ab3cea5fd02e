import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import { type AdminCertificateQuery, type CertificateIssueInput, kindFits } from '../../schemas/certificates';
import { dayAfter, dayStart } from '../../schemas/days';
import type { CertificateKind } from '../../schemas/enums';
import { audit } from '../audit';
import { totalOf } from '../db/count';
import { containsPattern, namesUserMatching } from '../db/like';
import { type Certificate, certificates, challenges, tradingAccounts, users } from '../db/schema';
import { DomainError } from '../errors';
import { offsetOf } from '../http/paging';
import type { Services } from '../services';
import { issueCertificate } from './service';

/**
 * Every certificate for an administrator (issue 11): the list with its holder and account, and a
 * certificate issued by hand. See docs/decisions/027-admin-certificates.md.
 */

const withHolder = {
  certificate: certificates,
  holderEmail: users.email,
  holderFirstName: users.firstName,
  holderLastName: users.lastName,
  accountLogin: tradingAccounts.login,
};
export type AdminCertificateRow = {
  certificate: Certificate;
  holderEmail: string;
  holderFirstName: string;
  holderLastName: string;
  accountLogin: string | null;
};

function adminFilter(query: AdminCertificateQuery): SQL | undefined {
  const filters: (SQL | undefined)[] = [
    query.kind ? eq(certificates.kind, query.kind) : undefined,
    query.state === 'valid' ? isNull(certificates.revokedAt) : query.state === 'revoked' ? isNotNull(certificates.revokedAt) : undefined,
    query.from ? gte(certificates.issuedAt, dayStart(query.from)) : undefined,
    query.to ? lt(certificates.issuedAt, dayAfter(query.to)) : undefined,
  ];
  if (query.q) {
    const pattern = containsPattern(query.q);
    // The code (printed in capitals, found in lower case too), the name the certificate carries, or
    // its holder's account as it is now (name, email).
    filters.push(
      or(ilike(certificates.code, pattern), ilike(certificates.holderName, pattern), namesUserMatching(certificates.userId, pattern)),
    );
  }
  return and(...filters);
}

/**
 * Every certificate with its holder and account, filtered, searched, sorted by issue time (then id) and
 * paged: the page's ids first, from the certificates alone (a search finds the holders in a subquery), then
 * the page's rows with their joins, so a deep page never joins what it skips (docs/decisions/032).
 */
export async function allCertificates(
  services: Services,
  query: AdminCertificateQuery,
): Promise<{ rows: AdminCertificateRow[]; total: number }> {
  const { db } = services;
  const where = adminFilter(query);
  const direction = query.sort === 'issued' ? asc : desc;
  const counted = db.select({ id: certificates.id }).from(certificates).where(where);
  const ids = (
    await db
      .select({ id: certificates.id })
      .from(certificates)
      .where(where)
      // A pass and the funded account it opens share one moment: the id keeps pages from overlapping.
      .orderBy(direction(certificates.issuedAt), direction(certificates.id))
      .limit(query.pageSize)
      .offset(offsetOf(query))
  ).map((row) => row.id);
  const total = await totalOf(db, counted, query, ids.length);
  if (ids.length === 0) return { rows: [], total };
  const found = await db
    .select(withHolder)
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.userId))
    .leftJoin(tradingAccounts, eq(tradingAccounts.id, certificates.accountId))
    .where(inArray(certificates.id, ids));
  const byId = new Map(found.map((row) => [row.certificate.id, row]));
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), total };
}

/** One certificate as the admin list shows it. */
export async function adminCertificate(services: Services, id: string): Promise<AdminCertificateRow> {
  const [row] = await services.db
    .select(withHolder)
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.userId))
    .leftJoin(tradingAccounts, eq(tradingAccounts.id, certificates.accountId))
    .where(eq(certificates.id, id));
  if (!row) throw new DomainError('notFound', 'error.notFound', { name: 'entity.certificate' });
  return row;
}

/**
 * An administrator issues a certificate by hand (a lost one replaced after a revocation, one the
 * engine could not issue): signed like the automatic ones, with the title, amount and currency
 * they would carry, dated now. The account is locked, so two administrators issuing the same
 * certificate at once issue it once. Audited with its before (none) and after.
 */
export async function issueManually(services: Services, actorId: string, input: CertificateIssueInput): Promise<Certificate> {
  const now = services.now();
  return services.db.transaction(async (tx) => {
    const [member] = await tx.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, input.userId));
    if (!member) throw new DomainError('notFound', 'error.notFound', { name: 'entity.user' });
    if (member.role !== 'USER') throw new DomainError('invalid', 'adminCertificates.error.notMember');
    const [account] = await tx.select().from(tradingAccounts).where(eq(tradingAccounts.id, input.accountId)).for('update');
    if (!account) throw new DomainError('notFound', 'error.notFound', { name: 'entity.account' });
    if (account.userId !== member.id) throw new DomainError('invalid', 'adminCertificates.error.notTheirAccount');
    if (!kindFits(input.kind, account)) throw new DomainError('invalid', `adminCertificates.error.fit.${input.kind}`);
    if (input.kind !== 'payout') {
      // One standing certificate per pass or funding: a replacement follows a revocation.
      const [standing] = await tx
        .select({ code: certificates.code })
        .from(certificates)
        .where(and(eq(certificates.accountId, account.id), eq(certificates.kind, input.kind), isNull(certificates.revokedAt)));
      if (standing) throw new DomainError('conflict', 'adminCertificates.error.standing', { code: standing.code });
    }
    const [challenge] = await tx.select({ name: challenges.name }).from(challenges).where(eq(challenges.id, account.challengeId));
    if (!challenge) throw new Error('Challenge vanished');
    const titles: Record<CertificateKind, string> = {
      phase_passed: `${challenge.name} — ${account.phaseName}`,
      funded: `${challenge.name} — Funded`,
      payout: `${challenge.name} — Payout`,
    };
    const certificate = await issueCertificate(tx, services.certificates, {
      userId: member.id,
      accountId: account.id,
      kind: input.kind,
      title: titles[input.kind],
      amount: input.kind === 'payout' ? (input.amount as number) : account.initialBalance,
      currency: account.currency,
      issuedAt: now,
    });
    const { signature: _signature, ...after } = certificate;
    await audit(tx, {
      actorId,
      action: 'certificate.issued',
      subjectType: 'certificate',
      subjectId: certificate.id,
      at: now,
      details: { code: certificate.code, before: null, after: { ...after, issuedAt: certificate.issuedAt.toISOString() } },
    });
    return certificate;
  });
}

/**
 * An administrator revokes a certificate with the reason the public page shows; audited. The row
 * stays. Revoking it again (a double click, two administrators at once) answers it unchanged: the
 * first revocation's time and reason stand, since the public has been shown them, and nothing is
 * audited again (docs/decisions/027).
 */
export function revokeCertificate(services: Services, actorId: string, id: string, reason: string): Promise<Certificate> {
  const now = services.now();
  return services.db.transaction(async (tx) => {
    const [certificate] = await tx.select().from(certificates).where(eq(certificates.id, id)).for('update');
    if (!certificate) throw new DomainError('notFound', 'error.notFound', { name: 'entity.certificate' });
    if (certificate.revokedAt) return certificate;
    const [revoked] = await tx
      .update(certificates)
      .set({ revokedAt: now, revokedReason: reason })
      .where(eq(certificates.id, id))
      .returning();
    await audit(tx, {
      actorId,
      action: 'certificate.revoked',
      subjectType: 'certificate',
      subjectId: id,
      at: now,
      details: {
        code: certificate.code,
        reason,
        before: { revokedAt: null, revokedReason: null },
        after: { revokedAt: now.toISOString(), revokedReason: reason },
      },
    });
    return revoked as Certificate;
  });
}
