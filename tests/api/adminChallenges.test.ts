import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { challenges, orders } from '../../src/server/db/schema';
import { productInput } from '../builders/challenges';
import { drivers, useHarness } from './harness';
import { auditRows, placeOrder, signedInMember, useSignedInAdmin } from './tradingHelpers';

const rules = productInput('x').phases[0]!.rules;

describe.each(drivers)('admin challenges (%s)', (driver) => {
  const h = useHarness(driver);
  const boss = useSignedInAdmin(h);

  it('creates a product (201) that the public catalogue lists, audited as challenge.created', async () => {
    const input = productInput('rapid-5k');
    const response = await h.authed(boss.token, '/api/admin/challenges', { body: input });
    expect(response.status, response.text).toBe(201);
    expect(response.body).toMatchObject(input);
    expect(response.body.id).toMatch(/^[0-9a-f-]{36}$/);
    const publicList = await h.request('/api/challenges');
    const listed = (publicList.body.items as any[]).find((c) => c.slug === 'rapid-5k');
    // Members read the names in their language only; the names per language and the risk thresholds are the editor's.
    const { names, riskRules, ...shown } = response.body;
    expect(names).toEqual({});
    expect(riskRules).toEqual({});
    expect(listed).toEqual({ ...shown, phases: shown.phases.map(({ names: _, ...phase }: any) => phase) });
    const audits = await auditRows(h, 'challenge', response.body.id);
    expect(audits.map((a) => [a.action, a.actorId])).toEqual([['challenge.created', boss.id]]);
    expect(audits[0]!.details).toMatchObject({ after: { slug: 'rapid-5k', price: 4_900, phases: input.phases } });
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
        'The daily loss limit cannot exceed the maximum loss',
      ],
      [
        'an unknown time zone',
        { phases: phase({ resetTimeZone: 'Europe/Atlantis' }) },
        'Choose a time zone from the list, such as Europe/Prague',
      ],
      ['no phases', { phases: [] }, 'A challenge has one to three phases'],
      ['four phases', { phases: [...phase({}), ...phase({}), ...phase({}), ...phase({})] }, 'A challenge has one to three phases'],
      [
        'no profit target in an evaluation phase',
        { phases: phase({ profitTargetPct: null }) },
        'An evaluation phase needs a profit target',
      ],
      ['a zero daily loss', { phases: phase({ maxDailyLossPct: 0 }) }, 'phases.0.rules.maxDailyLossPct is outside its allowed range'],
      [
        'a 121-minute news window',
        { phases: phase({ newsWindowMinutes: 121 }) },
        'phases.0.rules.newsWindowMinutes is outside its allowed range',
      ],
      ['half a trading day', { phases: phase({ minTradingDays: 2.5 }) }, 'phases.0.rules.minTradingDays must be a whole number'],
      ['a price above the ceiling', { price: 100_000_01 }, 'price is outside its allowed range'],
      ['a 501-character description', { description: 'x'.repeat(501) }, 'The description can be up to 500 characters'],
      [
        'an unknown max-loss mode',
        { phases: phase({ maxLossMode: 'relative' }) },
        /^phases\.0\.rules\.maxLossMode is not valid \(.*"relative".*\)$/,
      ],
      ['a fractional price', { price: 49.5 }, 'price must be a whole number of minor units (cents)'],
      ['a lower-case currency', { currency: 'usd' }, 'Use a three-letter currency code such as USD'],
      ['a slug with spaces', { slug: 'Rapid 5k' }, 'Use lowercase letters and digits joined by hyphens, up to 60 characters'],
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
    expect(again.body).toEqual({ message: 'Another challenge already uses this web address name' });
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

  it('saves a sold product as its next version: orders and accounts keep the old rules, price and terms, the catalogue offers the new', async () => {
    const member = await signedInMember(h);
    const twoPhases = [
      { name: 'Evaluation', rules },
      { name: 'Verification', rules: { ...rules, profitTargetPct: 4 } },
    ];
    const created = await h.authed(boss.token, '/api/admin/challenges', { body: productInput('frozen-5k', { phases: twoPhases }) });
    const firstId = created.body.id as string;
    await placeOrder(h, member.token, 'frozen-5k', 'demo');
    const pending = await placeOrder(h, member.token, 'frozen-5k', 'manual');

    const before = await h.authed(boss.token, `/api/admin/challenges/${firstId}`);
    expect(before.status, before.text).toBe(200);
    expect(before.body).toMatchObject({ id: firstId, version: 1, hasOrders: true, replacedAt: null });
    expect(before.body.versions).toEqual([expect.objectContaining({ id: firstId, version: 1, sold: 1, replacedAt: null })]);

    h.clock.advance(60_000);
    const changed = productInput('frozen-5k', {
      price: 6_900,
      description: 'Now with a harder first phase',
      phases: [{ name: 'Evaluation', rules: { ...rules, profitTargetPct: 20 } }, twoPhases[1]],
    });
    const saved = await h.authed(boss.token, `/api/admin/challenges/${firstId}`, { method: 'PUT', body: changed });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({ versioned: true, version: 2, lineageId: firstId, price: 6_900, active: true, replacedAt: null });
    const secondId = saved.body.id as string;
    expect(secondId).not.toBe(firstId);

    // The first version is kept as it was, out of the configurator; the slug names the new one.
    const [first] = await h.db.select().from(challenges).where(eq(challenges.id, firstId));
    expect(first).toMatchObject({ price: 4_900, active: false, replacedAt: h.clock.now() });
    expect(first!.phases[0]!.rules.profitTargetPct).toBe(8);
    const publicList = ((await h.request('/api/challenges')).body.items as any[]).filter((c) => c.slug === 'frozen-5k');
    expect(publicList.map((c) => [c.id, c.price])).toEqual([[secondId, 6_900]]);

    // The running account keeps its target; passing it opens the next phase from version 1.
    const accounts = await h.authed(member.token, '/api/accounts');
    const running = (accounts.body.items as any[]).find((item) => item.challengeId === firstId);
    expect(running.rules.profitTargetPct).toBe(8);
    const account = { id: running.id as string };
    const passed = await h.authed(boss.token, `/api/admin/accounts/${account.id}/force`, {
      body: { action: 'pass', reason: 'Version test' },
    });
    expect(passed.status, passed.text).toBe(200);
    const next = ((await h.authed(member.token, '/api/accounts')).body.items as any[]).find((item) => item.phase === 2);
    expect(next).toMatchObject({ challengeId: firstId, phaseName: 'Verification', status: 'active' });
    expect(next.rules.profitTargetPct).toBe(4);

    // The order placed before the edit is paid at its own price and opens a version-1 account.
    await h.authed(boss.token, `/api/admin/orders/${pending.order.id}/mark-paid`, { method: 'POST' });
    const [paid] = await h.db.select().from(orders).where(eq(orders.id, pending.order.id));
    expect(paid).toMatchObject({ challengeId: firstId, price: 4_900 });

    // The catalogue lists the current version once, with every version's sales.
    const list = (await h.authed(boss.token, '/api/admin/challenges')).body.items as any[];
    expect(list.filter((c) => c.slug === 'frozen-5k').map((c) => [c.id, c.version, c.sold])).toEqual([[secondId, 2, 2]]);

    // The orders list's filter by the current version finds the orders of every version.
    const filtered = await h.authed(boss.token, `/api/admin/orders?challengeId=${secondId}`);
    expect((filtered.body.items as any[]).map((o) => o.id)).toContain(pending.order.id);
    expect(filtered.body.total).toBe(2);

    // Both versions are listed from either; the old one can no longer be edited, archived back or deleted.
    const history = await h.authed(boss.token, `/api/admin/challenges/${firstId}`);
    expect(history.body).toMatchObject({ version: 1, replacedAt: h.clock.now().toISOString(), hasOrders: true });
    expect(history.body.versions.map((v: any) => [v.id, v.version, v.sold])).toEqual([
      [secondId, 2, 0],
      [firstId, 1, 2],
    ]);
    const stale = await h.authed(boss.token, `/api/admin/challenges/${firstId}`, { method: 'PUT', body: changed });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: 'This is an earlier version of the challenge; edit the current version' });
    expect((await h.authed(boss.token, `/api/admin/challenges/${firstId}/restore`, { method: 'POST' })).status).toBe(409);
    expect((await h.authed(boss.token, `/api/admin/challenges/${secondId}`, { method: 'DELETE' })).status).toBe(409);

    // Unsold, version 2 changes in place; one audit row per save, with before and after.
    const inPlace = await h.authed(boss.token, `/api/admin/challenges/${secondId}`, { method: 'PUT', body: { ...changed, price: 7_900 } });
    expect(inPlace.body).toMatchObject({ id: secondId, version: 2, versioned: false, price: 7_900 });
    const audits = await auditRows(h, 'challenge', secondId);
    expect(audits.map((a) => a.action)).toEqual(['challenge.versioned', 'challenge.updated']);
    expect(audits[0]!.details).toMatchObject({ replaces: firstId, version: 2, before: { price: 4_900 }, after: { price: 6_900 } });
    expect(await auditRows(h, 'challenge', firstId)).toHaveLength(1);
  });

  it('keeps a product’s risk thresholds with its version, refuses ones out of range, and keeps them from the public catalogue', async () => {
    const member = await signedInMember(h);
    const riskRules = { copyTrading: { windowMs: 1_000, minMatches: 8 }, tickScalping: { maxShortShare: 0.3 } };
    const created = await h.authed(boss.token, '/api/admin/challenges', { body: productInput('watched-5k', { riskRules }) });
    expect(created.status, created.text).toBe(201);
    expect(created.body.riskRules).toEqual(riskRules);
    for (const wrong of [
      { copyTrading: { windowMs: 5 } },
      { tickScalping: { maxShortShare: 2 } },
      { multiAccounting: { lookbackDays: 30 } },
    ]) {
      const refused = await h.authed(boss.token, `/api/admin/challenges/${created.body.id}`, {
        method: 'PUT',
        body: productInput('watched-5k', { riskRules: wrong }),
      });
      expect(refused.status, JSON.stringify(wrong)).toBe(400);
    }
    const [stored] = await h.db.select().from(challenges).where(eq(challenges.id, created.body.id));
    expect(stored?.riskRules).toEqual(riskRules);
    expect(((await h.request('/api/challenges')).body.items as any[]).find((c) => c.slug === 'watched-5k')).not.toHaveProperty('riskRules');

    // Sold, a change of thresholds alone is a new version; the first keeps what its accounts were judged by.
    await placeOrder(h, member.token, 'watched-5k', 'demo');
    const tighter = { ...riskRules, gambling: { dailyRoomShare: 0.6 } };
    const saved = await h.authed(boss.token, `/api/admin/challenges/${created.body.id}`, {
      method: 'PUT',
      body: productInput('watched-5k', { riskRules: tighter }),
    });
    expect(saved.body).toMatchObject({ versioned: true, version: 2, riskRules: tighter });
    const [first] = await h.db.select().from(challenges).where(eq(challenges.id, created.body.id));
    expect(first?.riskRules).toEqual(riskRules);
  });

  it('stores names per language, drops the empty ones and trims the rest; members read their language, else the default name', async () => {
    const input = productInput('named-5k', {
      name: 'Named 5K',
      names: { ja: '  ネームド 5K ', de: '', zh: '命名 5K' },
      phases: [{ name: 'Evaluation', names: { ja: '評価', fr: 'Évaluation', es: '   ' }, rules }],
    });
    const created = await h.authed(boss.token, '/api/admin/challenges', { body: input });
    expect(created.status, created.text).toBe(201);
    expect(created.body.names).toEqual({ ja: 'ネームド 5K', zh: '命名 5K' });
    expect(created.body.phases[0].names).toEqual({ ja: '評価', fr: 'Évaluation' });
    const editor = await h.authed(boss.token, `/api/admin/challenges/${created.body.id}`, { lang: 'ja' });
    expect(editor.body).toMatchObject({ name: 'Named 5K', names: { ja: 'ネームド 5K', zh: '命名 5K' } });

    const shown = async (lang: string) => {
      const list = await h.request('/api/challenges', { lang });
      const product = (list.body.items as any[]).find((c) => c.slug === 'named-5k');
      return [product.name, product.phases[0].name, 'names' in product, 'names' in product.phases[0]];
    };
    expect(await shown('ja')).toEqual(['ネームド 5K', '評価', false, false]);
    expect(await shown('fr')).toEqual(['Named 5K', 'Évaluation', false, false]);
    expect(await shown('de')).toEqual(['Named 5K', 'Evaluation', false, false]);
    expect(await shown('zh-CN,zh;q=0.9')).toEqual(['命名 5K', 'Evaluation', false, false]);
    expect(await shown('en')).toEqual(['Named 5K', 'Evaluation', false, false]);

    // The administrators' pickers (orders filter, give a challenge) show the name in the viewer's language.
    const picked = async (lang: string) =>
      ((await h.authed(boss.token, '/api/admin/challenges', { lang })).body.items as any[]).find((c) => c.slug === 'named-5k');
    expect(await picked('ja')).toMatchObject({ name: 'Named 5K', localName: 'ネームド 5K' });
    expect(await picked('de')).toMatchObject({ name: 'Named 5K', localName: 'Named 5K' });
  });

  it("refuses a name in an unknown language or too long with 400, in the user's language", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ names: { xx: 'Unknown' } }, 'en', 'Names can be given only in English, German, Spanish, French, Japanese and Chinese'],
      [{ names: { ja: 'ネ'.repeat(81) } }, 'en', 'The name can be up to 80 characters'],
      [{ names: { ja: 'ネ'.repeat(81) } }, 'ja', '名前は80文字以内です'],
      [{ names: { kl: 'Unknown' } }, 'ja', '名前を指定できる言語は英語、ドイツ語、スペイン語、フランス語、日本語、中国語のみです'],
      [
        { phases: [{ name: 'Evaluation', names: { de: 'B'.repeat(61) }, rules }] },
        'de',
        'Geben Sie der Phase einen Namen mit höchstens 60 Zeichen',
      ],
      [{ names: { fr: 42 } }, 'fr', 'Le nom peut compter 80 caractères au plus'],
    ];
    for (const [change, lang, message] of cases) {
      const response = await h.authed(boss.token, '/api/admin/challenges', { body: productInput('badly-named-5k', change), lang });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(response.body).toEqual({ message });
    }
    const list = await h.authed(boss.token, '/api/admin/challenges');
    expect((list.body.items as any[]).map((c) => c.slug)).not.toContain('badly-named-5k');
  });

  it('renames a sold product per language without a new version, and its earlier versions and their accounts take the names', async () => {
    const member = await signedInMember(h);
    const twoPhases = [
      { name: 'Evaluation', rules },
      { name: 'Verification', rules: { ...rules, profitTargetPct: 4 } },
    ];
    const created = await h.authed(boss.token, '/api/admin/challenges', {
      body: productInput('renamed-5k', { name: 'Renamed 5K', phases: twoPhases }),
    });
    const firstId = created.body.id as string;
    await placeOrder(h, member.token, 'renamed-5k', 'demo');

    // A price change of the sold product makes version 2, still without names per language.
    const repriced = await h.authed(boss.token, `/api/admin/challenges/${firstId}`, {
      method: 'PUT',
      body: productInput('renamed-5k', { name: 'Renamed 5K', phases: twoPhases, price: 5_900 }),
    });
    expect(repriced.body).toMatchObject({ versioned: true, version: 2 });
    const secondId = repriced.body.id as string;
    await placeOrder(h, member.token, 'renamed-5k', 'demo');

    // Names alone: version 2 changes in place although it is sold, and version 1 takes them too.
    const named = productInput('renamed-5k', {
      name: 'Renamed 5K',
      names: { ja: 'リネーム 5K' },
      price: 5_900,
      phases: [{ ...twoPhases[0], names: { ja: 'フェーズ1', de: 'Bewertung' } }, twoPhases[1]],
    });
    const saved = await h.authed(boss.token, `/api/admin/challenges/${secondId}`, { method: 'PUT', body: named });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({ id: secondId, version: 2, versioned: false, names: { ja: 'リネーム 5K' } });
    const [first] = await h.db.select().from(challenges).where(eq(challenges.id, firstId));
    expect(first).toMatchObject({ names: { ja: 'リネーム 5K' }, price: 4_900 });
    expect(first!.phases.map((phase) => phase.names)).toEqual([{ ja: 'フェーズ1', de: 'Bewertung' }, {}]);
    const audits = await auditRows(h, 'challenge', secondId);
    expect(audits.map((a) => a.action)).toEqual(['challenge.versioned', 'challenge.updated']);
    expect(audits[1]!.details).toMatchObject({ before: { names: {} }, after: { names: { ja: 'リネーム 5K' } } });

    // The member's accounts of both versions, in Japanese, in German and in English.
    for (const [lang, challengeName, phaseName] of [
      ['ja', 'リネーム 5K', 'フェーズ1'],
      ['de', 'Renamed 5K', 'Bewertung'],
      ['en', 'Renamed 5K', 'Evaluation'],
    ]) {
      const list = await h.authed(member.token, '/api/accounts', { lang });
      const mine = (list.body.items as any[]).filter((a) => a.challengeId === firstId || a.challengeId === secondId);
      expect(
        mine.map((a) => [a.challengeName, a.phaseName]),
        lang,
      ).toEqual([
        [challengeName, phaseName],
        [challengeName, phaseName],
      ]);
      const one = await h.authed(member.token, `/api/accounts/${mine[0].id}`, { lang });
      expect([one.body.challengeName, one.body.phaseName]).toEqual([challengeName, phaseName]);
    }

    // A change of the terms still makes a version, with the names.
    const third = await h.authed(boss.token, `/api/admin/challenges/${secondId}`, { method: 'PUT', body: { ...named, price: 6_900 } });
    expect(third.body).toMatchObject({ versioned: true, version: 3, names: { ja: 'リネーム 5K' } });
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
    expect(refused.body).toEqual({ message: 'This challenge has been ordered or has earlier versions; archive it instead' });
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
      maxUsesPerMember: null,
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
