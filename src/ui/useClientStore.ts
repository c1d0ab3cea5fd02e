import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';

/**
 * Reads a store in an island. Hydration uses the store's initial value (what the server
 * rendered), then the island re-renders with the browser's value: without this, React keeps
 * server markup that no longer matches (theme icon, stored account id, …).
 */
export function useClientStore<T>(store: ReadableAtom<T>): T {
  return useStore(store, { ssr: 'initial' });
}
