import { atom } from 'nanostores';
import { type Actor, createActor } from 'xstate';
import { type ResolvedTheme, resolveTheme, type ThemeMode, themeMachine } from '../../machines/theme';
import { storage, storageKeys } from './storage';

export interface ThemeState {
  mode: ThemeMode;
  resolved: ResolvedTheme;
}

export const $theme = atom<ThemeState>({ mode: 'system', resolved: 'light' });

let actor: Actor<typeof themeMachine> | undefined;

/** Starts the theme actor once per page (browser only). */
export function startTheme(): void {
  if (actor || typeof window === 'undefined') return;
  const media = window.matchMedia('(prefers-color-scheme: dark)');
  actor = createActor(
    themeMachine.provide({
      actions: {
        persistMode: (_, { mode, resolved }) => {
          storage.set(storageKeys.themeMenu, mode);
          storage.set(storageKeys.themeValue, resolved);
        },
        applyTheme: (_, { resolved }) => applyTheme(resolved),
        reinitWidgets: () => document.dispatchEvent(new CustomEvent('widgets:reinit')),
      },
    }),
    { input: { storedMode: storage.get(storageKeys.themeMenu), systemPrefersDark: media.matches } },
  );
  actor.subscribe((snapshot) => {
    const { mode, systemPrefersDark } = snapshot.context;
    $theme.set({ mode, resolved: resolveTheme(mode, systemPrefersDark) });
  });
  actor.start();
  media.addEventListener('change', (event) => actor?.send({ type: 'theme.systemChanged', prefersDark: event.matches }));
}

export function selectTheme(mode: ThemeMode): void {
  startTheme();
  actor?.send({ type: 'theme.select', mode });
}

function applyTheme(resolved: ResolvedTheme): void {
  const root = document.documentElement;
  root.dataset.theme = resolved;
  root.style.colorScheme = resolved;
  // Images with light and dark alternates follow the theme.
  for (const img of document.querySelectorAll<HTMLImageElement>('img[data-src-light][data-src-dark]')) {
    const src = resolved === 'dark' ? img.dataset.srcDark : img.dataset.srcLight;
    if (src && img.getAttribute('src') !== src) img.src = src;
  }
}

/**
 * Runs inline in <head> before first paint so the page never flashes the wrong theme.
 * Self-contained on purpose: it is serialised into the page (see Document.astro).
 */
export function themeBootScript(menuKey: string): void {
  let mode: string | null = null;
  try {
    mode = localStorage.getItem(menuKey);
  } catch {}
  if (mode !== 'light' && mode !== 'dark') {
    mode = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  document.documentElement.dataset.theme = mode;
  document.documentElement.style.colorScheme = mode;
}
