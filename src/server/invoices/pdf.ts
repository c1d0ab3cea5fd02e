import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { friendlyFormatIBAN } from 'ibantools';
import PDFDocument from 'pdfkit';
import { type Locale, translator } from '../../i18n';
import { formatDate, formatMoney } from '../../ui/format';
import type { Invoice } from '../db/schema';

/**
 * Invoice and credit-note PDFs (issue 8), drawn from the stored `invoices` row alone: amounts,
 * both parties, number and date never come from the live order or configuration, so the same row
 * gives the same bytes whenever it is rendered (the PDF's creation date and file ID are taken from
 * `issuedAt`; dates are shown in UTC, the zone that numbering years follow).
 *
 * Names and addresses may be in any script. Two Noto faces are embedded (pdfkit keeps only the
 * glyphs used): Noto Sans for Latin (Czech and German diacritics included), Greek and Cyrillic, and
 * Noto Sans SC for kana and Chinese characters. Each text is cut into runs by which face has its
 * glyphs. See docs/decisions/012-invoices.md.
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

type Family = 'latin' | 'cjk';
type Weight = 'regular' | 'bold';

const fontFiles: Record<Family, Record<Weight, string>> = {
  latin: {
    regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  },
  cjk: {
    regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
  },
};

/**
 * Parsing a face's tables costs far more than drawing an invoice, so each face is parsed once per
 * process. A document gets its own view of it (see `forDocument`); pdfkit takes a parsed fontkit
 * font as a font source (it checks for `layout`), though its types name only paths and buffers.
 */
type Face = { font: fontkit.Font; buffer: Buffer };
type Faces = { faces: Record<Family, Record<Weight, Face>>; covers: Record<Family, Set<number>> };
let loaded: Faces | undefined;

/** Read once per process: the CJK face is about 10 MB, and both weights of a family cover the same characters. */
function loadFaces(): Faces {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const open = (file: string): Face => {
    const buffer = readFileSync(require.resolve(file));
    const font = fontkit.create(buffer);
    if (!('layout' in font)) throw new Error(`${file} is a font collection, not a font`);
    return { font, buffer };
  };
  const faces = {
    latin: { regular: open(fontFiles.latin.regular), bold: open(fontFiles.latin.bold) },
    cjk: { regular: open(fontFiles.cjk.regular), bold: open(fontFiles.cjk.bold) },
  };
  loaded = {
    faces,
    covers: { latin: new Set(faces.latin.regular.font.characterSet), cjk: new Set(faces.cjk.regular.font.characterSet) },
  };
  return loaded;
}

/**
 * A face for one document: the shared font's parsed tables with a glyph cache of its own. fontkit
 * keeps each glyph with the code points it was first reached by; shared between documents, a
 * glyph first reached inside another (Z inside Ž, when a subset is written) would map to no text
 * in every later PDF, and a PDF's bytes would depend on what was drawn before it. With its own
 * cache a document is drawn exactly as from a freshly parsed font. (The shared font itself is
 * never laid out, so no layout engine bound to it is cached either.) Should a fontkit release
 * drop the `_glyphs` cache, the face is parsed again: slower, the same result.
 */
function forDocument(face: Face): fontkit.Font {
  if (!('_glyphs' in face.font)) return fontkit.create(face.buffer) as fontkit.Font;
  const view = Object.create(face.font) as fontkit.Font & { _glyphs: Record<number, unknown> };
  view._glyphs = {};
  return view;
}

/** The characters of a text that no embedded face can draw (they would print as empty boxes). */
export function uncovered(text: string): string[] {
  const { covers } = loadFaces();
  return [...text].filter(
    (char) => !/\s/.test(char) && !covers.latin.has(char.codePointAt(0) ?? 0) && !covers.cjk.has(char.codePointAt(0) ?? 0),
  );
}

type Run = { family: Family; text: string };

/**
 * A text cut into runs per face. A text one face covers entirely stays in that face (so an amount
 * like "￥1,234" keeps one look); otherwise each character takes the first face that has it, and
 * spaces stay with the run they are in.
 */
function runsOf(text: string): Run[] {
  const { covers } = loadFaces();
  const chars = [...text];
  const has = (family: Family, char: string) => covers[family].has(char.codePointAt(0) ?? 0) || /\s/.test(char);
  for (const family of ['latin', 'cjk'] as const) {
    if (chars.every((char) => has(family, char))) return [{ family, text }];
  }
  const runs: Run[] = [];
  for (const char of chars) {
    const last = runs[runs.length - 1];
    const family: Family = last && /\s/.test(char) ? last.family : has('latin', char) ? 'latin' : has('cjk', char) ? 'cjk' : 'latin';
    if (last && last.family === family) last.text += char;
    else runs.push({ family, text: char });
  }
  return runs;
}

