import { formatAge } from '../i18n/format';
import { useLocale, useT } from './i18n';
import { useNow } from './now';

/** "Synced 12 sec. ago": how old the platform's figures are; it restarts with every update. */
export function DataAge({ syncedAt }: { syncedAt: string | null }) {
  const t = useT();
  const locale = useLocale();
  const now = useNow();
  if (!syncedAt) return <span className="data-age">{t('ui.neverSynced')}</span>;
  const seconds = now ? (now - Date.parse(syncedAt)) / 1000 : 0;
  const stale = seconds > 300;
  return (
    <span className={stale ? 'data-age is-stale' : 'data-age'}>
      <time dateTime={syncedAt}>{t('ui.syncedAgo', { age: formatAge(seconds, locale) })}</time>
    </span>
  );
}
