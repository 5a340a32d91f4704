import { ShopifyPreviewResponse, type ShopifyPublishInput } from '@kits/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /profile/shopify/{id}/publish/preview with the selection and price rule → how many products
 * it holds and the first 20 with the customer's price and the retail price.
 */
export const previewPublish = (
  { id, body }: { id: number; body: ShopifyPublishInput },
  signal?: AbortSignal,
) =>
  api(`profile/shopify/${id}/publish/preview`, {
    method: 'POST',
    body,
    schema: ShopifyPreviewResponse,
    signal,
  });

/** The live preview of a selection (`body` null: nothing picked, no call); the last answer stays while the next loads. */
export const usePublishPreview = (id: number, body: ShopifyPublishInput | null) =>
  useQuery({
    queryKey: queryKeys.shopify.preview(id, body),
    queryFn: ({ signal }) => previewPublish({ id, body: body! }, signal),
    select: (res) => res.data,
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
