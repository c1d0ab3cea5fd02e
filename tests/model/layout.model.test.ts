import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { type LayoutEvent, layoutMachine } from '../../machines/layout';
import { defaultLayoutConfig, type LayoutConfig } from '../../src/schemas/layoutConfig';
import { describePath, generatePaths, replayPath } from './machinePaths';

const events: LayoutEvent[] = [
  { type: 'layout.update', patch: { app: { general: { pageWidth: 'fluid' } } } },
  { type: 'layout.update', patch: { app: { general: { pageWidth: 'default' } } } },
  { type: 'layout.update', patch: { layoutType: 'light-sidebar' } },
  { type: 'layout.update', patch: { app: { toolbar: { layout: 'extended' } } } },
  { type: 'layout.reset' },
];
// The generated events only touch these fields; the rest of the config never changes.
const serializeState = (s: { value: unknown; status: string; context: { config: LayoutConfig } }) =>
  JSON.stringify([
    s.value,
    s.status,
    s.context.config.layoutType,
    s.context.config.app.toolbar.layout,
    s.context.config.app.general.pageWidth,
  ]);

function fakePage() {
  const page = {
    applied: undefined as LayoutConfig | undefined,
    saved: undefined as LayoutConfig | undefined,
    splash: true,
    reloads: 0,
    machine: layoutMachine.provide({
      actions: {
        applyConfig: (_, { config }) => {
          page.applied = config;
        },
        saveConfig: (_, { config }) => {
          page.saved = config;
        },
        showSplash: () => {
          page.splash = true;
        },
        hideSplash: () => {
          page.splash = false;
        },
        reloadPage: () => {
          page.reloads += 1;
        },
      },
    }),
  };
  return page;
}

const starts = [
  { storedConfig: undefined },
  { storedConfig: { ...defaultLayoutConfig, layoutType: 'light-sidebar' } },
  { storedConfig: { layoutType: 'nonsense' } },
];

describe('layout machine, replayed along generated paths', () => {
  for (const input of starts) {
    const paths = generatePaths(layoutMachine, { input, events, serializeState });
    for (const path of paths) {
      it(`from ${JSON.stringify(input.storedConfig?.layoutType ?? 'nothing stored')}: ${describePath(path)}`, () => {
        const page = fakePage();
        replayPath(page.machine, path, {
          input,
          serializeState,
          check: (snapshot) => {
            const state = snapshot.value as string;
            const config = snapshot.context.config as LayoutConfig;
            // The splash covers the page only while an update applies or the page reloads.
            expect(page.splash).toBe(state === 'applying' || state === 'reloading');
            if (state === 'reloading') {
              // Structural changes are saved, then the page reloads (once).
              expect(page.saved).toEqual(config);
              expect(page.reloads).toBe(1);
            } else {
              // Everything else applies at once without a reload.
              expect(page.applied).toEqual(config);
              expect(page.reloads).toBe(0);
              if (page.saved) expect(page.saved).toEqual(config);
            }
          },
        });
      });
    }
  }

  it('reaches the reload from every start, and settles after 500 ms', () => {
    const paths = generatePaths(layoutMachine, { input: starts[0], events, serializeState });
    const values = new Set(paths.map((p) => p.state.value));
    expect(values).toEqual(new Set(['idle', 'applying', 'reloading']));
  });
});

describe('layout machine timing', () => {
  it('keeps the splash for 500 ms after the latest of several quick updates', () => {
    const page = fakePage();
    const clock = new SimulatedClock();
    const actor = createActor(page.machine, { input: { storedConfig: undefined }, clock }).start();
    expect(page.splash).toBe(false);
    actor.send({ type: 'layout.update', patch: { app: { general: { pageWidth: 'fluid' } } } });
    clock.increment(300);
    actor.send({ type: 'layout.update', patch: { app: { general: { pageWidth: 'fixed' } } } });
    clock.increment(300);
    expect(page.splash).toBe(true);
    clock.increment(199);
    expect(page.splash).toBe(true);
    clock.increment(1);
    expect(page.splash).toBe(false);
    expect(page.saved?.app.general.pageWidth).toBe('fixed');
  });
});
