import { hasPrice, type TextLanguage } from '@kits/contract';
import { collectAfterBulkBuild } from '../../../lib/heap';
import type { ProductFilter, ProductSort } from '../product-filters.sql';
import { buildSearchIndex, searchPatchedProducts, searchProducts } from '../search/search-index';
import {
  buyerListPrice,
  type CatalogSnapshot,
  inLanguage,
  listPrice,
  type SharedProduct,
  searchDocOf,
  snapshotTags,
} from './snapshot';

/** The filters over shared data that the snapshot answers (docs/rules.md#decisions-3), normalised. */
export type SharedFilter = Pick<ProductFilter, 'category' | 'q' | 'hashtag' | 'code' | 'ids'>;

/** The shared sorts: by code, by name in the language, by the buyer's price in a currency. */
export type SharedSort = Extract<ProductSort, 'code' | 'name' | 'price' | '-price'>;

/**
 * How a price sort reads prices: the store's currency; the buyer's wholesale price of their price
 * type (docs/rules.md#buyer-price), or retail for who may not see wholesale.
 */
export type PriceBasis = { currency: string; seesWholesale: boolean; priceTypeId: number | null };

/** Ids of the products of a category and its descendants (kept with the snapshot), undefined for an unknown slug. */
function categoryProducts(snapshot: CatalogSnapshot, slug: string): ReadonlySet<number> | undefined {
  const known = snapshot.categoryProducts.get(slug);
  if (known) return known;
  const tree = snapshot.categories.get(slug);
  if (!tree) return undefined;
  const ids = new Set(snapshot.byCode.filter((p) => tree.has(p.categoryId)).map((p) => p.id));
  snapshot.categoryProducts.set(slug, ids);
  return ids;
}

/**
 * The products matching the text `q`, best first (docs/rules.md#search); the index is built on first
 * use, and a patched snapshot's searches its built index with the changed texts laid over it. Each
 * text's products are kept with the snapshot (`searches`), so a text searched again in the same
 * snapshot is not searched again.
 */
function searchRanked(snapshot: CatalogSnapshot, q: string): readonly SharedProduct[] {
  const known = snapshot.searches.get(q);
  if (known) return known;
  if (!snapshot.search) {
    snapshot.search = { base: buildSearchIndex(snapshot.byCode, searchDocOf) };
    collectAfterBulkBuild(snapshot.byCode.length);
  }
  const { base, replaced, added } = snapshot.search;
  const ids =
    !replaced || !added
      ? searchProducts(base, q)
      : searchPatchedProducts({ base, replaced, added }, q, (id) => snapshot.byId.get(id)?.code ?? '');
  const products = ids.flatMap((id) => snapshot.byId.get(id) ?? []);
  snapshot.searches.set(q, products);
  return products;
}

/**
 * Ids of the products matching `filter` (docs/rules.md#products-query), undefined for no filter, or
 * 'unknown-category' when the category slug names no category. The category includes its
 * descendants; the text is the search of docs/rules.md#search; the hashtag is
 * compared without leading '#', case-insensitive, by the stored name or, in English, the English one;
 * `code` is one exact code and `ids` a given set.
 */
