import { log } from '../log';
import type { TradingPlatform } from './port';

/**
 * The platform connections this server holds accounts on (issue 29; docs/operations.md, "Connecting
 * a platform"): the built-in demo platform, and one connection per real platform configured in the
 * environment. A product's platform label picks its connection; a label no real connection claims
 * goes to the default (the demo platform), so `npm start` behaves like a firm out of the box.
 */
export interface PlatformConnections {
  list(): TradingPlatform[];
  get(name: string): TradingPlatform | undefined;
  /** The connection that opens accounts of products with this platform label. */
  forLabel(label: string): TradingPlatform | undefined;
}

export function platformConnections(entries: { platform: TradingPlatform; labels: string[] }[], fallback?: string): PlatformConnections {
  const byName = new Map(entries.map((e) => [e.platform.name, e.platform]));
  const byLabel = new Map(entries.flatMap((e) => e.labels.map((label) => [label.toLowerCase(), e.platform] as const)));
  return {
    list: () => [...byName.values()],
    get: (name) => byName.get(name),
    forLabel: (label) => byLabel.get(label.trim().toLowerCase()) ?? (fallback ? byName.get(fallback) : undefined),
  };
}

/** At start: every connection's settings and reachability; a connection that fails is logged, not fatal (its commands wait). */
export async function checkConnections(connections: PlatformConnections): Promise<void> {
  for (const platform of connections.list()) {
    try {
      await platform.check();
      log.info(`Trading platform connection "${platform.name}" is ready (server ${platform.server}).`);
    } catch (error) {
      log.error({ err: error }, `Trading platform connection "${platform.name}" failed its check; its commands wait until it answers`);
    }
  }
}
