import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, pendingMigrations } from '../../src/server/db';
import { users } from '../../src/server/db/schema';

/** scripts/backup.sh or restore.sh with this environment (DATABASE_URL only when given). */
function run(script: 'backup' | 'restore', file: string, env: { DATA_DIR?: string; DATABASE_URL?: string }) {
  const { DATABASE_URL: _, ...rest } = process.env;
  return spawnSync('bash', [`scripts/${script}.sh`, file], { encoding: 'utf8', env: { ...rest, ...env } });
}

const emails = async (handle: DatabaseHandle) =>
  (await handle.db.select({ email: users.email }).from(users)).map((row) => row.email).sort();
const user = (email: string) => ({ email, passwordHash: 'x', firstName: 'Kept', lastName: 'Row' });

const work = mkdtempSync(join(tmpdir(), 'fp-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('backup and restore (docs/operations.md)', () => {
  it('embedded: refuses while the server holds the directory; once stopped, the archive restores elsewhere with its rows', async () => {
    const dir = join(work, 'data');
    const archive = join(work, 'data.tar.gz');
    const running = await openDatabase({ dataDir: dir });
    await running.db.insert(users).values(user('kept@example.com'));
    const refused = run('backup', archive, { DATA_DIR: dir });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`is using ${dir}: stop it first`);
    await running.close();

    const made = run('backup', archive, { DATA_DIR: dir });
    expect(made.stderr).toBe('');
    expect(made.status).toBe(0);
    // Never into a directory that already holds something.
    const occupied = join(work, 'occupied');
    mkdirSync(occupied);
    writeFileSync(join(occupied, 'x'), '');
    expect(run('restore', archive, { DATA_DIR: occupied }).stderr).toContain('is not empty');

    const restoredDir = join(work, 'restored');
    expect(run('restore', archive, { DATA_DIR: restoredDir }).status).toBe(0);
    const restored = await openDatabase({ dataDir: restoredDir });
    try {
      expect(await emails(restored)).toEqual(['kept@example.com']);
      expect(await pendingMigrations(restored.db)).toBe(0);
    } finally {
      await restored.close();
    }
  }, 60_000);

  const server = process.env.DATABASE_URL;
  it.runIf(server)(
    'PostgreSQL: a dump taken while serving replaces what another database held',
    async () => {
      const admin = new pg.Client({ connectionString: server });
      await admin.connect();
      const names = [`fp_backup_a_${process.pid}`, `fp_backup_b_${process.pid}`];
      const url = (name: string) => Object.assign(new URL(server as string), { pathname: `/${name}` }).toString();
      try {
        for (const name of names) {
          await admin.query(`drop database if exists ${name}`);
          await admin.query(`create database ${name}`);
        }
        const [source, target] = names.map(url) as [string, string];
        const dump = join(work, 'funding.dump');
        const serving = await openDatabase({ databaseUrl: source });
        await serving.db.insert(users).values(user('kept@example.com'));
        const made = run('backup', dump, { DATABASE_URL: source });
        await serving.close();
        expect(made.stderr).toBe('');
        expect(made.status).toBe(0);

        const other = await openDatabase({ databaseUrl: target });
        await other.db.insert(users).values(user('replaced@example.com'));
        await other.close();
        const restoredRun = run('restore', dump, { DATABASE_URL: target });
        expect(restoredRun.stderr).toBe('');
        expect(restoredRun.status).toBe(0);

        const restored = await openDatabase({ databaseUrl: target });
        try {
          expect(await emails(restored)).toEqual(['kept@example.com']);
          expect(await pendingMigrations(restored.db)).toBe(0);
        } finally {
          await restored.close();
        }
      } finally {
        for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
    120_000,
  );
});
