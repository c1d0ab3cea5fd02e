import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatMoney } from '../../src/i18n/format';
import { verificationUrl } from '../../src/server/certificates/pdf';
import { certificateCode, issueCertificate, signUnsigned } from '../../src/server/certificates/service';
import { canonical, generatedSigner, loadCertificateSigner, signingKeyFile } from '../../src/server/certificates/signing';
import { auditLog, type Certificate, certificates, users } from '../../src/server/db/schema';
import { APP_URL, drivers, type Harness, useHarness } from './harness';
import { demoAccount, forbidden, signedInMember, successorOf, unauthorized, useSignedInAdmin } from './tradingHelpers';

/**
 * Signed certificates (issue 9): the Ed25519 signature over the canonical fields and the key kept
 * in the data directory; the public check (valid, revoked, invalid when the record was changed,
 * unknown); an administrator's revocation; the PDF as a reader sees it (poppler's pdftotext); and
 * who may see or act on whose certificates.
 */

// Fails with the way out when poppler cannot be installed here, rather than with a spawn error per test.
beforeAll(() => {
  const ensured = spawnSync('bash', ['scripts/ensure-poppler.sh'], { encoding: 'utf8' });
  const probe = spawnSync('pdftotext', ['-v'], { encoding: 'utf8' });
  if (ensured.status !== 0 || probe.error) {
    throw new Error(
      `pdftotext (Debian's poppler-utils) is needed to read certificate PDFs and could not be installed: run \`bash scripts/ensure-poppler.sh\` as root.\n${ensured.stdout}${ensured.stderr}`,
    );
  }
}, 180_000);

