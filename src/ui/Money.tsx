import { formatMoney } from '../i18n/format';
import { useLocale } from './i18n';

/** An amount in minor units, in the page's locale; `signed` shows + and −, `tone` colours by sign, `whole` drops ".00". */
export function Money({
  minor,
  currency,
  signed,
  tone,
  whole,
}: {
  minor: number;
  currency: string;
  signed?: boolean;
  tone?: boolean;
  whole?: boolean;
}) {
  const locale = useLocale();
  const className = tone ? (minor > 0 ? 'is-gain' : minor < 0 ? 'is-loss' : undefined) : undefined;
  return <span className={['money', className].filter(Boolean).join(' ')}>{formatMoney(minor, currency, locale, { signed, whole })}</span>;
}
