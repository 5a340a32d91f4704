import type { FakeAccount } from './fake.account';
import type { FakeImage, FakeProduct, FakeProductAttributes, FakeVariant } from './fake.model';
import { mskTime } from './fake.time';

/**
 * The documented JSON of the fake's entities (JSON API 1.2: «Метаданные», «Товар», «Модификация»,
 * «Группа товаров», «Склад», «Точка продаж», «Изображение»), built per answer from the compact
 * rows with the serving fake's own API root in every href.
 */
export type Render = {
  account: FakeAccount;
  /** The API root: http://127.0.0.1:PORT/api/remap/1.2. */
  base: string;
  /** The server's origin, for the temporary file links (`/files/{id}`). */
  origin: string;
};

type Json = Record<string, unknown>;

/** МойСклад's UI sections, for `uuidHref`. */
const UI: Record<string, string> = {
  product: 'good',
  variant: 'feature',
  store: 'warehouse',
  retailstore: 'retailstore',
  retaildemand: 'retaildemand',
  retailsalesreturn: 'retailsalesreturn',
  customerorder: 'customerorder',
  counterparty: 'company',
  employee: 'employee',
};

/** The meta of entity `type`/`id` (href, metadataHref, type, mediaType; uuidHref where the UI has a page, unless `bare`). */
export function meta(r: Render, type: string, id: string, bare = false): Json {
  const ui = bare ? undefined : UI[type];
  return {
    href: `${r.base}/entity/${type}/${id}`,
    metadataHref: `${r.base}/entity/${type}/metadata`,
    type,
    mediaType: 'application/json',
    ...(ui ? { uuidHref: `https://online.moysklad.ru/app/#${ui}/edit?id=${id}` } : {}),
  };
}

/** `{ meta }` of a link to another entity (without uuidHref unless `uuid`, as the documentation's examples). */
export const link = (r: Render, type: string, id: string, uuid = false) => ({
  meta: meta(r, type, id, !uuid),
});

/** The meta of a nested collection (images, positions…) with its size, not expanded. */
export const collectionMeta = (href: string, type: string, size: number) => ({
  href,
  type,
  mediaType: 'application/json',
  size,
  limit: 1000,
  offset: 0,
});

/** accountId, owner, shared, group: what every shared entity and document carries. */
export function common(r: Render): Json {
  const { ids } = r.account;
  return {
    accountId: ids.accountId,
    owner: link(r, 'employee', ids.employeeId),
    shared: true,
    group: link(r, 'group', ids.groupId),
  };
}

/**
 * The fields every entity of the account starts with: its meta, id, the common fields, when it was
 * last updated (ms), its name and external code.
 */
export function entityHead(
  r: Render,
  type: string,
  e: { id: string; updated: number; name: string; externalCode: string },
): Json {
  return {
    meta: meta(r, type, e.id),
    id: e.id,
    ...common(r),
    updated: mskTime(e.updated),
    name: e.name,
    externalCode: e.externalCode,
  };
}

const currency = (r: Render) => link(r, 'currency', r.account.ids.currencyId);

/** A price type as products' `salePrices[].priceType` and the price type list show it. */
export function priceType(r: Render, id: string): Json {
  const type = r.account.priceTypes.find((t) => t.id === id)!;
  const href = `${r.base}/context/companysettings/pricetype/${type.id}`;
  return { meta: { href, type: 'pricetype', mediaType: 'application/json' }, ...type };
}

/** `salePrices`: one per price type, in kopecks (0 when the type has no price). */
const salePrices = (r: Render, prices: Record<string, number>) =>
  r.account.priceTypes.map((t) => ({
    value: prices[t.id] ?? 0,
    currency: currency(r),
    priceType: priceType(r, t.id),
  }));

/** The names and types of the product's additional fields. */
const ATTRIBUTES: [keyof FakeProductAttributes, string, string][] = [
  ['size', 'Размер', 'string'],
  ['premium', 'Премиум', 'boolean'],
  ['hashtags', 'Хэштеги', 'string'],
  ['nameEn', 'Название (EN)', 'string'],
  ['descriptionEn', 'Описание (EN)', 'text'],
];

/** The product's additional fields as `entity/product/metadata/attributes` lists them. */
export function attributeMetadata(r: Render): Json {
  const href = `${r.base}/entity/product/metadata/attributes`;
  const rows = ATTRIBUTES.map(([key, name, type]) => {
    const id = r.account.ids.attributes[key];
    return {
      meta: { href: `${href}/${id}`, type: 'attributemetadata', mediaType: 'application/json' },
      id,
      name,
      type,
      required: false,
      show: true,
    };
  });
  const size = rows.length;
  return {
    meta: { href, type: 'attributemetadata', mediaType: 'application/json', size, limit: 1000, offset: 0 },
    rows,
  };
}

