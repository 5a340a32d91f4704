import { buildSearchIndex } from '../search/search-index';
import {
  type CatalogSnapshot,
  createInterner,
  headOf,
  type SharedProduct,
  type SnapshotProductRow,
  type SnapshotSearch,
  searchDocOf,
  searchResults,
  textBytesIn,
  textBytesOf,
  toSharedProduct,
} from './snapshot';

/**
 * Patching a snapshot for the products changed since it was built (docs/rules.md#snapshot-patch,
 * decision 0041): pure functions over what `loadSnapshotPatch` (snapshot-cache.ts) read in one
 * repeatable-read transaction.
 */

/** More changed products than this since a snapshot: it is rebuilt whole instead (one coalesced rebuild). */
export const PATCH_MAX_PRODUCTS = 1000;

/** More products whose texts changed since the search index was built: the index is built again on the next search. */
export const SEARCH_PATCH_MAX = 500;

/**
 * Where a moving product goes (`placesQuery`): the product it comes right after in the code order
 * and in each language's name order (null: first), and its place among the moving ones.
 */
export type PlaceRow = {
  id: number;
  code_after: number | null;
  ru_after: number | null;
  en_after: number | null;
  code_place: number;
  ru_place: number;
  en_place: number;
};

/** A product's place in the code order and in each language's name order, as `orderQuery` reads it. */
export type OrderRow = { id: number; name_rank_ru: number; name_rank_en: number };

/** The rows of `orderQuery`'s text (`id,rank_ru,rank_en;…` in code order). */
export function parseOrder(text: string): OrderRow[] {
  if (text === '') return [];
  return text.split(';').map((entry) => {
    const [id, ru, en] = entry.split(',');
    return { id: Number(id), name_rank_ru: Number(ru), name_rank_en: Number(en) };
  });
}

/** What a patch applies: the revision and change counter it brings the snapshot to, and the changes. */
export type SnapshotPatch = {
  revision: number;
  seq: number;
  /** Every product changed since the snapshot's `seq`. */
  changed: readonly number[];
  /** The rows of those still visible, as productsQuery(ids) reads them (name ranks 0). */
  rows: readonly SnapshotProductRow[];
  /** Where the moving products go (`movingProducts`), when there are any. */
  places?: readonly PlaceRow[];
  /** Every visible product in code order with its name ranks: read instead of `places` when those did not fit. */
  order?: readonly OrderRow[];
};

/**
 * Whether two versions of a product have the same searchable texts: the same code and the same
 * texts in both languages (the heads hold exactly what the search reads of them, plus property
 * slugs — a slug alone changed counts as changed, which only lays one more product over the index).
 */
const sameTexts = (a: SharedProduct, b: SharedProduct) =>
  a.code === b.code && headOf(a, 'ru') === headOf(b, 'ru') && headOf(a, 'en') === headOf(b, 'en');

/** Whether the product's names in both languages are still those of `row`. */
function sameNames(product: SharedProduct, row: SnapshotProductRow): boolean {
  const [ru, en] = searchDocOf(product).names;
  return ru === row.name_ru && en === row.name_en;
}

/**
 * The changed products that move in the orders: new to the snapshot, or their code or a name
 * changed (the database's collation decides the orders, so their places are read, not computed here).
 */
export function movingProducts(snapshot: CatalogSnapshot, rows: readonly SnapshotProductRow[]): number[] {
  return rows
    .filter((row) => {
      const known = snapshot.byId.get(row.id);
      return !known || known.code !== row.code || !sameNames(known, row);
    })
    .map((row) => row.id);
}

/** Rows grouped by the product they come after (null: first), each group in `place` order. */
function groupsAfter(
  places: readonly PlaceRow[],
  after: (p: PlaceRow) => number | null,
  place: (p: PlaceRow) => number,
) {
  const groups = new Map<number | null, PlaceRow[]>();
  for (const row of [...places].sort((a, b) => place(a) - place(b))) {
    const group = groups.get(after(row));
    if (group) group.push(row);
    else groups.set(after(row), [row]);
  }
  return groups;
}

/** The code order with the moving products put after the products `places` names; undefined when one is unknown. */
function placeByCode(
  staying: readonly SharedProduct[],
  places: readonly PlaceRow[],
  byId: ReadonlyMap<number, SharedProduct>,
): SharedProduct[] | undefined {
  const groups = groupsAfter(
    places,
    (p) => p.code_after,
    (p) => p.code_place,
  );
  const products = (id: number | null) => (groups.get(id) ?? []).map((p) => byId.get(p.id)!);
  const byCode = products(null);
  for (const product of staying) byCode.push(product, ...products(product.id));
  return byCode.length === staying.length + places.length ? byCode : undefined;
}

/** Smallest gap between two ranks a product is put into; below it the ranks are read again. */
const MIN_RANK_GAP = 1e-6;

/**
 * Name ranks of `lang` for the moving products: evenly between the rank of the product each comes
 * after and the next rank of a staying product (ranks need only order, so they may be fractions).
 * False when a gap got too small or a product it comes after is unknown (the caller reads the orders).
 */
