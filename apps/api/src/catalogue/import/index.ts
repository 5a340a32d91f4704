/** The import module as other modules see it: the Shopify CSV parser (the Shopify module's CSV is checked against it). */

export { toSlug } from './category-slugs';
export { type ImportEventsOptions, importEvents } from './import.service';
export type { ImportCategory, ImportEvent, ImportItem, ImportParam } from './import.types';
export { UNCATEGORISED } from './import.types';
export type { PictureResult, PictureSource } from './picture-source';
export { parseShopifyCsv } from './shopify.parser';
