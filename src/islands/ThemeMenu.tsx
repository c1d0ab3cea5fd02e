import type { ThemeMode } from '../../machines/theme';
import { moonIcon, sunIcon, systemIcon } from '../components/icons';
import type { Messages } from '../i18n';
import { $theme, selectTheme } from '../stores/theme';
import { Icon } from '../ui/Icon';
import { type IslandProps, island, useT } from '../ui/i18n';
import { useClientStore } from '../ui/useClientStore';
import { useDisclosure } from '../ui/useDisclosure';

const options: { mode: ThemeMode; icon: string; label: 'theme.light' | 'theme.dark' | 'theme.system' }[] = [
  { mode: 'light', icon: sunIcon, label: 'theme.light' },
  { mode: 'dark', icon: moonIcon, label: 'theme.dark' },
  { mode: 'system', icon: systemIcon, label: 'theme.system' },
];

/** Light / Dark / System, in the header. */
export default island<IslandProps<Messages<'menu.theme' | 'theme.light' | 'theme.dark' | 'theme.system'>>>(Menu);

function Menu() {
  const t = useT();
  const theme = useClientStore($theme);
  const { open, close, containerRef, buttonProps } = useDisclosure();
  return (
    <div className="menu-anchor" ref={containerRef}>
      <button className="icon-button" {...buttonProps} aria-controls="theme-menu">
        <Icon svg={theme.resolved === 'dark' ? moonIcon : sunIcon} />
        <span className="visually-hidden">{t('menu.theme')}</span>
      </button>
      {open && (
        <div className="popover" id="theme-menu" role="group" aria-label={t('menu.theme')}>
          {options.map((option) => (
            <button
              key={option.mode}
              type="button"
              className="popover__item"
              aria-pressed={theme.mode === option.mode}
              onClick={() => {
                selectTheme(option.mode);
                close();
              }}
            >
              <span>{t(option.label)}</span>
              <Icon svg={option.icon} />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
