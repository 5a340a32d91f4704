import { type FeedKind, FeedReportResponse } from '@kits/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type FeedUpload = { kind: FeedKind; file: File; preview: boolean };

/**
 * POST /services/feeds/{kind}?preview= (manager, docs/feeds.md): the file as multipart `file` →
 * 200 `{ data: FeedReport }`. 422 with `errors.file` (unreadable, a column missing, too large),
 * `errors.rows` (no rows, too many) or, applying a feed with refused rows, `errors['line.N.field']`.
 */
export const uploadFeed = ({ kind, file, preview }: FeedUpload) =>
  apiUpload(`services/feeds/${kind}`, file, {
    query: preview ? { preview: 1 } : {},
    schema: FeedReportResponse,
  });

/** Uploads a feed; once applied, the outlets' occupancy shown on the stores-capacity page is read afresh. */
export function useUploadFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadFeed,
    onSuccess: ({ data }) => {
      if (data.data.applied && data.data.changed > 0)
        return client.invalidateQueries({ queryKey: queryKeys.storesCapacity.all });
    },
  });
}
