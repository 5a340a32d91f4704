import type { Wing } from '../lib/wing';
import { autoOrdersRoutes } from './auto-orders/auto-orders.routes';
import { basketRoutes } from './basket/basket.routes';
import { quickOrderRoutes } from './basket/quick-order.routes';
import { favouritesRoutes } from './favourites/favourites.routes';
import { autoOrderFlowsRoutes } from './flows/auto-order-flows.routes';
import { invoicesRoutes } from './flows/invoice.routes';
import { orderFlowsRoutes } from './flows/order-flows.routes';
import { shoppingListFlowsRoutes } from './flows/shopping-list-flows.routes';
import { orderRulesRoutes } from './order-rules/order-rules.routes';
import { ordersRoutes } from './orders/orders.routes';
import { shoppingListsRoutes } from './shopping-lists/shopping-lists.routes';

/** Ordering: the basket with quick order, the order rules, orders, auto orders, invoices, favourites, shopping lists, and the flows between them. */
export const orderingWing: Wing = {
  routes: [
    basketRoutes,
    quickOrderRoutes,
    orderFlowsRoutes,
    ordersRoutes,
    orderRulesRoutes,
    shoppingListsRoutes,
    shoppingListFlowsRoutes,
  ],
  signedInRoutes: [favouritesRoutes, invoicesRoutes, autoOrdersRoutes, autoOrderFlowsRoutes],
};
