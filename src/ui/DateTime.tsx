import { formatDate } from '../i18n/format';
import { useLocale } from './i18n';

/** A moment in the viewer's zone (or `timeZone`), machine-readable in `<time>`. */
export function DateTime({
  value,
  style = 'dateTime',
  timeZone,
  withZone,
}: {
  value: string;
  style?: 'date' | 'dateTime' | 'time' | 'precise';
  timeZone?: string;
  withZone?: boolean;
}) {
  const locale = useLocale();
  return <time dateTime={value}>{formatDate(value, locale, style, { timeZone, withZone })}</time>;
}
