import { QuickOrderCheckResponse, type QuickOrderInputLine } from '@kits/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /basket/quick-order/check (docs/rules.md#quick-order): typed lines (1…500) → each product
 * once with its price, stock, basket count, available units and problem. Reads only.
 */
export const checkQuickOrder = (lines: QuickOrderInputLine[]) =>
  api('basket/quick-order/check', { method: 'POST', body: { lines }, schema: QuickOrderCheckResponse });

/** The check as a mutation: it runs when the buyer asks, not when the page opens. */
export const useCheckQuickOrder = () => useMutation({ mutationFn: checkQuickOrder });
