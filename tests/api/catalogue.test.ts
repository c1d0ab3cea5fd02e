import { and, eq, inArray, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../src/server/challenges/catalogue';
import { challenges } from '../../src/server/db/schema';
import { oneStepRules, twoStepRules } from '../builders/challenges';
import { drivers, useHarness } from './harness';
import { auditRows, signedInAdmin } from './tradingHelpers';

describe.each(drivers)('catalogue (%s)', (driver) => {
  const h = useHarness(driver);
  beforeAll(() => seedCatalogue(h.services.db));

  it('lists the 10 default products publicly, in sort order, with their sizes, prices and phases', async () => {
    const response = await h.api().challenges.$get();
    expect(response.status).toBe(200);
    const { items } = await response.json();
    expect(items.map((c) => c.slug)).toEqual([
      'two-step-10k',
      'two-step-25k',
      'two-step-50k',
      'two-step-100k',
      'two-step-200k',
      'one-step-10k',
      'one-step-25k',
      'one-step-50k',
      'one-step-100k',
      'one-step-200k',
    ]);
    expect(items.map((c) => [c.accountSize, c.price])).toEqual([
      [1_000_000, 9_900],
      [2_500_000, 19_900],
      [5_000_000, 29_900],
      [10_000_000, 49_900],
      [20_000_000, 99_900],
      [1_000_000, 11_900],
      [2_500_000, 22_900],
      [5_000_000, 34_900],
      [10_000_000, 57_900],
      [20_000_000, 109_900],
    ]);
    expect(items.map((c) => c.sortOrder)).toEqual([0, 1, 2, 3, 4, 10, 11, 12, 13, 14]);
    expect(items[0]).toMatchObject({
      slug: 'two-step-10k',
      name: 'Two-Step 10K',
      currency: 'USD',
      platform: 'MT5',
      leverage: 100,
      profitSplitPct: 80,
      payoutIntervalDays: 14,
      active: true,
      phases: [
        { name: 'Phase 1', rules: twoStepRules(10) },
        { name: 'Phase 2', rules: twoStepRules(5) },
      ],
    });
    expect(items[5]).toMatchObject({
      slug: 'one-step-10k',
      name: 'One-Step 10K',
      profitSplitPct: 90,
      phases: [{ name: 'Evaluation', rules: oneStepRules }],
    });
    for (const item of items) {
      expect(item.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.parse(item.createdAt)).not.toBeNaN();
      expect(Date.parse(item.updatedAt)).not.toBeNaN();
    }
  });

  it("names the default catalogue in each of the six languages, the page's language picked from Accept-Language", async () => {
    const named = async (lang?: string) => {
      const { items } = await (await h.api(lang ? { lang } : {}).challenges.$get()).json();
      return [items[0]!, items[5]!].map((item) => [item.name, ...item.phases.map((phase) => phase.name)]);
    };
    expect(await named()).toEqual([
      ['Two-Step 10K', 'Phase 1', 'Phase 2'],
      ['One-Step 10K', 'Evaluation'],
    ]);
    expect(await named('ja')).toEqual([
      ['2ステップ 10K', 'フェーズ1', 'フェーズ2'],
      ['1ステップ 10K', '評価'],
    ]);
    expect(await named('zh')).toEqual([
      ['两阶段 10K', '第1阶段', '第2阶段'],
      ['一阶段 10K', '评估'],
    ]);
    expect(await named('de-DE,de;q=0.9')).toEqual([
      ['Zweistufig 10K', 'Phase 1', 'Phase 2'],
      ['Einstufig 10K', 'Bewertung'],
    ]);
    expect(await named('es')).toEqual([
      ['Dos fases 10K', 'Fase 1', 'Fase 2'],
      ['Una fase 10K', 'Evaluación'],
    ]);
    expect(await named('fr')).toEqual([
      ['Deux phases 10K', 'Phase 1', 'Phase 2'],
      ['Une phase 10K', 'Évaluation'],
    ]);
    // A language the platform does not speak reads the default names.
    expect(await named('pt-BR')).toEqual(await named('en'));
  });

  it('gives a database seeded before names had languages the default names per language, leaving products an administrator renamed alone', async () => {
    const [plain, renamed] = await h.db
      .select()
      .from(challenges)
      .where(and(inArray(challenges.slug, ['two-step-25k', 'two-step-50k']), isNull(challenges.replacedAt)))
      .orderBy(challenges.sortOrder);
    await h.db
      .update(challenges)
      .set({ names: {}, phases: plain!.phases.map(({ names: _, ...phase }) => phase) })
      .where(eq(challenges.id, plain!.id));
    await h.db
      .update(challenges)
      .set({ names: {}, name: 'House 50K', phases: renamed!.phases.map(({ names: _, ...phase }) => phase) })
      .where(eq(challenges.id, renamed!.id));
    await seedCatalogue(h.services.db);
    const [again, still] = await h.db
      .select()
      .from(challenges)
      .where(inArray(challenges.id, [plain!.id, renamed!.id]))
      .orderBy(challenges.sortOrder);
    expect(again!.names).toMatchObject({ ja: '2ステップ 25K', de: 'Zweistufig 25K' });
    expect(again!.phases.map((phase) => phase.names?.ja)).toEqual(['フェーズ1', 'フェーズ2']);
    expect(still!.names).toEqual({});
    expect(still!.phases.map((phase) => phase.names)).toEqual([undefined, undefined]);
    await h.db
      .update(challenges)
      .set({ name: renamed!.name, names: renamed!.names, phases: renamed!.phases })
      .where(eq(challenges.id, renamed!.id));
  });

  it('drops a product deactivated through PUT /api/admin/challenges/:id from the public list, and shows it again once reactivated', async () => {
    const boss = await signedInAdmin(h);
    const admin = h.api({ token: boss.token }).admin.challenges;
    const all = await admin.$get();
    expect(all.status).toBe(200);
    const product = (await all.json()).items.find((c) => c.slug === 'one-step-50k')!;
    const { id, createdAt: _c, updatedAt: _u, ...input } = product;

    const off = await admin[':id'].$put({ param: { id }, json: { ...input, active: false } });
    expect(off.status).toBe(200);
    expect(await off.json()).toMatchObject({ id, slug: 'one-step-50k', active: false });

    const publicList = await (await h.api().challenges.$get()).json();
    expect(publicList.items.map((c) => c.slug)).toHaveLength(9);
    expect(publicList.items.map((c) => c.slug)).not.toContain('one-step-50k');
    // Administrators still see it.
    const adminList = await (await admin.$get()).json();
    expect(adminList.items).toHaveLength(10);
    expect(adminList.items.find((c) => c.id === id)?.active).toBe(false);

    const on = await admin[':id'].$put({ param: { id }, json: { ...input, active: true } });
    expect(on.status).toBe(200);
    const again = await (await h.api().challenges.$get()).json();
    expect(again.items.map((c) => c.slug)).toContain('one-step-50k');
    expect(again.items).toHaveLength(10);

    const audits = await auditRows(h, 'challenge', id);
    expect(audits.map((row) => [row.action, row.actorId])).toEqual([
      ['challenge.updated', boss.id],
      ['challenge.updated', boss.id],
    ]);
    expect((audits[0]!.details as any).after.active).toBe(false);
    expect((audits[0]!.details as any).before.active).toBe(true);
  });
});
