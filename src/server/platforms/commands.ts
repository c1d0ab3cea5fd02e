import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { platformCommandKinds } from '../../schemas/enums';
import { audit } from '../audit';
import type { Db } from '../db';
import { challenges, type PlatformCommand, platformCommands, type TradingAccount, tradingAccounts, users } from '../db/schema';
import { announceAccounts } from '../live/announce';
import { log } from '../log';
import type { Services } from '../services';
import { credentialKey, newTradingPassword, openPassword, sealPassword } from './credentials';
import { PlatformError, type TradingPlatform, type TradingState } from './port';

/**
 * Commands to trading platforms (issue 29; docs/decisions/057): written in the transaction that
 * decided them (a payment, a breach, a pass, a member's or an administrator's request), so none is
 * lost or sent for a decision that rolled back; carried out by the job queue, one at a time per
 * account in the order they were decided; each command's id is its idempotency key on the platform.
 *
 * A command that fails is tried again (5 s, 10 s, 20 s, … at most every 5 minutes) until it is done,
 * so verdicts queue while a platform is down and are enforced when it returns; it is given up
 * ('failed') only when the platform refuses it outright or after a day, and stays on the admin
 * dashboard until an administrator retries it. A failed provisioning holds the account's later
 * commands back (there is no account to act on); other failures do not.
 */
export type PlatformCommandKind = (typeof platformCommandKinds)[number];

/** Commands wake the job queue through this channel: NOTIFY with the account id, heard when the decision commits. */
export const COMMANDS_CHANNEL = 'platform_commands';

const GIVE_UP_AFTER_MS = 24 * 3_600_000;
/** How long a started attempt holds its command: one that crashed is tried again after it. */
const LEASE_MS = 60_000;
const backoffMs = (attempts: number) => Math.min(300_000, 5_000 * 2 ** Math.max(0, attempts - 1));

export async function queueCommand(
  db: Db,
  command: {
    accountId: string;
    kind: PlatformCommandKind;
    payload?: Record<string, string>;
    requestedBy?: string | null;
    reason?: string | null;
    at: Date;
  },
): Promise<PlatformCommand> {
  const [queued] = await db
    .insert(platformCommands)
    .values({
      accountId: command.accountId,
      kind: command.kind,
      payload: command.payload ?? {},
      requestedBy: command.requestedBy ?? null,
      reason: command.reason ?? null,
      dueAt: command.at,
      createdAt: command.at,
      updatedAt: command.at,
    })
    .returning();
  if (!queued) throw new Error('Command was not queued');
  await wake(db, command.accountId);
  return queued;
}

/** A decision on what the account may do: the target now, the platform's state once the command is done. */
export async function queueTradingState(
  db: Db,
  command: { accountId: string; state: TradingState; at: Date; requestedBy?: string | null; reason?: string | null },
) {
  await db.update(tradingAccounts).set({ tradingStateTarget: command.state }).where(eq(tradingAccounts.id, command.accountId));
  return queueCommand(db, { ...command, kind: 'set_trading_state', payload: { state: command.state } });
}

/** What the platform does on a verdict: trading stops at once, then open positions close. */
export async function queueVerdict(db: Db, accountId: string, state: TradingState, at: Date, requestedBy: string | null = null) {
  await queueTradingState(db, { accountId, state, at, requestedBy });
  await queueCommand(db, { accountId, kind: 'close_positions', requestedBy, at });
}

/** Tells every instance's dispatcher (platforms/dispatch.ts) that the account has a command due, once the transaction commits. */
const wake = (db: Db, accountId: string) => db.execute(sql`SELECT pg_notify(${COMMANDS_CHANNEL}, ${accountId})`);

type Outcome =
  | { done: true; changes?: Partial<TradingAccount>; traderPassword?: { connection: string; sealed: string } }
  | { done: false; error: string; retryable: boolean };

