import { describe, expect, it } from 'vitest';
import {
  defaultLayoutConfig,
  effectiveLayoutConfig,
  layoutAttributes,
  mergeLayoutConfig,
  needsReload,
  parseLayoutConfig,
} from '../../src/schemas/layoutConfig';

describe('layout config', () => {
  it('has the seed defaults', () => {
    expect(defaultLayoutConfig.layoutType).toBe('dark-sidebar');
    expect(defaultLayoutConfig.app.general).toEqual({ mode: 'light', rtl: false, primaryColor: '#50CD89', pageWidth: 'default' });
    expect(defaultLayoutConfig.app.toolbar.layout).toBe('classic');
  });

  it('falls back to the defaults when the stored value is malformed', () => {
    expect(parseLayoutConfig(undefined)).toEqual(defaultLayoutConfig);
    expect(parseLayoutConfig({ layoutType: 'dark-sidebar' })).toEqual(defaultLayoutConfig);
    expect(parseLayoutConfig({ ...defaultLayoutConfig, layoutType: 'purple' })).toEqual(defaultLayoutConfig);
    const stored = mergeLayoutConfig(defaultLayoutConfig, { layoutType: 'light-header' });
    expect(parseLayoutConfig(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
  });

  it('reloads only for a layout type or toolbar layout change', () => {
    expect(needsReload(defaultLayoutConfig, { layoutType: 'light-sidebar' })).toBe(true);
    expect(needsReload(defaultLayoutConfig, { layoutType: 'dark-sidebar' })).toBe(false);
    expect(needsReload(defaultLayoutConfig, { app: { toolbar: { layout: 'extended' } } })).toBe(true);
    expect(needsReload(defaultLayoutConfig, { app: { general: { pageWidth: 'fluid' } } })).toBe(false);
  });

  it('merges a partial update without losing sibling settings', () => {
    const merged = mergeLayoutConfig(defaultLayoutConfig, { app: { general: { pageWidth: 'fluid' } } });
    expect(merged.app.general).toEqual({ ...defaultLayoutConfig.app.general, pageWidth: 'fluid' });
    expect(merged.app.toolbar).toEqual(defaultLayoutConfig.app.toolbar);
  });

  it('fixes containers for header layouts with the default page width', () => {
    for (const layoutType of ['light-header', 'dark-header'] as const) {
      expect(effectiveLayoutConfig(mergeLayoutConfig(defaultLayoutConfig, { layoutType })).app.content.container).toBe('fixed');
      const fluid = mergeLayoutConfig(defaultLayoutConfig, { layoutType, app: { general: { pageWidth: 'fluid' } } });
      expect(effectiveLayoutConfig(fluid).app.content.container).toBe('fluid');
    }
    expect(effectiveLayoutConfig(defaultLayoutConfig).app.content.container).toBe('fluid');
  });

  it('hides the toolbar when the header shows the page title, else shows breadcrumbs without description', () => {
    const inHeader = mergeLayoutConfig(defaultLayoutConfig, { app: { header: { default: { content: 'page-title', fixed: true } } } });
    expect(effectiveLayoutConfig(inHeader).app.toolbar.display).toBe(false);
    expect(layoutAttributes(inHeader)['data-toolbar']).toBe('hidden');
    const withDescription = mergeLayoutConfig(defaultLayoutConfig, { app: { pageTitle: { description: true, breadCrumbs: false } } });
    expect(effectiveLayoutConfig(withDescription).app.pageTitle).toMatchObject({ breadCrumbs: true, description: false });
  });
});
