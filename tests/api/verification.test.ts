/**
 * Identity verification (issue 31) through the API, with Sumsub as the provider: the server
 * creates applicants and WebSDK links on a local stand-in for Sumsub's API (tests/standins/sumsub.ts)
 * and learns of reviews from webhooks the stand-in signs as Sumsub does. No network.
 */
import { createHmac } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challenges, identityVerifications, users, verificationEvents } from '../../src/server/db/schema';
import { expireVerifications } from '../../src/server/verification/service';
import { dealIn, dealOut, snapshot } from '../builders/events';
import { type SumsubStandIn, startSumsubStandIn } from '../standins/sumsub';
import { drivers, type Harness, useHarness } from './harness';
import {
  auditRows,
  demoAccount,
  ingest,
  type Person,
  refresh,
  signedInMember,
  successorOf,
  unauthorized,
  useSignedInAdmin,
} from './tradingHelpers';

const WEBHOOK = '/api/webhooks/sumsub';
const day = 86_400_000;
const bank = (accountHolder: string) => ({ method: 'bankTransfer', accountHolder, iban: 'CZ65 0800 0000 1920 0014 5399', bic: 'GIBACZPX' });

const sumsub: SumsubStandIn = await startSumsubStandIn();
afterAll(() => sumsub.close());

type Delivery = { body: string; headers: Record<string, string> };
type WebhookEvent = Parameters<SumsubStandIn['webhook']>[1];

