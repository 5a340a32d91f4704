import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { refreshCatalogue } from './catalogue-changes';

/**
 * DELETE /services/products/{id} → 204 (docs/rules.md#product-delete); 409 with a message naming
 * what refers to the product (orders, baskets, favourites, sales, shops).
 */
export const deleteServiceProduct = (id: number) => api(`services/products/${id}`, { method: 'DELETE' });

/** Deletes a product: its cache is dropped, the lists and the catalogue refresh. */
export function useDeleteServiceProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteServiceProduct,
    onSuccess: (_res, id) => {
      client.removeQueries({ queryKey: queryKeys.services.products.detail(id) });
      refreshCatalogue(client);
    },
  });
}
