import type { FakeFolder, FakeRetailStore, FakeStore } from './fake.model';
import { collectionMeta, common, folderPath, link, meta, priceType, type Render } from './fake.render';
import { mskTime } from './fake.time';

/** The documented JSON of folders, warehouses and retail stores (JSON API 1.2: «Группа товаров», «Склад», «Точка продаж»). */
type Json = Record<string, unknown>;

/** A product folder, with its parent's path as `pathName`. */
export function folder(r: Render, f: FakeFolder): Json {
  return {
    meta: meta(r, 'productfolder', f.id),
    id: f.id,
    ...common(r),
    updated: mskTime(f.updated),
    name: f.name,
    code: f.code,
    externalCode: f.externalCode,
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
    meta: meta(r, 'store', s.id),
    id: s.id,
    ...common(r),
    updated: mskTime(s.updated),
    name: s.name,
    externalCode: s.externalCode,
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
    meta: meta(r, 'retailstore', s.id),
    id: s.id,
    ...common(r),
    updated: mskTime(s.updated),
    name: s.name,
    externalCode: s.externalCode,
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
