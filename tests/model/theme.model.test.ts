import { describe, expect, it } from 'vitest';
import { type ResolvedTheme, resolveTheme, type ThemeEvent, type ThemeMode, themeMachine } from '../../machines/theme';
import { describePath, generatePaths, replayPath } from './machinePaths';

const events: ThemeEvent[] = [
  { type: 'theme.select', mode: 'light' },
  { type: 'theme.select', mode: 'dark' },
  { type: 'theme.select', mode: 'system' },
  { type: 'theme.systemChanged', prefersDark: true },
  { type: 'theme.systemChanged', prefersDark: false },
];
const serializeState = (s: { value: unknown; context: unknown }) => JSON.stringify([s.value, s.context]);

/** A page as the machine's actions see it: the applied theme, storage, and widget re-inits. */
function fakePage() {
  const page = {
    applied: undefined as ResolvedTheme | undefined,
    stored: {} as Record<string, string>,
    widgetReinits: 0,
    machine: themeMachine.provide({
      actions: {
        applyTheme: (_, { resolved }) => {
          page.applied = resolved;
        },
        persistMode: (_, { mode, resolved }) => {
          page.stored.kt_theme_mode_menu = mode;
          page.stored.kt_theme_mode_value = resolved;
        },
        reinitWidgets: () => {
          page.widgetReinits += 1;
        },
      },
    }),
  };
  return page;
}

const starts: { storedMode: unknown; systemPrefersDark: boolean }[] = [
  { storedMode: 'light', systemPrefersDark: true },
  { storedMode: 'dark', systemPrefersDark: false },
  { storedMode: 'system', systemPrefersDark: true },
  { storedMode: null, systemPrefersDark: false },
  { storedMode: 'sepia', systemPrefersDark: true },
];

describe('theme machine, replayed along generated paths', () => {
  for (const input of starts) {
    const paths = generatePaths(themeMachine, { input, events, serializeState });
    it(`covers every reachable state from a stored ${JSON.stringify(input.storedMode)} (${paths.length} paths)`, () => {
      // 3 modes × 2 system preferences × widgets starting/ready.
      expect(paths).toHaveLength(12);
    });
    for (const path of paths) {
      it(`from ${JSON.stringify(input.storedMode)}: ${describePath(path)}`, () => {
        const page = fakePage();
        let lastSelected: ThemeMode | undefined;
        let elapsed = 0;
        replayPath(page.machine, path, {
          input,
          serializeState,
          check: (snapshot, event) => {
            const { mode, systemPrefersDark } = snapshot.context as { mode: ThemeMode; systemPrefersDark: boolean };
            if (event.type === 'theme.select') lastSelected = (event as ThemeEvent & { type: 'theme.select' }).mode;
            if (event.type.startsWith('xstate.after')) elapsed += 500;
            // The document always shows the resolved theme of the current mode.
            expect(page.applied).toBe(resolveTheme(mode, systemPrefersDark));
            // An invalid or missing stored value means system (seed §3).
            if (!lastSelected) {
              const stored = input.storedMode;
              expect(mode).toBe(stored === 'light' || stored === 'dark' ? stored : 'system');
            } else {
              // A choice is saved with its resolved value.
              expect(page.stored.kt_theme_mode_menu).toBe(lastSelected);
              expect(page.stored.kt_theme_mode_value).toBe(resolveTheme(lastSelected, systemPrefersDark));
            }
            // Widgets are re-initialised once, 500 ms after start.
            expect(page.widgetReinits).toBe(elapsed >= 500 ? 1 : 0);
          },
        });
      });
    }
  }

  it('replays every simple path from a stored dark mode', () => {
    const input = { storedMode: 'dark', systemPrefersDark: false };
    const paths = generatePaths(themeMachine, { input, events, serializeState, kind: 'simple' });
    expect(paths.length).toBeGreaterThan(100);
    for (const path of paths) replayPath(fakePage().machine, path, { input, serializeState });
  });
});
