import {
  buildGramPostings,
  buildWordPostings,
  forEachPrefixMatch,
  type GramPostings,
  gramCandidates,
  type WordPostings,
} from './search-postings';
import { foldSearchText, searchCodeKey, searchWords } from './search-text';

export { normalizeSearchText } from './search-text';

/**
 * One product as the search sees it: its id, its code, its names (every language) and its other
 * searchable texts (description, property values, hashtags; any length, split into words here).
 */
export type SearchDoc = { id: number; code: string; names: readonly string[]; terms: readonly string[] };

/**
 * The search's immutable index of one catalogue snapshot. Opaque: build it with `buildSearchIndex`,
 * read it only with `searchProducts`. Documents are kept by position (their order when built).
 */
export type SearchIndex = {
  readonly ids: Int32Array;
  /** Code keys (`searchCodeKey`). */
  readonly codes: readonly string[];
  /** Folded names (`foldSearchText`), one per line. */
  readonly names: readonly string[];
  /** Words of the terms, each after one space (" шерсть 30x40"), so " " + prefix finds a word start. */
  readonly terms: readonly string[];
  /** Position → place in the order by code, then id; and the ids in that order. */
  readonly rankOf: Int32Array;
  readonly idByRank: Int32Array;
  /** Grams of code key + names; distinct words of the terms. */
  readonly grams: GramPostings;
  readonly termWords: WordPostings;
};

/** Positions ordered by code (code units), then id: the tie order of every tier, stable across pages. */
function codeOrder(codes: readonly string[], ids: Int32Array): number[] {
  const order = codes.map((_, position) => position);
  return order.sort((a, b) => {
    const [x, y] = [codes[a]!, codes[b]!];
    return x < y ? -1 : x > y ? 1 : ids[a]! - ids[b]!;
  });
}

/**
 * Builds the index of docs/rules.md#search over a snapshot's products (ids unique): `docs`, or
 * `items` each made a document by `docOf` one at a time, so that the documents' texts (a
 * description each) are not all held at once while the index is built. Time and memory grow with
 * the texts: about 8 MB for 10,000 products (docs/decisions/0028-catalogue-search.md).
 */
export function buildSearchIndex(docs: readonly SearchDoc[]): SearchIndex;
export function buildSearchIndex<T>(items: readonly T[], docOf: (item: T) => SearchDoc): SearchIndex;
export function buildSearchIndex(
  items: readonly unknown[],
  docOf: (item: unknown) => SearchDoc = (item) => item as SearchDoc,
): SearchIndex {
  const ids = new Int32Array(items.length);
  const rawCodes: string[] = [];
  const codes: string[] = [];
  const names: string[] = [];
  const termWords: string[][] = [];
  items.forEach((item, position) => {
    const doc = docOf(item);
    ids[position] = doc.id;
    rawCodes.push(doc.code);
    codes.push(searchCodeKey(doc.code));
    names.push(doc.names.map(foldSearchText).join('\n'));
    termWords.push([...new Set(doc.terms.flatMap(searchWords))]);
  });
  const order = codeOrder(rawCodes, ids);
  const rankOf = new Int32Array(items.length);
  order.forEach((position, rank) => {
    rankOf[position] = rank;
  });
  return {
    ids,
    codes,
    names,
    terms: termWords.map((words) => words.map((word) => ` ${word}`).join('')),
    rankOf,
    idByRank: Int32Array.from(order, (position) => ids[position]!),
    grams: buildGramPostings(codes.map((code, position) => `${code}\n${names[position]}`)),
    termWords: buildWordPostings(termWords),
  };
}

/** A query as matched: distinct words (also after a space), code key, phrase (also after "\n" or " "). */
type Query = {
  words: string[];
  spaced: string[];
  key: string;
  phrase: string;
  afterLine: string;
  afterSpace: string;
};

function toQuery(q: string): Query | null {
  const all = searchWords(q);
  if (all.length === 0) return null;
  const words = [...new Set(all)];
  const phrase = all.join(' ');
  const spaced = words.map((word) => ` ${word}`);
  return { words, spaced, key: all.join(''), phrase, afterLine: `\n${phrase}`, afterSpace: ` ${phrase}` };
}

