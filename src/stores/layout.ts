import { atom } from 'nanostores';
import { type Actor, createActor } from 'xstate';
import { layoutMachine } from '../../machines/layout';
import { publicConfig } from '../config/public';
import { defaultLayoutConfig, type LayoutConfig, type LayoutConfigPatch, layoutAttributes } from '../schemas/layoutConfig';
import { holdSplash, releaseSplash } from './splash';
import { storage } from './storage';

export const $layout = atom<LayoutConfig>(defaultLayoutConfig);

let actor: Actor<typeof layoutMachine> | undefined;

/** Starts the layout actor once per page (browser only). */
export function startLayout(): void {
  if (actor || typeof window === 'undefined') return;
  actor = createActor(
    layoutMachine.provide({
      actions: {
        applyConfig: (_, { config }) => applyLayout(config),
        saveConfig: (_, { config }) => storage.setJson(publicConfig.layoutConfigKey, config),
        showSplash: () => holdSplash('layout'),
        hideSplash: () => releaseSplash('layout'),
        reloadPage: () => window.location.reload(),
      },
    }),
    { input: { storedConfig: storage.getJson(publicConfig.layoutConfigKey) } },
  );
  actor.subscribe((snapshot) => $layout.set(snapshot.context.config));
  actor.start();
}

export function updateLayout(patch: LayoutConfigPatch): void {
  startLayout();
  actor?.send({ type: 'layout.update', patch });
}

export function resetLayout(): void {
  startLayout();
  actor?.send({ type: 'layout.reset' });
}

function applyLayout(config: LayoutConfig): void {
  const root = document.documentElement;
  for (const [name, value] of Object.entries(layoutAttributes(config))) root.setAttribute(name, value);
}
