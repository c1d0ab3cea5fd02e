import { type FormEvent, useId, useState } from 'react';
import type { Locale, Messages } from '../../../i18n';
import { localizePath } from '../../../i18n/locales';
import { island, useLocale, useT } from '../../../ui/i18n';
import type { checkAnotherMessageKeys } from './messageKeys';

type Props = { locale: Locale; code: string; messages: Messages<(typeof checkAnotherMessageKeys)[number]> };

/**
 * Another code, typed from a printed certificate: its own page (so the address can be shared). The
 * one part of the verification page that runs in the browser; the outcome above it is server-rendered.
 */
export default island<Props>(CheckAnother);

function CheckAnother({ code }: { code: string }) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = value.replace(/\s+/g, '').toUpperCase();
    if (!next || next === code) return;
    window.location.assign(localizePath(`/certificates/verify/${encodeURIComponent(next)}`, locale));
  };
  return (
    <form className="verify-another" onSubmit={submit}>
      <label className="label" htmlFor={`${id}-code`}>
        {t('certificateVerify.checkAnother')}
      </label>
      <div className="field has-addons">
        <div className="control is-expanded">
          <input
            id={`${id}-code`}
            className="input"
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            aria-describedby={`${id}-hint`}
          />
        </div>
        <div className="control">
          <button type="submit" className="button is-primary">
            {t('certificateVerify.check')}
          </button>
        </div>
      </div>
      <p id={`${id}-hint`} className="help">
        {t('certificateVerify.codeHint')}
      </p>
    </form>
  );
}
