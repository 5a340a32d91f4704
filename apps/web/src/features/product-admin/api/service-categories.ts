import {
  ServiceCategoriesResponse,
  type ServiceCategoryCreate,
  type ServiceCategoryPatch,
  ServiceCategoryResponse,
} from '@kits/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /services/categories: every category, hidden ones too, flat (docs/rules.md#category-editor). */
export const getServiceCategories = () => api('services/categories', { schema: ServiceCategoriesResponse });

export function useServiceCategories() {
  return useQuery({
    queryKey: queryKeys.services.categories,
    queryFn: getServiceCategories,
    select: (res) => res.data,
  });
}

/** POST /services/categories → 201 `{ data: ServiceCategory }`; 422 `errors.parent_id`. */
export const createServiceCategory = (body: ServiceCategoryCreate) =>
  api('services/categories', { method: 'POST', body, schema: ServiceCategoryResponse });

/** PATCH /services/categories/{id} → 200 `{ data: ServiceCategory }`; 422 `errors.parent_id` (a cycle). */
export const patchServiceCategory = ({ id, patch }: { id: number; patch: ServiceCategoryPatch }) =>
  api(`services/categories/${id}`, { method: 'PATCH', body: patch, schema: ServiceCategoryResponse });

/** After a category change: the editor's list, the customers' tree and product lists refresh. */
function useRefresh() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: queryKeys.services.categories });
    void client.invalidateQueries({ queryKey: queryKeys.categoriesAll });
    void client.invalidateQueries({ queryKey: queryKeys.products.all });
  };
}

export function useCreateServiceCategory() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: createServiceCategory, onSuccess: refresh });
}

export function usePatchServiceCategory() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: patchServiceCategory, onSuccess: refresh });
}
