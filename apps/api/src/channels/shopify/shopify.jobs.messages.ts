import { defineMessages } from '../../lib/messages';

/** Server messages of the Shopify jobs (publish, job list), ru/en (locales/<ru|en>/shopify-jobs.json). */
export const shopifyJobsMessage = defineMessages('shopify-jobs');
