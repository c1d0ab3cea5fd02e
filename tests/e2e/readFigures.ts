import type { Locator } from '@playwright/test';
import { minorDigits } from '../../src/i18n/format';

/**
 * Reading figures back from the page, as a trader reads them: numbers in the page's locale as
 * src/i18n/format writes them in English and Japanese ("$1,234.56", "-$951.33", "+3.81%", "1.2K",
 * "-3747", "$11.2万"), sentences by their dictionary template ("Closed-trade profit {current} of
 * {target}"), and the parts of the account screens by their structure (stat tiles, objectives, the
 * breach receipt, tables). Used by figures-agree.spec.ts.
 */

/** Whitespace as Intl and the dictionaries write it (no-break, narrow no-break, thin) made one plain space. */
export const squash = (text: string) => text.replace(/[\s\u00a0\u202f\u2009]+/g, ' ').trim();

/** Compact notation's suffixes: Intl's English ones and the Japanese myriads. */
const multipliers: Record<string, number> = { K: 1e3, M: 1e6, B: 1e9, T: 1e12, 万: 1e4, 億: 1e8, 兆: 1e12 };

/** A number read off the page: its value as shown (a percent as its points), and how far it may be from the exact one. */
export type Reading = { value: number; tolerance: number; compact: boolean; percent: boolean };

/**
 * One number in a figure's text, in en or ja: sign (+, -, −), currency symbol or code, grouping
 * commas, decimal point, a compact suffix or a percent sign. `tolerance` is half a unit of the last
 * digit shown (so "3.7K" may be 3,650 to 3,750). Throws unless the text holds exactly one number.
 */
export function readNumber(text: string): Reading {
  const shown = squash(text);
  const numbers = shown.match(/\d[\d,]*(?:\.\d+)?/g) ?? [];
  if (numbers.length !== 1) throw new Error(`Expected one number in "${shown}", found ${numbers.length}`);
  const digits = numbers[0] as string;
  const at = shown.indexOf(digits);
  const before = shown.slice(0, at);
  const after = shown.slice(at + digits.length).trim();
  const suffix = after.charAt(0);
  const multiplier = multipliers[suffix] ?? 1;
  const negative = /[-−]/.test(before);
  const decimals = digits.split('.')[1]?.length ?? 0;
  const value = Number(digits.replaceAll(',', '')) * multiplier * (negative ? -1 : 1);
  return {
    value: value === 0 ? 0 : value, // not −0
    tolerance: (0.5 * multiplier) / 10 ** decimals,
    compact: multiplier !== 1,
    percent: after.startsWith('%'),
  };
}

/** An exact amount of money ("$24,048.67", "-$220.22", "+$0.00") in minor units of `currency`. */
export function readMoney(text: string, currency: string): number {
  const reading = readNumber(text);
  if (reading.compact || reading.percent) throw new Error(`"${squash(text)}" is not an exact amount of money`);
  const minor = Math.round(reading.value * 10 ** minorDigits(currency));
  return minor === 0 ? 0 : minor;
}

/** An amount that may be empty: the statistics write "—" where there is none. */
export function readMoneyOrNone(text: string, currency: string): number | null {
  return squash(text) === '—' ? null : readMoney(text, currency);
}

export const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The values a dictionary template was filled with, read back from the text it produced
 * (`{name}` placeholders, as src/i18n/format.ts fills them); a placeholder used twice must read the
 * same both times. `rest`: the text may go on after the template (what follows is answered too).
 * Null when the text is not the template's.
 */
export function fill(template: string, text: string, options: { rest?: boolean } = {}): Record<string, string> | null {
  const names: string[] = [];
  const pattern = squash(template)
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return literally(part);
      names.push(name);
      return '(.+?)';
    })
    .join('');
  // What goes on after the template starts a sentence of its own (so "… {balance}." keeps its cents).
  const match = new RegExp(`^${pattern}${options.rest ? '(?: (.*))?' : ''}$`).exec(squash(text));
  if (!match) return null;
  const values: Record<string, string> = {};
  for (const [i, name] of names.entries()) {
    const value = match[i + 1] as string;
    if (name in values && values[name] !== value) return null;
    values[name] = value;
  }
  if (options.rest) values.rest = (match[names.length + 1] ?? '').trim();
  return values;
}

/** As `fill`, but the text must be the template's: a mismatch says which text and which template. */
export function mustFill(template: string, text: string, options: { rest?: boolean } = {}): Record<string, string> {
  const values = fill(template, text, options);
  if (!values) throw new Error(`"${squash(text)}" does not read as "${squash(template)}"`);
  return values;
}

// ---- the parts of the account screens ----

export type Tile = { label: string; value: string; hint: string | null };

