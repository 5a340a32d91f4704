import { z } from 'zod/mini';
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
  key: z.nullable(z.string()),
  line: z.nullable(z.int()),
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
  format: z.nullable(z.enum(['yml', 'shopify'])),
  file_name: z.string(),
  dry_run: z.boolean(),
  store_id: z.int(),
  items_read: z.int(),
  created: z.int(),
  updated: z.int(),
  unchanged: z.int(),
  rejected_count: z.int(),
  warnings_count: z.int(),
  categories: z.object({ created: z.int(), updated: z.int() }),
  pictures: z.object({
    imported: z.int(),
    /** Already imported for that product (same URL). */
    skipped: z.int(),
    failed_count: z.int(),
    failed: z.array(ImportPictureFailure),
  }),
  /** Items not imported (level error): created + updated + unchanged + rejected_count = items_read. */
  rejected: z.array(ImportProblem),
  /** Items imported with a fallback, and categories dropped (level error, e.g. a parent cycle). */
  warnings: z.array(ImportProblem),
  duration_ms: z.int(),
  /** The file could not be read (empty, broken, unknown format) or the run stopped; else null. */
  fatal: z.nullable(z.object({ code: z.string(), message: z.string(), line: z.nullable(z.int()) })),
});
export type ImportReport = z.infer<typeof ImportReport>;

/** A running job's counters, updated after every batch of ~500 items. */
export const ImportProgress = z.object({
  /** validating: first pass over the file; writing: batches; pictures: downloading a batch's pictures. */
  phase: z.enum(['validating', 'writing', 'pictures', 'done']),
  items_read: z.int(),
  /** Items in the file, known after the validating pass; null before. */
  items_total: z.nullable(z.int()),
  created: z.int(),
  updated: z.int(),
  unchanged: z.int(),
  rejected: z.int(),
  pictures_imported: z.int(),
  pictures_failed: z.int(),
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
  started_at: z.nullable(z.string()),
  finished_at: z.nullable(z.string()),
  progress: z.nullable(ImportProgress),
  /** Present when done (and when failed after the file was read). */
  report: z.nullable(ImportReport),
  /** Why a failed job failed (fatal file error, interrupted, unexpected error). */
  error: z.nullable(z.string()),
  /**
   * Times the import was interrupted (its server stopped or was killed) and resumed from its saved
   * progress on the job runner (docs/import.md#jobs); 0 for an uninterrupted run.
   */
  resumed_count: z.number(),
});
export type ImportJob = z.infer<typeof ImportJob>;

/** POST /services/import query: options of the upload (the body is multipart with a `file`). */
export const ImportUploadQuery = z.object({
  /** Key prefix; default `<format>:<file name stem>`. Letters, digits, `:._-`. */
  source: z.optional(z.string().check(z.trim(), z.regex(/^[\p{L}\p{N}:._-]{1,80}$/u))),
  /** Target store of the feed's stock: 1 (default) or 56. */
  store: z._default(
    z.coerce.number().check(
      z.int(),
      z.refine((id) => id === MAIN_STORE_ID.ru || id === MAIN_STORE_ID.en, 'store must be 1 or 56'),
    ),
    MAIN_STORE_ID.ru,
  ),
  /** New products get approved_by_content_manager instead of new. */
  approve: z._default(
    z.pipe(
      z.enum(['true', 'false', '1', '0']),
      z.transform((v) => v === 'true' || v === '1'),
    ),
    false,
  ),
  /** Currency of a Shopify CSV's prices (the CSV has none): RUB (default), EUR, PLN, RSD. */
  currency: z._default(z.enum(['RUB', 'EUR', 'PLN', 'RSD']), 'RUB'),
  dry_run: z._default(
    z.pipe(
      z.enum(['true', 'false', '1', '0']),
      z.transform((v) => v === 'true' || v === '1'),
    ),
    false,
  ),
});
export type ImportUploadQuery = z.infer<typeof ImportUploadQuery>;

export const ImportJobParam = z.object({ jobId: z.uuid() });
export const ImportJobResponse = z.object({ data: ImportJob });
export const ImportJobsResponse = z.object({ data: z.array(ImportJob) });
