import type { FetcherStore } from '@nanostores/query';
import type { ReadableAtom } from 'nanostores';
import { useDeferredValue, useEffect, useState } from 'react';
import { isSlowConnection, queryTiming } from '../api/query';
import { toast } from '../stores/toast';
import { useClientStore } from './useClientStore';

export type QueryResult<T> = {
  data: T | undefined;
  error: Error | undefined;
  loading: boolean;
  /** Still waiting after the seed's loading timeout (3 s, 5 s on slow connections). */
  slow: boolean;
  retry: () => void;
};

/**
 * Reads a fetcher store in an island: its data, error and loading state, a "still loading" hint
 * after the loading timeout, a toast when it fails, and revalidation when the window regains focus
 * at most every `focusThrottleMs` (seed §9: 5 s; 30 s for the generic GET).
 */
export function useQuery<T>(store: FetcherStore<T>, options: { focusThrottleMs?: number } = {}): QueryResult<T> {
  // An answer is rendered as a transition, which React renders in slices between the browser's
  // other work; a store's own update would render the whole screen in one blocking task (a phone
  // froze for up to 300 ms as a list arrived, docs/decisions/041). Preact renders it at once.
  const state = useDeferredValue(useClientStore(store));
  const throttle = options.focusThrottleMs ?? queryTiming.focusThrottleMs;
  const [slow, setSlow] = useState(false);
  const waiting = state.loading && state.data === undefined;

  useEffect(() => {
    setSlow(false);
    if (!waiting) return;
    const timer = setTimeout(() => setSlow(true), isSlowConnection() ? queryTiming.slowLoadingTimeoutMs : queryTiming.loadingTimeoutMs);
    return () => clearTimeout(timer);
  }, [waiting]);

  useEffect(() => {
    let last = Date.now();
    const onFocus = () => {
      if (document.visibilityState !== 'visible' || Date.now() - last < throttle) return;
      last = Date.now();
      store.revalidate();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, [store, throttle]);

  useEffect(() => {
    // One toast per failing query (sonner replaces a toast with the same id), never a silent blank.
    if (state.error) toast.error((state.error as Error).message, { id: store.key ?? 'query' });
  }, [state.error, store]);

  return {
    data: state.data,
    error: state.error as Error | undefined,
    loading: state.loading,
    slow,
    retry: () => store.revalidate(),
  };
}

/**
 * Starts fetcher stores at once, side by side, for parts of a screen that render (and subscribe)
 * only once another answer is in: the trading overview's chart, calendar, statistics and trades
 * would otherwise ask one round trip after the account (docs/decisions/041).
 */
export function usePrefetch(...stores: ReadableAtom<unknown>[]): void {
  // The stores of the first render: a screen's stores are module-level and never change.
  const [started] = useState(stores);
  useEffect(() => {
    const stops = started.map((store) => store.listen(() => {}));
    return () => {
      for (const stop of stops) stop();
    };
  }, [started]);
}
