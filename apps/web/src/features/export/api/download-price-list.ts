import { type ExportFormat, priceListFileName } from '@kits/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api-client';
import { type ExportFilters, priceListPath, priceListQuery } from '../utils/export-query';

/**
 * GET export/products.csv | .xlsx (warehouse-level): the catalogue as the user sees it with the
 * filters, every page, saved as `price-list-YYYY-MM-DD.<format>` (the server's file name wins).
 */
export const downloadPriceList = ({ format, filters }: { format: ExportFormat; filters: ExportFilters }) =>
  downloadFile(priceListPath(format), priceListFileName(format), { query: priceListQuery(filters) });

export const useDownloadPriceList = () => useMutation({ mutationFn: downloadPriceList });