/** The tiles of a StatGrid (src/ui/StatTile.tsx): label without its screen-reader-only words, value, hint. */
export function readTiles(grid: Locator): Promise<Tile[]> {
  return grid.evaluate((el) => {
    const shown = (node: Element | null) => {
      if (!node) return null;
      const copy = node.cloneNode(true) as Element;
      for (const hidden of copy.querySelectorAll('.visually-hidden')) hidden.remove();
      return copy.textContent ?? '';
    };
    return [...el.querySelectorAll('.stat-tile')].map((tile) => ({
      label: shown(tile.querySelector('.stat-tile__label')) ?? '',
      value: shown(tile.querySelector('.stat-tile__value')) ?? '',
      hint: shown(tile.querySelector('.stat-tile__hint')),
    }));
  });
}

/** The tile labelled `label` (exactly); throws if the grid has none, or two. */
export function tile(tiles: Tile[], label: string): Tile {
  const found = tiles.filter((t) => squash(t.label) === squash(label));
  if (found.length !== 1) throw new Error(`${found.length} tiles labelled "${label}" among ${tiles.map((t) => t.label).join(', ')}`);
  return found[0] as Tile;
}

export type ObjectiveText = {
  title: string;
  state: string;
  progress: string;
  level: string | null;
  formula: string;
  advice: string | null;
};

/** The account overview's objectives: title, state tag, progress line, level, formula (without its link). */
export function readObjectives(list: Locator): Promise<ObjectiveText[]> {
  return list.evaluate((el) =>
    [...el.querySelectorAll('li.objective')].map((item) => {
      const formula = item.querySelector('.objective__formula')?.cloneNode(true) as Element | undefined;
      for (const link of formula?.querySelectorAll('a') ?? []) link.remove();
      return {
        title: item.querySelector('.objective__title')?.textContent ?? '',
        state: item.querySelector('.objective__head .tag')?.textContent ?? '',
        progress: item.querySelector('.objective__figures > span:first-child')?.textContent ?? '',
        level: item.querySelector('.objective__figures strong')?.textContent ?? null,
        formula: formula?.textContent ?? '',
        advice: item.querySelector('.objective__advice')?.textContent ?? null,
      };
    }),
  );
}

/** A table's body rows as {column header: cell text}, with `key` (the row's data-key) and `time` (a cell's first <time datetime>, by header). */
export type Row = { key: string | null; cells: Record<string, string>; times: Record<string, string> };

export function readRows(table: Locator): Promise<Row[]> {
  return table.evaluate((el) =>
    [...el.querySelectorAll('tbody tr')]
      .filter((tr) => tr.querySelector('td[data-label]'))
      .map((tr) => {
        const cells: Record<string, string> = {};
        const times: Record<string, string> = {};
        for (const td of tr.querySelectorAll('td[data-label]')) {
          const label = td.getAttribute('data-label') ?? '';
          cells[label] = td.textContent ?? '';
          const time = td.querySelector('time')?.getAttribute('datetime');
          if (time) times[label] = time;
        }
        return { key: tr.getAttribute('data-key'), cells, times };
      }),
  );
}

/** A definition list's terms and details in order ({term, detail, datetime of a <time> in it}). */
export function readFacts(list: Locator): Promise<{ term: string; detail: string; datetime: string | null }[]> {
  return list.evaluate((el) =>
    [...el.querySelectorAll('dt')].map((dt) => {
      const dd = dt.nextElementSibling;
      return {
        term: dt.textContent ?? '',
        detail: dd?.textContent ?? '',
        datetime: dd?.querySelector('time')?.getAttribute('datetime') ?? null,
      };
    }),
  );
}

/** The daily calendar's trading days: the short figure for the eye and the exact words for a screen reader. */
export function readCalendarDays(grid: Locator): Promise<{ short: string; words: string }[]> {
  return grid.evaluate((el) =>
    [...el.querySelectorAll('button.daily-calendar__day')].map((button) => ({
      short: button.querySelector('.daily-calendar__pnl')?.textContent ?? '',
      words: button.querySelector('.visually-hidden')?.textContent ?? '',
    })),
  );
}

/**
 * The mismatches of one reading, all of them: a check that fails names each figure, what the page
 * says and what it should say, instead of stopping at the first.
 */
export class Agreement {
  private readonly found: string[] = [];

  constructor(private readonly context: string) {}

  /** `shown` (read off the page) equals `expected`. */
  same<T>(what: string, shown: T, expected: T): void {
    if (!Object.is(shown, expected) && JSON.stringify(shown) !== JSON.stringify(expected))
      this.found.push(`${what}: the page shows ${JSON.stringify(shown)}, expected ${JSON.stringify(expected)}`);
  }

  /** A rounded figure: |shown − expected| ≤ tolerance. */
  near(what: string, shown: number, expected: number, tolerance: number): void {
    if (!(Math.abs(shown - expected) <= tolerance + 1e-9))
      this.found.push(`${what}: the page shows ${shown}, expected ${expected} (±${tolerance})`);
  }

  holds(what: string, ok: boolean, detail = ''): void {
    if (!ok) this.found.push(`${what}${detail ? `: ${detail}` : ''}`);
  }

  /** Throws with every mismatch found, if any. */
  done(): void {
    if (this.found.length > 0) throw new Error(`${this.context}:\n- ${this.found.join('\n- ')}`);
  }
}
