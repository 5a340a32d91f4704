/**
 * The import module as other modules see it: the Shopify CSV parser (the Shopify module's CSV is
 * checked against it), its CSV reading and text decoding (the outlet data feeds read their CSV
 * files with them), the writer for non-file sources, the value rules the product service's create
 * shares (text cleaning, shelf size, premium flag, prices in every currency), and the upload's job pipeline for a file
 * fetched elsewhere (a feed URL).
 */

export { toSlug } from './category-slugs';
export { type CsvRecord, readCsvRecords } from './csv-records';
export { bomEncoding, decodeText } from './decode';
export { completePrices, type PriceSet } from './import.currency';
export { type ImportJobOutcome, importFileAsJob } from './import.jobs';
export { isYes, shelfSize } from './import.mapping';
export { type ImportEventsOptions, importEvents } from './import.service';
export type { ImportCategory, ImportEvent, ImportItem, ImportParam } from './import.types';
export { ImportFileError, UNCATEGORISED } from './import.types';
export { cleanText } from './import.values';
export type { PictureResult, PictureSource } from './picture-source';
export { parseShopifyCsv } from './shopify.parser';
