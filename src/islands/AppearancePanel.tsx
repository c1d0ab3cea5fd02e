import { useEffect } from 'react';
import type { ThemeMode } from '../../machines/theme';
import type { MessageKey, Messages } from '../i18n';
import { headerContents, type LayoutConfigPatch, layoutTypes, pageWidths, toolbarLayouts } from '../schemas/layoutConfig';
import { $layout, resetLayout, startLayout, updateLayout } from '../stores/layout';
import { $theme, selectTheme, startTheme } from '../stores/theme';
import { type IslandProps, island, useT } from '../ui/i18n';
import { PanelCard } from '../ui/PanelCard';
import { useClientStore } from '../ui/useClientStore';

const keys = [
  'appearance.title',
  'appearance.description',
  'appearance.layoutType',
  'appearance.toolbarLayout',
  'appearance.pageWidth',
  'appearance.headerContent',
  'appearance.reloadNotice',
  'appearance.reset',
  'menu.theme',
  'theme.light',
  'theme.dark',
  'theme.system',
  'appearance.layout.darkSidebar',
  'appearance.layout.lightSidebar',
  'appearance.layout.darkHeader',
  'appearance.layout.lightHeader',
  'appearance.toolbar.classic',
  'appearance.toolbar.extended',
  'appearance.pageWidth.default',
  'appearance.pageWidth.fluid',
  'appearance.pageWidth.fixed',
  'appearance.headerContent.menu',
  'appearance.headerContent.pageTitle',
] as const satisfies readonly MessageKey[];
export const appearanceMessageKeys = keys;

const camel = (value: string) => value.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** Theme and layout settings for this browser, on the profile pages. */
export default island<IslandProps<Messages<(typeof keys)[number]>>>(Appearance);

function Appearance() {
  const t = useT();
  const layout = useClientStore($layout);
  const theme = useClientStore($theme);
  useEffect(() => {
    startTheme();
    startLayout();
  }, []);

  const rows: {
    label: string;
    value: string;
    options: { value: string; label: string }[];
    patch: (value: string) => LayoutConfigPatch | ThemeMode;
  }[] = [
    {
      label: t('menu.theme'),
      value: theme.mode,
      options: (['light', 'dark', 'system'] as const).map((mode) => ({ value: mode, label: t(`theme.${mode}`) })),
      patch: (value) => value as ThemeMode,
    },
    {
      label: t('appearance.layoutType'),
      value: layout.layoutType,
      options: layoutTypes.map((value) => ({ value, label: t(`appearance.layout.${camel(value)}` as MessageKey) })),
      patch: (value) => ({ layoutType: value as LayoutConfigPatch['layoutType'] }),
    },
    {
      label: t('appearance.toolbarLayout'),
      value: layout.app.toolbar.layout,
      options: toolbarLayouts.map((value) => ({ value, label: t(`appearance.toolbar.${value}`) })),
      patch: (value) => ({ app: { toolbar: { layout: value as (typeof toolbarLayouts)[number] } } }),
    },
    {
      label: t('appearance.pageWidth'),
      value: layout.app.general.pageWidth,
      options: pageWidths.map((value) => ({ value, label: t(`appearance.pageWidth.${value}`) })),
      patch: (value) => ({ app: { general: { pageWidth: value as (typeof pageWidths)[number] } } }),
    },
    {
      label: t('appearance.headerContent'),
      value: layout.app.header.default.content,
      options: headerContents.map((value) => ({
        value,
        label: t(`appearance.headerContent.${camel(value)}` as MessageKey),
      })),
      patch: (value) => ({
        app: { header: { default: { ...layout.app.header.default, content: value as (typeof headerContents)[number] } } },
      }),
    },
  ];

  return (
    <PanelCard
      id="appearance-title"
      title={t('appearance.title')}
      note={t('appearance.description')}
      aside={
        <button type="button" className="button is-small" onClick={resetLayout}>
          {t('appearance.reset')}
        </button>
      }
    >
      {rows.map((row, index) => (
        <div className="setting-row" key={row.label}>
          <span className="setting-row__label" id={`appearance-setting-${index}`}>
            {row.label}
          </span>
          <div className="segmented" role="group" aria-labelledby={`appearance-setting-${index}`}>
            {row.options.map((option) => (
              <button
                key={option.value}
                type="button"
                aria-pressed={row.value === option.value}
                onClick={() => {
                  const change = row.patch(option.value);
                  if (typeof change === 'string') selectTheme(change);
                  else updateLayout(change);
                }}
              >
                {option.label}
              </button>
            ))}
          </div>
        </div>
      ))}
      <p className="help">{t('appearance.reloadNotice')}</p>
    </PanelCard>
  );
}
