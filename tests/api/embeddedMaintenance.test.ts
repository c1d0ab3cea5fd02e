import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { maintainTables, openDatabase } from '../../src/server/db';
import { loginEvents, users } from '../../src/server/db/schema';

// The embedded database has no autovacuum: the server does its work (src/server/db/index.ts).
const handle = await openDatabase({});
afterAll(() => handle.close());

type Stats = { relname: string; n_live_tup: number; n_dead_tup: number; n_mod_since_analyze: number };
const stats = async () =>
  (await handle.pglite?.query<Stats>(`select relname, n_live_tup::int, n_dead_tup::int, n_mod_since_analyze::int from pg_stat_user_tables`))
    ?.rows ?? [];
const of = (rows: Stats[], table: string) => rows.find((row) => row.relname === table);

describe('the embedded database tidies itself (autovacuum does it on PostgreSQL)', () => {
  it('reclaims the rows updates left behind and refreshes the statistics of tables that only grew', async () => {
    const client = handle.pglite;
    if (!client) throw new Error('expected the embedded database');
    const rows = Array.from({ length: 300 }, (_, i) => ({ email: `m${i}@example.com`, passwordHash: 'x', firstName: 'A', lastName: 'B' }));
    const inserted = await handle.db.insert(users).values(rows).returning({ id: users.id });
    for (const round of [1, 2]) await handle.db.update(users).set({ lastName: `B${round}` });
    await handle.db.insert(loginEvents).values(inserted.map(({ id }) => ({ userId: id, at: new Date(), success: true, ip: '10.0.0.1' })));
    // Statistics reach the views at most once a second, as on a server, table by table.
    const counted = (rows: Stats[]) =>
      (of(rows, 'users')?.n_dead_tup ?? 0) >= 600 && (of(rows, 'login_events')?.n_mod_since_analyze ?? 0) >= 300;
    for (let i = 0; i < 50 && !counted(await stats()); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await handle.db.execute(sql`select 1`);
    }
    // At least the two rounds of updates (PGlite may count a few more).
    expect(of(await stats(), 'users')?.n_dead_tup).toBeGreaterThanOrEqual(600);

    const ran = await maintainTables(client);
    expect(ran).toContain('VACUUM (ANALYZE) public.users');
    expect(ran).toContain('ANALYZE public.login_events');
    expect(ran).not.toContain('VACUUM (ANALYZE) public.login_events');
    const after = await stats();
    expect(of(after, 'users')).toMatchObject({ n_live_tup: 300, n_dead_tup: 0 });
    // Nothing more to do until enough changes again.
    expect(await maintainTables(client)).toEqual([]);
  });
});
