import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../src/server/challenges/catalogue';
import { discountCodes, invoices, orders, tradingAccounts } from '../../src/server/db/schema';
import { orderCsv } from '../../src/server/orders/csv';
import { billing } from '../builders/orders';
import { csvCells, csvRows, onlyNumbersOutsideQuotes, outsideQuotes } from '../csvReader';
import { drivers, type Harness, PASSWORD, useHarness } from './harness';
import {
  auditRows,
  challengeBySlug,
  forbidden,
  type Person,
  placeOrder,
  signedInAdmin,
  signedInMember,
  unauthorized,
} from './tradingHelpers';

/**
 * The administrator's order book (issue 10): filters, search, sort and paging on the server, the
 * CSV export of the whole filtered set, and idempotent actions. The database is shared by the
 * block, so each test makes its own member and scopes its queries by that member's unique email.
 */

/** Letters only, so a name made of it passes the name rules and is unique in the block. */
const token = () =>
  [...randomBytes(8)]
    .map((b) => String.fromCharCode(97 + (b % 26)))
    .join('')
    .replace(/^./, (c) => c.toUpperCase());

async function memberNamed(h: Harness, firstName = token(), lastName = token()): Promise<Person & { firstName: string; lastName: string }> {
  const { email, user } = await h.member({ firstName, lastName });
  return { email, password: PASSWORD, id: user.id, token: await h.token(email, PASSWORD), firstName, lastName };
}

const ids = (body: { items: { id: string }[] }) => body.items.map((o) => o.id);

