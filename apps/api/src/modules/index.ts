import type { FastifyPluginAsync } from 'fastify';
import type { JobHandler, PeriodicJob } from '../jobs';
import { accountsRoutes } from './accounts/accounts.routes';
import { analyticsRoutes } from './analytics/analytics.routes';
import { auditRoutes } from './audit/audit.routes';
import { authRoutes } from './auth/auth.routes';
import { autoOrdersRoutes } from './auto-orders/auto-orders.routes';
import { basketRoutes } from './basket/basket.routes';
import { catalogRoutes } from './catalog/catalog.routes';
import { counterpartiesRoutes } from './counterparties/counterparties.routes';
import { exportRoutes } from './export/export.routes';
import { favouritesRoutes } from './favourites/favourites.routes';
import { franchiseRoutes } from './franchise/franchise.routes';
import { importRoutes } from './import/import.routes';
import { invoicesRoutes } from './invoices/invoices.routes';
import { mediaRoutes } from './media/media.routes';
import { networkAnalyticsRoutes } from './network-analytics/network-analytics.routes';
import { occupancyRoutes } from './occupancy/occupancy.routes';
import { ordersRoutes } from './orders/orders.routes';
import { productServiceRoutes } from './product-service/product-service.routes';
import { profileRoutes } from './profile/profile.routes';
import { registrationRequestsRoutes } from './registration-requests/registration-requests.routes';
import { reportsRoutes } from './reports/reports.routes';
import { shopifyJobsRoutes } from './shopify/shopify.jobs.routes';
import { shopifyOrdersJobHandler, shopifyOrdersPeriodicJob } from './shopify/shopify.orders';
import { publishJobHandler } from './shopify/shopify.publish.job';
import { shopifyRoutes } from './shopify/shopify.routes';
import { stockJobHandler, stockPeriodicJob } from './shopify/shopify.stock.job';
import { storesRoutes } from './stores/stores.routes';
import { storesCapacityRoutes } from './stores-capacity/stores-capacity.routes';
import { updatesLogRoutes } from './updates-log/updates-log.routes';

/**
 * Every domain module's routes, registered under /api/v0 (app.ts). Add a module here in one line:
 * to `signedInModuleRoutes` when every route of it needs a login, else to `moduleRoutes`, whose
 * routes check access themselves (login and registration are public, the basket serves guests,
 * role checks with app.requireRole).
 */
export const moduleRoutes: FastifyPluginAsync[] = [
  authRoutes,
  basketRoutes,
  importRoutes,
  productServiceRoutes,
  ordersRoutes,
  mediaRoutes,
  exportRoutes,
  storesCapacityRoutes,
  registrationRequestsRoutes,
  accountsRoutes,
  counterpartiesRoutes,
  auditRoutes,
  networkAnalyticsRoutes,
  reportsRoutes,
];

/** Modules registered behind app.requireAuth: every route answers 401 before its handler when nobody is signed in. */
export const signedInModuleRoutes: FastifyPluginAsync[] = [
  catalogRoutes,
  storesRoutes,
  updatesLogRoutes,
  favouritesRoutes,
  invoicesRoutes,
  profileRoutes,
  autoOrdersRoutes,
  analyticsRoutes,
  occupancyRoutes,
  franchiseRoutes,
  shopifyRoutes,
  shopifyJobsRoutes,
];

/**
 * Every module's background job handlers and periodic jobs (docs/rules.md#jobs), run by the
 * process's one JobRunner (app.ts `app.jobs`). Add a module's list here in one line.
 */
export const moduleJobHandlers: JobHandler[] = [
  publishJobHandler as JobHandler,
  stockJobHandler as JobHandler,
  shopifyOrdersJobHandler as JobHandler,
];

/** Periodic jobs: each runner tick calls their enqueue once their interval has passed. */
export const modulePeriodicJobs: PeriodicJob[] = [stockPeriodicJob, shopifyOrdersPeriodicJob];
