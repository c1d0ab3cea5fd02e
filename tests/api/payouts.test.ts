import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { balanceAdjustments, certificates, newsEvents, payoutDestinations, payouts, type TradingAccount } from '../../src/server/db/schema';
import { dealIn, dealOut, snapshot, trade } from '../builders/events';
import { APP_URL, drivers, useHarness } from './harness';
import {
  accountRow,
  auditRows,
  demoAccount,
  eligibilityCodes,
  forbidden,
  ingest,
  type Person,
  refresh,
  signedInAdmin,
  signedInMember,
  successorOf,
  unauthorized,
  useSignedInAdmin,
  verifiedIdentity,
} from './tradingHelpers';

const day = 86_400_000;
const bank = { method: 'bankTransfer', accountHolder: 'Maria Novak', iban: 'CZ65 0800 0000 1920 0014 5399', bic: 'GIBACZPX' };
const wallet = { method: 'crypto', network: 'TRC20', address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7' };

type Checklist = { code: string; met: boolean; message: string }[];
const unmetCodes = (checklist: Checklist) => checklist.filter((item) => !item.met).map((item) => item.code);

describe.each(drivers)('payouts (%s)', (driver) => {
  const h = useHarness(driver);
  const boss = useSignedInAdmin(h);

  /** The clock at `iso`, and fresh sessions for the people the test uses (tokens live 12 hours). */
  async function at(iso: string | number, ...people: Person[]): Promise<Person[]> {
    h.clock.set(typeof iso === 'number' ? new Date(iso).toISOString() : iso);
    Object.assign(boss, await refresh(h, boss));
    return Promise.all(people.map((person) => refresh(h, person)));
  }

  /** A member's Two-Step 10K passed twice by an administrator: the funded account, started now. */
  async function fundedAccount(member: Person): Promise<TradingAccount> {
    const phase1 = await demoAccount(h, member.token, 'two-step-10k');
    const force = (id: string, action: string) =>
      h.authed(boss.token, `/api/admin/accounts/${id}/force`, { body: { action, reason: 'test set-up' } });
    expect((await force(phase1.id, 'pass')).status).toBe(200);
    const phase2 = await successorOf(h, phase1.id);
    expect((await force(phase2!.id, 'pass')).status).toBe(200);
    const funded = await successorOf(h, phase2!.id);
    expect(funded).toMatchObject({ funded: true, status: 'active', initialBalance: 1_000_000 });
    return funded!;
  }

  let accounts = 0;
  /**
   * A funded account with every checklist item met: $500 profit made the day after funding (flat, no
   * news), and the clock 15 days on (the interval is 14). Answers the member with a fresh token.
   */
  async function eligibleAccount(options: { profit?: number; symbol?: string } = {}) {
    // Each account lives in its own stretch of time, so one test's news event never meets another's trades.
    const start = Date.parse('2026-02-02T08:00:00Z') + ++accounts * 40 * day;
    let [member] = await at(start, await signedInMember(h));
    const account = await fundedAccount(member!);
    await verifiedIdentity(h, member!);
    const open = new Date(start + day).toISOString();
    const close = new Date(start + day + 3_600_000).toISOString();
    const profit = options.profit ?? 50_000;
    await ingest(h, account.login, [
      dealIn('f1', open, { symbol: options.symbol ?? 'EURUSD' }),
      dealOut('f1', close, profit, { symbol: options.symbol ?? 'EURUSD' }),
      snapshot(close, 1_000_000 + profit, 1_000_000 + profit),
    ]);
    [member] = await at(start + 16 * day, member!);
    return { member: member!, account, start };
  }

  const checklistOf = async (member: Person, accountId: string, lang?: string) => {
    const response = await h.authed(member.token, `/api/payouts/accounts/${accountId}`, lang ? { lang } : {});
    expect(response.status, response.text).toBe(200);
    return response.body as { eligible: boolean; payable: number; profit: number; checklist: Checklist; nextPayoutAt: string | null };
  };
  const request = (member: Person, accountId: string, amount: number, destination: object = bank, lang?: string) =>
    h.authed(member.token, '/api/payouts', { body: { accountId, amount, destination }, ...(lang && { lang }) });
  const mailsTo = (email: string) => h.mails.filter((mail) => mail.to === email && /payout/i.test(mail.subject));
  const payoutRows = (accountId: string) => h.db.select().from(payouts).where(eq(payouts.accountId, accountId));

  describe('the checklist', () => {
    it('a fresh funded account shows every item, with no profit and no trade yet unmet, and nothing payable', async () => {
      const [member] = await at('2026-03-02T08:00:00Z', await signedInMember(h));
      const account = await fundedAccount(member!);
      const list = await h.authed(member!.token, '/api/payouts/accounts');
      expect(list.status).toBe(200);
      expect(list.body.items).toHaveLength(1);
      const item = list.body.items[0];
      expect(item).toMatchObject({ accountId: account.id, profitSplitPct: 80, payable: 0, minimum: 5_000, eligible: false });
      expect(item.checklist.map((i: { code: string }) => i.code)).toEqual(eligibilityCodes);
      expect(unmetCodes(item.checklist)).toEqual(['profit', 'interval', 'identity']);
      expect(item.checklist[2].message).toBe('The payout interval of 14 days starts with the first trade');
    });

    it('an eligible account pays out its profit times the split, rounded down to the cent', async () => {
      const { member, account } = await eligibleAccount({ profit: 50_001 });
      const checklist = await checklistOf(member, account.id);
      expect(unmetCodes(checklist.checklist)).toEqual([]);
      expect(checklist).toMatchObject({ eligible: true, profit: 50_001, payable: 40_000 });
      expect(checklist.checklist[1]!.message).toBe('Profit above the initial balance: $500.01');
    });

    describe('each item fails on its own, with a sentence saying why', () => {
      it('funded: a Phase 1 account is not offered, and asking for its checklist or a payout says so', async () => {
        const [phaseMember] = await at('2026-04-01T08:00:00Z', await signedInMember(h));
        const phase1 = await demoAccount(h, phaseMember!.token, 'two-step-10k');
        expect((await h.authed(phaseMember!.token, '/api/payouts/accounts')).body.items).toEqual([]);
        expect(unmetCodes((await checklistOf(phaseMember!, phase1.id)).checklist)).toContain('funded');
        const notFunded = await request(phaseMember!, phase1.id, 5_000);
        expect(notFunded).toMatchObject({ status: 409, body: { message: 'Payouts are only possible from a funded account' } });
      });

      it('profit: a loss leaves nothing above the initial balance', async () => {
        const losing = await eligibleAccount({ profit: -20_000 });
        expect(unmetCodes((await checklistOf(losing.member, losing.account.id)).checklist)).toEqual(['profit']);
      });

      it('interval: the first trade was only three days ago', async () => {
        const early = await eligibleAccount();
        const [earlyMember] = await at(early.start + 4 * day, early.member);
        const interval = await checklistOf(earlyMember!, early.account.id);
        expect(unmetCodes(interval.checklist)).toEqual(['interval']);
        expect(interval.nextPayoutAt).toBe(new Date(early.start + 15 * day).toISOString());
        expect(interval.checklist[2]!.message).toMatch(/^The payout interval of 14 days ends on .*UTC/);
      });

      it('flat: a position is open, and the checklist names it', async () => {
        const open = await eligibleAccount();
        await ingest(h, open.account.login, [
          dealIn('f2', new Date(open.start + 16 * day - 60_000).toISOString(), { symbol: 'XAUUSD' }),
          snapshot(new Date(open.start + 16 * day).toISOString(), 1_050_000, 1_048_500),
        ]);
        const { checklist } = await checklistOf(open.member, open.account.id);
        expect(unmetCodes(checklist)).toEqual(['flat']);
        expect(checklist.find((item) => item.code === 'flat')?.message).toBe('Close all open positions first: XAUUSD #f2');
        // Closed on the platform: nothing blocks the payout any more.
        await ingest(h, open.account.login, [
          dealOut('f2', new Date(open.start + 16 * day + 60_000).toISOString(), 0, { symbol: 'XAUUSD' }),
        ]);
        const [later] = await at(open.start + 16 * day + 120_000, open.member);
        expect(unmetCodes((await checklistOf(later!, open.account.id)).checklist)).toEqual([]);
      });

      it('no breach: an administrator failed the account', async () => {
        const failed = await eligibleAccount();
        const fail = await h.authed(boss.token, `/api/admin/accounts/${failed.account.id}/force`, {
          body: { action: 'fail', reason: 'copy trading' },
        });
        expect(fail.status).toBe(200);
        expect(unmetCodes((await checklistOf(failed.member, failed.account.id)).checklist)).toEqual(['noBreach']);
      });

      it('no open request: one is waiting already', async () => {
        const waiting = await eligibleAccount();
        expect((await request(waiting.member, waiting.account.id, 10_000)).status).toBe(201);
        const second = await checklistOf(waiting.member, waiting.account.id);
        expect(unmetCodes(second.checklist)).toEqual(['noOpenRequest']);
      });

      it('news windows: the trade opened a minute before a high-impact USD release (the window is 2 minutes)', async () => {
        const news = await eligibleAccount();
        await h.db.insert(newsEvents).values({
          externalId: `test:${news.account.id}`,
          time: new Date(news.start + day + 60_000),
          currency: 'USD',
          impact: 'high',
          title: 'Non-Farm Employment Change',
          source: 'admin',
        });
        const restricted = await checklistOf(news.member, news.account.id);
        expect(unmetCodes(restricted.checklist)).toEqual(['newsWindows']);
        expect(restricted.checklist[6]!.message).toBe('Trades in restricted news windows: 1');
      });
    });
  });

  describe('requesting', () => {
    /** An eligible account whose member turned two-step sign-in on: requests with a code, and the app's code now. */
    async function withTwoFactor() {
      const { member, account } = await eligibleAccount();
      const setup = await h.authed(member.token, '/api/profile/two-factor/setup', { method: 'POST' });
      const codeNow = () => TOTP.generate({ secret: Secret.fromBase32(setup.body.secret), timestamp: h.clock.millis() });
      expect((await h.authed(member.token, '/api/profile/two-factor/enable', { body: { code: codeNow() } })).status).toBe(200);
      const withCode = (destination: object, twoFactorCode?: string) =>
        h.authed(member.token, '/api/payouts', { body: { accountId: account.id, amount: 10_000, destination, twoFactorCode } });
      return { account, codeNow, withCode };
    }

    it('with two-step sign-in on, a destination not used before needs a code; the one used last does not', async () => {
      const { account, codeNow, withCode } = await withTwoFactor();

      const bare = await withCode(bank);
      expect(bare).toMatchObject({
        status: 400,
        body: { message: 'A payout to a new destination needs a code from your authenticator app.' },
      });
      h.clock.advance(30_000);
      expect((await withCode(bank, '000000')).status).toBe(400);
      expect(await payoutRows(account.id)).toHaveLength(0);
      const confirmed = await withCode(bank, codeNow());
      expect(confirmed.status, confirmed.text).toBe(201);

      const reject = (id: string) => h.authed(boss.token, `/api/admin/payouts/${id}/reject`, { body: { reason: 'Try again' } });
      expect((await reject(confirmed.body.id)).status).toBe(200);
      // The saved destination, written as the member typed it the first time: no code.
      const again = await withCode({ ...bank, iban: 'CZ6508000000192000145399' });
      expect(again.status, again.text).toBe(201);
      expect((await reject(again.body.id)).status).toBe(200);
      // Another account holder's IBAN is new again.
      expect((await withCode({ ...bank, iban: 'DE89370400440532013000' })).status).toBe(400);
    });

    it('counts wrong codes against the member as at sign-in: after five, even the right code waits (429) and nothing is stored', async () => {
      const { account, codeNow, withCode } = await withTwoFactor();
      h.clock.advance(30_000);
      for (let attempt = 1; attempt <= 5; attempt++) {
        expect(await withCode(bank, '000000')).toMatchObject({
          status: 400,
          body: { message: 'The code is not correct, or it has already been used. Try the next code from the app.' },
        });
      }
      const blocked = await withCode(bank, codeNow());
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await payoutRows(account.id)).toHaveLength(0);
    });

    it('stores the request with the checklist, saves the destination for next time and audits it', async () => {
      const { member, account } = await eligibleAccount();
      const response = await request(member, account.id, 40_000);
      expect(response.status, response.text).toBe(201);
      expect(response.body).toMatchObject({
        accountId: account.id,
        login: account.login,
        challengeName: 'Two-Step 10K',
        amount: 40_000,
        withdrawn: 50_000,
        currency: 'USD',
        method: 'bankTransfer',
        destination: { method: 'bankTransfer', accountHolder: 'Maria Novak', iban: 'CZ6508000000192000145399', bic: 'GIBACZPX' },
        status: 'requested',
        rejectionReason: null,
        certificateCode: null,
      });
      expect(response.body.timeline).toEqual([{ status: 'requested', at: h.clock.now().toISOString() }]);
      const [row] = await payoutRows(account.id);
      expect(row!.eligibility.every((item) => item.met)).toBe(true);
      const saved = await h.authed(member.token, '/api/payouts/destinations');
      expect(saved.body).toEqual({ bankTransfer: response.body.destination, crypto: null });
      expect((await auditRows(h, 'payout', row!.id)).map((entry) => entry.action)).toEqual(['payout.requested']);
      const list = await h.authed(member.token, '/api/payouts');
      expect(list.body).toMatchObject({ total: 1, page: 1, pageSize: 10 });
      expect(list.body.items[0].id).toBe(row!.id);
    });

    it('two requests at once on one account: one is stored, the other refused', async () => {
      const { member, account } = await eligibleAccount();
      const [first, second] = await Promise.all([request(member, account.id, 40_000), request(member, account.id, 30_000, wallet)]);
      expect([first.status, second.status].sort()).toEqual([201, 409]);
      const refused = first.status === 409 ? first : second;
      expect(refused.body.message).toBe('This account already has an open payout request');
      expect(await payoutRows(account.id)).toHaveLength(1);
    });

    it('refuses more than the payable and less than the minimum, in the member’s language, writing nothing', async () => {
      const { member, account } = await eligibleAccount();
      const above = await request(member, account.id, 40_001);
      expect(above).toMatchObject({ status: 409, body: { message: 'The amount is above what you can withdraw ($400.00)' } });
      const below = await request(member, account.id, 4_999, bank, 'fr');
      expect(below.status).toBe(400);
      expect(below.body.message).toBe('Le retrait minimum est de 50,00\u00a0$US');
      expect(await payoutRows(account.id)).toEqual([]);
      expect(await h.db.select().from(payoutDestinations).where(eq(payoutDestinations.userId, member.id))).toEqual([]);
    });

    it('refuses an ineligible request with every reason', async () => {
      const early = await eligibleAccount();
      const [member] = await at(early.start + 4 * day, early.member);
      const response = await request(member!, early.account.id, 10_000);
      expect(response.status).toBe(409);
      expect(response.body.message).toMatch(/^Not eligible for a payout: The payout interval of 14 days ends on /);
      expect(await payoutRows(early.account.id)).toEqual([]);
    });

    it.each([
      [{ amount: 0 }, 'Enter an amount above zero, to the cent'],
      [{ amount: 12.5 }, 'Enter an amount above zero, to the cent'],
      [{ amount: '100' }, 'Amount is required'],
      [{ accountId: 'nope' }, 'Field is not valid'],
      [{ destination: { ...bank, iban: 'CZ6508000000192000145398' } }, 'This is not a valid IBAN'],
      [{ destination: { ...bank, iban: '' } }, 'IBAN is required'],
      [{ destination: { ...bank, bic: 'GIBA' } }, 'This is not a valid BIC'],
      [{ destination: { ...bank, accountHolder: ' ' } }, 'Account holder is required'],
      [
        { destination: { ...wallet, address: '0x52908400098527886E0F7030069857D2E4169EE7' } },
        'This is not a valid address for the chosen network',
      ],
      [{ destination: { ...wallet, network: 'BEP20' } }, 'Choose the network: TRC20 or ERC20'],
      [{ destination: { method: 'cash' } }, 'Field is not valid'],
    ])('a bad field (%j) gets its message and writes nothing', async (change, message) => {
      const { member, account } = await eligibleAccount();
      const body = { accountId: account.id, amount: 10_000, destination: bank, ...change };
      const response = await h.authed(member.token, '/api/payouts', { body });
      expect(response.status, response.text).toBe(400);
      expect(response.body.message).toBe(message);
      expect(await payoutRows(account.id)).toEqual([]);
    });

    it('accepts a USDT wallet on ERC20 and on TRC20', async () => {
      const { member, account } = await eligibleAccount();
      const erc = { method: 'crypto', network: 'ERC20', address: '0x52908400098527886E0F7030069857D2E4169EE7' };
      const response = await request(member, account.id, 20_000, erc);
      expect(response.status, response.text).toBe(201);
      expect(response.body.destination).toEqual({ ...erc, currency: 'USDT' });
    });
  });

  describe('approving, rejecting and paying', () => {
    it('paid: the withdrawn profit leaves the account, the timeline shows each step, a payout certificate is issued', async () => {
      const { member, account, start } = await eligibleAccount();
      const requested = await request(member, account.id, 40_000);
      const id = requested.body.id as string;
      const approvedAt = h.clock.now().toISOString();
      const approved = await h.authed(boss.token, `/api/admin/payouts/${id}/approve`, { method: 'POST' });
      expect(approved).toMatchObject({ status: 200, body: { status: 'approved', approvedAt } });
      h.clock.advance(3_600_000);
      const paid = await h.authed(boss.token, `/api/admin/payouts/${id}/pay`, { body: { reference: 'SEPA-2026-0001' } });
      expect(paid.status, paid.text).toBe(200);

      const seen = await h.authed(member.token, `/api/payouts/${id}`);
      expect(seen.body).toMatchObject({ status: 'paid', paymentReference: 'SEPA-2026-0001' });
      // The member was told of each step, the certificate's public page included.
      const told = mailsTo(member.email);
      expect(told.map((mail) => mail.subject)).toEqual(['Your payout of $400.00 is approved', 'Your payout of $400.00 is on its way']);
      expect(told[1]!.text).toContain(
        `We have sent $400.00 from account ${account.login} to IBAN …5399. Payment reference: SEPA-2026-0001.`,
      );
      expect(told[1]!.text).toContain(`${APP_URL}/certificates/verify/${seen.body.certificateCode}`);
      expect(seen.body.timeline.map((step: { status: string }) => step.status)).toEqual(['requested', 'approved', 'paid']);
      expect(seen.body.timeline[2].at).toBe(h.clock.now().toISOString());
      expect(seen.body.certificateCode).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);

      // $500 profit at an 80 % split: $400 to the member, the whole $500 leaves the account.
      const after = await accountRow(h, account.id);
      expect(after).toMatchObject({ balance: 1_000_000, equity: 1_000_000, status: 'active' });
      expect(after.checkpoint!.state.adjustments).toBe(-50_000);
      const adjustments = await h.db.select().from(balanceAdjustments).where(eq(balanceAdjustments.accountId, account.id));
      expect(adjustments).toMatchObject([{ amount: -50_000, reason: 'payout', payoutId: id }]);
      const [certificate] = await h.db.select().from(certificates).where(eq(certificates.payoutId, id));
      expect(certificate).toMatchObject({ kind: 'payout', amount: 40_000, currency: 'USD', holderName: 'Maria Novak', userId: member.id });
      expect(certificate!.signature).toBeTruthy();
      expect((await auditRows(h, 'payout', id)).map((entry) => entry.action)).toEqual([
        'payout.requested',
        'payout.approved',
        'payout.paid',
      ]);

      // The next payout starts from the new balance and the new interval.
      const next = await checklistOf(member, account.id);
      expect(next.payable).toBe(0);
      expect(unmetCodes(next.checklist)).toEqual(['profit', 'interval']);
      expect(next.nextPayoutAt).toBe(new Date(start + 16 * day + 3_600_000 + 14 * day).toISOString());

      // A withdrawal is not a loss: trading on, the daily floor sits the withdrawal lower (room unchanged).
      const later = new Date(start + 17 * day).toISOString();
      const result = await ingest(h, account.login, trade('f3', later, later, -10_000));
      expect(result.evaluation).toMatchObject({ status: 'active', balance: 990_000 });
    });

    it('two administrators paying at once pay once: one adjustment, one certificate, one audit row', async () => {
      const { member, account } = await eligibleAccount();
      const id = (await request(member, account.id, 40_000)).body.id as string;
      await h.authed(boss.token, `/api/admin/payouts/${id}/approve`, { method: 'POST' });
      const other = await signedInAdmin(h);
      const [a, b] = await Promise.all([
        h.authed(boss.token, `/api/admin/payouts/${id}/pay`, { body: { reference: 'A' } }),
        h.authed(other.token, `/api/admin/payouts/${id}/pay`, { body: { reference: 'B' } }),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(await h.db.select().from(balanceAdjustments).where(eq(balanceAdjustments.payoutId, id))).toHaveLength(1);
      expect(await h.db.select().from(certificates).where(eq(certificates.payoutId, id))).toHaveLength(1);
      const paidRows = (await auditRows(h, 'payout', id)).filter((entry) => entry.action === 'payout.paid');
      expect(paidRows).toHaveLength(1);
      expect(mailsTo(member.email).filter((mail) => mail.subject.endsWith('is on its way'))).toHaveLength(1);
      expect((await accountRow(h, account.id)).balance).toBe(1_000_000);
    });

    it('rejected: the member reads the reason; a reason is required; a paid or rejected payout moves no further', async () => {
      const { member, account } = await eligibleAccount();
      const id = (await request(member, account.id, 40_000)).body.id as string;
      const noReason = await h.authed(boss.token, `/api/admin/payouts/${id}/reject`, { body: { reason: '  ' } });
      expect(noReason).toMatchObject({ status: 400, body: { message: 'A reason is required' } });
      expect((await payoutRows(account.id))[0]!.status).toBe('requested');
      const payEarly = await h.authed(boss.token, `/api/admin/payouts/${id}/pay`, { body: { reference: 'X' } });
      expect(payEarly).toMatchObject({ status: 409, body: { message: 'This step is no longer possible for this payout' } });

      const reason = 'Trades copied from another account (section 4.2 of the terms)';
      const rejected = await h.authed(boss.token, `/api/admin/payouts/${id}/reject`, { body: { reason } });
      expect(rejected.status).toBe(200);
      const seen = await h.authed(member.token, `/api/payouts/${id}`);
      expect(seen.body).toMatchObject({ status: 'rejected', rejectionReason: reason });
      const [told] = mailsTo(member.email);
      expect(told).toMatchObject({ subject: 'Your payout request of $400.00 was not approved' });
      expect(told!.text).toContain(`The reason:\n\n${reason}`);
      expect(seen.body.timeline.map((step: { status: string }) => step.status)).toEqual(['requested', 'rejected']);
      const approve = await h.authed(boss.token, `/api/admin/payouts/${id}/approve`, { method: 'POST' });
      expect(approve.status).toBe(409);
      expect((await accountRow(h, account.id)).balance).toBe(1_050_000);
      // The account may ask again once the request is closed.
      expect(unmetCodes((await checklistOf(member, account.id)).checklist)).toEqual([]);
    });
  });

  describe('who may see and do what', () => {
    it('a member sees and acts on their own payouts only; members cannot run the queue; signed out gets 401', async () => {
      const { member, account } = await eligibleAccount();
      const id = (await request(member, account.id, 40_000)).body.id as string;
      const [stranger] = await at(h.clock.now().getTime(), await signedInMember(h));

      expect((await h.authed(stranger!.token, `/api/payouts/${id}`)).status).toBe(404);
      expect((await h.authed(stranger!.token, `/api/payouts/accounts/${account.id}`)).status).toBe(404);
      expect((await request(stranger!, account.id, 10_000)).status).toBe(404);
      expect((await h.authed(stranger!.token, `/api/payouts?accountId=${account.id}`)).body).toMatchObject({ items: [], total: 0 });
      for (const action of ['approve', 'reject', 'pay']) {
        const response = await h.authed(member.token, `/api/admin/payouts/${id}/${action}`, { body: { reason: 'x', reference: 'x' } });
        expect(response).toMatchObject({ status: 403, body: forbidden });
      }
      expect(await h.request('/api/payouts')).toMatchObject({ status: 401, body: unauthorized });
      expect(await h.request(`/api/admin/payouts/${id}/pay`, { body: { reference: 'x' } })).toMatchObject({ status: 401 });
      const [row] = await h.db
        .select()
        .from(payouts)
        .where(and(eq(payouts.id, id)));
      expect(row!.status).toBe('requested');
    });
  });
});