describe.each(drivers)('admin orders (%s)', (driver) => {
  const h = useHarness(driver);
  beforeAll(() => seedCatalogue(h.services.db));

  const list = (admin: Person, query: string) => h.authed(admin.token, `/api/admin/orders?${query}`);

  it('each row carries the member’s name and email; search finds orders by number, email and name in any case', async () => {
    const boss = await signedInAdmin(h);
    const member = await memberNamed(h);
    const other = await memberNamed(h);
    const mine = await placeOrder(h, member.token, 'two-step-10k', 'manual');
    await placeOrder(h, other.token, 'two-step-10k', 'manual');

    const byEmail = await list(boss, `q=${encodeURIComponent(member.email.toUpperCase())}`);
    expect(byEmail.status, byEmail.text).toBe(200);
    expect(byEmail.body).toMatchObject({ total: 1, page: 1, pageSize: 50 });
    expect(byEmail.body.items[0]).toMatchObject({
      id: mine.order.id,
      number: mine.order.number,
      challengeName: 'Two-Step 10K',
      total: 9_900,
      status: 'pending',
      provider: 'manual',
      member: { id: member.id, email: member.email, firstName: member.firstName, lastName: member.lastName },
    });
    expect(ids((await list(boss, `q=${mine.order.number.slice(-6).toLowerCase()}`)).body)).toEqual([mine.order.id]);
    expect(ids((await list(boss, `q=${member.lastName.toLowerCase()}`)).body)).toEqual([mine.order.id]);
    expect(ids((await list(boss, `q=${member.firstName.toUpperCase()}`)).body)).toEqual([mine.order.id]);
    // First and last name together, as an operator types a customer's name.
    expect(ids((await list(boss, `q=${encodeURIComponent(`${member.firstName} ${member.lastName}`)}`)).body)).toEqual([mine.order.id]);
    // A wildcard typed into the box is a character, not "anything".
    expect((await list(boss, 'q=%25')).body.total).toBe(0);
  });

  it('filters by status, provider, challenge and creation day on the server', async () => {
    const boss = await signedInAdmin(h);
    const member = await memberNamed(h);
    const pending = await placeOrder(h, member.token, 'two-step-10k', 'manual');
    const demo = await placeOrder(h, member.token, 'one-step-25k', 'demo');
    const q = `q=${encodeURIComponent(member.email)}`;

    expect(ids((await list(boss, `${q}&status=pending`)).body)).toEqual([pending.order.id]);
    expect(ids((await list(boss, `${q}&status=paid`)).body)).toEqual([demo.order.id]);
    expect(ids((await list(boss, `${q}&provider=demo`)).body)).toEqual([demo.order.id]);
    expect(ids((await list(boss, `${q}&provider=manual`)).body)).toEqual([pending.order.id]);
    expect((await list(boss, `${q}&provider=card`)).body.total).toBe(0);
    const oneStep = await challengeBySlug(h, 'one-step-25k');
    expect(ids((await list(boss, `${q}&challengeId=${oneStep.id}`)).body)).toEqual([demo.order.id]);

    // Without the search, a filter still holds for every row of the whole book.
    const allPaid = await list(boss, 'status=paid&provider=demo&pageSize=200');
    expect(new Set(allPaid.body.items.map((o: { status: string; provider: string }) => `${o.status}/${o.provider}`))).toEqual(
      new Set(['paid/demo']),
    );

    const [row] = await h.db.select().from(orders).where(eq(orders.id, pending.order.id));
    const day = row!.createdAt.toISOString().slice(0, 10);
    const shift = (days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    expect((await list(boss, `${q}&from=${day}&to=${day}`)).body.total).toBe(2);
    expect((await list(boss, `${q}&from=${shift(1)}`)).body.total).toBe(0);
    expect((await list(boss, `${q}&to=${shift(-1)}`)).body.total).toBe(0);
    expect((await list(boss, `${q}&from=${shift(-3)}&to=${shift(3)}`)).body.total).toBe(2);
  });

  it('sorts by date, amount and number both ways, and pages with the total of the whole filtered set', async () => {
    const boss = await signedInAdmin(h);
    const member = await memberNamed(h);
    const made = [];
    for (const slug of ['two-step-25k', 'two-step-10k', 'one-step-25k']) {
      made.push((await placeOrder(h, member.token, slug, 'manual')).order);
      h.clock.advance(1000);
    }
    const q = `q=${encodeURIComponent(member.email)}`;
    const totals = made.map((o) => o.total);
    const byTotal = await list(boss, `${q}&sort=total`);
    expect(byTotal.body.items.map((o: { total: number }) => o.total)).toEqual([...totals].sort((a, b) => a - b));
    const byTotalDesc = await list(boss, `${q}&sort=-total`);
    expect(byTotalDesc.body.items.map((o: { total: number }) => o.total)).toEqual([...totals].sort((a, b) => b - a));
    const numbers = made.map((o) => o.number).sort();
    expect((await list(boss, `${q}&sort=number`)).body.items.map((o: { number: string }) => o.number)).toEqual(numbers);
    expect((await list(boss, `${q}&sort=-number`)).body.items.map((o: { number: string }) => o.number)).toEqual([...numbers].reverse());

    const newest = await list(boss, `${q}&sort=-created`);
    const oldest = await list(boss, `${q}&sort=created`);
    expect(ids(oldest.body)).toEqual([...ids(newest.body)].reverse());

    const page1 = await list(boss, `${q}&sort=total&pageSize=2`);
    const page2 = await list(boss, `${q}&sort=total&pageSize=2&page=2`);
    expect(page1.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page2.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect([...ids(page1.body), ...ids(page2.body)]).toEqual(ids(byTotal.body));
  });

  it('refuses a bad query with 400 and a message saying what is wrong', async () => {
    const boss = await signedInAdmin(h);
    const cases: [string, string][] = [
      ['sort=price', 'sort is not valid'],
      ['status=shipped', 'status is not valid'],
      ['provider=cash', 'provider is not valid'],
      ['challengeId=abc', 'challengeId is not valid'],
      ['from=2026-13-01', 'from is not valid'],
      // Days no timestamp can hold the day after of (were a 500).
      ['from=0000-01-01', 'from is not valid'],
      ['to=9999-12-31', 'to is not valid'],
      ['from=2026-11-20&to=2026-11-01', 'The end date must not be before the start date'],
      ['pageSize=500', 'pageSize is not valid'],
    ];
    for (const [query, message] of cases) {
      const answer = await list(boss, query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message, query).toContain(message);
      const exported = await h.authed(boss.token, `/api/admin/orders/export.csv?${query}`);
      // The export has no paging; every other bad filter is refused there too.
      if (!query.startsWith('pageSize')) expect(exported.status, `export ${query}`).toBe(400);
    }
  });

  it('exports the whole filtered set as CSV: a header, decimal amounts with currency, ISO dates, formulas defused', async () => {
    const boss = await signedInAdmin(h);
    // A name and a company that a spreadsheet would otherwise run as formulas.
    const member = await memberNamed(h, '@Risky', '-Minus');
    const company = '=HYPERLINK("https://evil.example","click")';
    const business = { ...billing, type: 'Business', companyName: company, vatNumber: '' };
    const first = await placeOrder(h, member.token, 'two-step-10k', 'manual', { billing: business });
    // Orders are dated by the services clock: a minute apart, so `sort=created` tells them apart.
    h.clock.set(h.clock.now().getTime() + 60_000);
    const second = await placeOrder(h, member.token, 'one-step-25k', 'demo');

    const response = await h.authed(boss.token, `/api/admin/orders/export.csv?q=${encodeURIComponent(member.email)}&sort=created`);
    expect(response.status, response.text).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = csvRows(response.text);
    expect(header).toEqual([
      'Order Number',
      'Created At (UTC)',
      'Status',
      'Payment Method',
      'Member Name',
      'Member Email',
      'Challenge',
      'Account Size',
      'Price',
      'Discount',
      'Discount Code',
      'VAT',
      'Total',
      'Currency',
      'Payment Reference',
      'Billing Country',
      'Company',
      'Paid At (UTC)',
      'Cancelled At (UTC)',
      'Refunded At (UTC)',
    ]);
    expect(rows).toHaveLength(2);
    const record = (row: string[]) => Object.fromEntries(header!.map((name, i) => [name, row[i]]));
    const [a, b] = rows.map(record);
    const [stored] = await h.db.select().from(orders).where(eq(orders.id, first.order.id));
    expect(a).toMatchObject({
      'Order Number': first.order.number,
      'Created At (UTC)': stored!.createdAt.toISOString(),
      Status: 'pending',
      'Payment Method': 'manual',
      'Member Name': "'@Risky -Minus",
      'Member Email': member.email,
      Challenge: 'Two-Step 10K',
      'Account Size': '10000.00',
      Price: '99.00',
      Discount: '0.00',
      Total: '99.00',
      Currency: 'USD',
      Company: `'${company}`,
      'Paid At (UTC)': '',
    });
    expect(b).toMatchObject({ 'Order Number': second.order.number, Status: 'paid', Total: '229.00', Company: '' });
    expect(b!['Paid At (UTC)']).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

    // Same filters as the list: only the paid one.
    const paidOnly = await h.authed(boss.token, `/api/admin/orders/export.csv?q=${encodeURIComponent(member.email)}&status=paid`);
    expect(
      csvRows(paidOnly.text)
        .slice(1)
        .map((row) => row[0]),
    ).toEqual([second.order.number]);
  });

  it('quotes every text cell, so a spreadsheet splitting on ";" runs nothing a member typed; amounts stay numbers (issue 27, item 10)', async () => {
    const boss = await signedInAdmin(h);
    // Unquoted, Excel with a ';' list separator (German, French, Spanish settings) makes `=1+2` a cell of its own.
    const member = await memberNamed(h, 'Eve;=1+2;');
    const business = { ...billing, type: 'Business', companyName: '+cmd', vatNumber: '' };
    const { order } = await placeOrder(h, member.token, 'two-step-10k', 'manual', { billing: business });

    const response = await h.authed(boss.token, `/api/admin/orders/export.csv?q=${encodeURIComponent(member.email)}`);
    expect(response.status, response.text).toBe(200);
    const [headerLine, line, ...rest] = response.text.split('\r\n');
    expect(headerLine).toBe(
      'Order Number,Created At (UTC),Status,Payment Method,Member Name,Member Email,Challenge,Account Size,Price,Discount,' +
        'Discount Code,VAT,Total,Currency,Payment Reference,Billing Country,Company,Paid At (UTC),Cancelled At (UTC),Refunded At (UTC)',
    );
    expect(rest).toEqual(['']);
    expect(line).toContain(`,"Eve;=1+2; ${member.lastName}",`);
    expect(line).toContain(`,"'+cmd",`);
    // Outside quotes only commas and the amounts: no ';' to split on, no text a cell could start with.
    expect(outsideQuotes(line!)).toMatch(onlyNumbersOutsideQuotes);
    expect(outsideQuotes(line!)).toBe(',,,,,,,10000.00,99.00,0.00,,0.00,99.00,,,,,,,');

    const [header, cells] = csvCells(response.text) as [string[], (string | number)[]];
    const record = Object.fromEntries(header.map((name, i) => [name, cells[i]]));
    expect(record).toMatchObject({
      'Order Number': order.number,
      Status: 'pending',
      'Member Name': `Eve;=1+2; ${member.lastName}`,
      'Member Email': member.email,
      Company: "'+cmd",
      'Discount Code': '',
      'Account Size': 10000,
      Price: 99,
      Discount: 0,
      VAT: 0,
      Total: 99,
      Currency: 'USD',
      'Paid At (UTC)': '',
    });
  });

  it('reads the export page by page (keyset) without losing or repeating a row, even where sort values tie', async () => {
    const boss = await signedInAdmin(h);
    const member = await memberNamed(h);
    // Three orders of one price: a keyset page boundary falls inside the tie.
    for (const slug of ['two-step-10k', 'two-step-10k', 'one-step-25k', 'two-step-10k', 'two-step-25k']) {
      await placeOrder(h, member.token, slug, 'manual');
    }
    const filter = { q: member.email, sort: 'total', from: '', to: '' } as const;
    const listed = await list(boss, `q=${encodeURIComponent(member.email)}&sort=total`);
    const chunks: string[] = [];
    // Two rows per query, so five orders take three pages.
    for await (const chunk of orderCsv(h.services, filter, 2)) chunks.push(chunk);
    expect(chunks).toHaveLength(4);
    const numbers = csvRows(chunks.join(''))
      .slice(1)
      .map((row) => row[0]);
    expect(numbers).toEqual(listed.body.items.map((o: { number: string }) => o.number));
    expect(new Set(numbers).size).toBe(5);
  });

  it('marks a manual order paid once: repeating it answers 200 unchanged with one invoice, one account, one audit row', async () => {
    const boss = await signedInAdmin(h);
    const member = await memberNamed(h);
    const { order } = await placeOrder(h, member.token, 'two-step-10k', 'manual');
    const path = `/api/admin/orders/${order.id}/mark-paid`;
    const first = await h.authed(boss.token, path, { method: 'POST' });
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ id: order.id, status: 'paid', member: { email: member.email }, invoiceId: expect.any(String) });
    h.clock.advance(60_000);
    const again = await h.authed(boss.token, path, { method: 'POST' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);

    expect(await h.db.select().from(invoices).where(eq(invoices.orderId, order.id))).toHaveLength(1);
    expect(await h.db.select().from(tradingAccounts).where(eq(tradingAccounts.orderId, order.id))).toHaveLength(1);
    expect((await auditRows(h, 'order', order.id)).map((a) => a.action)).toEqual(['order.created', 'order.paid', 'invoice.issued']);

    // The member sees the new account.
    const accounts = await h.authed(member.token, '/api/accounts');
    expect(accounts.body.items.map((a: { challengeName: string; status: string }) => [a.challengeName, a.status])).toEqual([
      ['Two-Step 10K', 'active'],
    ]);
  });

  it('refunds a paid order once: a second refund answers 200 unchanged, with one credit note and one audit row', async () => {
    const boss = await signedInAdmin(h);
    const member = await memberNamed(h);
    const { order } = await placeOrder(h, member.token, 'two-step-10k', 'manual');
    await h.authed(boss.token, `/api/admin/orders/${order.id}/mark-paid`, { method: 'POST' });
    const path = `/api/admin/orders/${order.id}/refund`;
    const first = await h.authed(boss.token, path, { body: { reason: 'Chargeback from the bank' } });
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ status: 'refunded', creditNoteId: expect.any(String) });
    const again = await h.authed(boss.token, path, { body: { reason: 'Clicked twice' } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const notes = await h.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, 'creditNote')));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.reason).toBe('Chargeback from the bank');
    expect((await auditRows(h, 'order', order.id)).filter((a) => a.action === 'order.refunded')).toHaveLength(1);
  });

  it('cancels a pending order once, gives its discount code’s use back, and refuses moves from other states with 409', async () => {
    const boss = await signedInAdmin(h);
    const member = await memberNamed(h);
    const code = `ADM${token().toUpperCase()}`;
    const created = await h.authed(boss.token, '/api/admin/discount-codes', { body: { code, kind: 'percent', value: 10, maxUses: 1 } });
    expect(created.status, created.text).toBe(201);
    const { order } = await placeOrder(h, member.token, 'two-step-10k', 'manual', { discountCode: code });
    const used = async () => (await h.db.select().from(discountCodes).where(eq(discountCodes.code, code)))[0]!.uses;
    expect(await used()).toBe(1);

    const path = `/api/admin/orders/${order.id}/cancel`;
    const first = await h.authed(boss.token, path, { method: 'POST' });
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(String) });
    expect(await used()).toBe(0);
    const again = await h.authed(boss.token, path, { method: 'POST' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    // The use was given back once, not twice.
    expect(await used()).toBe(0);
    const audits = await auditRows(h, 'order', order.id);
    expect(audits.filter((a) => a.action === 'order.cancelled').map((a) => a.actorId)).toEqual([boss.id]);

    const markPaid = await h.authed(boss.token, `/api/admin/orders/${order.id}/mark-paid`, { method: 'POST' });
    expect(markPaid.status).toBe(409);
    expect(markPaid.body).toEqual({ message: 'Only a pending order can be marked paid' });
    const refund = await h.authed(boss.token, `/api/admin/orders/${order.id}/refund`, { body: { reason: 'Not paid' } });
    expect(refund.status).toBe(409);
    expect(refund.body).toEqual({ message: 'Only a paid order can be refunded' });

    const paid = await placeOrder(h, member.token, 'two-step-10k', 'demo');
    const cancelPaid = await h.authed(boss.token, `/api/admin/orders/${paid.order.id}/cancel`, { method: 'POST' });
    expect(cancelPaid.status).toBe(409);
    expect(cancelPaid.body).toEqual({ message: 'Only a pending order can be cancelled' });
    const [stored] = await h.db.select().from(orders).where(eq(orders.id, paid.order.id));
    expect(stored!.status).toBe('paid');
  });

  it('a member gets 403 and a signed-out caller 401 on the list, the export and every action', async () => {
    const member = await signedInMember(h);
    const { order } = await placeOrder(h, member.token, 'two-step-10k', 'manual');
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/orders'],
      ['GET', '/api/admin/orders/export.csv'],
      ['POST', `/api/admin/orders/${order.id}/mark-paid`],
      ['POST', `/api/admin/orders/${order.id}/refund`, { reason: 'because' }],
      ['POST', `/api/admin/orders/${order.id}/cancel`],
    ];
    for (const [method, path, body] of calls) {
      const asMember = await h.authed(member.token, path, { method, ...(body !== undefined && { body }) });
      expect(asMember.status, `${method} ${path}`).toBe(403);
      expect(asMember.body).toEqual(forbidden);
      const anonymous = await h.request(path, { method, ...(body !== undefined && { body }) });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      expect(anonymous.body).toEqual(unauthorized);
    }
    const [stored] = await h.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored!.status).toBe('pending');
  });
});
