import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type ExtractTablesWithRelations, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import { SessionCache } from '../auth/sessionCache';
import { log } from '../log';
import { listenPostgres } from './listen';
import { rows } from './rows';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Services take either, so the caller decides which transaction their writes join. */
export type Db = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded database itself (the job queue runs on it in this process); null on PostgreSQL. */
  pglite: PGlite | null;
  /** Session lookups of this process, kept exact by the database's `auth_changed` notifications. */
  sessionCache: SessionCache;
  close(): Promise<void>;
}

/** Sent by migration 0012's triggers with the user's id when a user or one of their sessions changes. */
export const AUTH_CHANNEL = 'auth_changed';

// SQL migrations ship in ./drizzle; the server runs from the project root (npm start / npm run serve).
const migrationsFolder = resolve('drizzle');

export class DatabaseLockedError extends Error {
  constructor(readonly dir: string) {
    super(`Another process is already using the database in ${dir}. Stop it first, or set DATABASE_URL to use a PostgreSQL server.`);
  }
}

/**
 * The embedded PGlite database in `dataDir` (one process at a time: a lock file refuses a
 * second one), or a PostgreSQL server when `databaseUrl` is set. Migrations are applied either way.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<DatabaseHandle> {
  const sessionCache = new SessionCache();
  const forget = (channel: string, userId: string) => {
    if (channel === AUTH_CHANNEL) sessionCache.forgetUser(userId);
  };
  if (options.databaseUrl) {
    // Every pooled connection listens too: a transaction's own notifications arrive on its
    // connection before its COMMIT returns, so the instance that revoked a session refuses it at
    // once. The dedicated listener below hears the other instances even while the pool is empty.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // While the server is unreachable a request fails after this long (a 503), not never.
      connectionTimeoutMillis: 5_000,
      // The hook's promise is awaited before the connection is handed out (pg-pool; typed as void).
      onConnect: async (client: pg.ClientBase) => {
        client.on('notification', (message) => forget(message.channel, message.payload ?? ''));
        await client.query(`LISTEN ${AUTH_CHANNEL}`);
      },
    });
    // An idle pooled connection that the server closes (a restart, a failover) is reported here;
    // unhandled, pg-pool's error event would end the process. The pool opens new ones as needed.
    pool.on('error', (error) => log.warn({ err: error }, 'PostgreSQL closed an idle connection'));
    const db = drizzleNodePg(pool, { schema });
    await migrateNodePg(db, { migrationsFolder });
    const listener = await listenPostgres({
      connectionString: options.databaseUrl,
      applicationName: 'funding-platform sessions',
      channels: [AUTH_CHANNEL],
      onNotification: forget,
      onStatus: (up) => sessionCache.setLive(up),
    });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      pglite: null,
      sessionCache,
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  const dataDir = options.dataDir ? resolve(options.dataDir) : undefined;
  const release = dataDir ? await lockDataDir(dataDir) : undefined;
  // pg_trgm: the trigram indexes that searches for text anywhere use (migration 0009).
  const client = new PGlite({ dataDir: dataDir ? `${dataDir}/pglite` : undefined, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  // PGlite runs no autovacuum, so nothing gathers planner statistics (without them the planner takes
  // any account to hold a handful of rows and reads all of it where an index would stop after a page)
  // and nothing reclaims the rows updates leave behind. Gather statistics at start, then do
  // autovacuum's work each minute (maintainTables); a PostgreSQL server's autovacuum does this itself.
  await client.exec('ANALYZE');
  // Listeners run (as microtasks) before the statement that notified returns to its caller.
  await client.listen(AUTH_CHANNEL, (userId) => sessionCache.forgetUser(userId));
  const maintenance = setInterval(
    () => maintainTables(client).catch((error) => log.error({ err: error }, 'VACUUM or ANALYZE failed')),
    60_000,
  );
  maintenance.unref();
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    pglite: client,
    sessionCache,
    close: async () => {
      clearInterval(maintenance);
      await client.close();
      await release?.();
    },
  };
}

/**
 * One process per data directory. The lock (proper-lockfile) turns stale only 15 s after its
 * holder stops refreshing it, so after a kill -9 or a power cut the restart would be refused for
 * that long: the holder's process id is kept beside the lock, and a lock whose holder no longer
 * runs on this machine is taken over at once. A live holder, one on another machine (a shared
 * disk) or an unknown one is refused as before.
 */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  const lockfilePath = `${dataDir}/.lock`;
  const ownerFile = `${dataDir}/.lock-owner.json`;
  const take = () => lockfile.lock(dataDir, { lockfilePath, stale: 15_000, update: 5_000 });
  const locked = (error: unknown) => (error as { code?: string }).code === 'ELOCKED';
  let release: () => Promise<void>;
  try {
    release = await take();
  } catch (error) {
    if (!locked(error)) throw error;
    if (!holderIsGone(ownerFile)) throw new DatabaseLockedError(dataDir);
    rmSync(lockfilePath, { recursive: true, force: true });
    release = await take().catch((again: unknown) => {
      throw locked(again) ? new DatabaseLockedError(dataDir) : again;
    });
  }
  writeFileSync(ownerFile, JSON.stringify({ pid: process.pid, host: hostname() }));
  return release;
}

/** True only when the recorded holder is a process of this machine that no longer exists. */
function holderIsGone(ownerFile: string): boolean {
  try {
    const owner = JSON.parse(readFileSync(ownerFile, 'utf8')) as { pid?: unknown; host?: unknown };
    if (owner.host !== hostname() || !Number.isInteger(owner.pid) || owner.pid === process.pid) return false;
    process.kill(owner.pid as number, 0);
    return false;
  } catch (error) {
    return (error as { code?: string }).code === 'ESRCH';
  }
}

/** PostgreSQL codes and socket errors that mean the database cannot be reached right now. */
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
]);
const unreachableMessages =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connection is closed/i;

/** True when `error` (or an error it wraps) says the database is unreachable, not that a query is wrong. */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if ((typeof code === 'string' && unreachableCodes.has(code)) || unreachableMessages.test(current.message)) return true;
  }
  return false;
}

/**
 * How many of the shipped migrations (drizzle/meta/_journal.json) the database has not applied:
 * 0 once this version's schema is in place. Drizzle records each applied one in
 * drizzle.__drizzle_migrations, on PostgreSQL and PGlite alike.
 */
export async function pendingMigrations(db: Database): Promise<number> {
  const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as { entries: unknown[] };
  const [row] = await rows<{ applied: number | string }>(db, sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
  return Math.max(0, journal.entries.length - Number(row?.applied ?? 0));
}

/**
 * Autovacuum's work, which PGlite does not do, by autovacuum's own rules: VACUUM (ANALYZE) for the
 * tables with enough dead rows (50 + 20 % of the live ones; ingestion's upserts leave some every
 * second, and unvacuumed they would only grow), ANALYZE for those that changed enough since they
 * were last analyzed (50 + 10 %). Answers the statements it ran.
 */
export async function maintainTables(client: PGlite): Promise<string[]> {
  const { rows } = await client.query<{ statement: string }>(
    `select format(case when n_dead_tup > 50 + 0.2 * n_live_tup then 'VACUUM (ANALYZE) %I.%I' else 'ANALYZE %I.%I' end,
                   schemaname, relname) as statement
       from pg_stat_user_tables
      where n_dead_tup > 50 + 0.2 * n_live_tup or n_mod_since_analyze > 50 + 0.1 * n_live_tup`,
  );
  for (const { statement } of rows) await client.exec(statement);
  return rows.map((row) => row.statement);
}
