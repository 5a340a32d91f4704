/**
 * Links into МойСклад's own pages (docs/moysklad.md §Links), shown to staff on orders and
 * analytics: a product synced from МойСклад opens its card there (its id is in the external key
 * `moysklad:<id>`); any other product opens МойСклад's search for its code.
 */
export const MOYSKLAD_APP_URL = 'https://online.moysklad.ru/app/';

const MOYSKLAD_KEY = 'moysklad:';

/**
 * The product's page in МойСклад: its own card (the `uuidHref` the sync stored, `source_href`)
 * when synced from there, else МойСклад's search for its code.
 */
export function moyskladProductHref(product: { code: string | null; source_href: string | null }): string {
  if (product.source_href?.startsWith(MOYSKLAD_APP_URL)) return product.source_href;
  return `${MOYSKLAD_APP_URL}#good?global_search=${encodeURIComponent(product.code ?? '')}`;
}

/** A category's folder in МойСклад when it came from there (external key `moysklad:<folder id>`), else undefined. */
export function moyskladFolderHref(category: { external_key?: string | null }): string | undefined {
  const key = category.external_key;
  return key?.startsWith(MOYSKLAD_KEY)
    ? moyskladDocumentHref('good', key.slice(MOYSKLAD_KEY.length))
    : undefined;
}

/** A document's or folder's page in МойСклад (`retaildemand`, `retailsalesreturn`, `customerorder`…). */
export const moyskladDocumentHref = (type: string, id: string) =>
  `${MOYSKLAD_APP_URL}#${type}/edit?id=${encodeURIComponent(id)}`;
