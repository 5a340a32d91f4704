import { type ServiceProductPatch, ServiceProductResponse } from '@kits/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { ifMatch } from '@/lib/record-version';

/**
 * PATCH /services/products/{id} with If-Match: the `etag` of the product the form loaded → 200
 * `{ data: ServiceProduct }` after the edit (one audit row); 412 with the current product when
 * someone saved it meanwhile (docs/rules.md#record-versions); 422 with field `errors` (`name_ru`,
 * `prices.RUB.wholesale`, `stock.0.quantity`…).
 */
export const patchServiceProduct = ({
  id,
  etag,
  patch,
}: {
  id: number;
  etag: string;
  patch: ServiceProductPatch;
}) =>
  api(`services/products/${id}`, {
    method: 'PATCH',
    body: patch,
    headers: ifMatch(etag),
    schema: ServiceProductResponse,
  });

/** Saves an edit: the product's cache takes the answer, the lists, audit and catalogue refresh. */
export function usePatchServiceProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: patchServiceProduct,
    onSuccess: (res, { id }) => {
      client.setQueryData(queryKeys.services.products.detail(id), res);
      void client.invalidateQueries({ queryKey: queryKeys.audit.entity('product', id) });
      void client.invalidateQueries({ queryKey: queryKeys.services.products.lists });
      void client.invalidateQueries({ queryKey: queryKeys.products.all });
    },
  });
}
