import {
  buyerWholesale,
  type Product,
  RECOMMENDATION_KINDS,
  type ShelfProduct,
  type TextLanguage,
} from '@kits/contract';
import { LRUCache } from 'lru-cache';
import { toProductMedia } from '../catalog.mappers';
import type { SearchDoc, SearchIndex } from '../search/search-index';
import { readText, SLAB_BYTES, writeTexts } from './text-arena';

/** A smart recommendation as Product.smart_recommendations carries it. */
export type Recommendation = Product['smart_recommendations'][number];

/** A value per text language (docs/rules.md#decisions-4). */
export type PerLanguage<T> = Readonly<{ ru: T; en: T }>;

/** The value of `lang` in a per-language pair. */
export const inLanguage = <T>(pair: PerLanguage<T>, lang: TextLanguage): T =>
  lang === 'en' ? pair.en : pair.ru;

/** A smart recommendation row as the database holds it (its kind may be one the contract no longer knows). */
export type RecommendationRow = {
  recommendation_value: string;
  store_id: number | null;
  product_id: number;
  buy_times: number;
};

/** A list price: numeric(12,2) amounts as text, in the currency's units. */
export type ListPrice = { wholesale: string; retail: string };

/**
 * What every viewer of a product shares (docs/rules.md#catalogue-read-path), pre-serialised: its
 * texts, as UTF-8 in the process's text arena (text-arena.ts, decision 0047) — the lead, the Product
 * JSON from `{"id":` up to and including `"pack_multiple":…,` (`leadOf`); the head of each language,
 * `"name":…` up to and including `"hash_tags":[…],` (`headOf`); the media, `"media":[…],`
 * (`mediaOf`) — then `middle`, `"statuses":[…],"smart_recommendations":[`, and `network`, the
 * network-wide recommendations (store_id null) as comma-separated JSON objects without brackets.
 * The viewer's fields are spliced in between (see productText). Held once per product in every
 * process, so nothing is held twice (docs/rules.md#snapshot-memory): the search reads its texts out
 * of the heads (`searchDocOf`), the prices stay in their compact text, and the values many products
 * share (middle, network, prices, shelf, hashtag keys) are one object each (`createInterner`).
 */
export type SharedProduct = {
  id: number;
  code: string;
  categoryId: number;
  /** What the shelf rule reads (docs/rules.md#capacity-relation). */
  shelf: ShelfProduct;
  /** The text arena's slab holding the lead, the Russian head, the English head and the media, back to back. */
  slab: Buffer;
  /** Byte offsets in `slab`: where the lead, the Russian head, the English head and the media start, and where the media ends. */
  leadAt: number;
  ruAt: number;
  enAt: number;
  mediaAt: number;
  textsEnd: number;
  middle: string;
  network: string;
  /** List prices as `;currency:wholesale:retail` entries (`listPrice` reads one). */
  prices: string;
  /** Price types' wholesale prices (docs/rules.md#buyer-price) as `;type:currency:wholesale` entries (`typePrice`). */
  typePrices: string;
  /** Position in the name order of each language (code breaks ties), from the database's collation. */
  nameRank: PerLanguage<number>;
  /** The hashtag keys the hashtag filter compares, per language (decision 0017). */
  tagKeys: PerLanguage<readonly string[]>;
};

/**
 * The search of a snapshot: the index built over its products (on the first text search, decision
 * 0028) and, once the snapshot was patched since (docs/rules.md#snapshot-patch), the ids whose
 * texts changed (`replaced`: the built index's entry for them is no longer theirs) and an index of
 * their texts now (`added`, those still in the catalogue).
 */
export type SnapshotSearch = { base: SearchIndex; replaced?: ReadonlySet<number>; added?: SearchIndex };

/**
 * The per-process copy of the shared catalogue at one `catalog_revision` (decision 0027), built in
 * full or patched from an older one for the products changed since (docs/rules.md#snapshot-patch).
 */
