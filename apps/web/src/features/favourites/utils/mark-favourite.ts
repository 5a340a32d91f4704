import type { Product } from '@kits/contract';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

type ProductPayload = { data: Product[] | Product };

const isPayload = (value: unknown): value is ProductPayload =>
  !!value && typeof value === 'object' && 'data' in value && typeof value.data === 'object';

/**
 * Sets `is_favourite` of one product in every cached product list and product page (catalogue
 * tables, product pages, favourites pages), once the server has confirmed the change (spec §4
 * Favourites). Queries without that product are left alone (undefined = no update).
 */
export function markFavourite(client: QueryClient, productId: number, favourite: boolean) {
  const patch = (product: Product): Product =>
    product.id === productId && product.is_favourite !== favourite
      ? { ...product, is_favourite: favourite }
      : product;
  const update = (old: unknown) => {
    if (!isPayload(old)) return undefined;
    if (Array.isArray(old.data)) {
      const list = old.data;
      const next = list.map(patch);
      return next.some((p, i) => p !== list[i]) ? { ...old, data: next } : undefined;
    }
    if (!('is_favourite' in old.data)) return undefined;
    const next = patch(old.data);
    return next === old.data ? undefined : { ...old, data: next };
  };
  client.setQueriesData({ queryKey: queryKeys.products.all }, update);
  // Every favourites page: the factory's key without its page number.
  client.setQueriesData({ queryKey: queryKeys.favourites(1).slice(0, 1) }, update);
}
