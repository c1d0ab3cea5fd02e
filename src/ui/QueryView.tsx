import type { ReactNode } from 'react';
import { useT } from './i18n';
import type { QueryResult } from './useQuery';

/** Lines of grey while the first answer is on its way. */
export function Skeleton({ lines = 3, height }: { lines?: number; height?: string }) {
  return (
    <div className="skeleton" aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => `line-${i}`).map((key) => (
        <span key={key} className="skeleton__line" style={height ? { height } : undefined} />
      ))}
    </div>
  );
}

/** A failure with the server's message and a way to try again. */
export function ErrorState({ error, retry }: { error: Error | undefined; retry: () => void }) {
  const t = useT();
  return (
    <div className="notification is-danger is-light error-state" role="alert">
      <p>{error?.message || t('ui.loadFailed')}</p>
      <button type="button" className="button is-small" onClick={retry}>
        {t('ui.retry')}
      </button>
    </div>
  );
}

/**
 * The states of anything fetched: a skeleton while waiting (with a hint once it is slow), the
 * error with a retry, then the content. Cached data stays on screen while it revalidates.
 */
export function QueryView<T>({
  query,
  skeleton,
  children,
}: {
  query: QueryResult<T>;
  skeleton?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const t = useT();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.error) return <ErrorState error={query.error} retry={query.retry} />;
  return (
    <div aria-busy="true">
      {skeleton ?? <Skeleton />}
      <p className="loading-hint" role="status">
        {query.slow ? t('ui.slow') : <span className="visually-hidden">{t('app.loading')}</span>}
      </p>
    </div>
  );
}
