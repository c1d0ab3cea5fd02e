import { encode } from 'uqr';
import { type Locale, localizePath, translator } from '../../i18n';
import { formatDate, formatMoney } from '../../i18n/format';
import type { CertificateStatus } from '../../schemas/certificates';
import type { Certificate } from '../db/schema';
import { Canvas, createPdf, type Style } from '../pdf/text';

/**
 * A certificate's PDF (issue 9), drawn on request from the stored row: holder, kind, what it
 * proves, the account size or payout amount, the date, the verification code and a QR code of the
 * public verification page (in the reader's language). Nothing is stored: the row has every field,
 * and the same row, status and language give the same bytes (creation date = issue date). Dates
 * are in UTC, as the public page's machine-readable dates are.
 */
export interface CertificateDocument {
  certificate: Certificate;
  status: CertificateStatus;
  locale: Locale;
  /** The site's address (APP_URL) the QR code points into. */
  appUrl: string;
}

/** The public page a certificate's QR code opens, in the given language (English unprefixed). */
export function verificationUrl(appUrl: string, code: string, locale: Locale): string {
  return `${appUrl.replace(/\/+$/, '')}${localizePath(`/certificates/verify/${code}`, locale)}`;
}

// A4 landscape.
const page = { width: 841.89, height: 595.28, margin: 48 };
const left = page.margin;
const right = page.width - page.margin;
const middle = page.width / 2;
const colours = { ink: '#1b1f29', muted: '#5d6472', rule: '#c9ced8', accent: '#1b84ff', stamp: '#b3261e' };

export function renderCertificatePdf({ certificate, status, locale, appUrl }: CertificateDocument): Promise<Buffer> {
  const t = translator(locale);
  const heading = t(`certificate.pdf.heading.${certificate.kind}`);
  const { doc, done } = createPdf({
    size: 'A4',
    layout: 'landscape',
    margin: page.margin,
    lang: locale,
    displayTitle: true,
    info: {
      Title: `${heading} ${certificate.code}`,
      Author: t('app.name'),
      Subject: certificate.title,
      CreationDate: certificate.issuedAt,
      ModDate: certificate.revokedAt ?? certificate.issuedAt,
    },
  });
  const canvas = new Canvas(doc, { left, right, ink: colours.ink, rule: colours.rule });
  const muted: Style = { size: 10, colour: colours.muted };
  const date = (at: Date) => formatDate(at, locale, 'date', { timeZone: 'UTC' });

  // A double frame: the look of a certificate, and a margin no printer crops.
  doc
    .rect(24, 24, page.width - 48, page.height - 48)
    .lineWidth(2.5)
    .strokeColor(colours.accent)
    .stroke();
  doc
    .rect(31, 31, page.width - 62, page.height - 62)
    .lineWidth(0.6)
    .strokeColor(colours.rule)
    .stroke();

  let y = 72;
  canvas.centred(t('app.name').toUpperCase(), middle, y, { ...muted, size: 10, weight: 'bold' });
  y += 32;
  canvas.centred(heading, middle, y, { size: 30, weight: 'bold' });
  y += 70;
  canvas.centred(t('certificate.pdf.certifies'), middle, y, { ...muted, size: 12 });
  y += 28;
  // The name on one line: long names get a smaller size rather than a break.
  let nameSize = 34;
  while (nameSize > 16 && canvas.widthOf(certificate.holderName, { size: nameSize, weight: 'bold' }) > right - left - 40) nameSize -= 2;
  canvas.centred(certificate.holderName, middle, y, { size: nameSize, weight: 'bold', colour: colours.accent });
  y += nameSize + 22;
  y = canvas.text(
    t(`certificate.pdf.statement.${certificate.kind}`, { title: certificate.title }),
    left + 60,
    y,
    right - left - 120,
    { size: 13 },
    'center',
  );

  // The facts in columns: amount (when there is one), date, code.
  y += 34;
  canvas.rule(y, 0.6);
  y += 16;
  const facts: [string, string][] = [];
  if (certificate.amount !== null && certificate.currency) {
    facts.push([
      t(certificate.kind === 'payout' ? 'certificate.payoutAmount' : 'certificate.accountSize'),
      formatMoney(certificate.amount, certificate.currency, locale, { whole: certificate.kind !== 'payout' }),
    ]);
  }
  facts.push([t('certificate.issued'), date(certificate.issuedAt)]);
  facts.push([t('certificate.code'), certificate.code]);
  const column = (right - left) / facts.length;
  facts.forEach(([label, value], index) => {
    const centre = left + column * index + column / 2;
    canvas.centred(label.toUpperCase(), centre, y, { ...muted, size: 8.5, weight: 'bold' });
    canvas.centred(value, centre, y + 16, { size: 15, weight: 'bold' });
  });
  y += 50;
  canvas.rule(y, 0.6);

  // The QR code of the public page, drawn as vector squares (sharp at any zoom), and the address in words.
  const url = verificationUrl(appUrl, certificate.code, locale);
  const qrSize = 100;
  const qrX = left + 12;
  const qrY = page.height - 48 - 18 - qrSize;
  drawQr(doc, url, qrX, qrY, qrSize);
  doc.link(qrX, qrY, qrSize, qrSize, url);
  const textX = qrX + qrSize + 16;
  const textWidth = middle - textX + 120;
  let below = canvas.text(t('certificate.pdf.verify'), textX, qrY + 18, textWidth, muted);
  below = canvas.text(url, textX, below + 2, textWidth, { size: 9.5, colour: colours.accent });
  doc.link(textX, qrY + 18, textWidth, below - qrY - 18, url);

  if (status !== 'valid') {
    // A revoked certificate (or one whose record fails its signature) says so across its face, in the reader's language.
    const stamp = t(status === 'revoked' ? 'certificate.pdf.revoked' : 'certificate.pdf.invalid');
    const stampStyle: Style = { size: 40, weight: 'bold', colour: colours.stamp };
    const width = canvas.widthOf(stamp, stampStyle) + 40;
    const boxX = right - width - 12;
    const boxY = qrY - 4;
    // Level, not slanted: text readers (and pdftotext) read a level stamp as one word.
    doc.roundedRect(boxX, boxY, width, 62, 6).lineWidth(3).strokeColor(colours.stamp).stroke();
    canvas.centred(stamp, boxX + width / 2, boxY + 8, stampStyle);
    if (status === 'revoked' && certificate.revokedAt) {
      const detail = [t('certificate.revokedOn', { date: date(certificate.revokedAt) }), certificate.revokedReason]
        .filter(Boolean)
        .join(' — ');
      canvas.text(detail, middle + 20, boxY + 72, right - middle - 32, { size: 9.5, colour: colours.stamp }, 'right');
    }
  }

  doc.end();
  return done;
}

/** The QR code of `text` as dark squares in a `size` × `size` square (medium error correction: survives a crease). */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const { data: modules } = encode(text, { ecc: 'M', border: 0 });
  const cell = size / modules.length;
  for (const [row, cells] of modules.entries()) {
    for (const [col, dark] of cells.entries()) {
      // Cells overlap by a hair so no seams show between neighbours in viewers that anti-alias.
      if (dark) doc.rect(x + col * cell, y + row * cell, cell + 0.05, cell + 0.05);
    }
  }
  doc.fillColor(colours.ink).fill();
}
