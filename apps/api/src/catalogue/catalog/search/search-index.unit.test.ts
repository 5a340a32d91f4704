import { describe, expect, it } from 'vitest';
import { buildSearchIndex, normalizeSearchText, type SearchDoc, searchProducts } from './search-index';
import { searchWords } from './search-text';

let nextId = 1;
const doc = (code: string, names: string[], terms: string[] = []): SearchDoc => ({
  id: nextId++,
  code,
  names,
  terms,
});
const search = (docs: SearchDoc[], q: string) => searchProducts(buildSearchIndex(docs), q);
const idsOf = (...docs: SearchDoc[]) => docs.map((d) => d.id);

describe('normalizeSearchText', () => {
  it('lowers the case, turns ё into е, folds NBSP and whitespace runs into one space and trims', () => {
    expect(normalizeSearchText('  Ёлка\u00a0\u00a0В  ЛЕСУ\t\n')).toBe('елка в лесу');
  });

  it('composes a decomposed ё and drops soft hyphens and zero-width spaces', () => {
    expect(normalizeSearchText('Е\u0308лка Паз\u00adлы\u200b')).toBe('елка пазлы');
  });

  it('turns full-width letters into plain ones', () => {
    expect(normalizeSearchText('ＡＢ－１２')).toBe('ab-12');
  });
});

describe('searchWords', () => {
  it('splits at every character that is neither a letter nor a digit', () => {
    expect(searchWords('3D-пазл «Кот»,  café 5%')).toEqual(['3d', 'пазл', 'кот', 'café', '5']);
  });

  it('gives the same words for plain Russian and English text as for text needing Unicode rules', () => {
    expect(searchWords('Ёлка-2 ab/12')).toEqual(searchWords('Е\u0308лка\u00ad-2 ＡＢ／１２'));
  });
});

