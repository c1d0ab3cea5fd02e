import { friendlyFormatIBAN } from 'ibantools';
import { type Locale, translator } from '../../i18n';
import { formatDate, formatMoney } from '../../i18n/format';
import type { Invoice } from '../db/schema';
import { Canvas, createPdf, personName, type Style } from '../pdf/text';

/** The faces' coverage check lives with the faces; the invoice tests ask it here. */
export { uncovered } from '../pdf/text';

/**
 * Invoice and credit-note PDFs (issue 8), drawn from the stored `invoices` row alone: amounts,
 * both parties, number and date never come from the live order or configuration, so the same row
 * gives the same bytes whenever it is rendered (the PDF's creation date and file ID are taken from
 * `issuedAt`; dates are shown in UTC, the zone that numbering years follow).
 *
 * Names and addresses may be in any script: the embedded Noto faces of src/server/pdf/text.ts.
 * See docs/decisions/012-invoices.md.
 */

/** What a document needs besides its row: who reads it, whether no money moved, the invoice a credit note corrects. */
export interface InvoiceDocument {
  invoice: Invoice;
  /** The member's language (users.locale); English when unknown. */
  locale: Locale;
  /** The order was paid with the demo provider. */
  demo: boolean;
  /** A credit note's invoice number. */
  refersTo: string | null;
}

const page = { width: 595.28, height: 841.89, margin: 56 };
const left = page.margin;
const right = page.width - page.margin;
const colours = { ink: '#1b1f29', muted: '#5d6472', rule: '#c9ced8', demo: '#b3261e', band: '#f1f3f7' };

const regionNames = new Map<Locale, Intl.DisplayNames>();
function countryName(code: string, locale: Locale): string {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region' });
    regionNames.set(locale, names);
  }
  return names.of(code) ?? code;
}

/** Which check of the buyer's VAT number the reverse charge rests on, or that none passed and VAT was charged. */
function vatCheckLine(check: Invoice['vatCheck'], t: ReturnType<typeof translator>, locale: Locale): string | null {
  if (!check) return null;
  if (check.method === 'none') return t('invoice.vatCheck.none');
  // VIES writes its date with an offset (2026-03-02+01:00): the day is the first ten characters.
  const day = (check.method === 'vies' ? check.requestDate : check.at).slice(0, 10);
  const date = /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatDate(`${day}T12:00:00Z`, locale, 'date', { timeZone: 'UTC' }) : day;
  if (check.method === 'admin') return t('invoice.vatCheck.admin', { date });
  return check.requestIdentifier
    ? t('invoice.vatCheck.vies', { date, id: check.requestIdentifier })
    : t('invoice.vatCheck.viesPlain', { date });
}

