import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { LocalNames } from '../../i18n/names';
import type { PayoutStatus } from '../../schemas/enums';
import { type EligibilityItem, type PayoutDestination, sameDestination } from '../../schemas/payouts';
import { audit } from '../audit';
import { spendCode } from '../auth/twoFactor';
import type { Database, Transaction } from '../db';
import {
  type Challenge,
  certificates,
  challenges,
  type Payout,
  payoutDestinations,
  payouts,
  type TradingAccount,
  tradingAccounts,
  type User,
} from '../db/schema';
import { DomainError, tooManyAttempts } from '../errors';
import { assertMayReach } from '../http/auth';
import { offsetOf } from '../http/paging';
import type { Services } from '../services';
import { assertHolderMatches } from '../verification/gates';
import { type Eligibility, eligibilityOf, minimumPayout, withdrawnFor } from './eligibility';

/**
 * Payouts (issue 9): a member requests one on a funded account; an administrator approves, rejects
 * with a reason, or pays it. Paying takes the withdrawn profit off the account as a balance
 * adjustment the rule engine folds, and issues the payout certificate, in one transaction.
 */

/** A payout with what the screens name it by: the account's login, the challenge and the certificate once paid. */
export type PayoutRow = {
  payout: Payout;
  login: string;
  challengeName: string;
  challengeNames?: LocalNames;
  certificateCode: string | null;
};

export const withNames = {
  payout: payouts,
  login: tradingAccounts.login,
  challengeName: challenges.name,
  challengeNames: challenges.names,
  certificateCode: certificates.code,
};

function selectPayouts(db: Database | Transaction, where: SQL | undefined) {
  return db
    .select(withNames)
    .from(payouts)
    .innerJoin(tradingAccounts, eq(tradingAccounts.id, payouts.accountId))
    .innerJoin(challenges, eq(challenges.id, tradingAccounts.challengeId))
    .leftJoin(certificates, eq(certificates.payoutId, payouts.id))
    .where(where);
}

export type PayoutAccount = { account: TradingAccount; challenge: Challenge; eligibility: Eligibility };

/** The member's funded accounts, newest first, each with its checklist and payable amount. */
export async function payoutAccounts(services: Services, user: User): Promise<PayoutAccount[]> {
  const rows = await services.db
    .select({ account: tradingAccounts, challenge: challenges })
    .from(tradingAccounts)
    .innerJoin(challenges, eq(challenges.id, tradingAccounts.challengeId))
    .where(and(eq(tradingAccounts.userId, user.id), eq(tradingAccounts.funded, true)))
    .orderBy(desc(tradingAccounts.startedAt), desc(tradingAccounts.id));
  const now = services.now();
  return Promise.all(rows.map(async (row) => ({ ...row, eligibility: await eligibilityOf(services.db, row.account, row.challenge, now) })));
}

/** One funded account of the member's (or any, for an administrator), with its checklist. */
export async function payoutAccount(services: Services, user: User, accountId: string): Promise<PayoutAccount> {
  const [row] = await services.db
    .select({ account: tradingAccounts, challenge: challenges })
    .from(tradingAccounts)
    .innerJoin(challenges, eq(challenges.id, tradingAccounts.challengeId))
    .where(eq(tradingAccounts.id, accountId));
  const missing = () => new DomainError('notFound', 'error.notFound', { name: 'entity.account' });
  if (!row) throw missing();
  assertMayReach(services.env, user, row.account.userId, missing);
  return { ...row, eligibility: await eligibilityOf(services.db, row.account, row.challenge, services.now()) };
}

/** The destinations the member used last, per method, to prefill the next request. */
export async function savedDestinations(services: Services, userId: string) {
  const rows = await services.db.select().from(payoutDestinations).where(eq(payoutDestinations.userId, userId));
  const of = <M extends PayoutDestination['method']>(method: M) =>
    (rows.find((row) => row.method === method)?.destination ?? null) as Extract<PayoutDestination, { method: M }> | null;
  return { bankTransfer: of('bankTransfer'), crypto: of('crypto') };
}

/**
 * A member's request. Under the account's row lock: the checklist, then the amount against the
 * minimum and the payable; two requests racing on one account are serialised by the lock, and the
 * second finds the first open (the unique index on open requests backs this up). Wrong two-step
 * codes count against the member as at sign-in, and too many stop the next attempts for a while.
 */
export async function requestPayout(
  services: Services,
  user: User,
  input: { accountId: string; amount: number; destination: PayoutDestination; twoFactorCode?: string | undefined },
): Promise<string> {
  if (input.twoFactorCode) {
    const wait = await services.limiter.blocked('twoFactor', user.id);
    if (wait) throw tooManyAttempts(wait);
  }
  const stored = await storeRequest(services, user, input);
  if (stored.wrongCode) {
    // Counted once the transaction (which wrote nothing) has ended.
    await services.limiter.hit('twoFactor', user.id);
    throw new DomainError('invalid', 'error.twoFactorIncorrect');
  }
  return stored.id;
}

