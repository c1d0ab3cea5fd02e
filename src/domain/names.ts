/**
 * Payout holder names. Payouts go only to the verified person: the holder name typed on a payout
 * destination must name the person the identity provider verified (or, for a business member, the
 * company's registered name). Pure: no I/O.
 *
 * How names are compared (published to members):
 * 1. Case and accents do not matter: "JOSE MULLER" = "José Müller", "Ｓｍｉｔｈ" = "Smith".
 *    Accents and other marks on Latin, Greek, Cyrillic, Arabic and Hebrew letters are ignored, and
 *    ß = ss, æ = ae, œ = oe, ø = o, ł = l, đ = ð = d, þ = th, ı = i, ς = σ. Marks that make a different
 *    letter in other scripts still count (Japanese ガ is not カ; Indic vowel signs count).
 * 2. Spaces, hyphens, commas, full stops, slashes, middle dots and & separate words; apostrophes
 *    (' ’ ʼ ‘ ` ´ ʻ) and invisible characters are dropped (O'Brien = OBrien).
 * 3. Titles are ignored: mr, mrs, ms, miss, dr, prof, herr, frau, mme, mlle, sr, sra. So are legal
 *    forms: ltd, limited, llc, inc, incorporated, corp, corporation, co, company, gmbh, ag, sa, sarl,
 *    sas, srl, bv, nv, plc, kk, kabushiki, kaisha, and (also when dotted: "S.A.", "L.L.C."), and
 *    株式会社, 有限会社, 合同会社, (株), (有), 有限公司, 有限责任公司, 有限責任公司, 股份有限公司, also
 *    when written together with the name ("株式会社テスト商事" = "テスト商事").
 * 4. Word order does not matter and middle names may be left out. Every word you type must match a
 *    different word of the verified name, either in full or, for a single letter, as its initial
 *    ("Anna M. Smith"). At least two words must match in full (single letters do not count), unless
 *    your words are exactly the verified words: "Anna" or "A. Smith" do not name "Anna Smith".
 * 5. Names written without spaces match when the letters are the same as the verified words
 *    written together, in the verified order or with the verified words in reverse order (family
 *    name first): "山田太郎" = "山田 太郎", "YamadaTaro" = "Taro Yamada".
 * 6. An empty name, or one made only of titles or legal forms, never matches.
 */

const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'prof', 'herr', 'frau', 'mme', 'mlle', 'sr', 'sra']);

const LEGAL_FORMS = new Set([
  'ltd',
  'limited',
  'llc',
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'co',
  'company',
  'gmbh',
  'ag',
  'sa',
  'sarl',
  'sas',
  'srl',
  'bv',
  'nv',
  'plc',
  'kk',
  'kabushiki',
  'kaisha',
  'and',
]);

/** Legal forms in scripts written without spaces: also removed from the start or end of a word. Longest first. */
const GLUED_LEGAL_FORMS = ['股份有限公司', '有限责任公司', '有限責任公司', '有限公司', '株式会社', '有限会社', '合同会社', '(株)', '(有)'];

/** Letters that do not decompose under NFKD (applied after lower-casing). */
const TRANSLITERATIONS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ς: 'σ',
};
const TRANSLITERATED = /[ßæœøłđðþıς]/gu;

/** Apostrophes and look-alikes, removed within words (before NFKD, which turns ´ into a space and a mark, and after). */
const APOSTROPHES = /['’ʼ‘`´ʻ]/gu;
/** Invisible formatting characters (zero-width space and joiners, soft hyphen, direction marks, BOM). */
const INVISIBLE = /\p{Cf}/gu;
/** A letter with the marks that follow it. */
const MARKED_LETTER = /(\p{L})(\p{M}+)/gu;
/** Scripts whose marks are accents or optional vowel points, ignored in comparison. */
const ACCENTED_SCRIPT = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Arabic}\p{Script=Hebrew}]/u;
/** Marks not attached to a letter. */
const STRAY_MARKS = /(?<![\p{L}\p{M}])\p{M}+/gu;
/** Single letters joined by full stops, e.g. "s.a." or "l.l.c": a legal form when the letters spell one. */
const DOTTED = /(?<![\p{L}\p{N}])\p{L}(?:\.\p{L})+\.?(?![\p{L}\p{N}])/gu;
/** Word separators: whitespace, controls, dashes, minus, commas, full stops, slashes, middle dots, &. */
const SEPARATORS = /[\s\p{Cc}\p{Pd}\u2212,.\u3001\u3002/\u2044\u2215\u00B7\u2027\u2E31\u30FB\u22C5\u2219&]+/u;

