import type { BridgeBatch } from '../bridge/ingestion';
import type { Database } from '../db';
import type { Env } from '../env';
import { type PlatformConnections, platformConnections } from './connections';
import { demoPlatform } from './demo';

/**
 * The connections the environment configures (docs/operations.md, "Connecting a platform"): the
 * built-in demo platform always, holding every product whose platform label no other connection
 * claims.
 */
export function configuredPlatforms(
  _env: Env,
  demo: { db: Database; bridgeSecret: string; now: () => Date; report: (batch: BridgeBatch) => Promise<void> },
): PlatformConnections {
  return platformConnections([{ platform: demoPlatform(demo), labels: [] }], 'demo');
}
