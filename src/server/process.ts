import { DatabaseLockedError } from './db';
import { ConfigError, parseEnv } from './env';
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

async function boot(): Promise<Runtime> {
  try {
    const runtime = await startRuntime(parseEnv(process.env));
    let closing = false;
    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      console.info(`${signal}: closing the database…`);
      // Let requests already running finish their queries first.
      await new Promise((resolve) => setTimeout(resolve, 500));
      await runtime.close().catch((error) => console.error(error));
      process.exit(0);
    };
    process.once('SIGINT', () => void shutdown('SIGINT'));
    process.once('SIGTERM', () => void shutdown('SIGTERM'));
    return runtime;
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DatabaseLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