function stripGluedLegalForms(word: string): string {
  let w = word;
  let changed = true;
  while (changed && w !== '') {
    changed = false;
    for (const form of GLUED_LEGAL_FORMS) {
      if (w.startsWith(form)) {
        w = w.slice(form.length);
        changed = true;
      } else if (w.endsWith(form)) {
        w = w.slice(0, w.length - form.length);
        changed = true;
      }
    }
  }
  return w;
}

/** The comparable words of a name: see the rules. Exported for tests and for showing why. */
export function nameWords(name: string): string[] {
  let s = name.replace(INVISIBLE, '').replace(APOSTROPHES, '');
  // Lower-case after NFKD: some compatibility forms decompose to capitals (ℌ → H, Ｏ → O). toLowerCase
  // is locale-independent (İ → i + combining dot). NFKD also folds ＇ to ', hence the second removal.
  s = s.normalize('NFKD').toLowerCase().replace(APOSTROPHES, '');
  s = s.replace(MARKED_LETTER, (_, letter: string, marks: string) => (ACCENTED_SCRIPT.test(letter) ? letter : letter + marks));
  s = s.replace(STRAY_MARKS, '');
  s = s.replace(TRANSLITERATED, (c) => TRANSLITERATIONS[c] ?? c);
  // Recompose what remains (kana voicing marks, Hangul syllables) so words read as typed.
  s = s.normalize('NFC');
  s = s.replace(DOTTED, (abbreviation) => (LEGAL_FORMS.has(abbreviation.replaceAll('.', '')) ? ' ' : abbreviation));
  const words: string[] = [];
  for (const raw of s.split(SEPARATORS)) {
    const word = stripGluedLegalForms(raw);
    if (word !== '' && !TITLES.has(word) && !LEGAL_FORMS.has(word)) words.push(word);
  }
  return words;
}

function letterCount(word: string): number {
  let n = 0;
  for (const _ of word) n++;
  return n;
}

/** Rule 4: each holder word matches a different verified word (equal, or a single letter as its initial). */
function wordsMatch(holder: string[], verified: string[]): boolean {
  const unused = new Map<string, number>();
  for (const w of verified) unused.set(w, (unused.get(w) ?? 0) + 1);
  // Matching equal words first is never worse: a holder word can only stand for a word it equals,
  // or, if it is a single letter, for a longer word starting with that letter.
  let fullMatches = 0;
  const initials: string[] = [];
  for (const w of holder) {
    const left = unused.get(w) ?? 0;
    if (left > 0) {
      unused.set(w, left - 1);
      if (letterCount(w) >= 2) fullMatches++;
    } else if (letterCount(w) === 1) {
      initials.push(w);
    } else {
      return false;
    }
  }
  if (initials.length > 0) {
    const byInitial = new Map<string, number>();
    for (const [w, n] of unused) {
      const first = String.fromCodePoint(w.codePointAt(0)!);
      byInitial.set(first, (byInitial.get(first) ?? 0) + n);
    }
    for (const letter of initials) {
      const left = byInitial.get(letter) ?? 0;
      if (left === 0) return false;
      byInitial.set(letter, left - 1);
    }
  }
  const exactlyTheVerifiedWords = initials.length === 0 && holder.length === verified.length;
  return fullMatches >= 2 || exactlyTheVerifiedWords;
}

/** Rule 5: the holder's words written together equal the verified words written together, in order or reversed. */
function joinedMatch(holder: string[], verified: string[]): boolean {
  const joined = holder.join('');
  return joined === verified.join('') || joined === verified.toReversed().join('');
}

/** Whether `holder` (as typed on a payout destination) names the verified person or company `verified`. */
export function holderNameMatches(holder: string, verified: string): boolean {
  const h = nameWords(holder);
  const v = nameWords(verified);
  if (h.length === 0 || v.length === 0) return false;
  return wordsMatch(h, v) || joinedMatch(h, v);
}
