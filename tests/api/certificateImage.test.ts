import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { certificateImagePath, certificateSvg, escapeXml } from '../../src/server/certificates/image';
import { issueCertificate, verifyCertificate } from '../../src/server/certificates/service';
import { type Certificate, users } from '../../src/server/db/schema';
import { APP_URL, drivers, useHarness } from './harness';
import { signedInAdmin, signedInMember } from './tradingHelpers';

/**
 * A certificate's share image (docs/decisions/040): the 1200 × 630 PNG link previews show for its
 * public page, public and cached by tag, stamped once revoked; 404 JSON for a code no certificate has.
 */

/** Width and height from a PNG's IHDR chunk, after checking the signature and the chunk's name. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The first picture of a process parses the font faces (the CJK one is 10 MB a weight). */
const drawing = 30_000;

describe.each(drivers)('certificate images (%s)', (driver) => {
  // Opening the embedded database takes seconds on a busy machine.
  const h = useHarness(driver, 60_000);

  /** A funded certificate of a new member with this name, issued through the service as the engine does. */
  async function certificateOf(firstName: string, lastName: string): Promise<Certificate> {
    const member = await signedInMember(h);
    await h.db.update(users).set({ firstName, lastName }).where(eq(users.id, member.id));
    return issueCertificate(h.db, h.services.certificates, {
      userId: member.id,
      accountId: null,
      kind: 'funded',
      title: 'Two-Step 10K — Funded',
      amount: 1_000_000,
      currency: 'USD',
      issuedAt: h.clock.now(),
    });
  }

  /** GET the image with the raw bytes (the harness's request reads bodies as text). */
  async function image(path: string, headers: Record<string, string> = {}) {
    const response = await h.app.request(path, { headers }, { clientAddress: h.nextIp() });
    const bytes = Buffer.from(await response.arrayBuffer());
    return { status: response.status, headers: response.headers, bytes };
  }

  it(
    'draws a 1200 × 630 PNG anyone may fetch, cached publicly and revalidated by its tag',
    async () => {
      const certificate = await certificateOf('Maria', 'Novak');
      const path = certificateImagePath(certificate.code, 'en');
      expect(path).toBe(`/api/certificates/verify/${certificate.code}/image.png`);

      const drawn = await image(path);
      expect(drawn.status, drawn.bytes.toString('utf8', 0, 200)).toBe(200);
      expect(drawn.headers.get('content-type')).toBe('image/png');
      expect(pngSize(drawn.bytes)).toEqual({ width: 1200, height: 630 });
      expect(drawn.headers.get('cache-control')).toBe('public, max-age=300');
      const tag = drawn.headers.get('etag');
      expect(tag).toMatch(/^"[\w-]+"$/);

      const again = await image(path, { 'If-None-Match': tag as string });
      expect(again.status).toBe(304);
      expect(again.bytes).toHaveLength(0);
      expect(again.headers.get('etag')).toBe(tag);
      // Another language is another picture, with a tag of its own.
      const japanese = await image(certificateImagePath(certificate.code, 'ja'));
      expect(japanese.status).toBe(200);
      expect(pngSize(japanese.bytes)).toEqual({ width: 1200, height: 630 });
      expect(japanese.headers.get('etag')).not.toBe(tag);
    },
    drawing,
  );

  it(
    'draws a name in Chinese characters, and stamps the picture once the certificate is revoked (a new tag)',
    async () => {
      const certificate = await certificateOf('太郎', '山田');
      const path = certificateImagePath(certificate.code, 'ja');
      const before = await image(path);
      expect(before.status).toBe(200);
      expect(pngSize(before.bytes)).toEqual({ width: 1200, height: 630 });

      const admin = await signedInAdmin(h);
      const revoked = await h.authed(admin.token, `/api/admin/certificates/${certificate.id}/revoke`, {
        body: { reason: 'Issued in error' },
      });
      expect(revoked.status, revoked.text).toBe(200);
      const after = await image(path, { 'If-None-Match': before.headers.get('etag') as string });
      expect(after.status).toBe(200);
      expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
      expect(after.bytes.equals(before.bytes)).toBe(false);
    },
    drawing,
  );

  it('answers a code no certificate has with 404 JSON, and a language it does not speak with 400', async () => {
    const unknown = await h.request('/api/certificates/verify/ZZZZZZZZ22/image.png');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toContain('application/json');
    expect(unknown.body).toEqual({ message: 'The requested certificate is not found' });

    const certificate = await certificateOf('Ana', 'Souza');
    const language = await h.request(`/api/certificates/verify/${certificate.code}/image.png?lang=xx`);
    expect(language.status).toBe(400);
    expect(language.body).toHaveProperty('message');
    expect((await h.request('/api/certificates/verify/not-a-code/image.png')).status).toBe(400);
  });

  it('checks a code for the API and the server-rendered page with one function: the same answer, null for none', async () => {
    const certificate = await certificateOf('Lena', 'Berg');
    const api = await h.request(`/api/certificates/verify/${certificate.code}`);
    expect(api.status).toBe(200);
    expect(await verifyCertificate(h.services, certificate.code)).toEqual(api.body);
    expect(await verifyCertificate(h.services, 'ZZZZZZZZ22')).toBeNull();
    // Lower case, spaces, anything but a code: no query, no certificate.
    expect(await verifyCertificate(h.services, certificate.code.toLowerCase())).toBeNull();
    expect(await verifyCertificate(h.services, "' OR 1=1 --")).toBeNull();
  });

  it('is described in the OpenAPI document', async () => {
    const document = (await h.request('/api/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    expect(document.paths['/api/certificates/verify/{code}/image.png']?.get).toBeDefined();
  });
});

describe('the certificate picture as SVG', () => {
  const certificate = {
    code: 'K7M2Q9XR4T',
    kind: 'payout',
    holderName: `Zoë <script>alert("x")</script> & O'Brien\u0000\u0007`,
    title: 'Two-Step 10K — Payout',
    amount: 123_456,
    currency: 'EUR',
    issuedAt: new Date('2026-11-23T09:30:00Z'),
    revokedAt: null,
  } as Certificate;

  it('escapes every text it draws, and drops characters XML cannot carry', () => {
    const svg = certificateSvg({ certificate, status: 'valid', locale: 'en', appUrl: APP_URL });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('Zoë &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; O&apos;Brien');
    expect(svg).not.toMatch(/\p{Cc}/u);
    expect(escapeXml('a\r\nb\t<c>')).toBe('a b &lt;c&gt;');
  });

  it('shows the amount and date in the page’s language, the code and where to check it', () => {
    const svg = certificateSvg({ certificate, status: 'valid', locale: 'de', appUrl: APP_URL });
    expect(svg).toContain('1.234,56');
    expect(svg).toContain('23.11.2026');
    expect(svg).toContain('K7M2Q9XR4T');
    expect(svg).toContain('app.example.test/de/certificates/verify/K7M2Q9XR4T');
    expect(svg).not.toContain('WIDERRUFEN');
    const revoked = certificateSvg({
      certificate: { ...certificate, revokedAt: new Date('2026-11-25T10:00:00Z') },
      status: 'revoked',
      locale: 'de',
      appUrl: APP_URL,
    });
    expect(revoked).toContain('WIDERRUFEN');
    expect(revoked).toContain('Widerrufen am 25.11.2026');
  });
});
