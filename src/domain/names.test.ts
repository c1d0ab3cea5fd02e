import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { holderNameMatches, nameWords } from './names';

describe('nameWords', () => {
  it.each([
    { name: 'José Müller', words: ['jose', 'muller'] },
    { name: 'Zoë Ångström', words: ['zoe', 'angstrom'] },
    { name: 'Æsa Łukasz Þór Straße Øster Đorđe Œuvre', words: ['aesa', 'lukasz', 'thor', 'strasse', 'oster', 'dorde', 'oeuvre'] },
    { name: 'İbrahim Işık', words: ['ibrahim', 'isik'] },
    { name: 'ＡＮＮＡ\u3000ＳＭＩＴＨ', words: ['anna', 'smith'] },
    { name: 'Mr. Seán O’Brien-Ó Súilleabháin', words: ['sean', 'obrien', 'o', 'suilleabhain'] },
    { name: "D'Angelo ʼAli O´Neil Ｏ＇Ｈａｒａ", words: ['dangelo', 'ali', 'oneil', 'ohara'] },
    { name: 'Anna \u0301Smith', words: ['anna', 'smith'] },
    { name: 'Smith, Anna / Maria·Jones', words: ['smith', 'anna', 'maria', 'jones'] },
    { name: 'An\u00ADna\u200B Smith', words: ['anna', 'smith'] },
    { name: 'Dr. Prof. Frau Anna Smith', words: ['anna', 'smith'] },
    { name: 'ACME TRADING CO., LTD.', words: ['acme', 'trading'] },
    { name: 'Acme S.A.', words: ['acme'] },
    { name: 'Procter & Gamble and Sons L.L.C.', words: ['procter', 'gamble', 'sons'] },
    { name: '株式会社テスト商事', words: ['テスト商事'] },
    { name: '测试贸易有限公司', words: ['测试贸易'] },
    { name: 'ジョン・スミス', words: ['ジョン', 'スミス'] },
    { name: 'ΝΙΚΟΣ ΠΑΠΑΔΟΠΟΥΛΟΣ', words: ['νικοσ', 'παπαδοπουλοσ'] },
    { name: 'A.S.', words: ['a', 's'] },
    { name: '', words: [] },
    { name: ' Mr  Dr. ', words: [] },
    { name: 'Ltd & Co', words: [] },
  ])('reads "$name" as $words', ({ name, words }) => {
    expect(nameWords(name)).toEqual(words);
  });

  it('keeps Japanese voicing marks, which make a different letter', () => {
    expect(nameWords('ガ')).toEqual(['ガ']);
    expect(nameWords('ガ')).not.toEqual(nameWords('カ'));
  });

  it('reads its own output the same way again', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (name) => {
        const words = nameWords(name);
        expect(nameWords(words.join(' '))).toEqual(words);
      }),
      { numRuns: 500 },
    );
  });
});

