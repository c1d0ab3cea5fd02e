import { eq, inArray } from 'drizzle-orm';
import type { Evaluation } from '../../domain/rules';
import type { forceActions } from '../../schemas/enums';
import { audit } from '../audit';
import { type Challenge, challenges, type TradingAccount, tradingAccounts } from '../db/schema';
import { DomainError } from '../errors';
import { announceAccounts } from '../live/announce';
import type { Services } from '../services';
import { mailBreach } from './breachMail';
import { evaluationOf, failedBy, provisionAccount, settleEvaluation } from './lifecycle';
import type { AccountWithChallenge } from './service';

/** What administrators do to a trading account: force its outcome (its reads are the member's, service.ts). */

/** The same names for an account in hand and its product. */
function namesOf(account: TradingAccount, challenge: Challenge) {
  const phase = account.funded ? undefined : challenge.phases[account.phase - 1];
  return {
    challengeName: challenge.name,
    challengeNames: challenge.names,
    challengeVersion: challenge.version,
    phaseNames: phase?.name === account.phaseName ? (phase.names ?? null) : null,
  };
}

/**
 * An administrator passes, fails or resets an account, with a reason; audited. A reset closes the
 * account (if still running) and opens the same phase afresh, and answers that new account. Once
 * committed, the viewers of the account (and of its successor after a reset) are told, and the
 * member hears of a failure.
 */
export async function forceAccount(
  services: Services,
  actorId: string,
  id: string,
  { action, reason }: { action: (typeof forceActions)[number]; reason: string },
): Promise<AccountWithChallenge> {
  const now = services.now();
  const after = await services.db.transaction(async (tx) => {
    const [account] = await tx.select().from(tradingAccounts).where(eq(tradingAccounts.id, id)).for('update');
    if (!account) throw new DomainError('notFound', 'error.notFound', { name: 'entity.account' });
    const [challenge] = await tx.select().from(challenges).where(eq(challenges.id, account.challengeId));
    if (!challenge) throw new Error('Challenge vanished');
    const evaluation = evaluationOf(account);
    if (action === 'reset') {
      // A passed account already has its successor; only a running or failed one can start over.
      if (account.status === 'passed') throw new DomainError('conflict', 'validation.notValid', { name: 'status' });
      if (account.status === 'active') {
        await settleEvaluation(tx, services.certificates, account, challenge, failedBy('reset', evaluation, now, account.equity), now, {
          actorId,
          reason,
        });
      }
      const fresh = await provisionAccount(tx, {
        userId: account.userId,
        challenge,
        phase: account.phase,
        funded: account.funded,
        orderId: account.orderId,
        previousAccountId: account.id,
        demo: account.demo,
        startedAt: now,
        actorId,
      });
      await audit(tx, {
        actorId,
        action: 'account.reset',
        subjectType: 'trading_account',
        subjectId: account.id,
        at: now,
        details: { reason, newAccountId: fresh.id },
      });
      return { ...fresh, ...namesOf(fresh, challenge) };
    }
    if (account.status !== 'active') throw new DomainError('conflict', 'validation.notValid', { name: 'status' });
    if (action === 'pass' && account.funded) throw new DomainError('conflict', 'validation.notValid', { name: 'action' });
    const forced: Evaluation =
      action === 'pass'
        ? { ...evaluation, status: 'passed', passedAt: now.toISOString() }
        : failedBy('manual', evaluation, now, account.equity);
    await audit(tx, {
      actorId,
      action: `account.force_${action}`,
      subjectType: 'trading_account',
      subjectId: account.id,
      at: now,
      details: { reason },
    });
    const settled = await settleEvaluation(tx, services.certificates, account, challenge, forced, now, { actorId, reason });
    return { ...settled, ...namesOf(settled, challenge) };
  });
  await announceAccounts(services, inArray(tradingAccounts.id, [id, after.id]));
  if (action === 'fail') await mailBreach(services, id);
  return after;
}
