import { MediaResponse } from '@kits/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '@/lib/api-client';
import { invalidateProductMedia } from './invalidate-media';

export type MediaUpload = {
  productId: number;
  file: File;
  onProgress?: (sent: number, total: number) => void;
};

/**
 * POST /media/product/{productId} (manager), multipart `file` → 201 `{ data: MediaRecord }`: main
 * when the product had none, else gallery. 422/409 `errors.file` (not a picture, too large, already there).
 */
export const uploadMedia = ({ productId, file, onProgress }: MediaUpload) =>
  apiUpload(`media/product/${productId}`, file, { schema: MediaResponse, onProgress });

export function useUploadMedia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadMedia,
    onSuccess: () => invalidateProductMedia(client),
  });
}
