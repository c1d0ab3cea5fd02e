import { computed, type ReadableAtom } from 'nanostores';
import type { TableParamNames } from '../ui/DataTable';
import { $search, useSearchParams } from '../ui/urlState';
import { keyOf, type Resource, refresh } from './keys';
import { createQuery } from './query';

/**
 * One list definition (DESIGN.md §8, react-admin's list): its resource in the key registry, the
 * endpoint asked with the URL's query, the state's defaults as the URL holds them and which of
 * those parameters are filters. The list's own parameters in the URL are the key, so a reload or a
 * shared link asks for the same page, and another list on the page pages without asking this one
 * again; `pageSize` always goes with its default, since the server's may differ.
 */
export function defineList<Answer, const Defaults extends Record<string, string>>({
  key,
  endpoint,
  defaults,
  filters,
  ignore = [],
  scope,
  paramNames = { page: 'page', pageSize: 'pageSize', sort: 'sort' },
}: {
  key: Resource;
  /** Asked with the API's query and, for a scoped list, the id. */
  endpoint: (query: Record<string, string>, id: string) => Promise<Answer>;
  defaults: Defaults;
  filters: readonly (keyof Defaults & string)[];
  /** Parameters of the page that are not the list's query (the payout open in a side panel). */
  ignore?: readonly string[];
  /** A list of one thing's items (an account's trades): the id's store; nothing is asked while it is null. */
  scope?: ReadableAtom<string | null>;
  /** The URL's names for the table's page, size and sort when another list shares the page (DataTable's paramNames). */
  paramNames?: TableParamNames;
}) {
  const apiName = (name: string) => Object.entries(paramNames).find(([, urlName]) => urlName === name)?.[0] ?? name;
  const own = Object.keys(defaults).filter((name) => !ignore.includes(name));
  const pageSize = defaults[paramNames.pageSize];
  const $query = computed($search, (search) => {
    const url = new URLSearchParams(search);
    const query = new URLSearchParams();
    for (const name of own) {
      const value = url.get(name);
      if (value) query.set(apiName(name), value);
    }
    return `?${query}`;
  });
  const ask = (search: unknown, id = '') =>
    endpoint({ ...(pageSize && { pageSize }), ...Object.fromEntries(new URLSearchParams(String(search))) }, id);
  // A scoped list's key goes on with the id, so refresh(key, id) reaches that id's pages.
  const $list = scope
    ? createQuery<Answer>([keyOf(key), scope, $query], { fetcher: (_, id, search) => ask(search, String(id)) })
    : createQuery<Answer>([keyOf(key), $query], { fetcher: (_, search) => ask(search) });
  return {
    $list,
    defaults,
    filterNames: filters,
    /** For DataTable (and a filter's page reset) when the table uses other names. */
    paramNames,
    /** The list's state: the URL's values, or their defaults. */
    useParams: () => useSearchParams<keyof Defaults & string>(defaults),
    /** Whether any filter is set (the empty state then says that nothing matches). */
    isFiltered: (params: Record<keyof Defaults & string, string>) => filters.some((name) => params[name] !== ''),
    /** After a change: every page and filter of the list asks again. */
    refresh: () => refresh(key),
  };
}