/** The text of a PDF as pdftotext reads it, every run of white space made one plain space. */
function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'certificate-'));
  try {
    const file = join(dir, 'certificate.pdf');
    writeFileSync(file, pdf);
    const result = spawnSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    if (result.error || result.status !== 0) throw new Error(`pdftotext failed: ${result.error?.message ?? result.stderr}`);
    return squash(result.stdout);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
/** Intl puts no-break and narrow no-break spaces into amounts and dates; compare them as plain spaces. */
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

const signedFields = {
  code: 'ABCDEFGH23',
  kind: 'funded' as const,
  holderName: 'Maria Novak',
  title: 'Two-Step 10K — Funded',
  amount: 1_000_000,
  currency: 'USD',
  issuedAt: new Date('2026-11-23T09:30:00.123Z'),
  payoutId: null,
};

describe('certificate signatures', () => {
  it('verify the fields they were made for, and fail when any signed field, the signature or the key differs', () => {
    const signer = generatedSigner();
    const signature = signer.sign(signedFields);
    expect(Buffer.from(signature, 'base64')).toHaveLength(64);
    expect(signer.verify(signedFields, signature)).toBe(true);
    const changes: Partial<typeof signedFields>[] = [
      { code: 'ABCDEFGH24' },
      { kind: 'payout' as never },
      { holderName: 'Maria Novakova' },
      { title: 'Two-Step 100K — Funded' },
      { amount: 10_000_000 },
      { currency: 'EUR' },
      { issuedAt: new Date('2026-11-23T09:30:00.124Z') },
      { payoutId: '9b2f6c1e-3d4a-4f5b-8c6d-7e8f9a0b1c2d' as never },
    ];
    for (const change of changes) expect(signer.verify({ ...signedFields, ...change }, signature), JSON.stringify(change)).toBe(false);
    expect(signer.verify(signedFields, null)).toBe(false);
    expect(signer.verify(signedFields, 'not a signature')).toBe(false);
    expect(generatedSigner().verify(signedFields, signature)).toBe(false);
  });

  it('sign a fixed-order JSON array led by a version tag, so no value can pass for another field', () => {
    expect(canonical(signedFields).toString('utf8')).toBe(
      '["certificate/v1","ABCDEFGH23","funded","Maria Novak","Two-Step 10K — Funded",1000000,"USD","2026-11-23T09:30:00.123Z",null]',
    );
    // A title holding what looks like the next field does not collide with that field.
    const shifted = { ...signedFields, title: 'Two-Step 10K — Funded",1000000', amount: null };
    expect(canonical(shifted).equals(canonical(signedFields))).toBe(false);
  });
});

describe('the signing key', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'certificate-key-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is generated once into the data directory (owner-only) and reused at the next start', () => {
    const first = loadCertificateSigner({ pem: '', dataDir });
    const file = join(dataDir, signingKeyFile);
    expect(readFileSync(file, 'utf8')).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const signature = first.sign(signedFields);

    const second = loadCertificateSigner({ pem: '', dataDir });
    expect(second.publicKeyPem).toBe(first.publicKeyPem);
    expect(second.keyId).toBe(first.keyId);
    expect(second.verify(signedFields, signature)).toBe(true);
  });

  it('comes from CERTIFICATE_SIGNING_KEY when set, and nothing is written then', () => {
    const elsewhere = mkdtempSync(join(tmpdir(), 'certificate-key-'));
    try {
      const pem = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
      const signer = loadCertificateSigner({ pem, dataDir: elsewhere });
      expect(loadCertificateSigner({ pem, dataDir: elsewhere }).verify(signedFields, signer.sign(signedFields))).toBe(true);
      expect(() => statSync(join(elsewhere, signingKeyFile))).toThrow();
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it('must be an Ed25519 key', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(() => loadCertificateSigner({ pem: rsa, dataDir })).toThrow(/Ed25519/);
  });
});

describe.each(drivers)('certificates (%s)', (driver) => {
  const h = useHarness(driver);
  const boss = useSignedInAdmin(h);

  /** A member whose two-step 10K was passed twice by an administrator: two phase certificates and a funded one. */
  async function fundedMember(names?: { firstName: string; lastName: string }) {
    const member = await signedInMember(h);
    // Names in any script: set on the user before the certificates copy them.
    if (names) await h.db.update(users).set(names).where(eq(users.id, member.id));
    const phase1 = await demoAccount(h, member.token);
    // Minutes apart, so the phase 1 certificate is the oldest (the second pass and the funded account share a moment).
    h.clock.advance(60_000);
    await forcePass(phase1.id);
    const phase2 = await successorOf(h, phase1.id);
    h.clock.advance(60_000);
    await forcePass(phase2!.id);
    const rows = await h.db.select().from(certificates).where(eq(certificates.userId, member.id));
    const funded = rows.find((row) => row.kind === 'funded') as Certificate;
    return { member, rows, funded };
  }

  async function forcePass(accountId: string) {
    const response = await h.authed(boss.token, `/api/admin/accounts/${accountId}/force`, {
      body: { action: 'pass', reason: 'Verified by hand' },
    });
    expect(response.status, response.text).toBe(200);
  }

  /** GET /api/certificates/:id/pdf with the raw bytes (the harness's request reads bodies as text). */
  async function download(token: string | null, id: string, lang = 'en') {
    const headers: Record<string, string> = { 'Accept-Language': lang };
    if (token) headers.Authorization = `Bearer ${token}`;
    const response = await h.app.request(`/api/certificates/${id}/pdf`, { headers }, { clientAddress: h.nextIp() });
    const bytes = Buffer.from(await response.arrayBuffer());
    const json = response.headers.get('content-type')?.includes('json') ? JSON.parse(bytes.toString('utf8')) : undefined;
    return { status: response.status, headers: response.headers, bytes, json };
  }

  const revoke = (token: string | undefined, id: string, body: unknown, lang = 'en') =>
    h.request(`/api/admin/certificates/${id}/revoke`, { method: 'POST', body, lang, ...(token ? { token } : {}) });

  const auditsOf = (id: string) =>
    h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'certificate'), eq(auditLog.subjectId, id)));

  async function row(id: string): Promise<Certificate> {
    const [found] = await h.db.select().from(certificates).where(eq(certificates.id, id));
    if (!found) throw new Error(`No certificate ${id}`);
    return found;
  }

  it('issues each certificate signed, lists the member’s own newest first with their status, and filters by kind', async () => {
    const { member, rows } = await fundedMember();
    expect(rows).toHaveLength(3);
    for (const certificate of rows) expect(h.services.certificates.verify(certificate, certificate.signature), certificate.kind).toBe(true);

    const list = await h.authed(member.token, '/api/certificates');
    expect(list.status, list.text).toBe(200);
    expect(list.body).toMatchObject({ total: 3, page: 1, pageSize: 10 });
    const items = list.body.items as any[];
    expect(items.map((c) => [c.status, c.amount, c.currency])).toEqual(Array(3).fill(['valid', 1_000_000, 'USD']));
    // Newest first: the second pass and the funded account (one moment, in code order), then phase 1.
    expect(items.slice(0, 2).map((c) => c.title)).toEqual(
      ['Two-Step 10K — Funded', 'Two-Step 10K — Phase 2'].sort((a, b) => {
        const code = (title: string) => rows.find((r) => r.title === title)!.code;
        return code(a) < code(b) ? -1 : 1;
      }),
    );
    expect(items[2].title).toBe('Two-Step 10K — Phase 1');
    expect(list.body.items[0]).not.toHaveProperty('signature');
    expect(list.body.items[0]).not.toHaveProperty('userId');

    const funded = await h.authed(member.token, '/api/certificates?kind=funded');
    expect(funded.body.items.map((c: any) => c.title)).toEqual(['Two-Step 10K — Funded']);
    const oldestFirst = await h.authed(member.token, '/api/certificates?sort=issued&pageSize=1');
    expect(oldestFirst.body).toMatchObject({ total: 3, pageSize: 1, items: [{ title: 'Two-Step 10K — Phase 1' }] });
    expect((await h.authed(member.token, '/api/certificates?kind=bogus')).status).toBe(400);

    // Another member sees none of them; without a session there is no list.
    const other = await signedInMember(h);
    expect((await h.authed(other.token, '/api/certificates')).body).toMatchObject({ total: 0, items: [] });
    expect((await h.request('/api/certificates')).status).toBe(401);
  });

  it('verifies a certificate by code without signing in, showing only name, kind, title, amount and dates', async () => {
    const { funded } = await fundedMember();
    const verified = await h.request(`/api/certificates/verify/${funded.code}`);
    expect(verified.status, verified.text).toBe(200);
    expect(verified.body).toEqual({
      status: 'valid',
      certificate: {
        code: funded.code,
        holderName: 'Maria Novak',
        kind: 'funded',
        title: 'Two-Step 10K — Funded',
        amount: 1_000_000,
        currency: 'USD',
        issuedAt: funded.issuedAt.toISOString(),
        revokedAt: null,
      },
    });
    // No user, account or payout id, no email, no signature anywhere in the answer.
    expect(verified.text).not.toContain(funded.userId);
    expect(verified.text).not.toContain(String(funded.accountId));
    expect(verified.text).not.toContain('@');
    expect(verified.text).not.toContain(String(funded.signature));
  });

  it('answers an unknown code with 404', async () => {
    const unknown = await h.request('/api/certificates/verify/ZZZZZZZZ22');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'The requested certificate is not found' });
  });

  it('finds a tampered record invalid: changed fields no longer match the signature', async () => {
    const { funded } = await fundedMember();
    await h.db.execute(sql`UPDATE certificates SET holder_name = 'Someone Else' WHERE id = ${funded.id}`);
    const tampered = await h.request(`/api/certificates/verify/${funded.code}`);
    expect(tampered.body).toMatchObject({ status: 'invalid', certificate: { holderName: 'Someone Else' } });

    // A larger amount, with the name put back, fails too; only the original record is valid again.
    await h.db.execute(sql`UPDATE certificates SET holder_name = 'Maria Novak', amount = 20000000 WHERE id = ${funded.id}`);
    expect((await h.request(`/api/certificates/verify/${funded.code}`)).body.status).toBe('invalid');
    await h.db.execute(sql`UPDATE certificates SET amount = 1000000 WHERE id = ${funded.id}`);
    expect((await h.request(`/api/certificates/verify/${funded.code}`)).body.status).toBe('valid');

    // A removed signature is no signature: still invalid (the start-up backfill does not sign it, see below).
    await h.db.execute(sql`UPDATE certificates SET signature = NULL WHERE id = ${funded.id}`);
    expect((await h.request(`/api/certificates/verify/${funded.code}`)).body.status).toBe('invalid');
  });

  it('revokes a certificate with a reason: audited, shown as revoked, kept; a second revocation changes nothing', async () => {
    const { member, funded } = await fundedMember();
    h.clock.advance(60_000);
    const at = h.clock.now();
    const reason = 'Account closed for copy trading';
    const revoked = await revoke(boss.token, funded.id, { reason: `  ${reason}  ` });
    expect(revoked.status, revoked.text).toBe(200);
    expect(revoked.body).toMatchObject({ id: funded.id, status: 'revoked', revokedAt: at.toISOString(), revokedReason: reason });

    const check = await h.request(`/api/certificates/verify/${funded.code}`);
    expect(check.body).toEqual({
      status: 'revoked',
      certificate: expect.objectContaining({ code: funded.code, revokedAt: at.toISOString(), revokedReason: reason }),
    });
    const audits = await auditsOf(funded.id);
    expect(audits.map((a) => [a.action, a.actorId, a.details])).toEqual([
      [
        'certificate.revoked',
        boss.id,
        {
          code: funded.code,
          reason,
          before: { revokedAt: null, revokedReason: null },
          after: { revokedAt: at.toISOString(), revokedReason: reason },
        },
      ],
    ]);
    // Still the member's, and still listed.
    const listed = await h.authed(member.token, '/api/certificates?kind=funded');
    expect(listed.body.items).toMatchObject([{ id: funded.id, status: 'revoked', revokedReason: reason }]);

    h.clock.advance(60_000);
    // Repeated (a double click, two administrators at once): answered unchanged, the first reason stands (docs/decisions/027).
    const again = await revoke(boss.token, funded.id, { reason: 'Another reason' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: funded.id, status: 'revoked', revokedAt: at.toISOString(), revokedReason: reason });
    expect(await row(funded.id)).toMatchObject({ revokedAt: at, revokedReason: reason });
    expect(await auditsOf(funded.id)).toHaveLength(1);
  });

  it('lets only administrators revoke: members get 403, anonymous callers 401, an unknown id 404', async () => {
    const { member, funded } = await fundedMember();
    const byMember = await revoke(member.token, funded.id, { reason: 'Mine to revoke?' });
    expect(byMember.status).toBe(403);
    expect(byMember.body).toEqual(forbidden);
    const anonymous = await revoke(undefined, funded.id, { reason: 'Anyone?' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual(unauthorized);
    expect((await revoke(boss.token, crypto.randomUUID(), { reason: 'Gone' })).status).toBe(404);
    expect((await row(funded.id)).revokedAt).toBeNull();
    expect(await auditsOf(funded.id)).toEqual([]);
  });

  it('answers a missing, blank or too long reason with 400 and its message, in the caller’s language, writing nothing', async () => {
    const { funded } = await fundedMember();
    const cases: [unknown, string, string][] = [
      [{}, 'en', 'A reason is required'],
      [{ reason: '   ' }, 'en', 'A reason is required'],
      [{ reason: 'x'.repeat(501) }, 'en', 'Too long'],
      [{ reason: 42 }, 'en', 'reason is not valid'],
      [{}, 'fr', 'Un motif est obligatoire'],
    ];
    for (const [body, lang, message] of cases) {
      const response = await revoke(boss.token, funded.id, body, lang);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message, JSON.stringify(body)).toContain(message);
    }
    expect(await row(funded.id)).toMatchObject({ revokedAt: null, revokedReason: null });
    expect(await auditsOf(funded.id)).toEqual([]);
  });

  it('draws the PDF with the holder’s name in any script, kind, account size, date, code and the verification address', async () => {
    const { member, funded } = await fundedMember({ firstName: '太郎', lastName: '山田' });
    expect(funded.holderName).toBe('山田 太郎');
    const pdf = await download(member.token, funded.id);
    expect(pdf.status, pdf.json?.message).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="certificate-${funded.code}.pdf"`);
    const text = pdfText(pdf.bytes);
    for (const expected of [
      'Funded Trader Certificate',
      '山田 太郎',
      'has qualified for a funded account: Two-Step 10K — Funded.',
      squash(formatMoney(1_000_000, 'USD', 'en', { whole: true })),
      funded.code,
      `${APP_URL}/certificates/verify/${funded.code}`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('REVOKED');
    // The QR code and the address are links to the public page.
    expect(pdf.bytes.toString('latin1')).toContain(`/URI (${APP_URL}/certificates/verify/${funded.code})`);
  });

  it('draws the PDF in the request’s language, and a revoked one says so', async () => {
    const { member, funded } = await fundedMember();
    const at = h.clock.now();
    expect((await revoke(boss.token, funded.id, { reason: 'Règles enfreintes' })).status).toBe(200);
    const pdf = await download(member.token, funded.id, 'fr');
    expect(pdf.status).toBe(200);
    const text = pdfText(pdf.bytes);
    for (const expected of [
      'Certificat de trader financé',
      squash(formatMoney(1_000_000, 'USD', 'fr', { whole: true })),
      'RÉVOQUÉ',
      `Révoqué le ${formatDate(at, 'fr', 'date', { timeZone: 'UTC' })} — Règles enfreintes`,
      verificationUrl(APP_URL, funded.code, 'fr'),
    ]) {
      expect(text).toContain(squash(expected));
    }
    expect(verificationUrl(APP_URL, funded.code, 'fr')).toBe(`${APP_URL}/fr/certificates/verify/${funded.code}`);
  });

  it('gives the PDF to its holder and administrators only: another member 403, no session 401, an unknown id 404', async () => {
    const { funded } = await fundedMember();
    const other = await signedInMember(h);
    const denied = await download(other.token, funded.id);
    expect(denied.status).toBe(403);
    expect(denied.json).toEqual(forbidden);
    expect((await download(null, funded.id)).status).toBe(401);
    expect((await download(boss.token, funded.id)).status).toBe(200);
    expect((await download(boss.token, crypto.randomUUID())).status).toBe(404);
  });

  it('signs payout certificates with the payout they prove', async () => {
    const { member } = await fundedMember();
    const payoutId = crypto.randomUUID();
    const issued = await issueCertificate(h.db, h.services.certificates, {
      userId: member.id,
      accountId: null,
      payoutId,
      kind: 'payout',
      title: 'Two-Step 10K — Payout',
      amount: 123_45,
      currency: 'USD',
      issuedAt: h.clock.now(),
    });
    expect(issued).toMatchObject({ kind: 'payout', payoutId, amount: 123_45 });
    expect((await h.request(`/api/certificates/verify/${issued.code}`)).body.status).toBe('valid');
    // Pointing it at another payout breaks the signature.
    await h.db.update(certificates).set({ payoutId: crypto.randomUUID() }).where(eq(certificates.id, issued.id));
    expect((await h.request(`/api/certificates/verify/${issued.code}`)).body.status).toBe('invalid');
  });
});

describe.each(drivers)('certificates issued before signing existed (%s)', (driver) => {
  const h = useHarness(driver);

  async function unsignedCertificate(h: Harness, userId: string, holderName: string) {
    const [row] = await h.db
      .insert(certificates)
      .values({
        code: certificateCode(),
        userId,
        accountId: null,
        kind: 'phase_passed',
        holderName,
        title: 'Two-Step 10K — Phase 1',
        issuedAt: new Date('2026-01-05T10:00:00Z'),
      })
      .returning();
    return row as Certificate;
  }

  it('are signed once by the start-up backfill; a signature removed later is not signed again', async () => {
    const { user } = await h.member();
    const old = [await unsignedCertificate(h, user.id, 'Maria Novak'), await unsignedCertificate(h, user.id, 'Maria Novak')];
    expect((await h.request(`/api/certificates/verify/${old[0]!.code}`)).body.status).toBe('invalid');

    expect(await signUnsigned(h.db, h.services.certificates)).toBe(2);
    for (const certificate of old) expect((await h.request(`/api/certificates/verify/${certificate.code}`)).body.status).toBe('valid');
    const signatures = (await h.db.select({ signature: certificates.signature }).from(certificates)).map((r) => r.signature);
    // Idempotent: a second start changes nothing.
    expect(await signUnsigned(h.db, h.services.certificates)).toBe(0);
    expect((await h.db.select({ signature: certificates.signature }).from(certificates)).map((r) => r.signature)).toEqual(signatures);

    // Someone edits a record and clears its signature: a restart does not launder the edit.
    await h.db.update(certificates).set({ holderName: 'Someone Else', signature: null }).where(eq(certificates.id, old[0]!.id));
    expect(await signUnsigned(h.db, h.services.certificates)).toBe(0);
    expect((await h.request(`/api/certificates/verify/${old[0]!.code}`)).body.status).toBe('invalid');
  });
});
