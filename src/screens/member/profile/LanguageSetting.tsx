import { localeNames, locales } from '../../../i18n/locales';
import { switchLanguage } from '../../../stores/language';
import { toast } from '../../../stores/toast';
import { useSubmit } from '../../../ui/forms/useSubmit';
import { useLocale, useT } from '../../../ui/i18n';
import { ProfileCard } from './ProfileCard';
import { saveLanguage } from './queries';

/**
 * The account's language: unlike the header's switcher (this browser only), it is saved with the
 * account, so order mail and invoices follow it; then the page moves to that language.
 */
export function LanguageSetting() {
  const t = useT();
  const current = useLocale();
  const save = useSubmit({
    run: async (locale: (typeof locales)[number]) => {
      await saveLanguage(locale);
      switchLanguage(locale);
    },
    onError: (message) => toast.error(message || t('error.generic')),
  });
  // Still saving once saved: the page is moving to the new language.
  const saving = save.submitting || save.succeeded;
  return (
    <ProfileCard id="profile-language-title" title="profile.language.title" description="profile.language.description">
      <div className="segmented" role="group" aria-labelledby="profile-language-title" aria-busy={saving}>
        {locales.map((code) => (
          <button key={code} type="button" lang={code} aria-pressed={code === current} disabled={saving} onClick={() => save.submit(code)}>
            {localeNames[code]}
          </button>
        ))}
      </div>
    </ProfileCard>
  );
}
