import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvTable, defused, majorUnits } from '../../src/server/http/csv';
import { csvCells, csvRows, onlyNumbersOutsideQuotes, outsideQuotes } from '../csvReader';

/** The CSV writer of every export (issue 27, item 10): text quoted and defused, numbers bare. */
describe('csvTable', () => {
  const table = csvTable([
    { header: 'Name', kind: 'text' },
    { header: 'Amount', kind: 'number' },
    { header: 'Note', kind: 'text' },
  ]);

  it('writes the header as before and each row CRLF-ended, text quoted and numbers bare', () => {
    expect(table.header).toBe('Name,Amount,Note\r\n');
    expect(table.lines([])).toBe('');
    expect(
      table.lines([
        ['Ann', '-12.50', ''],
        ['A,"B"', '0', 'x\ny'],
      ]),
    ).toBe('"Ann",-12.50,""\r\n"A,""B""",0,"x\ny"\r\n');
  });

  it('puts a quote before text a spreadsheet would run as a formula, not before other text', () => {
    for (const text of [
      '=1+2',
      '+cmd',
      '-2+3',
      '@SUM(A1)',
      '\t=1',
      '\r=1',
      '\n=1',
      '\0x',
      ' =1+2',
      '  @x',
      '\uFF1D1+2',
      '\uFF0B1',
      '\uFF0D1',
      '\uFF20x',
      '=HYPERLINK("http://evil")',
    ]) {
      expect(defused(text), JSON.stringify(text)).toBe(`'${text}`);
    }
    for (const text of ['', 'Eve;=1+2;', 'a=b', "'=already", 'EURUSD', '12', 'x-1', ' plain']) {
      expect(defused(text), JSON.stringify(text)).toBe(text);
    }
  });

  it('writes anything but a plain decimal in a number column as quoted, defused text', () => {
    expect(
      table.lines([
        ['a', '-1e3', 'b'],
        ['a', '=1+2', 'b'],
        ['a', '', 'b'],
        ['a', '1,5', 'b'],
      ]),
    ).toBe('"a","\'-1e3","b"\r\n"a","\'=1+2","b"\r\n"a","","b"\r\n"a","1,5","b"\r\n');
  });

  it('for any text: reads back as the defused text, nothing outside quotes but the number, no cell starting a formula', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), fc.integer(), (name, note, minor) => {
        const amount = majorUnits(minor, 2);
        const text = table.lines([[name, amount, note]]);
        expect(csvRows(text)).toEqual([[defused(name), amount, defused(note)]]);
        expect(csvCells(`x,y,z\r\n${text}`)[1]).toEqual([defused(name), Number(amount), defused(note)]);
        // One record per row: a line break inside a cell is inside its quotes.
        expect(outsideQuotes(text.slice(0, -2))).toMatch(onlyNumbersOutsideQuotes);
        for (const cell of [defused(name), defused(note)]) expect(cell).not.toMatch(/^[\s\0]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/);
      }),
    );
  });

  it('writes minor units as major units with the currency’s digits', () => {
    expect([majorUnits(-1250, 2), majorUnits(5, 2), majorUnits(0, 2), majorUnits(1234, 0), majorUnits(-7, 3)]).toEqual([
      '-12.50',
      '0.05',
      '0.00',
      '1234',
      '-0.007',
    ]);
  });
});