const page = { width: 595.28, height: 841.89, margin: 56 };
const left = page.margin;
const right = page.width - page.margin;
const colours = { ink: '#1b1f29', muted: '#5d6472', rule: '#c9ced8', demo: '#b3261e', band: '#f1f3f7' };

type Style = { size?: number; weight?: Weight; colour?: string };

class Canvas {
  constructor(readonly doc: PDFKit.PDFDocument) {}

  private use(family: Family, { size = 10, weight = 'regular', colour = colours.ink }: Style) {
    this.doc.font(`${family}-${weight}`).fontSize(size).fillColor(colour);
  }

  /** Text from (x, y), wrapped at `width`; returns the y below it. */
  text(text: string, x: number, y: number, width: number, style: Style = {}): number {
    const runs = runsOf(text);
    runs.forEach((run, index) => {
      this.use(run.family, style);
      const options = { width, continued: index < runs.length - 1, lineGap: 1.5 };
      if (index === 0) this.doc.text(run.text, x, y, options);
      else this.doc.text(run.text, options);
    });
    return this.doc.y;
  }

  widthOf(text: string, style: Style = {}): number {
    return runsOf(text).reduce((sum, run) => {
      this.use(run.family, style);
      return sum + this.doc.widthOfString(run.text);
    }, 0);
  }

  /** One line ending at `edge` (amounts, the number and the date). */
  rightAligned(text: string, edge: number, y: number, style: Style = {}): void {
    let x = edge - this.widthOf(text, style);
    for (const run of runsOf(text)) {
      this.use(run.family, style);
      this.doc.text(run.text, x, y, { lineBreak: false });
      x += this.doc.widthOfString(run.text);
    }
  }

  rule(y: number, weight = 0.6): void {
    this.doc.moveTo(left, y).lineTo(right, y).lineWidth(weight).strokeColor(colours.rule).stroke();
  }
}

/** Names written in Chinese characters or kana put the family name first, as they are written there. */
const cjkName = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー・\s]+$/u;
export function personName(firstName: string, lastName: string): string {
  return cjkName.test(firstName) && cjkName.test(lastName) ? `${lastName} ${firstName}` : `${firstName} ${lastName}`;
}

const regionNames = new Map<Locale, Intl.DisplayNames>();
function countryName(code: string, locale: Locale): string {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region' });
    regionNames.set(locale, names);
  }
  return names.of(code) ?? code;
}

/** The PDF of an invoice or credit note, in the member's language and the document's currency. */
export function renderInvoicePdf({ invoice, locale, demo, refersTo }: InvoiceDocument): Promise<Buffer> {
  const { faces } = loadFaces();
  const fonts = {
    latin: { regular: forDocument(faces.latin.regular), bold: forDocument(faces.latin.bold) },
    cjk: { regular: forDocument(faces.cjk.regular), bold: forDocument(faces.cjk.bold) },
  };
  const t = translator(locale);
  const money = (minor: number) => formatMoney(minor, invoice.currency, locale);
  const title = t(invoice.kind === 'invoice' ? 'invoice.title.invoice' : 'invoice.title.creditNote');
  const doc = new PDFDocument({
    size: 'A4',
    margin: page.margin,
    // No default Helvetica: every text is set in an embedded face.
    font: fonts.latin.regular as unknown as string,
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
  for (const family of ['latin', 'cjk'] as const) {
    for (const weight of ['regular', 'bold'] as const) doc.registerFont(`${family}-${weight}`, fonts[family][weight] as unknown as Buffer);
  }
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const canvas = new Canvas(doc);
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

  if (seller.iban || seller.bic) {
    y += 18;
    y = canvas.text(t('invoice.bank').toUpperCase(), left, y, right - left, { ...muted, size: 8 }) + 2;
    if (seller.iban) y = canvas.text(`IBAN ${friendlyFormatIBAN(seller.iban) ?? seller.iban}`, left, y, right - left, { size: 9.5 });
    if (seller.bic) y = canvas.text(`BIC ${seller.bic}`, left, y, right - left, { size: 9.5 });
  }

  doc.end();
  return done;
}
