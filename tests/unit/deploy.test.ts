import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv, serverVariables } from '../../src/server/env';

const unit = readFileSync('deploy/funding-platform.service', 'utf8');
const signingKey = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

describe('deployment files', () => {
  it('the systemd unit passes systemd-analyze verify without a warning, run from this checkout', () => {
    // The unit names /opt/funding-platform; verify checks that ExecStart exists, so point it here.
    const dir = mkdtempSync(join(tmpdir(), 'fp-unit-'));
    const file = join(dir, 'funding-platform.service');
    writeFileSync(file, unit.replaceAll('/opt/funding-platform', process.cwd()));
    const verified = spawnSync('systemd-analyze', ['verify', file], { encoding: 'utf8' });
    expect(verified.error, 'systemd-analyze (Debian package systemd) must be installed').toBeUndefined();
    expect(verified.stderr.trim()).toBe('');
    expect(verified.status).toBe(0);
  });

  it("the unit's own settings are valid production settings once the required secrets are given", () => {
    const settings = Object.fromEntries(
      [...unit.matchAll(/^Environment=(.+)$/gm)].flatMap(([, line]) =>
        (line ?? '').split(/\s+/).map((pair) => pair.split('=') as [string, string]),
      ),
    );
    expect(settings).toMatchObject({ NODE_ENV: 'production', HOST: '127.0.0.1', TRUST_PROXY: 'true' });
    const env = parseEnv({
      ...settings,
      JWT_SECRET: 'j'.repeat(32),
      BRIDGE_SECRET: 'b'.repeat(32),
      TWO_FACTOR_KEY: 't'.repeat(32),
      SELLER_NAME: 'Firm s.r.o.',
      CERTIFICATE_SIGNING_KEY: signingKey,
      VERIFICATION_PROVIDER: 'sumsub',
      SUMSUB_APP_TOKEN: 'sbx:app-token',
      SUMSUB_SECRET_KEY: 'secret-key',
      SUMSUB_WEBHOOK_SECRET: 'webhook-secret',
    });
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      PORT: 4321,
      TRUST_PROXY: true,
      SEED_DEMO: false,
      SIMULATOR: 'off',
      ADMIN_REQUIRE_2FA: true,
    });
  });

  it('.env.example documents every variable the server reads', () => {
    const documented = new Set([...readFileSync('.env.example', 'utf8').matchAll(/^([A-Z0-9_]+)=/gm)].map(([, name]) => name));
    expect(serverVariables.length).toBeGreaterThan(30);
    expect(serverVariables.filter((name) => !documented.has(name))).toEqual([]);
  });
});
