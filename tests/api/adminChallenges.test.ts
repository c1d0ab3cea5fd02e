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
});
