import type { ImportJob, ImportProgress } from '@kits/contract';

/** File types the import accepts (docs/import.md): YML/XML feeds and Shopify product CSVs. */
export const IMPORT_ACCEPT = '.yml,.xml,.csv,text/xml,application/xml,text/csv';
/** The server's limit for one upload (docs/import.md: ≤ 50 MB). */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;

/** Queued or running: the page keeps asking for it. */
export const isJobActive = (job: Pick<ImportJob, 'status'>) =>
  job.status === 'queued' || job.status === 'running';

/** Whether a chosen file looks importable, by its name (the server decides by content). */
export const looksImportable = (name: string) => /\.(ya?ml|xml|csv)$/i.test(name);

/**
 * Percent of the job's progress bar: items read of the total, per pass. The validating pass
 * counts the first half only when the total is not known yet (then the bar is indeterminate).
 * Null while there is nothing to measure.
 */
export function progressPercent(progress: ImportProgress | null): number | null {
  if (!progress) return null;
  if (progress.phase === 'done') return 100;
  if (!progress.items_total) return null;
  return Math.min(100, Math.floor((progress.items_read / progress.items_total) * 100));
}

/** An upload's percent, or null when the browser can't tell the total. */
export const uploadPercent = (sent: number, total: number) =>
  total > 0 ? Math.min(100, Math.round((sent / total) * 100)) : null;

/** A default source name for a file (the server's own default is the same stem, prefixed with the format). */
export const fileStem = (name: string) => name.replace(/\.[^.]+$/, '');