export function sharedMatches(
  snapshot: CatalogSnapshot,
  filter: SharedFilter,
  lang: TextLanguage,
): ReadonlySet<number> | undefined | 'unknown-category' {
  const sets: ReadonlySet<number>[] = [];
  if (filter.category) {
    const products = categoryProducts(snapshot, filter.category);
    if (!products) return 'unknown-category';
    sets.push(products);
  }
  if (filter.q) sets.push(new Set(searchRanked(snapshot, filter.q).map((p) => p.id)));
  if (filter.hashtag) {
    const key = filter.hashtag.replace(/^#+/, '').toLowerCase();
    sets.push(new Set(inLanguage(snapshotTags(snapshot), lang).get(key) ?? []));
  }
  if (filter.code !== undefined) {
    const product = snapshot.byCodeValue.get(filter.code);
    sets.push(new Set(product ? [product.id] : []));
  }
  if (filter.ids !== undefined) sets.push(new Set(filter.ids));
  if (sets.length === 0) return undefined;
  const [first, ...rest] = sets as [ReadonlySet<number>, ...ReadonlySet<number>[]];
  return rest.length === 0 ? first : new Set([...first].filter((id) => rest.every((s) => s.has(id))));
}

/** The price a sort reads, null without a price above 0 (docs/rules.md#no-price). */
const priceOf = (p: SharedProduct, basis: PriceBasis): number | null => {
  const price = basis.seesWholesale
    ? buyerListPrice(p, basis.currency, basis.priceTypeId)
    : listPrice(p, basis.currency)?.retail;
  return hasPrice(price) ? Number(price) : null;
};

/** A price basis as part of a kept order's key: currency, and the price type for wholesale, or retail. */
const basisKey = (b: PriceBasis) => `${b.currency}:${b.seesWholesale ? `w${b.priceTypeId ?? ''}` : 'r'}`;

/** Products by price, products without a price (none, or 0) last in either direction, code order among equals (a stable sort). */
function byPrice(snapshot: CatalogSnapshot, basis: PriceBasis, descending: boolean): SharedProduct[] {
  const keyed = snapshot.byCode.map((p) => ({ p, price: priceOf(p, basis) }));
  keyed.sort((a, b) => {
    if (a.price === null || b.price === null) return (a.price === null ? 1 : 0) - (b.price === null ? 1 : 0);
    return descending ? b.price - a.price : a.price - b.price;
  });
  return keyed.map((k) => k.p);
}

/**
 * Every product in the order of `sort` (docs/rules.md#products-query): code; name in `lang`, then
 * code; price (wholesale in the currency, retail for who may not see wholesale) ascending or
 * descending, missing prices last, then code. Computed once per snapshot and kept with it.
 */
export function sharedOrder(
  snapshot: CatalogSnapshot,
  options: { sort: SharedSort; lang: TextLanguage; price: PriceBasis },
): readonly SharedProduct[] {
  const { sort, lang, price } = options;
  if (sort === 'code') return snapshot.byCode;
  const key = sort === 'name' ? `name:${lang}` : `${sort}:${basisKey(price)}`;
  let order = snapshot.orders.get(key);
  if (!order) {
    order =
      sort === 'name'
        ? [...snapshot.byCode].sort((a, b) => inLanguage(a.nameRank, lang) - inLanguage(b.nameRank, lang))
        : byPrice(snapshot, price, sort === '-price');
    snapshot.orders.set(key, order);
  }
  return order;
}

/**
 * The products matching the shared `filter` in the order of `sort` (see sharedMatches and
 * sharedOrder); a text search in the default order (code) is in the search's rank order instead,
 * best first (decision 0027). A category-only filter's list is kept with the snapshot per sort (categories are
 * few), so the hot "one category" page is a slice.
 */
export function sharedList(
  snapshot: CatalogSnapshot,
  options: { filter: SharedFilter; sort: SharedSort; lang: TextLanguage; price: PriceBasis },
): readonly SharedProduct[] | 'unknown-category' {
  const { filter, sort, lang, price } = options;
  const textOnly = !filter.category && !filter.hashtag && filter.code === undefined && !filter.ids;
  // The hot "search" page: the kept ranked products themselves (nothing to intersect).
  if (filter.q && sort === 'code' && textOnly) return searchRanked(snapshot, filter.q);
  const matches = sharedMatches(snapshot, filter, lang);
  if (matches === 'unknown-category') return matches;
  const order =
    filter.q && sort === 'code'
      ? searchRanked(snapshot, filter.q)
      : sharedOrder(snapshot, { sort, lang, price });
  if (!matches) return order;
  const categoryOnly =
    filter.category && !filter.q && !filter.hashtag && filter.code === undefined && !filter.ids;
  const key = `${sort}:${lang}:${basisKey(price)}|${filter.category}`;
  const known = categoryOnly ? snapshot.orders.get(key) : undefined;
  if (known) return known;
  const list = order.filter((p) => matches.has(p.id));
  if (categoryOnly) snapshot.orders.set(key, list);
  return list;
}
