import type { JobHandler } from '../jobs';
import type { Wing } from '../lib/wing';
import { feedsRoutes } from './feeds/feeds.routes';
import { integrationFeedsRoutes } from './integration-api/integration-feeds.routes';
import { integrationOrdersRoutes } from './integration-api/integration-orders.routes';
import { moyskladRoutes, moyskladWebhookRoutes } from './moysklad/moysklad.routes';
import { ordersCheckJob, ordersJobHandlers } from './moysklad/orders/orders-out.jobs';
import { syncJobHandlers, syncPeriodicJob, webhookCleanupJob } from './moysklad/sync/sync.jobs';
import { shopifyJobsRoutes } from './shopify/shopify.jobs.routes';
import { shopifyOrdersJobHandler, shopifyOrdersPeriodicJob } from './shopify/shopify.orders';
import { publishJobHandler } from './shopify/shopify.publish.job';
import { shopifyRoutes } from './shopify/shopify.routes';
import { stockJobHandler, stockPeriodicJob } from './shopify/shopify.stock.job';

/**
 * Channels: connections to outside systems (the stock system МойСклад, Shopify shops, outlet data
 * feeds by file, the machine API under /api/v0/integration). They call the other wings' writers,
 * never write their tables.
 */
export const channelsWing: Wing = {
  routes: [moyskladWebhookRoutes, integrationOrdersRoutes, integrationFeedsRoutes],
  signedInRoutes: [moyskladRoutes, shopifyRoutes, shopifyJobsRoutes, feedsRoutes],
  jobHandlers: [
    publishJobHandler as JobHandler,
    stockJobHandler as JobHandler,
    shopifyOrdersJobHandler as JobHandler,
    ...syncJobHandlers,
    ...ordersJobHandlers,
  ],
  periodicJobs: [
    stockPeriodicJob,
    shopifyOrdersPeriodicJob,
    syncPeriodicJob,
    ordersCheckJob,
    webhookCleanupJob,
  ],
};
