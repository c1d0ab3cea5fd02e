import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BillingDetails } from '../../src/schemas/orders';
import { seedCatalogue } from '../../src/server/challenges/catalogue';
import { invoices, orders } from '../../src/server/db/schema';
import { businessBilling } from '../builders/orders';
import { startViesStandIn, type ViesStandIn } from '../standins/vies';
import { drivers, type Harness, uniqueEmail, useHarness } from './harness';
import { auditRows, challengeBySlug, forbidden, type Person, signedInAdmin, unauthorized } from './tradingHelpers';

/**
 * The reverse charge needs a verified VAT number (issue 27, item 4). With 21 % VAT inside prices
 * and the seller in CZ, a German business ordering the $99.00 challenge pays $81.82 without VAT
 * only when VIES said its number is valid, or an administrator confirmed it before payment;
 * otherwise — a made-up number with good check digits, VIES saying no or being down — it pays
 * $99.00 with $17.18 of VAT. The invoice says which check was made.
 */

const inventedNumber = 'DE111111125'; // valid check digits, registered to nobody
const invented: BillingDetails = { ...businessBilling, vatNumber: inventedNumber };
const seller = { VAT_RATE: '21', SELLER_COUNTRY: 'CZ', SELLER_VAT_ID: 'CZ12345678' };
const withVat = { price: 9_900, vat: 1_718, total: 9_900, reverseCharge: false };
const reverseCharged = { price: 9_900, vat: 0, total: 8_182, reverseCharge: true };

beforeAll(() => {
  const ensured = spawnSync('bash', ['scripts/ensure-poppler.sh'], { encoding: 'utf8' });
  if (ensured.status !== 0) throw new Error(`pdftotext is needed: run \`bash scripts/ensure-poppler.sh\` as root.\n${ensured.stderr}`);
}, 180_000);

