import { languageIcon } from '../components/icons';
import type { Messages } from '../i18n';
import { type Locale, localeNames } from '../i18n/locales';
import { Icon } from '../ui/Icon';
import { island, useT } from '../ui/i18n';
import { LanguageOptions } from '../ui/LanguageOptions';
import { useDisclosure } from '../ui/useDisclosure';

/** Language switcher on the auth pages (the signed-in pages have it in the user menu). */
export default island<{ locale: Locale; messages: Messages<'language.label'> }>(Menu);

function Menu({ locale }: { locale: Locale }) {
  const t = useT();
  const { open, containerRef, buttonProps } = useDisclosure();
  return (
    <div className="menu-anchor" ref={containerRef}>
      <button
        className="button is-small is-rounded"
        {...buttonProps}
        aria-controls="language-menu"
        aria-label={`${t('language.label')}: ${localeNames[locale]}`}
      >
        <Icon svg={languageIcon} />
        <span>{localeNames[locale]}</span>
      </button>
      {open && (
        <div className="popover" id="language-menu" role="group" aria-label={t('language.label')}>
          <LanguageOptions locale={locale} />
        </div>
      )}
    </div>
  );
}
