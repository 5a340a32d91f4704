/** The import module as other modules see it: the Shopify CSV parser (the Shopify module's CSV is checked against it), the writer for non-file sources, and the upload's job pipeline for a file fetched elsewhere (a feed URL). */

export { toSlug } from './category-slugs';
export { type ImportJobOutcome, importFileAsJob } from './import.jobs';
export { type ImportEventsOptions, importEvents } from './import.service';
export type { ImportCategory, ImportEvent, ImportItem, ImportParam } from './import.types';
export { UNCATEGORISED } from './import.types';
export type { PictureResult, PictureSource } from './picture-source';
export { parseShopifyCsv } from './shopify.parser';
