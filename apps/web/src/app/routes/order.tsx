import type { Order } from '@kits/contract';
import { lazyRoute } from './lazy-route';

/**
 * /orders/:uuid: one order with its lines (warehouse guard in the router), with "save as a list"
 * (docs/rules.md#shopping-lists) composed into its actions: the features stay apart.
 */
export const OrderRoute = lazyRoute(async () => {
  const [{ OrderPage }, { SaveToListButton }] = await Promise.all([
    import('@/features/orders/components/order-page'),
    import('@/features/shopping-lists/components/save-to-list-button'),
  ]);
  const saveToList = (order: Order) => (
    <SaveToListButton
      lines={order.lines.map((line) => ({ product_id: line.product_id, quantity: line.quantity }))}
    />
  );
  return function OrderWithLists() {
    return <OrderPage actions={saveToList} />;
  };
}, ['orders']);