async function storeRequest(
  services: Services,
  user: User,
  input: Parameters<typeof requestPayout>[2],
): Promise<{ wrongCode: true } | { wrongCode: false; id: string }> {
  const now = services.now();
  return services.db.transaction(async (tx) => {
    const [account] = await tx.select().from(tradingAccounts).where(eq(tradingAccounts.id, input.accountId)).for('update');
    if (!account || account.userId !== user.id) throw new DomainError('notFound', 'error.notFound', { name: 'entity.account' });
    if (!account.funded) throw new DomainError('conflict', 'payout.error.notFunded');
    const [challenge] = await tx.select().from(challenges).where(eq(challenges.id, account.challengeId));
    if (!challenge) throw new Error('Challenge vanished');
    const eligibility = await eligibilityOf(tx, account, challenge, now);
    const unmet = eligibility.checklist.filter((item) => !item.met);
    if (unmet.some((item) => item.code === 'noOpenRequest')) throw new DomainError('conflict', 'payout.error.openRequest');
    if (unmet.length > 0) throw new NotEligible(unmet, account.currency);
    const minimum = minimumPayout(services.env.PAYOUT_MINIMUM, account.currency);
    if (input.amount < minimum)
      throw new DomainError('invalid', 'payout.error.belowMinimum', { amount: { minor: minimum, currency: account.currency } });
    if (input.amount > eligibility.payable) {
      throw new DomainError('conflict', 'payout.error.abovePayable', {
        amount: { minor: eligibility.payable, currency: account.currency },
      });
    }
    // Money goes only to an account held by the verified person (issue 31).
    await assertHolderMatches(tx, user.id, input.destination);
    if (user.twoFactorAt && !(await newDestinationConfirmed(services, tx, user.id, input.destination, input.twoFactorCode))) {
      return { wrongCode: true };
    }
    const [payout] = await tx
      .insert(payouts)
      .values({
        userId: user.id,
        accountId: account.id,
        amount: input.amount,
        withdrawn: withdrawnFor(input.amount, account, challenge.profitSplitPct),
        currency: account.currency,
        method: input.destination.method,
        destination: input.destination,
        eligibility: eligibility.checklist,
        requestedAt: now,
      })
      .returning();
    if (!payout) throw new Error('Payout was not stored');
    await tx
      .insert(payoutDestinations)
      .values({ userId: user.id, method: input.destination.method, destination: input.destination, updatedAt: now })
      .onConflictDoUpdate({
        target: [payoutDestinations.userId, payoutDestinations.method],
        set: { destination: input.destination, updatedAt: now },
      });
    await audit(tx, {
      actorId: user.id,
      action: 'payout.requested',
      subjectType: 'payout',
      subjectId: payout.id,
      at: now,
      details: { accountId: account.id, amount: payout.amount, withdrawn: payout.withdrawn, method: payout.method },
    });
    return { wrongCode: false, id: payout.id };
  });
}

/**
 * With two-step sign-in on, money goes to a destination not used before (for that method) only
 * with a code: a stolen session alone cannot send a payout elsewhere. False for a wrong code.
 */
async function newDestinationConfirmed(
  services: Services,
  tx: Transaction,
  userId: string,
  destination: PayoutDestination,
  code: string | undefined,
): Promise<boolean> {
  const [saved] = await tx
    .select({ destination: payoutDestinations.destination })
    .from(payoutDestinations)
    .where(and(eq(payoutDestinations.userId, userId), eq(payoutDestinations.method, destination.method)));
  if (sameDestination(saved?.destination as PayoutDestination | undefined, destination)) return true;
  if (!code) throw new DomainError('invalid', 'payout.error.twoFactorRequired');
  const spent = await spendCode(services, tx, userId, code);
  if (!spent.ok) return false;
  if (spent.method === 'recovery') {
    await audit(tx, { actorId: userId, action: 'user.recoveryCodeUsed', subjectType: 'user', subjectId: userId, at: services.now() });
  }
  return true;
}

/** A refusal naming the checklist items that are not met (the route words them in the caller's language). */
export class NotEligible extends Error {
  constructor(
    readonly unmet: EligibilityItem[],
    readonly currency: string,
  ) {
    super('Not eligible for a payout');
  }
}

/** One payout, if the caller may see it: its member, or an administrator. */
export async function payoutFor(services: Services, user: User, id: string): Promise<PayoutRow> {
  const [row] = await selectPayouts(services.db, eq(payouts.id, id));
  const missing = () => new DomainError('notFound', 'error.notFound', { name: 'entity.payout' });
  if (!row) throw missing();
  assertMayReach(services.env, user, row.payout.userId, missing);
  return row;
}

/** One page of payouts, newest first: a member's own, or (admin) everyone's, filtered by account and status. */
export async function listPayouts(
  services: Services,
  query: { page: number; pageSize: number; accountId?: string; status?: PayoutStatus; userId?: string },
): Promise<{ rows: PayoutRow[]; total: number }> {
  const { db } = services;
  const where = and(
    query.userId ? eq(payouts.userId, query.userId) : undefined,
    query.accountId ? eq(payouts.accountId, query.accountId) : undefined,
    query.status ? eq(payouts.status, query.status) : undefined,
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(payouts).where(where);
  const rows = await selectPayouts(db, where)
    .orderBy(desc(payouts.requestedAt), desc(payouts.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return { rows, total };
}
