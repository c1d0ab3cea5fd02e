import { atom } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refresh } from '../../src/api/keys';
import { defineList } from '../../src/api/list';
import { $search } from '../../src/ui/urlState';

/** Lets the stores' fetches run and settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

const unsubscribes: (() => void)[] = [];
afterEach(() => {
  for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
  $search.set('');
});

describe('a list asks its endpoint with its own state from the URL', () => {
  it('scoped to an id: nothing is asked without one, then its own parameters with the id, and refresh(resource, id) asks again', async () => {
    const $accountId = atom<string | null>(null);
    const endpoint = vi.fn(async (query: Record<string, string>, id: string) => ({ query, id }));
    const list = defineList({
      key: 'trades',
      scope: $accountId,
      endpoint,
      defaults: { page: '1', pageSize: '25', sort: '-time', symbol: '' },
      filters: ['symbol'],
    });
    // Another table's parameter on the same page is not this list's query.
    $search.set('?page=2&symbol=EURUSD&review=x');
    unsubscribes.push(list.$list.listen(() => {}));
    await settle();
    expect(endpoint).not.toHaveBeenCalled();

    $accountId.set('account-1');
    await settle();
    expect(endpoint).toHaveBeenCalledTimes(1);
    expect(endpoint).toHaveBeenLastCalledWith({ pageSize: '25', page: '2', symbol: 'EURUSD' }, 'account-1');
    expect(list.$list.get().data).toEqual({ query: { pageSize: '25', page: '2', symbol: 'EURUSD' }, id: 'account-1' });

    refresh('trades', 'account-2');
    await settle();
    expect(endpoint).toHaveBeenCalledTimes(1);
    refresh('trades', 'account-1');
    await settle();
    expect(endpoint).toHaveBeenCalledTimes(2);
  });

  it('with its own parameter names: the API gets page, size and sort, and the other list paging does not ask again', async () => {
    const endpoint = vi.fn(async (query: Record<string, string>) => query);
    const list = defineList({
      key: 'admin.audit',
      endpoint,
      defaults: { logPage: '1', logPageSize: '50', logSort: '-created', actor: '' },
      filters: ['actor'],
      paramNames: { page: 'logPage', pageSize: 'logPageSize', sort: 'logSort' },
    });
    $search.set('?page=4&logPage=3&logSort=created&actor=ops%40example.com');
    unsubscribes.push(list.$list.listen(() => {}));
    await settle();
    expect(endpoint).toHaveBeenLastCalledWith({ pageSize: '50', page: '3', sort: 'created', actor: 'ops@example.com' }, '');
    expect(list.paramNames.page).toBe('logPage');

    $search.set('?page=5&logPage=3&logSort=created&actor=ops%40example.com');
    await settle();
    expect(endpoint).toHaveBeenCalledTimes(1);
    expect(list.isFiltered({ logPage: '3', logPageSize: '50', logSort: 'created', actor: '' })).toBe(false);
  });
});
