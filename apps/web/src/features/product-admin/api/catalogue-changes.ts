import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

/**
 * After a staff change of the catalogue (a product made, archived, restored or deleted; a category
 * changed): the product service's lists, the category editor, the customers' catalogue pages and
 * category tree are read again.
 */
export function refreshCatalogue(client: QueryClient) {
  void client.invalidateQueries({ queryKey: queryKeys.services.products.lists });
  void client.invalidateQueries({ queryKey: queryKeys.services.categories });
  void client.invalidateQueries({ queryKey: queryKeys.products.all });
  void client.invalidateQueries({ queryKey: queryKeys.allCategories });
}