/** The PDF's text as pdftotext reads it, white space squashed. */
function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'vat-invoice-'));
  try {
    const file = join(dir, 'invoice.pdf');
    writeFileSync(file, pdf);
    const result = spawnSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(result.stderr);
    return squash(result.stdout);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

type PlacedOrder = { id: string; status: string; vat: number; total: number; reverseCharge: boolean; vatCheck: unknown };

function helpers(h: Harness) {
  const people: { boss?: Person } = {};
  const boss = async () => {
    people.boss ??= await signedInAdmin(h);
    return people.boss;
  };
  return {
    boss,
    async member(lang = 'en'): Promise<Person> {
      const { email, password, user } = await h.member({ lang, email: uniqueEmail('vat') });
      return { email, password, id: user.id, token: await h.token(email, password) };
    },
    async order(person: Person, billing: BillingDetails, provider: 'manual' | 'demo' = 'manual') {
      const challenge = await challengeBySlug(h, 'two-step-10k');
      const response = await h.authed(person.token, '/api/orders', {
        body: { challengeId: challenge.id, billing, provider, acceptTerms: true },
      });
      expect(response.status, response.text).toBe(201);
      return response.body.order as PlacedOrder & { invoiceId: string | null };
    },
    async confirm(orderId: string, token?: string) {
      return h.authed(token ?? (await boss()).token, `/api/admin/orders/${orderId}/confirm-vat-number`, { method: 'POST' });
    },
    async markPaid(orderId: string) {
      const response = await h.authed((await boss()).token, `/api/admin/orders/${orderId}/mark-paid`, { method: 'POST' });
      expect(response.status, response.text).toBe(200);
      return response.body as { invoiceId: string };
    },
    async invoice(id: string) {
      const [row] = await h.db.select().from(invoices).where(eq(invoices.id, id));
      if (!row) throw new Error(`No invoice ${id}`);
      return row;
    },
    async pdf(token: string, invoiceId: string) {
      const response = await h.app.request(
        `/api/invoices/${invoiceId}/pdf`,
        { headers: { Authorization: `Bearer ${token}` } },
        { clientAddress: h.nextIp() },
      );
      expect(response.status).toBe(200);
      return pdfText(Buffer.from(await response.arrayBuffer()));
    },
  };
}

describe.each(drivers)('VAT numbers checked before the reverse charge, without VIES (%s)', (driver) => {
  const h = useHarness(driver, 30_000, { env: () => seller });
  const $ = helpers(h);
  beforeAll(() => seedCatalogue(h.services.db));

  it('invoices an invented VAT number with good check digits WITH VAT, and the invoice says the number was not verified', async () => {
    const buyer = await $.member();
    const placed = await $.order(buyer, invented);
    expect(placed).toMatchObject({ ...withVat, vatCheck: { method: 'none', reason: 'notChecked' } });
    const paid = await $.markPaid(placed.id);
    expect(await $.invoice(paid.invoiceId)).toMatchObject({ ...withVat, vatCheck: { method: 'none', reason: 'notChecked' } });
    const text = await $.pdf(buyer.token, paid.invoiceId);
    expect(text).toContain('VAT 21 %');
    expect(text).toContain('VAT charged: the buyer’s VAT number was not verified, so the reverse charge does not apply.');
    expect(text).not.toContain('Reverse charge');
  });

  it('quotes such a buyer the price with VAT and says an administrator checks the number', async () => {
    const buyer = await $.member();
    const challenge = await challengeBySlug(h, 'two-step-10k');
    const quote = await h.authed(buyer.token, '/api/orders/quote', {
      body: { challengeId: challenge.id, country: 'DE', type: 'Business', vatNumber: inventedNumber },
    });
    expect(quote.status, quote.text).toBe(200);
    expect(quote.body).toMatchObject({ ...withVat, vatNumberCheck: 'admin' });
    const individual = await h.authed(buyer.token, '/api/orders/quote', { body: { challengeId: challenge.id, country: 'DE' } });
    expect(individual.body).toMatchObject({ ...withVat, vatNumberCheck: null });
  });

  it('applies the reverse charge once an administrator confirms the number before payment, audited, and the invoice says so in German', async () => {
    const buyer = await $.member('de');
    const placed = await $.order(buyer, businessBilling);
    expect(placed).toMatchObject(withVat);
    const confirmed = await $.confirm(placed.id);
    expect(confirmed.status, confirmed.text).toBe(200);
    const boss = await $.boss();
    expect(confirmed.body).toMatchObject({
      ...reverseCharged,
      status: 'pending',
      vatCheck: { method: 'admin', byId: boss.id, byName: 'Adam Keller', at: h.clock.now().toISOString() },
    });
    // The member sees the check and the lower amount due, not who confirmed it.
    const own = await h.authed(buyer.token, `/api/orders/${placed.id}`);
    expect(own.body.order).toMatchObject({ ...reverseCharged, vatCheck: { method: 'admin', at: h.clock.now().toISOString() } });
    expect(own.body.order.vatCheck).not.toHaveProperty('byName');
    expect(own.body.instructions).toMatchObject({ kind: 'bankTransfer', amount: 8_182 });

    // Again (a double click): nothing changes, nothing is written twice.
    const again = await $.confirm(placed.id);
    expect(again.status, again.text).toBe(200);
    expect(again.body).toMatchObject(reverseCharged);
    const trail = (await auditRows(h, 'order', placed.id)).filter((row) => row.action === 'order.vatNumberConfirmed');
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      actorId: boss.id,
      details: { vatNumber: 'DE136695976', before: { vat: 1_718, total: 9_900 }, after: { vat: 0, total: 8_182, reverseCharge: true } },
    });

    const paid = await $.markPaid(placed.id);
    expect(await $.invoice(paid.invoiceId)).toMatchObject({ ...reverseCharged, vatCheck: { method: 'admin', byId: boss.id } });
    const text = await $.pdf(buyer.token, paid.invoiceId);
    expect(text).toContain('Steuerschuldnerschaft des Leistungsempfängers');
    expect(text).toMatch(/Die USt-IdNr\. des Leistungsempfängers wurde am .+ vom Verkäufer bestätigt\./);
  });

  it('does not rewrite a paid order or its invoice when the number is confirmed afterwards', async () => {
    const buyer = await $.member();
    const placed = await $.order(buyer, businessBilling);
    const paid = await $.markPaid(placed.id);
    const before = await $.invoice(paid.invoiceId);
    const late = await $.confirm(placed.id);
    expect(late.status).toBe(409);
    expect(late.body).toEqual({
      message: 'Only a pending bank-transfer order whose VAT number awaits verification can be confirmed; a paid order’s invoice stands',
    });
    expect(await $.invoice(paid.invoiceId)).toEqual(before);
    const [row] = await h.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row).toMatchObject({ ...withVat, vatCheck: { method: 'none' } });
  });

  it('refuses to confirm an order that claims no reverse charge', async () => {
    const buyer = await $.member();
    const placed = await $.order(buyer, { ...businessBilling, country: 'CZ', vatNumber: 'CZ25596641' });
    expect(placed).toMatchObject({ ...withVat, vatCheck: null });
    expect((await $.confirm(placed.id)).status).toBe(409);
  });

  it('lets only an administrator confirm a VAT number', async () => {
    const buyer = await $.member();
    const placed = await $.order(buyer, invented);
    const own = await $.confirm(placed.id, buyer.token);
    expect(own.status).toBe(403);
    expect(own.body).toEqual(forbidden);
    const anonymous = await h.request(`/api/admin/orders/${placed.id}/confirm-vat-number`, { method: 'POST' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual(unauthorized);
    expect((await $.confirm('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await $.confirm('not-an-id')).status).toBe(400);
    const [row] = await h.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row).toMatchObject(withVat);
  });
});

describe.each(drivers)('VAT numbers checked with VIES (%s)', (driver) => {
  let vies: ViesStandIn;
  beforeAll(async () => {
    vies = (await startViesStandIn()).register('DE136695976', 'Becker Trading GmbH');
  });
  afterAll(() => vies.close());
  const h = useHarness(driver, 30_000, { env: () => ({ ...seller, VIES_URL: vies.url, VIES_TIMEOUT: '1' }) });
  const $ = helpers(h);
  let seeded = false;
  beforeEach(async () => {
    vies.failure = null;
    vies.requests.length = 0;
    // Once, after the harness (which starts after the stand-in, to know its address).
    if (!seeded) await seedCatalogue(h.services.db);
    seeded = true;
  });

  it('applies the reverse charge when VIES says the number is valid, and the invoice names VIES and its request identifier', async () => {
    const buyer = await $.member();
    const placed = await $.order(buyer, { ...businessBilling, vatNumber: 'DE 136 695 976' });
    expect(vies.requests.map((r) => r.body)).toEqual([
      { countryCode: 'DE', vatNumber: '136695976', requesterMemberStateCode: 'CZ', requesterNumber: '12345678' },
    ]);
    expect(placed).toMatchObject({
      ...reverseCharged,
      vatCheck: { method: 'vies', requestIdentifier: expect.stringMatching(/^WAPI/), requestDate: expect.any(String) },
    });
    const paid = await $.markPaid(placed.id);
    const invoice = await $.invoice(paid.invoiceId);
    expect(invoice).toMatchObject({ ...reverseCharged, vatCheck: placed.vatCheck });
    const text = await $.pdf(buyer.token, paid.invoiceId);
    const id = (placed.vatCheck as { requestIdentifier: string }).requestIdentifier;
    expect(text).toMatch(new RegExp(`The buyer’s VAT number was verified in the EU’s VIES system on .+ \\(request ${id}\\)\\.`));
    expect(text).toContain('Reverse charge: VAT to be accounted for by the recipient');
  });

  it('charges VAT when VIES says the number is not valid', async () => {
    const buyer = await $.member();
    const placed = await $.order(buyer, invented);
    expect(vies.requests).toHaveLength(1);
    expect(placed).toMatchObject({ ...withVat, vatCheck: { method: 'none', reason: 'viesInvalid' } });
  });

  it.each([
    ['down', { error: 'MS_UNAVAILABLE', status: 500 }],
    ['silent', 'hang'],
  ] as const)('places the order with VAT when VIES is %s, and the order is not lost', async (_, failure) => {
    vies.failure = failure;
    const buyer = await $.member();
    const placed = await $.order(buyer, businessBilling);
    expect(placed).toMatchObject({ ...withVat, status: 'pending', vatCheck: { method: 'none', reason: 'viesUnavailable' } });
    const list = await h.authed(buyer.token, '/api/orders');
    expect(list.body.items.map((o: { id: string }) => o.id)).toContain(placed.id);
    // An administrator may still confirm the number by hand before payment.
    const confirmed = await $.confirm(placed.id);
    expect(confirmed.body).toMatchObject({ ...reverseCharged, vatCheck: { method: 'admin' } });
  });

  it('quotes with VAT and says VIES checks the number when ordering', async () => {
    const buyer = await $.member();
    const challenge = await challengeBySlug(h, 'two-step-10k');
    const quote = await h.authed(buyer.token, '/api/orders/quote', {
      body: { challengeId: challenge.id, country: 'DE', type: 'Business', vatNumber: 'DE136695976' },
    });
    expect(quote.body).toMatchObject({ ...withVat, vatNumberCheck: 'vies' });
    expect(vies.requests).toHaveLength(0);
  });
});
