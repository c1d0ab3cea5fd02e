import { assign, enqueueActions, setup } from 'xstate';
import {
  defaultLayoutConfig,
  type LayoutConfig,
  type LayoutConfigPatch,
  mergeLayoutConfig,
  needsReload,
  parseLayoutConfig,
} from '../src/schemas/layoutConfig';

/**
 * Layout config (seed §4). A change of layout type or toolbar layout saves the config and
 * reloads the page; any other partial update applies at once behind the splash screen, which
 * hides after 500 ms. Storage, DOM and reload are injected actions.
 * A reset returns to the defaults through the same two paths.
 */
export type LayoutEvent =
  | { type: 'layout.update'; patch: LayoutConfigPatch }
  | { type: 'layout.reset' };

export const layoutMachine = setup({
  types: {
    context: {} as { config: LayoutConfig },
    events: {} as LayoutEvent,
    input: {} as { storedConfig: unknown },
  },
  actions: {
    mergePatch: assign({
      config: ({ context, event }) =>
        event.type === 'layout.update' ? mergeLayoutConfig(context.config, event.patch) : defaultLayoutConfig,
    }),
    saveConfig: (_, _params: { config: LayoutConfig }) => {},
    applyConfig: (_, _params: { config: LayoutConfig }) => {},
    showSplash: () => {},
    hideSplash: () => {},
    reloadPage: () => {},
    applyAndSaveConfig: enqueueActions(({ context, enqueue }) => {
      enqueue({ type: 'applyConfig', params: { config: context.config } });
      enqueue({ type: 'saveConfig', params: { config: context.config } });
    }),
  },
  guards: {
    isStructuralChange: ({ context, event }) =>
      event.type === 'layout.reset'
        ? needsReload(context.config, defaultLayoutConfig)
        : needsReload(context.config, event.patch),
  },
  delays: {
    splashHideDelay: 500,
  },
}).createMachine({
  id: 'layout',
  context: ({ input }) => ({ config: parseLayoutConfig(input.storedConfig) }),
  initial: 'idle',
  // The page is served behind the splash: apply the stored config, then uncover it at once.
  entry: [{ type: 'applyConfig', params: ({ context }) => ({ config: context.config }) }, 'hideSplash'],
  states: {
    idle: {
      on: {
        'layout.update': [
          { guard: 'isStructuralChange', target: 'reloading', actions: 'mergePatch' },
          { target: 'applying', actions: ['mergePatch', 'showSplash', 'applyAndSaveConfig'] },
        ],
        'layout.reset': [
          { guard: 'isStructuralChange', target: 'reloading', actions: 'mergePatch' },
          { target: 'applying', actions: ['mergePatch', 'showSplash', 'applyAndSaveConfig'] },
        ],
      },
    },
    // Another update while applying restarts the 500 ms.
    applying: {
      after: { splashHideDelay: { target: 'idle', actions: 'hideSplash' } },
      on: {
        'layout.update': [
          { guard: 'isStructuralChange', target: 'reloading', actions: 'mergePatch' },
          { target: 'applying', reenter: true, actions: ['mergePatch', 'applyAndSaveConfig'] },
        ],
        'layout.reset': [
          { guard: 'isStructuralChange', target: 'reloading', actions: 'mergePatch' },
          { target: 'applying', reenter: true, actions: ['mergePatch', 'applyAndSaveConfig'] },
        ],
      },
    },
    // The reload replaces the document, so nothing happens after this.
    reloading: {
      type: 'final',
      entry: ['showSplash', { type: 'saveConfig', params: ({ context }) => ({ config: context.config }) }, 'reloadPage'],
    },
  },
});
