import { AutoOrderPage } from '@/features/auto-orders/components/auto-order-page';
import { useBasket } from '@/features/basket/hooks/use-basket';

/** The outlet's basket as the auto-order form needs it: its lines, and those from auto orders; null until loaded. */
function useBasketSummary() {
  const basket = useBasket();
  if (!basket.loaded) return null;
  return {
    lines: basket.lines.length,
    autoOrderLines: basket.lines.filter((line) => line.from_auto_order).length,
  };
}

/**
 * /catalog/auto-order composed (docs/rules.md#auto-order-flow): the auto-order page with the basket
 * it fills, so the form warns about lines already there and offers to replace them.
 */
export function AutoOrderWithBasket() {
  return <AutoOrderPage useBasketSummary={useBasketSummary} />;
}
