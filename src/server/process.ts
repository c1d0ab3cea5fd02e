import { DatabaseLockedError } from './db';
import { ConfigError, parseEnv } from './env';
import { log } from './log';
import { type Runtime, startRuntime } from './runtime';

/**
 * The one runtime of this Node process, started on first use (scripts/serve.mjs asks for
 * /api/health right after listening, so that is at start). Kept on globalThis so a dev-server
 * reload does not open the embedded database twice. Configuration and lock errors stop the
 * process with their message; SIGINT/SIGTERM close the database cleanly.
 */
const key = Symbol.for('funding-platform.runtime');
type Holder = { [key]?: Promise<Runtime> };

export function serverRuntime(): Promise<Runtime> {
  const holder = globalThis as Holder;
  holder[key] ??= boot();
  return holder[key];
}

let draining = false;
const drains: Array<() => Promise<void>> = [];

/** True once the process was told to stop: /api/ready answers 503 so a load balancer moves on. */
export const isDraining = () => draining;

/** Runs on SIGTERM/SIGINT before the database closes: scripts/serve.mjs finishes its requests here. */
export function drainBeforeClose(drain: () => Promise<void>): void {
  drains.push(drain);
}

async function boot(): Promise<Runtime> {
  try {
    const runtime = await startRuntime(parseEnv(process.env));
    const shutdown = async (signal: string) => {
      if (draining) return;
      draining = true;
      log.info({ signal }, 'Stopping: finishing the requests under way, then closing the database');
      // Without a server to drain (the dev server), give running queries a moment.
      if (drains.length === 0) await new Promise((resolve) => setTimeout(resolve, 500));
      await Promise.allSettled(drains.map((drain) => drain()));
      await runtime.close().catch((error) => log.error({ err: error }, 'Closing the database failed'));
      log.info('Stopped');
      process.exit(0);
    };
    process.once('SIGINT', () => void shutdown('SIGINT'));
    process.once('SIGTERM', () => void shutdown('SIGTERM'));
    return runtime;
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DatabaseLockedError) {
      // Plain text on stderr: a person starting the server reads this, not a log collector.
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
