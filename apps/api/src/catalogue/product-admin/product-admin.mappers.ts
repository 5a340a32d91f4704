import { CURRENCIES, type ServiceCategory, type ServiceProduct } from '@kits/contract';
import { partedEtag } from '../../lib/record-version';
import { toProductMedia } from '../catalog';
import type { ServiceCategoryRow, ServiceProductRow } from './product-admin.repository';

const iso = (value: Date | string) => new Date(value).toISOString();

/** A product service row as the page's ServiceProduct: prices keyed by currency, media URLs, its `etag`. */
export function toServiceProduct(row: ServiceProductRow): ServiceProduct {
  const prices = Object.fromEntries(
    CURRENCIES.map((currency) => {
      const price = row.prices.find((p) => p.currency === currency);
      return [currency, price ? { wholesale: price.wholesale, retail: price.retail } : null];
    }),
  ) as ServiceProduct['prices'];
  const product = {
    id: row.id,
    code: row.code,
    external_key: row.external_key,
    name_ru: row.name_ru,
    name_en: row.name_en,
    description_ru: row.description_ru,
    description_en: row.description_en,
    category: row.category,
    prices,
    stock: row.stock,
    statuses: row.statuses,
    hashtags: row.hashtags,
    hashtags_en: row.hashtags_en,
    properties: row.properties,
    media: row.media.map(toProductMedia),
    archived_at: row.archived_at === null ? null : iso(row.archived_at),
    pack_multiple: row.pack_multiple,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
  return { ...product, etag: productEtag(product) };
}

/**
 * A product's version (docs/rules.md#record-versions): part 0 what staff edit here (pictures and
 * times aside: pictures have their own calls), part 1 the stock, which orders move.
 */
function productEtag(product: Omit<ServiceProduct, 'etag'>): string {
  const { stock, media: _media, updated_at: _updated, ...edited } = product;
  return partedEtag(edited, stock);
}

/** A category editor row as ServiceCategory. */
export const toServiceCategory = (row: ServiceCategoryRow): ServiceCategory => ({
  id: row.id,
  parent_id: row.parent_id,
  slug: row.slug,
  name_ru: row.name_ru,
  name_en: row.name_en,
  position: row.position,
  hidden_at: row.hidden_at === null ? null : iso(row.hidden_at),
  product_count: row.product_count,
});