function rankByName(
  lang: 'ru' | 'en',
  staying: readonly SharedProduct[],
  places: readonly PlaceRow[],
  byId: ReadonlyMap<number, SharedProduct>,
): boolean {
  const groups = groupsAfter(
    places,
    (p) => (lang === 'ru' ? p.ru_after : p.en_after),
    (p) => (lang === 'ru' ? p.ru_place : p.en_place),
  );
  for (const [after, group] of groups) {
    const low = after === null ? -Infinity : byId.get(after)?.nameRank[lang];
    if (low === undefined) return false;
    let high = Infinity;
    let lowest = Infinity;
    for (const p of staying) {
      const rank = p.nameRank[lang];
      if (rank > low && rank < high) high = rank;
      if (rank < lowest) lowest = rank;
    }
    const from = after === null ? (lowest === Infinity ? 0 : lowest - 1) : low;
    const to = high === Infinity ? from + group.length + 1 : high;
    const step = (to - from) / (group.length + 1);
    if (!(step > MIN_RANK_GAP)) return false;
    group.forEach((row, i) => {
      const product = byId.get(row.id)!;
      product.nameRank = { ...product.nameRank, [lang]: from + step * (i + 1) };
    });
  }
  return true;
}

/** The code order from `order` (every visible product), with each product's name ranks set from it. */
function orderFromRows(order: readonly OrderRow[], byId: Map<number, SharedProduct>): SharedProduct[] {
  return order.flatMap((o) => {
    const product = byId.get(o.id);
    if (!product) return [];
    if (product.nameRank.ru === o.name_rank_ru && product.nameRank.en === o.name_rank_en) return [product];
    const ranked = { ...product, nameRank: { ru: o.name_rank_ru, en: o.name_rank_en } };
    byId.set(o.id, ranked);
    return [ranked];
  });
}

/**
 * The search of the patched snapshot: none when the old one had none (built on first use), else its
 * built index with every product whose texts changed since laid over it — dropped when more than
 * SEARCH_PATCH_MAX did, so the next search builds it again.
 */
function patchSearch(
  search: SnapshotSearch | undefined,
  textChanged: readonly number[],
  byId: ReadonlyMap<number, SharedProduct>,
): SnapshotSearch | undefined {
  if (!search || textChanged.length === 0) return search;
  const replaced = new Set([...(search.replaced ?? []), ...textChanged]);
  if (replaced.size > SEARCH_PATCH_MAX) return undefined;
  const docs = [...replaced].flatMap((id) => {
    const product = byId.get(id);
    return product ? [searchDocOf(product)] : [];
  });
  return { base: search.base, replaced, added: buildSearchIndex(docs) };
}

/**
 * A new snapshot: `snapshot` with the patch's products replaced (or dropped when no longer visible),
 * the moving products put in their places in the code and name orders (`patch.places`, or every
 * product's from `patch.order`), the search patched, and the orders and filtered lists kept with it
 * computed again on first use. Undefined when the places did not fit (the caller reads `order` and
 * patches again). The old snapshot is left as it was: requests still reading it finish on it.
 */
export function patchSnapshot(snapshot: CatalogSnapshot, patch: SnapshotPatch): CatalogSnapshot | undefined {
  const byId = new Map(snapshot.byId);
  for (const id of patch.changed) byId.delete(id);
  const textChanged: number[] = [];
  const intern = createInterner();
  // Bytes of the arena left to products patched away: texts written anew, products gone.
  let { deadTextBytes } = snapshot;
  for (const row of patch.rows) {
    const known = snapshot.byId.get(row.id);
    const product = toSharedProduct(row, { intern, like: known });
    if (known) product.nameRank = known.nameRank;
    if (!known || !sameTexts(known, product)) textChanged.push(row.id);
    if (known && (product.slab !== known.slab || product.leadAt !== known.leadAt))
      deadTextBytes += textBytesOf(known);
    byId.set(row.id, product);
  }
  for (const id of patch.changed) {
    const gone = snapshot.byId.get(id);
    if (byId.has(id) || !gone) continue;
    textChanged.push(id);
    deadTextBytes += textBytesOf(gone);
  }
  let byCode: SharedProduct[] | undefined;
  if (patch.order) byCode = orderFromRows(patch.order, byId);
  else {
    const moving = new Set(patch.places?.map((p) => p.id));
    const staying = snapshot.byCode.flatMap((p) => (moving.has(p.id) ? [] : (byId.get(p.id) ?? [])));
    const places = patch.places ?? [];
    byCode = places.length === 0 ? staying : placeByCode(staying, places, byId);
    if (!byCode || !rankByName('ru', staying, places, byId) || !rankByName('en', staying, places, byId))
      return undefined;
  }
  const categoryMoved = patch.rows.some((row) => snapshot.byId.get(row.id)?.categoryId !== row.category_id);
  return {
    revision: patch.revision,
    seq: patch.seq,
    patched: true,
    textBytes: textBytesIn(byCode),
    deadTextBytes,
    byCode,
    byId,
    byCodeValue: new Map(byCode.map((p) => [p.code, p])),
    categories: snapshot.categories,
    tags: undefined,
    search: patchSearch(snapshot.search, textChanged, byId),
    searches: searchResults(),
    orders: new Map(),
    categoryProducts:
      categoryMoved || patch.changed.length > patch.rows.length ? new Map() : snapshot.categoryProducts,
  };
}