describe('holderNameMatches', () => {
  it.each([
    ['case', 'anna smith', 'ANNA SMITH'],
    ['accents', 'José Müller', 'JOSE MULLER'],
    ['accents on the verified side', 'Zoe Angstrom', 'Zoë Ångström'],
    ['sharp s', 'Straße Anna', 'Anna Strasse'],
    ['Turkish dotless i', 'Isik Ayse', 'Işık Ayşe'],
    ['full-width letters and ideographic space', 'ＡＮＮＡ\u3000ＳＭＩＴＨ', 'Anna Smith'],
    ['Greek with and without accents', 'ΝΙΚΟΣ ΠΑΠΑΔΟΠΟΥΛΟΣ', 'Νίκος Παπαδόπουλος'],
    ['surname first', 'Smith Anna', 'Anna Smith'],
    ['surname first with a comma', 'SMITH, ANNA', 'Anna Smith'],
    ['middle name omitted', 'Anna Smith', 'Anna Maria Smith'],
    ['middle name as an initial', 'Anna M. Smith', 'Anna Maria Smith'],
    ['given name as an initial beside two full words', 'A. Maria Smith', 'Anna Maria Smith'],
    ['hyphen for a space', 'Jean-Pierre Dupont', 'Jean Pierre Dupont'],
    ['space for a hyphen', 'Jean Pierre Dupont', 'Jean-Pierre Dupont'],
    ['apostrophe left out', 'Sean OBrien', "Seán O'Brien"],
    ['typographic apostrophe', 'Sean O’Brien', "Sean O'Brien"],
    ['CJK without a space', '山田太郎', '山田 太郎'],
    ['CJK with a space', '山田 太郎', '山田太郎'],
    ['CJK family name last', '太郎山田', '山田 太郎'],
    ['Korean without a space', '김민준', '김 민준'],
    ['Latin family name first', 'Yamada Taro', 'Taro Yamada'],
    ['Latin family name first, written together', 'YamadaTaro', 'Taro Yamada'],
    ['given and family name written together', 'AnnaSmith', 'Anna Smith'],
    ['katakana with a middle dot', 'ジョン・スミス', 'ジョン スミス'],
    ['title', 'Mr John Smith', 'John Smith'],
    ['title with a full stop', 'Dr. Anna Smith', 'Anna Smith'],
    ['verified initial written as on the record', 'J Smith', 'J. Smith'],
    ['verified initials in another order', 'R. Smith J.', 'J. R. Smith'],
    ['one-word name', 'Madonna', 'MADONNA'],
    ['company legal form abbreviated', 'ACME TRADING LIMITED', 'Acme Trading Ltd'],
    ['company legal form left out', 'Acme Trading', 'Acme Trading GmbH'],
    ['company legal form dotted', 'Acme Trading S.A.', 'ACME TRADING SA'],
    ['company with an ampersand', 'Smith and Jones Ltd', 'Smith & Jones Limited'],
    ['Japanese company prefix', '株式会社テスト商事', 'テスト商事'],
    ['Japanese company suffix', 'テスト商事株式会社', '株式会社テスト商事'],
    ['Chinese company suffix', '测试贸易有限公司', '测试贸易'],
  ])('accepts %s: "%s" for "%s"', (_, holder, verified) => {
    expect(holderNameMatches(holder, verified)).toBe(true);
  });

  it.each([
    ['a different surname', 'Anna Jones', 'Anna Smith'],
    ['a different person sharing two given names', 'Anna Maria Jones', 'Anna Maria Smith'],
    ['a different person sharing the given name', 'Anna Smith', 'Anna Smyth'],
    ['only the first name', 'Anna', 'Anna Smith'],
    ['only the surname', 'Smith', 'Anna Smith'],
    ['a given name as an initial leaving one full word', 'A. Smith', 'Anna Smith'],
    ['only initials', 'A. S.', 'Anna Smith'],
    ['only initials written together', 'A.S.', 'Anna Smith'],
    ['an initial that is not in the name', 'Anna B. Smith', 'Anna Maria Smith'],
    ['an extra word not in the verified name', 'Anna Smith Jones', 'Anna Smith'],
    ['an extra initial', 'Anna Smith J.', 'Anna Smith'],
    ['the same word used twice', 'Anna Anna', 'Anna Smith'],
    ['the same initial used twice', 'Anna S. S. Smith', 'Anna Sofia Smith'],
    ['only the verified initials', 'J. R.', 'J. R. Smith'],
    ['a different one-word name', 'Madonna', 'Madona'],
    ['a longer holder for a one-word name', 'Madonna Smith', 'Madonna'],
    ['an empty holder', '', 'Anna Smith'],
    ['a blank holder', ' \u3000 ', 'Anna Smith'],
    ['an empty verified name', 'Anna Smith', ''],
    ['empty names on both sides', '', ''],
    ['a title-only holder', 'Mr. Dr.', 'Anna Smith'],
    ['title-only names on both sides', 'Mr', 'Mr'],
    ['legal-form-only names on both sides', 'Ltd', 'Limited'],
    ['a different company', 'Acme Trading Ltd', 'Acme Holdings Ltd'],
    ['a different Japanese company', '株式会社テスト物産', 'テスト商事'],
    ['CJK names differing in one character', '山田次郎', '山田 太郎'],
    ['a voiced kana for an unvoiced one', 'ガ', 'カ'],
    ['the words written together in a shuffled order', 'SmithMariaAnna', 'Anna Smith Maria'],
  ])('refuses %s: "%s" for "%s"', (_, holder, verified) => {
    expect(holderNameMatches(holder, verified)).toBe(false);
  });
});

