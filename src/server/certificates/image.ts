import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderAsync } from '@resvg/resvg-js';
import { type Locale, translator } from '../../i18n';
import { formatDate, formatMoney } from '../../i18n/format';
import type { CertificateStatus } from '../../schemas/certificates';
import type { Certificate } from '../db/schema';
import { faceRuns, fontFilePaths, textWidth, type Weight } from '../pdf/text';
import { verificationUrl } from './pdf';

/**
 * A certificate's share image (docs/decisions/040): the 1200 × 630 PNG that link previews (Open
 * Graph, Twitter cards) show for its public page. An SVG drawn from the stored row, in the page's
 * language, rendered by resvg with the Noto faces of the PDFs, so a name in any script shows. A
 * revoked certificate, or one whose record fails its signature, is faded and stamped so.
 */
export const certificateImageSize = { width: 1200, height: 630 } as const;

/** Bumped when the drawing changes, so caches holding the old picture fetch the new one. */
const drawingVersion = 1;

/** The image's address on this site, in a page's language (English takes no parameter). */
export function certificateImagePath(code: string, locale: Locale): string {
  return `/api/certificates/verify/${encodeURIComponent(code)}/image.png${locale === 'en' ? '' : `?lang=${locale}`}`;
}

export interface CertificateImage {
  certificate: Certificate;
  status: CertificateStatus;
  locale: Locale;
  /** The site's public address (APP_URL), printed as where to check the certificate. */
  appUrl: string;
}

/**
 * The entity tag of the picture these inputs draw: everything it shows, so a revocation (or a
 * changed record, which fails its signature) makes a new tag, and a cache asks again.
 */
export function certificateImageTag({ certificate, status, locale, appUrl }: CertificateImage): string {
  const shown = [
    drawingVersion,
    locale,
    status,
    appUrl,
    certificate.code,
    certificate.kind,
    certificate.holderName,
    certificate.title,
    certificate.amount,
    certificate.currency,
    certificate.issuedAt.toISOString(),
    certificate.revokedAt?.toISOString() ?? null,
  ];
  return `"${createHash('sha256').update(JSON.stringify(shown)).digest('base64url').slice(0, 27)}"`;
}

/**
 * The PNG, from a small cache of recent pictures by tag: a link pasted into a chat is fetched by
 * several previewers at once, and drawing one costs about 40 ms (120 ms with the CJK face).
 */
export function renderCertificateImage(image: CertificateImage): Promise<Buffer> {
  const tag = certificateImageTag(image);
  const cached = recent.get(tag);
  if (cached) {
    recent.delete(tag);
    recent.set(tag, cached);
    return cached;
  }
  const { svg, drawn } = draw(image);
  const rendering = renderAsync(svg, {
    fitTo: { mode: 'original' },
    font: {
      loadSystemFonts: false,
      fontFiles: fontFilePaths(drawn.some((content) => faceRuns(content).some((run) => run.cjk))),
      defaultFontFamily: 'Noto Sans',
    },
  }).then((rendered) => rendered.asPng());
  recent.set(tag, rendering);
  rendering.catch(() => recent.delete(tag));
  if (recent.size > recentLimit) recent.delete(recent.keys().next().value as string);
  return rendering;
}

const recent = new Map<string, Promise<Buffer>>();
const recentLimit = 64;

const colours = {
  paper: '#ffffff',
  backdrop: '#eef2f8',
  ink: '#1b1f29',
  muted: '#5d6472',
  rule: '#d5dae3',
  accent: '#1b84ff',
  gold: '#c79a2b',
  valid: '#1f7a4a',
  validBg: '#e8f6ee',
  stamp: '#b3261e',
  stampBg: '#fdecea',
};
const { width, height } = certificateImageSize;
const middle = width / 2;
/** The widest a line may be between the frames. */
const lineWidth = 1000;
const latinFamily = "'Noto Sans', 'Noto Sans SC', sans-serif";
const cjkFamily = "'Noto Sans SC', 'Noto Sans', sans-serif";

/** The picture as SVG. Every text in it is escaped; sizes shrink so a long name or title stays on one line. */
export function certificateSvg(image: CertificateImage): string {
  return draw(image).svg;
}

