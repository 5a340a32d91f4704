import { QuickOrderFileResponse } from '@kits/contract';
import { useMutation } from '@tanstack/react-query';
import { apiUpload } from '@/lib/api-client';

/**
 * POST /basket/quick-order/file (docs/rules.md#quick-order): a buyer's CSV or XLSX (≤ 2 MB) →
 * its rows as typed lines `{ line, code, quantity }`. ApiError 422 `errors.file` when it is
 * missing, too large, unreadable, empty or longer than 500 lines.
 */
export const readQuickOrderFile = (file: File) =>
  apiUpload('basket/quick-order/file', file, { schema: QuickOrderFileResponse });

export const useReadQuickOrderFile = () => useMutation({ mutationFn: readQuickOrderFile });
