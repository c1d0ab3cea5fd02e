import { parse } from 'csv-parse/sync';

/**
 * The exports read back as a spreadsheet reads them (csv-parse, RFC 4180): `csvRows` gives every cell
 * as text; `csvCells` gives a quoted cell as text and a bare one as a number (NaN if it is not one),
 * the header row as text.
 */
export function csvRows(text: string): string[][] {
  return parse(text, { record_delimiter: '\r\n' });
}

export function csvCells(text: string): (string | number)[][] {
  return parse(text, {
    record_delimiter: '\r\n',
    cast: (value, { quoting, lines }) => (quoting || lines === 1 ? value : Number(value)),
  });
}

/**
 * What a spreadsheet splitting on `;` (German, French or Spanish list separator) or on `,` sees
 * outside quotes in a data line: the line with its quoted cells taken out. For a sound export that is
 * commas and plain decimals only.
 */
export const outsideQuotes = (line: string) => line.replace(/"(?:[^"]|"")*"/g, '');
export const onlyNumbersOutsideQuotes = /^(-?\d+(\.\d+)?)?(,(-?\d+(\.\d+)?)?)*$/;