/** The connection an account is (or will be) held on. */
async function connectionOf(services: Services, account: TradingAccount): Promise<TradingPlatform> {
  if (account.connection) {
    const platform = services.platforms.get(account.connection);
    if (!platform) throw new PlatformError(`The platform connection "${account.connection}" is not configured`, false);
    return platform;
  }
  const [challenge] = await services.db
    .select({ platform: challenges.platform })
    .from(challenges)
    .where(eq(challenges.id, account.challengeId));
  const platform = challenge && services.platforms.forLabel(challenge.platform);
  if (!platform) throw new PlatformError(`No platform connection opens ${challenge?.platform ?? 'these'} accounts`, false);
  return platform;
}

async function carryOut(services: Services, account: TradingAccount, command: PlatformCommand): Promise<Outcome> {
  const key = credentialKey(services.twoFactorKey);
  try {
    const platform = await connectionOf(services, account);
    const ref = { login: account.login, ref: account.platformRef ?? {} };
    switch (command.kind) {
      case 'provision': {
        // The password is made once and kept with the command, so a second try sends the same one.
        let sealed = command.payload.password;
        if (!sealed) {
          sealed = sealPassword(key, newTradingPassword());
          await services.db
            .update(platformCommands)
            .set({ payload: { ...command.payload, password: sealed } })
            .where(eq(platformCommands.id, command.id));
        }
        const [found] = await services.db
          .select({ user: users, challenge: challenges })
          .from(users)
          .innerJoin(challenges, eq(challenges.id, account.challengeId))
          .where(eq(users.id, account.userId));
        if (!found) throw new PlatformError('The account has no trader or product', false);
        const made = await platform.provision({
          key: command.id,
          login: account.login,
          trader: { id: found.user.id, email: found.user.email, firstName: found.user.firstName, lastName: found.user.lastName },
          password: openPassword(key, sealed),
          // The balance now: the starting one for a new account, the one reached for an account opened before platforms existed.
          balance: account.balance,
          currency: account.currency,
          product: { platform: found.challenge.platform, accountSize: found.challenge.accountSize, phaseName: account.phaseName },
        });
        return {
          done: true,
          changes: {
            connection: platform.name,
            server: made.server,
            login: made.login,
            platformRef: made.ref,
            tradingPassword: sealed,
            tradingState: 'enabled',
          },
          ...(platform.passwordPerTrader && { traderPassword: { connection: platform.name, sealed } }),
        };
      }
      case 'set_trading_state': {
        const state = command.payload.state as TradingState;
        await platform.setTradingState(ref, state, command.id, command.reason ?? '');
        return { done: true, changes: { tradingState: state } };
      }
      case 'close_positions':
        await platform.closeAllPositions(ref, command.id);
        return { done: true };
      case 'change_password': {
        const sealed = command.payload.password;
        if (!sealed) throw new PlatformError('The command carries no password', false);
        await platform.changePassword(ref, openPassword(key, sealed), command.id);
        return {
          done: true,
          changes: { tradingPassword: sealed },
          ...(platform.passwordPerTrader && { traderPassword: { connection: platform.name, sealed } }),
        };
      }
    }
  } catch (error) {
    const retryable = !(error instanceof PlatformError) || error.retryable;
    return { done: false, error: error instanceof Error ? error.message : String(error), retryable };
  }
}

/**
 * Carries out the account's due commands in order. Answers when the next one falls due (a command
 * waiting to be tried again), or null when nothing is left to do now.
 */
