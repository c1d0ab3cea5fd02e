import type { BridgeBatch } from '../bridge/ingestion';
import type { Database } from '../db';
import type { Env } from '../env';
import { type PlatformConnections, platformConnections } from './connections';
import { demoPlatform } from './demo';
import { matchTraderPlatform } from './matchTrader';

/**
 * The connections the environment configures (docs/operations.md, "Connecting a platform"): the
 * built-in demo platform always, holding every product whose platform label no other connection
 * claims; Match-Trader with MATCH_TRADER_URL, for the labels in MATCH_TRADER_LABELS.
 */
export function configuredPlatforms(
  env: Env,
  demo: { db: Database; bridgeSecret: string; now: () => Date; report: (batch: BridgeBatch) => Promise<void> },
): PlatformConnections {
  const matchTrader = env.MATCH_TRADER_URL
    ? [
        {
          platform: matchTraderPlatform({
            url: env.MATCH_TRADER_URL,
            apiKey: env.MATCH_TRADER_API_KEY,
            server: env.MATCH_TRADER_SERVER,
            group: env.MATCH_TRADER_GROUP,
            leverage: env.MATCH_TRADER_LEVERAGE,
            accountType: env.MATCH_TRADER_ACCOUNT_TYPE,
            bridgeSecret: env.MATCH_TRADER_BRIDGE_SECRET,
            timeoutSeconds: env.MATCH_TRADER_TIMEOUT,
          }),
          labels: env.MATCH_TRADER_LABELS.split(',')
            .map((label) => label.trim())
            .filter(Boolean),
        },
      ]
    : [];
  return platformConnections([{ platform: demoPlatform(demo), labels: [] }, ...matchTrader], 'demo');
}
