import type { Product } from '@kits/contract';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

type ProductPayload = { data: Product[] | Product };

const isPayload = (value: unknown): value is ProductPayload =>
  !!value && typeof value === 'object' && 'data' in value && typeof value.data === 'object';

const isProduct = (value: object): value is Product => 'basket_count' in value && 'is_favourite' in value;

/**
 * Applies `patch` to every product already on screen: each cached catalogue query (product table
 * pages, product pages) and each favourites page. `patch` answers the same object for a product it
 * leaves alone; a query none of whose products changed is not updated (no re-render).
 */
export function patchCachedProducts(client: QueryClient, patch: (product: Product) => Product) {
  const update = (old: unknown) => {
    if (!isPayload(old)) return undefined;
    if (Array.isArray(old.data)) {
      const list = old.data;
      const next = list.map(patch);
      return next.some((p, i) => p !== list[i]) ? { ...old, data: next } : undefined;
    }
    if (!isProduct(old.data)) return undefined;
    const next = patch(old.data);
    return next === old.data ? undefined : { ...old, data: next };
  };
  client.setQueriesData({ queryKey: queryKeys.products.all }, update);
  // Every favourites page: the factory's key without its page number.
  client.setQueriesData({ queryKey: queryKeys.favourites(1).slice(0, 1) }, update);
}
