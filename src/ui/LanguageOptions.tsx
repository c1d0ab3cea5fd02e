import { type Locale, localeNames, locales } from '../i18n/locales';
import { switchLanguage } from '../stores/language';

/** The six languages, each named in itself; choosing one moves to the same page in it. */
export function LanguageOptions({ locale }: { locale: Locale }) {
  return locales.map((code) => (
    <button
      key={code}
      type="button"
      lang={code}
      className="popover__item"
      aria-current={code === locale ? 'true' : undefined}
      onClick={() => switchLanguage(code)}
    >
      {localeNames[code]}
    </button>
  ));
}
