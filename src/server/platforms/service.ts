import { and, desc, eq, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { TradingStateRequestSchema } from '../../schemas/platforms';
import { accountFor } from '../accounts/service';
import { audit } from '../audit';
import { type PlatformCommand, platformCommands, type TradingAccount, tradingAccounts, type User } from '../db/schema';
import { DomainError } from '../errors';
import type { Services } from '../services';
import { queueCommand, queueTradingState, retryCommand } from './commands';
import { credentialKey, newTradingPassword, openPassword, sealPassword } from './credentials';

/** What members and administrators do with an account's platform side (issue 29). */

/** The caller's own account: its trading password is its trader's alone (administrators reset it, they do not read it). */
export async function ownAccount(services: Services, user: User, id: string) {
  const account = await accountFor(services, user, id);
  if (account.userId !== user.id) throw new DomainError('notFound', 'error.notFound', { name: 'entity.account' });
  return account;
}

/** The trader's sign-in details; the password once the platform has the account. */
export function credentialsOf(services: Services, account: TradingAccount) {
  const password = account.tradingPassword ? openPassword(credentialKey(services.twoFactorKey), account.tradingPassword) : null;
  return { platform: account.platform, server: account.server, login: account.login, password };
}

/**
 * A new trading password, made here and sent to the platform as a command; the account shows it once
 * the platform took it. One change at a time, and only on an account the platform holds.
 */
export async function requestPasswordChange(services: Services, actor: User, accountId: string): Promise<PlatformCommand> {
  const now = services.now();
  return services.db.transaction(async (tx) => {
    const [account] = await tx.select().from(tradingAccounts).where(eq(tradingAccounts.id, accountId)).for('update');
    if (!account) throw new DomainError('notFound', 'error.notFound', { name: 'entity.account' });
    if (account.tradingState === 'pending' || account.tradingState === 'disabled')
      throw new DomainError('conflict', 'platform.error.notOpen');
    const [pending] = await tx
      .select({ id: platformCommands.id })
      .from(platformCommands)
      .where(
        and(eq(platformCommands.accountId, accountId), eq(platformCommands.kind, 'change_password'), eq(platformCommands.status, 'queued')),
      );
    if (pending) throw new DomainError('conflict', 'platform.error.passwordChangePending');
    const password = sealPassword(credentialKey(services.twoFactorKey), newTradingPassword());
    const command = await queueCommand(tx, { accountId, kind: 'change_password', payload: { password }, requestedBy: actor.id, at: now });
    await audit(tx, {
      actorId: actor.id,
      action: 'account.tradingPassword',
      subjectType: 'trading_account',
      subjectId: accountId,
      at: now,
      details: { command: command.id, by: actor.id === account.userId ? 'member' : 'administrator' },
    });
    return command;
  });
}

/** An administrator turns trading on or off on the platform (audited with the reason). */
export async function setTradingStateByAdmin(
  services: Services,
  adminId: string,
  accountId: string,
  request: v.InferOutput<typeof TradingStateRequestSchema>,
): Promise<PlatformCommand> {
  const now = services.now();
  return services.db.transaction(async (tx) => {
    const [account] = await tx.select().from(tradingAccounts).where(eq(tradingAccounts.id, accountId)).for('update');
    if (!account) throw new DomainError('notFound', 'error.notFound', { name: 'entity.account' });
    // A passed or failed account's verdict is not undone by turning trading back on.
    if (request.state === 'enabled' && account.status !== 'active') throw new DomainError('conflict', 'platform.error.closedAccount');
    const command = await queueTradingState(tx, { accountId, state: request.state, at: now, requestedBy: adminId, reason: request.reason });
    await audit(tx, {
      actorId: adminId,
      action: 'account.tradingState',
      subjectType: 'trading_account',
      subjectId: accountId,
      at: now,
      details: { from: account.tradingStateTarget, to: request.state, reason: request.reason },
    });
    return command;
  });
}

export async function retryByAdmin(services: Services, adminId: string, commandId: string): Promise<PlatformCommand> {
  const command = await services.db.transaction((tx) => retryCommand(tx, commandId, adminId, services.now()));
  if (!command) throw new DomainError('conflict', 'platform.error.nothingToRetry');
  return command;
}

export const commandView = (command: PlatformCommand) => ({
  id: command.id,
  kind: command.kind,
  state: command.kind === 'set_trading_state' ? ((command.payload.state ?? null) as TradingAccount['tradingState'] | null) : null,
  status: command.status,
  attempts: command.attempts,
  lastError: command.lastError,
  reason: command.reason,
  requestedBy: command.requestedBy,
  createdAt: command.createdAt.toISOString(),
  updatedAt: command.updatedAt.toISOString(),
  dueAt: command.dueAt.toISOString(),
  doneAt: command.doneAt?.toISOString() ?? null,
});

/** An account's platform side with its last commands, newest first. */
export async function adminPlatformView(services: Services, accountId: string) {
  const [account] = await services.db.select().from(tradingAccounts).where(eq(tradingAccounts.id, accountId));
  if (!account) throw new DomainError('notFound', 'error.notFound', { name: 'entity.account' });
  const commands = await services.db
    .select()
    .from(platformCommands)
    .where(eq(platformCommands.accountId, accountId))
    .orderBy(desc(platformCommands.seq))
    .limit(100);
  return {
    accountId,
    login: account.login,
    connection: account.connection,
    server: account.server,
    state: account.tradingState,
    target: account.tradingStateTarget,
    commands: commands.map(commandView),
  };
}

/** Commands not done: tried and failed at least once, or given up (the dashboard's list), oldest first. */
export async function openCommands(services: Services, limit = 50) {
  const failing = sql`${platformCommands.status} = 'failed' or (${platformCommands.status} = 'queued' and ${platformCommands.lastError} is not null)`;
  const rows = await services.db
    .select({ command: platformCommands, login: tradingAccounts.login, userId: tradingAccounts.userId })
    .from(platformCommands)
    .innerJoin(tradingAccounts, eq(tradingAccounts.id, platformCommands.accountId))
    .where(failing)
    .orderBy(platformCommands.seq)
    .limit(limit);
  const [{ total } = { total: 0 }] = await services.db.select({ total: sql<number>`count(*)::int` }).from(platformCommands).where(failing);
  return {
    items: rows.map(({ command, login, userId }) => ({ ...commandView(command), accountId: command.accountId, userId, login })),
    total,
  };
}
