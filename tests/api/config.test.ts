import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, DatabaseLockedError, openDatabase } from '../../src/server/db';
import { ConfigError, parseEnv } from '../../src/server/env';

const secret = 'x'.repeat(32);

function configError(source: Record<string, string | undefined>): ConfigError {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`parseEnv accepted ${JSON.stringify(source)}`);
}

const signingKey = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

describe('parseEnv', () => {
  it('accepts a test environment and fills the defaults', () => {
    const env = parseEnv({ NODE_ENV: 'test', JWT_SECRET: secret });
    expect(env).toMatchObject({ NODE_ENV: 'test', PORT: 4321, JWT_TTL: 12 * 3600, APP_URL: 'http://localhost:4321', TRUST_PROXY: false });
  });

  it('refuses production without JWT_SECRET with a ConfigError naming JWT_SECRET', () => {
    expect(configError({ NODE_ENV: 'production' }).message).toContain('JWT_SECRET');
    expect(configError({ NODE_ENV: 'production', JWT_SECRET: '' }).message).toContain('JWT_SECRET');
    expect(configError({ NODE_ENV: 'production', JWT_SECRET: secret }).message).toContain('BRIDGE_SECRET');
    expect(configError({ NODE_ENV: 'production', JWT_SECRET: secret, BRIDGE_SECRET: secret }).message).toContain('SELLER_NAME');
    const production = { NODE_ENV: 'production', JWT_SECRET: secret, BRIDGE_SECRET: secret, SELLER_NAME: 'Prop Firm Ltd.' };
    expect(configError(production).message).toContain('CERTIFICATE_SIGNING_KEY');
    expect(configError(production).message).toContain('TWO_FACTOR_KEY');
    const complete = { ...production, CERTIFICATE_SIGNING_KEY: signingKey, TWO_FACTOR_KEY: secret };
    // The demo provider verifies nobody: production needs Sumsub, with its three keys.
    expect(configError(complete).message).toContain('VERIFICATION_PROVIDER: must be sumsub in production');
    expect(configError({ ...complete, VERIFICATION_PROVIDER: 'sumsub' }).message).toContain(
      'VERIFICATION_PROVIDER: sumsub needs SUMSUB_APP_TOKEN, SUMSUB_SECRET_KEY and SUMSUB_WEBHOOK_SECRET',
    );
    const sumsub = { VERIFICATION_PROVIDER: 'sumsub', SUMSUB_APP_TOKEN: 'token', SUMSUB_SECRET_KEY: 'key', SUMSUB_WEBHOOK_SECRET: 'hook' };
    expect(parseEnv({ ...complete, ...sumsub })).toMatchObject({
      SEED_DEMO: false,
      VERIFICATION_PROVIDER: 'sumsub',
      VERIFICATION_EXPIRY_DAYS: 7,
    });
    expect(parseEnv({}).VERIFICATION_PROVIDER).toBe('demo');
    expect(configError({ VERIFICATION_EXPIRY_DAYS: '0' }).message).toContain('VERIFICATION_EXPIRY_DAYS');
  });

  it('reads the payout minimum in major units and checks the signing key and the news feed address', () => {
    expect(parseEnv({}).PAYOUT_MINIMUM).toBe(50);
    expect(parseEnv({ PAYOUT_MINIMUM: '99.50' }).PAYOUT_MINIMUM).toBe(99.5);
    expect(configError({ PAYOUT_MINIMUM: '-5' }).message).toContain('PAYOUT_MINIMUM');
    expect(configError({ CERTIFICATE_SIGNING_KEY: 'not a key' }).message).toContain('CERTIFICATE_SIGNING_KEY');
    // A key pasted into one line keeps its newlines as \n.
    expect(parseEnv({ CERTIFICATE_SIGNING_KEY: signingKey.replaceAll('\n', '\\n') }).CERTIFICATE_SIGNING_KEY).toBe(signingKey.trim());
    expect(configError({ NEWS_FEED_URL: 'ftp://calendar' }).message).toContain('NEWS_FEED_URL');
  });

  it('checks the seller’s bank details and VAT rate, and wants both Stripe keys or neither', () => {
    expect(configError({ SELLER_IBAN: 'CZ00 1234' }).message).toContain('SELLER_IBAN');
    expect(configError({ SELLER_BIC: 'nope' }).message).toContain('SELLER_BIC');
    expect(configError({ VAT_RATE: '21%' }).message).toContain('VAT_RATE');
    expect(configError({ STRIPE_SECRET_KEY: 'sk_test_x' }).message).toContain('STRIPE_WEBHOOK_SECRET');
    const env = parseEnv({ SELLER_IBAN: 'CZ65 0800 0000 1920 0014 5399', SELLER_BIC: 'GIBACZPX', VAT_RATE: '8.1' });
    expect(env).toMatchObject({ SELLER_IBAN: 'CZ6508000000192000145399', SELLER_BIC: 'GIBACZPX', VAT_RATE: 810 });
  });

  it('refuses a JWT_SECRET shorter than 32 characters', () => {
    expect(configError({ JWT_SECRET: 'short' }).message).toContain('JWT_SECRET');
  });

  it('refuses PORT=abc naming PORT', () => {
    expect(configError({ PORT: 'abc' }).message).toContain('PORT');
    expect(configError({ PORT: '70000' }).message).toContain('PORT');
  });

  it('refuses a LOG_LEVEL pino does not have, naming the ones it does', () => {
    expect(configError({ LOG_LEVEL: 'loud' }).message).toContain(
      'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent',
    );
    expect(parseEnv({ LOG_LEVEL: 'debug' }).LOG_LEVEL).toBe('debug');
  });

  it('refuses ADMIN_EMAIL without ADMIN_PASSWORD', () => {
    const error = configError({ ADMIN_EMAIL: 'boss@example.com' });
    expect(error.message).toContain('ADMIN_PASSWORD');
    expect(error.message).toContain('ADMIN_EMAIL and ADMIN_PASSWORD go together');
    expect(parseEnv({ ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'Boss#Pass1' }).ADMIN_EMAIL).toBe('boss@example.com');
  });

  it('refuses a DATABASE_URL that is not postgres:// and a JWT_TTL that is not a duration', () => {
    expect(configError({ DATABASE_URL: 'mysql://localhost/db' }).message).toContain('DATABASE_URL');
    expect(configError({ JWT_TTL: 'forever' }).message).toContain('JWT_TTL');
    expect(parseEnv({ JWT_TTL: '30m' }).JWT_TTL).toBe(1800);
  });
});

