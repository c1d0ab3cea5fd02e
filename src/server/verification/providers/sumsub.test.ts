import { createHash, createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type SumsubStandIn, startSumsubStandIn } from '../../../../tests/standins/sumsub';
import { parseSumsubWebhook, sumsubProvider } from './sumsub';
import { RefusedDelivery } from './types';

/** The adapter against the local Sumsub stand-in: what an operator would see go to Sumsub and come back. */
let standIn: SumsubStandIn;
beforeEach(async () => {
  standIn = await startSumsubStandIn();
});
afterEach(async () => {
  await standIn.close();
});

const member = (externalId: string, kind: 'individual' | 'company' = 'individual') => ({
  externalId,
  reference: null,
  kind,
  email: 'anna@example.com',
  locale: 'de' as const,
  returnUrl: 'https://funding.example.com/de/verification',
});

describe('Sumsub adapter', () => {
  it('start creates one applicant with our external id on the individual level and answers the stand-in link', async () => {
    const provider = sumsubProvider(standIn.settings);
    const started = await provider.start(member('ver_ind_1'));

    expect(started.reference).toMatch(/^[0-9a-f]{24}$/);
    expect([...standIn.applicants.keys()]).toEqual([started.reference]);
    const applicant = standIn.applicants.get(started.reference);
    expect(applicant).toMatchObject({
      externalUserId: 'ver_ind_1',
      type: 'individual',
      email: 'anna@example.com',
      lang: 'de',
      review: { levelName: 'basic-kyc-level', reviewStatus: 'init' },
    });
    expect(started.url).toMatch(new RegExp(`^${standIn.url}/websdk/p/sbx_`));
    const link = standIn.links.get(started.url.split('/').pop() ?? '');
    expect(link).toMatchObject({
      userId: 'ver_ind_1',
      levelName: 'basic-kyc-level',
      lang: 'de',
      redirect: { successUrl: 'https://funding.example.com/de/verification', rejectUrl: 'https://funding.example.com/de/verification' },
    });
    expect(standIn.requests).toEqual([
      { method: 'POST', path: '/resources/applicants?levelName=basic-kyc-level' },
      { method: 'POST', path: '/resources/sdkIntegrations/levels/-/websdkLink?lang=de' },
    ]);
  });

  it('the link the member is sent to opens a page', async () => {
    const { url } = await sumsubProvider(standIn.settings).start(member('ver_page'));
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Identity verification');
  });

  it('start creates a company on the KYB level', async () => {
    const started = await sumsubProvider(standIn.settings).start(member('ver_kyb_1', 'company'));
    expect(standIn.applicants.get(started.reference)).toMatchObject({
      externalUserId: 'ver_kyb_1',
      type: 'company',
      review: { levelName: 'basic-kyb-level' },
    });
    expect(standIn.links.get(started.url.split('/').pop() ?? '')?.levelName).toBe('basic-kyb-level');
  });

  it('a second start for the same external id reuses the applicant Sumsub already holds', async () => {
    const provider = sumsubProvider(standIn.settings);
    const first = await provider.start(member('ver_twice'));
    const second = await provider.start(member('ver_twice'));

    expect(second.reference).toBe(first.reference);
    expect(standIn.applicants.size).toBe(1);
    expect(second.url).not.toBe(first.url);
    expect(standIn.requests.map((r) => `${r.method} ${r.path}`)).toContain('GET /resources/applicants/-;externalUserId=ver_twice/one');
  });

  it('a start with a known reference only asks for a new link', async () => {
    const provider = sumsubProvider(standIn.settings);
    const first = await provider.start(member('ver_again'));
    standIn.requests.length = 0;
    const again = await provider.start({ ...member('ver_again'), reference: first.reference, locale: 'fr' });

    expect(again.reference).toBe(first.reference);
    expect(standIn.requests).toEqual([{ method: 'POST', path: '/resources/sdkIntegrations/levels/-/websdkLink?lang=fr' }]);
  });

  it('requests carry a signature the stand-in accepts, and a wrong secret key is refused with the status in the error', async () => {
    await sumsubProvider(standIn.settings).start(member('ver_signed'));
    expect(standIn.requests).toHaveLength(2);

    const forged = sumsubProvider({ ...standIn.settings, secretKey: 'not-the-secret' });
    await expect(forged.start(member('ver_forged'))).rejects.toThrow(/Sumsub answered 401 .*Request signature mismatch/);
    const strangerToken = sumsubProvider({ ...standIn.settings, appToken: 'sbx:someone-else' });
    await expect(strangerToken.start(member('ver_forged'))).rejects.toThrow(/401/);
    expect(standIn.requests).toHaveLength(2);
    expect([...standIn.applicants.values()].map((a) => a.externalUserId)).toEqual(['ver_signed']);
  });

  it('a request whose timestamp is far from Sumsub clock is refused', async () => {
    const ahead = await startSumsubStandIn({ now: () => new Date(Date.now() + 10 * 60_000) });
    try {
      await expect(sumsubProvider(ahead.settings).start(member('ver_clock'))).rejects.toThrow(/401 .*X-App-Access-Ts/);
      expect(ahead.applicants.size).toBe(0);
    } finally {
      await ahead.close();
    }
  });

  it("subject() reads the person's full name and alpha-2 country from the documents", async () => {
    const provider = sumsubProvider(standIn.settings);
    const { reference } = await provider.start(member('ver_subject'));
    standIn.setSubject('ver_subject', { firstName: 'Anna', middleName: 'Maria', lastName: 'Schmidt', country: 'DEU' });

    expect(await provider.subject(reference, 'individual')).toEqual({ name: 'Anna Maria Schmidt', country: 'DE' });
    expect(standIn.requests.at(-1)).toEqual({ method: 'GET', path: `/resources/applicants/${reference}/one` });
  });

  it('subject() answers no country when Sumsub gives none it knows', async () => {
    const provider = sumsubProvider(standIn.settings);
    const { reference } = await provider.start(member('ver_nowhere'));
    standIn.setSubject(reference, { firstName: 'Jan', lastName: 'Novak', country: 'XXX' });
    expect(await provider.subject(reference, 'individual')).toEqual({ name: 'Jan Novak', country: null });
  });

  it("subject() reads the company's registered name and country for KYB", async () => {
    const provider = sumsubProvider(standIn.settings);
    const { reference } = await provider.start(member('ver_company', 'company'));
    standIn.setSubject(reference, { companyName: 'Alpine Trading GmbH', country: 'AUT' });
    expect(await provider.subject(reference, 'company')).toEqual({ name: 'Alpine Trading GmbH', country: 'AT' });
  });

  it('subject() of an applicant Sumsub does not hold fails with the 404', async () => {
    await expect(sumsubProvider(standIn.settings).subject('0123456789abcdef01234567', 'individual')).rejects.toThrow(/Sumsub answered 404/);
  });

  it('forget() deactivates the applicant at Sumsub, as the API offers no deletion', async () => {
    const provider = sumsubProvider(standIn.settings);
    const { reference } = await provider.start(member('ver_forget'));
    await provider.forget(reference);

    expect(standIn.applicants.get(reference)?.deleted).toBe(true);
    expect(standIn.requests.at(-1)).toEqual({ method: 'PATCH', path: `/resources/applicants/${reference}/presence/deactivated` });
  });
});

