import { MessageResponse, type ServiceProductCreate, ServiceProductResponse } from '@kits/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /services/products → 201 `{ data: ServiceProduct }` (docs/rules.md#product-lifecycle); 422
 * with field `errors` (`code`, `category_id`, `prices`, `prices.EUR`…).
 */
export const createServiceProduct = (body: ServiceProductCreate) =>
  api('services/products', { method: 'POST', body, schema: ServiceProductResponse });

/** POST /services/products/{id}/archive | restore → 200 `{ data: ServiceProduct }`. */
export const setServiceProductArchived = ({ id, archived }: { id: number; archived: boolean }) =>
  api(`services/products/${id}/${archived ? 'archive' : 'restore'}`, {
    method: 'POST',
    schema: ServiceProductResponse,
  });

/** DELETE /services/products/{id} → 200 `{ message }`; 409 with the message naming what references it. */
export const deleteServiceProduct = (id: number) =>
  api(`services/products/${id}`, { method: 'DELETE', schema: MessageResponse });

/** After any life-cycle change: the staff lists, the product's audit and the customers' catalogue refresh. */
function useRefresh() {
  const client = useQueryClient();
  return (id: number) => {
    void client.invalidateQueries({ queryKey: queryKeys.audit.entity('product', id) });
    void client.invalidateQueries({ queryKey: queryKeys.services.products.lists });
    void client.invalidateQueries({ queryKey: queryKeys.products.all });
  };
}

/** Creates a product; its detail cache takes the answer. */
export function useCreateServiceProduct() {
  const client = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: createServiceProduct,
    onSuccess: (res) => {
      client.setQueryData(queryKeys.services.products.detail(res.data.id), res);
      refresh(res.data.id);
    },
  });
}

/** Archives or restores a product. */
export function useSetServiceProductArchived() {
  const client = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: setServiceProductArchived,
    onSuccess: (res, { id }) => {
      client.setQueryData(queryKeys.services.products.detail(id), res);
      refresh(id);
    },
  });
}

/** Deletes a product nothing references. */
export function useDeleteServiceProduct() {
  const client = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: deleteServiceProduct,
    onSuccess: (_res, id) => {
      client.removeQueries({ queryKey: queryKeys.services.products.detail(id) });
      refresh(id);
    },
  });
}
