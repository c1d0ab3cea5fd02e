import { atom, onMount } from 'nanostores';
import { useClientStore } from './useClientStore';

/**
 * One clock for every countdown and data-age label on a page: it ticks each second while
 * something shows it, and stops when nothing does.
 */
export const $now = atom(0);
onMount($now, () => {
  $now.set(Date.now());
  const timer = setInterval(() => $now.set(Date.now()), 1000);
  return () => clearInterval(timer);
});

/** Epoch ms, updated every second; 0 during the server render (nothing time-based is shown then). */
export function useNow(): number {
  return useClientStore($now);
}