/** `attributes` with a value (МойСклад leaves out empty ones). */
function attributes(r: Render, values: FakeProductAttributes): Json[] {
  return ATTRIBUTES.filter(([key]) => values[key] !== '').map(([key, name, type]) => {
    const id = r.account.ids.attributes[key];
    const href = `${r.base}/entity/product/metadata/attributes/${id}`;
    return {
      meta: { href, type: 'attributemetadata', mediaType: 'application/json' },
      id,
      name,
      type,
      value: values[key],
    };
  });
}

/** The folder's path: «Картины по номерам/Пейзажи». */
export function folderPath(r: Render, id: string | null): string {
  const names: string[] = [];
  for (
    let f = id ? r.account.folders.get(id) : undefined;
    f;
    f = f.parentId ? r.account.folders.get(f.parentId) : undefined
  ) {
    names.unshift(f.name);
  }
  return names.join('/');
}

/** A product's picture: meta with `downloadHref` (→ 302 to the file), miniature, tiny, size in bytes. */
export function image(r: Render, productId: string, img: FakeImage): Json {
  const download = `${r.base}/download/${img.id}`;
  return {
    meta: {
      href: `${r.base}/entity/product/${productId}/images/${img.id}`,
      type: 'image',
      mediaType: 'application/json',
      downloadHref: download,
    },
    title: img.title,
    filename: img.filename,
    size: img.bytes?.length ?? 0,
    updated: mskTime(img.updated),
    miniature: {
      href: `${download}?miniature=true`,
      type: 'image',
      mediaType: 'image/jpeg',
      downloadHref: `${r.origin}/files/${img.id}?miniature=true`,
    },
    tiny: { href: `${r.origin}/files/${img.id}?tiny=true`, type: 'image', mediaType: 'image/jpeg' },
  };
}

/** A product: prices in kopecks, attributes, barcodes, folder, images collection (rows with `images` expanded). */
export function product(r: Render, p: FakeProduct, expand: { images?: boolean } = {}): Json {
  const imagesHref = `${r.base}/entity/product/${p.id}/images`;
  const images = p.imageIds.map((id) => r.account.images.get(id)).filter((i): i is FakeImage => !!i);
  return {
    ...entityHead(r, 'product', p),
    ...(p.description ? { description: p.description } : {}),
    code: p.code,
    archived: p.archived,
    pathName: folderPath(r, p.folderId),
    ...(p.folderId ? { productFolder: link(r, 'productfolder', p.folderId) } : {}),
    useParentVat: false,
    vat: p.vat,
    vatEnabled: true,
    effectiveVat: p.vat,
    effectiveVatEnabled: true,
    discountProhibited: false,
    uom: link(r, 'uom', r.account.ids.uomId),
    images: {
      meta: collectionMeta(imagesHref, 'image', images.length),
      ...(expand.images ? { rows: images.map((i) => image(r, p.id, i)) } : {}),
    },
    salePrices: salePrices(r, p.prices),
    buyPrice: { value: p.buyPrice, currency: currency(r) },
    attributes: attributes(r, p.attributes),
    ...(p.article ? { article: p.article } : {}),
    weight: p.weight,
    volume: 0,
    variantsCount: r.account.variantsOf(p.id).length,
    isSerialTrackable: false,
    trackingType: 'NOT_TRACKED',
    paymentItemType: 'GOOD',
    barcodes: p.barcodes.map((ean13) => ({ ean13 })),
  };
}

/** A modification: its characteristic, prices, barcodes and the product it belongs to. */
export function variant(r: Render, v: FakeVariant): Json {
  const { characteristic: c } = v;
  const href = `${r.base}/entity/variant/metadata/characteristics/${c.id}`;
  return {
    meta: meta(r, 'variant', v.id),
    id: v.id,
    accountId: r.account.ids.accountId,
    updated: mskTime(v.updated),
    name: v.name,
    code: v.code,
    externalCode: v.externalCode,
    archived: v.archived,
    ...(v.article ? { article: v.article } : {}),
    characteristics: [
      {
        meta: { href, type: 'attributemetadata', mediaType: 'application/json' },
        id: c.id,
        name: c.name,
        value: c.value,
      },
    ],
    salePrices: salePrices(r, v.prices),
    barcodes: v.barcodes.map((ean13) => ({ ean13 })),
    discountProhibited: false,
    product: link(r, 'product', v.productId),
  };
}
