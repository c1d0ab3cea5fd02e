import { SearchX, ShieldAlert, ShieldCheck, ShieldX } from 'lucide-static';
import type { Locale, Messages } from '../../../i18n';
import { formatDate } from '../../../i18n/format';
import type { CertificateVerification } from '../../../server/certificates/view';
import { DateTime } from '../../../ui/DateTime';
import { Icon } from '../../../ui/Icon';
import { island, useLocale, useT } from '../../../ui/i18n';
import { Money } from '../../../ui/Money';
import type { CertificateCheck } from './check';
import type { certificateOutcomeMessageKeys } from './messageKeys';

type Props = { locale: Locale; check: CertificateCheck; messages: Messages<(typeof certificateOutcomeMessageKeys)[number]> };

/**
 * What /certificates/verify/:code found: whether the certificate stands (its signature matches and
 * it is not revoked), with only the holder's name, the kind, the amount and the date. Rendered on
 * the server from the page's check (./check.ts) and sent as HTML: nothing here runs in the browser.
 */
export default island<Props>(({ check }) => (check.status === 'unavailable' ? <Unavailable /> : <Outcome check={check} />));

const looks = {
  valid: { icon: ShieldCheck, tone: 'is-valid' },
  revoked: { icon: ShieldX, tone: 'is-revoked' },
  invalid: { icon: ShieldAlert, tone: 'is-invalid' },
  unknown: { icon: SearchX, tone: 'is-unknown' },
} as const;

function Outcome({ check }: { check: Exclude<CertificateCheck, { status: 'unavailable' }> }) {
  const t = useT();
  const locale = useLocale();
  const look = looks[check.status];
  const app = t('app.name');
  const text =
    check.status === 'unknown'
      ? t('certificateVerify.unknown.text', { code: check.code })
      : check.status === 'revoked'
        ? t('certificateVerify.revoked.text', {
            app,
            date: formatDate(check.certificate.revokedAt ?? '', locale, 'date', { timeZone: 'UTC' }),
          })
        : t(`certificateVerify.${check.status}.text`, { app });
  return (
    <>
      <section className={`verify-outcome ${look.tone}`} role="status" aria-labelledby="verify-outcome-heading">
        <Icon svg={look.icon} />
        <div>
          <h2 id="verify-outcome-heading" className="verify-outcome__heading">
            {t(`certificateVerify.${check.status}.heading`)}
          </h2>
          <p>{text}</p>
          {check.status === 'revoked' && check.certificate.revokedReason && (
            <p className="verify-outcome__reason">{t('certificate.reason', { reason: check.certificate.revokedReason })}</p>
          )}
        </div>
      </section>
      {check.status !== 'unknown' && <Details verification={check} />}
    </>
  );
}

/** The certificate's claim: name, kind, what it proves, amount, date, code. Nothing else is public. */
function Details({ verification: { certificate, status } }: { verification: CertificateVerification }) {
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

/** The check could not be made (the database did not answer): the page asks the visitor to come back. */
function Unavailable() {
  const t = useT();
  return (
    <div className="notification is-danger is-light error-state" role="alert">
      <p>{t('error.unavailable')}</p>
    </div>
  );
}