/** Whether the document at `position` holds a word: inside its code key or a name, or starting a term word. */
function holds(index: SearchIndex, position: number, word: string, spaced: string): boolean {
  return (
    index.codes[position]!.includes(word) ||
    index.names[position]!.includes(word) ||
    index.terms[position]!.includes(spaced)
  );
}

/**
 * Positions that may match: those the index finds for every word (inside the code key or a name by
 * grams, starting a term word by the sorted words). A superset when a word is longer than a gram.
 */
function candidates(index: SearchIndex, words: readonly string[]): number[] {
  const hits = new Uint16Array(index.ids.length); // how many words, in order, found so far
  const found: number[] = [];
  const last = words.length - 1;
  words.forEach((word, at) => {
    const visit = (position: number) => {
      if (hits[position] !== at) return;
      hits[position] = at + 1;
      if (at === last) found.push(position);
    };
    gramCandidates(index.grams, word).forEach(visit);
    forEachPrefixMatch(index.termWords, word, visit);
  });
  return found;
}

/**
 * The tier of a match, best first: 0 exact code, 1 code prefix, 2 a name starts with the query,
 * 3 a word of a name starts with it, 4 it is inside a name, 5 every word inside the code or a name
 * apart, 6 some word only in the terms.
 */
function tierOf(index: SearchIndex, position: number, query: Query): number {
  const code = index.codes[position]!;
  if (code === query.key) return 0;
  if (code.startsWith(query.key)) return 1;
  const names = index.names[position]!;
  if (names.startsWith(query.phrase) || names.includes(query.afterLine)) return 2;
  if (names.includes(query.afterSpace)) return 3;
  if (names.includes(query.phrase)) return 4;
  return query.words.every((word) => code.includes(word) || names.includes(word)) ? 5 : 6;
}

/** The positions matching `query` (docs/rules.md#search), each with its tier. */
function matches(index: SearchIndex, query: Query): { position: number; tier: number }[] {
  return candidates(index, query.words)
    .filter((position) => query.words.every((word, at) => holds(index, position, word, query.spaced[at]!)))
    .map((position) => ({ position, tier: tierOf(index, position, query) }));
}

/**
 * The ids of the products matching `q`, best first (docs/rules.md#search): every word of the query
 * (letters and digits; `searchWords`) is inside the code key or a name, or starts a word of the terms;
 * ranked by `tierOf`, ties by code then id. [] for a query without a letter or digit: the caller treats
 * a blank `q` as no search at all and never calls with it.
 */
export function searchProducts(index: SearchIndex, q: string): number[] {
  const query = toQuery(q);
  if (!query) return [];
  const size = index.ids.length;
  const found = matches(index, query);
  const keys = new Int32Array(found.length); // tier × size + rank: one numeric sort orders both
  found.forEach(({ position, tier }, at) => {
    keys[at] = tier * size + index.rankOf[position]!;
  });
  return Array.from(keys.sort(), (key) => index.idByRank[key % size]!);
}

/**
 * `searchProducts` over an index built earlier and patched since (docs/rules.md#snapshot-patch):
 * the matches of `base` except the `replaced` ids, whose texts changed, and the matches of `added`,
 * an index of the texts those products have now; ranked as one index would rank them (tier, then
 * `codeOf(id)`, then id).
 */
export function searchPatchedProducts(
  patched: { base: SearchIndex; replaced: ReadonlySet<number>; added: SearchIndex },
  q: string,
  codeOf: (id: number) => string,
): number[] {
  const query = toQuery(q);
  if (!query) return [];
  const hits = [
    ...matches(patched.base, query)
      .map(({ position, tier }) => ({ id: patched.base.ids[position]!, tier }))
      .filter((hit) => !patched.replaced.has(hit.id)),
    ...matches(patched.added, query).map(({ position, tier }) => ({
      id: patched.added.ids[position]!,
      tier,
    })),
  ].map((hit) => ({ ...hit, code: codeOf(hit.id) }));
  hits.sort((a, b) => a.tier - b.tier || (a.code < b.code ? -1 : a.code > b.code ? 1 : a.id - b.id));
  return hits.map((hit) => hit.id);
}
