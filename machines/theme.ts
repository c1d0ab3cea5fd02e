import { assign, setup } from 'xstate';

/**
 * Theme mode (seed §4): light, dark or system. `system` follows the operating system's
 * preference live. The choice is persisted by the injected `persistMode` action and applied
 * to the document by `applyTheme`; 500 ms after start the template widgets are
 * re-initialised (`reinitWidgets`). No DOM or storage here: the store provides both.
 */
export type ThemeMode = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

export const themeModes: readonly ThemeMode[] = ['light', 'dark', 'system'];

export function isThemeMode(value: unknown): value is ThemeMode {
  return typeof value === 'string' && (themeModes as readonly string[]).includes(value);
}

/** A stored value that is not one of the three modes means "system" (seed §3). */
export function parseThemeMode(stored: unknown): ThemeMode {
  return isThemeMode(stored) ? stored : 'system';
}

export function resolveTheme(mode: ThemeMode, systemPrefersDark: boolean): ResolvedTheme {
  if (mode === 'system') return systemPrefersDark ? 'dark' : 'light';
  return mode;
}

export interface ThemeContext {
  mode: ThemeMode;
  systemPrefersDark: boolean;
}

export type ThemeEvent = { type: 'theme.select'; mode: ThemeMode } | { type: 'theme.systemChanged'; prefersDark: boolean };

export interface ThemeInput {
  storedMode: unknown;
  systemPrefersDark: boolean;
}

export const themeMachine = setup({
  types: {
    context: {} as ThemeContext,
    events: {} as ThemeEvent,
    input: {} as ThemeInput,
  },
  actions: {
    selectMode: assign({
      mode: ({ event }) => (event.type === 'theme.select' ? event.mode : 'system'),
    }),
    recordSystemPreference: assign({
      systemPrefersDark: ({ context, event }) => (event.type === 'theme.systemChanged' ? event.prefersDark : context.systemPrefersDark),
    }),
    // Provided by the store: write kt_theme_mode_menu / kt_theme_mode_value.
    persistMode: (_, _params: { mode: ThemeMode; resolved: ResolvedTheme }) => {},
    // Provided by the store: set the document's theme attribute and swap themed images.
    applyTheme: (_, _params: { resolved: ResolvedTheme }) => {},
    reinitWidgets: () => {},
  },
  guards: {
    isLightMode: ({ context }) => context.mode === 'light',
    isDarkMode: ({ context }) => context.mode === 'dark',
  },
  delays: {
    widgetReinitDelay: 500,
  },
}).createMachine({
  id: 'theme',
  type: 'parallel',
  context: ({ input }) => ({
    mode: parseThemeMode(input.storedMode),
    systemPrefersDark: input.systemPrefersDark,
  }),
  entry: {
    type: 'applyTheme',
    params: ({ context }) => ({ resolved: resolveTheme(context.mode, context.systemPrefersDark) }),
  },
  states: {
    mode: {
      initial: 'choosing',
      states: {
        // Transient: enter the state named by the stored mode.
        choosing: {
          always: [{ guard: 'isLightMode', target: 'light' }, { guard: 'isDarkMode', target: 'dark' }, { target: 'system' }],
        },
        light: {},
        dark: {},
        system: {
          on: {
            'theme.systemChanged': {
              actions: [
                'recordSystemPreference',
                {
                  type: 'applyTheme',
                  params: ({ context }) => ({ resolved: resolveTheme('system', context.systemPrefersDark) }),
                },
                {
                  type: 'persistMode',
                  params: ({ context }) => ({
                    mode: 'system' as const,
                    resolved: resolveTheme('system', context.systemPrefersDark),
                  }),
                },
              ],
            },
          },
        },
      },
      on: {
        'theme.select': {
          target: '.choosing',
          actions: [
            'selectMode',
            {
              type: 'applyTheme',
              params: ({ context }) => ({ resolved: resolveTheme(context.mode, context.systemPrefersDark) }),
            },
            {
              type: 'persistMode',
              params: ({ context }) => ({
                mode: context.mode,
                resolved: resolveTheme(context.mode, context.systemPrefersDark),
              }),
            },
          ],
        },
        // Outside system mode the preference is only remembered for a later switch to system.
        'theme.systemChanged': { actions: 'recordSystemPreference' },
      },
    },
    widgets: {
      initial: 'starting',
      states: {
        starting: {
          after: { widgetReinitDelay: { target: 'ready', actions: 'reinitWidgets' } },
        },
        ready: {},
      },
    },
  },
});
