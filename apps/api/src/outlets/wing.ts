import type { Wing } from '../lib/wing';
import { analyticsRoutes } from './analytics/analytics.routes';
import { franchiseRoutes } from './franchise/franchise.routes';
import { networkAnalyticsRoutes } from './network-analytics/network-analytics.routes';
import { occupancyRoutes } from './occupancy/occupancy.routes';
import { reportsRoutes } from './reports/reports.routes';
import { shelfStockJobHandler, shelfStockPeriodicJob } from './shelves';
import { storesRoutes } from './stores/stores.routes';
import { storesCapacityRoutes } from './stores-capacity/stores-capacity.routes';

/** Outlets: stores and their settings, shelves (capacity, occupancy, shelf stock), sales and every reader of them. */
export const outletsWing: Wing = {
  routes: [storesCapacityRoutes, networkAnalyticsRoutes, reportsRoutes],
  signedInRoutes: [storesRoutes, analyticsRoutes, occupancyRoutes, franchiseRoutes],
  // Units per shelf are stored here, never by a read (docs/rules.md#shelf-stock).
  jobHandlers: [shelfStockJobHandler],
  periodicJobs: [shelfStockPeriodicJob],
};
