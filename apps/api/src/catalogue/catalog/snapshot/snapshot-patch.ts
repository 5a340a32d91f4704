import { buildSearchIndex, type SearchDoc } from '../search/search-index';
import {
  type CatalogSnapshot,
  type SharedProduct,
  type SnapshotProductRow,
  type SnapshotSearch,
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

/** A product's place in the code order and in each language's name order, as `orderQuery` reads it. */
export type OrderRow = { id: number; name_rank_ru: number; name_rank_en: number };

/** What a patch applies: the revision and change counter it brings the snapshot to, and the changes. */
export type SnapshotPatch = {
  revision: number;
  seq: number;
  /** Every product changed since the snapshot's `seq`. */
  changed: readonly number[];
  /** The rows of those still visible, as productsQuery(ids) reads them (name ranks 0). */
  rows: readonly SnapshotProductRow[];
  /** Every visible product in code order with its name ranks, when `needsOrder` said so. */
  order?: readonly OrderRow[];
};

const sameDoc = (a: SearchDoc, b: SearchDoc) =>
  a.code === b.code &&
  a.names.length === b.names.length &&
  a.names.every((name, i) => name === b.names[i]) &&
  a.terms.length === b.terms.length &&
  a.terms.every((term, i) => term === b.terms[i]);

/**
 * Whether applying these rows needs the order statement: a product is new to the snapshot, or its
 * code or a name changed (the database's collation decides the orders, so they are read, not
 * computed here).
 */
export function needsOrder(snapshot: CatalogSnapshot, rows: readonly SnapshotProductRow[]): boolean {
  return rows.some((row) => {
    const known = snapshot.byId.get(row.id);
    return (
      !known ||
      known.code !== row.code ||
      known.doc.names[0] !== row.name_ru ||
      known.doc.names[1] !== row.name_en
    );
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
  const docs = [...replaced].flatMap((id) => byId.get(id)?.doc ?? []);
  return { base: search.base, replaced, added: buildSearchIndex(docs) };
}

/**
 * A new snapshot: `snapshot` with the patch's products replaced (or dropped when no longer visible),
 * the code and name orders from `patch.order` when given (else unchanged), the search patched, and
 * the orders and filtered lists kept with it computed again on first use. The old snapshot is left
 * as it was: requests still reading it finish on it.
 */
export function patchSnapshot(snapshot: CatalogSnapshot, patch: SnapshotPatch): CatalogSnapshot {
  const byId = new Map(snapshot.byId);
  for (const id of patch.changed) byId.delete(id);
  const textChanged: number[] = [];
  for (const row of patch.rows) {
    const known = snapshot.byId.get(row.id);
    const product = toSharedProduct(row);
    if (known && !patch.order) product.nameRank = known.nameRank;
    if (!known || !sameDoc(known.doc, product.doc)) textChanged.push(row.id);
    byId.set(row.id, product);
  }
  for (const id of patch.changed) if (!byId.has(id) && snapshot.byId.has(id)) textChanged.push(id);
  let byCode: SharedProduct[];
  if (patch.order) {
    byCode = patch.order.flatMap((o) => {
      const product = byId.get(o.id);
      if (!product) return [];
      if (product.nameRank.ru === o.name_rank_ru && product.nameRank.en === o.name_rank_en) return [product];
      const ranked = { ...product, nameRank: { ru: o.name_rank_ru, en: o.name_rank_en } };
      byId.set(o.id, ranked);
      return [ranked];
    });
  } else {
    byCode = snapshot.byCode.flatMap((p) => byId.get(p.id) ?? []);
  }
  const categoryMoved = patch.rows.some((row) => snapshot.byId.get(row.id)?.categoryId !== row.category_id);
  return {
    revision: patch.revision,
    seq: patch.seq,
    patched: true,
    byCode,
    byId,
    byCodeValue: new Map(byCode.map((p) => [p.code, p])),
    categories: snapshot.categories,
    tags: undefined,
    search: patchSearch(snapshot.search, textChanged, byId),
    orders: new Map(),
    categoryProducts:
      categoryMoved || patch.changed.length > patch.rows.length ? new Map() : snapshot.categoryProducts,
  };
}