export type CatalogSnapshot = {
  revision: number;
  /** The change counter it includes every change up to (catalog_revision.seq, migration 0035). */
  seq: number;
  /** Whether it was patched from an older snapshot (docs/rules.md#snapshot-patch) rather than read whole. */
  patched: boolean;
  /**
   * Bytes of the text arena its products' texts take, and bytes their slabs still hold of products
   * patched away (replaced texts, products gone): past a share of the first it is read whole (`mayPatch`).
   */
  textBytes: number;
  deadTextBytes: number;
  /** Every product in code order (the database's collation). */
  byCode: readonly SharedProduct[];
  byId: ReadonlyMap<number, SharedProduct>;
  byCodeValue: ReadonlyMap<string, SharedProduct>;
  /** Category slug → ids of the category and all its descendants. */
  categories: ReadonlyMap<string, ReadonlySet<number>>;
  /** Hashtag key (lower case, no leading '#') → product ids, per language, built on first use (`snapshotTags`). */
  tags?: PerLanguage<ReadonlyMap<string, readonly number[]>>;
  /** The text search, built on first use (selection.ts). */
  search?: SnapshotSearch;
  /** The ranked products per searched text, kept with the snapshot they were found in (`searchResults`). */
  searches: LRUCache<string, readonly SharedProduct[]>;
  /** Sort orders and category-filtered orders computed on first use (see selection.ts). */
  orders: Map<string, readonly SharedProduct[]>;
  /** Category slug → ids of its products (and its descendants'), computed on first use. */
  categoryProducts: Map<string, ReadonlySet<number>>;
};

/** A row of productsQuery (snapshot.sql.ts); JSON columns already parsed by the driver. */
export type SnapshotProductRow = {
  id: number;
  category_id: number;
  category_slug: string;
  parent_id: number | null;
  size: string | null;
  is_premium: boolean;
  code: string;
  /** Units it is sold in (docs/rules.md#pack-multiple). */
  pack_multiple: number;
  name_ru: string;
  name_en: string;
  description_ru: string | null;
  description_en: string | null;
  name_rank_ru: number;
  name_rank_en: number;
  properties_ru: { slug: string; value: string }[];
  properties_en: { slug: string; value: string }[];
  hashtags_ru: string[];
  hashtags_en: string[];
  media: { id: number; collection_name: string; file_name: string; thumb_file_name: string }[];
  statuses: { slug: string }[];
  recommendations: RecommendationRow[];
  /** List prices as `currency:wholesale:retail` joined by ';' ('' for none): text, cheaper to build than JSON. */
  prices: string;
  /** Price types' prices as `type:currency:wholesale` joined by ';' ('' for none). */
  type_prices: string;
  tag_keys: string[];
  tag_keys_en: (string | null)[];
};

export type SnapshotCategoryRow = { id: number; parent_id: number | null; slug: string };

/** Recommendations of a known kind as Product carries them (unknown kinds are dropped), as JSON items. */
export function recommendationItems(rows: readonly RecommendationRow[]): string {
  const kinds = RECOMMENDATION_KINDS as readonly string[];
  return rows
    .filter((r) => kinds.includes(r.recommendation_value))
    .map((r) => JSON.stringify(r as Recommendation))
    .join(',');
}

/** JSON.stringify of `fields` without its braces, with a trailing comma: a run of object members. */
const members = (fields: object) => `${JSON.stringify(fields).slice(1, -1)},`;

/** `{"id":…,"pack_multiple":…,`: the Product JSON's leading fields, the same in every language. */
const lead = (row: SnapshotProductRow) =>
  `{${members({
    id: row.id,
    category_id: row.category_id,
    category_slug: row.category_slug,
    code: row.code,
    pack_multiple: row.pack_multiple,
  })}`;

/** `"name":…,"hash_tags":[…],` of one language: the product's texts as Product JSON members. */
function head(row: SnapshotProductRow, lang: 'ru' | 'en'): string {
  return members({
    name: lang === 'en' ? row.name_en : row.name_ru,
    description: lang === 'en' ? row.description_en : row.description_ru,
    properties: lang === 'en' ? row.properties_en : row.properties_ru,
    hash_tags: (lang === 'en' ? row.hashtags_en : row.hashtags_ru).map((name) => ({ name })),
  });
}

/**
 * The fields after `key` in the `;`-joined entries of `text` (`;key:a:b` → [a, b]), undefined when
 * none starts with it: SharedProduct's compact prices, read a few per page and once per sort order.
 */
