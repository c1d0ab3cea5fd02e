import { and, eq, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, newsEvents } from '../../src/server/db/schema';
import { log } from '../../src/server/log';
import { drivers, useHarness } from './harness';
import { forbidden, type Person, signedInAdmin, signedInMember } from './tradingHelpers';

/** A week of December 2026 that the sample (loaded only into an empty calendar) never fills here. */
const header = 'time,currency,impact,title,forecast,previous,actual,externalId';
/** Six rows; lines 4 and 6 are wrong (a time without its zone; an impact and a currency no calendar has). */
const csvWithTwoBadRows = [
  header,
  '2031-03-03T13:30:00Z,USD,high,Test Payrolls,180K,150K,,t-nfp',
  '2031-03-03T15:00:00+01:00,EUR,medium,"Test PMI, final",50.1,49.8,50.3,t-pmi',
  '2031-03-04 09:00,GBP,low,Test Retail Sales,0.2%,0.1%,,t-retail',
  '2031-03-04T12:00:00Z,JPY,low,Test Tankan,,,,',
  '2031-03-05T08:00:00Z,EURO,extreme,Test Broken,,,,t-broken',
].join('\n');

type ReportItem = {
  row: number;
  status: 'accepted' | 'rejected';
  action: 'add' | 'update' | null;
  title: string;
  problems: { field: string; code: string; message: string }[];
};
type Report = { format: string; rows: number; accepted: number; rejected: number; adds: number; updates: number; items: ReportItem[] };

