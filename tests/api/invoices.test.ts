import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { en } from '../../src/i18n/en';
import { formatMoney } from '../../src/i18n/format';
import type { BillingDetails } from '../../src/schemas/orders';
import { seedCatalogue } from '../../src/server/challenges/catalogue';
import { type Invoice, invoiceCounters, invoices, orders, tradingAccounts, users } from '../../src/server/db/schema';
import { parseEnv } from '../../src/server/env';
import { renderInvoicePdf, uncovered } from '../../src/server/invoices/pdf';
import { invoiceDocument } from '../../src/server/invoices/service';
import { log } from '../../src/server/log';
import type { Mail } from '../../src/server/mail';
import { credentialsOf } from '../../src/server/platforms/service';
import { businessBilling } from '../builders/orders';
import { APP_URL, BRIDGE_SECRET, drivers, type Harness, JWT_SECRET, uniqueEmail, useHarness } from './harness';
import { accountRow, challengeBySlug, forbidden, type Person, refresh, signedInAdmin, unauthorized } from './tradingHelpers';

/**
 * Invoices and credit notes (issue 8): gapless numbers under concurrency, the PDF's text as a
 * reader sees it (poppler's pdftotext), byte-identical rebuilds, who may download, and the mail
 * a member gets once an order is paid.
 */

// Fails with the way out when poppler cannot be installed here, rather than with a spawn error per test.
beforeAll(() => {
  const ensured = spawnSync('bash', ['scripts/ensure-poppler.sh'], { encoding: 'utf8' });
  const probe = spawnSync('pdftotext', ['-v'], { encoding: 'utf8' });
  if (ensured.status !== 0 || probe.error) {
    throw new Error(
      `pdftotext (Debian's poppler-utils) is needed to read invoice PDFs and could not be installed: run \`bash scripts/ensure-poppler.sh\` as root.\n${ensured.stdout}${ensured.stderr}`,
    );
  }
}, 180_000);

