import { SearchX, ShieldAlert, ShieldCheck, ShieldX } from 'lucide-static';
import { type FormEvent, useEffect, useId, useState } from 'react';
import type { Locale, Messages } from '../../../i18n';
import { localizePath } from '../../../i18n/locales';
import { Icon } from '../../../islands/ui/Icon';
import { DateTime } from '../../../ui/DateTime';
import { formatDate } from '../../../ui/format';
import { ScreenProvider, useLocale, useT } from '../../../ui/i18n';
import { Money } from '../../../ui/Money';
import { QueryView, Skeleton } from '../../../ui/QueryView';
import { useQuery } from '../../../ui/useQuery';
import type { certificateVerifyMessageKeys } from './messageKeys';
import { $verification, $verifyCode, type Verification, type VerifyAnswer } from './queries';

type Props = { locale: Locale; code: string; messages: Messages<(typeof certificateVerifyMessageKeys)[number]> };

/**
 * /certificates/verify/:code, open to everyone: whether the certificate stands (its signature
 * matches and it is not revoked), with only the holder's name, the kind, the amount and the date.
 */
export default function CertificateVerifyIsland({ locale, code, messages }: Props) {
  return (
    <ScreenProvider locale={locale} messages={messages}>
      <CertificateVerify code={code.trim().toUpperCase()} />
    </ScreenProvider>
  );
}

function CertificateVerify({ code }: { code: string }) {
  const query = useQuery($verification);
  useEffect(() => {
    $verifyCode.set(code);
    return () => $verifyCode.set(null);
  }, [code]);
  return (
    <div className="screen certificate-verify">
      <QueryView query={query} skeleton={<Skeleton lines={6} />}>
        {(answer) => <Outcome answer={answer} code={code} />}
      </QueryView>
      <CheckAnother code={code} />
    </div>
  );
}

const looks = {
  valid: { icon: ShieldCheck, tone: 'is-valid' },
  revoked: { icon: ShieldX, tone: 'is-revoked' },
  invalid: { icon: ShieldAlert, tone: 'is-invalid' },
  unknown: { icon: SearchX, tone: 'is-unknown' },
} as const;

function Outcome({ answer, code }: { answer: VerifyAnswer; code: string }) {
  const t = useT();
  const locale = useLocale();
  const look = looks[answer.status];
  const app = t('app.name');
  const text =
    answer.status === 'unknown'
      ? t('certificateVerify.unknown.text', { code })
      : answer.status === 'revoked'
        ? t('certificateVerify.revoked.text', {
            app,
            date: formatDate(answer.certificate.revokedAt ?? '', locale, 'date', { timeZone: 'UTC' }),
          })
        : t(`certificateVerify.${answer.status}.text`, { app });
  return (
    <>
      {/* The outcome is announced when it arrives: the one thing a visitor came for. */}
      <section className={`verify-outcome ${look.tone}`} role="status" aria-labelledby="verify-outcome-heading">
        <Icon svg={look.icon} />
        <div>
          <h2 id="verify-outcome-heading" className="verify-outcome__heading">
            {t(`certificateVerify.${answer.status}.heading`)}
          </h2>
          <p>{text}</p>
          {answer.status === 'revoked' && answer.certificate.revokedReason && (
            <p className="verify-outcome__reason">{t('certificate.reason', { reason: answer.certificate.revokedReason })}</p>
          )}
        </div>
      </section>
      {answer.status !== 'unknown' && <Details verification={answer} />}
    </>
  );
}

/** The certificate's claim: name, kind, what it proves, amount, date, code. Nothing else is public. */
function Details({ verification: { certificate, status } }: { verification: Verification }) {
  const t = useT();
  const amountLabel = certificate.kind === 'payout' ? t('certificate.payoutAmount') : t('certificate.accountSize');
  return (
    <section className={`verify-details ${status === 'invalid' ? 'is-untrusted' : ''}`} aria-labelledby="verify-details-heading">
      <h2 id="verify-details-heading" className="visually-hidden">
        {t('certificateVerify.details')}
      </h2>
      <dl>
        <div>
          <dt>{t('certificate.holder')}</dt>
          <dd className="verify-details__holder">{certificate.holderName}</dd>
        </div>
        <div>
          <dt>{t('certificate.kindLabel')}</dt>
          <dd>{t(`certificate.kind.${certificate.kind}`)}</dd>
        </div>
        <div>
          <dt>{t('certificate.titleLabel')}</dt>
          <dd>{certificate.title}</dd>
        </div>
        {certificate.amount !== null && certificate.currency && (
          <div>
            <dt>{amountLabel}</dt>
            <dd>
              <Money minor={certificate.amount} currency={certificate.currency} whole={certificate.kind !== 'payout'} />
            </dd>
          </div>
        )}
        <div>
          <dt>{t('certificate.issued')}</dt>
          <dd>
            <DateTime value={certificate.issuedAt} style="date" timeZone="UTC" />
          </dd>
        </div>
        <div>
          <dt>{t('certificate.code')}</dt>
          <dd>
            <code>{certificate.code}</code>
          </dd>
        </div>
      </dl>
      <p className="verify-details__privacy">{t('certificateVerify.privacy')}</p>
    </section>
  );
}

/** Another code, typed from a printed certificate: its own page (so the address can be shared). */
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
