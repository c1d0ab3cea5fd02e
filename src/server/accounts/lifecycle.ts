import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type Checkpoint, closeState, conclude, type Evaluation, startEvaluation } from '../../domain/rules';
import type { ClosureRule } from '../../schemas/enums';
import { audit } from '../audit';
import { issueCertificate } from '../certificates/service';
import type { CertificateSigner } from '../certificates/signing';
import { fundedRules } from '../challenges/catalogue';
import type { Db } from '../db';
import { breaches, type Challenge, type TradingAccount, tradingAccounts } from '../db/schema';
import { queueCommand, queueVerdict } from '../platforms/commands';
import { identityAllowsFunded } from '../verification/gates';

/**
 * An account's life (issue 4): a paid order opens phase 1; passing a phase closes it and opens
 * the next, and passing the last opens a funded account; each pass issues a certificate; a
 * breach fails the account with a record of the figures. Every change is audited, in the
 * caller's transaction.
 */

/** The evaluation an account stored; written when it was provisioned, so always there. */
export function evaluationOf(account: TradingAccount): Evaluation {
  if (!account.evaluation) throw new Error(`Account ${account.id} has no evaluation`);
  return account.evaluation;
}

/** An administrator's closure (or a refund) recorded like a breach, with the equity at that moment. */
export function failedBy(rule: ClosureRule, evaluation: Evaluation, now: Date, equity: number): Evaluation {
  return { ...evaluation, status: 'failed', breach: { rule, at: now.toISOString(), equity, floor: 0 } };
}

/** An 8-digit platform login, unique across accounts (retried on the rare collision). */
async function newLogin(db: Db): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const login = String(randomInt(10_000_000, 100_000_000));
    const [taken] = await db.select({ id: tradingAccounts.id }).from(tradingAccounts).where(eq(tradingAccounts.login, login));
    if (!taken) return login;
  }
  throw new Error('Could not find a free platform login');
}

export async function provisionAccount(
  db: Db,
  options: {
    userId: string;
    challenge: Challenge;
    phase: number;
    funded: boolean;
    orderId: string | null;
    previousAccountId?: string | null;
    demo?: boolean;
    startedAt: Date;
    actorId?: string | null;
  },
): Promise<TradingAccount> {
  const phases = options.challenge.phases;
  const last = phases[phases.length - 1];
  const current = phases[options.phase - 1];
  if (!last || (!options.funded && !current)) throw new Error(`Challenge ${options.challenge.slug} has no phase ${options.phase}`);
  const rules = options.funded ? fundedRules(last.rules, options.challenge.fundedNewsWindowMinutes) : current!.rules;
  const initialBalance = options.challenge.accountSize;
  const state = startEvaluation({ rules, initialBalance, startedAt: options.startedAt.toISOString() });
  const [account] = await db
    .insert(tradingAccounts)
    .values({
      userId: options.userId,
      challengeId: options.challenge.id,
      orderId: options.orderId,
      previousAccountId: options.previousAccountId ?? null,
      phase: options.phase,
      phaseName: options.funded ? 'Funded' : current!.name,
      funded: options.funded,
      login: await newLogin(db),
      platform: options.challenge.platform,
      currency: options.challenge.currency,
      initialBalance,
      rules,
      demo: options.demo ?? false,
      startedAt: options.startedAt,
      createdAt: options.startedAt,
      balance: initialBalance,
      equity: initialBalance,
      checkpoint: { state, last: null },
      evaluation: conclude(state, options.startedAt.toISOString()),
    })
    .returning();
  if (!account) throw new Error('Account was not created');
  // Opened on its trading platform by the job queue once this commits (platforms/commands.ts).
  await queueCommand(db, { accountId: account.id, kind: 'provision', requestedBy: options.actorId ?? null, at: options.startedAt });
  await audit(db, {
    actorId: options.actorId ?? null,
    action: 'account.provisioned',
    subjectType: 'trading_account',
    subjectId: account.id,
    at: options.startedAt,
    details: { login: account.login, phase: account.phase, funded: account.funded, orderId: options.orderId },
  });
  return account;
}

/**
 * Applies a fresh evaluation to an account: figures always, and when the status moves from
 * active, the pass (certificate, next account) or the failure (breach record).
 */
