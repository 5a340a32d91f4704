import { TOAST_DELAY } from '@kits/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toaster';
import { ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { addFavourite } from '../api/add-favourite';
import { removeFavourite } from '../api/remove-favourite';
import { markFavourite } from '../utils/mark-favourite';

/**
 * Adds (`favourite: true`, PUT) or removes (DELETE) a favourite. docs/rules.md#favourites-flow: the change is
 * applied in the page only after the server said yes — no optimistic update; the cached products
 * are patched on success and then the favourites and product queries refetch. A failure changes
 * nothing and is a danger toast with the server's message (docs/rules.md#spec-8 leaves it open).
 */
export function useToggleFavourite() {
  const { t } = useTranslation('favourites');
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: ({ productId, favourite }: { productId: number; favourite: boolean }) =>
      favourite ? addFavourite(productId) : removeFavourite(productId),
    onSuccess: (_data, { productId, favourite }) => {
      markFavourite(client, productId, favourite);
      void client.invalidateQueries({ queryKey: queryKeys.favourites(1).slice(0, 1) });
      void client.invalidateQueries({ queryKey: queryKeys.products.all });
    },
    onError: (error) =>
      toast.show({
        variant: 'danger',
        delay: TOAST_DELAY.short,
        title: t('failed'),
        text: error instanceof ApiError ? error.body.message || error.message : String(error),
      }),
  });
}
