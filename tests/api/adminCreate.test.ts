import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/server/auth/passwords';
import { openDatabase } from '../../src/server/db';
import { users } from '../../src/server/db/schema';

const dataDir = mkdtempSync(join(tmpdir(), 'fp-admin-create-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function adminCreate(input: string) {
  return spawnSync('npm', ['run', '--silent', 'admin:create'], {
    input,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    timeout: 60_000,
  });
}

describe('npm run admin:create', () => {
  it('asks again after an invalid answer, then creates the administrator with the seed rules', async () => {
    const run = adminCreate('not-an-email\nboss@Example.com\nBig\nBoss\nshort\nStrong#Pass1\n');
    expect(run.status).toBe(0);
    expect(run.stderr).toContain('Wrong email format');
    expect(run.stderr).toContain('Password is too short - should be 8 characters minimum.');
    expect(run.stdout).toContain('Administrator boss@example.com is ready.');

    const again = adminCreate('boss@example.com\nBig\nBoss\nOther#Pass2\n');
    expect(again.status).toBe(0);

    const handle = await openDatabase({ dataDir });
    try {
      const [admin] = await handle.db.select().from(users).where(eq(users.email, 'boss@example.com'));
      expect(admin?.role).toBe('ADMIN');
      expect(await verifyPassword(admin?.passwordHash ?? '', 'Other#Pass2')).toBe(true);
    } finally {
      await handle.close();
    }
  }, 120_000);
});
