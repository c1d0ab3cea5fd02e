import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../src/server/challenges/catalogue';
import { discountCodes } from '../../src/server/db/schema';
import { billing } from '../builders/orders';
import { drivers, useHarness } from './harness';
import { auditRows, challengeBySlug, type Person, placeOrder, refresh, signedInAdmin, signedInMember } from './tradingHelpers';

/**
 * Editing a discount code (issue 11, docs/decisions/029): the terms change under the code's row
 * lock and are audited before and after; the text members were given never changes; a limit
 * below the uses so far, a last day already over and a disabled code are refused in words.
 */
describe.each(drivers)('admin discount codes: editing (%s)', (driver) => {
  const h = useHarness(driver, 60_000);
  let boss: Person;
  let serial = 0;
  const uniqueCode = (prefix: string) => `${prefix}-${driver}-${++serial}`.toUpperCase();
  const day = (offsetDays: number) => `${new Date(h.clock.millis() + offsetDays * 86_400_000).toISOString().slice(0, 10)}T23:59:59Z`;

  const create = async (input: Record<string, unknown>) => {
    const response = await h.authed(boss.token, '/api/admin/discount-codes', { body: { kind: 'percent', value: 10, ...input } });
    expect(response.status, response.text).toBe(201);
    return response.body as { id: string; code: string; uses: number };
  };
  const edit = (id: string, body: Record<string, unknown>, lang?: string) =>
    h.authed(boss.token, `/api/admin/discount-codes/${id}`, { method: 'PUT', body, ...(lang && { lang }) });
  const quote = async (token: string, slug: string, code: string) => {
    const challenge = await challengeBySlug(h, slug);
    return h.authed(token, '/api/orders/quote', { body: { challengeId: challenge.id, discountCode: code } });
  };

  beforeAll(async () => {
    await seedCatalogue(h.services.db);
    boss = await signedInAdmin(h);
  });

  it('changes the kind, value, challenge, last day and use limit, and the checkout quotes the new terms at once', async () => {
    const member = await signedInMember(h);
    const code = await create({ code: uniqueCode('edit'), value: 10, maxUses: 5 });
    const before = await quote(member.token, 'two-step-10k', code.code);
    expect(before.body.discount, before.text).toBe(990);

    const challenge = await challengeBySlug(h, 'two-step-10k');
    const lastDay = day(30);
    const response = await edit(code.id, {
      kind: 'fixed',
      value: 2_500,
      currency: 'USD',
      challengeId: challenge.id,
      expiresAt: lastDay,
      maxUses: 8,
    });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({
      id: code.id,
      code: code.code,
      kind: 'fixed',
      value: 2_500,
      currency: 'USD',
      challengeId: challenge.id,
      expiresAt: new Date(lastDay).toISOString(),
      maxUses: 8,
      uses: 0,
      active: true,
    });
    const after = await quote(member.token, 'two-step-10k', code.code);
    expect(after.status, after.text).toBe(200);
    expect(after.body).toMatchObject({ price: 9_900, discount: 2_500, total: 7_400, discountCode: code.code });
    // Now limited to one challenge: another is refused with the reason.
    const elsewhere = await quote(member.token, 'one-step-25k', code.code);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body).toEqual({ message: 'This discount code does not apply to this challenge' });
  });

  it('audits the edit as discount.updated with the terms before and after, and an edit that changes nothing records nothing', async () => {
    const code = await create({ code: uniqueCode('audit'), value: 15 });
    const changed = await edit(code.id, { kind: 'percent', value: 25, maxUses: 100 });
    expect(changed.status, changed.text).toBe(200);
    const same = await edit(code.id, { kind: 'percent', value: 25, maxUses: 100 });
    expect(same.status).toBe(200);
    expect(same.body).toEqual(changed.body);

    const audits = await auditRows(h, 'discountCode', code.id);
    expect(audits.map((a) => [a.action, a.actorId])).toEqual([
      ['discount.created', boss.id],
      ['discount.updated', boss.id],
    ]);
    expect(audits[1]!.details).toEqual({
      code: code.code,
      before: { kind: 'percent', value: 15, currency: 'USD', challengeId: null, expiresAt: null, maxUses: null, maxUsesPerMember: null },
      after: { kind: 'percent', value: 25, currency: 'USD', challengeId: null, expiresAt: null, maxUses: 100, maxUsesPerMember: null },
    });
  });

  it('keeps the code text members were given: a code in the body changes nothing', async () => {
    const code = await create({ code: uniqueCode('keep') });
    const response = await edit(code.id, { code: 'RENAMED-CODE', kind: 'percent', value: 12 });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({ code: code.code, value: 12 });
    const renamed = await h.db.select().from(discountCodes).where(eq(discountCodes.code, 'RENAMED-CODE'));
    expect(renamed).toEqual([]);
  });

  it('refuses a use limit below the uses so far, naming them, and takes one equal to them', async () => {
    const member = await signedInMember(h);
    const code = await create({ code: uniqueCode('used'), maxUses: 5 });
    await placeOrder(h, member.token, 'two-step-10k', 'manual', { discountCode: code.code });
    await placeOrder(h, member.token, 'two-step-10k', 'manual', { discountCode: code.code });

    const below = await edit(code.id, { kind: 'percent', value: 10, maxUses: 1 });
    expect(below.status).toBe(400);
    expect(below.body).toEqual({ message: 'Maximum uses cannot be below the 2 uses so far' });
    const inChinese = await edit(code.id, { kind: 'percent', value: 10, maxUses: 1 }, 'zh');
    expect(inChinese.body).toEqual({ message: '最多使用次数不能少于目前已使用的 2 次' });

    const equal = await edit(code.id, { kind: 'percent', value: 10, maxUses: 2 });
    expect(equal.status, equal.text).toBe(200);
    expect(equal.body).toMatchObject({ maxUses: 2, uses: 2 });
    // Used up now: the checkout says so.
    const used = await quote(member.token, 'two-step-10k', code.code);
    expect(used.body).toEqual({ message: 'This discount code has been used up' });
    expect(await auditRows(h, 'discountCode', code.id)).toHaveLength(2);
  });

  it('refuses a last valid day already over on creating and on editing, but takes today and keeps a code’s own past day', async () => {
    const yesterday = day(-1);
    const created = await h.authed(boss.token, '/api/admin/discount-codes', {
      body: { code: uniqueCode('past'), kind: 'percent', value: 5, expiresAt: yesterday },
    });
    expect(created.status).toBe(400);
    expect(created.body).toEqual({ message: 'The last valid day cannot be in the past' });
    const inGerman = await h.authed(boss.token, '/api/admin/discount-codes', {
      body: { code: uniqueCode('past'), kind: 'percent', value: 5, expiresAt: yesterday },
      lang: 'de',
    });
    expect(inGerman.body).toEqual({ message: 'Der letzte gültige Tag darf nicht in der Vergangenheit liegen' });

    const code = await create({ code: uniqueCode('today'), expiresAt: day(0) });
    const moved = await edit(code.id, { kind: 'percent', value: 10, expiresAt: yesterday });
    expect(moved.status).toBe(400);
    expect(moved.body).toEqual({ message: 'The last valid day cannot be in the past' });

    // Two days on, the code has expired; its other terms can still change with its day left as it was.
    h.clock.advance(2 * 86_400_000);
    boss = await refresh(h, boss);
    const kept = await edit(code.id, { kind: 'percent', value: 20, expiresAt: day(-2) });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body).toMatchObject({ value: 20, expiresAt: new Date(day(-2)).toISOString() });
    const extended = await edit(code.id, { kind: 'percent', value: 20, expiresAt: day(7) });
    expect(extended.status, extended.text).toBe(200);
    const member = await signedInMember(h);
    const works = await quote(member.token, 'two-step-10k', code.code);
    expect(works.status, works.text).toBe(200);
    expect(works.body.discount).toBe(1_980);
    expect((await auditRows(h, 'discountCode', code.id)).map((a) => a.action)).toEqual([
      'discount.created',
      'discount.updated',
      'discount.updated',
    ]);
  });

  it('refuses a fixed amount in another currency than the challenge it is limited to, on creating and on editing', async () => {
    const challenge = await challengeBySlug(h, 'two-step-10k');
    const euros = { kind: 'fixed', value: 1000, currency: 'EUR', challengeId: challenge.id };
    const created = await h.authed(boss.token, '/api/admin/discount-codes', { body: { code: uniqueCode('eur'), ...euros } });
    expect(created.status).toBe(400);
    expect(created.body).toEqual({ message: `A fixed amount must be in the challenge's currency, ${challenge.currency}` });
    const inJapanese = await h.authed(boss.token, '/api/admin/discount-codes', {
      body: { code: uniqueCode('eur'), ...euros },
      lang: 'ja',
    });
    expect(inJapanese.body).toEqual({ message: `固定額はチャレンジの通貨（${challenge.currency}）で指定してください` });

    // The same amount in the challenge's currency is a code; moved to euros, it is refused and kept.
    const code = await create({ code: uniqueCode('usd'), ...euros, currency: challenge.currency });
    const moved = await edit(code.id, euros);
    expect(moved.status).toBe(400);
    const [stored] = await h.db.select().from(discountCodes).where(eq(discountCodes.id, code.id));
    expect(stored).toMatchObject({ kind: 'fixed', value: 1000, currency: challenge.currency, challengeId: challenge.id });
    // A percentage has no currency to disagree with.
    expect((await edit(code.id, { ...euros, kind: 'percent', value: 10 })).status).toBe(200);
  });

  it('refuses to edit a disabled code (409), an unknown one (404) and wrong terms (400), changing nothing', async () => {
    const code = await create({ code: uniqueCode('off'), value: 10 });
    await h.authed(boss.token, `/api/admin/discount-codes/${code.id}/disable`, { method: 'POST' });
    const disabled = await edit(code.id, { kind: 'percent', value: 50 });
    expect(disabled.status).toBe(409);
    expect(disabled.body).toEqual({ message: 'A disabled code cannot be edited; create a new code instead' });

    const missing = await edit('00000000-0000-4000-8000-000000000000', { kind: 'percent', value: 5 });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'The requested discount code is not found' });
    expect((await edit('not-an-id', { kind: 'percent', value: 5 })).status).toBe(400);

    const open = await create({ code: uniqueCode('terms'), value: 10 });
    const cases: [Record<string, unknown>, number, string][] = [
      [{ kind: 'percent', value: 101 }, 400, 'A percentage is from 1 to 100'],
      [{ kind: 'fixed', value: 0 }, 400, 'Enter a value above zero'],
      [{ kind: 'percent', value: 5, expiresAt: 'next week' }, 400, 'Enter a valid day'],
      [{ kind: 'percent', value: 5, maxUses: 0 }, 400, 'Maximum uses is a whole number from 1 to 1,000,000'],
      [{ kind: 'percent', value: 5, challengeId: '00000000-0000-4000-8000-000000000000' }, 400, 'The requested challenge is not found'],
    ];
    for (const [body, status, message] of cases) {
      const response = await edit(open.id, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.body, JSON.stringify(body)).toEqual({ message });
    }
    const [stored] = await h.db.select().from(discountCodes).where(eq(discountCodes.id, open.id));
    expect(stored).toMatchObject({ kind: 'percent', value: 10, maxUses: null, challengeId: null });
    expect(await auditRows(h, 'discountCode', open.id)).toHaveLength(1);
  });

  it('never lets an order and a lower limit both win the last use: the row lock puts one after the other', async () => {
    const member = await signedInMember(h);
    const code = await create({ code: uniqueCode('race'), maxUses: 2 });
    await placeOrder(h, member.token, 'two-step-10k', 'manual', { discountCode: code.code });
    const challenge = await challengeBySlug(h, 'two-step-10k');
    const [ordered, limited] = await Promise.all([
      h.authed(member.token, '/api/orders', {
        body: { challengeId: challenge.id, billing, provider: 'manual', acceptTerms: true, discountCode: code.code },
      }),
      edit(code.id, { kind: 'percent', value: 10, maxUses: 1 }),
    ]);
    // Either the order took the second use (and the limit of 1 is refused) or the limit came first (and the order is refused).
    expect([
      [201, 400],
      [400, 200],
    ]).toContainEqual([ordered.status, limited.status]);
    const [stored] = await h.db.select().from(discountCodes).where(eq(discountCodes.id, code.id));
    expect(stored!.uses).toBeLessThanOrEqual(stored!.maxUses!);
    if (ordered.status === 201) expect(stored).toMatchObject({ uses: 2, maxUses: 2 });
    else expect(stored).toMatchObject({ uses: 1, maxUses: 1 });
  });
});
