import { assign, setup } from 'xstate';
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
export type LayoutEvent = { type: 'layout.update'; patch: LayoutConfigPatch } | { type: 'layout.reset' };

const configParams = ({ context }: { context: { config: LayoutConfig } }) => ({ config: context.config });

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
  },
  guards: {
    isStructuralChange: ({ context, event }) =>
      needsReload(context.config, event.type === 'layout.reset' ? defaultLayoutConfig : event.patch),
  },
  delays: {
    splashHideDelay: 500,
  },
}).createMachine({
  id: 'layout',
  context: ({ input }) => ({ config: parseLayoutConfig(input.storedConfig) }),
  initial: 'idle',
  // The page is served behind the splash: apply the stored config, then uncover it at once.
  entry: [{ type: 'applyConfig', params: configParams }, 'hideSplash'],
  on: {
    'layout.update': [
      { guard: 'isStructuralChange', target: '.reloading', actions: 'mergePatch' },
      {
        target: '.applying',
        actions: ['mergePatch', 'showSplash', { type: 'applyConfig', params: configParams }, { type: 'saveConfig', params: configParams }],
      },
    ],
    'layout.reset': [
      { guard: 'isStructuralChange', target: '.reloading', actions: 'mergePatch' },
      {
        target: '.applying',
        actions: ['mergePatch', 'showSplash', { type: 'applyConfig', params: configParams }, { type: 'saveConfig', params: configParams }],
      },
    ],
  },
  states: {
    idle: {},
    applying: {
      after: { splashHideDelay: { target: 'idle', actions: 'hideSplash' } },
    },
    // The reload replaces the document, so nothing happens after this.
    reloading: {
      type: 'final',
      entry: ['showSplash', { type: 'saveConfig', params: configParams }, 'reloadPage'],
    },
  },
});