/** The PDF of an invoice or credit note, in the member's language and the document's currency. */
export function renderInvoicePdf({ invoice, locale, demo, refersTo }: InvoiceDocument): Promise<Buffer> {
  const t = translator(locale);
  const money = (minor: number) => formatMoney(minor, invoice.currency, locale);
  const title = t(invoice.kind === 'invoice' ? 'invoice.title.invoice' : 'invoice.title.creditNote');
  const { doc, done } = createPdf({
    size: 'A4',
    margin: page.margin,
    lang: locale,
    displayTitle: true,
    info: {
      Title: `${title} ${invoice.number}`,
      Author: invoice.seller.name,
      Subject: invoice.description,
      CreationDate: invoice.issuedAt,
      ModDate: invoice.issuedAt,
    },
  });

  const canvas = new Canvas(doc, { left, right, ink: colours.ink, rule: colours.rule });
  const muted: Style = { size: 9, colour: colours.muted };
  const half = (right - left - 24) / 2;
  const column2 = left + half + 24;

  // Title and the document's identity on the left; the seller on the right.
  let y = page.margin;
  y = canvas.text(title, left, y, half, { size: 22, weight: 'bold' }) + 4;
  const meta: [string, string][] = [
    [t('invoice.number'), invoice.number],
    [t('invoice.issued'), formatDate(invoice.issuedAt, locale, 'date', { timeZone: 'UTC' })],
  ];
  const labelColumn = Math.max(...meta.map(([label]) => canvas.widthOf(label, muted))) + 12;
  for (const [label, value] of meta) {
    canvas.text(label, left, y, labelColumn, muted);
    y = canvas.text(value, left + labelColumn, y, half - labelColumn, { weight: 'bold' }) + 2;
  }
  if (invoice.kind === 'creditNote') {
    y += 4;
    if (refersTo) y = canvas.text(t('invoice.refersTo', { number: refersTo }), left, y, half) + 2;
    if (invoice.reason) y = canvas.text(t('invoice.reason', { reason: invoice.reason }), left, y, half) + 2;
  }

  const { seller, buyer } = invoice;
  let sellerY = page.margin + 4;
  sellerY = canvas.text(t('invoice.seller').toUpperCase(), column2, sellerY, half, { ...muted, size: 8 }) + 2;
  sellerY = canvas.text(seller.name, column2, sellerY, half, { weight: 'bold', size: 11 }) + 1;
  const sellerLines = [
    seller.address,
    countryName(seller.country, locale),
    seller.vatId ? t('invoice.vatId', { id: seller.vatId }) : '',
    t('invoice.email', { email: seller.email }),
  ];
  for (const line of sellerLines.filter(Boolean)) sellerY = canvas.text(line, column2, sellerY, half, { size: 9.5 });

  // The buyer, as billed.
  y = Math.max(y, sellerY) + 20;
  y = canvas.text(t('invoice.buyer').toUpperCase(), left, y, half, { ...muted, size: 8 }) + 2;
  y = canvas.text(personName(buyer.firstName, buyer.lastName), left, y, half, { weight: 'bold', size: 11 }) + 1;
  const buyerLines = [
    buyer.type === 'Business' ? buyer.companyName : '',
    buyer.type === 'Business' && buyer.vatNumber ? t('invoice.vatId', { id: buyer.vatNumber }) : '',
    buyer.address,
    `${buyer.postalCode} ${buyer.city}`,
    countryName(buyer.country, locale),
    buyer.email,
  ];
  for (const line of buyerLines.filter(Boolean)) y = canvas.text(line, left, y, half, { size: 9.5 });

  if (demo) {
    y += 16;
    const label = t('invoice.demo');
    doc
      .roundedRect(left, y, right - left, 26, 4)
      .lineWidth(1.2)
      .strokeColor(colours.demo)
      .stroke();
    canvas.text(label, left + 10, y + 7, right - left - 20, { weight: 'bold', size: 10.5, colour: colours.demo });
    y += 26;
  }

  // The line, the discount, then net, VAT and total.
  y += 22;
  const amountWidth = 130;
  const labelWidth = right - left - amountWidth - 12;
  doc.rect(left, y - 5, right - left, 20).fill(colours.band);
  canvas.text(t('invoice.description'), left + 6, y, labelWidth, { ...muted, weight: 'bold' });
  canvas.rightAligned(t('invoice.amount'), right - 6, y, { ...muted, weight: 'bold' });
  y += 22;
  const row = (label: string, amount: number, style: Style = {}) => {
    const below = canvas.text(label, left + 6, y, labelWidth, style);
    canvas.rightAligned(money(amount), right - 6, y, style);
    y = below + 6;
  };
  row(invoice.description, invoice.price);
  if (invoice.discount !== 0) {
    row(invoice.discountCode ? t('invoice.discount', { code: invoice.discountCode }) : t('invoice.discountPlain'), -invoice.discount);
  }
  // Under the reverse charge the VAT inside the catalogue price is not charged: shown taken off, so the lines add up.
  const vatNotCharged = invoice.price - invoice.discount - invoice.total;
  if (invoice.reverseCharge && vatNotCharged !== 0) row(t('invoice.vatRemoved'), -vatNotCharged);
  canvas.rule(y - 2);
  y += 6;
  row(t('invoice.net'), invoice.total - invoice.vat, { size: 9.5 });
  const rate = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(invoice.reverseCharge ? 0 : invoice.vatRate / 100);
  row(t('invoice.vat', { rate }), invoice.vat, { size: 9.5 });
  canvas.rule(y - 2, 1);
  y += 6;
  row(t('invoice.total'), invoice.total, { weight: 'bold', size: 12 });

  y += 8;
  if (invoice.reverseCharge) y = canvas.text(t('invoice.reverseCharge'), left, y, right - left, { size: 9.5, weight: 'bold' }) + 4;
  else if (invoice.vatRate > 0) y = canvas.text(t('invoice.pricesIncludeVat'), left, y, right - left, muted) + 4;
  const check = vatCheckLine(invoice.vatCheck, t, locale);
  if (check) y = canvas.text(check, left, y, right - left, muted) + 4;

  if (seller.iban || seller.bic) {
    y += 18;
    y = canvas.text(t('invoice.bank').toUpperCase(), left, y, right - left, { ...muted, size: 8 }) + 2;
    if (seller.iban) y = canvas.text(`IBAN ${friendlyFormatIBAN(seller.iban) ?? seller.iban}`, left, y, right - left, { size: 9.5 });
    if (seller.bic) y = canvas.text(`BIC ${seller.bic}`, left, y, right - left, { size: 9.5 });
  }

  doc.end();
  return done;
}
