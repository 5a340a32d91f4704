/**
 * The import module as other modules see it: the Shopify CSV parser (the Shopify module's CSV is
 * checked against it), its CSV reading and text decoding (the outlet data feeds read their CSV
 * files with them), the writer for non-file sources, and the upload's job pipeline for a file
 * fetched elsewhere (a feed URL).
 */

export { toSlug } from './category-slugs';
export { type CsvRecord, readCsvRecords } from './csv-records';
export { bomEncoding, decodeText } from './decode';
export { type ImportJobOutcome, importFileAsJob, importJobHandler } from './import.jobs';
export { type ImportEventsOptions, importEvents } from './import.service';
export type { ImportCategory, ImportEvent, ImportItem, ImportParam } from './import.types';
export { ImportFileError, UNCATEGORISED } from './import.types';
export type { PictureResult, PictureSource } from './picture-source';
export { parseShopifyCsv } from './shopify.parser';
