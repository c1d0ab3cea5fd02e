import type { newsImpacts } from '../schemas/enums';
import { useT } from './i18n';

/** A news event's impact in words, with its colour as a help, never colour alone (impact-badge.scss). */
export function ImpactBadge({ impact }: { impact: (typeof newsImpacts)[number] }) {
  const t = useT();
  return (
    <span className={`news-impact is-impact-${impact}`}>
      <span className="news-impact__mark" aria-hidden="true" />
      {t(`news.impact.${impact}`)}
    </span>
  );
}