describe('openDatabase on a data directory', () => {
  const dirs: string[] = [];
  const handles: DatabaseHandle[] = [];
  afterAll(async () => {
    for (const handle of handles) await handle.close().catch(() => undefined);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a second open of the same directory with DatabaseLockedError naming it, and opens again after the first closes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fp-db-'));
    dirs.push(dir);
    const first = await openDatabase({ dataDir: dir });
    handles.push(first);
    expect(first.kind).toBe('pglite');

    const second = openDatabase({ dataDir: dir });
    await expect(second).rejects.toBeInstanceOf(DatabaseLockedError);
    const error = (await second.catch((e: unknown) => e)) as DatabaseLockedError;
    expect(error.message).toContain(dir);
    expect(error.dir).toBe(dir);

    await first.close();
    handles.splice(handles.indexOf(first), 1);
    const third = await openDatabase({ dataDir: dir });
    handles.push(third);
    expect(third.kind).toBe('pglite');
    await third.close();
    handles.splice(handles.indexOf(third), 1);
  }, 30_000);

  it('after its holder is killed with kill -9, opens at once with what the holder had written; refuses while the holder runs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fp-db-'));
    dirs.push(dir);
    // Another process opens the directory, writes a row and says so, then is killed mid-run.
    const script = `
      import { sql } from 'drizzle-orm';
      import { openDatabase } from ${JSON.stringify(join(process.cwd(), 'src/server/db/index.ts'))};
      const handle = await openDatabase({ dataDir: ${JSON.stringify(dir)} });
      await handle.db.execute(sql\`create table kept (note text)\`);
      await handle.db.execute(sql\`insert into kept values ('acknowledged')\`);
      console.log('written');
      setInterval(() => {}, 1000);`;
    // Node itself with tsx's loader (the tsx command would run the script in a child of its own).
    const holder = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      holder.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('written') && resolve());
      holder.once('exit', (code) => reject(new Error(`the holder exited with ${code}`)));
    });

    await expect(openDatabase({ dataDir: dir })).rejects.toBeInstanceOf(DatabaseLockedError);
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    holder.kill('SIGKILL');
    await exited;

    // The lock's own staleness takes 15 s; the dead holder's is taken over now.
    const reopened = await openDatabase({ dataDir: dir });
    handles.push(reopened);
    const kept = (await reopened.db.execute(sql`select note from kept`)) as unknown as { rows: { note: string }[] };
    expect(kept.rows).toEqual([{ note: 'acknowledged' }]);
    await expect(openDatabase({ dataDir: dir })).rejects.toBeInstanceOf(DatabaseLockedError);
  }, 60_000);
});
