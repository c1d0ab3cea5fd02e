import { nanoquery } from '@nanostores/query';
import { ApiError } from './rpc';

/**
 * The one data-fetching mechanism of the islands (docs/decisions/009): @nanostores/query with the
 * seed's defaults (§9). Fetcher stores are nanostores, so screens share cached answers and the
 * live stream can revalidate them by key.
 */
export const queryTiming = {
  dedupeMs: 2_000,
  focusThrottleMs: 5_000,
  /** The generic GET {path} (seed §7) revalidates on focus at most every 30 s. */
  genericFocusThrottleMs: 30_000,
  errorRetryMs: 5_000,
  slowErrorRetryMs: 10_000,
  loadingTimeoutMs: 3_000,
  slowLoadingTimeoutMs: 5_000,
  maxRetries: 10,
} as const;

type NetworkInformation = { effectiveType?: string; saveData?: boolean };

/** Slow as SWR defines it: a 2G-class connection or data saver (navigator.connection). */
export function isSlowConnection(): boolean {
  const connection = (globalThis.navigator as (Navigator & { connection?: NetworkInformation }) | undefined)?.connection;
  return !!connection && (connection.saveData === true || connection.effectiveType === 'slow-2g' || connection.effectiveType === '2g');
}

/** Client errors (4xx) are answers, not outages: retrying them cannot help. */
export function retryDelay(error: unknown, retryCount: number, slow = isSlowConnection()): number {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return 0;
  if (retryCount > queryTiming.maxRetries) return 0;
  return slow ? queryTiming.slowErrorRetryMs : queryTiming.errorRetryMs;
}

export const [createQuery, createMutation, { revalidateKeys, mutateCache }] = nanoquery({
  dedupeTime: queryTiming.dedupeMs,
  // Focus revalidation is throttled per screen by useQuery (nanoquery has no throttle of its own).
  revalidateOnFocus: false,
  revalidateOnReconnect: true,
  onErrorRetry: ({ error, retryCount }) => retryDelay(error, retryCount),
});
