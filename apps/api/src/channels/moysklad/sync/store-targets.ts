import { MAIN_STORE_ID, type MoyskladMapping } from '@kits/contract';

/** Where one МойСклад warehouse's figures go: our store, and whether it is a main store (warehouse stock). */
export type StoreTarget = { storeId: number; main: boolean };

/**
 * The mapped warehouses (docs/moysklad.md §Mapping): main-ru → store 1, main-en → 56, an outlet →
 * its store; `new-outlet` rows were turned into outlets when the mapping was saved, and `ignore`d
 * warehouses are absent (their figures are skipped, never guessed).
 */
export function storeTargets(mapping: MoyskladMapping): Map<string, StoreTarget> {
  const targets = new Map<string, StoreTarget>();
  for (const row of mapping.stores) {
    if (row.target === 'main-ru')
      targets.set(row.moysklad_store_id, { storeId: MAIN_STORE_ID.ru, main: true });
    else if (row.target === 'main-en')
      targets.set(row.moysklad_store_id, { storeId: MAIN_STORE_ID.en, main: true });
    else if (row.target === 'outlet' && row.store_id)
      targets.set(row.moysklad_store_id, { storeId: row.store_id, main: false });
  }
  return targets;
}
