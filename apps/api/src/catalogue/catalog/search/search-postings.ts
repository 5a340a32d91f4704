/**
 * The two inverted structures behind the catalogue search (docs/rules.md#search). Both map text to
 * the ascending positions of the documents holding it, and both only narrow: the caller checks every
 * candidate they give against the search's own rule. Every list is packed into one typed array, so
 * tens of thousands of distinct words cost no object each.
 */

/** Positions of documents, ascending. */
export type Postings = Int32Array;

/** Lists packed in one array: list `slot` is positions[starts[slot], starts[slot + 1]). */
type Packed = { readonly starts: Int32Array; readonly positions: Int32Array };

/** Gram key → slot of its list; characters → their numbers in gram keys. */
export type GramPostings = Packed & {
  readonly slots: ReadonlyMap<number, number>;
  readonly letters: ReadonlyMap<number, number>;
};
/** Distinct words in code-unit order; the list of words[slot] is at `slot`. */
export type WordPostings = Packed & { readonly words: readonly string[] };

/** Longest grams a substring is looked up by; shorter words are looked up by grams of their length. */
const GRAM = 3;
/**
 * Characters are numbered 1…LETTERS−2 as first met; any further one shares LETTERS−1, which only
 * widens the candidates. A gram is its numbers in base LETTERS: below 2^30, a small integer key.
 */
const LETTERS = 1024;

/** The number every character without one of its own shares. */
const OTHER = LETTERS - 1;

/** The number of a character (UTF-16 code unit) in gram keys. */
const letterOf = (letters: ReadonlyMap<number, number>, unit: number) => letters.get(unit) ?? OTHER;

/** The number of a character, giving it the next one at its first meeting while numbers last. */
function numberLetter(letters: Map<number, number>, unit: number): number {
  const known = letters.get(unit);
  if (known !== undefined) return known;
  if (letters.size + 1 >= OTHER) return OTHER;
  letters.set(unit, letters.size + 1);
  return letters.size;
}

/** Calls `visit` with the key of every gram of `from`…`to` characters in a text, none across a line break. */
function forEachGram(
  text: string,
  [from, to]: [number, number],
  letter: (unit: number) => number,
  visit: (key: number) => void,
) {
  for (let start = 0; start < text.length; start += 1) {
    let key = 0;
    for (let end = start; end < start + to && end < text.length; end += 1) {
      const unit = text.charCodeAt(end);
      if (unit === 10) break;
      key = key * LETTERS + letter(unit);
      if (end - start + 1 >= from) visit(key);
    }
  }
}

/**
 * Key → ascending positions of the documents `forEachKey` gives it for (repeats in a document kept
 * once), packed: the keys and their lists in first-seen order, or in the order `orderOf` gives (the
 * first-seen slots of the keys, reordered). Two passes over the documents — count, then fill — so the lists are
 * written once into their packed array instead of being grown as arrays of numbers first (at
 * 100,000 products those took the heap to about 1 GB while the index was built).
 */
function collect<K>(
  count: number,
  forEachKey: (position: number, add: (key: K) => void) => void,
  orderOf?: (keys: readonly K[]) => readonly number[],
): Packed & { keys: K[] } {
  const slots = new Map<K, number>();
  const keys: K[] = [];
  let sizes = new Int32Array(1024);
  let last = new Int32Array(1024);
  for (let position = 0; position < count; position += 1) {
    forEachKey(position, (key) => {
      let slot = slots.get(key);
      if (slot === undefined) {
        slot = keys.length;
        slots.set(key, slot);
        keys.push(key);
        if (slot === sizes.length) {
          sizes = grown(sizes);
          last = grown(last);
        }
        last[slot] = -1;
      }
      if (last[slot] !== position) {
        last[slot] = position;
        sizes[slot] = sizes[slot]! + 1;
      }
    });
  }
  const order = orderOf ? orderOf(keys) : keys.map((_, slot) => slot);
  const starts = new Int32Array(keys.length + 1);
  const next = new Int32Array(keys.length);
  order.forEach((slot, i) => {
    starts[i + 1] = starts[i]! + sizes[slot]!;
    next[slot] = starts[i]!;
  });
  const positions = new Int32Array(starts[keys.length]!);
  last.fill(-1);
  for (let position = 0; position < count; position += 1) {
    forEachKey(position, (key) => {
      const slot = slots.get(key)!;
      if (last[slot] === position) return;
      last[slot] = position;
      positions[next[slot]!++] = position;
    });
  }
  return { starts, positions, keys: orderOf ? order.map((slot) => keys[slot]!) : keys };
}

/** A copy of `array` twice as long. */
function grown(array: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const larger = new Int32Array(array.length * 2);
  larger.set(array);
  return larger;
}

const listAt = (packed: Packed, slot: number): Postings =>
  packed.positions.subarray(packed.starts[slot]!, packed.starts[slot + 1]!);

/** Gram of 1 to GRAM characters → documents whose text (index = position) contains it. */
export function buildGramPostings(texts: readonly string[]): GramPostings {
  const letters = new Map<number, number>();
  const letter = (unit: number) => numberLetter(letters, unit);
  const { starts, positions, keys } = collect<number>(texts.length, (position, add) =>
    forEachGram(texts[position]!, [1, GRAM], letter, add),
  );
  const slots = new Map(keys.map((key, slot) => [key, slot]));
  return { starts, positions, slots, letters };
}

/** Positions in both ascending lists. */
function intersect(a: Postings, b: Postings): Postings {
  const out: number[] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i]! < b[j]!) i += 1;
    else if (a[i]! > b[j]!) j += 1;
    else {
      out.push(a[i]!);
      i += 1;
      j += 1;
    }
  }
  return Int32Array.from(out);
}

/**
 * Documents that may contain `word`: those holding its two rarest grams (of GRAM characters, or of
 * the word's length when shorter). Exact for a word of at most GRAM characters; a superset otherwise.
 */
export function gramCandidates(index: GramPostings, word: string): Postings {
  const size = Math.min(word.length, GRAM);
  const lists: Postings[] = [];
  let missing = false;
  forEachGram(
    word,
    [size, size],
    (unit) => letterOf(index.letters, unit),
    (key) => {
      const slot = index.slots.get(key);
      if (slot === undefined) missing = true;
      else lists.push(listAt(index, slot));
    },
  );
  if (missing) return new Int32Array(0);
  lists.sort((a, b) => a.length - b.length);
  const [rarest, next] = lists;
  if (!rarest) return new Int32Array(0);
  return next ? intersect(rarest, next) : rarest;
}

/** Word → documents from each document's distinct words (index = position). */
export function buildWordPostings(wordsOf: readonly (readonly string[])[]): WordPostings {
  // The words are distinct keys: ordered by code units, as Array.prototype.sort orders strings.
  const sorted = (words: readonly string[]) =>
    words.map((_, slot) => slot).sort((a, b) => (words[a]! < words[b]! ? -1 : 1));
  const { starts, positions, keys } = collect<string>(
    wordsOf.length,
    (position, add) => wordsOf[position]!.forEach(add),
    sorted,
  );
  return { starts, positions, words: keys };
}

/** The first index of a sorted list whose word is not below `prefix`. */
function lowerBound(words: readonly string[], prefix: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (words[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Calls `visit` with every document holding a word that starts with `prefix` (a document may repeat). */
export function forEachPrefixMatch(index: WordPostings, prefix: string, visit: (position: number) => void) {
  for (let slot = lowerBound(index.words, prefix); slot < index.words.length; slot += 1) {
    if (!index.words[slot]!.startsWith(prefix)) return;
    for (const position of listAt(index, slot)) visit(position);
  }
}
