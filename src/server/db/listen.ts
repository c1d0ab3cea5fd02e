import pg from 'pg';
import { log } from '../log';

export interface PostgresListener {
  /** The connection while it is up (a publisher may NOTIFY through it), else null. */
  current(): pg.Client | null;
  close(): Promise<void>;
}

/**
 * One dedicated PostgreSQL connection that LISTENs on `channels`, reconnected a second after a
 * failure. `onStatus(false)` says notifications may have been missed since (the connection
 * dropped); `onStatus(true)` that they flow again.
 */
export async function listenPostgres(options: {
  connectionString: string;
  /** Names the connection in pg_stat_activity, so operators (and tests) can tell it apart. */
  applicationName: string;
  channels: readonly string[];
  onNotification(channel: string, payload: string): void;
  onStatus?(up: boolean): void;
}): Promise<PostgresListener> {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const reconnectLater = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error) => {
        log.error({ err: error }, `${options.applicationName}: could not reconnect to PostgreSQL`);
        reconnectLater();
      });
    }, 1_000);
    retry.unref();
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: options.connectionString, application_name: options.applicationName });
    next.on('notification', (message) => {
      if (message.payload !== undefined) options.onNotification(message.channel, message.payload);
    });
    const drop = () => {
      if (client === next) {
        client = null;
        options.onStatus?.(false);
      }
      next.removeAllListeners('end');
      reconnectLater();
    };
    next.on('error', (error) => {
      if (!closed) log.error({ err: error }, `${options.applicationName}: PostgreSQL connection failed`);
      drop();
      next.end().catch(() => {});
    });
    next.on('end', drop);
    await next.connect();
    for (const channel of options.channels) await next.query(`LISTEN ${channel}`);
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    options.onStatus?.(true);
  };

  await connect();

  return {
    current: () => client,
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners('end');
        await current.end().catch(() => {});
      }
    },
  };
}
