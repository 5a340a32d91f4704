import { CURRENCIES, type ServiceProduct } from '@kits/contract';
import { toProductMedia } from '../catalog';
import type { ServiceProductRow } from './product-admin.repository';

const iso = (value: Date | string) => new Date(value).toISOString();

/** A product service row as the page's ServiceProduct: prices keyed by currency, media URLs. */
export function toServiceProduct(row: ServiceProductRow): ServiceProduct {
  const prices = Object.fromEntries(
    CURRENCIES.map((currency) => {
      const price = row.prices.find((p) => p.currency === currency);
      return [currency, price ? { wholesale: price.wholesale, retail: price.retail } : null];
    }),
  ) as ServiceProduct['prices'];
  return {
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
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}
