import { useState } from 'react';
import { localeNames, locales } from '../../../i18n/locales';
import { switchLanguage } from '../../../stores/language';
import { toast } from '../../../stores/toast';
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
  const [saving, setSaving] = useState(false);
  const choose = async (locale: (typeof locales)[number]) => {
    setSaving(true);
    try {
      await saveLanguage(locale);
      switchLanguage(locale);
    } catch (error) {
      setSaving(false);
      toast.error((error as Error).message || t('error.generic'));
    }
  };
  return (
    <ProfileCard id="profile-language-title" title="profile.language.title" description="profile.language.description">
      <div className="segmented" role="group" aria-labelledby="profile-language-title" aria-busy={saving}>
        {locales.map((code) => (
          <button key={code} type="button" lang={code} aria-pressed={code === current} disabled={saving} onClick={() => choose(code)}>
            {localeNames[code]}
          </button>
        ))}
      </div>
    </ProfileCard>
  );
}
