import { ImportJobResponse, type ImportUploadQuery } from '@kits/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** What the import form sends as the query of the upload (docs/import.md). */
export type ImportOptions = Pick<ImportUploadQuery, 'store' | 'approve' | 'dry_run' | 'currency'> & {
  source: string;
};

export type ImportUpload = {
  file: File;
  options: ImportOptions;
  /** Bytes sent so far and the total. */
  onProgress?: (sent: number, total: number) => void;
};

/**
 * POST /services/import (manager): the file as multipart `file`, the options as the query → 202
 * `{ data: ImportJob }` (queued). 422 `errors.file` when the file is missing, too large, empty or
 * neither YML nor a Shopify CSV.
 */
export const uploadImport = ({ file, options, onProgress }: ImportUpload) =>
  apiUpload('services/import', file, {
    query: {
      source: options.source.trim() || undefined,
      store: options.store,
      approve: options.approve,
      currency: options.currency,
      dry_run: options.dry_run,
    },
    schema: ImportJobResponse,
    onProgress,
  });

/** Uploads a file; the new job goes to the top of the recent jobs list. */
export function useUploadImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadImport,
    onSuccess: ({ data }) => {
      client.setQueryData(queryKeys.services.importJob(data.data.id), data);
      return client.invalidateQueries({ queryKey: queryKeys.services.importJobs, exact: true });
    },
  });
}
