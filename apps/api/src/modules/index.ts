import type { FastifyPluginAsync } from 'fastify';
import { analyticsRoutes } from './analytics/analytics.routes';
import { authRoutes } from './auth/auth.routes';
import { autoOrdersRoutes } from './auto-orders/auto-orders.routes';
import { basketRoutes } from './basket/basket.routes';
import { catalogRoutes } from './catalog/catalog.routes';
import { exportRoutes } from './export/export.routes';
import { favouritesRoutes } from './favourites/favourites.routes';
import { franchiseRoutes } from './franchise/franchise.routes';
import { importRoutes } from './import/import.routes';
import { invoicesRoutes } from './invoices/invoices.routes';
import { mediaRoutes } from './media/media.routes';
import { occupancyRoutes } from './occupancy/occupancy.routes';
import { ordersRoutes } from './orders/orders.routes';
import { productServiceRoutes } from './product-service/product-service.routes';
import { profileRoutes } from './profile/profile.routes';
import { storesRoutes } from './stores/stores.routes';
import { storesCapacityRoutes } from './stores-capacity/stores-capacity.routes';
import { updatesLogRoutes } from './updates-log/updates-log.routes';

/**
 * Every domain module's routes, registered under /api/v0. Add a module here in one line.
 */
export const moduleRoutes: FastifyPluginAsync[] = [
  catalogRoutes,
  authRoutes,
  storesRoutes,
  updatesLogRoutes,
  basketRoutes,
  favouritesRoutes,
  importRoutes,
  productServiceRoutes,
  ordersRoutes,
  invoicesRoutes,
  profileRoutes,
  autoOrdersRoutes,
  mediaRoutes,
  exportRoutes,
  analyticsRoutes,
  occupancyRoutes,
  franchiseRoutes,
  storesCapacityRoutes,
];