export async function settleEvaluation(
  db: Db,
  signer: CertificateSigner,
  account: TradingAccount,
  challenge: Challenge,
  evaluation: Evaluation,
  now: Date,
  changes: { checkpoint?: Checkpoint; lastSyncedAt?: Date; actorId?: string | null; reason?: string } = {},
): Promise<TradingAccount> {
  const becomes = account.status === 'active' ? evaluation.status : account.status;
  // A closed account keeps every figure as it closed (a forced pass or failure included).
  const kept = account.status === 'active' || !account.evaluation ? evaluation : account.evaluation;
  const folded = changes.checkpoint ?? account.checkpoint;
  // Closed by a decision outside the rules, or by a time limit found between events: the engine's
  // state closes too, so that nothing folded later moves it (src/domain/rules.ts, final status).
  const checkpoint =
    account.status === 'active' && becomes !== 'active' && folded?.state.status === 'active'
      ? {
          ...folded,
          state: closeState(
            folded.state,
            evaluation.breach?.at ?? evaluation.passedAt ?? now.toISOString(),
            becomes === 'failed' ? { status: 'failed', rule: evaluation.breach?.rule ?? 'manual' } : { status: 'passed' },
          ),
        }
      : changes.checkpoint;
  const [updated] = await db
    .update(tradingAccounts)
    .set({
      balance: kept.balance,
      equity: kept.equity,
      evaluation: kept,
      status: becomes,
      ...(checkpoint !== undefined && { checkpoint }),
      ...(changes.lastSyncedAt && { lastSyncedAt: changes.lastSyncedAt }),
      ...(becomes === 'passed' && account.status === 'active' && { passedAt: evaluation.passedAt ? new Date(evaluation.passedAt) : now }),
      ...(becomes === 'failed' && account.status === 'active' && { failedAt: evaluation.breach ? new Date(evaluation.breach.at) : now }),
    })
    .where(eq(tradingAccounts.id, account.id))
    .returning();
  if (!updated) throw new Error('Account vanished');
  if (account.status !== 'active' || becomes === 'active') return updated;

  if (becomes === 'failed' && evaluation.breach) {
    await db.insert(breaches).values({
      accountId: account.id,
      rule: evaluation.breach.rule,
      at: new Date(evaluation.breach.at),
      equity: evaluation.breach.equity,
      floor: evaluation.breach.floor,
      reason: changes.reason ?? null,
    });
    await audit(db, {
      actorId: changes.actorId ?? null,
      action: 'account.failed',
      subjectType: 'trading_account',
      subjectId: account.id,
      at: new Date(evaluation.breach.at),
      details: { ...evaluation.breach, reason: changes.reason },
    });
    // The platform stops new trades at once and closes what is open (decision 057).
    await queueVerdict(db, account.id, 'close_only', now, changes.actorId ?? null);
    return updated;
  }

  // Passed: certificate, then the next phase or the funded account.
  const phases = challenge.phases;
  const at = evaluation.passedAt ? new Date(evaluation.passedAt) : now;
  const lastPhase = account.phase >= phases.length;
  // The account size is what a passed phase proves, as on the funded certificate.
  await issueCertificate(db, signer, {
    userId: account.userId,
    accountId: account.id,
    kind: 'phase_passed',
    title: `${challenge.name} — ${account.phaseName}`,
    amount: account.initialBalance,
    currency: account.currency,
    issuedAt: at,
  });
  await audit(db, {
    actorId: changes.actorId ?? null,
    action: 'account.passed',
    subjectType: 'trading_account',
    subjectId: account.id,
    at,
    details: { passedAt: evaluation.passedAt, reason: changes.reason },
  });
  await queueVerdict(db, account.id, 'read_only', now, changes.actorId ?? null);
  if (!lastPhase) {
    await provisionAccount(db, {
      userId: account.userId,
      challenge,
      phase: account.phase + 1,
      funded: false,
      orderId: account.orderId,
      previousAccountId: account.id,
      demo: account.demo,
      startedAt: at,
      actorId: changes.actorId ?? null,
    });
  } else if (await identityAllowsFunded(db, account.userId, challenge)) {
    await openFundedAccount(db, signer, account, challenge, at, changes.actorId ?? null);
  } else {
    // The product asks for a verified identity first: the funded account opens on approval (issue 31).
    await audit(db, {
      actorId: changes.actorId ?? null,
      action: 'account.fundedAwaitingVerification',
      subjectType: 'trading_account',
      subjectId: account.id,
      at,
    });
  }
  return updated;
}

/** The funded account that follows a passed last phase, with its certificate. */
export async function openFundedAccount(
  db: Db,
  signer: CertificateSigner,
  passed: TradingAccount,
  challenge: Challenge,
  at: Date,
  actorId: string | null,
): Promise<TradingAccount> {
  const funded = await provisionAccount(db, {
    userId: passed.userId,
    challenge,
    phase: passed.phase,
    funded: true,
    orderId: passed.orderId,
    previousAccountId: passed.id,
    demo: passed.demo,
    startedAt: at,
    actorId,
  });
  await issueCertificate(db, signer, {
    userId: passed.userId,
    accountId: funded.id,
    kind: 'funded',
    title: `${challenge.name} — Funded`,
    amount: challenge.accountSize,
    currency: challenge.currency,
    issuedAt: at,
  });
  return funded;
}
