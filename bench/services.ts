import { databaseRateLimitStore, RateLimiter } from '../src/server/auth/rateLimit';
import { developmentSecurityCheck } from '../src/server/auth/securityCheck';
import { tokenKey } from '../src/server/auth/tokens';
import { twoFactorKey } from '../src/server/auth/twoFactor';
import { generatedSigner } from '../src/server/certificates/signing';
import type { DatabaseHandle } from '../src/server/db';
import { parseEnv } from '../src/server/env';
import type { LiveBus } from '../src/server/live/bus';
import { platformConnections } from '../src/server/platforms/connections';
import type { Services } from '../src/server/services';

/**
 * The services a benchmark runs the server's code with: test settings, mail going nowhere, the clock
 * the benchmark moves (`clock`, epoch milliseconds), and no trading platform (nothing is opened on one).
 */
export function benchServices(handle: DatabaseHandle, live: LiveBus, clock: () => number): Services {
  const env = parseEnv({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32), BRIDGE_SECRET: 'y'.repeat(32) });
  const key = tokenKey(env.JWT_SECRET);
  return {
    env,
    db: handle.db,
    tokenKey: key,
    twoFactorKey: twoFactorKey('two-factor-key-of-the-benchmarks-0123456789'),
    mailer: { async send() {} },
    limiter: new RateLimiter(databaseRateLimitStore(handle.db), clock),
    security: developmentSecurityCheck(handle.db, key),
    now: () => new Date(clock()),
    sessionCache: handle.sessionCache,
    live,
    certificates: generatedSigner(),
    platforms: platformConnections([]),
  };
}
