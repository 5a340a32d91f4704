import type { BasketItem, Product } from '@kits/contract';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

type ProductPayload = { data: Product[] | Product };

const isPayload = (value: unknown): value is ProductPayload =>
  !!value && typeof value === 'object' && 'data' in value && typeof value.data === 'object';

/**
 * Keeps `basket_count` of the products already on screen (product table pages, product pages,
 * favourites) equal to the basket after every load and change, so the table's stock badges follow
 * the basket without refetching the catalogue. Unchanged queries are left alone (undefined = no update).
 */
export function syncProductCounts(client: QueryClient, items: readonly BasketItem[]) {
  const counts = new Map(items.map((item) => [item.id, item.basket_count]));
  const patch = (product: Product): Product => {
    const count = counts.get(product.id) ?? 0;
    return count === product.basket_count ? product : { ...product, basket_count: count };
  };
  const update = (old: unknown) => {
    if (!isPayload(old)) return undefined;
    if (Array.isArray(old.data)) {
      const list = old.data;
      const next = list.map(patch);
      return next.some((p, i) => p !== list[i]) ? { ...old, data: next } : undefined;
    }
    if (!('basket_count' in old.data)) return undefined;
    const next = patch(old.data);
    return next === old.data ? undefined : { ...old, data: next };
  };
  client.setQueriesData({ queryKey: queryKeys.products.all }, update);
  // Every favourites page: the factory's key without its page number.
  client.setQueriesData({ queryKey: queryKeys.favourites(1).slice(0, 1) }, update);
}
