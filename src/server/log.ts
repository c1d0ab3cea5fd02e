import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The request being answered: every line logged while answering it carries its id. */
export const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/**
 * The server's log: one JSON object per line on stdout (pino), with time, level, process and,
 * inside a request, `requestId` (the `X-Request-Id` of its answer). `LOG_LEVEL` sets the level
 * (env.ts checks it; default info, silent under the tests).
 */
export const log = pino({
  level: (logLevels as readonly string[]).includes(process.env.LOG_LEVEL ?? '')
    ? (process.env.LOG_LEVEL as string)
    : process.env.VITEST
      ? 'silent'
      : 'info',
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
  mixin: () => requestScope.getStore() ?? {},
});
