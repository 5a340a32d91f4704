import {
  ServiceCategoriesResponse,
  type ServiceCategoryCreate,
  type ServiceCategoryOrder,
  type ServiceCategoryPatch,
  ServiceCategoryResponse,
} from '@kits/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { refreshCatalogue } from './catalogue-changes';

/** GET /services/categories → `{ data: ServiceCategory[] }`: every category, hidden ones too (docs/rules.md#category-editor). */
export const getServiceCategories = (signal?: AbortSignal) =>
  api('services/categories', { schema: ServiceCategoriesResponse, signal });

export const serviceCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.services.categories,
    queryFn: ({ signal }) => getServiceCategories(signal),
    select: (res) => res.data,
  });

/** Every category for staff (the editor and the product form's category list). */
export const useServiceCategories = () => useQuery(serviceCategoriesQueryOptions());

/** POST /services/categories → 201 `{ data: ServiceCategory }`; 422 `errors.parent_id`. */
export const createServiceCategory = (body: ServiceCategoryCreate) =>
  api('services/categories', { method: 'POST', body, schema: ServiceCategoryResponse });

/** PATCH /services/categories/{id}: rename, move, hide or show → 200 `{ data: ServiceCategory }`; 422 `errors.parent_id`. */
export const patchServiceCategory = ({ id, patch }: { id: number; patch: ServiceCategoryPatch }) =>
  api(`services/categories/${id}`, { method: 'PATCH', body: patch, schema: ServiceCategoryResponse });

/** PUT /services/categories/order: one level's children in a new order → 200 `{ data: ServiceCategory[] }`. */
export const orderServiceCategories = (body: ServiceCategoryOrder) =>
  api('services/categories/order', { method: 'PUT', body, schema: ServiceCategoriesResponse });

/** A category change; afterwards the editor, the product lists and the customers' catalogue are read again. */
function useCategoryMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshCatalogue(client) });
}

export const useCreateServiceCategory = () => useCategoryMutation(createServiceCategory);
export const usePatchServiceCategory = () => useCategoryMutation(patchServiceCategory);
export const useOrderServiceCategories = () => useCategoryMutation(orderServiceCategories);