function entry(text: string, key: string): string[] | undefined {
  const at = text.indexOf(`;${key}:`);
  if (at < 0) return undefined;
  const end = text.indexOf(';', at + 1);
  return text.slice(at + key.length + 2, end < 0 ? undefined : end).split(':');
}

/** The list price of `product` in `currency`, undefined without a price row. */
export function listPrice(product: SharedProduct, currency: string): ListPrice | undefined {
  const found = entry(product.prices, currency);
  return found && { wholesale: found[0]!, retail: found[1]! };
}

/** The wholesale price of price type `type` for `product` in `currency`, undefined without one. */
export const typePrice = (product: SharedProduct, type: number, currency: string): string | undefined =>
  entry(product.typePrices, `${type}:${currency}`)?.[0];

/**
 * The buyer's wholesale price of `product` in `currency` for price type `priceTypeId` (null: none)
 * — the contract's `buyerWholesale` (docs/rules.md#buyer-price) over the snapshot's prices; null
 * without either price.
 */
export function buyerListPrice(
  product: SharedProduct,
  currency: string,
  priceTypeId: number | null,
): string | null {
  const typed = priceTypeId === null ? null : typePrice(product, priceTypeId, currency);
  return buyerWholesale({ list: listPrice(product, currency)?.wholesale, typed }) as string | null;
}

/** A `;`-joined list as SharedProduct keeps it: each entry after a `;` ('' for none). */
const compact = (text: string) => (text === '' ? '' : `;${text}`);

/**
 * One object for each value many products share, over one build (a whole read, a patch): texts
 * (middle, network, prices), shelf facts and lists of hashtag keys — a few thousand distinct
 * values among 100,000 products (docs/rules.md#snapshot-memory).
 */
export type Interner = {
  text(value: string): string;
  shelf(value: ShelfProduct): ShelfProduct;
  keys(value: readonly string[]): readonly string[];
};

/** A new Interner (its maps live as long as the build that uses it). */
export function createInterner(): Interner {
  const texts = new Map<string, string>();
  const shelves = new Map<string, ShelfProduct>();
  const keyLists = new Map<string, readonly string[]>();
  const text = (value: string) => {
    const known = texts.get(value);
    if (known !== undefined) return known;
    texts.set(value, value);
    return value;
  };
  return {
    text,
    shelf(value) {
      const key = `${value.category_id}|${value.parent_id}|${value.size}|${value.is_premium}`;
      const known = shelves.get(key);
      if (known) return known;
      shelves.set(key, value);
      return value;
    },
    keys(value) {
      const key = value.join('\u0000');
      const known = keyLists.get(key);
      if (known) return known;
      const list = value.map(text);
      keyLists.set(key, list);
      return list;
    },
  };
}

/** The lead of `product` (`{"id":…,"pack_multiple":…,`). */
export const leadOf = (product: SharedProduct): string =>
  readText(product.slab, product.leadAt, product.ruAt);

/** The head of `product` in `lang` (`"name":…,"hash_tags":[…],`). */
export const headOf = (product: SharedProduct, lang: TextLanguage): string =>
  lang === 'en'
    ? readText(product.slab, product.enAt, product.mediaAt)
    : readText(product.slab, product.ruAt, product.enAt);

/** The media of `product` (`"media":[…],`). */
export const mediaOf = (product: SharedProduct): string =>
  readText(product.slab, product.mediaAt, product.textsEnd);

/**
 * The lead, the head in `lang` and the media of `product` as their UTF-8 bytes, in that order: two
 * views of its slab, nothing decoded or copied (the arena holds the Russian head right after the
 * lead, and the media right after the English head). An answer is assembled from them as bytes
 * (product-json.ts `answerText`).
 */
export const sharedBytes = (product: SharedProduct, lang: TextLanguage): readonly [Buffer, Buffer] =>
  lang === 'en'
    ? [
        product.slab.subarray(product.leadAt, product.ruAt),
        product.slab.subarray(product.enAt, product.textsEnd),
      ]
    : [
        product.slab.subarray(product.leadAt, product.enAt),
        product.slab.subarray(product.mediaAt, product.textsEnd),
      ];