/** Runs a poppler tool on the PDF (written to a temporary file) and returns what it printed. */
function poppler(tool: 'pdftotext' | 'pdffonts' | 'pdfinfo', pdf: Buffer, args: string[] = []): string {
  const dir = mkdtempSync(join(tmpdir(), 'invoice-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    const result = spawnSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' });
    if (result.error || result.status !== 0) throw new Error(`${tool} failed: ${result.error?.message ?? result.stderr}`);
    return result.stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of a PDF as pdftotext reads it, with every run of white space made one space. */
const pdfText = (pdf: Buffer) => squash(poppler('pdftotext', pdf, ['-enc', 'UTF-8']));

/** Intl puts no-break and narrow no-break spaces into amounts; compare them as plain spaces. */
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
const usd = (minor: number, locale = 'en') => squash(formatMoney(minor, 'USD', locale));

const czechBuyer: BillingDetails = {
  firstName: 'Tomáš',
  lastName: 'Dvořák',
  email: 'tomas.dvorak@example.cz',
  address: 'Žitná 15',
  city: 'Brno',
  postalCode: '602 00',
  country: 'CZ',
  type: 'Individual',
  companyName: '',
  vatNumber: '',
};

const japaneseBuyer: BillingDetails = {
  firstName: 'さくら',
  lastName: '長谷川',
  email: 'sakura.hasegawa@example.jp',
  address: '渋谷区神南1-2-3 ハイツ201',
  city: '東京都',
  postalCode: '150-0041',
  country: 'JP',
  type: 'Individual',
  companyName: '',
  vatNumber: '',
};

const chineseBuyer: BillingDetails = {
  firstName: 'Wei',
  lastName: 'Zhang',
  email: 'zhang.wei@example.cn',
  address: '朝阳区建国路88号 现代城5号楼',
  city: '北京市',
  postalCode: '100022',
  country: 'CN',
  type: 'Individual',
  companyName: '',
  vatNumber: '',
};

/** The seller in Prague with 21 % VAT inside prices, so invoices carry a VAT line and EU businesses the reverse charge. */
const sellerEnv = {
  NODE_ENV: 'test',
  JWT_SECRET,
  APP_URL,
  BRIDGE_SECRET,
  VAT_RATE: '21',
  SELLER_NAME: 'Žlutý Trading s.r.o.',
  SELLER_ADDRESS: 'Na Příkopě 12, 110 00 Praha 1',
  SELLER_COUNTRY: 'CZ',
  SELLER_VAT_ID: 'CZ12345678',
  SELLER_EMAIL: 'billing@zluty.example',
  SELLER_IBAN: 'CZ65 0800 0000 1920 0014 5399',
  SELLER_BIC: 'GIBACZPX',
};

/** The two-step 10k costs $99.00 including 21 % VAT: 1718 of it is VAT, 8182 net. */
const price = 9_900;

describe('invoice faces', () => {
  it('draw every letter of Czech, German, Japanese and Chinese names and addresses', () => {
    const texts = [
      'Tomáš Dvořák, Žitná 15, Ďáblice, Kůň úpěl ťuk',
      'Friedrichstraße 12, Jürgen Größe, Ärger, Öl',
      '長谷川 さくら, 渋谷区神南1-2-3 ハイツ201, 東京都, 髙橋 ヴァイオリン',
      '张伟, 北京市朝阳区建国路88号, 这们说话',
      'Zürich, Łódź, Ørsted, İstanbul, ¥1,234 ￥1,234 €99,00 −1 №',
    ];
    for (const text of texts) expect(uncovered(text), text).toEqual([]);
  });

  it('draw a document the same whatever was drawn before it in the process', async () => {
    const row: Invoice = {
      id: crypto.randomUUID(),
      orderId: crypto.randomUUID(),
      kind: 'invoice',
      number: 'INV-2026-000042',
      year: 2026,
      sequence: 42,
      locale: 'zh',
      issuedAt: new Date('2026-11-23T09:30:00.123Z'),
      refersToId: null,
      seller: {
        name: 'Funding Platform',
        address: 'Demo Street 1',
        country: 'CZ',
        vatId: '',
        iban: '',
        bic: '',
        email: 'billing@example.com',
      },
      buyer: chineseBuyer,
      description: 'Two-Step 10K (MT5) — FP-261123-0A1B2C3D',
      currency: 'USD',
      price,
      discount: 0,
      discountCode: null,
      vatRate: 0,
      vat: 0,
      reverseCharge: false,
      vatCheck: null,
      total: price,
      reason: null,
    };
    const document = { invoice: row, locale: 'zh' as const, demo: false, refersTo: null };
    // First a document whose Ž (drawn as Z plus a caron) reaches the bold Z only inside another glyph…
    const czech = { ...row, seller: { ...row.seller, name: 'Žlutý Trading' }, buyer: czechBuyer };
    await renderInvoicePdf({ ...document, invoice: czech, locale: 'de' });
    // …then the Chinese member's, whose name has a bold Z, then one in Japanese, then the same again.
    const first = await renderInvoicePdf(document);
    expect(pdfText(first)).toContain('Wei Zhang');
    await renderInvoicePdf({ ...document, invoice: { ...row, buyer: japaneseBuyer }, locale: 'ja' });
    expect((await renderInvoicePdf(document)).equals(first)).toBe(true);
  }, 30_000);
});

describe.each(drivers)(
  'invoices (%s)',
  (driver) => {
    const h = useHarness(driver);
    let boss: Person;

    beforeAll(async () => {
      h.services.env = parseEnv(sellerEnv);
      await seedCatalogue(h.services.db);
      boss = await signedInAdmin(h);
    });

    afterEach(() => {
      vi.restoreAllMocks();
    });

    /** A member registered in `lang` (their users.locale), signed in. */
    async function member(harness: Harness, lang = 'en'): Promise<Person> {
      const { email, password, user } = await harness.member({ lang, email: uniqueEmail('buyer') });
      return { email, password, id: user.id, token: await harness.token(email, password) };
    }

    async function order(person: Person, billing: BillingDetails, provider: 'manual' | 'demo', discountCode = '') {
      const challenge = await challengeBySlug(h, 'two-step-10k');
      const response = await h.authed(person.token, '/api/orders', {
        body: { challengeId: challenge.id, billing, provider, discountCode, acceptTerms: true },
      });
      expect(response.status, response.text).toBe(201);
      return response.body.order as { id: string; number: string; status: string; total: number; vat: number; reverseCharge: boolean };
    }

    async function markPaid(orderId: string) {
      const response = await h.authed(boss.token, `/api/admin/orders/${orderId}/mark-paid`, { method: 'POST' });
      expect(response.status, response.text).toBe(200);
      return response.body as { id: string; invoiceId: string | null; creditNoteId: string | null };
    }

    async function discountCode(value: number): Promise<string> {
      const code = `SAVE${value}${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
      const response = await h.authed(boss.token, '/api/admin/discount-codes', { body: { code, kind: 'percent', value } });
      expect(response.status, response.text).toBe(201);
      return code;
    }

    /** GET /api/invoices/:id/pdf with the raw bytes (the harness's request reads bodies as text). */
    async function download(token: string | null, id: string) {
      const response = await h.app.request(
        `/api/invoices/${id}/pdf`,
        { headers: token ? { Authorization: `Bearer ${token}` } : {} },
        { clientAddress: h.nextIp() },
      );
      const bytes = Buffer.from(await response.arrayBuffer());
      const json = response.headers.get('content-type')?.includes('json') ? JSON.parse(bytes.toString('utf8')) : undefined;
      return { status: response.status, headers: response.headers, bytes, json };
    }

    async function invoiceRow(id: string) {
      const [row] = await h.db.select().from(invoices).where(eq(invoices.id, id));
      if (!row) throw new Error(`No invoice ${id}`);
      return row;
    }

    const mailsTo = (email: string): Mail[] => h.mails.filter((mail) => mail.to === email);

    it('gives 20 orders marked paid at the same time 20 distinct, consecutive invoice numbers with no gap', async () => {
      const buyer = await member(h);
      const placed = [];
      for (let i = 0; i < 20; i++) placed.push(await order(buyer, czechBuyer, 'manual'));
      const year = h.clock.now().getUTCFullYear();
      const counter = async () => {
        const [row] = await h.db
          .select()
          .from(invoiceCounters)
          .where(and(eq(invoiceCounters.kind, 'invoice'), eq(invoiceCounters.year, year)));
        return row?.last ?? 0;
      };
      const before = await counter();

      const answers = await Promise.all(
        placed.map((placedOrder) => h.authed(boss.token, `/api/admin/orders/${placedOrder.id}/mark-paid`, { method: 'POST' })),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));

      const rows = await h.db
        .select()
        .from(invoices)
        .where(
          inArray(
            invoices.orderId,
            placed.map((placedOrder) => placedOrder.id),
          ),
        );
      expect(rows).toHaveLength(20);
      const sequences = rows.map((row) => row.sequence).sort((a, b) => a - b);
      expect(sequences).toEqual(Array.from({ length: 20 }, (_, i) => before + i + 1));
      for (const row of rows) {
        expect(row).toMatchObject({ kind: 'invoice', year, number: `INV-${year}-${String(row.sequence).padStart(6, '0')}`, total: price });
      }
      expect(new Set(rows.map((row) => row.number)).size).toBe(20);
      expect(await counter()).toBe(before + 20);
      // Each order's view names its own invoice.
      for (const answer of answers) {
        expect(answer.body.invoiceId).toBe(rows.find((row) => row.orderId === answer.body.id)?.id);
      }
      // And each payment mailed its own invoice to the buyer.
      const attached = mailsTo(buyer.email).map((mail) => mail.attachments?.[0]?.filename);
      expect(attached.sort()).toEqual(rows.map((row) => `${row.number}.pdf`).sort());
    }, 120_000);

    it('prints the number, the Czech buyer, the discount code, the VAT line and the total on an English invoice', async () => {
      const buyer = await member(h);
      const code = await discountCode(10);
      const placed = await order(buyer, czechBuyer, 'manual', code);
      // 10 % off $99.00 is $89.10, of which 21 % VAT inside is $15.46.
      expect(placed).toMatchObject({ total: 8_910, vat: 1_546, reverseCharge: false });
      const paid = await markPaid(placed.id);
      const invoice = await invoiceRow(paid.invoiceId!);

      const pdf = await download(buyer.token, invoice.id);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="${invoice.number}.pdf"`);
      expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(pdf.bytes);
      for (const expected of [
        'Invoice',
        invoice.number,
        'Tomáš Dvořák',
        'Žitná 15',
        '602 00 Brno',
        'Czechia',
        'Žlutý Trading s.r.o.',
        'Na Příkopě 12, 110 00 Praha 1',
        'VAT ID: CZ12345678',
        'IBAN CZ65 0800 0000 1920 0014 5399',
        'BIC GIBACZPX',
        `Two-Step`,
        placed.number,
        usd(price),
        `Discount (${code})`,
        usd(-990),
        'Net amount',
        usd(7_364),
        'VAT 21 %',
        usd(1_546),
        'Total',
        usd(8_910),
      ]) {
        expect(text, expected).toContain(squash(expected));
      }
      expect(text).not.toContain('DEMO');
      expect(text).not.toContain('Reverse charge');
    });

    it("sets a Japanese member's invoice in Japanese with the buyer's name and address in Japanese script, and labels a demo order", async () => {
      const buyer = await member(h, 'ja');
      const placed = await order(buyer, japaneseBuyer, 'demo');
      expect(placed.status).toBe('paid');
      const view = await h.authed(buyer.token, `/api/orders/${placed.id}`);
      const invoice = await invoiceRow(view.body.order.invoiceId);

      const pdf = await download(buyer.token, invoice.id);
      expect(pdf.status).toBe(200);
      const text = pdfText(pdf.bytes);
      for (const expected of [
        '請求書',
        invoice.number,
        '長谷川 さくら',
        '渋谷区神南1-2-3 ハイツ201',
        '150-0041 東京都',
        '日本',
        'チェコ',
        'VAT 21%',
        usd(1_718, 'ja'),
        '合計',
        usd(price, 'ja'),
        'デモ — 支払いは行われていません',
      ]) {
        expect(text, expected).toContain(squash(expected));
      }
      // Both faces are embedded (as subsets), so the characters are drawn and not only extractable.
      const fonts = poppler('pdffonts', pdf.bytes);
      expect(fonts).toMatch(/\+NotoSansSC-Regular\s+CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/);
      expect(fonts).toMatch(/\+NotoSans-Regular\s+CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/);
    });

    it('writes a Chinese address for a Chinese-speaking member', async () => {
      const buyer = await member(h, 'zh');
      const placed = await order(buyer, chineseBuyer, 'demo');
      const view = await h.authed(buyer.token, `/api/orders/${placed.id}`);
      const text = pdfText((await download(buyer.token, view.body.order.invoiceId)).bytes);
      for (const expected of [
        '发票',
        'Wei Zhang',
        '朝阳区建国路88号 现代城5号楼',
        '100022 北京市',
        '中国',
        '增值税 21%',
        '合计',
        usd(price, 'zh'),
        '演示',
      ]) {
        expect(text, expected).toContain(squash(expected));
      }
    });

    it('invoices an EU business with a verified VAT number under the reverse charge: no VAT, the Art. 196 note, in German and English', async () => {
      const buyer = await member(h, 'de');
      const placed = await order(buyer, businessBilling, 'manual');
      // VAT until the number is verified; here an administrator confirms it before payment (issue 27, item 4).
      expect(placed).toMatchObject({ reverseCharge: false, vat: 1_718, total: price });
      const confirmed = await h.authed(boss.token, `/api/admin/orders/${placed.id}/confirm-vat-number`, { method: 'POST' });
      expect(confirmed.body).toMatchObject({ reverseCharge: true, vat: 0, total: 8_182 });
      const paid = await markPaid(placed.id);
      const invoice = await invoiceRow(paid.invoiceId!);
      expect(invoice).toMatchObject({ reverseCharge: true, vat: 0, total: 8_182, price });

      const german = pdfText((await download(buyer.token, invoice.id)).bytes);
      for (const expected of [
        'Rechnung',
        invoice.number,
        'Jonas Becker',
        'Becker Trading GmbH',
        'USt-IdNr.: DE136695976',
        'Friedrichstraße 12',
        '10117 Berlin',
        'Deutschland',
        'Steuerschuldnerschaft des Leistungsempfängers',
        'USt. 0 %',
        'Gesamtbetrag',
        usd(8_182, 'de'),
        'vom Verkäufer bestätigt',
      ]) {
        expect(german, expected).toContain(squash(expected));
      }
      expect(german).not.toContain('USt. 21 %');

      const document = await invoiceDocument(h.db, invoice.id);
      const english = pdfText(await renderInvoicePdf({ ...document!, locale: 'en' }));
      for (const expected of [
        'Reverse charge: VAT to be accounted for by the recipient (Art. 196 Council Directive 2006/112/EC)',
        'VAT 0 %',
        'VAT included in the price, not charged',
        usd(-1_718),
        'Net amount',
        usd(8_182),
        'The buyer’s VAT number was confirmed by the seller on',
      ]) {
        expect(english, expected).toContain(squash(expected));
      }
    });

    it('issues a credit note CN-… on a refund that refers to the invoice with every amount negated, and prints it', async () => {
      const buyer = await member(h);
      const code = await discountCode(10);
      const placed = await order(buyer, czechBuyer, 'manual', code);
      const paid = await markPaid(placed.id);
      const invoice = await invoiceRow(paid.invoiceId!);

      h.clock.advance(3 * 86_400_000);
      // Sessions have expired by then: sign in again.
      boss = await refresh(h, boss);
      const again = await refresh(h, buyer);
      const reason = 'Chargeback from the bank';
      const refund = await h.authed(boss.token, `/api/admin/orders/${placed.id}/refund`, { body: { reason } });
      expect(refund.status, refund.text).toBe(200);
      expect(refund.body).toMatchObject({ status: 'refunded', invoiceId: invoice.id, creditNoteId: expect.any(String) });
      const note = await invoiceRow(refund.body.creditNoteId);
      const year = h.clock.now().getUTCFullYear();
      expect(note).toMatchObject({
        kind: 'creditNote',
        orderId: placed.id,
        refersToId: invoice.id,
        year,
        number: `CN-${year}-${String(note.sequence).padStart(6, '0')}`,
        issuedAt: h.clock.now(),
        buyer: invoice.buyer,
        currency: 'USD',
        price: -invoice.price,
        discount: -invoice.discount,
        discountCode: code,
        vatRate: invoice.vatRate,
        vat: -invoice.vat,
        reverseCharge: false,
        total: -invoice.total,
        reason,
      });
      expect(note.total).toBe(-8_910);

      // The member sees it in their order, and downloads it.
      const view = await h.authed(again.token, `/api/orders/${placed.id}`);
      expect(view.body.order).toMatchObject({ invoiceId: invoice.id, creditNoteId: note.id });
      const pdf = await download(again.token, note.id);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="${note.number}.pdf"`);
      const text = pdfText(pdf.bytes);
      for (const expected of [
        'Credit note',
        note.number,
        `Refers to invoice ${invoice.number}`,
        `Reason: ${reason}`,
        'Tomáš Dvořák',
        usd(-price),
        usd(990),
        'VAT 21 %',
        usd(-1_546),
        usd(-8_910),
      ]) {
        expect(text, expected).toContain(squash(expected));
      }
    });

    it('rebuilds the same row byte for byte, days later and outside the route, dated by its issue time', async () => {
      const buyer = await member(h);
      const placed = await order(buyer, japaneseBuyer, 'demo');
      const view = await h.authed(buyer.token, `/api/orders/${placed.id}`);
      const id = view.body.order.invoiceId as string;
      const first = await download(buyer.token, id);
      h.clock.advance(40 * 86_400_000);
      // The member since switched to German: the invoice stays in the language it was issued in.
      await h.db.update(users).set({ locale: 'de' }).where(eq(users.id, buyer.id));
      boss = await refresh(h, boss);
      const second = await download((await refresh(h, buyer)).token, id);
      expect(second.status).toBe(200);
      expect(second.bytes.equals(first.bytes)).toBe(true);
      const document = await invoiceDocument(h.db, id);
      expect((await renderInvoicePdf(document!)).equals(first.bytes)).toBe(true);

      const issuedAt = (await invoiceRow(id)).issuedAt.toISOString().replace(/\.\d+Z$/, 'Z');
      expect(poppler('pdfinfo', first.bytes, ['-isodates'])).toMatch(new RegExp(`CreationDate:\\s+${issuedAt}`));
    });

    it("answers another member's invoice with 403, an unknown one with 404, a bad id with 400 and no session with 401; an administrator may read it", async () => {
      const owner = await member(h);
      const other = await member(h);
      const placed = await order(owner, czechBuyer, 'demo');
      const view = await h.authed(owner.token, `/api/orders/${placed.id}`);
      const id = view.body.order.invoiceId as string;

      const stranger = await download(other.token, id);
      expect(stranger.status).toBe(403);
      expect(stranger.json).toEqual(forbidden);
      expect(stranger.bytes.toString('latin1')).not.toContain('%PDF');

      const missing = await download(owner.token, crypto.randomUUID());
      expect(missing.status).toBe(404);
      expect(missing.json).toEqual({ message: 'The requested invoice is not found' });
      expect((await download(owner.token, 'not-a-uuid')).status).toBe(400);

      const anonymous = await download(null, id);
      expect(anonymous.status).toBe(401);
      expect(anonymous.json).toEqual(unauthorized);

      const admin = await download(boss.token, id);
      expect(admin.status).toBe(200);
      expect(pdfText(admin.bytes)).toContain('Tomáš Dvořák');
    });

    it("mails the buyer once paid, in their language, with the order, the invoice PDF attached and the account's platform credentials", async () => {
      const buyer = await member(h);
      const challenge = await challengeBySlug(h, 'two-step-10k');
      const placed = await order(buyer, czechBuyer, 'manual');
      expect(mailsTo(buyer.email)).toHaveLength(0);
      await markPaid(placed.id);

      const mails = mailsTo(buyer.email);
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      // To the member's own address, not the billing address typed at checkout.
      expect(mailsTo(czechBuyer.email)).toHaveLength(0);
      const [account] = await h.db.select().from(tradingAccounts).where(eq(tradingAccounts.orderId, placed.id));
      const [stored] = await h.db
        .select()
        .from(invoices)
        .where(and(eq(invoices.orderId, placed.id), eq(invoices.kind, 'invoice')));
      expect(mail.subject).toBe(`Order ${placed.number} is paid: your ${challenge.name} account is ready`);
      for (const expected of [
        `Order: ${placed.number}`,
        `Challenge: ${challenge.name}`,
        `Total: ${formatMoney(price, 'USD', 'en')}`,
        `Login: ${account!.login}`,
        `Platform: ${account!.platform}`,
        // The server of the platform that opens it, even while the account is on its way there.
        'Server: FundingPlatform-Demo',
        en['mail.order.password'],
        `Your invoice ${stored!.number} is attached as a PDF.`,
        `${APP_URL}/accounts`,
      ]) {
        expect(mail.text, expected).toContain(expected);
      }
      // Where the trading password is, never the password: it is shown on the overview only.
      await h.runPlatformCommands();
      const password = credentialsOf(h.services, await accountRow(h, account!.id)).password;
      expect(password).toMatch(/^.{12}$/);
      expect(mail.text).not.toContain(password);
      expect(mail.text).not.toContain('This was a demo order');

      expect(mail.attachments).toHaveLength(1);
      const attachment = mail.attachments![0]!;
      expect(attachment).toMatchObject({ filename: `${stored!.number}.pdf`, contentType: 'application/pdf' });
      // The attachment is the very document the download route serves.
      expect(attachment.content.equals((await download(buyer.token, stored!.id)).bytes)).toBe(true);
      expect(pdfText(attachment.content)).toContain('Tomáš Dvořák');
    });

    it('mails a German member in German and says a demo order took no payment', async () => {
      const buyer = await member(h, 'de');
      const placed = await order(buyer, czechBuyer, 'demo');
      const [mail] = mailsTo(buyer.email);
      expect(mail?.subject).toMatch(new RegExp(`^Bestellung ${placed.number} ist bezahlt`));
      expect(mail?.text).toContain('Dies war eine Demo-Bestellung: Es wurde keine Zahlung eingezogen.');
      expect(mail?.text).toContain(`Gesamtbetrag: ${formatMoney(price, 'USD', 'de')}`);
      expect(mail?.text).toContain(`${APP_URL}/de/accounts`);
      expect(pdfText(mail!.attachments![0]!.content)).toContain('DEMO – es wurde keine Zahlung eingezogen');
    });

    it('keeps the payment, the invoice and the account when the mail cannot be sent, and logs the failure', async () => {
      const buyer = await member(h);
      const logged = vi.spyOn(log, 'error').mockImplementation(() => {});
      const mailer = h.services.mailer;
      h.services.mailer = {
        async send() {
          throw new Error('SMTP server is down');
        },
      };
      try {
        const placed = await order(buyer, czechBuyer, 'demo');
        expect(placed.status).toBe('paid');
        const [stored] = await h.db.select().from(orders).where(eq(orders.id, placed.id));
        expect(stored!.status).toBe('paid');
        expect(await h.db.select().from(invoices).where(eq(invoices.orderId, placed.id))).toHaveLength(1);
        expect(await h.db.select().from(tradingAccounts).where(eq(tradingAccounts.orderId, placed.id))).toHaveLength(1);
        expect(logged).toHaveBeenCalledWith({ err: expect.any(Error) }, `The paid mail for order ${placed.number} could not be sent`);
      } finally {
        h.services.mailer = mailer;
      }
    });
    // Each test renders and reads several PDFs; a loaded two-core machine needs more than the default 5 s.
  },
  30_000,
);
