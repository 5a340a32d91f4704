import type { FakeFolder, FakeRetailStore, FakeStore } from './fake.model';
import { collectionMeta, entityHead, folderPath, link, priceType, type Render } from './fake.render';

/** The documented JSON of folders, warehouses and retail stores (JSON API 1.2: «Группа товаров», «Склад», «Точка продаж»). */
type Json = Record<string, unknown>;

/** A product folder, with its parent's path as `pathName`. */
export function folder(r: Render, f: FakeFolder): Json {
  return {
    ...entityHead(r, 'productfolder', f),
    code: f.code,
    archived: f.archived,
    pathName: folderPath(r, f.parentId),
    ...(f.parentId ? { productFolder: link(r, 'productfolder', f.parentId) } : {}),
    useParentVat: true,
  };
}

/** A warehouse, with its (empty) zones and slots. */
export function store(r: Render, s: FakeStore): Json {
  const href = `${r.base}/entity/store/${s.id}`;
  return {
    ...entityHead(r, 'store', s),
    archived: s.archived,
    address: s.address,
    pathName: '',
    zones: { meta: collectionMeta(`${href}/zones`, 'storezone', 0) },
    slots: { meta: collectionMeta(`${href}/slots`, 'slot', 0) },
  };
}

/** A retail store, with its warehouse as `store` and its price type. */
export function retailStore(r: Render, s: FakeRetailStore): Json {
  return {
    ...entityHead(r, 'retailstore', s),
    archived: s.archived,
    address: s.address,
    active: true,
    controlShippingStock: false,
    discountEnable: true,
    discountMaxPercent: 15,
    priceType: priceType(r, s.priceTypeId),
    cashiers: { meta: collectionMeta(`${r.base}/entity/retailstore/${s.id}/cashiers`, 'cashier', 1) },
    organization: link(r, 'organization', r.account.ids.organizationId),
    store: link(r, 'store', s.storeId),
  };
}
