import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

/**
 * After a picture changed (upload, main, delete): the catalogue's product table and pages and the
 * service pages' products show the product's media, so they refresh.
 */
export function invalidateProductMedia(client: QueryClient, mediaId?: number) {
  if (mediaId !== undefined) client.removeQueries({ queryKey: queryKeys.media(mediaId) });
  void client.invalidateQueries({ queryKey: queryKeys.products.all });
  void client.invalidateQueries({ queryKey: queryKeys.services.products.all });
}
