import * as v from 'valibot';

/**
 * Layout config (seed §3), kept in the browser under a demo-specific key. Stored JSON is
 * outside input: it is parsed with this schema and anything invalid falls back to the default.
 */
export const layoutTypes = ['dark-sidebar', 'light-sidebar', 'dark-header', 'light-header'] as const;
export const toolbarLayouts = ['classic', 'extended'] as const;
export const pageWidths = ['default', 'fluid', 'fixed'] as const;
export const headerContents = ['menu', 'page-title'] as const;

export const LayoutConfigSchema = v.object({
  layoutType: v.picklist(layoutTypes),
  main: v.object({ type: v.picklist(['default', 'blank']) }),
  app: v.object({
    general: v.object({
      mode: v.picklist(['light', 'dark', 'system']),
      rtl: v.boolean(),
      primaryColor: v.string(),
      pageWidth: v.picklist(pageWidths),
    }),
    header: v.object({ display: v.boolean(), default: v.object({ content: v.picklist(headerContents), fixed: v.boolean() }) }),
    sidebar: v.object({ display: v.boolean(), minimize: v.boolean() }),
    toolbar: v.object({ display: v.boolean(), layout: v.picklist(toolbarLayouts) }),
    pageTitle: v.object({ display: v.boolean(), breadCrumbs: v.boolean(), description: v.boolean() }),
    content: v.object({ container: v.picklist(['fluid', 'fixed']) }),
    footer: v.object({ display: v.boolean() }),
    pageLoader: v.object({ type: v.picklist(['default', 'spinner-message', 'none']) }),
    illustrations: v.object({ set: v.string() }),
    scrolltop: v.object({ display: v.boolean() }),
    engage: v.object({ demos: v.object({ enabled: v.boolean() }) }),
  }),
});

export type LayoutConfig = v.InferOutput<typeof LayoutConfigSchema>;
export type LayoutType = LayoutConfig['layoutType'];
export type ToolbarLayout = LayoutConfig['app']['toolbar']['layout'];

export const defaultLayoutConfig: LayoutConfig = {
  layoutType: 'dark-sidebar',
  main: { type: 'default' },
  app: {
    general: { mode: 'light', rtl: false, primaryColor: '#50CD89', pageWidth: 'default' },
    header: { display: true, default: { content: 'menu', fixed: true } },
    sidebar: { display: true, minimize: false },
    toolbar: { display: true, layout: 'classic' },
    pageTitle: { display: true, breadCrumbs: true, description: true },
    content: { container: 'fluid' },
    footer: { display: true },
    pageLoader: { type: 'default' },
    illustrations: { set: 'sketchy-1' },
    scrolltop: { display: true },
    engage: { demos: { enabled: false } },
  },
};

/** A partial update: any subset of the config, nested. */
export type LayoutConfigPatch = {
  layoutType?: LayoutType;
  app?: { [K in keyof LayoutConfig['app']]?: Partial<LayoutConfig['app'][K]> };
};

export function parseLayoutConfig(stored: unknown): LayoutConfig {
  const result = v.safeParse(LayoutConfigSchema, stored);
  return result.success ? result.output : defaultLayoutConfig;
}

export function mergeLayoutConfig(config: LayoutConfig, patch: LayoutConfigPatch): LayoutConfig {
  const app = { ...config.app } as Record<string, unknown>;
  for (const [section, values] of Object.entries(patch.app ?? {})) {
    app[section] = { ...(config.app as Record<string, object>)[section], ...values };
  }
  return { ...config, layoutType: patch.layoutType ?? config.layoutType, app: app as LayoutConfig['app'] };
}

/** Layout type and toolbar layout change the page's structure: saving them reloads the page. */
export function needsReload(config: LayoutConfig, patch: LayoutConfigPatch): boolean {
  return (
    (patch.layoutType !== undefined && patch.layoutType !== config.layoutType) ||
    (patch.app?.toolbar?.layout !== undefined && patch.app.toolbar.layout !== config.app.toolbar.layout)
  );
}

/**
 * The config the page actually uses (seed §4): header layouts with the default page width get
 * fixed containers; page title in the header hides the toolbar; otherwise the page title shows
 * breadcrumbs without a description.
 */
export function effectiveLayoutConfig(config: LayoutConfig): LayoutConfig {
  const headerLayout = config.layoutType === 'light-header' || config.layoutType === 'dark-header';
  const pageTitleInHeader = config.app.header.default.content === 'page-title';
  return mergeLayoutConfig(config, {
    app: {
      content: headerLayout && config.app.general.pageWidth === 'default' ? { container: 'fixed' } : {},
      toolbar: pageTitleInHeader ? { display: false } : {},
      pageTitle: pageTitleInHeader ? {} : { breadCrumbs: true, description: false },
    },
  });
}

/** Data attributes the stylesheet keys on; the head script sets them before first paint too. */
export function layoutAttributes(config: LayoutConfig): Record<string, string> {
  const effective = effectiveLayoutConfig(config);
  return {
    'data-layout': effective.layoutType,
    'data-toolbar': effective.app.toolbar.display ? effective.app.toolbar.layout : 'hidden',
    'data-page-width': effective.app.general.pageWidth,
    'data-container': effective.app.content.container,
    'data-header-content': effective.app.header.default.content,
    'data-page-description': String(effective.app.pageTitle.description),
  };
}