/** Whether `product` holds exactly `texts` (lead, head ru, head en, media). */
const holdsTexts = (product: SharedProduct, texts: readonly string[]) =>
  leadOf(product) === texts[0] &&
  headOf(product, 'ru') === texts[1] &&
  headOf(product, 'en') === texts[2] &&
  mediaOf(product) === texts[3];

/**
 * The shared, pre-serialised product of a snapshot row: its texts written into the text arena, the
 * values many products share taken from `options.intern`. `options.like`, the product's version
 * this one replaces (a patch): its texts are kept where they are when unchanged (a price change
 * writes nothing to the arena), and its shared values when equal.
 */
export function toSharedProduct(
  row: SnapshotProductRow,
  options: { intern?: Interner; like?: SharedProduct } = {},
): SharedProduct {
  const intern = options.intern ?? createInterner();
  const like = options.like;
  const texts = [
    lead(row),
    head(row, 'ru'),
    head(row, 'en'),
    `"media":${JSON.stringify(row.media.map(toProductMedia))},`,
  ];
  const { slab, cuts } =
    like && holdsTexts(like, texts)
      ? { slab: like.slab, cuts: [like.leadAt, like.ruAt, like.enAt, like.mediaAt, like.textsEnd] }
      : writeTexts(texts);
  // The replaced version's instance of an equal value, so patched products share it with the rest.
  const shared = (value: string, old: string | undefined) => (old === value ? old : value);
  const middle = intern.text(`"statuses":${JSON.stringify(row.statuses)},"smart_recommendations":[`);
  const network = intern.text(recommendationItems(row.recommendations));
  const prices = intern.text(compact(row.prices));
  const typePrices = intern.text(compact(row.type_prices));
  const tagKeysRu = intern.keys(row.tag_keys);
  const tagKeysEn = intern.keys([
    ...row.tag_keys,
    ...row.tag_keys_en.filter((key): key is string => key !== null),
  ]);
  return {
    id: row.id,
    code: row.code,
    categoryId: row.category_id,
    shelf: intern.shelf({
      category_id: row.category_id,
      parent_id: row.parent_id,
      size: row.size,
      is_premium: row.is_premium,
    }),
    slab,
    leadAt: cuts[0]!,
    ruAt: cuts[1]!,
    enAt: cuts[2]!,
    mediaAt: cuts[3]!,
    textsEnd: cuts[4]!,
    middle: shared(middle, like?.middle),
    network: shared(network, like?.network),
    prices: shared(prices, like?.prices),
    typePrices: shared(typePrices, like?.typePrices),
    nameRank: { ru: row.name_rank_ru, en: row.name_rank_en },
    tagKeys: { ru: tagKeysRu, en: tagKeysEn },
  };
}

/** Slug → the category's id and its descendants' (a parent cycle in bad data still terminates). */
export function categoryTrees(rows: readonly SnapshotCategoryRow[]): Map<string, ReadonlySet<number>> {
  const children = new Map<number, number[]>();
  for (const c of rows) {
    if (c.parent_id === null || c.parent_id === c.id) continue;
    const siblings = children.get(c.parent_id);
    if (siblings) siblings.push(c.id);
    else children.set(c.parent_id, [c.id]);
  }
  const trees = new Map<string, ReadonlySet<number>>();
  for (const c of rows) {
    const tree = new Set<number>([c.id]);
    for (const id of tree) for (const child of children.get(id) ?? []) tree.add(child);
    trees.set(c.slug, tree);
  }
  return trees;
}

/** Hashtag key → product ids of one language; the English version also matches the English names (decision 0017). */
function tagIndex(products: readonly SharedProduct[], lang: 'ru' | 'en') {
  const index = new Map<string, number[]>();
  for (const product of products) {
    for (const key of new Set(product.tagKeys[lang])) {
      const ids = index.get(key);
      if (ids) ids.push(product.id);
      else index.set(key, [product.id]);
    }
  }
  return index;
}

