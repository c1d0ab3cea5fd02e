import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../src/server/challenges/catalogue';
import type { TradingAccount } from '../../src/server/db/schema';
import { dealIn, dealOut, snapshot } from '../builders/events';
import { drivers, uniqueEmail, useHarness } from './harness';
import {
  demoAccount,
  eligibilityCodes,
  ingest,
  type Person,
  refresh,
  signedInAdmin,
  successorOf,
  verifiedIdentity,
} from './tradingHelpers';

/**
 * The admin payout queue (issue 11): filters, member search, sorts, paging, the figures beside it
 * (counts per status, average time from request to paid) and the evidence each row carries.
 * Five members each request one payout on a funded account of their own, on days 40 days apart;
 * the desk then approves one, pays two (after 2 and after 4 hours) and rejects one.
 */
const day = 86_400_000;
const hour = 3_600_000;
const bank = { method: 'bankTransfer', accountHolder: 'Account Holder', iban: 'CZ65 0800 0000 1920 0014 5399', bic: 'GIBACZPX' };
const wallet = { method: 'crypto', network: 'TRC20', address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7' };

type Row = {
  id: string;
  status: string;
  amount: number;
  currency: string;
  method: string;
  destinationSummary: string;
  requestedAt: string;
  ageSeconds: number;
  member: { id: string; firstName: string; lastName: string; email: string };
  account: { id: string; login: string; challengeName: string; phase: number; phaseName: string; funded: boolean };
  eligibility: { at: 'now' | 'request'; eligible: boolean; items: { code: string; met: boolean; message: string }[] };
  timeline: { status: string; at: string }[];
};
type List = { items: Row[]; total: number; page: number; pageSize: number };

describe.each(drivers)('admin payout queue (%s)', (driver) => {
  const h = useHarness(driver, 120_000);
  let boss: Person;
  const requests: { id: string; member: Person; account: TradingAccount; requestedAt: string; name: string }[] = [];

  /** A member's funded Two-Step 10K with $500 profit made the day after funding, and the clock 16 days on. */
  async function requestOn(
    start: number,
    person: { firstName: string; lastName: string; email: string },
    amount: number,
    destination: object = bank,
  ) {
    h.clock.set(new Date(start).toISOString());
    boss = await refresh(h, boss);
    const registered = await h.member(person);
    let member: Person = { email: registered.email, password: registered.password, id: registered.user.id, token: '' };
    member = await refresh(h, member);
    const phase1 = await demoAccount(h, member.token);
    const force = (id: string) => h.authed(boss.token, `/api/admin/accounts/${id}/force`, { body: { action: 'pass', reason: 'set-up' } });
    expect((await force(phase1.id)).status).toBe(200);
    const phase2 = await successorOf(h, phase1.id);
    expect((await force(phase2!.id)).status).toBe(200);
    const account = (await successorOf(h, phase2!.id)) as TradingAccount;
    const open = new Date(start + day).toISOString();
    const close = new Date(start + day + hour).toISOString();
    await ingest(h, account.login, [dealIn('q1', open), dealOut('q1', close, 50_000), snapshot(close, 1_050_000, 1_050_000)]);
    h.clock.set(new Date(start + 16 * day).toISOString());
    member = await refresh(h, member);
    boss = await refresh(h, boss);
    // Payouts go to the verified person (issue 31): the document names the account's holder.
    await verifiedIdentity(h, member, `${person.firstName} ${person.lastName}`);
    const to = 'accountHolder' in destination ? { ...destination, accountHolder: `${person.firstName} ${person.lastName}` } : destination;
    const requested = await h.authed(member.token, '/api/payouts', { body: { accountId: account.id, amount, destination: to } });
    expect(requested.status, requested.text).toBe(201);
    return { id: requested.body.id as string, member, account, requestedAt: h.clock.now().toISOString(), name: person.lastName };
  }

  const list = async (query = '', lang?: string) => {
    const response = await h.authed<List>(boss.token, `/api/admin/payouts${query}`, lang ? { lang } : {});
    expect(response.status, response.text).toBe(200);
    return response.body;
  };
  const names = (page: List) => page.items.map((row) => row.member.lastName);

  beforeAll(async () => {
    await seedCatalogue(h.services.db);
    boss = await signedInAdmin(h);
    const base = Date.parse('2030-01-06T09:00:00Z');
    const people = [
      { firstName: 'Ada', lastName: 'Lovelace', email: uniqueEmail('ada') },
      { firstName: 'Grace', lastName: 'Hopper', email: uniqueEmail('grace_h') },
      { firstName: 'Alan', lastName: 'Turing', email: uniqueEmail('graceXh') },
      { firstName: 'Edsger', lastName: 'Dijkstra', email: uniqueEmail('edsger') },
      { firstName: 'Barbara', lastName: 'Liskov', email: uniqueEmail('barbara') },
    ];
    const amounts = [40_000, 30_000, 20_000, 25_000, 30_000];
    for (const [index, person] of people.entries()) {
      requests.push(await requestOn(base + index * 40 * day, person, amounts[index]!, index === 1 ? wallet : bank));
    }
    const [, grace, alan, edsger, barbara] = requests;
    const step = (id: string, action: string, body?: object) =>
      h.authed(boss.token, `/api/admin/payouts/${id}/${action}`, body ? { body } : { method: 'POST' });
    expect((await step(grace!.id, 'approve')).status).toBe(200);
    // Alan is paid 2 hours after his request, Edsger 4 hours after his: 3 hours on average.
    h.clock.set(new Date(Date.parse(alan!.requestedAt) + hour).toISOString());
    boss = await refresh(h, boss);
    expect((await step(alan!.id, 'approve')).status).toBe(200);
    h.clock.set(new Date(Date.parse(alan!.requestedAt) + 2 * hour).toISOString());
    expect((await step(alan!.id, 'pay', { reference: 'SEPA-1' })).status).toBe(200);
    h.clock.set(new Date(Date.parse(edsger!.requestedAt) + 4 * hour).toISOString());
    boss = await refresh(h, boss);
    expect((await step(edsger!.id, 'approve')).status).toBe(200);
    expect((await step(edsger!.id, 'pay', { reference: 'SEPA-2' })).status).toBe(200);
    h.clock.set(new Date(Date.parse(barbara!.requestedAt) + hour).toISOString());
    boss = await refresh(h, boss);
    expect((await step(barbara!.id, 'reject', { reason: 'Copy trading' })).status).toBe(200);
  }, 300_000);

  it('lists every payout newest first, each row with its member, account, method, masked destination and age', async () => {
    const page = await list();
    expect(page).toMatchObject({ total: 5, page: 1, pageSize: 25 });
    expect(names(page)).toEqual(['Liskov', 'Dijkstra', 'Turing', 'Hopper', 'Lovelace']);
    const grace = page.items.find((row) => row.member.lastName === 'Hopper')!;
    expect(grace).toMatchObject({
      status: 'approved',
      amount: 30_000,
      currency: 'USD',
      method: 'crypto',
      destinationSummary: 'USDT (TRC20) …wYjU7',
      member: { id: requests[1]!.member.id, firstName: 'Grace', email: requests[1]!.member.email },
      account: { id: requests[1]!.account.id, login: requests[1]!.account.login, phase: 2, funded: true },
    });
    expect(grace.account.challengeName).toMatch(/10K/);
    const ada = page.items.find((row) => row.member.lastName === 'Lovelace')!;
    expect(ada.destinationSummary).toBe('IBAN …5399');
    // Open: its age runs until now. Paid: the time it took (Edsger waited 4 hours).
    expect(ada.ageSeconds).toBe(Math.round((h.clock.now().getTime() - Date.parse(ada.requestedAt)) / 1000));
    expect(page.items.find((row) => row.member.lastName === 'Dijkstra')!.ageSeconds).toBe(4 * 3600);
  });

  it('filters by status, method, account and requested day, and searches members by email or name', async () => {
    expect(names(await list('?status=paid'))).toEqual(['Dijkstra', 'Turing']);
    expect(names(await list('?method=crypto'))).toEqual(['Hopper']);
    expect(names(await list(`?accountId=${requests[0]!.account.id}`))).toEqual(['Lovelace']);
    // Each request has its own day: Grace's and Alan's, both ends inclusive.
    const from = requests[1]!.requestedAt.slice(0, 10);
    const to = requests[2]!.requestedAt.slice(0, 10);
    expect(names(await list(`?from=${from}&to=${to}`))).toEqual(['Turing', 'Hopper']);
    expect(names(await list(`?from=${to}&to=${to}`))).toEqual(['Turing']);
    expect(names(await list('?q=lovel'))).toEqual(['Lovelace']);
    expect(names(await list('?q=grace%20hopper'))).toEqual(['Hopper']);
    expect(names(await list(`?q=${encodeURIComponent(requests[3]!.member.email.toUpperCase())}`))).toEqual(['Dijkstra']);
    // An underscore is a character searched for, not a wildcard: grace_h matches, graceXh does not.
    expect(names(await list('?q=grace_h'))).toEqual(['Hopper']);
    expect(names(await list('?q=%25'))).toEqual([]);
    expect(await list('?status=requested&method=crypto')).toMatchObject({ items: [], total: 0 });
  });

  it('sorts by requested time or amount with the id breaking ties, and pages without overlap', async () => {
    expect(names(await list('?sort=requested'))).toEqual(['Lovelace', 'Hopper', 'Turing', 'Dijkstra', 'Liskov']);
    const byAmount = await list('?sort=amount');
    expect(byAmount.items.map((row) => row.amount)).toEqual([20_000, 25_000, 30_000, 30_000, 40_000]);
    const tied = byAmount.items.filter((row) => row.amount === 30_000).map((row) => row.id);
    expect(tied).toEqual([...tied].sort());
    const descending = await list('?sort=-amount');
    expect(descending.items.map((row) => row.id)).toEqual(byAmount.items.map((row) => row.id).reverse());

    const pages = [
      await list('?sort=amount&pageSize=2'),
      await list('?sort=amount&pageSize=2&page=2'),
      await list('?sort=amount&pageSize=2&page=3'),
    ];
    expect(pages.map((page) => page.total)).toEqual([5, 5, 5]);
    expect(pages.flatMap((page) => page.items.map((row) => row.id))).toEqual(byAmount.items.map((row) => row.id));
    expect((await list('?pageSize=2&page=9')).items).toEqual([]);
  });

  it('shows an open request’s checklist as it stands now, and a closed one’s as it stood at the request', async () => {
    const ada = requests[0]!;
    const before = (await list(`?accountId=${ada.account.id}`)).items[0]!;
    // Its own request does not count as "another open request".
    expect(before.eligibility).toMatchObject({ at: 'now', eligible: true });
    expect(before.eligibility.items.map((item) => item.code)).toEqual(eligibilityCodes);
    // The member opens a position after asking.
    const later = h.clock.now().toISOString();
    await ingest(h, ada.account.login, [dealIn('q2', later), snapshot(later, 1_050_000, 1_048_000)]);
    const after = (await list(`?accountId=${ada.account.id}`, 'de')).items[0]!;
    expect(after.eligibility.eligible).toBe(false);
    const flat = after.eligibility.items.find((item) => item.code === 'flat')!;
    expect(flat.met).toBe(false);
    expect(flat.message).toBe('Schließen Sie zuerst alle offenen Positionen: EURUSD #q2');

    const paid = (await list('?status=paid')).items[0]!;
    expect(paid.eligibility).toMatchObject({ at: 'request', eligible: true });
    expect(paid.eligibility.items.every((item) => item.met && item.message.length > 0)).toBe(true);
    const one = await h.authed<Row>(boss.token, `/api/admin/payouts/${ada.id}`);
    expect(one.body).toMatchObject({ id: ada.id, member: { lastName: 'Lovelace' }, eligibility: { at: 'now', eligible: false } });
  });

  it('counts payouts per status and averages the time from request to paid, for the same filters', async () => {
    const summary = await h.authed(boss.token, '/api/admin/payouts/summary');
    expect(summary.body).toEqual({ counts: { requested: 1, approved: 1, paid: 2, rejected: 1 }, averageSecondsToPaid: 3 * 3600 });
    const alansDay = requests[2]!.requestedAt.slice(0, 10);
    const oneDay = await h.authed(boss.token, `/api/admin/payouts/summary?from=${alansDay}&to=${alansDay}`);
    expect(oneDay.body).toEqual({ counts: { requested: 0, approved: 0, paid: 1, rejected: 0 }, averageSecondsToPaid: 2 * 3600 });
    const nobody = await h.authed(boss.token, '/api/admin/payouts/summary?q=nobody-by-that-name');
    expect(nobody.body).toEqual({ counts: { requested: 0, approved: 0, paid: 0, rejected: 0 }, averageSecondsToPaid: null });
  });

  it('refuses bad filters with a 400 in the caller’s language', async () => {
    const bad = (query: string, lang?: string) => h.authed(boss.token, `/api/admin/payouts${query}`, lang ? { lang } : {});
    expect(await bad('?status=lost')).toMatchObject({ status: 400, body: { message: 'status is not valid' } });
    expect(await bad('?status=lost', 'de')).toMatchObject({ status: 400, body: { message: 'status ist ungültig' } });
    expect(await bad('?method=cheque')).toMatchObject({ status: 400, body: { message: 'method is not valid' } });
    expect(await bad('?sort=member')).toMatchObject({ status: 400, body: { message: 'sort is not valid' } });
    expect(await bad('?from=2030-02-31')).toMatchObject({ status: 400, body: { message: 'from is not valid' } });
    expect(await bad('?from=2030-03-02&to=2030-03-01')).toMatchObject({
      status: 400,
      body: { message: 'The end date must not be before the start date' },
    });
    expect(await bad('/summary?from=2030-03-02&to=2030-03-01', 'de')).toMatchObject({
      status: 400,
      body: { message: 'Das Enddatum darf nicht vor dem Startdatum liegen' },
    });
    expect((await bad('?pageSize=500')).status).toBe(400);
    expect((await bad('?page=0')).status).toBe(400);
    expect(await bad(`?q=${'x'.repeat(101)}`)).toMatchObject({ status: 400, body: { message: 'Too long' } });
    expect((await bad('?accountId=not-a-uuid')).status).toBe(400);
  });
});
