import { defineConfig } from '@playwright/test';
import { e2eDataDir } from './tests/e2e/session';

/**
 * End-to-end tests against the built server, in Debian's Chromium (never a downloaded browser).
 * The React build runs every test; the Preact build (UI_RUNTIME=preact) runs the @smoke ones.
 */
// E2E_OUT_DIR and E2E_PORT: one more React server from its own build, beside a running suite
// (work in parallel); the Preact project is left out then.
const ownBuild = process.env.E2E_OUT_DIR;
const reactPort = Number(process.env.E2E_PORT ?? 4411);
const preactPort = 4412;
// The local stand-in of Match-Trader's Broker API (tests/standins/matchTrader.ts), a second platform connection.
const matchTraderPort = reactPort + 9;
const reactData = e2eDataDir('react');
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// Tests that kill, stop, multiply or load servers of their own keep both cores busy for minutes:
// they run on their own after the browser tests, whose waits they would otherwise starve.
const serverSpecs = /\/(faults|instances|large-bodies|load|shutdown)\.spec\.ts$/;

// TRUST_PROXY lets tests register many users from distinct (X-Forwarded-For) addresses.
const serverEnv = {
  HOST: '127.0.0.1',
  NODE_ENV: 'development',
  SEED_DEMO: 'true',
  TRUST_PROXY: 'true',
  SIMULATOR: 'off',
  // The trader test signs bridge events like a trading platform.
  BRIDGE_SECRET: 'e2e-bridge-secret-0123456789-abcdefghij',
  // The account bank-transfer orders are paid to (a valid test IBAN and BIC).
  SELLER_IBAN: 'CZ6508000000192000145399',
  SELLER_BIC: 'GIBACZPX',
  DATABASE_URL: '',
  REDIS_URL: '',
  // Products labelled Match-Trader open there (tests/e2e/platform-commands.spec.ts); every other on the demo platform.
  MATCH_TRADER_URL: `http://127.0.0.1:${matchTraderPort}`,
  MATCH_TRADER_API_KEY: 'e2e-match-trader-api-key',
  MATCH_TRADER_GROUP: 'prop-eval',
  MATCH_TRADER_SERVER: 'MatchTrader-E2E',
  MATCH_TRADER_BRIDGE_SECRET: 'e2e-match-trader-bridge-secret-0123456789',
  MATCH_TRADER_TIMEOUT: '3',
};

export default defineConfig({
  testDir: 'tests/e2e',
  // A separate run keeps its traces apart: each run empties its output folder when it starts.
  outputDir: ownBuild ? `test-results/port-${reactPort}` : 'test-results/suite',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // CI's two cores also run both servers, and some days run at half the speed of others: there a
  // step may wait twice as long for what it expects, the whole test (fixtures' set-up and teardown
  // included) gets more room, and one retry that the report still names as flaky, so a starved
  // browser teardown does not throw away a run.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'react', testIgnore: serverSpecs, use: { baseURL: `http://127.0.0.1:${reactPort}` } },
    ...(ownBuild ? [] : [{ name: 'preact', grep: /@smoke/, use: { baseURL: `http://127.0.0.1:${preactPort}` } }]),
    // After the browser tests (skipped when one of them fails; `--no-deps` runs them alone).
    {
      name: 'servers',
      testMatch: serverSpecs,
      dependencies: ownBuild ? ['react'] : ['react', 'preact'],
      use: { baseURL: `http://127.0.0.1:${reactPort}` },
    },
  ],
  // Each server gets a fresh embedded database with the demo accounts (tests/e2e/session.ts); the
  // React one also members funded a month ago (tests/e2e/agedTraders.ts).
  webServer: [
    {
      command: 'npx tsx tests/standins/matchTraderServer.ts',
      url: `http://127.0.0.1:${matchTraderPort}/__standin/health`,
      env: { PORT: String(matchTraderPort), API_KEY: 'e2e-match-trader-api-key' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `rm -rf ${reactData} && npx tsx tests/e2e/seedAgedTraders.ts && node scripts/serve.mjs`,
      url: `http://127.0.0.1:${reactPort}/api/health`,
      env: { ...serverEnv, PORT: String(reactPort), DATA_DIR: reactData, OUT_DIR: ownBuild ?? '' },
      reuseExistingServer: false,
      // Migrating and seeding the demo takes over a minute when the 2-core machine is busy.
      timeout: 180_000,
    },
    ...(ownBuild
      ? []
      : [
          {
            command: 'rm -rf .e2e-data/preact && node scripts/serve.mjs',
            url: `http://127.0.0.1:${preactPort}/api/health`,
            env: { ...serverEnv, PORT: String(preactPort), DATA_DIR: '.e2e-data/preact', UI_RUNTIME: 'preact' },
            reuseExistingServer: false,
            timeout: 180_000,
          },
        ]),
  ],
});
