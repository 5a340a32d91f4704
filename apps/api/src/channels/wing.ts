import type { JobHandler } from '../jobs';
import type { Wing } from '../lib/wing';
import { integrationOrdersRoutes } from './integration-api/integration-orders.routes';
import { moyskladRoutes, moyskladWebhookRoutes } from './moysklad/moysklad.routes';
import { syncJobHandlers, syncPeriodicJob, webhookCleanupJob } from './moysklad/sync/sync.jobs';
import { shopifyJobsRoutes } from './shopify/shopify.jobs.routes';
import { shopifyOrdersJobHandler, shopifyOrdersPeriodicJob } from './shopify/shopify.orders';
import { publishJobHandler } from './shopify/shopify.publish.job';
import { shopifyRoutes } from './shopify/shopify.routes';
import { stockJobHandler, stockPeriodicJob } from './shopify/shopify.stock.job';

/**
 * Channels: connections to outside systems (the stock system МойСклад, Shopify shops, the machine API
 * under /api/v0/integration). They call the other wings' writers, never write their tables.
 */
export const channelsWing: Wing = {
  routes: [moyskladWebhookRoutes, integrationOrdersRoutes],
  signedInRoutes: [moyskladRoutes, shopifyRoutes, shopifyJobsRoutes],
  jobHandlers: [
    publishJobHandler as JobHandler,
    stockJobHandler as JobHandler,
    shopifyOrdersJobHandler as JobHandler,
    ...syncJobHandlers,
  ],
  periodicJobs: [stockPeriodicJob, shopifyOrdersPeriodicJob, syncPeriodicJob, webhookCleanupJob],
};