describe.each(drivers)('admin news import and editing (%s)', (driver) => {
  const h = useHarness(driver);
  let admin: Person;
  let member: Person;

  beforeAll(async () => {
    admin = await signedInAdmin(h);
    member = await signedInMember(h);
  });

  const testEvents = () => h.db.select().from(newsEvents).where(like(newsEvents.title, 'Test %'));
  const importAudits = () => h.db.select().from(auditLog).where(eq(auditLog.action, 'news.imported'));
  const clearTestEvents = () => h.db.delete(newsEvents).where(like(newsEvents.title, 'Test %'));
  const preview = (content: string, format = 'csv', lang?: string) =>
    h.authed<Report>(admin.token, '/api/admin/news/import/preview', { body: { format, content }, ...(lang && { lang }) });
  const importFile = (content: string, format = 'csv', extra: Record<string, unknown> = {}) =>
    h.authed<Report>(admin.token, '/api/admin/news/import', { body: { format, content, ...extra } });

  it('previews a CSV with two bad rows: names those rows and why, and writes nothing', async () => {
    await clearTestEvents();
    const audits = (await importAudits()).length;
    const answer = await preview(csvWithTwoBadRows);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ format: 'csv', rows: 5, accepted: 3, rejected: 2, adds: 3, updates: 0 });
    const rejected = answer.body.items.filter((item) => item.status === 'rejected');
    // Rows are the file's lines, the header being line 1, as a spreadsheet numbers them.
    expect(rejected.map((item) => item.row)).toEqual([4, 6]);
    expect(rejected[0]?.problems).toEqual([
      {
        field: 'time',
        code: 'newsImport.error.time',
        message: 'Give the time as an ISO-8601 instant with its zone, such as 2026-12-04T13:30:00Z',
      },
    ]);
    expect(rejected[1]?.problems.map((problem) => [problem.field, problem.message])).toEqual([
      ['currency', 'Give a three-letter currency code, such as USD'],
      ['impact', 'Impact must be low, medium or high'],
    ]);
    expect(answer.body.items.filter((item) => item.status === 'accepted').map((item) => [item.row, item.title])).toEqual([
      [2, 'Test Payrolls'],
      [3, 'Test PMI, final'],
      [5, 'Test Tankan'],
    ]);
    expect(await testEvents()).toEqual([]);
    expect(await importAudits()).toHaveLength(audits);
  });

  it('answers the report in the caller’s language', async () => {
    const answer = await preview(csvWithTwoBadRows, 'csv', 'fr');
    expect(answer.body.items.find((item) => item.row === 4)?.problems[0]?.message).toBe(
      'Indiquez l’heure comme instant ISO-8601 avec son fuseau, par exemple 2026-12-04T13:30:00Z',
    );
  });

  it('imports exactly the accepted rows, audited with the counts; importing again updates them', async () => {
    await clearTestEvents();
    const answer = await importFile(csvWithTwoBadRows, 'csv', { expectedAccepted: 3 });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ accepted: 3, rejected: 2, adds: 3, updates: 0 });
    const stored = await testEvents();
    expect(stored.map((event) => [event.title, event.time.toISOString(), event.currency, event.impact, event.source]).sort()).toEqual([
      ['Test PMI, final', '2031-03-03T14:00:00.000Z', 'EUR', 'medium', 'admin'],
      ['Test Payrolls', '2031-03-03T13:30:00.000Z', 'USD', 'high', 'admin'],
      ['Test Tankan', '2031-03-04T12:00:00.000Z', 'JPY', 'low', 'admin'],
    ]);
    const payrolls = stored.find((event) => event.title === 'Test Payrolls');
    expect(payrolls).toMatchObject({ externalId: 'admin:t-nfp', forecast: '180K', previous: '150K', actual: null });
    const [entry] = (await importAudits()).filter((row) => row.actorId === admin.id).slice(-1);
    expect(entry?.details).toMatchObject({ format: 'csv', rows: 5, accepted: 3, rejected: 2, added: 3, updated: 0, rejectedRows: [4, 6] });

    // The same file again: the events are updated in place (the row without an id by its time, currency and title).
    const again = await importFile(csvWithTwoBadRows.replace('180K,150K,,t-nfp', '180K,150K,210K,t-nfp'));
    expect(again.body).toMatchObject({ accepted: 3, adds: 0, updates: 3 });
    const after = await testEvents();
    expect(after).toHaveLength(3);
    expect(after.find((event) => event.title === 'Test Payrolls')?.actual).toBe('210K');
  });

  it('the member calendar shows an imported event', async () => {
    await clearTestEvents();
    await importFile(csvWithTwoBadRows);
    const calendar = await h.authed<{ items: { title: string; impact: string }[] }>(
      member.token,
      '/api/news?from=2031-03-02T00:00:00Z&to=2031-03-09T00:00:00Z',
    );
    expect(calendar.status).toBe(200);
    expect(calendar.body.items.map((item) => item.title)).toEqual(['Test Payrolls', 'Test PMI, final', 'Test Tankan']);
  });

  it('reads JSON files too, the feed’s `id` as the external id, and refuses a later row for the same event', async () => {
    await clearTestEvents();
    const content = JSON.stringify([
      { id: 'j-1', time: '2031-04-01T12:30:00Z', currency: 'cad', impact: 'High', title: 'Test CPI', forecast: 2.1, previous: '1.9%' },
      { id: 'j-1', time: '2031-04-01T12:30:00Z', currency: 'CAD', impact: 'high', title: 'Test CPI again' },
      'not an event',
      { time: '2031-04-02T12:30:00Z', currency: 'CAD', impact: 'low', title: 'Test Housing', colour: 'red' },
    ]);
    const answer = await preview(content, 'json');
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ rows: 4, accepted: 1, rejected: 3 });
    expect(answer.body.items.map((item) => [item.row, item.status, item.problems.map((p) => p.message)])).toEqual([
      [1, 'accepted', []],
      [2, 'rejected', ['Same event as row 1']],
      [3, 'rejected', ['This item is not an object with the event’s fields']],
      [4, 'rejected', ['Unknown field “colour”']],
    ]);
    await importFile(content, 'json');
    const [stored] = await testEvents();
    expect(stored).toMatchObject({ externalId: 'admin:j-1', currency: 'CAD', impact: 'high', forecast: '2.1', previous: '1.9%' });
  });

  it('refuses a file it cannot read as a whole, with a clear message', async () => {
    const cases: [string, string, number, string][] = [
      ['csv', 'time,currency,impact\n2031-01-01T00:00Z,USD,low', 400, 'The header lacks the required columns: title'],
      [
        'csv',
        `${header},colour\n`,
        400,
        'Unknown column “colour”: the columns are time, currency, impact, title, forecast, previous, actual and externalId',
      ],
      ['csv', header, 400, 'The file has no events'],
      ['csv', `${header}\n"2031-01-01T00:00Z,USD,low,x\n`, 400, 'The CSV file cannot be read at line 2: check its quotes'],
      ['json', '{"events": []}', 400, 'A JSON file must hold an array of events'],
      ['json', '[{"time": ', 400, 'The file is not valid JSON'],
      ['xml', '<events/>', 400, 'Choose the file format: CSV or JSON'],
      ['csv', '   ', 400, 'The file is empty'],
      ['csv', `${header}\n${'x'.repeat(1_000_001)}`, 400, 'The file is larger than 1 MB; split it into smaller files'],
    ];
    for (const [format, content, status, message] of cases) {
      const answer = await preview(content, format);
      expect([answer.status, answer.body], content.slice(0, 60)).toEqual([status, { message }]);
    }
    const rows = Array.from({ length: 5001 }, (_, i) => `2031-05-01T00:00:00Z,USD,low,Test Row ${i},,,,`);
    const tooMany = await preview([header, ...rows].join('\n'));
    expect(tooMany).toMatchObject({ status: 400, body: { message: 'The file has more than 5000 rows; split it into smaller files' } });
    const huge = await h.authed(admin.token, '/api/admin/news/import/preview', {
      rawBody: JSON.stringify({ format: 'csv', content: 'x'.repeat(4 * 1024 * 1024) }),
    });
    expect(huge).toMatchObject({ status: 413, body: { message: 'The file is larger than 1 MB; split it into smaller files' } });
  });

  it('reads semicolon-separated files, Windows line endings and a byte-order mark, as spreadsheets save them', async () => {
    const content = '\uFEFFTime;Currency;Impact;Title;External_ID\r\n2031-06-01T08:00:00Z;CHF;medium;Test SNB;t-snb\r\n';
    const answer = await preview(content);
    expect(answer.body).toMatchObject({ rows: 1, accepted: 1 });
  });

  it('refuses an import with no accepted row, or of a file that no longer matches its preview, writing nothing', async () => {
    await clearTestEvents();
    const onlyBad = [header, '2031-03-04 09:00,GBP,low,Test Retail Sales,,,,'].join('\n');
    expect(await importFile(onlyBad)).toMatchObject({ status: 400, body: { message: 'No row of this file can be imported' } });
    expect(await importFile(csvWithTwoBadRows, 'csv', { expectedAccepted: 4 })).toMatchObject({
      status: 409,
      body: { message: 'The file changed since the preview (3 rows accepted now): preview it again' },
    });
    expect(await testEvents()).toEqual([]);
  });

  it('a failure in the middle of the write leaves nothing imported and nothing audited', async () => {
    await clearTestEvents();
    const audits = (await importAudits()).length;
    // The 700th row fails inside the database, after the first batch of 500 rows was written.
    await h.db.execute(sql`create or replace function news_import_boom() returns trigger language plpgsql as $$
      begin
        if new.title = 'Test Row 699' then raise exception 'boom'; end if;
        return new;
      end $$`);
    await h.db.execute(sql`create trigger news_import_boom before insert on news_events for each row execute function news_import_boom()`);
    // The server logs the failed statement (with its 800 rows); the test keeps the log quiet and checks it was written.
    const logged = vi.spyOn(log, 'error').mockImplementation(() => {});
    try {
      const rows = Array.from(
        { length: 800 },
        (_, i) => `2031-07-01T00:${String(i % 60).padStart(2, '0')}:00Z,USD,low,Test Row ${i},,,,r-${i}`,
      );
      const answer = await importFile([header, ...rows].join('\n'));
      expect(answer.status).toBe(500);
      expect(answer.body).toEqual({ message: expect.any(String) });
      expect(answer.text).not.toContain('boom');
      expect(logged).toHaveBeenCalled();
    } finally {
      logged.mockRestore();
      await h.db.execute(sql`drop trigger news_import_boom on news_events`);
    }
    expect(await testEvents()).toEqual([]);
    expect(await importAudits()).toHaveLength(audits);
  });

  it('lists every event newest first, filtered by day, currency, impact, source and search', async () => {
    await clearTestEvents();
    await importFile(csvWithTwoBadRows);
    const list = (query: string) =>
      h.authed<{ items: { title: string; source: string }[]; total: number; page: number; pageSize: number }>(
        admin.token,
        `/api/admin/news?${query}`,
      );
    const week = await list('from=2031-03-02&to=2031-03-08');
    expect(week.status, week.text).toBe(200);
    expect(week.body).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(week.body.items.map((item) => item.title)).toEqual(['Test Tankan', 'Test PMI, final', 'Test Payrolls']);
    expect((await list('from=2031-03-02&to=2031-03-08&sort=time')).body.items[0]?.title).toBe('Test Payrolls');
    expect((await list('from=2031-03-03&to=2031-03-03')).body.total).toBe(2);
    expect((await list('currency=eur&from=2031-03-01')).body.items.map((item) => item.title)).toEqual(['Test PMI, final']);
    expect((await list('impact=high&from=2031-03-01')).body.items.map((item) => item.title)).toEqual(['Test Payrolls']);
    expect((await list('source=admin&q=tankan')).body.items.map((item) => item.title)).toEqual(['Test Tankan']);
    expect((await list('q=t-pmi')).body.items.map((item) => item.title)).toEqual(['Test PMI, final']);
    expect((await list('from=2031-03-02&to=2031-03-08&pageSize=2&page=2')).body.items.map((item) => item.title)).toEqual(['Test Payrolls']);
    expect(await list('impact=extreme')).toMatchObject({ status: 400, body: { message: 'Impact must be high, medium or low' } });
    expect(await list('from=2031-03-08&to=2031-03-02')).toMatchObject({ status: 400 });
  });

  it('edits one event, audited with its before and after; refuses bad fields and unknown events', async () => {
    await clearTestEvents();
    await importFile(csvWithTwoBadRows);
    const [event] = (await testEvents()).filter((row) => row.title === 'Test Payrolls');
    const edit = {
      time: '2031-03-06T13:30Z',
      currency: 'usd',
      impact: 'medium',
      title: 'Test Payrolls (moved)',
      forecast: '175K',
      previous: '150K',
      actual: '',
    };
    const answer = await h.authed(admin.token, `/api/admin/news/${event!.id}`, { method: 'PUT', body: edit });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({
      id: event!.id,
      time: '2031-03-06T13:30:00.000Z',
      currency: 'USD',
      impact: 'medium',
      title: 'Test Payrolls (moved)',
      forecast: '175K',
      actual: null,
      source: 'admin',
    });
    const [entry] = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'news.updated'), eq(auditLog.subjectId, event!.id)));
    expect(entry).toMatchObject({ actorId: admin.id, subjectType: 'newsEvent' });
    expect(entry?.details).toMatchObject({
      before: { title: 'Test Payrolls', time: '2031-03-03T13:30:00.000Z', impact: 'high', forecast: '180K' },
      after: { title: 'Test Payrolls (moved)', time: '2031-03-06T13:30:00.000Z', impact: 'medium', forecast: '175K' },
    });

    const bad = await h.authed(admin.token, `/api/admin/news/${event!.id}`, { method: 'PUT', body: { ...edit, time: '2031-03-06 13:30' } });
    expect(bad).toMatchObject({
      status: 400,
      body: { message: 'Give the time as an ISO-8601 instant with its zone, such as 2026-12-04T13:30:00Z' },
    });
    const unknown = await h.authed(admin.token, '/api/admin/news/00000000-0000-4000-8000-000000000000', { method: 'PUT', body: edit });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'The requested news event is not found' } });
  });

  it('deletes one event, audited with what it was; a second delete is 404', async () => {
    await clearTestEvents();
    await importFile(csvWithTwoBadRows);
    const [event] = (await testEvents()).filter((row) => row.title === 'Test Tankan');
    const answer = await h.authed(admin.token, `/api/admin/news/${event!.id}`, { method: 'DELETE' });
    expect(answer.status, answer.text).toBe(200);
    expect((await testEvents()).map((row) => row.title).sort()).toEqual(['Test PMI, final', 'Test Payrolls']);
    const [entry] = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'news.deleted'), eq(auditLog.subjectId, event!.id)));
    expect(entry?.details).toMatchObject({ before: { title: 'Test Tankan', currency: 'JPY' }, after: null });
    expect(await h.authed(admin.token, `/api/admin/news/${event!.id}`, { method: 'DELETE' })).toMatchObject({ status: 404 });
  });

  it('a member gets 403 on every news administration route, and nothing changes', async () => {
    await clearTestEvents();
    await importFile(csvWithTwoBadRows);
    const [event] = await testEvents();
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/news'],
      ['POST', '/api/admin/news/import/preview', { format: 'csv', content: csvWithTwoBadRows }],
      ['POST', '/api/admin/news/import', { format: 'csv', content: csvWithTwoBadRows.replace('Test Payrolls', 'Test Member') }],
      ['PUT', `/api/admin/news/${event!.id}`, { time: '2031-01-01T00:00Z', currency: 'USD', impact: 'low', title: 'Test hijack' }],
      ['DELETE', `/api/admin/news/${event!.id}`],
    ];
    for (const [method, path, body] of calls) {
      expect(await h.authed(member.token, path, { method, ...(body !== undefined && { body }) }), `${method} ${path}`).toMatchObject({
        status: 403,
        body: forbidden,
      });
    }
    expect((await testEvents()).map((row) => row.title).sort()).toEqual(['Test PMI, final', 'Test Payrolls', 'Test Tankan']);
  });
});
