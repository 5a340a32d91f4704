/**
 * The parts of МойСклад's JSON API 1.2 entities we read (docs/moysklad.md, from the vendor's
 * documentation: meta objects, collections, products and folders, warehouses and retail points,
 * price types, images, retail sales and returns, the short stock reports). Money is in kopecks;
 * times are Moscow time strings 'YYYY-MM-DD HH:mm:ss.SSS'.
 */

export type MsMeta = {
  href: string;
  type?: string;
  mediaType?: string;
  uuidHref?: string;
  downloadHref?: string;
  size?: number;
  limit?: number;
  offset?: number;
  nextHref?: string;
};
export type MsRef = { meta: MsMeta };
export type MsCollection<T> = { meta: MsMeta; rows: T[] };

export type MsFolder = {
  id: string;
  meta: MsMeta;
  name: string;
  /** The parent folders' names joined with '/', '' at the root. */
  pathName?: string;
  productFolder?: MsRef;
  archived?: boolean;
  updated?: string;
};

export type MsAttribute = { id: string; name: string; type: string; value?: unknown; meta?: MsMeta };

export type MsSalePrice = {
  value: number;
  currency?: MsRef;
  priceType: { id: string; name: string; meta?: MsMeta; externalCode?: string };
};

export type MsImage = { meta: MsMeta; title?: string; filename?: string; updated?: string };

export type MsProduct = {
  id: string;
  meta: MsMeta;
  name: string;
  code?: string;
  article?: string;
  externalCode?: string;
  description?: string;
  pathName?: string;
  productFolder?: MsRef;
  archived?: boolean;
  updated?: string;
  salePrices?: MsSalePrice[];
  attributes?: MsAttribute[];
  barcodes?: Record<string, string>[];
  weight?: number;
  /** A collection meta, with `rows` when expanded (`expand=images`). */
  images?: { meta: MsMeta; rows?: MsImage[] };
  /** Modifications of this product: when above 0, the modifications are what is sold and stocked. */
  variantsCount?: number;
};

/** A modification (variant) of a product: its own code, prices and barcodes, the product's rest. */
export type MsVariant = {
  id: string;
  meta: MsMeta;
  name: string;
  code?: string;
  externalCode?: string;
  archived?: boolean;
  updated?: string;
  product: MsRef;
  characteristics?: { id: string; name: string; value: string }[];
  salePrices?: MsSalePrice[];
  barcodes?: Record<string, string>[];
  images?: { meta: MsMeta; rows?: MsImage[] };
};

export type MsStore = { id: string; meta: MsMeta; name: string; archived?: boolean };
export type MsRetailStore = { id: string; meta: MsMeta; name: string; store?: MsRef; archived?: boolean };
export type MsPriceType = { id: string; meta?: MsMeta; name: string; externalCode?: string };
/** An organization («Юрлицо») or a customer order state («Статус»): what the mapping names. */
export type MsNamed = { id: string; meta?: MsMeta; name: string };
export type MsEmployee = { id: string; accountId?: string; name?: string; fullName?: string };

export type MsPosition = {
  id: string;
  quantity: number;
  price: number;
  discount?: number;
  assortment: MsRef;
};

/** A retail sale (retaildemand) or a retail return (retailsalesreturn); `demand` links a return to its sale. */
export type MsRetailDocument = {
  id: string;
  meta: MsMeta;
  name?: string;
  moment: string;
  updated?: string;
  store?: MsRef;
  retailStore?: MsRef;
  demand?: MsRef;
  positions?: { meta: MsMeta; rows?: MsPosition[] };
};

/** A row of /report/stock/bystore/current: one figure (`stockType`) of one assortment at one warehouse. */
export type MsStockRow = {
  assortmentId: string;
  storeId: string | null;
  stock?: number | null;
  freeStock?: number | null;
  reserve?: number | null;
  inTransit?: number | null;
};

/** What a webhook (entity events) posts. */
export type MsWebhookEvents = {
  events?: { meta?: MsMeta; action?: string; accountId?: string }[];
};

/** What a stock webhook (webhookstock) posts. */
export type MsStockWebhook = {
  accountId?: string;
  stockType?: string;
  reportType?: string;
  reportUrl?: string;
};

/** The id at the end of a meta href (`…/entity/store/<id>` → `<id>`), query and fragment dropped. */
export function idOf(ref: MsRef | undefined | null): string | null {
  const href = ref?.meta?.href;
  if (!href) return null;
  const path = href.split(/[?#]/)[0]!;
  return path.slice(path.lastIndexOf('/') + 1) || null;
}

/** Kopecks (МойСклад's money) as our 2-decimal money string: 129000 → '1290.00'. */
export function kopecksToMoney(value: number): string {
  const kopecks = Math.max(0, Math.round(value));
  return `${Math.floor(kopecks / 100)}.${String(kopecks % 100).padStart(2, '0')}`;
}