const IGNORED_WORDS = ['mr', 'dr', 'sra', 'ltd', 'co', 'sa', 'and', 'kaisha'];

describe('holderNameMatches (generated Latin names)', () => {
  const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz');
  // A word the rules keep as it is (not a title or a legal form).
  const word = fc.string({ unit: letter, minLength: 2, maxLength: 9 }).filter((w) => nameWords(w).length === 1);
  const name = fc.uniqueArray(word, { minLength: 2, maxLength: 4 });
  const accent = fc.integer({ min: 0x300, max: 0x36f }).map((c) => String.fromCodePoint(c));
  // How one letter is disguised: upper-cased or not, with up to two combining accents.
  const disguise = fc.array(fc.record({ upper: fc.boolean(), accents: fc.array(accent, { maxLength: 2 }) }), {
    minLength: 40,
    maxLength: 40,
  });
  const sortKeys = fc.array(fc.double({ noNaN: true }), { minLength: 4, maxLength: 4 });

  const shuffle = (words: string[], keys: number[]) =>
    words
      .map((w, i) => ({ w, key: keys[i] ?? 0 }))
      .sort((a, b) => a.key - b.key)
      .map(({ w }) => w);
  const disguised = (words: string[], looks: { upper: boolean; accents: string[] }[]) => {
    let i = 0;
    return words
      .map((w) =>
        [...w]
          .map((c) => {
            const look = looks[i++ % looks.length]!;
            return (look.upper ? c.toUpperCase() : c) + look.accents.join('');
          })
          .join(''),
      )
      .join(' ');
  };
  const sortedLetters = (w: string) => [...w].sort().join('');

  it('disguises a name so that it differs from the verified one', () => {
    // Guards the properties below against a disguise that does nothing.
    const looks = [{ upper: true, accents: ['\u0301'] }];
    expect(disguised(['anna', 'smith'], looks)).toBe('A\u0301N\u0301N\u0301A\u0301 S\u0301M\u0301I\u0301T\u0301H\u0301');
    expect(shuffle(['anna', 'maria', 'smith'], [2, 0, 1])).toEqual(['maria', 'smith', 'anna']);
  });

  it('never reads an ignored word as a name word', () => {
    for (const w of IGNORED_WORDS) expect(nameWords(w)).toEqual([]);
  });

  it('accepts the verified words shuffled, in another case and with accents', () => {
    fc.assert(
      fc.property(name, sortKeys, disguise, (words, keys, looks) => {
        const holder = disguised(shuffle(words, keys), looks);
        expect(holderNameMatches(holder, words.join(' '))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('accepts any two or more of the verified words, in any order', () => {
    fc.assert(
      fc.property(
        name.chain((words) => fc.tuple(fc.constant(words), fc.shuffledSubarray(words, { minLength: 2 }))),
        disguise,
        ([words, kept], looks) => {
          expect(holderNameMatches(disguised(kept, looks), words.join(' '))).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses the name with any one word replaced by a different word, random or another of its words', () => {
    // Half of the time the replacement repeats another word of the name (a word may match only once).
    const replacement = fc.oneof(
      word.map((w) => ({ w })),
      fc.nat(2).map((offset) => ({ offset })),
    );
    fc.assert(
      fc.property(name, fc.nat(3), replacement, sortKeys, disguise, (words, at, pick, keys, looks) => {
        const i = at % words.length;
        const other = 'w' in pick ? pick.w : words[(i + 1 + (pick.offset % (words.length - 1))) % words.length]!;
        // Not an anagram of the replaced word, so no spacing of the letters spells the verified name.
        fc.pre(sortedLetters(other) !== sortedLetters(words[i]!));
        const holderWords = words.with(i, other);
        expect(holderNameMatches(disguised(shuffle(holderWords, keys), looks), words.join(' '))).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
