import {
  basketTotals,
  meetsOrderRules,
  type OrderRuleProblems,
  orderRuleProblems,
  type PresentedBasketLine,
} from '@kits/contract';
import { useMemo } from 'react';
import { useBasketRules } from '../api/get-basket-rules';

/**
 * The order rules of the basket shown before checkout (docs/rules.md#order-rules): what is missing
 * for the minimum order sum of its currency and the lines not in whole packs, with whether the
 * basket may be sent under them. While the rules load nothing is reported missing: the server
 * checks again at the send.
 */
export function useOrderRules(lines: readonly PresentedBasketLine[]): {
  minimum: string | null;
  problems: OrderRuleProblems;
  met: boolean;
} {
  const rules = useBasketRules();
  const minimum = rules.data?.min_sum ?? null;
  return useMemo(() => {
    const problems = orderRuleProblems({
      lines: lines.map((l) => ({
        id: l.id,
        code: l.code,
        name: l.name,
        count: l.basket_count,
        pack_multiple: l.pack_multiple,
      })),
      sum: basketTotals(lines).sum_with_discount,
      // A user who sees no prices has no sum to compare: the server decides.
      minimum: lines.some((l) => l.price_with_discount === null) ? null : minimum,
    });
    return { minimum, problems, met: meetsOrderRules(problems) };
  }, [lines, minimum]);
}
