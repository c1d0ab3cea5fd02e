import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';

/**
 * Text in the platform's PDFs (invoices, certificates) in any script. Two Noto faces are embedded
 * (pdfkit keeps only the glyphs used): Noto Sans for Latin (Czech and German diacritics included),
 * Greek and Cyrillic, and Noto Sans SC for kana and Chinese characters. Each text is cut into runs
 * by which face has its glyphs. See docs/decisions/012-invoices.md.
 */

type Family = 'latin' | 'cjk';
export type Weight = 'regular' | 'bold';

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
 * Parsing a face's tables costs far more than drawing a document, so each face is parsed once per
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

/**
 * The font files of the embedded faces, for a renderer that reads fonts itself (the certificates'
 * share image, src/server/certificates/image.ts). The CJK face only when asked: it is about 10 MB
 * per weight, and most texts never need it.
 */
export function fontFilePaths(withCjk: boolean): string[] {
  const require = createRequire(import.meta.url);
  const families: Family[] = withCjk ? ['latin', 'cjk'] : ['latin'];
  return families.flatMap((family) => [fontFiles[family].regular, fontFiles[family].bold].map((file) => require.resolve(file)));
}

/**
 * The text cut into runs per face, as the PDFs draw it: a renderer that picks a face by family name
 * (resvg) gets each run in its own face, in the weight asked for, instead of a fallback face.
 */
export function faceRuns(text: string): { cjk: boolean; text: string }[] {
  return runsOf(text).map((run) => ({ cjk: run.family === 'cjk', text: run.text }));
}

/**
 * The advance width of one line at `size` (in the unit `size` is in), run by run in the faces the
 * PDFs draw it with: what the share image measures its lines by before it shrinks a long one.
 */
export function textWidth(text: string, size: number, weight: Weight = 'regular'): number {
  const { faces } = loadFaces();
  return runsOf(text).reduce((sum, run) => {
    const font = forDocument(faces[run.family][weight]);
    return sum + (font.layout(run.text).advanceWidth / font.unitsPerEm) * size;
  }, 0);
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

/**
 * A pdfkit document with the embedded faces registered (and no default Helvetica: every text is
 * set in an embedded face), and the promise of its bytes once `doc.end()` is called.
 */
export function createPdf(options: PDFKit.PDFDocumentOptions): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const { faces } = loadFaces();
  const fonts = {
    latin: { regular: forDocument(faces.latin.regular), bold: forDocument(faces.latin.bold) },
    cjk: { regular: forDocument(faces.cjk.regular), bold: forDocument(faces.cjk.bold) },
  };
  const doc = new PDFDocument({ ...options, font: fonts.latin.regular as unknown as string });
  for (const family of ['latin', 'cjk'] as const) {
    for (const weight of ['regular', 'bold'] as const) doc.registerFont(`${family}-${weight}`, fonts[family][weight] as unknown as Buffer);
  }
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

export type Style = { size?: number; weight?: Weight; colour?: string };

/** Text in runs per face, on a page whose ruled lines go from `left` to `right`. */
export class Canvas {
  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly bounds: { left: number; right: number; ink: string; rule: string },
  ) {}

  private use(family: Family, { size = 10, weight = 'regular', colour = this.bounds.ink }: Style) {
    this.doc.font(`${family}-${weight}`).fontSize(size).fillColor(colour);
  }

  /** Text from (x, y), wrapped at `width`; returns the y below it. */
  text(text: string, x: number, y: number, width: number, style: Style = {}, align?: 'left' | 'center' | 'right'): number {
    const runs = runsOf(text);
    runs.forEach((run, index) => {
      this.use(run.family, style);
      const options = { width, continued: index < runs.length - 1, lineGap: 1.5, ...(align && { align }) };
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
    this.line(text, edge - this.widthOf(text, style), y, style);
  }

  /** One line centred on `middle` (a run-by-run layout, so mixed scripts stay centred). */
  centred(text: string, middle: number, y: number, style: Style = {}): void {
    this.line(text, middle - this.widthOf(text, style) / 2, y, style);
  }

  private line(text: string, from: number, y: number, style: Style): void {
    let x = from;
    for (const run of runsOf(text)) {
      this.use(run.family, style);
      this.doc.text(run.text, x, y, { lineBreak: false });
      x += this.doc.widthOfString(run.text);
    }
  }

  rule(y: number, weight = 0.6): void {
    this.doc.moveTo(this.bounds.left, y).lineTo(this.bounds.right, y).lineWidth(weight).strokeColor(this.bounds.rule).stroke();
  }
}

/** Names written in Chinese characters or kana put the family name first, as they are written there. */
const cjkName = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー・\s]+$/u;
export function personName(firstName: string, lastName: string): string {
  return cjkName.test(firstName) && cjkName.test(lastName) ? `${lastName} ${firstName}` : `${firstName} ${lastName}`;
}
