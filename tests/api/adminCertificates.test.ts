import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, type Certificate, certificates, type TradingAccount, users } from '../../src/server/db/schema';
import { drivers, useHarness } from './harness';
import { auditRows, demoAccount, signedInMember, successorOf, useSignedInAdmin } from './tradingHelpers';

/**
 * Every certificate for an administrator (issue 11): search, filters, sort and paging on the
 * server; a certificate issued by hand (signed, verifiable, audited, only for an account whose
 * state supports it); revocation that can be repeated safely. The database is shared by the
 * block, so each test makes its own member with a unique name and scopes its queries by it.
 */

/** Letters only, so a name made of it passes the name rules and is unique in the block. */
const unique = () =>
  [...randomBytes(8)]
    .map((b) => String.fromCharCode(97 + (b % 26)))
    .join('')
    .replace(/^./, (c) => c.toUpperCase());

describe.each(drivers)('admin certificates (%s)', (driver) => {
  const h = useHarness(driver);
  const boss = useSignedInAdmin(h);

  const list = (query: string, lang = 'en') => h.request(`/api/admin/certificates?${query}`, { token: boss.token, lang });
  const issue = (body: unknown, lang = 'en') => h.request('/api/admin/certificates', { method: 'POST', body, token: boss.token, lang });
  const revoke = (id: string, reason: string) =>
    h.request(`/api/admin/certificates/${id}/revoke`, { method: 'POST', body: { reason }, token: boss.token });
  const verify = (code: string) => h.request(`/api/certificates/verify/${code}`);
  const certificateCount = async () => (await h.db.select({ n: count() }).from(certificates))[0]?.n ?? 0;

  async function forcePass(accountId: string) {
    const response = await h.authed(boss.token, `/api/admin/accounts/${accountId}/force`, {
      body: { action: 'pass', reason: 'Verified by hand' },
    });
    expect(response.status, response.text).toBe(200);
  }

  /**
   * A member (named `lastName`) whose two-step 10K was passed twice: phase 1 and phase 2 passed,
   * then a funded account — three certificates, minutes apart except the second pass and the funding.
   */
  async function fundedMember() {
    const lastName = unique();
    const member = await signedInMember(h);
    await h.db.update(users).set({ firstName: 'Maria', lastName }).where(eq(users.id, member.id));
    const phase1 = await demoAccount(h, member.token);
    h.clock.advance(60_000);
    await forcePass(phase1.id);
    const phase2 = (await successorOf(h, phase1.id)) as TradingAccount;
    h.clock.advance(60_000);
    await forcePass(phase2.id);
    const funded = (await successorOf(h, phase2.id)) as TradingAccount;
    const rows = await h.db.select().from(certificates).where(eq(certificates.userId, member.id));
    const of = (kind: string, accountId: string) => rows.find((row) => row.kind === kind && row.accountId === accountId) as Certificate;
    return {
      member,
      lastName,
      accounts: { phase1, phase2, funded },
      certificates: { phase1: of('phase_passed', phase1.id), phase2: of('phase_passed', phase2.id), funded: of('funded', funded.id) },
    };
  }

  it('lists every certificate with its holder and account, searched by name, email or code, never with the signature', async () => {
    const { member, lastName, accounts, certificates: mine } = await fundedMember();
    const byName = await list(`q=${lastName}`);
    expect(byName.status, byName.text).toBe(200);
    expect(byName.body).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    const funded = byName.body.items.find((item: any) => item.kind === 'funded');
    expect(funded).toEqual({
      id: mine.funded.id,
      code: mine.funded.code,
      kind: 'funded',
      title: 'Two-Step 10K — Funded',
      status: 'valid',
      holder: { id: member.id, name: `Maria ${lastName}`, email: member.email },
      account: { id: accounts.funded.id, login: accounts.funded.login },
      payoutId: null,
      amount: 1_000_000,
      currency: 'USD',
      issuedAt: mine.funded.issuedAt.toISOString(),
      revokedAt: null,
      revokedReason: null,
    });
    expect(byName.text).not.toContain(String(mine.funded.signature));

    // The whole name, the email (any case), and the code typed in lower case find them too.
    expect((await list(`q=${encodeURIComponent(`Maria ${lastName}`)}`)).body.total).toBe(3);
    expect((await list(`q=${encodeURIComponent(member.email.toUpperCase())}`)).body.total).toBe(3);
    const byCode = await list(`q=${mine.phase1.code.toLowerCase()}`);
    expect(byCode.body.items.map((item: any) => item.id)).toEqual([mine.phase1.id]);
    // % and _ are searched for as they are, not as wildcards.
    expect((await list(`q=${lastName.slice(0, 3)}%25${lastName.slice(4)}`)).body.total).toBe(0);
    expect((await list(`q=${lastName.slice(0, 3)}_${lastName.slice(4)}`)).body.total).toBe(0);
  });

  it('filters by kind, state and issue day, sorts by issue time in both directions and pages without overlap', async () => {
    const { lastName, certificates: mine } = await fundedMember();
    const ids = (response: { body: any }) => response.body.items.map((item: any) => item.id);

    expect(ids(await list(`q=${lastName}&kind=phase_passed&sort=issued`))).toEqual([mine.phase1.id, mine.phase2.id]);
    expect(ids(await list(`q=${lastName}&kind=funded`))).toEqual([mine.funded.id]);

    expect((await revoke(mine.phase2.id, 'Passed on a price error')).status).toBe(200);
    expect(ids(await list(`q=${lastName}&state=revoked`))).toEqual([mine.phase2.id]);
    expect((await list(`q=${lastName}&state=valid`)).body.total).toBe(2);
    expect((await list(`q=${lastName}&state=revoked`)).body.items[0]).toMatchObject({
      status: 'revoked',
      revokedReason: 'Passed on a price error',
    });

    // Issue days are UTC days, both ends included.
    const today = mine.funded.issuedAt.toISOString().slice(0, 10);
    const tomorrow = new Date(mine.funded.issuedAt.getTime() + 86_400_000).toISOString().slice(0, 10);
    const yesterday = new Date(mine.phase1.issuedAt.getTime() - 86_400_000).toISOString().slice(0, 10);
    expect((await list(`q=${lastName}&from=${today}&to=${today}`)).body.total).toBe(
      [mine.phase1, mine.phase2, mine.funded].filter((c) => c.issuedAt.toISOString().startsWith(today)).length,
    );
    expect((await list(`q=${lastName}&from=${tomorrow}`)).body.total).toBe(0);
    expect((await list(`q=${lastName}&to=${yesterday}`)).body.total).toBe(0);

    // Newest first by default; the second pass and the funding share a moment, so the id orders them, the same on every page.
    const newest = ids(await list(`q=${lastName}`));
    expect(newest[2]).toBe(mine.phase1.id);
    expect(ids(await list(`q=${lastName}&sort=issued`))).toEqual([...newest].reverse());
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(...ids(await list(`q=${lastName}&pageSize=1&page=${page}`)));
    expect(pages).toEqual(newest);
    expect((await list(`q=${lastName}&pageSize=2&page=2`)).body).toMatchObject({
      total: 3,
      page: 2,
      pageSize: 2,
      items: [{ id: newest[2] }],
    });
  });

  it('answers a bad list query with 400 and its message', async () => {
    const cases: [string, string][] = [
      ['kind=diploma', 'kind is not valid'],
      ['state=lost', 'state is not valid'],
      ['sort=-code', 'sort is not valid'],
      ['from=2026-02-30', 'from is not valid'],
      ['from=2026-03-02&to=2026-03-01', 'The end date must not be before the start date'],
      [`q=${'x'.repeat(101)}`, 'Too long'],
      ['pageSize=201', 'pageSize is not valid'],
      ['page=0', 'page is not valid'],
    ];
    for (const [query, message] of cases) {
      const response = await list(query);
      expect(response.status, query).toBe(400);
      expect(response.body.message, query).toContain(message);
    }
  });

  it('issues a payout certificate by hand: signed (the public check says valid), listed and audited with its before and after', async () => {
    const { member, lastName, accounts } = await fundedMember();
    h.clock.advance(60_000);
    const response = await issue({ userId: member.id, accountId: accounts.funded.id, kind: 'payout', amount: 123_456 });
    expect(response.status, response.text).toBe(201);
    const issued = response.body;
    expect(issued).toMatchObject({
      kind: 'payout',
      title: 'Two-Step 10K — Payout',
      status: 'valid',
      holder: { id: member.id, name: `Maria ${lastName}`, email: member.email },
      account: { id: accounts.funded.id, login: accounts.funded.login },
      amount: 123_456,
      currency: 'USD',
      issuedAt: h.clock.now().toISOString(),
      revokedAt: null,
    });
    expect(issued.code).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);

    expect((await verify(issued.code)).body).toEqual({
      status: 'valid',
      certificate: {
        code: issued.code,
        holderName: `Maria ${lastName}`,
        kind: 'payout',
        title: 'Two-Step 10K — Payout',
        amount: 123_456,
        currency: 'USD',
        issuedAt: issued.issuedAt,
        revokedAt: null,
      },
    });
    expect((await list(`q=${issued.code}`)).body.items).toEqual([issued]);
    // The member sees it among their own.
    expect((await h.authed(member.token, '/api/certificates?kind=payout')).body.items).toMatchObject([{ id: issued.id, amount: 123_456 }]);

    const audits = await auditRows(h, 'certificate', issued.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: 'certificate.issued', actorId: boss.id });
    expect(audits[0]?.details).toMatchObject({
      code: issued.code,
      before: null,
      after: { id: issued.id, code: issued.code, kind: 'payout', amount: 123_456, userId: member.id, accountId: accounts.funded.id },
    });
    expect(JSON.stringify(audits[0]?.details)).not.toContain('signature');
  });

  it('issues a phase or funded certificate only where none stands: a replacement follows a revocation', async () => {
    const { member, accounts, certificates: mine } = await fundedMember();
    const again = await issue({ userId: member.id, accountId: accounts.phase1.id, kind: 'phase_passed' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      `This account already has a valid certificate of this kind (${mine.phase1.code}). Revoke it first to issue a new one.`,
    );

    expect((await revoke(mine.phase1.id, 'Name misspelt')).status).toBe(200);
    const replaced = await issue({ userId: member.id, accountId: accounts.phase1.id, kind: 'phase_passed' });
    expect(replaced.status, replaced.text).toBe(201);
    expect(replaced.body).toMatchObject({ kind: 'phase_passed', title: 'Two-Step 10K — Phase 1', amount: 1_000_000, currency: 'USD' });
    expect((await verify(replaced.body.code)).body.status).toBe('valid');
    expect((await verify(mine.phase1.code)).body).toMatchObject({ status: 'revoked', certificate: { revokedReason: 'Name misspelt' } });

    expect((await revoke(mine.funded.id, 'Reissued')).status).toBe(200);
    const funded = await issue({ userId: member.id, accountId: accounts.funded.id, kind: 'funded' });
    expect(funded.status, funded.text).toBe(201);
    expect(funded.body).toMatchObject({ kind: 'funded', title: 'Two-Step 10K — Funded', amount: 1_000_000 });
  });

  it('refuses an account of another member, a kind the account does not support, or a holder who is not a member', async () => {
    const { member, accounts } = await fundedMember();
    const other = await fundedMember();
    const fresh = await demoAccount(h, member.token);
    const before = await certificateCount();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ userId: member.id, accountId: other.accounts.funded.id, kind: 'funded' }, 400, 'This trading account belongs to another member'],
      [
        { userId: member.id, accountId: fresh.id, kind: 'phase_passed' },
        400,
        'A phase-passed certificate needs an account that passed its phase',
      ],
      [
        { userId: member.id, accountId: accounts.funded.id, kind: 'phase_passed' },
        400,
        'A phase-passed certificate needs an account that passed its phase',
      ],
      [{ userId: member.id, accountId: accounts.phase2.id, kind: 'funded' }, 400, 'A funded certificate needs a funded account'],
      [{ userId: member.id, accountId: fresh.id, kind: 'payout', amount: 5_000 }, 400, 'A payout certificate needs a funded account'],
      [{ userId: boss.id, accountId: accounts.funded.id, kind: 'funded' }, 400, 'Certificates are issued to members only'],
      [{ userId: crypto.randomUUID(), accountId: accounts.funded.id, kind: 'funded' }, 404, 'The requested user is not found'],
      [{ userId: member.id, accountId: crypto.randomUUID(), kind: 'funded' }, 404, 'The requested account is not found'],
    ];
    for (const [body, status, message] of cases) {
      const response = await issue(body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.body.message, JSON.stringify(body)).toBe(message);
    }
    expect(await certificateCount()).toBe(before);
  });

  it('answers bad input with 400 and the field’s message in the caller’s language, issuing nothing', async () => {
    const { member, accounts } = await fundedMember();
    const funded = { userId: member.id, accountId: accounts.funded.id };
    const before = await certificateCount();
    const cases: [unknown, string, string][] = [
      [{ accountId: accounts.funded.id, kind: 'funded' }, 'en', 'Choose a member'],
      [{ userId: 'me', accountId: accounts.funded.id, kind: 'funded' }, 'en', 'Choose a member'],
      [{ userId: member.id, kind: 'funded' }, 'en', 'Choose one of the member’s trading accounts'],
      [{ ...funded }, 'en', 'Choose the kind of certificate'],
      [{ ...funded, kind: 'diploma' }, 'en', 'Choose the kind of certificate'],
      [{ ...funded, kind: 'payout' }, 'en', 'Enter the amount paid, more than zero'],
      [{ ...funded, kind: 'payout', amount: 0 }, 'en', 'Enter the amount paid, more than zero'],
      [{ ...funded, kind: 'payout', amount: 12.5 }, 'en', 'Enter the amount paid, more than zero'],
      [{ ...funded, kind: 'payout', amount: '100' }, 'en', 'Enter the amount paid, more than zero'],
      [{ ...funded, kind: 'payout', amount: 100_000_000_001 }, 'en', 'Enter the amount paid, more than zero'],
      [{ ...funded, kind: 'funded', amount: 100 }, 'en', 'Only a payout certificate states an amount paid'],
      [{ ...funded, kind: 'payout' }, 'fr', 'Saisissez le montant versé, supérieur à zéro'],
      [{ ...funded, kind: 'payout' }, 'zh', '请输入大于零的已支付金额'],
    ];
    for (const [body, lang, message] of cases) {
      const response = await issue(body, lang);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body, JSON.stringify(body)).toEqual({ message });
    }
    expect(await certificateCount()).toBe(before);
  });

  it('revokes once: a second revocation answers 200 with the first one’s time and reason, auditing nothing more', async () => {
    const { certificates: mine } = await fundedMember();
    h.clock.advance(60_000);
    const at = h.clock.now().toISOString();
    const first = await revoke(mine.funded.id, 'Copy trading between accounts');
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({
      id: mine.funded.id,
      status: 'revoked',
      revokedAt: at,
      revokedReason: 'Copy trading between accounts',
    });
    h.clock.advance(60_000);
    const second = await revoke(mine.funded.id, 'Another reason');
    expect(second.status, second.text).toBe(200);
    expect(second.body).toEqual(first.body);
    expect((await verify(mine.funded.code)).body).toMatchObject({
      status: 'revoked',
      certificate: { revokedAt: at, revokedReason: 'Copy trading between accounts' },
    });
    const audits = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'certificate'), eq(auditLog.subjectId, mine.funded.id)));
    expect(audits.map((a) => [a.action, a.details])).toEqual([
      [
        'certificate.revoked',
        {
          code: mine.funded.code,
          reason: 'Copy trading between accounts',
          before: { revokedAt: null, revokedReason: null },
          after: { revokedAt: at, revokedReason: 'Copy trading between accounts' },
        },
      ],
    ]);
  });

  it('lets an administrator download any member’s certificate as a PDF', async () => {
    const { certificates: mine } = await fundedMember();
    const response = await h.app.request(
      `/api/certificates/${mine.funded.id}/pdf`,
      { headers: { Authorization: `Bearer ${boss.token}` } },
      { clientAddress: h.nextIp() },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});
