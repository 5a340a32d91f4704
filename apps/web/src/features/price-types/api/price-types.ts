import { PriceTypePricesReportResponse, PriceTypeResponse } from '@kits/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiUpload, downloadFile } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { ifMatch } from '@/lib/record-version';

/** POST /services/price-types `{ name }` → 201 the new type; 422 `errors.name` (taken or empty). */
export const createPriceType = (name: string) =>
  api('services/price-types', { method: 'POST', body: { name }, schema: PriceTypeResponse });

/**
 * PATCH /services/price-types/{id} `{ name }` with If-Match: the etag the page loaded → 200 the
 * type; 412 with the current one when someone changed it meanwhile (docs/rules.md#record-versions).
 */
export const renamePriceType = ({ id, etag, name }: { id: number; etag: string; name: string }) =>
  api(`services/price-types/${id}`, {
    method: 'PATCH',
    body: { name },
    headers: ifMatch(etag),
    schema: PriceTypeResponse,
  });

/** DELETE /services/price-types/{id} with If-Match → 204; 409 while a counterparty pays it; 412 stale. */
export const deletePriceType = ({ id, etag }: { id: number; etag: string }) =>
  api(`services/price-types/${id}`, { method: 'DELETE', headers: ifMatch(etag) });

export type PricesUpload = { id: number; file: File; preview: boolean };

/**
 * POST /services/price-types/{id}/prices?preview= (docs/rules.md#buyer-price): a CSV or XLSX with
 * code, currency (optional) and price → 200 `{ data: PriceTypePricesReport }`; 422 with
 * `errors.file` or, applying a file with refused rows, `errors['line.N.field']`.
 */
export const uploadTypePrices = ({ id, file, preview }: PricesUpload) =>
  apiUpload(`services/price-types/${id}/prices`, file, {
    query: preview ? { preview: 1 } : {},
    schema: PriceTypePricesReportResponse,
  });

/** GET /services/price-types/prices/template?format= → the empty prices file, headers in the page's language. */
export const downloadPricesTemplate = (format: 'csv' | 'xlsx') =>
  downloadFile('services/price-types/prices/template', `price-type-prices.${format}`, { query: { format } });

/** A mutation that reads the price types again once it succeeds (or fails with 412 or 409: they moved). */
function usePriceTypesMutation<A, R>(fn: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.priceTypes }),
  });
}

export const useCreatePriceType = () => usePriceTypesMutation(createPriceType);
export const useRenamePriceType = () => usePriceTypesMutation(renamePriceType);
export const useDeletePriceType = () => usePriceTypesMutation(deletePriceType);
export const useUploadTypePrices = () => usePriceTypesMutation(uploadTypePrices);
