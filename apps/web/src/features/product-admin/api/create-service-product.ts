import { type ServiceProductCreate, ServiceProductResponse } from '@kits/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { refreshCatalogue } from './catalogue-changes';

/**
 * POST /services/products → 201 `{ data: ServiceProduct }` (docs/rules.md#product-create); 422 with
 * field `errors` (`code` taken, `prices` none given, `category_id`, `name_ru`…).
 */
export const createServiceProduct = (body: ServiceProductCreate) =>
  api('services/products', { method: 'POST', body, schema: ServiceProductResponse });

/** Creates a product: its cache takes the answer, the lists and the catalogue refresh. */
export function useCreateServiceProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createServiceProduct,
    onSuccess: (res) => {
      client.setQueryData(queryKeys.services.products.detail(res.data.id), res);
      refreshCatalogue(client);
    },
  });
}
