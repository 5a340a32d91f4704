import type { JobHandler } from '../jobs';
import type { Wing } from '../lib/wing';
import { shopifyJobsRoutes } from './shopify/shopify.jobs.routes';
import { shopifyOrdersJobHandler, shopifyOrdersPeriodicJob } from './shopify/shopify.orders';
import { publishJobHandler } from './shopify/shopify.publish.job';
import { shopifyRoutes } from './shopify/shopify.routes';
import { stockJobHandler, stockPeriodicJob } from './shopify/shopify.stock.job';

/** Channels: connections to outside systems (Shopify shops now). They call the other wings' writers, never write their tables. */
export const channelsWing: Wing = {
  signedInRoutes: [shopifyRoutes, shopifyJobsRoutes],
  jobHandlers: [
    publishJobHandler as JobHandler,
    stockJobHandler as JobHandler,
    shopifyOrdersJobHandler as JobHandler,
  ],
  periodicJobs: [stockPeriodicJob, shopifyOrdersPeriodicJob],
};