describe('Sumsub webhooks', () => {
  const now = new Date('2026-03-10T12:00:00.000Z');
  const minuteAgo = new Date(now.getTime() - 60_000);
  const tolerance = 24 * 3600_000;
  let applicantId: string;
  beforeEach(async () => {
    ({ reference: applicantId } = await sumsubProvider(standIn.settings).start(member('ver_hook')));
  });

  const parse = (delivery: { body: string; headers: Record<string, string> }, secret = standIn.webhookSecret) =>
    parseSumsubWebhook(
      delivery.body,
      { digest: delivery.headers['X-Payload-Digest'], alg: delivery.headers['X-Payload-Digest-Alg'] },
      secret,
      now,
      tolerance,
    );
  /** Why a delivery is refused ('accepted' when it is not). */
  const refusal = (deliver: () => unknown) => {
    try {
      deliver();
    } catch (error) {
      if (error instanceof RefusedDelivery) return error.why;
      throw error;
    }
    return 'accepted';
  };
  /** A body of our own making, signed as Sumsub would sign it. */
  const signed = (body: string, alg = 'HMAC_SHA256_HEX') => ({
    body,
    headers: { 'X-Payload-Digest': createHmac('sha256', standIn.webhookSecret).update(body).digest('hex'), 'X-Payload-Digest-Alg': alg },
  });

  it('an approval (GREEN) is read as approved, with the applicant, our id, the time and a key per delivery', () => {
    const delivery = standIn.webhook(applicantId, { type: 'applicantReviewed', reviewAnswer: 'GREEN' }, { createdAt: minuteAgo });
    expect(parse(delivery)).toEqual({
      reference: applicantId,
      externalId: 'ver_hook',
      kind: 'approved',
      at: minuteAgo,
      key: createHash('sha256').update(delivery.body).digest('hex'),
    });
    expect(standIn.applicants.get(applicantId)?.review).toMatchObject({
      reviewStatus: 'completed',
      reviewResult: { reviewAnswer: 'GREEN' },
    });
  });

  it('a rejection with RETRY asks for new documents, giving the moderation comment and never the client comment', () => {
    const event = parse(
      standIn.webhook(
        applicantId,
        {
          type: 'applicantReviewed',
          reviewAnswer: 'RED',
          reviewRejectType: 'RETRY',
          moderationComment: 'We do not accept screenshots. Please upload an original photo.',
          clientComment: 'Screenshot; possible fraud ring, see case 42.',
          rejectLabels: ['SCREENSHOTS'],
        },
        { createdAt: minuteAgo },
      ),
    );
    expect(event.kind).toBe('resubmissionRequested');
    expect(event.reason).toBe('We do not accept screenshots. Please upload an original photo.');
    expect(JSON.stringify(event)).not.toContain('fraud ring');
  });

  it('a FINAL rejection, or one without a type, is a refusal with the moderation comment', () => {
    const final = parse(
      standIn.webhook(
        applicantId,
        {
          type: 'applicantReviewed',
          reviewAnswer: 'RED',
          reviewRejectType: 'FINAL',
          moderationComment: 'Documents from this country are not accepted.',
          clientComment: 'Sanctions hit.',
        },
        { createdAt: minuteAgo },
      ),
    );
    expect(final).toMatchObject({ kind: 'rejected', reason: 'Documents from this country are not accepted.' });
    const untyped = parse(
      standIn.webhook(
        applicantId,
        { type: 'applicantReviewed', reviewAnswer: 'RED', moderationComment: 'Rejected.' },
        { createdAt: minuteAgo },
      ),
    );
    expect(untyped).toMatchObject({ kind: 'rejected', reason: 'Rejected.' });
  });

  it('a rejection without a moderation comment gives its labels as the reason, and still not the client comment', () => {
    const event = parse(
      standIn.webhook(
        applicantId,
        {
          type: 'applicantReviewed',
          reviewAnswer: 'RED',
          reviewRejectType: 'RETRY',
          rejectLabels: ['UNSATISFACTORY_PHOTOS', 'SCREENSHOTS'],
          clientComment: 'internal',
        },
        { createdAt: minuteAgo },
      ),
    );
    expect(event).toMatchObject({ kind: 'resubmissionRequested', reason: 'UNSATISFACTORY_PHOTOS, SCREENSHOTS' });
  });

  it('documents sent for review, or put on hold, read as submitted; a created applicant is ignored', () => {
    expect(parse(standIn.webhook(applicantId, { type: 'applicantPending' }, { createdAt: minuteAgo })).kind).toBe('submitted');
    expect(standIn.applicants.get(applicantId)?.review.reviewStatus).toBe('pending');
    expect(parse(standIn.webhook(applicantId, { type: 'applicantOnHold' }, { createdAt: minuteAgo })).kind).toBe('submitted');
    expect(parse(standIn.webhook(applicantId, { type: 'applicantCreated' }, { createdAt: minuteAgo })).kind).toBe('ignored');
  });

  it('a webhook type we do not act on is ignored', () => {
    const body = JSON.stringify({
      applicantId,
      externalUserId: 'ver_hook',
      type: 'applicantTagsChanged',
      createdAtMs: '2026-03-10 11:59:00.000',
    });
    expect(parse(signed(body)).kind).toBe('ignored');
  });

  it('digests made with SHA1 and SHA512 are accepted', () => {
    for (const alg of ['HMAC_SHA1_HEX', 'HMAC_SHA512_HEX'] as const) {
      const delivery = standIn.webhook(applicantId, { type: 'applicantReviewed', reviewAnswer: 'GREEN' }, { createdAt: minuteAgo, alg });
      expect(delivery.headers['X-Payload-Digest-Alg']).toBe(alg);
      expect(parse(delivery).kind).toBe('approved');
    }
  });

  it('a delivery signed with another secret is refused for its signature', () => {
    const delivery = standIn.webhook(
      applicantId,
      { type: 'applicantReviewed', reviewAnswer: 'GREEN' },
      { createdAt: minuteAgo, secret: 'someone-else' },
    );
    expect(refusal(() => parse(delivery))).toBe('signature');
  });

  it('a body altered after signing is refused for its signature', () => {
    const delivery = standIn.webhook(
      applicantId,
      { type: 'applicantReviewed', reviewAnswer: 'RED', reviewRejectType: 'FINAL' },
      { createdAt: minuteAgo },
    );
    const altered = { ...delivery, body: delivery.body.replace('"RED"', '"GREEN"') };
    expect(altered.body).not.toBe(delivery.body);
    expect(refusal(() => parse(altered))).toBe('signature');
  });

  it('an unknown digest algorithm, or none named, or no digest at all, is refused for its signature', () => {
    const delivery = standIn.webhook(applicantId, { type: 'applicantReviewed', reviewAnswer: 'GREEN' }, { createdAt: minuteAgo });
    const headers = delivery.headers;
    expect(refusal(() => parse({ ...delivery, headers: { ...headers, 'X-Payload-Digest-Alg': 'HMAC_MD5_HEX' } }))).toBe('signature');
    expect(
      refusal(() =>
        parseSumsubWebhook(delivery.body, { digest: headers['X-Payload-Digest'], alg: null }, standIn.webhookSecret, now, tolerance),
      ),
    ).toBe('signature');
    expect(refusal(() => parseSumsubWebhook(delivery.body, { alg: 'HMAC_SHA256_HEX' }, standIn.webhookSecret, now, tolerance))).toBe(
      'signature',
    );
    expect(refusal(() => parse({ ...delivery, headers: { ...headers, 'X-Payload-Digest': 'not-hex' } }))).toBe('signature');
  });

  it('a delivery older than the tolerance, or too far in the future, is refused as stale', () => {
    const old = standIn.webhook(
      applicantId,
      { type: 'applicantReviewed', reviewAnswer: 'GREEN' },
      { createdAt: new Date(now.getTime() - tolerance - 1000) },
    );
    expect(refusal(() => parse(old))).toBe('stale');
    const ahead = standIn.webhook(
      applicantId,
      { type: 'applicantReviewed', reviewAnswer: 'GREEN' },
      { createdAt: new Date(now.getTime() + 6 * 60_000) },
    );
    expect(refusal(() => parse(ahead))).toBe('stale');
    const slightlyAhead = standIn.webhook(applicantId, { type: 'applicantPending' }, { createdAt: new Date(now.getTime() + 60_000) });
    expect(refusal(() => parse(slightlyAhead))).toBe('accepted');
  });

  it('a signed body that is not JSON, or lacks the applicant, the type or the time, is refused as malformed', () => {
    const base = { applicantId, externalUserId: 'ver_hook', type: 'applicantReviewed', createdAtMs: '2026-03-10 11:59:00.000' };
    expect(refusal(() => parse(signed('applicantReviewed GREEN')))).toBe('malformed');
    expect(refusal(() => parse(signed('[]')))).toBe('malformed');
    for (const field of ['applicantId', 'type', 'createdAtMs', 'externalUserId'] as const) {
      const { [field]: _dropped, ...rest } = base;
      expect(
        refusal(() => parse(signed(JSON.stringify(rest)))),
        field,
      ).toBe('malformed');
    }
    expect(refusal(() => parse(signed(JSON.stringify({ ...base, createdAtMs: '2026-03-10T11:59:00Z' }))))).toBe('malformed');
    expect(refusal(() => parse(signed(JSON.stringify({ ...base, createdAtMs: '2026-02-30 11:59:00.000' }))))).toBe('malformed');
  });
});
