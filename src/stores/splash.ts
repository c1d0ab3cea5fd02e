import { atom } from 'nanostores';

/**
 * The splash screen covers the page while something it depends on is settling (the layout
 * config, and the session with its role routing). Each such thing holds the splash until it releases it.
 */
export const $splashHolds = atom<ReadonlySet<string>>(new Set(['layout', 'session']));

export function holdSplash(reason: string): void {
  $splashHolds.set(new Set([...$splashHolds.get(), reason]));
}

export function releaseSplash(reason: string): void {
  const next = new Set($splashHolds.get());
  next.delete(reason);
  $splashHolds.set(next);
}

/** Mirrors the holds onto the page's static splash element. */
export function bindSplashElement(): void {
  if (typeof document === 'undefined') return;
  $splashHolds.subscribe((holds) => {
    document.documentElement.toggleAttribute('data-splash', holds.size > 0);
  });
}
