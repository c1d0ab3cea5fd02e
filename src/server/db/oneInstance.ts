import pg from 'pg';
import { log } from '../log';

/** Work that must run in one process only while several share the database. */
export interface OneInstance {
  /** True while this process runs the work. */
  running(): boolean;
  stop(): Promise<void>;
}

/**
 * Runs `start` in one process at a time. With PostgreSQL the process holding a session advisory
 * lock named after the work runs it, on a connection of its own (named in pg_stat_activity); the
 * others try again every `retryMs`. If that connection is lost the work stops (`start`'s returned
 * stop function), since another process may take over; with the embedded database (one process by
 * design) it simply runs.
 */
export function onOneInstance(databaseUrl: string | undefined, name: string, start: () => () => void, retryMs = 15_000): OneInstance {
  if (!databaseUrl) {
    const stopWork = start();
    return { running: () => true, stop: async () => stopWork() };
  }
  let stopped = false;
  let client: pg.Client | null = null;
  let stopWork: (() => void) | null = null;
  let timer: NodeJS.Timeout | undefined;

  const release = () => {
    stopWork?.();
    stopWork = null;
  };
  const later = () => {
    if (stopped) return;
    timer = setTimeout(() => void attempt(), retryMs);
    timer.unref();
  };
  const attempt = async () => {
    const next = new pg.Client({ connectionString: databaseUrl, application_name: `funding-platform ${name}` });
    next.on('error', (error) => {
      if (client !== next) return;
      log.warn({ err: error }, `${name}: lost the database connection; another instance may take over`);
      client = null;
      release();
      next.end().catch(() => undefined);
      later();
    });
    try {
      await next.connect();
      const { rows } = await next.query<{ held: boolean }>('select pg_try_advisory_lock(hashtext($1)) as held', [
        `funding-platform:${name}`,
      ]);
      if (!rows[0]?.held || stopped) {
        await next.end();
        return later();
      }
      client = next;
      stopWork = start();
      log.info(`${name}: running in this instance`);
    } catch (error) {
      log.warn({ err: error }, `${name}: could not reach the database to take its turn`);
      await next.end().catch(() => undefined);
      later();
    }
  };
  void attempt();
  return {
    running: () => stopWork !== null,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      release();
      const held = client;
      client = null;
      // Ending the session releases the advisory lock.
      await held?.end().catch(() => undefined);
    },
  };
}
