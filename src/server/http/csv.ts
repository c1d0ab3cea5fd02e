import { type Options, stringify } from 'csv-stringify/sync';

/**
 * CSV out, one writer for every export (issue 27, item 10): csv-stringify with RFC 4180 quoting and
 * CRLF line ends. A column is text or a number:
 * - every text cell is quoted, so a spreadsheet that splits on `;` (the list separator in German,
 *   French and Spanish settings) finds no separator outside quotes and never starts a cell inside
 *   one (`Eve;=1+2;`); and a text cell a spreadsheet would run as a formula gets a leading `'`
 *   (OWASP "CSV injection", ASVS 1.2.10): one starting with `=`, `+`, `-`, `@` or their full-width
 *   forms, also after leading blanks, or with a tab, CR, LF or NUL;
 * - a number cell (an amount or a volume the server formats itself, `-12.50`) is written bare, so the
 *   spreadsheet reads a number it can sum. Only a plain decimal is written so; anything else in a
 *   number column is written as text, quoted and neutralised.
 * The header line is the firm's own fixed text, written as before (unquoted: no header needs quotes).
 * csv-stringify's own `escape_formulas` stays off: it misses a formula after leading blanks, and would
 * prefix a negative amount, which goes over as an object (below), as if it were text.
 */
export type CsvColumn = { readonly header: string; readonly kind: 'text' | 'number' };

const plainDecimal = /^-?\d+(\.\d+)?$/;
const formulaStart = /^[\s\0]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r\n\0]/;

/** Text a spreadsheet would run as a formula, with a leading `'` that keeps it text. */
export const defused = (text: string): string => (formulaStart.test(text) ? `'${text}` : text);

/** Minor units as major units: '.' before the decimals, no grouping ('-12.50'). */
export function majorUnits(minor: number, digits: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  if (digits === 0) return `${sign}${abs}`;
  const unit = 10 ** digits;
  return `${sign}${Math.floor(abs / unit)}.${String(abs % unit).padStart(digits, '0')}`;
}

export interface CsvTable {
  /** The header line, CRLF included. */
  readonly header: string;
  /** One CRLF-ended line per row, its cells in the columns' order ('' for none). */
  lines(rows: readonly (readonly string[])[]): string;
}

export function csvTable(columns: readonly CsvColumn[]): CsvTable {
  const numbers = new Set(columns.flatMap((column, i) => (column.kind === 'number' ? [i] : [])));
  // `quoted_string` quotes the cells handed over as strings: the text. A number cell goes over as an
  // object (`{ decimal }`), so it is written bare (a plain decimal holds nothing that needs quotes).
  // One set of options for the whole table: options per cell took about five times as long.
  const options: Options = {
    record_delimiter: '\r\n',
    quote_record_delimiter: true,
    quoted_string: true,
    quoted_empty: true,
    cast: { string: defused, object: (cell) => String(cell.decimal) },
  };
  const cells = (row: readonly string[]) => row.map((cell, i) => (numbers.has(i) && plainDecimal.test(cell) ? { decimal: cell } : cell));
  return {
    header: stringify([columns.map((column) => column.header)], { record_delimiter: '\r\n' }),
    lines: (rows) => (rows.length === 0 ? '' : stringify(rows.map(cells), options)),
  };
}
