import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../src/server/challenges/catalogue';
import { challenges } from '../../src/server/db/schema';
import { productInput } from '../builders/challenges';
import { drivers, useHarness } from './harness';
import { auditRows, type Person, placeOrder, signedInAdmin, signedInMember } from './tradingHelpers';

const rules = productInput('x').phases[0]!.rules;

describe.each(drivers)('admin challenges (%s)', (driver) => {
  const h = useHarness(driver);
  let boss: Person;

  beforeAll(async () => {
    await seedCatalogue(h.services.db);
    boss = await signedInAdmin(h);
  });

  it('creates a product (201) that the public catalogue lists, audited as challenge.created', async () => {
    const input = productInput('rapid-5k');
    const response = await h.authed(boss.token, '/api/admin/challenges', { body: input });
    expect(response.status, response.text).toBe(201);
    expect(response.body).toMatchObject(input);
    expect(response.body.id).toMatch(/^[0-9a-f-]{36}$/);
    const publicList = await h.request('/api/challenges');
    const listed = (publicList.body.items as any[]).find((c) => c.slug === 'rapid-5k');
    expect(listed).toEqual(response.body);
    const audits = await auditRows(h, 'challenge', response.body.id);
    expect(audits.map((a) => [a.action, a.actorId])).toEqual([['challenge.created', boss.id]]);
    expect(audits[0]!.details).toMatchObject({ slug: 'rapid-5k', price: 4_900, phases: input.phases });
  });

  it('fills in the defaults (active, sort order 0) and trims names', async () => {
    const { active: _a, sortOrder: _s, ...input } = productInput('defaults-5k');
    const response = await h.authed(boss.token, '/api/admin/challenges', { body: { ...input, name: '  Defaults 5K  ' } });
    expect(response.status, response.text).toBe(201);
    expect(response.body).toMatchObject({ active: true, sortOrder: 0, name: 'Defaults 5K' });
  });

  it('refuses invalid products with 400 and creates nothing', async () => {
    const phase = (changes: Record<string, unknown>) => [{ name: 'Evaluation', rules: { ...rules, ...changes } }];
    // The field that is wrong, and why (the schema's own words; valibot's for a bad option).
    const cases: [string, Record<string, unknown>, string | RegExp][] = [
      [
        'daily loss above the maximum loss',
        { phases: phase({ maxDailyLossPct: 12, maxLossPct: 10 }) },
        'phases.0 is not valid (the daily loss limit cannot exceed the maximum loss)',
      ],
      [
        'an unknown time zone',
        { phases: phase({ resetTimeZone: 'Europe/Atlantis' }) },
        'phases.0.rules.resetTimeZone is not valid (must be an IANA time zone such as Europe/Prague)',
      ],
      ['no phases', { phases: [] }, 'phases is not valid (at least one phase)'],
      ['four phases', { phases: [...phase({}), ...phase({}), ...phase({}), ...phase({})] }, 'phases is not valid (at most three phases)'],
      [
        'no profit target in an evaluation phase',
        { phases: phase({ profitTargetPct: null }) },
        'phases.0 is not valid (an evaluation phase needs a profit target)',
      ],
      ['a zero daily loss', { phases: phase({ maxDailyLossPct: 0 }) }, 'phases.0.rules.maxDailyLossPct is not valid (must be above 0)'],
      [
        'an unknown max-loss mode',
        { phases: phase({ maxLossMode: 'relative' }) },
        /^phases\.0\.rules\.maxLossMode is not valid \(.*"relative".*\)$/,
      ],
      ['a fractional price', { price: 49.5 }, 'price is not valid (must be a whole number of minor units)'],
      ['a lower-case currency', { currency: 'usd' }, 'currency is not valid (a three-letter ISO currency code)'],
      ['a slug with spaces', { slug: 'Rapid 5k' }, 'slug is not valid (lowercase words joined by hyphens)'],
      ['a two-letter name', { name: 'R5' }, 'Minimum 3 symbols'],
    ];
    for (const [label, change, message] of cases) {
      const input = { ...productInput('invalid-product'), ...change };
      const response = await h.authed(boss.token, '/api/admin/challenges', { body: input });
      expect(response.status, label).toBe(400);
      if (typeof message === 'string') expect(response.body, label).toEqual({ message });
      else expect(response.body.message, label).toMatch(message);
    }
    const stored = await h.db.select().from(challenges).where(eq(challenges.slug, 'invalid-product'));
    expect(stored).toHaveLength(0);
  });

  it('answers a duplicate slug with 409, on create and on update', async () => {
    const first = await h.authed(boss.token, '/api/admin/challenges', { body: productInput('dup-5k') });
    expect(first.status).toBe(201);
    const again = await h.authed(boss.token, '/api/admin/challenges', { body: { ...productInput('dup-5k'), name: 'Another one' } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'slug is not valid' });
    const taken = await h.authed(boss.token, `/api/admin/challenges/${first.body.id}`, {
      method: 'PUT',
      body: productInput('two-step-10k'),
    });
    expect(taken.status).toBe(409);
    expect(await h.db.select().from(challenges).where(eq(challenges.slug, 'dup-5k'))).toHaveLength(1);
    expect(await auditRows(h, 'challenge', first.body.id)).toHaveLength(1);
  });

  it('updates a product (its own slug may stay), audited with before and after', async () => {
    const created = await h.authed(boss.token, '/api/admin/challenges', { body: productInput('update-5k') });
    h.clock.advance(1000);
    const change = productInput('update-5k', {
      price: 5_900,
      name: 'Rapid 5K Plus',
      phases: [{ name: 'Evaluation', rules: { ...rules, profitTargetPct: 9 } }],
    });
    const response = await h.authed(boss.token, `/api/admin/challenges/${created.body.id}`, { method: 'PUT', body: change });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({
      id: created.body.id,
      price: 5_900,
      name: 'Rapid 5K Plus',
      updatedAt: h.clock.now().toISOString(),
    });
    expect(response.body.phases[0].rules.profitTargetPct).toBe(9);
    const audits = await auditRows(h, 'challenge', created.body.id);
    expect(audits.map((a) => a.action)).toEqual(['challenge.created', 'challenge.updated']);
    expect(audits[1]!.details).toMatchObject({
      before: { price: 4_900, name: 'Rapid update-5k' },
      after: { price: 5_900, name: 'Rapid 5K Plus' },
    });

    const missing = await h.authed(boss.token, `/api/admin/challenges/${crypto.randomUUID()}`, {
      method: 'PUT',
      body: productInput('ghost'),
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'The requested challenge is not found' });
    const invalid = await h.authed(boss.token, `/api/admin/challenges/${created.body.id}`, {
      method: 'PUT',
      body: { ...change, phases: [] },
    });
    expect(invalid.status).toBe(400);
  });

  it('keeps the rules of a running account when its product changes', async () => {
    const member = await signedInMember(h);
    const created = await h.authed(boss.token, '/api/admin/challenges', { body: productInput('frozen-5k') });
    await placeOrder(h, member.token, 'frozen-5k', 'demo');
    await h.authed(boss.token, `/api/admin/challenges/${created.body.id}`, {
      method: 'PUT',
      body: productInput('frozen-5k', { phases: [{ name: 'Evaluation', rules: { ...rules, profitTargetPct: 20 } }] }),
    });
    const accounts = await h.authed(member.token, '/api/accounts');
    expect(accounts.body.items[0].rules.profitTargetPct).toBe(8);
    expect(accounts.body.items[0].objectives.profitTarget.target).toBe(540_000);
  });

  it('deletes an unused product (204, audited) and refuses one with orders (409)', async () => {
    const unused = await h.authed(boss.token, '/api/admin/challenges', { body: productInput('unused-5k') });
    const deleted = await h.authed(boss.token, `/api/admin/challenges/${unused.body.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect(await h.db.select().from(challenges).where(eq(challenges.id, unused.body.id))).toHaveLength(0);
    const audits = await auditRows(h, 'challenge', unused.body.id);
    expect(audits.map((a) => [a.action, a.actorId])).toEqual([
      ['challenge.created', boss.id],
      ['challenge.deleted', boss.id],
    ]);
    const twice = await h.authed(boss.token, `/api/admin/challenges/${unused.body.id}`, { method: 'DELETE' });
    expect(twice.status).toBe(404);

    const member = await signedInMember(h);
    const used = await h.authed(boss.token, '/api/admin/challenges', { body: productInput('used-5k') });
    // Even a cancelled order keeps its product.
    const { order } = await placeOrder(h, member.token, 'used-5k', 'manual');
    await h.authed(member.token, `/api/orders/${order.id}/cancel`, { method: 'POST' });
    const refused = await h.authed(boss.token, `/api/admin/challenges/${used.body.id}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'challenge is not valid' });
    expect(await h.db.select().from(challenges).where(eq(challenges.id, used.body.id))).toHaveLength(1);
    expect((await auditRows(h, 'challenge', used.body.id)).map((a) => a.action)).toEqual(['challenge.created']);
  });

  it('lists every product, inactive ones included, to administrators', async () => {
    await h.authed(boss.token, '/api/admin/challenges', { body: productInput('hidden-5k', { active: false, sortOrder: 99 }) });
    const list = await h.authed(boss.token, '/api/admin/challenges');
    expect(list.status).toBe(200);
    const items = list.body.items as any[];
    expect(items.find((c) => c.slug === 'hidden-5k')).toMatchObject({ active: false });
    expect(items.map((c) => c.sortOrder)).toEqual([...items.map((c) => c.sortOrder)].sort((a, b) => a - b));
    const publicList = await h.request('/api/challenges');
    expect((publicList.body.items as any[]).map((c) => c.slug)).not.toContain('hidden-5k');
  });

  it("counts each product's paid orders as accounts sold: pending, cancelled and refunded orders are not sales", async () => {
    const member = await signedInMember(h);
    await h.authed(boss.token, '/api/admin/challenges', { body: productInput('sold-5k') });
    await h.authed(boss.token, '/api/admin/challenges', { body: productInput('unsold-5k') });
    await placeOrder(h, member.token, 'sold-5k', 'demo');
    await placeOrder(h, member.token, 'sold-5k', 'demo');
    await placeOrder(h, member.token, 'sold-5k', 'manual');
    const cancelled = await placeOrder(h, member.token, 'sold-5k', 'manual');
    await h.authed(member.token, `/api/orders/${cancelled.order.id}/cancel`, { method: 'POST' });
    const refunded = await placeOrder(h, member.token, 'sold-5k', 'manual');
    await h.authed(boss.token, `/api/admin/orders/${refunded.order.id}/mark-paid`, { method: 'POST' });
    await h.authed(boss.token, `/api/admin/orders/${refunded.order.id}/refund`, { body: { reason: 'Chargeback from the bank' } });

    const list = await h.authed(boss.token, '/api/admin/challenges');
    expect(list.status).toBe(200);
    const bySlug = new Map((list.body.items as any[]).map((c) => [c.slug, c]));
    expect(bySlug.get('sold-5k')).toMatchObject({ sold: 2, active: true });
    expect(bySlug.get('unsold-5k')).toMatchObject({ sold: 0 });
    // The product's own fields are all still there (the count is added beside them).
    expect(Object.keys(bySlug.get('sold-5k'))).toEqual(expect.arrayContaining(Object.keys(productInput('x'))));
  });

  it('archives a product out of the configurator and restores it, each once: audited with before and after, repeats change nothing', async () => {
    const created = await h.authed(boss.token, '/api/admin/challenges', { body: productInput('archive-5k') });
    const id = created.body.id as string;
    const publicSlugs = async () => ((await h.request('/api/challenges')).body.items as any[]).map((c) => c.slug);

    h.clock.advance(1000);
    const archived = await h.authed(boss.token, `/api/admin/challenges/${id}/archive`, { method: 'POST' });
    expect(archived.status, archived.text).toBe(200);
    expect(archived.body).toMatchObject({ id, active: false, updatedAt: h.clock.now().toISOString() });
    expect(await publicSlugs()).not.toContain('archive-5k');
    const again = await h.authed(boss.token, `/api/admin/challenges/${id}/archive`, { method: 'POST' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(archived.body);
    const listed = ((await h.authed(boss.token, '/api/admin/challenges')).body.items as any[]).find((c) => c.id === id);
    expect(listed).toMatchObject({ active: false, sold: 0 });

    const restored = await h.authed(boss.token, `/api/admin/challenges/${id}/restore`, { method: 'POST' });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id, active: true });
    expect(await publicSlugs()).toContain('archive-5k');
    expect((await h.authed(boss.token, `/api/admin/challenges/${id}/restore`, { method: 'POST' })).body.active).toBe(true);

    const audits = await auditRows(h, 'challenge', id);
    expect(audits.map((a) => [a.action, a.actorId])).toEqual([
      ['challenge.created', boss.id],
      ['challenge.archived', boss.id],
      ['challenge.restored', boss.id],
    ]);
    expect(audits[1]!.details).toMatchObject({ before: { active: true }, after: { active: false } });
    expect(audits[2]!.details).toMatchObject({ before: { active: false }, after: { active: true } });

    const missing = await h.authed(boss.token, `/api/admin/challenges/${crypto.randomUUID()}/archive`, { method: 'POST' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'The requested challenge is not found' });
    const badId = await h.authed(boss.token, '/api/admin/challenges/not-an-id/restore', { method: 'POST' });
    expect(badId.status).toBe(400);
  });

  it('lists discount codes with their kind, value, limit, validity, uses and state, and disables one once, audited with before and after', async () => {
    const limited = await h.authed(boss.token, '/api/admin/challenges', { body: productInput('coded-5k') });
    const code = `LIST-${driver.toUpperCase()}`;
    const created = await h.authed(boss.token, '/api/admin/discount-codes', {
      body: {
        code: code.toLowerCase(),
        kind: 'fixed',
        value: 2_500,
        currency: 'USD',
        challengeId: limited.body.id,
        expiresAt: '2030-01-31T23:59:59Z',
        maxUses: 5,
      },
    });
    expect(created.status, created.text).toBe(201);
    const member = await signedInMember(h);
    await placeOrder(h, member.token, 'coded-5k', 'manual', { discountCode: code });

    const list = await h.authed(boss.token, '/api/admin/discount-codes?pageSize=200');
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ page: 1, pageSize: 200, total: expect.any(Number) });
    expect(list.body.items.find((c: { id: string }) => c.id === created.body.id)).toEqual({
      id: created.body.id,
      code,
      kind: 'fixed',
      value: 2_500,
      currency: 'USD',
      challengeId: limited.body.id,
      expiresAt: '2030-01-31T23:59:59.000Z',
      maxUses: 5,
      uses: 1,
      active: true,
      disabledAt: null,
      createdAt: expect.any(String),
    });

    h.clock.advance(1000);
    const path = `/api/admin/discount-codes/${created.body.id}/disable`;
    const disabled = await h.authed(boss.token, path, { method: 'POST' });
    expect(disabled.body).toMatchObject({ active: false, disabledAt: h.clock.now().toISOString() });
    h.clock.advance(1000);
    const twice = await h.authed(boss.token, path, { method: 'POST' });
    expect(twice.status).toBe(200);
    expect(twice.body).toEqual(disabled.body);
    const audits = await auditRows(h, 'discountCode', created.body.id);
    expect(audits.map((a) => a.action)).toEqual(['discount.created', 'discount.disabled']);
    expect(audits[1]!.details).toMatchObject({ code, before: { disabledAt: null }, after: { disabledAt: disabled.body.disabledAt } });
  });

  it('refuses a discount code with the reason in words: a percentage over 100, no value, a bad day or use limit', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ code: 'TOO-MUCH', kind: 'percent', value: 101 }, 'A percentage is from 1 to 100'],
      [{ code: 'NO-VALUE', kind: 'fixed', value: 0 }, 'Enter a value above zero'],
      [{ code: 'BAD-DAY', kind: 'percent', value: 5, expiresAt: 'tomorrow' }, 'Enter a valid day'],
      [{ code: 'BAD-USES', kind: 'percent', value: 5, maxUses: 0 }, 'Maximum uses is a whole number from 1 to 1,000,000'],
      [{ code: 'x', kind: 'percent', value: 5 }, 'Discount codes are 3 to 32 letters or digits'],
    ];
    for (const [body, message] of cases) {
      const response = await h.authed(boss.token, '/api/admin/discount-codes', { body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body, JSON.stringify(body)).toEqual({ message });
    }
  });
});
