/** The import module as other modules see it: the Shopify CSV parser (the Shopify module's CSV is checked against it). */
export { parseShopifyCsv } from './shopify.parser';
