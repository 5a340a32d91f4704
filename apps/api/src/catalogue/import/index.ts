/**
 * The import module as other modules see it: the Shopify CSV parser (the Shopify module's CSV is
 * checked against it), its CSV reading and text decoding (the outlet data feeds read their CSV
 * files with them), the writer for non-file sources, and the upload's job pipeline for a file
 * fetched elsewhere (a feed URL); its value normalisers and currency conversion (products made by
 * hand in the product service are checked and priced with them).
 */

export { toSlug } from './category-slugs';
export { type CsvRecord, readCsvRecords } from './csv-records';
export { bomEncoding, decodeText } from './decode';
export { NEW_STATUS } from './import.batch';
export { isStoreCurrency, type PriceSet, priceSet } from './import.currency';
export { type ImportJobOutcome, importFileAsJob, importJobHandler } from './import.jobs';
export { type ImportEventsOptions, importEvents } from './import.service';
export type { ImportCategory, ImportEvent, ImportItem, ImportParam } from './import.types';
export { ImportFileError, UNCATEGORISED } from './import.types';
export { cleanText, parseMoney } from './import.values';
export type { PictureResult, PictureSource } from './picture-source';
export { parseShopifyCsv } from './shopify.parser';
