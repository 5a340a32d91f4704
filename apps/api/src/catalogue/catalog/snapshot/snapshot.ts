import {
  buyerWholesale,
  type Product,
  RECOMMENDATION_KINDS,
  type ShelfProduct,
  type TextLanguage,
} from '@kits/contract';
import { toProductMedia } from '../catalog.mappers';
import type { SearchDoc, SearchIndex } from '../search/search-index';

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

/** A list price row: numeric(12,2) amounts as text, in the currency's units. */
export type ListPrice = { wholesale: string; retail: string };

/**
 * What every viewer of a product shares (docs/rules.md#catalogue-read-path), pre-serialised: `head`
 * is the Product JSON from `{"id":` up to and including `"media":[…],` in each language, `middle`
 * is `"statuses":[…],"smart_recommendations":[` and `network` the network-wide recommendations
 * (store_id null) as comma-separated JSON objects without brackets. The viewer's fields are
 * spliced in between (see productJson).
 */
export type SharedProduct = {
  id: number;
  code: string;
  categoryId: number;
  /** What the shelf rule reads (docs/rules.md#capacity-relation). */
  shelf: ShelfProduct;
  head: PerLanguage<string>;
  middle: string;
  network: string;
  /** List prices by currency code. */
  prices: ReadonlyMap<string, ListPrice>;
  /** Price types' wholesale prices (docs/rules.md#buyer-price) by `typePriceKey(type, currency)`. */
  typePrices: ReadonlyMap<string, string>;
  /** Position in the name order of each language (code breaks ties), from the database's collation. */
  nameRank: PerLanguage<number>;
  /** What the text search reads of it (docs/rules.md#search). */
  doc: SearchDoc;
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

/** `{"id":…,"media":[…],` of one language: JSON.stringify of the leading shared fields, open-ended. */
function head(row: SnapshotProductRow, lang: 'ru' | 'en', media: Product['media']): string {
  const shared = {
    id: row.id,
    category_id: row.category_id,
    category_slug: row.category_slug,
    code: row.code,
    pack_multiple: row.pack_multiple,
    name: lang === 'en' ? row.name_en : row.name_ru,
    description: lang === 'en' ? row.description_en : row.description_ru,
    properties: lang === 'en' ? row.properties_en : row.properties_ru,
    hash_tags: (lang === 'en' ? row.hashtags_en : row.hashtags_ru).map((name) => ({ name })),
    media,
  };
  return `${JSON.stringify(shared).slice(0, -1)},`;
}

const NO_TYPE_PRICES: ReadonlyMap<string, string> = new Map();

/** The entries of a `;`-joined list of `:`-joined fields (SnapshotProductRow's prices). */
const fields = (text: string): string[][] =>
  text === '' ? [] : text.split(';').map((entry) => entry.split(':'));

/** The key of a price type's price in `SharedProduct.typePrices`. */
export const typePriceKey = (type: number, currency: string) => `${type}:${currency}`;

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
  const typed = priceTypeId === null ? null : product.typePrices.get(typePriceKey(priceTypeId, currency));
  return buyerWholesale({ list: product.prices.get(currency)?.wholesale, typed }) as string | null;
}

/** The shared, pre-serialised product of a snapshot row. */
export function toSharedProduct(row: SnapshotProductRow): SharedProduct {
  const media = row.media.map(toProductMedia);
  return {
    id: row.id,
    code: row.code,
    categoryId: row.category_id,
    shelf: {
      category_id: row.category_id,
      parent_id: row.parent_id,
      size: row.size,
      is_premium: row.is_premium,
    },
    head: { ru: head(row, 'ru', media), en: head(row, 'en', media) },
    middle: `"statuses":${JSON.stringify(row.statuses)},"smart_recommendations":[`,
    network: recommendationItems(row.recommendations),
    prices: new Map(
      fields(row.prices).map(([currency, wholesale, retail]) => [
        currency!,
        { wholesale: wholesale!, retail: retail! },
      ]),
    ),
    typePrices:
      row.type_prices === ''
        ? NO_TYPE_PRICES
        : new Map(
            fields(row.type_prices).map(([type, currency, wholesale]) => [
              typePriceKey(Number(type), currency!),
              wholesale!,
            ]),
          ),
    nameRank: { ru: row.name_rank_ru, en: row.name_rank_en },
    doc: searchDoc(row),
    tagKeys: {
      ru: row.tag_keys,
      en: [...row.tag_keys, ...row.tag_keys_en.filter((key): key is string => key !== null)],
    },
  };
}

/** Slug → the category's id and its descendants' (a parent cycle in bad data still terminates). */
function categoryTrees(rows: readonly SnapshotCategoryRow[]): Map<string, ReadonlySet<number>> {
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

/** A product as the text search reads it: code, names in both languages, every other shared text. */
const searchDoc = (row: SnapshotProductRow): SearchDoc => ({
  id: row.id,
  code: row.code,
  names: [row.name_ru, row.name_en],
  terms: [
    row.description_ru ?? '',
    row.description_en ?? '',
    ...row.properties_ru.map((p) => p.value),
    ...row.properties_en.map((p) => p.value),
    ...row.hashtags_ru,
    ...row.hashtags_en,
  ],
});

/** A snapshot of the rows productsQuery and categoriesQuery read at `revision` and `seq` (rows in code order, name ranks set). */
export function buildSnapshot(
  at: { revision: number; seq: number },
  rows: readonly SnapshotProductRow[],
  categories: readonly SnapshotCategoryRow[],
): CatalogSnapshot {
  const byCode = rows.map(toSharedProduct);
  return {
    revision: at.revision,
    seq: at.seq,
    patched: false,
    byCode,
    byId: new Map(byCode.map((p) => [p.id, p])),
    byCodeValue: new Map(byCode.map((p) => [p.code, p])),
    categories: categoryTrees(categories),
    orders: new Map(),
    categoryProducts: new Map(),
  };
}
