import { z } from 'zod';
import { MAIN_STORE_ID } from '../constants';

/**
 * Catalogue import (docs/rules.md#decisions-7, docs/import.md): the report of one run, a job's progress, and
 * the calls of the product service page (`POST /services/import`, `GET /services/import/{id}`).
 */

/** A rejected item (`error`) or one imported with a fallback (`warning`), by feed key and line. */
export const ImportProblem = z.object({
  level: z.enum(['error', 'warning']),
  /** Parser codes (missing_name, invalid_price, duplicate_key, unknown_category…) and the writer's
   * code_taken (the code belongs to another product) and unsupported_currency. */
  code: z.string(),
  key: z.string().nullable(),
  line: z.number().int().nullable(),
  reason: z.string(),
});
export type ImportProblem = z.infer<typeof ImportProblem>;

export const ImportPictureFailure = z.object({
  /** The item's feed key. */
  key: z.string(),
  url: z.string(),
  reason: z.string(),
});

/** At most this many problems and picture failures are listed; the counts are always complete. */
export const IMPORT_REPORT_LIST_MAX = 500;

/** The outcome of one import run (or what it would do, with `dry_run`). */
export const ImportReport = z.object({
  /** `yml:<name>` / `shopify:<name>`: the prefix of every external key written. */
  source: z.string(),
  format: z.enum(['yml', 'shopify']).nullable(),
  file_name: z.string(),
  dry_run: z.boolean(),
  store_id: z.number().int(),
  items_read: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  rejected_count: z.number().int(),
  warnings_count: z.number().int(),
  categories: z.object({ created: z.number().int(), updated: z.number().int() }),
  pictures: z.object({
    imported: z.number().int(),
    /** Already imported for that product (same URL). */
    skipped: z.number().int(),
    failed_count: z.number().int(),
    failed: z.array(ImportPictureFailure),
  }),
  /** Items not imported (level error): created + updated + unchanged + rejected_count = items_read. */
  rejected: z.array(ImportProblem),
  /** Items imported with a fallback, and categories dropped (level error, e.g. a parent cycle). */
  warnings: z.array(ImportProblem),
  duration_ms: z.number().int(),
  /** The file could not be read (empty, broken, unknown format) or the run stopped; else null. */
  fatal: z.object({ code: z.string(), message: z.string(), line: z.number().int().nullable() }).nullable(),
});
export type ImportReport = z.infer<typeof ImportReport>;

/** A running job's counters, updated after every batch of ~500 items. */
export const ImportProgress = z.object({
  /** validating: first pass over the file; writing: batches; pictures: downloading a batch's pictures. */
  phase: z.enum(['validating', 'writing', 'pictures', 'done']),
  items_read: z.number().int(),
  /** Items in the file, known after the validating pass; null before. */
  items_total: z.number().int().nullable(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  rejected: z.number().int(),
  pictures_imported: z.number().int(),
  pictures_failed: z.number().int(),
});
export type ImportProgress = z.infer<typeof ImportProgress>;

export const IMPORT_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

/** One import job of the product service page. */
export const ImportJob = z.object({
  id: z.uuid(),
  status: z.enum(IMPORT_JOB_STATUSES),
  file_name: z.string(),
  source: z.string(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  progress: ImportProgress.nullable(),
  /** Present when done (and when failed after the file was read). */
  report: ImportReport.nullable(),
  /** Why a failed job failed (fatal file error, interrupted, unexpected error). */
  error: z.string().nullable(),
});
export type ImportJob = z.infer<typeof ImportJob>;

/** POST /services/import query: options of the upload (the body is multipart with a `file`). */
export const ImportUploadQuery = z.object({
  /** Key prefix; default `<format>:<file name stem>`. Letters, digits, `:._-`. */
  source: z
    .string()
    .trim()
    .regex(/^[\p{L}\p{N}:._-]{1,80}$/u)
    .optional(),
  /** Target store of the feed's stock: 1 (default) or 56. */
  store: z.coerce
    .number()
    .int()
    .refine((id) => id === MAIN_STORE_ID.ru || id === MAIN_STORE_ID.en, 'store must be 1 or 56')
    .default(MAIN_STORE_ID.ru),
  /** New products get approved_by_content_manager instead of new. */
  approve: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .default(false),
  /** Currency of a Shopify CSV's prices (the CSV has none): RUB (default), EUR, PLN, RSD. */
  currency: z.enum(['RUB', 'EUR', 'PLN', 'RSD']).default('RUB'),
  dry_run: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .default(false),
});
export type ImportUploadQuery = z.infer<typeof ImportUploadQuery>;

export const ImportJobParam = z.object({ jobId: z.uuid() });
export const ImportJobResponse = z.object({ data: ImportJob });
export const ImportJobsResponse = z.object({ data: z.array(ImportJob) });