describe('searchProducts', () => {
  const tree = doc('PN-1', ['Ёлка в лесу', 'Fir tree in the forest']);
  const plain = doc('PN-2', ['Елка зимняя', 'Winter tree']);
  const sea = doc('PN-3', ['Закат над\u00a0морем', 'Sunset over the sea'], ['Набор: холст, краски']);

  it('finds ё and е both ways', () => {
    expect(search([tree, plain], 'елка')).toEqual(idsOf(tree, plain));
    expect(search([tree, plain], 'ЁЛКА')).toEqual(idsOf(tree, plain));
  });

  it('ignores case, NBSP and repeated spaces in the query and in the names', () => {
    expect(search([tree, sea], 'ЗАКАТ\u00a0 над   морем')).toEqual(idsOf(sea));
  });

  it('finds a product by its Russian or its English name', () => {
    expect(search([tree, sea], 'закат')).toEqual(idsOf(sea));
    expect(search([tree, sea], 'Sunset')).toEqual(idsOf(sea));
  });

  it('finds a word as the start of a longer one and inside a name', () => {
    const puzzles = doc('P-1', ['Пазлы для детей']);
    const puzzle3d = doc('P-2', ['3D-пазл «Замок»']);
    const other = doc('P-3', ['Мозаика']);
    expect(search([puzzles, puzzle3d, other], 'пазл')).toEqual(idsOf(puzzles, puzzle3d));
    expect(search([puzzles, puzzle3d, other], '3d пазл')).toEqual(idsOf(puzzle3d));
  });

  it('finds a code typed with or without separators, and a part of it', () => {
    const kit = doc('AB-1234', ['Набор']);
    const other = doc('AB-1243', ['Набор']);
    for (const q of ['ab1234', 'AB 1234', 'ab-1234', 'ab_12.34', 'AB/1234', '1234', 'b-12 34']) {
      expect(search([kit, other], q), q).toEqual(idsOf(kit));
    }
  });

  it('finds description, property and hashtag words by their start only', () => {
    const kit = doc('K-1', ['Набор'], ['Холсты на подрамнике', '40x50', '#котики']);
    for (const q of ['холст', 'подрамник', '40x50', 'котик', 'набор холст']) {
      expect(search([kit], q), q).toEqual(idsOf(kit));
    }
    expect(search([kit], 'олст')).toEqual([]);
  });

  it('needs every word of the query (AND)', () => {
    const both = doc('C-1', ['Кот в лесу']);
    const cat = doc('C-2', ['Кот на окне']);
    expect(search([both, cat], 'лес кот')).toEqual(idsOf(both));
  });

  it('answers [] when nothing matches and for a query without letters or digits', () => {
    expect(search([tree, sea], 'верблюд')).toEqual([]);
    for (const q of ['', '   ', '\u00a0', '— «»']) expect(search([tree, sea], q), q).toEqual([]);
  });

  it('ranks exact code, code prefix, name prefix in either language, word start, inside a name, terms only', () => {
    const inTerms = doc('A-1', ['Набор'], ['lion']);
    const inside = doc('A-2', ['Dandelion']);
    const wordStart = doc('A-3', ['Большой лев', 'Big lion']);
    const namePrefix = doc('A-4', ['Лев', 'Lion king']);
    const codePrefix = doc('LION-2', ['Набор']);
    const exact = doc('Li-On', ['Набор']);
    const docs = [inTerms, inside, wordStart, namePrefix, codePrefix, exact];
    expect(search(docs, 'lion')).toEqual(idsOf(exact, codePrefix, namePrefix, wordStart, inside, inTerms));
  });

  it('ranks words found apart in the names after the phrase and before words found only in the terms', () => {
    const apart = doc('B-1', ['Кот на окне']);
    const phrase = doc('B-2', ['Вид на окне кот']);
    const inTerms = doc('B-3', ['Кот'], ['окне']);
    expect(search([inTerms, apart, phrase], 'окне кот')).toEqual(idsOf(phrase, apart, inTerms));
  });

  it('orders a tier by code, then id, whatever the order of the documents', () => {
    const b = doc('B-1', ['Кот']);
    const a2 = doc('A-1', ['Кот']);
    const a1 = { ...a2, id: a2.id - 100 };
    expect(search([b, a2, a1], 'кот')).toEqual(idsOf(a1, a2, b));
  });

  it('finds exactly the right products when the names hold more distinct characters than gram keys number', () => {
    const char = (n: number) => String.fromCharCode(0x4e00 + n);
    const docs = Array.from({ length: 600 }, (_, n) =>
      doc(`H-${n}`, [`${char(n)}${char(n + 600)}${char(n * 7)}`]),
    );
    for (const n of [0, 1, 299, 599]) {
      const name = docs[n]!.names[0]!;
      expect(search(docs, name), name).toEqual(idsOf(docs[n]!));
      expect(search(docs, name.slice(1, 3)), name).toEqual(idsOf(docs[n]!));
    }
  });

  it('finds by the index exactly what a scan of every document finds', () => {
    const subjects = ['Кот', 'Закат', 'Ёлка', 'Пионы', 'Маяк', 'Sunset', 'Deer', 'Lighthouse'];
    const docs = Array.from({ length: 200 }, (_, n) =>
      doc(`K${n % 7}-${n}`, [`${subjects[n % 8]} ${subjects[(n * 3) % 8]} ${n}`], [`холст ${n % 5}`]),
    );
    const scan = (q: string) => {
      const words = searchWords(q);
      return docs.filter((d) =>
        words.every(
          (w) =>
            d.code.toLowerCase().replace(/-/g, '').includes(w) ||
            d.names.some((name) => searchWords(name).join(' ').includes(w)) ||
            d.terms.some((term) => searchWords(term).some((t) => t.startsWith(w))),
        ),
      );
    };
    for (const q of [
      'к',
      'ко',
      'кот',
      'акат',
      'k3',
      'k31',
      'ёлка 1',
      'холс',
      '1',
      '12',
      '123',
      'see',
      'lig',
    ]) {
      expect(new Set(search(docs, q)), q).toEqual(new Set(idsOf(...scan(q))));
    }
  });
});
