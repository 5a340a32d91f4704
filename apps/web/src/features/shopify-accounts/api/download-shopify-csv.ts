import type { ShopifyPublishInput } from '@kits/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api-client';

/** POST /profile/shopify/csv with a selection and price rule: the Shopify product CSV, saved under the server's file name. */
export const downloadShopifyCsv = (body: ShopifyPublishInput) =>
  downloadFile('profile/shopify/csv', 'shopify-products.csv', { method: 'POST', body });

export const useDownloadShopifyCsv = () => useMutation({ mutationFn: downloadShopifyCsv });
