import { ServiceProductResponse } from '@kits/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { refreshCatalogue } from './catalogue-changes';

/**
 * POST /services/products/{id}/archive or …/restore → 200 `{ data: ServiceProduct }`
 * (docs/rules.md#product-archive): hidden from customers, or on sale again.
 */
export const archiveServiceProduct = ({ id, archived }: { id: number; archived: boolean }) =>
  api(`services/products/${id}/${archived ? 'archive' : 'restore'}`, {
    method: 'POST',
    schema: ServiceProductResponse,
  });

/** Archives or restores a product: its cache takes the answer; its history, the lists and the catalogue refresh. */
export function useArchiveServiceProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: archiveServiceProduct,
    onSuccess: (res, { id }) => {
      client.setQueryData(queryKeys.services.products.detail(id), res);
      void client.invalidateQueries({ queryKey: queryKeys.audit.entity('product', id) });
      refreshCatalogue(client);
    },
  });
}
