import type { QueryClient } from '@tanstack/react-query';
import { patchCachedProducts } from '@/lib/patch-cached-products';

/**
 * Sets `is_favourite` of one product in every cached product list and product page (catalogue
 * tables, product pages, favourites pages), once the server has confirmed the change (docs/rules.md#spec-4
 * Favourites).
 */
export function markFavourite(client: QueryClient, productId: number, favourite: boolean) {
  patchCachedProducts(client, (product) =>
    product.id === productId && product.is_favourite !== favourite
      ? { ...product, is_favourite: favourite }
      : product,
  );
}