/** The SVG and every text drawn in it (which tells whether the CJK face is needed). */
function draw({ certificate, status, locale, appUrl }: CertificateImage): { svg: string; drawn: string[] } {
  const drawn: string[] = [];
  const text = (content: string, x: number, y: number, style: TextStyle) => {
    drawn.push(content);
    return textElement(content, x, y, style);
  };
  const line = ([content, style]: [string, TextStyle], x: number, y: number, more: Partial<TextStyle> = {}) =>
    text(content, x, y, { ...style, ...more });
  const t = translator(locale);
  const date = (at: Date) => formatDate(at, locale, 'date', { timeZone: 'UTC' });
  const upper = (content: string) => content.toLocaleUpperCase(locale);
  const left = (width - lineWidth) / 2;
  const right = width - left;
  const parts: string[] = [];

  // The paper, a double frame and a thin gold line inside it: the look of the printed certificate.
  parts.push(
    `<rect width="${width}" height="${height}" fill="${colours.backdrop}"/>`,
    `<rect x="20" y="20" width="${width - 40}" height="${height - 40}" rx="14" fill="${colours.paper}" stroke="${colours.accent}" stroke-width="5"/>`,
    `<rect x="34" y="34" width="${width - 68}" height="${height - 68}" rx="8" fill="none" stroke="${colours.gold}" stroke-width="1.5"/>`,
  );

  // The firm: its mark and its name, centred together.
  const firm = upper(t('app.name'));
  const firmStyle = { size: 22, weight: 'bold' as const, spacing: 4, colour: colours.muted, anchor: 'start' as const };
  const mark = logo();
  const markRoom = mark ? 44 + 16 : 0;
  const rowLeft = middle - (markRoom + measure(firm, firmStyle)) / 2;
  if (mark) parts.push(`<image x="${rowLeft}" y="62" width="44" height="44" href="${mark}"/>`);
  parts.push(text(firm, rowLeft + markRoom, 92, firmStyle));

  // The face: what it is, who holds it, what it proves; then the facts in columns (amount when
  // there is one, date, code). Faded under the stamp when the certificate does not stand.
  const face: string[] = [];
  const heading = t(`certificate.pdf.heading.${certificate.kind}`);
  face.push(line(fitted(heading, 50, 30, 'bold'), middle, 178));
  face.push(text(t('certificate.pdf.certifies'), middle, 232, { size: 24, colour: colours.muted }));
  face.push(line(fitted(certificate.holderName, 68, 30, 'bold'), middle, 312, { colour: colours.accent }));
  const statement = t(`certificate.pdf.statement.${certificate.kind}`, { title: certificate.title });
  face.push(line(fitted(statement, 26, 18, 'regular'), middle, 366));
  face.push(rule(408, left, right));
  const facts: [string, string][] = [];
  if (certificate.amount !== null && certificate.currency) {
    facts.push([
      t(certificate.kind === 'payout' ? 'certificate.payoutAmount' : 'certificate.accountSize'),
      formatMoney(certificate.amount, certificate.currency, locale, { whole: certificate.kind !== 'payout' }),
    ]);
  }
  facts.push([t('certificate.issued'), date(certificate.issuedAt)]);
  facts.push([t('certificate.code'), certificate.code]);
  const column = lineWidth / facts.length;
  facts.forEach(([label, value], index) => {
    const centre = left + column * index + column / 2;
    face.push(line(fitted(upper(label), 15, 11, 'bold', column - 24, 1.5), centre, 448, { colour: colours.muted }));
    face.push(line(fitted(value, 30, 16, 'bold', column - 24), centre, 490));
  });
  face.push(rule(522, left, right));
  parts.push(status === 'valid' ? face.join('') : `<g opacity="0.5">${face.join('')}</g>`);

  // The outcome of the check in a badge, and where anyone can check it again.
  const tone = status === 'valid' ? { ink: colours.valid, bg: colours.validBg } : { ink: colours.stamp, bg: colours.stampBg };
  const badge =
    status === 'revoked' && certificate.revokedAt
      ? t('certificate.revokedOn', { date: date(certificate.revokedAt) })
      : t(`certificate.status.${status}`);
  const badgeStyle = { size: 20, weight: 'bold' as const, colour: tone.ink, anchor: 'start' as const };
  const badgeWidth = measure(badge, badgeStyle) + 62;
  const icon = status === 'valid' ? `M${left + 20} 562 l6 6 l12 -13` : `M${left + 21} 555 l12 14 M${left + 33} 555 l-12 14`;
  parts.push(
    `<rect x="${left}" y="542" width="${badgeWidth}" height="40" rx="20" fill="${tone.bg}" stroke="${tone.ink}" stroke-width="1.5"/>`,
    `<path d="${icon}" fill="none" stroke="${tone.ink}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>`,
    text(badge, left + 46, 569, badgeStyle),
  );
  const address = verificationUrl(appUrl, certificate.code, locale).replace(/^https?:\/\//, '');
  parts.push(line(fitted(address, 19, 12, 'regular', lineWidth - badgeWidth - 32), right, 569, { colour: colours.muted, anchor: 'end' }));

  if (status !== 'valid') {
    // Across the face: no preview of a revoked or untrustworthy record can pass for a good one.
    const stamp = t(status === 'revoked' ? 'certificate.pdf.revoked' : 'certificate.pdf.invalid');
    const [stampText, stampStyle] = fitted(stamp, 54, 30, 'bold', 560, 5);
    const stampWidth = measure(stampText, stampStyle) + 64;
    // Over the heading (the statement below names the kind too): the name and the facts stay legible,
    // since whose certificate it was, and which, is part of the message.
    const centreY = 170;
    parts.push(
      `<g transform="rotate(-5 ${middle} ${centreY})">`,
      `<rect x="${middle - stampWidth / 2}" y="${centreY - 43}" width="${stampWidth}" height="86" rx="12" fill="${colours.paper}" fill-opacity="0.9" stroke="${colours.stamp}" stroke-width="7"/>`,
      text(stampText, middle, centreY + stampStyle.size * 0.36, { ...stampStyle, colour: colours.stamp }),
      '</g>',
    );
  }

  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
  return { svg, drawn };
}

type TextStyle = { size: number; weight?: Weight; colour?: string; anchor?: 'start' | 'middle' | 'end'; spacing?: number };

function textElement(
  content: string,
  x: number,
  y: number,
  { size, weight = 'regular', colour = colours.ink, anchor = 'middle', spacing }: TextStyle,
): string {
  const letterSpacing = spacing ? ` letter-spacing="${spacing}"` : '';
  // Each run in the face that has its glyphs: left to resvg, kana and Chinese characters would come
  // from whichever face it falls back on, in its regular weight.
  const runs = faceRuns(content)
    .map((run) => (run.cjk ? `<tspan font-family="${cjkFamily}">${escapeXml(run.text)}</tspan>` : escapeXml(run.text)))
    .join('');
  return `<text x="${x}" y="${y}" font-family="${latinFamily}" font-size="${size}" font-weight="${weight === 'bold' ? 700 : 400}" fill="${colour}" text-anchor="${anchor}"${letterSpacing}>${runs}</text>`;
}

function rule(y: number, from: number, to: number): string {
  return `<line x1="${from}" x2="${to}" y1="${y}" y2="${y}" stroke="${colours.rule}" stroke-width="1.5"/>`;
}

function measure(content: string, { size, weight = 'regular', spacing = 0 }: Pick<TextStyle, 'size' | 'weight' | 'spacing'>): number {
  return textWidth(content, size, weight) + spacing * Math.max(0, [...content].length - 1);
}

/**
 * The line at the largest size from `size` down to `smallest` at which it fits `room`; a line too
 * long even then is cut short with an ellipsis (the page beside it shows it whole).
 */
function fitted(content: string, size: number, smallest: number, weight: Weight, room = lineWidth, spacing = 0): [string, TextStyle] {
  const style = (fitting: number): TextStyle => ({ size: fitting, weight, ...(spacing && { spacing }) });
  let fitting = size;
  while (fitting > smallest && measure(content, style(fitting)) > room) fitting -= 1;
  let line = content;
  const chars = [...content];
  while (chars.length > 1 && measure(line, style(fitting)) > room) {
    chars.pop();
    line = `${chars.join('').trimEnd()}…`;
  }
  return [line, style(fitting)];
}

/**
 * Text as SVG character data: markup characters escaped, and the characters XML 1.0 cannot carry at
 * all (control characters, lone surrogates) dropped, so no name can break the drawing.
 */
export function escapeXml(content: string): string {
  return content
    .toWellFormed()
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/[\p{Cc}\ufffe\uffff]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

let logoData: string | null | undefined;

/**
 * The firm's mark (public/media/logo-light.svg) as a data address, read once: beside the sources
 * in development and tests, in the build's client folder once bundled (<outDir>/server/api.mjs).
 * Without it the picture shows the firm's name alone.
 */
function logo(): string | null {
  if (logoData !== undefined) return logoData;
  const candidates = ['../../../public/media/logo-light.svg', '../client/media/logo-light.svg'].map((path) =>
    fileURLToPath(new URL(path, import.meta.url)),
  );
  const file = candidates.find((candidate) => existsSync(candidate));
  logoData = file ? `data:image/svg+xml;base64,${readFileSync(file).toString('base64')}` : null;
  return logoData;
}
