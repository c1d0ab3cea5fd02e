import type { AuditSubjectType } from '../schemas/audit';
import type { Db } from './db';
import { auditLog } from './db/schema';

/**
 * Every action the log records, as stored: existing entries keep these names, so one is never
 * renamed. Two spellings live side by side (`account.force_pass`, `user.twoFactorEnabled`).
 */
export const auditActions = [
  'account.failed',
  'account.fundedAwaitingVerification',
  'account.force_fail',
  'account.force_pass',
  'account.passed',
  'account.provisioned',
  'account.reset',
  'account.tradingState',
  'account.tradingPassword',
  'platform.commandDone',
  'platform.commandFailed',
  'platform.commandRetried',
  'risk.confirm',
  'risk.dismiss',
  'risk.fail',
  'risk.refusePayout',
  'risk.rescan',
  'billing.saved',
  'certificate.issued',
  'certificate.revoked',
  'challenge.archived',
  'challenge.created',
  'challenge.deleted',
  'challenge.restored',
  'challenge.updated',
  'challenge.versioned',
  'discount.created',
  'discount.disabled',
  'discount.updated',
  'invoice.credited',
  'invoice.issued',
  'news.deleted',
  'news.imported',
  'news.updated',
  'order.cancelled',
  'order.cardEventRefused',
  'order.created',
  'order.expired',
  'order.failed',
  'order.granted',
  'order.paid',
  'order.refunded',
  'order.vatNumberConfirmed',
  'orders.exported',
  'payout.approved',
  'payout.paid',
  'payout.rejected',
  'payout.requested',
  'session.revoke',
  'session.revokeOthers',
  'user.anonymised',
  'user.created',
  'user.deleted',
  'user.locale',
  'user.password',
  'user.profile',
  'user.recoveryCodeUsed',
  'user.recoveryCodesRenewed',
  'user.resetLinkSent',
  'user.status',
  'user.twoFactorDisabled',
  'user.twoFactorEnabled',
  'user.twoFactorReset',
  'user.updated',
  'verification.changed',
  'verification.holderNameAccepted',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** What an entry is about (the admin log's subject-type filter offers the same list). */
export type AuditSubject = AuditSubjectType;

export interface AuditEntry {
  /** Null when the system acted (the bridge settling an evaluation). */
  actorId: string | null;
  action: AuditAction;
  subjectType: AuditSubject;
  subjectId: string;
  details?: Record<string, unknown>;
  /**
   * When it happened: the services clock where the code acts now, the event's own moment where it
   * records one (a breach, a pass, seeded history). Never the database's clock (docs/decisions/044).
   */
  at: Date;
}

/**
 * Records an admin action or a money or status change, in the caller's transaction, at the moment
 * the action happened. Entries of one moment (an order paid, then its invoice) keep the order they
 * were written in through the log's sequence (`seq`), which breaks ties on the time.
 */
export async function audit(db: Db, { at, ...entry }: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, createdAt: at });
}
