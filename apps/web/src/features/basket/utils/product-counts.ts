import type { BasketItem } from '@kits/contract';
import type { QueryClient } from '@tanstack/react-query';
import { patchCachedProducts } from '@/lib/patch-cached-products';

/**
 * Keeps `basket_count` of the products already on screen (product table pages, product pages,
 * favourites) equal to the basket after every load and change, so the table's stock badges follow
 * the basket without refetching the catalogue.
 */
export function syncProductCounts(client: QueryClient, items: readonly BasketItem[]) {
  const counts = new Map(items.map((item) => [item.id, item.basket_count]));
  patchCachedProducts(client, (product) => {
    const count = counts.get(product.id) ?? 0;
    return count === product.basket_count ? product : { ...product, basket_count: count };
  });
}
