import type { JobHandler } from '../jobs';
import type { Wing } from '../lib/wing';
import { feedUrlPullJobHandler, feedUrlPullPeriodicJob, feedUrlRoutes } from './feed-url';
import { feedsRoutes } from './feeds/feeds.routes';
import { priceTypePricesRoutes } from './feeds/price-type-prices.routes';
import { integrationFeedsRoutes } from './integration-api/integration-feeds.routes';
import { integrationOrdersRoutes } from './integration-api/integration-orders.routes';
import { moyskladCounterpartyRoutes } from './moysklad/counterparties';
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
 * feeds by file, scheduled feed URLs, the machine API under /api/v0/integration). They call the
 * other wings' writers, never write their tables.
 */
export const channelsWing: Wing = {
  routes: [moyskladWebhookRoutes, integrationOrdersRoutes, integrationFeedsRoutes],
  signedInRoutes: [
    feedUrlRoutes,
    feedsRoutes,
    priceTypePricesRoutes,
    moyskladRoutes,
    moyskladCounterpartyRoutes,
    shopifyRoutes,
    shopifyJobsRoutes,
  ],
  jobHandlers: [
    publishJobHandler as JobHandler,
    stockJobHandler as JobHandler,
    shopifyOrdersJobHandler as JobHandler,
    ...syncJobHandlers,
    feedUrlPullJobHandler,
    ...ordersJobHandlers,
  ],
  periodicJobs: [
    feedUrlPullPeriodicJob,
    stockPeriodicJob,
    shopifyOrdersPeriodicJob,
    syncPeriodicJob,
    ordersCheckJob,
    webhookCleanupJob,
  ],
};
