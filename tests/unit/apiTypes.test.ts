import { hc } from 'hono/client';
import { describe, expectTypeOf, it } from 'vitest';
import type { AppType } from '../../src/server/app';

describe('the typed API client', () => {
  it('knows the routes and their answers from the server', () => {
    const client = hc<AppType>('http://x');
    expectTypeOf(client.api.accounts[':id'].$get).toBeFunction();
    type Account = Awaited<ReturnType<Awaited<ReturnType<(typeof client.api.accounts)[':id']['$get']>>['json']>>;
    expectTypeOf<Account>().toHaveProperty('balance').toEqualTypeOf<number>();
  });
});