/** The snapshot's hashtag index (`CatalogSnapshot.tags`), built on first use and kept with it. */
export function snapshotTags(snapshot: CatalogSnapshot): PerLanguage<ReadonlyMap<string, readonly number[]>> {
  snapshot.tags ??= { ru: tagIndex(snapshot.byCode, 'ru'), en: tagIndex(snapshot.byCode, 'en') };
  return snapshot.tags;
}

/** The shared texts of one language as the head holds them. */
type HeadTexts = {
  name: string;
  description: string | null;
  properties: { value: string }[];
  hash_tags: { name: string }[];
};

/** The texts of a head (`"name":…,"hash_tags":[…],`): parsed once it is an object. */
const headTexts = (head: string): HeadTexts => JSON.parse(`{${head.slice(0, -1)}}`) as HeadTexts;

/**
 * A product as the text search reads it (docs/rules.md#search): code, names in both languages,
 * every other shared text — read out of its heads when an index is built (the snapshot holds each
 * text once, docs/rules.md#snapshot-memory).
 */
export function searchDocOf(product: SharedProduct): SearchDoc {
  const ru = headTexts(headOf(product, 'ru'));
  const en = headTexts(headOf(product, 'en'));
  return {
    id: product.id,
    code: product.code,
    names: [ru.name, en.name],
    terms: [
      ru.description ?? '',
      en.description ?? '',
      ...ru.properties.map((p) => p.value),
      ...en.properties.map((p) => p.value),
      ...ru.hash_tags.map((t) => t.name),
      ...en.hash_tags.map((t) => t.name),
    ],
  };
}

/** Searched texts whose ranked ids a snapshot keeps, at most. */
export const SEARCHES_KEPT = 256;
/** Products a snapshot keeps over all its kept searches, at most (about 8 MB of references). */
export const SEARCH_PRODUCTS_KEPT = 1_000_000;

/**
 * An empty `CatalogSnapshot.searches`: the ranked products of the texts searched in one snapshot,
 * least recently searched out past SEARCHES_KEPT texts or SEARCH_PRODUCTS_KEPT products — a result
 * is a function of the snapshot's texts, so a snapshot patched or read anew starts with none.
 */
export const searchResults = () =>
  new LRUCache<string, readonly SharedProduct[]>({
    max: SEARCHES_KEPT,
    maxSize: SEARCH_PRODUCTS_KEPT,
    sizeCalculation: (products) => products.length + 1,
  });

/** Bytes of the text arena `product`'s texts take. */
export const textBytesOf = (product: SharedProduct): number => product.textsEnd - product.leadAt;

/** Bytes of the text arena the texts of `products` take (CatalogSnapshot.textBytes). */
export const textBytesIn = (products: readonly SharedProduct[]): number =>
  products.reduce((sum, p) => sum + textBytesOf(p), 0);

/**
 * The share of a snapshot's text bytes that products patched away may hold in the arena's slabs
 * (and at least DEAD_TEXT_MIN_BYTES) before the snapshot is read whole again, which writes new
 * slabs and frees the old ones with it.
 */
const DEAD_TEXT_SHARE = 0.25;
export const DEAD_TEXT_MIN_BYTES = 4 * SLAB_BYTES;

/** Whether `snapshot` may still be patched: its products patched away hold no more of the arena than allowed. */
export const mayPatch = (snapshot: CatalogSnapshot): boolean =>
  snapshot.deadTextBytes <= Math.max(DEAD_TEXT_MIN_BYTES, snapshot.textBytes * DEAD_TEXT_SHARE);

/** A snapshot of the shared products `byCode` (in code order, name ranks set) and the categories, read at `revision` and `seq`. */
export function snapshotOf(
  at: { revision: number; seq: number },
  byCode: SharedProduct[],
  categories: readonly SnapshotCategoryRow[],
): CatalogSnapshot {
  return {
    revision: at.revision,
    seq: at.seq,
    patched: false,
    textBytes: textBytesIn(byCode),
    deadTextBytes: 0,
    byCode,
    byId: new Map(byCode.map((p) => [p.id, p])),
    byCodeValue: new Map(byCode.map((p) => [p.code, p])),
    categories: categoryTrees(categories),
    searches: searchResults(),
    orders: new Map(),
    categoryProducts: new Map(),
  };
}
