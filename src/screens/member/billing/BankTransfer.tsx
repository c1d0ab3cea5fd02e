import { electronicFormatIBAN, friendlyFormatIBAN } from 'ibantools';
import { formatDate, formatMoney, minorDigits, toMajor } from '../../../i18n/format';
import { CopyButton } from '../../../ui/CopyButton';
import { useLocale, useT } from '../../../ui/i18n';
import type { BankTransfer } from './queries';

/**
 * How to pay a pending bank-transfer order: beneficiary, IBAN, BIC, the order number as
 * reference and the amount, each with a copy button (a typo in the reference delays the account).
 * The IBAN is shown in groups of four and copied without spaces, as banking apps expect. An unpaid
 * order expires, so the day to pay by is said.
 */
export function BankTransferDetails({ transfer }: { transfer: BankTransfer }) {
  const t = useT();
  const locale = useLocale();
  const iban = transfer.iban
    ? { shown: friendlyFormatIBAN(transfer.iban) ?? transfer.iban, copied: electronicFormatIBAN(transfer.iban) ?? transfer.iban }
    : null;
  // Copied as a plain number with a dot (what a bank's amount field takes), shown in the page's locale.
  const amount = toMajor(transfer.amount, transfer.currency).toFixed(minorDigits(transfer.currency));
  const rows: { label: string; shown: string; copied: string; code?: boolean }[] = [
    { label: t('billing.transfer.beneficiary'), shown: transfer.beneficiary, copied: transfer.beneficiary },
    ...(iban ? [{ label: t('billing.transfer.iban'), shown: iban.shown, copied: iban.copied, code: true }] : []),
    ...(transfer.bic ? [{ label: t('billing.transfer.bic'), shown: transfer.bic, copied: transfer.bic, code: true }] : []),
    { label: t('billing.transfer.reference'), shown: transfer.reference, copied: transfer.reference, code: true },
    { label: t('billing.transfer.amount'), shown: formatMoney(transfer.amount, transfer.currency, locale), copied: amount },
  ];
  return (
    <div className="bank-transfer">
      <dl className="bank-transfer__details">
        {rows.map((row) => (
          <div key={row.label} className="bank-transfer__row">
            <dt>{row.label}</dt>
            <dd>
              {row.code ? (
                <code className="bank-transfer__value">{row.shown}</code>
              ) : (
                <span className="bank-transfer__value">{row.shown}</span>
              )}
              <CopyButton value={row.copied} label={row.label} />
            </dd>
          </div>
        ))}
      </dl>
      {!iban && <p className="bank-transfer__missing">{t('billing.transfer.noBankDetails')}</p>}
      <p className="bank-transfer__hint">{t('billing.transfer.hint', { reference: transfer.reference })}</p>
      {transfer.payBy && (
        <p className="bank-transfer__hint">
          {t('billing.transfer.payBy', { date: formatDate(transfer.payBy, locale, 'dateTime', { withZone: true }) })}
        </p>
      )}
    </div>
  );
}
