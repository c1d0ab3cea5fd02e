import type { RateLimiter } from './auth/rateLimit';
import type { SecurityCheck } from './auth/securityCheck';
import type { SessionCache } from './auth/sessionCache';
import type { TokenKey } from './auth/tokens';
import type { TwoFactorKey } from './auth/twoFactor';
import type { CertificateSigner } from './certificates/signing';
import type { Database } from './db';
import type { Env } from './env';
import type { LiveBus } from './live/bus';
import type { Mailer } from './mail';
import type { PlatformConnections } from './platforms/connections';

/** Everything the API needs, made once at start (runtime.ts) or by a test. */
export interface Services {
  env: Env;
  db: Database;
  tokenKey: TokenKey;
  /** Encrypts authenticator secrets (auth/twoFactor.ts). */
  twoFactorKey: TwoFactorKey;
  mailer: Mailer;
  limiter: RateLimiter;
  security: SecurityCheck & { issue?: () => Promise<string> };
  now: () => Date;
  /** Session lookups kept in this process, exact by the database's notifications (db/index.ts). */
  sessionCache: SessionCache;
  /** Account changes for the live streams (in process; across instances through PostgreSQL). */
  live: LiveBus;
  /** Signs and checks certificates (Ed25519; docs/decisions/018-signed-certificates.md). */
  certificates: CertificateSigner;
  /** The trading platforms accounts are opened on (platforms/connections.ts). */
  platforms: PlatformConnections;
}

/** The same services on a clock stopped at `time`: work dated then (the demo's history, tests' aged accounts). */
export const servicesAt = (services: Services, time: number): Services => ({ ...services, now: () => new Date(time) });
