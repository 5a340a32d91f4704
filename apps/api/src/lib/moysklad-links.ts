/**
 * Links into МойСклад's own pages (docs/moysklad.md §Links), shown to staff on orders and
 * analytics: a product synced from МойСклад opens its card there (its id is in the external key
 * `moysklad:<id>`); any other product opens МойСклад's search for its code.
 */
export const MOYSKLAD_APP_URL = 'https://online.moysklad.ru/app/';

const MOYSKLAD_KEY = 'moysklad:';

/** The product's page in МойСклад (its card when synced from there, else a search by code). */
export function moyskladProductHref(product: { code: string | null; external_key: string | null }): string {
  if (product.external_key?.startsWith(MOYSKLAD_KEY))
    return `${MOYSKLAD_APP_URL}#good/edit?id=${encodeURIComponent(product.external_key.slice(MOYSKLAD_KEY.length))}`;
  return `${MOYSKLAD_APP_URL}#good?global_search=${encodeURIComponent(product.code ?? '')}`;
}

/** A document's or folder's page in МойСклад (`retaildemand`, `retailsalesreturn`, `customerorder`…). */
export const moyskladDocumentHref = (type: string, id: string) =>
  `${MOYSKLAD_APP_URL}#${type}/edit?id=${encodeURIComponent(id)}`;
