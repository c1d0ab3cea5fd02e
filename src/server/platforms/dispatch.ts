import type { DatabaseHandle } from '../db';
import { listenPostgres } from '../db/listen';
import type { JobQueue } from '../jobs/queue';
import { log } from '../log';
import type { Services } from '../services';
import { accountsWithDueCommands, COMMANDS_CHANNEL, runDueCommands } from './commands';

const QUEUE = 'platform-commands';

/**
 * Runs platform commands as jobs (decision 038): a job per account carries out its due commands in
 * order. A command's commit wakes every instance (NOTIFY), which queues the account's job at once;
 * a sweep each minute queues any account whose command is due but whose wake-up was missed (a
 * restart, a dropped listener). The queue is looked at twice a second by four workers per instance,
 * so a verdict reaches the platform within a second or two of the decision.
 */
export async function startCommandDispatch(
  services: Services,
  jobs: JobQueue,
  handle: Pick<DatabaseHandle, 'pglite'>,
  databaseUrl: string,
): Promise<{ close(): Promise<void> }> {
  // At most one job waits per account to run now, and one to run later (a retry's): the many wake-ups
  // of one decision (each of its commands notifies) make one job, not one each. A fresh decision goes
  // before the sweep's catch-up and the retries, so a verdict is not queued behind a backlog.
  const queue = (accountId: string, { afterSeconds = 0, fresh = false } = {}) =>
    jobs
      .send(QUEUE, { accountId }, afterSeconds, {
        singletonKey: afterSeconds > 0 ? `${accountId}:later` : accountId,
        priority: fresh ? 1 : 0,
      })
      .catch((error) => log.error({ err: error }, 'Could not queue a platform command job'));
  await jobs.work<{ accountId: string }>({
    name: QUEUE,
    retryLimit: 5,
    retryDelaySeconds: 5,
    backoff: true,
    expireInSeconds: 300,
    pollingIntervalSeconds: 0.5,
    policy: 'short',
    concurrency: 4,
    async run({ accountId }) {
      const nextDue = await runDueCommands(services, accountId);
      // Waiting to be tried again: the account's job comes back then.
      if (nextDue) await queue(accountId, { afterSeconds: Math.max(1, Math.ceil((nextDue.getTime() - services.now().getTime()) / 1000)) });
    },
  });
  await jobs.work({
    name: 'platform-commands-sweep',
    everySeconds: 60,
    retryLimit: 2,
    retryDelaySeconds: 10,
    expireInSeconds: 120,
    async run() {
      for (const accountId of await accountsWithDueCommands(services.db, services.now())) await queue(accountId);
    },
  });
  const wake = (accountId: string) => void queue(accountId, { fresh: true });
  if (handle.pglite) {
    const unlisten = await handle.pglite.listen(COMMANDS_CHANNEL, wake);
    return { close: () => unlisten() };
  }
  const listener = await listenPostgres({
    connectionString: databaseUrl,
    applicationName: 'funding-platform platform commands',
    channels: [COMMANDS_CHANNEL],
    onNotification: (_channel, accountId) => wake(accountId),
  });
  return { close: () => listener.close() };
}
