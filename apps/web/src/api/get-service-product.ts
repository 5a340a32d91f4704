import { ServiceProductResponse } from '@kits/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /services/products/{id} → `{ data: ServiceProduct }`; 404 for an unknown id. */
export const getServiceProduct = (id: number, signal?: AbortSignal) =>
  api(`services/products/${id}`, { schema: ServiceProductResponse, signal });

export const serviceProductQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.services.products.detail(id),
    queryFn: ({ signal }) => getServiceProduct(id, signal),
    select: (res) => res.data,
  });

export const useServiceProduct = (id: number | null) =>
  useQuery({ ...serviceProductQueryOptions(id ?? 0), enabled: id !== null });
