import { atom, onMount } from 'nanostores';
import { useClientStore } from './useClientStore';

/**
 * A view's state in the URL query string (react-admin style): a list's page, size, sort and
 * filters can be shared as a link, survive a reload and follow the back button.
 */
export const $search = atom('');
onMount($search, () => {
  // The server render reads the initial '' (no URL there).
  if (typeof window === 'undefined') return;
  const sync = () => $search.set(window.location.search);
  sync();
  window.addEventListener('popstate', sync);
  return () => window.removeEventListener('popstate', sync);
});

export type UrlPatch = Record<string, string | number | null | undefined>;

/** Writes a patch into the query string; null or '' removes a parameter. Filter changes push history. */
export function updateSearch(patch: UrlPatch, { push = false } = {}): void {
  const params = new URLSearchParams(window.location.search);
  for (const [name, value] of Object.entries(patch)) {
    if (value === null || value === undefined || value === '') params.delete(name);
    else params.set(name, String(value));
  }
  const search = params.toString();
  const url = `${window.location.pathname}${search ? `?${search}` : ''}${window.location.hash}`;
  if (push) window.history.pushState(null, '', url);
  else window.history.replaceState(null, '', url);
  $search.set(search ? `?${search}` : '');
}

/** The current query-string values for `names`, falling back to `defaults`. */
export function useSearchParams<Name extends string>(defaults: Record<Name, string>): Record<Name, string> {
  const search = useClientStore($search);
  const params = new URLSearchParams(search);
  return Object.fromEntries(Object.entries<string>(defaults).map(([name, fallback]) => [name, params.get(name) ?? fallback])) as Record<
    Name,
    string
  >;
}
