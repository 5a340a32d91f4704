import { IMPORT_REPORT_LIST_MAX, type ImportProgress, type ImportReport } from '@kits/contract';
import type { ImportFormat, ImportProblem } from './import.types';

/** Parser problems about categories, not items: they don't count as items read. */
export const CATEGORY_PROBLEMS = new Set([
  'invalid_category',
  'duplicate_category',
  'unknown_parent_category',
  'category_cycle',
]);

/**
 * Collects an import's outcome while it runs (docs/import.md §Report): counters, the first 500
 * problems and picture failures (counts stay complete), and the progress a job shows.
 */
export class ReportBuilder {
  readonly report: ImportReport;
  private readonly started = Date.now();
  phase: ImportProgress['phase'] = 'validating';
  itemsTotal: number | null = null;

  constructor(options: {
    source: string;
    format: ImportFormat | null;
    fileName: string;
    dryRun: boolean;
    storeId: number;
  }) {
    this.report = {
      source: options.source,
      format: options.format,
      file_name: options.fileName,
      dry_run: options.dryRun,
      store_id: options.storeId,
      items_read: 0,
      created: 0,
      updated: 0,
      unchanged: 0,
      rejected_count: 0,
      warnings_count: 0,
      categories: { created: 0, updated: 0 },
      pictures: { imported: 0, skipped: 0, failed_count: 0, failed: [] },
      rejected: [],
      warnings: [],
      duration_ms: 0,
      fatal: null,
    };
  }

  /**
   * A parser or writer problem. An item `error` counts the item as read and rejected; a category
   * `error` (the category is dropped, its items still come) is listed with the warnings, so
   * created + updated + unchanged + rejected_count = items_read.
   */
  problem(problem: ImportProblem | (Omit<ImportProblem, 'code'> & { code: string })) {
    const r = this.report;
    if (problem.level === 'error' && !CATEGORY_PROBLEMS.has(problem.code)) {
      r.items_read++;
      r.rejected_count++;
      if (r.rejected.length < IMPORT_REPORT_LIST_MAX) r.rejected.push({ ...problem });
    } else {
      r.warnings_count++;
      if (r.warnings.length < IMPORT_REPORT_LIST_MAX) r.warnings.push({ ...problem });
    }
  }

  /** A writer rejection of an item the parser accepted (already counted as read). */
  rejectRead(problem: { code: string; key: string; line: number | null; reason: string }) {
    this.report.items_read--;
    this.problem({ level: 'error', ...problem });
  }

  pictureFailed(failure: { key: string; url: string; reason: string }) {
    const p = this.report.pictures;
    p.failed_count++;
    if (p.failed.length < IMPORT_REPORT_LIST_MAX) p.failed.push(failure);
  }

  fatal(error: { code?: string; message: string; line?: number | null }) {
    this.report.fatal = {
      code: error.code ?? 'IMPORT_FAILED',
      message: error.message,
      line: error.line ?? null,
    };
  }

  progress(): ImportProgress {
    const r = this.report;
    return {
      phase: this.phase,
      items_read: r.items_read,
      items_total: this.itemsTotal,
      created: r.created,
      updated: r.updated,
      unchanged: r.unchanged,
      rejected: r.rejected_count,
      pictures_imported: r.pictures.imported,
      pictures_failed: r.pictures.failed_count,
    };
  }

  finish(): ImportReport {
    this.phase = 'done';
    this.report.duration_ms = Date.now() - this.started;
    return this.report;
  }
}
