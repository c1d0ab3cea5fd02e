import { fromPglite, PgBoss } from 'pg-boss';
import type { DatabaseHandle } from '../db';
import { log } from '../log';

/**
 * Background work as jobs in the database (pg-boss, decision 038): on PostgreSQL each job runs
 * once however many instances share it, and a job survives a restart; on the embedded database
 * the same queue runs in this process. A job that throws is tried again after `retryDelaySeconds`
 * (doubling each time when `backoff`), and after its last try a copy of it is kept in its dead-letter
 * queue `<name>.dead` for an operator (docs/operations.md), its error in the failed original.
 */
export interface JobDefinition<Data extends object = object> {
  name: string;
  /** Runs every so many seconds, once across instances; without it the job runs when sent. */
  everySeconds?: number;
  retryLimit: number;
  retryDelaySeconds: number;
  /** Doubles the delay at each try (with some randomness), up to `retryDelayMaxSeconds`. */
  backoff?: boolean;
  retryDelayMaxSeconds?: number;
  /** A run taking longer is taken for dead (its instance stopped) and tried again. */
  expireInSeconds: number;
  /** How often this queue is looked at for due jobs (default: the queue's). */
  pollingIntervalSeconds?: number;
  /** 'short': one job waits per `singletonKey` at a time (a second send while one waits is dropped). */
  policy?: 'standard' | 'short';
  /** Jobs of this queue run side by side in each instance, so one slow job does not hold up the rest. */
  concurrency?: number;
  run(data: Data): Promise<void>;
}

export interface JobQueue {
  /** Registers the job and, for a repeating one, makes sure its next run is queued. */
  work<Data extends object>(job: JobDefinition<Data>): Promise<void>;
  /** Queues a one-off job, to run after `afterSeconds`; its queue must have been registered by `work`. */
  send(name: string, data: object, afterSeconds?: number, options?: { singletonKey?: string; priority?: number }): Promise<void>;
  /** Stops taking jobs and waits up to `timeoutMs` for those under way. */
  stop(timeoutMs?: number): Promise<void>;
}

export const deadLetterQueue = (name: string) => `${name}.dead`;

/** Failed jobs and dead letters are kept this long for an operator to look at. */
const keptSeconds = 30 * 86_400;

/** `pollingIntervalSeconds`: how often each queue is looked at for jobs that are due. */
export async function openJobQueue(
  handle: Pick<DatabaseHandle, 'pglite'>,
  databaseUrl: string,
  options: { pollingIntervalSeconds?: number } = {},
): Promise<JobQueue> {
  const boss = handle.pglite
    ? new PgBoss({ db: fromPglite(handle.pglite), backend: 'pglite' })
    : new PgBoss({ connectionString: databaseUrl, max: 3, application_name: 'funding-platform jobs' });
  boss.on('error', (error) => log.error({ err: error }, 'Job queue error'));
  await boss.start();
  return {
    async work<Data extends object>(job: JobDefinition<Data>) {
      await boss.createQueue(deadLetterQueue(job.name), { retentionSeconds: keptSeconds });
      await boss.createQueue(job.name, {
        ...(job.policy ? { policy: job.policy } : {}),
        retryLimit: job.retryLimit,
        retryDelay: job.retryDelaySeconds,
        retryBackoff: job.backoff ?? false,
        ...(job.retryDelayMaxSeconds ? { retryDelayMax: job.retryDelayMaxSeconds } : {}),
        expireInSeconds: job.expireInSeconds,
        deleteAfterSeconds: keptSeconds,
        deadLetter: deadLetterQueue(job.name),
      });
      // A repeating job runs once in each slot of `everySeconds` (counted from the epoch): the queue
      // keeps one job per slot, whichever instance sends it, and one instance takes it.
      const every = job.everySeconds;
      const nextRun = () => boss.send(job.name, {}, { singletonSeconds: every, singletonNextSlot: true });
      await boss.work<Data>(
        job.name,
        {
          pollingIntervalSeconds: job.pollingIntervalSeconds ?? options.pollingIntervalSeconds ?? 5,
          ...(job.concurrency ? { localConcurrency: job.concurrency } : {}),
        },
        async ([run]) => {
          if (!run) return;
          // The next slot's run is queued first, so a crash in this one cannot end the series.
          if (every) await nextRun();
          try {
            await job.run(run.data);
          } catch (error) {
            const last = run.retryCount >= job.retryLimit;
            const tries = `try ${run.retryCount + 1} of ${job.retryLimit + 1}`;
            if (last)
              log.error(
                { err: error, job: job.name, id: run.id },
                `Job ${job.name} failed (${tries}); kept in ${deadLetterQueue(job.name)}`,
              );
            else log.warn({ err: error, job: job.name, id: run.id }, `Job ${job.name} failed (${tries}); trying again`);
            throw error;
          }
        },
      );
      // This slot's run, or the next one's when this slot has had its run.
      if (every) await nextRun();
    },
    async send(name, data, afterSeconds = 0, options = {}) {
      await boss.send(name, data, { startAfter: afterSeconds, ...options });
    },
    async stop(timeoutMs = 10_000) {
      await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
    },
  };
}
