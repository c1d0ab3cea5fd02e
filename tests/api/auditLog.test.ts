import type * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditPageSchema } from '../../src/schemas/audit';
import { seedCatalogue } from '../../src/server/challenges/catalogue';
import { auditLog } from '../../src/server/db/schema';
import { billing } from '../builders/orders';
import { drivers, uniqueEmail, useHarness } from './harness';
import { forbidden, type Person, placeOrder, signedInAdmin, signedInMember } from './tradingHelpers';

/**
 * The audit log behind the admin profile (issue 10): actions done through the API appear with
 * their actor, a readable subject and the change before and after; every filter narrows on the
 * server; pages never overlap. The database is shared by the block, so each test filters to the
 * subjects and actors it made.
 */

type Page = v.InferOutput<typeof AuditPageSchema>;
type Entry = Page['items'][number];

const day = (iso: string, shift = 0) =>
  new Date(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) + shift * 86_400_000).toISOString().slice(0, 10);

describe.each(drivers)('audit log (%s)', (driver) => {
  const h = useHarness(driver);
  beforeAll(() => seedCatalogue(h.services.db));

  const log = async (admin: Person, query: Record<string, string>) => {
    const response = await h.authed<Page>(admin.token, `/api/admin/audit?${new URLSearchParams(query)}`);
    expect(response.status, response.text).toBe(200);
    return response.body;
  };
  const actions = (page: Page) => page.items.map((entry) => entry.action);

  /** A member's manual order marked paid by `admin`. */
  async function paidOrder(admin: Person) {
    const member = await signedInMember(h);
    const { order } = await placeOrder(h, member.token, 'two-step-10k', 'manual');
    const paid = await h.authed(admin.token, `/api/admin/orders/${order.id}/mark-paid`, { method: 'POST' });
    expect(paid.status, paid.text).toBe(200);
    return { member, order };
  }

  it('shows a marked-paid order with its actor, number and the status before and after; the member’s own order and the system’s invoice too', async () => {
    const admin = await signedInAdmin(h);
    const { member, order } = await paidOrder(admin);

    const page = await log(admin, { subject: order.number });
    expect(actions(page)).toEqual(['invoice.issued', 'order.paid', 'order.created']);
    const [invoice, paid, created] = page.items as [Entry, Entry, Entry];
    expect(paid).toMatchObject({
      actor: { id: admin.id, name: 'Adam Keller', email: admin.email },
      action: 'order.paid',
      subject: { type: 'order', id: order.id, label: order.number, exists: true },
      before: { status: 'pending' },
      after: { status: 'paid' },
      details: { provider: 'manual', total: 9_900 },
    });
    expect(created).toMatchObject({
      actor: { id: member.id, email: member.email },
      before: null,
      after: null,
      details: { number: order.number },
    });
    expect(invoice).toMatchObject({ actor: null, subject: { label: order.number } });
    // Newest first: each entry is no later than the one before it.
    expect(page.items.map((entry) => entry.createdAt)).toEqual([...page.items.map((entry) => entry.createdAt)].sort().reverse());
    // The same entries oldest first.
    expect(actions(await log(admin, { subject: order.number, sort: 'created' }))).toEqual([
      'order.created',
      'order.paid',
      'invoice.issued',
    ]);
  });

  it('dates each entry at the moment the action happened on the services clock, keeps the order of one moment, and names the currency of its amounts', async () => {
    const admin = await signedInAdmin(h);
    const member = await signedInMember(h);
    h.clock.set('2026-03-02T09:15:00.000Z');
    const { order } = await placeOrder(h, member.token, 'two-step-10k', 'manual');
    h.clock.set('2026-03-05T14:40:00.000Z');
    const paid = await h.authed(admin.token, `/api/admin/orders/${order.id}/mark-paid`, { method: 'POST' });
    expect(paid.status, paid.text).toBe(200);

    const page = await log(admin, { subject: order.number, sort: 'created' });
    expect(page.items.map((entry) => [entry.action, entry.createdAt])).toEqual([
      ['order.created', '2026-03-02T09:15:00.000Z'],
      // One moment, in the order they were written: the payment, then its invoice.
      ['order.paid', '2026-03-05T14:40:00.000Z'],
      ['invoice.issued', '2026-03-05T14:40:00.000Z'],
    ]);
    expect(page.items.every((entry) => entry.currency === 'USD')).toBe(true);
    // The account the payment opened is the account's entry, in the account's currency, at the same moment.
    const opened = await log(admin, { action: 'account.provisioned', actor: admin.email });
    expect(opened.items[0]).toMatchObject({ createdAt: '2026-03-05T14:40:00.000Z', currency: 'USD', subject: { type: 'trading_account' } });
    // A user's entry has no amounts and no currency.
    const locale = await h.authed(member.token, '/api/profile/locale', { method: 'PUT', body: { locale: 'de' } });
    expect(locale.status, locale.text).toBe(200);
    const entries = await log(admin, { subject: member.email, action: 'user.locale' });
    expect(entries.items[0]).toMatchObject({ currency: null, createdAt: '2026-03-05T14:40:00.000Z' });
  });

  it('shows status changes and edits of a user with the user’s email and the fields before and after', async () => {
    const admin = await signedInAdmin(h);
    const member = await signedInMember(h);
    const suspend = await h.authed(admin.token, '/api/users/status', { method: 'PATCH', body: { ids: [member.id], status: 'Suspended' } });
    expect(suspend.status, suspend.text).toBe(200);
    const email = uniqueEmail('renamed');
    const update = await h.authed(admin.token, `/api/users/${member.id}`, {
      method: 'PUT',
      body: { firstName: 'Marie', lastName: 'Novak', email, role: 'USER', status: 'Active', type: 'Individual', billing },
    });
    expect(update.status, update.text).toBe(200);

    const status = await log(admin, { subject: member.id, action: 'user.status' });
    expect(status.items).toHaveLength(1);
    expect(status.items[0]).toMatchObject({
      actor: { id: admin.id },
      subject: { type: 'user', id: member.id, label: email },
      before: { status: 'Active' },
      after: { status: 'Suspended' },
      details: {},
    });
    const [edit] = (await log(admin, { subject: email, action: 'user.updated' })).items;
    expect(edit).toMatchObject({
      before: { email: member.email, firstName: 'Maria', status: 'Suspended', billing: null },
      after: { email, firstName: 'Marie', status: 'Active', billing: { city: billing.city } },
    });
  });

  it('labels the deletion of a user without history with the email it had; the subject is gone', async () => {
    const admin = await signedInAdmin(h);
    const member = await signedInMember(h);
    const removed = await h.authed(admin.token, `/api/users/${member.id}`, { method: 'DELETE' });
    expect(removed.body).toMatchObject({ deleted: 1, anonymised: 0 });
    const page = await log(admin, { subject: member.email });
    expect(page.items.map((entry) => [entry.action, entry.subject])).toEqual([
      ['user.deleted', { type: 'user', id: member.id, label: member.email, exists: false, userId: null, amount: null }],
    ]);
    expect(page.items[0]).toMatchObject({ before: { email: member.email, status: 'Active' }, after: null });
  });

  it('labels a trading account with its login and its member, and records an orders export with its filters', async () => {
    const admin = await signedInAdmin(h);
    const member = await signedInMember(h);
    const { order } = await placeOrder(h, member.token, 'two-step-10k', 'demo');
    const [provisioned] = (await log(admin, { action: 'account.provisioned', actor: member.email })).items;
    expect(provisioned?.subject).toMatchObject({ type: 'trading_account', label: expect.stringMatching(/^\d{8}$/), userId: member.id });
    expect(provisioned?.details).toMatchObject({ orderId: order.id, phase: 1 });

    const csv = await h.authed(admin.token, `/api/admin/orders/export.csv?status=paid&q=${encodeURIComponent(member.email)}`);
    expect(csv.status).toBe(200);
    const exports = await log(admin, { action: 'orders.exported', actor: admin.email });
    expect(exports.items).toHaveLength(1);
    expect(exports.items[0]).toMatchObject({
      actor: { id: admin.id },
      subject: { type: 'orders', id: 'export', label: null, exists: false },
      details: { status: 'paid', q: member.email },
    });
  });

  it('narrows by actor (email, name or system), action, subject type, subject and day', async () => {
    const admin = await signedInAdmin(h);
    const { member, order } = await paidOrder(admin);
    const mine = { subject: order.number };

    expect(actions(await log(admin, { ...mine, actor: admin.email.toUpperCase() }))).toEqual(['order.paid']);
    expect(actions(await log(admin, { ...mine, actor: 'Adam Keller' }))).toEqual(['order.paid']);
    expect(actions(await log(admin, { ...mine, actor: member.email }))).toEqual(['order.created']);
    expect(actions(await log(admin, { ...mine, actor: 'system' }))).toEqual(['invoice.issued']);
    expect(actions(await log(admin, { ...mine, action: 'order.created' }))).toEqual(['order.created']);
    expect((await log(admin, { ...mine, action: 'order.refunded' })).total).toBe(0);
    expect((await log(admin, { ...mine, subjectType: 'order' })).total).toBe(3);
    expect((await log(admin, { ...mine, subjectType: 'user' })).total).toBe(0);
    // Part of a number finds it; the subject's id finds it exactly.
    expect((await log(admin, { subject: order.number.slice(-8).toLowerCase() })).total).toBe(3);
    expect((await log(admin, { subject: order.id })).total).toBe(3);
    // The system filter holds for every row of the whole log.
    const system = await log(admin, { actor: 'system', pageSize: '100' });
    expect(system.items.every((entry) => entry.actor === null)).toBe(true);
    // A typed wildcard is a character.
    expect((await log(admin, { subject: '%' })).total).toBe(0);

    const when = (await log(admin, mine)).items[0]?.createdAt as string;
    expect((await log(admin, { ...mine, from: day(when), to: day(when) })).total).toBe(3);
    expect((await log(admin, { ...mine, from: day(when, 1) })).total).toBe(0);
    expect((await log(admin, { ...mine, to: day(when, -1) })).total).toBe(0);
  });

  it('pages through entries written at the same instant without repeating or skipping one', async () => {
    const admin = await signedInAdmin(h);
    const members = await Promise.all(Array.from({ length: 5 }, () => signedInMember(h)));
    // Five entries of one instant (as a bulk change on a coarse clock would write): only the id orders them.
    const at = new Date('2026-03-04T05:06:07.000Z');
    await h.db.insert(auditLog).values(
      members.map((m) => ({
        actorId: admin.id,
        action: 'user.status',
        subjectType: 'user',
        subjectId: m.id,
        details: { before: { status: 'Active' }, after: { status: 'Suspended' } },
        createdAt: at,
      })),
    );
    const query = { actor: admin.email, action: 'user.status', pageSize: '2' };
    const pages = [
      await log(admin, { ...query, page: '1' }),
      await log(admin, { ...query, page: '2' }),
      await log(admin, { ...query, page: '3' }),
    ];
    expect(pages.map((p) => p.items.length)).toEqual([2, 2, 1]);
    expect(pages.every((p) => p.total === 5)).toBe(true);
    const seen = pages.flatMap((p) => p.items.map((entry) => entry.subject.id));
    expect(new Set(seen)).toEqual(new Set(members.map((m) => m.id)));
    expect(seen).toHaveLength(5);
    // Asked again, the same order.
    const again = [
      await log(admin, { ...query, page: '1' }),
      await log(admin, { ...query, page: '2' }),
      await log(admin, { ...query, page: '3' }),
    ];
    expect(again.flatMap((p) => p.items.map((entry) => entry.id))).toEqual(pages.flatMap((p) => p.items.map((entry) => entry.id)));
  });

  it('lists the actions present for the action filter', async () => {
    const admin = await signedInAdmin(h);
    await paidOrder(admin);
    const response = await h.authed<{ items: string[] }>(admin.token, '/api/admin/audit/actions');
    expect(response.status).toBe(200);
    expect(response.body.items).toEqual(expect.arrayContaining(['order.created', 'order.paid', 'invoice.issued']));
    expect(response.body.items).toEqual([...new Set(response.body.items)].sort());
  });

  it('refuses bad filters with 400 and a message in the caller’s language; members get 403', async () => {
    const admin = await signedInAdmin(h);
    const bad = async (query: string, lang?: string) => {
      const response = await h.authed(admin.token, `/api/admin/audit?${query}`, lang ? { lang } : {});
      expect(response.status, query).toBe(400);
      return response.body.message as string;
    };
    expect(await bad('action=DROP%20TABLE')).toBe('action is not valid');
    expect(await bad('subjectType=invoice')).toBe('subjectType is not valid');
    expect(await bad('sort=actor')).toBe('sort is not valid');
    expect(await bad('from=2026-02-30')).toBe('from is not valid');
    expect(await bad('from=2026-03-02&to=2026-03-01')).toBe('The end date must not be before the start date');
    expect(await bad('from=2026-03-02&to=2026-03-01', 'es')).not.toBe('The end date must not be before the start date');
    expect(await bad(`subject=${'x'.repeat(101)}`)).toBe('Too long');
    expect(await bad('pageSize=500')).toMatch(/^pageSize is not valid/);
    const member = await signedInMember(h);
    expect((await h.authed(member.token, '/api/admin/audit')).body).toEqual(forbidden);
  });
});