export async function runDueCommands(services: Services, accountId: string): Promise<Date | null> {
  for (;;) {
    const now = services.now();
    const [account] = await services.db.select().from(tradingAccounts).where(eq(tradingAccounts.id, accountId));
    if (!account) return null;
    const open = await services.db
      .select()
      .from(platformCommands)
      .where(and(eq(platformCommands.accountId, accountId), sql`${platformCommands.status} <> 'done'`))
      .orderBy(asc(platformCommands.seq));
    // A given-up provisioning holds back everything after it; other given-up commands are passed over.
    const next = open.find((c) => c.status === 'queued' || c.kind === 'provision');
    if (next?.status !== 'queued') return null;
    if (next.dueAt > now) return next.dueAt;
    // Claimed for one attempt: another worker finds it not due and waits behind it.
    const [claimed] = await services.db
      .update(platformCommands)
      .set({ attempts: next.attempts + 1, dueAt: new Date(now.getTime() + LEASE_MS), updatedAt: now })
      .where(and(eq(platformCommands.id, next.id), eq(platformCommands.attempts, next.attempts), lte(platformCommands.dueAt, now)))
      .returning();
    if (!claimed) return null;
    const outcome = await carryOut(services, account, claimed);
    await settle(services, account, claimed, outcome);
  }
}

async function settle(services: Services, account: TradingAccount, command: PlatformCommand, outcome: Outcome) {
  const now = services.now();
  const subject = { subjectType: 'trading_account' as const, subjectId: account.id, at: now };
  await services.db.transaction(async (tx) => {
    if (outcome.done) {
      await tx
        .update(platformCommands)
        .set({ status: 'done', lastError: null, doneAt: now, updatedAt: now })
        .where(eq(platformCommands.id, command.id));
      if (outcome.changes) await tx.update(tradingAccounts).set(outcome.changes).where(eq(tradingAccounts.id, account.id));
      // The trader's one password on this platform: every account of theirs there shows the new one.
      if (outcome.traderPassword)
        await tx
          .update(tradingAccounts)
          .set({ tradingPassword: outcome.traderPassword.sealed })
          .where(and(eq(tradingAccounts.userId, account.userId), eq(tradingAccounts.connection, outcome.traderPassword.connection)));
      await audit(tx, {
        ...subject,
        actorId: null,
        action: 'platform.commandDone',
        details: { command: command.id, kind: command.kind, attempts: command.attempts },
      });
      return;
    }
    const giveUp = !outcome.retryable || now.getTime() - command.createdAt.getTime() >= GIVE_UP_AFTER_MS;
    await tx
      .update(platformCommands)
      .set({
        status: giveUp ? 'failed' : 'queued',
        lastError: outcome.error.slice(0, 2_000),
        dueAt: giveUp ? now : new Date(now.getTime() + backoffMs(command.attempts)),
        updatedAt: now,
      })
      .where(eq(platformCommands.id, command.id));
    if (giveUp)
      await audit(tx, {
        ...subject,
        actorId: null,
        action: 'platform.commandFailed',
        details: { command: command.id, kind: command.kind, error: outcome.error },
      });
  });
  if (outcome.done) await announceAccounts(services, [account]);
  else
    log.warn(
      `Platform command ${command.kind} ${command.id} on account ${account.login} failed (try ${command.attempts}): ${outcome.error}`,
    );
}

/** An administrator's retry of a command that failed or is waiting: due now, in the account's order. */
export async function retryCommand(db: Db, commandId: string, actorId: string, now: Date): Promise<PlatformCommand | null> {
  const [command] = await db
    .update(platformCommands)
    .set({ status: 'queued', dueAt: now, updatedAt: now })
    .where(and(eq(platformCommands.id, commandId), sql`${platformCommands.status} <> 'done'`))
    .returning();
  if (!command) return null;
  await wake(db, command.accountId);
  await audit(db, {
    actorId,
    action: 'platform.commandRetried',
    subjectType: 'trading_account',
    subjectId: command.accountId,
    at: now,
    details: { command: command.id, kind: command.kind, attempts: command.attempts },
  });
  return command;
}

/** Accounts with a command due by `now` (the sweep's catch-up after a restart or a missed notification). */
export async function accountsWithDueCommands(db: Db, now: Date): Promise<string[]> {
  const due = await db
    .selectDistinct({ accountId: platformCommands.accountId })
    .from(platformCommands)
    .where(and(eq(platformCommands.status, 'queued'), lte(platformCommands.dueAt, now)))
    .limit(500);
  return due.map((row) => row.accountId);
}
