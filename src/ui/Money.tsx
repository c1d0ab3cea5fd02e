import { formatMoney } from './format';
import { useLocale } from './i18n';

/** An amount in minor units, in the page's locale; `signed` shows + and −, `tone` colours by sign. */
export function Money({ minor, currency, signed, tone }: { minor: number; currency: string; signed?: boolean; tone?: boolean }) {
  const locale = useLocale();
  const className = tone ? (minor > 0 ? 'is-gain' : minor < 0 ? 'is-loss' : undefined) : undefined;
  return <span className={['money', className].filter(Boolean).join(' ')}>{formatMoney(minor, currency, locale, { signed })}</span>;
}
