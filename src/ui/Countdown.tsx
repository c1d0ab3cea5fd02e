import { formatDuration } from '../i18n/format';
import { useLocale } from './i18n';
import { useNow } from './now';

/** Time left until `to`, ticking every second; `label` names what happens then (for screen readers). */
export function Countdown({ to, label }: { to: string; label: string }) {
  const locale = useLocale();
  const now = useNow();
  const seconds = now ? Math.max(0, (Date.parse(to) - now) / 1000) : null;
  return (
    <span className="countdown" role="timer" aria-label={label}>
      {seconds === null ? '–:––:––' : formatDuration(seconds, locale)}
    </span>
  );
}
