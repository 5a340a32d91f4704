import { AuditResponse } from '@kits/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /services/products/{id}/audit → who changed the product and how, newest first. */
export const getProductAudit = (id: number, signal?: AbortSignal) =>
  api(`services/products/${id}/audit`, { schema: AuditResponse, signal });

export const productAuditQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.services.products.audit(id),
    queryFn: ({ signal }) => getProductAudit(id, signal),
    select: (res) => res.data,
  });

export const useProductAudit = (id: number) => useQuery(productAuditQueryOptions(id));