describe.each(drivers)('identity verification through Sumsub (%s)', (driver) => {
  const h = useHarness(driver, 30_000, {
    env: () => ({
      VERIFICATION_PROVIDER: 'sumsub',
      SUMSUB_API_URL: sumsub.url,
      SUMSUB_APP_TOKEN: sumsub.appToken,
      SUMSUB_SECRET_KEY: sumsub.secretKey,
      SUMSUB_WEBHOOK_SECRET: sumsub.webhookSecret,
    }),
  });
  const boss = useSignedInAdmin(h);
  beforeAll(() => {
    h.clock.set('2026-06-01T08:00:00Z');
  });

  const deliver = (h: Harness, delivery: Delivery) => h.request(WEBHOOK, { rawBody: delivery.body, headers: delivery.headers });
  /** The stand-in's delivery for the member's applicant, dated by the server's clock unless said. */
  const webhookFor = (applicantId: string, event: WebhookEvent, options: Parameters<SumsubStandIn['webhook']>[2] = {}) =>
    sumsub.webhook(applicantId, event, { createdAt: h.clock.now(), ...options });
  const view = async (member: Person) => {
    const response = await h.authed(member.token, '/api/verification');
    expect(response.status, response.text).toBe(200);
    return response.body;
  };
  const row = async (member: Person) => {
    const [found] = await h.db.select().from(identityVerifications).where(eq(identityVerifications.userId, member.id));
    return found;
  };
  const historyCount = async (member: Person) => {
    const found = await row(member);
    if (!found) return 0;
    const [n] = await h.db.select({ n: count() }).from(verificationEvents).where(eq(verificationEvents.verificationId, found.id));
    return n?.n ?? 0;
  };
  const mailsTo = (member: Person) =>
    h.mails.filter((mail) => mail.to === member.email && /identit|Identität/i.test(mail.subject + mail.text));

  /** A member who opened Sumsub's flow: the applicant the stand-in created for them. */
  async function started(member?: Person) {
    const person = member ?? (await signedInMember(h));
    const before = sumsub.applicants.size;
    const response = await h.authed(person.token, '/api/verification/start', { method: 'POST' });
    expect(response.status, response.text).toBe(200);
    const stored = await row(person);
    const applicant = sumsub.applicants.get(stored?.reference ?? '');
    if (!applicant || !stored) throw new Error('No applicant was created');
    return { member: person, applicant, stored, response, created: sumsub.applicants.size - before };
  }

  it('opens the hosted flow: one applicant with our external id at the individual level, and the member is sent to its link', async () => {
    const { member, applicant, stored, response, created } = await started();
    expect(created).toBe(1);
    expect(applicant).toMatchObject({ externalUserId: stored.externalId, type: 'individual', email: member.email });
    expect(applicant.review.levelName).toBe('basic-kyc-level');
    const [token] = [...sumsub.links.values()].filter((link) => link.userId === stored.externalId);
    expect(response.body).toEqual({ provider: 'sumsub', url: `${sumsub.url}/websdk/p/${token?.token}` });
    expect(await view(member)).toMatchObject({ state: 'inProgress', provider: 'sumsub', kind: 'individual', reason: null });
    expect(mailsTo(member).map((mail) => mail.subject)).toEqual(['Your identity verification has started']);
  });

  it('moves through review to approved on the signed webhooks, keeping the verified name and country and mailing each step', async () => {
    const { member, applicant } = await started();
    sumsub.setSubject(applicant.id, { firstName: 'Maria', middleName: 'Elena', lastName: 'Novák', country: 'CZE' });
    expect((await deliver(h, webhookFor(applicant.id, { type: 'applicantPending' }))).body).toEqual({ received: true, outcome: 'applied' });
    expect(await view(member)).toMatchObject({ state: 'pendingReview' });
    const approved = await deliver(h, webhookFor(applicant.id, { type: 'applicantReviewed', reviewAnswer: 'GREEN' }));
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.outcome).toBe('applied');
    const verification = await view(member);
    expect(verification).toMatchObject({ state: 'approved', verifiedName: 'Maria Elena Novák', verifiedCountry: 'CZ', reason: null });
    expect(verification.verifiedAt).toBe(h.clock.now().toISOString());
    expect(verification.history.map((step: { from: string; to: string; source: string }) => [step.from, step.to, step.source])).toEqual([
      ['notStarted', 'inProgress', 'member'],
      ['inProgress', 'pendingReview', 'provider'],
      ['pendingReview', 'approved', 'provider'],
    ]);
    expect(mailsTo(member).map((mail) => mail.subject)).toEqual([
      'Your identity verification has started',
      'We have received your identity documents',
      'Your identity is verified',
    ]);
    // The stored record is what we keep: the reference, the state, the name, country and date; no document data.
    expect(Object.keys((await row(member)) ?? {}).sort()).toEqual(
      [
        'createdAt',
        'externalId',
        'id',
        'kind',
        'provider',
        'reason',
        'reference',
        'state',
        'stateSince',
        'updatedAt',
        'userId',
        'verifiedAt',
        'verifiedCountry',
        'verifiedName',
      ].sort(),
    );
  });

  it('asks for new documents with the moderation comment (never the private one), reuses the applicant, then a final refusal rejects', async () => {
    const { member, applicant } = await started();
    await h.db.update(users).set({ locale: 'de' }).where(eq(users.id, member.id));
    await deliver(h, webhookFor(applicant.id, { type: 'applicantPending' }));
    const retry = webhookFor(applicant.id, {
      type: 'applicantReviewed',
      reviewAnswer: 'RED',
      reviewRejectType: 'RETRY',
      moderationComment: 'The photo of your passport is blurred.',
      clientComment: 'Internal: low image quality score 0.31',
      rejectLabels: ['BAD_PROOF_OF_IDENTITY'],
    });
    expect((await deliver(h, retry)).body.outcome).toBe('applied');
    const asked = await view(member);
    expect(asked).toMatchObject({ state: 'resubmissionRequested', reason: 'The photo of your passport is blurred.' });
    expect(JSON.stringify(asked)).not.toContain('Internal');
    // The member hears of it in German, with the reason.
    const german = h.mails.filter((mail) => mail.to === member.email).at(-1);
    expect(german?.subject).toBe('Bitte senden Sie neue Dokumente für Ihre Identitätsprüfung');
    expect(german?.text).toContain('The photo of your passport is blurred.');

    // Back into the flow: the same applicant, a new link.
    const again = await started(member);
    expect(again.created).toBe(0);
    expect(again.applicant.id).toBe(applicant.id);
    expect(await view(member)).toMatchObject({ state: 'inProgress' });

    await deliver(h, webhookFor(applicant.id, { type: 'applicantPending' }));
    const final = webhookFor(applicant.id, {
      type: 'applicantReviewed',
      reviewAnswer: 'RED',
      reviewRejectType: 'FINAL',
      moderationComment: 'We cannot accept documents from this country.',
    });
    expect((await deliver(h, final)).body.outcome).toBe('applied');
    expect(await view(member)).toMatchObject({ state: 'rejected', reason: 'We cannot accept documents from this country.' });
    // A final refusal: the member cannot start over alone.
    const restart = await h.authed(member.token, '/api/verification/start', { method: 'POST', lang: 'en' });
    expect(restart.status).toBe(409);
    expect(restart.body.message).toBe('This verification cannot be started now: it is under review, approved or rejected');
  });

  it('a later final refusal withdraws an approval (Sumsub’s second RED for a fraudster found out), and payouts stop', async () => {
    const { member, applicant } = await started();
    sumsub.setSubject(applicant.id, { firstName: 'Maria', lastName: 'Novak', country: 'CZE' });
    await deliver(h, webhookFor(applicant.id, { type: 'applicantReviewed', reviewAnswer: 'GREEN' }));
    expect(await view(member)).toMatchObject({ state: 'approved' });
    h.clock.advance(3_600_000);
    const withdrawn = webhookFor(applicant.id, {
      type: 'applicantReviewed',
      reviewAnswer: 'RED',
      reviewRejectType: 'FINAL',
      moderationComment: 'The document was reported stolen.',
    });
    expect((await deliver(h, withdrawn)).body.outcome).toBe('applied');
    expect(await view(member)).toMatchObject({ state: 'rejected', reason: 'The document was reported stolen.' });
  });

  describe('deliveries that are not Sumsub’s, or not new, change nothing', () => {
    it('refuses a forged digest, a body altered after signing, a missing digest and a stale delivery', async () => {
      const { member, applicant } = await started();
      const before = { state: (await row(member))?.state, history: await historyCount(member) };
      const pending = { type: 'applicantPending' } as const;

      const forged = webhookFor(applicant.id, pending, { secret: 'not-the-webhook-secret' });
      const genuine = webhookFor(applicant.id, { type: 'applicantReviewed', reviewAnswer: 'RED', reviewRejectType: 'FINAL' });
      const altered = { ...genuine, body: genuine.body.replace('"RED"', '"GREEN"') };
      const unsigned = { body: webhookFor(applicant.id, pending).body, headers: { 'content-type': 'application/json' } };
      const stale = webhookFor(applicant.id, pending, { createdAt: new Date(h.clock.now().getTime() - 25 * 3_600_000) });
      for (const delivery of [forged, altered, unsigned, stale]) {
        const answer = await deliver(h, delivery);
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual({ message: 'The delivery could not be verified' });
      }
      expect({ state: (await row(member))?.state, history: await historyCount(member) }).toEqual(before);
      // Sumsub's retries within the day are taken: 18 hours late is still fresh.
      const late = webhookFor(applicant.id, pending, { createdAt: new Date(h.clock.now().getTime() - 18 * 3_600_000) });
      expect((await deliver(h, late)).body.outcome).toBe('outdated');
    });

    it('takes a delivery once: the same one again answers 200 and changes nothing', async () => {
      const { member, applicant } = await started();
      const pending = webhookFor(applicant.id, { type: 'applicantPending' });
      expect((await deliver(h, pending)).body.outcome).toBe('applied');
      const history = await historyCount(member);
      const again = await deliver(h, pending);
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ received: true, outcome: 'replayed' });
      expect(await historyCount(member)).toBe(history);
    });

    it('a late decision never undoes an administrator’s: an older rejection after a manual approval is outdated', async () => {
      const { member, applicant } = await started();
      const older = webhookFor(applicant.id, {
        type: 'applicantReviewed',
        reviewAnswer: 'RED',
        reviewRejectType: 'FINAL',
        moderationComment: 'Old',
      });
      h.clock.advance(60_000);
      const decided = await h.authed(boss.token, `/api/users/${member.id}/verification/decision`, {
        body: { action: 'approve', reason: 'Passport checked in person at the office' },
      });
      expect(decided.status, decided.text).toBe(200);
      expect((await deliver(h, older)).body.outcome).toBe('outdated');
      expect(await view(member)).toMatchObject({ state: 'approved', reason: 'Passport checked in person at the office' });
    });

    it('answers 200 to a signed delivery about an applicant that is not ours, and changes nothing', async () => {
      // Another integration on the same Sumsub account: signed with our secret, naming nobody we know.
      const body = JSON.stringify({
        applicantId: '0123456789abcdef01234567',
        externalUserId: 'not-one-of-ours',
        type: 'applicantPending',
        reviewStatus: 'pending',
        createdAtMs: h.clock.now().toISOString().replace('T', ' ').replace('Z', ''),
      });
      const digest = createHmac('sha256', sumsub.webhookSecret).update(body).digest('hex');
      const headers = { 'content-type': 'application/json', 'x-payload-digest': digest, 'x-payload-digest-alg': 'HMAC_SHA256_HEX' };
      const answer = await deliver(h, { body, headers });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body).toEqual({ received: true, outcome: 'unknown' });
    });
  });

  describe('payouts go only to the verified person', () => {
    /** A verified member's funded account with $500 profit, the interval passed. */
    async function eligibleVerified(name: { firstName: string; middleName?: string; lastName: string }) {
      const start = h.clock.now().getTime();
      let member = await signedInMember(h);
      const phase1 = await demoAccount(h, member.token, 'two-step-10k');
      const force = (id: string) => h.authed(boss.token, `/api/admin/accounts/${id}/force`, { body: { action: 'pass', reason: 'set-up' } });
      expect((await force(phase1.id)).status).toBe(200);
      const phase2 = await successorOf(h, phase1.id);
      expect((await force(phase2!.id)).status).toBe(200);
      const funded = (await successorOf(h, phase2!.id))!;
      const open = new Date(start + day).toISOString();
      const close = new Date(start + day + 3_600_000).toISOString();
      await ingest(h, funded.login, [dealIn('k1', open), dealOut('k1', close, 50_000), snapshot(close, 1_050_000, 1_050_000)]);
      h.clock.set(start + 16 * day);
      member = await refresh(h, member);
      Object.assign(boss, await refresh(h, boss));
      const checklistItem = async () =>
        (
          (await h.authed(member.token, `/api/payouts/accounts/${funded.id}`)).body.checklist as {
            code: string;
            met: boolean;
            message: string;
          }[]
        ).find((item) => item.code === 'identity');
      expect(await checklistItem()).toMatchObject({ met: false, message: 'Verify your identity before your first payout' });
      const { applicant } = await started(member);
      sumsub.setSubject(applicant.id, { ...name, country: 'CZE' });
      await deliver(h, webhookFor(applicant.id, { type: 'applicantPending' }));
      await deliver(h, webhookFor(applicant.id, { type: 'applicantReviewed', reviewAnswer: 'GREEN' }));
      expect(await checklistItem()).toMatchObject({ met: true, message: 'Your identity is verified' });
      return { member, funded };
    }
    const request = (member: Person, accountId: string, accountHolder: string) =>
      h.authed(member.token, '/api/payouts', { body: { accountId, amount: 10_000, destination: bank(accountHolder) } });

    it('refuses a holder who is not the verified person with the reason, then accepts after an administrator’s override', async () => {
      const { member, funded } = await eligibleVerified({ firstName: 'Maria', lastName: 'Novák' });
      const refused = await request(member, funded.id, 'Peter Novak');
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(
        'The account holder “Peter Novak” does not match your verified name “Maria Novák”. Payouts go only to an account in your own name; if the name is yours written differently, contact support.',
      );
      const accepted = await h.authed(boss.token, `/api/users/${member.id}/verification/holder-names`, {
        body: { name: 'Peter Novak', reason: 'Joint account with her husband, marriage certificate seen' },
      });
      expect(accepted.status, accepted.text).toBe(200);
      expect(accepted.body.acceptedHolderNames).toMatchObject([
        { name: 'Peter Novak', reason: 'Joint account with her husband, marriage certificate seen' },
      ]);
      const audited = await auditRows(h, 'user', member.id);
      expect(audited.map((entry) => entry.action)).toContain('verification.holderNameAccepted');
      const requested = await request(member, funded.id, 'Peter Novak');
      expect(requested.status, requested.text).toBe(201);
    });

    it('accepts the verified name written differently: case, accents, order and a middle name left out', async () => {
      const { member, funded } = await eligibleVerified({ firstName: 'María', middleName: 'José', lastName: 'García López' });
      const requested = await request(member, funded.id, 'GARCIA LOPEZ MARIA');
      expect(requested.status, requested.text).toBe(201);
    });
  });

  describe('administrators', () => {
    it('reject, ask for a new verification and approve by hand, each with a reason, audited; the member sees the reason', async () => {
      const { member, applicant } = await started();
      const decide = (action: string, reason: string) =>
        h.authed(boss.token, `/api/users/${member.id}/verification/decision`, { body: { action, reason } });
      expect((await decide('reject', '')).status).toBe(400);
      const rejected = await decide('reject', 'The document belongs to someone else');
      expect(rejected.status, rejected.text).toBe(200);
      expect(rejected.body.verification).toMatchObject({ state: 'rejected', reason: 'The document belongs to someone else' });
      expect(rejected.body.reference).toBe(applicant.id);
      expect(rejected.body.verification.history.at(-1)).toMatchObject({
        from: 'inProgress',
        to: 'rejected',
        source: 'admin',
        actor: 'Adam Keller',
      });
      expect(await view(member)).toMatchObject({ state: 'rejected', reason: 'The document belongs to someone else' });
      expect((await decide('reject', 'Again')).status).toBe(409);

      const renewed = await decide('requestNew', 'Mistaken identity cleared up');
      expect(renewed.body.verification).toMatchObject({ state: 'notStarted' });
      expect(renewed.body.reference).toBeNull();
      // A fresh start at the provider: a new applicant for a new external id.
      const fresh = await started(member);
      expect(fresh.created).toBe(1);
      expect(fresh.applicant.id).not.toBe(applicant.id);

      const approved = await decide('approve', 'Documents checked by video call');
      expect(approved.body.verification).toMatchObject({ state: 'approved', verifiedName: 'Maria Novak' });
      const actions = (await auditRows(h, 'user', member.id)).filter((entry) => entry.action === 'verification.changed');
      expect(actions.map((entry) => [entry.details?.from, entry.details?.to, entry.details?.source])).toEqual([
        ['notStarted', 'inProgress', 'member'],
        ['inProgress', 'rejected', 'admin'],
        ['rejected', 'notStarted', 'admin'],
        ['notStarted', 'inProgress', 'member'],
        ['inProgress', 'approved', 'admin'],
      ]);
    });

    it('filter the users list by verification state; never asked counts as not started', async () => {
      const { member } = await started();
      const never = await signedInMember(h);
      const list = async (state: string) =>
        (
          (await h.authed(boss.token, `/api/users?verification=${state}&pageSize=200`)).body.items as { id: string; verification: string }[]
        ).map((item) => item.id);
      expect(await list('inProgress')).toContain(member.id);
      expect(await list('inProgress')).not.toContain(never.id);
      expect(await list('notStarted')).toContain(never.id);
      expect(await list('notStarted')).not.toContain(member.id);
      const row = ((await h.authed(boss.token, '/api/users?pageSize=200')).body.items as { id: string; verification: string }[]).find(
        (item) => item.id === member.id,
      );
      expect(row?.verification).toBe('inProgress');
      expect((await h.authed(boss.token, '/api/users?verification=sleeping')).status).toBe(400);
    });
  });

  describe('nobody else reads or moves a member’s verification', () => {
    it('anonymous callers and other members are refused; the demo provider does not answer when Sumsub is configured', async () => {
      const { member } = await started();
      const other = await signedInMember(h);
      expect(await h.request('/api/verification')).toMatchObject({ status: 401, body: unauthorized });
      expect((await h.request('/api/verification/start', { method: 'POST' })).status).toBe(401);
      for (const path of [`/api/users/${member.id}/verification`]) {
        expect((await h.authed(other.token, path)).status).toBe(403);
        expect((await h.request(path)).status).toBe(401);
      }
      const decision = await h.authed(other.token, `/api/users/${member.id}/verification/decision`, {
        body: { action: 'approve', reason: 'Trust me' },
      });
      expect(decision.status).toBe(403);
      const holder = await h.authed(other.token, `/api/users/${member.id}/verification/holder-names`, {
        body: { name: 'Other Person', reason: 'Mine' },
      });
      expect(holder.status).toBe(403);
      // Another member's own view is their own, empty one.
      expect(await view(other)).toMatchObject({ state: 'notStarted', verifiedName: null, history: [] });
      expect((await h.authed(member.token, '/api/verification/demo/submit', { method: 'POST' })).status).toBe(404);
      expect(
        (
          await h.authed(member.token, '/api/verification/demo/review', {
            body: { outcome: 'approved', name: 'Maria Novak', country: 'CZ' },
          })
        ).status,
      ).toBe(404);
      expect((await row(member))?.state).toBe('inProgress');
    });
  });

  it('an unfinished verification expires after VERIFICATION_EXPIRY_DAYS, and the member is told', async () => {
    const { member } = await started();
    h.clock.advance(7 * day - 60_000);
    await expireVerifications(h.services);
    expect((await row(member))?.state).toBe('inProgress');
    h.clock.advance(60_000);
    await expireVerifications(h.services);
    const later = await refresh(h, member);
    expect(await view(later)).toMatchObject({ state: 'expired', reason: null });
    expect(mailsTo(member).at(-1)?.subject).toBe('Your identity verification has expired');
    // Starting again is allowed.
    expect((await h.authed(later.token, '/api/verification/start', { method: 'POST' })).status).toBe(200);
  });

  it('deleting a member removes what we hold and asks Sumsub to drop the applicant', async () => {
    const { member, applicant } = await started();
    await h.authed(boss.token, `/api/users/${member.id}/verification/holder-names`, {
      body: { name: 'Peter Novak', reason: 'Joint account' },
    });
    await demoAccount(h, member.token, 'two-step-10k');
    const deleted = await h.authed(boss.token, '/api/users/delete', { body: { ids: [member.id] } });
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body).toMatchObject({ anonymised: 1 });
    expect(await row(member)).toBeUndefined();
    expect((await h.authed(boss.token, `/api/users/${member.id}/verification`)).body).toMatchObject({
      verification: null,
      reference: null,
      acceptedHolderNames: [],
    });
    expect(sumsub.applicants.get(applicant.id)?.deleted).toBe(true);
  });

  it('a product that asks for it first keeps the funded account closed until the verification is approved', async () => {
    const member = await signedInMember(h);
    const phase1 = await demoAccount(h, member.token, 'one-step-10k');
    await h.db.update(challenges).set({ verificationRequired: 'beforeFunded' }).where(eq(challenges.id, phase1.challengeId));
    const passed = await h.authed(boss.token, `/api/admin/accounts/${phase1.id}/force`, { body: { action: 'pass', reason: 'set-up' } });
    expect(passed.status, passed.text).toBe(200);
    expect(await successorOf(h, phase1.id)).toBeUndefined();
    expect(await view(member)).toMatchObject({ required: 'beforeFunded', fundedWaiting: 1 });
    expect((await auditRows(h, 'trading_account', phase1.id)).map((entry) => entry.action)).toContain('account.fundedAwaitingVerification');

    const { applicant } = await started(member);
    sumsub.setSubject(applicant.id, { firstName: 'Maria', lastName: 'Novak', country: 'CZE' });
    await deliver(h, webhookFor(applicant.id, { type: 'applicantReviewed', reviewAnswer: 'GREEN' }));
    const funded = await successorOf(h, phase1.id);
    expect(funded).toMatchObject({ funded: true, status: 'active', userId: member.id });
    expect(await view(member)).toMatchObject({ state: 'approved', fundedWaiting: 0 });
    await h.db.update(challenges).set({ verificationRequired: 'beforePayout' }).where(eq(challenges.id, phase1.challengeId));
  });

  it('a business member verifies the company (KYB) where the product says so', async () => {
    const member = await signedInMember(h);
    await h.db.update(users).set({ type: 'Business' }).where(eq(users.id, member.id));
    const account = await demoAccount(h, member.token, 'two-step-25k');
    // Asked before any product wanted KYB: the person; a new verification asked for since follows the products.
    await h.authed(boss.token, `/api/users/${member.id}/verification/decision`, {
      body: { action: 'requestNew', reason: 'Please verify' },
    });
    expect(await view(member)).toMatchObject({ kind: 'individual' });
    await h.db.update(challenges).set({ verifyBusiness: true }).where(eq(challenges.id, account.challengeId));
    const renewed = await h.authed(boss.token, `/api/users/${member.id}/verification/decision`, {
      body: { action: 'requestNew', reason: 'Your product verifies the company' },
    });
    expect(renewed.body.verification).toMatchObject({ kind: 'company', state: 'notStarted' });
    const { applicant } = await started(member);
    expect(applicant).toMatchObject({ type: 'company' });
    expect(applicant.review.levelName).toBe('basic-kyb-level');
    sumsub.setSubject(applicant.id, { companyName: 'Novak Trading s.r.o.', country: 'CZE' });
    await deliver(h, webhookFor(applicant.id, { type: 'applicantReviewed', reviewAnswer: 'GREEN' }));
    expect(await view(member)).toMatchObject({
      state: 'approved',
      kind: 'company',
      verifiedName: 'Novak Trading s.r.o.',
      verifiedCountry: 'CZ',
    });
    await h.db
      .update(challenges)
      .set({ verifyBusiness: false })
      .where(and(eq(challenges.id, account.challengeId)));
  });
});
