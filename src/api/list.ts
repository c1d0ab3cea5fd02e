import { computed } from 'nanostores';
import { $search, useSearchParams } from '../ui/urlState';
import { keyOf, type Resource, refresh } from './keys';
import { createQuery } from './query';

/**
 * One list definition (DESIGN.md §8, react-admin's list): its resource in the key registry, the
 * endpoint asked with the URL's query, the state's defaults as the URL holds them and which of
 * those parameters are filters. The query string is the key, so a reload or a shared link asks
 * for the same page; `pageSize` always goes with its default, since the server's may differ.
 */
export function defineList<Answer, const Defaults extends Record<string, string>>({
  key,
  endpoint,
  defaults,
  filters,
  ignore = [],
}: {
  key: Resource;
  endpoint: (query: Record<string, string>) => Promise<Answer>;
  defaults: Defaults;
  filters: readonly (keyof Defaults & string)[];
  /** Parameters of the page that are not the list's query (the payout open in a side panel). */
  ignore?: readonly string[];
}) {
  const $query = computed($search, (search) => {
    if (ignore.length === 0) return search || '?';
    const params = new URLSearchParams(search);
    for (const name of ignore) params.delete(name);
    return `?${params}`;
  });
  const $list = createQuery<Answer>([keyOf(key), $query], {
    fetcher: (_, search) =>
      endpoint({ ...(defaults.pageSize && { pageSize: defaults.pageSize }), ...Object.fromEntries(new URLSearchParams(String(search))) }),
  });
  return {
    $list,
    defaults,
    filterNames: filters,
    /** The list's state: the URL's values, or their defaults. */
    useParams: () => useSearchParams<keyof Defaults & string>(defaults),
    /** Whether any filter is set (the empty state then says that nothing matches). */
    isFiltered: (params: Record<keyof Defaults & string, string>) => filters.some((name) => params[name] !== ''),
    /** After a change: every page and filter of the list asks again. */
    refresh: () => refresh(key),
  };
}
