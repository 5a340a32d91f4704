import path from 'node:path';
import type { Currency, ImportProgress, ImportReport } from '@kits/contract';
import { MAIN_STORE_ID } from '@kits/contract';
import type { Db } from '../../db/client';
import { ensureMainStore } from '../../outlets/stores';
import { toSlug } from './category-slugs';
import { detectFormat, parseFeed } from './detect';
import { type RunContext, writeBatch } from './import.batch';
import { importPictures } from './import.pictures';
import { CATEGORY_PROBLEMS, ReportBuilder } from './import.report';
import { loadCategorySlugs } from './import.repository';
import {
  type ImportCategory,
  type ImportEvent,
  ImportFileError,
  type ImportFormat,
  type ImportInput,
  type ImportItem,
} from './import.types';
import { createPictureSource, type PictureSource, type PictureSourceOptions } from './picture-source';

/** Items written per transaction (docs/import.md §Batches). */
export const IMPORT_BATCH_SIZE = 500;

export type ImportOptions = {
  db: Db;
  /** DATA_DIR/media (`mediaDir(config)`). */
  mediaDir: string;
  /** Opens the feed from its start; called once per pass (a file read twice). */
  open: () => ImportInput;
  /** For messages, format detection by extension and the default source. */
  fileName: string;
  /** Key prefix; default `<format>:<slug of the file name stem>`. */
  source?: string;
  /** Main store whose stock the feed sets: 1 (default) or 56; created when missing. */
  storeId?: 1 | 56;
  /** New products get approved_by_content_manager instead of new. */
  approve?: boolean;
  /** Plan only: count what would change, write nothing, fetch no pictures. */
  dryRun?: boolean;
  /** Currency of a Shopify CSV (it has none); default RUB. */
  currency?: Currency;
  /** Where pictures come from; false = don't import pictures. */
  pictures?: PictureSourceOptions | false;
  batchSize?: number;
  /** Stops between batches (the batch in progress is completed or rolled back whole). */
  signal?: AbortSignal;
  /** Called after the validating pass and after every batch and picture step. */
  onProgress?: (progress: ImportProgress) => void | Promise<void>;
  /** Test hook: fails the run after this many batches were written, like a killed import. */
  failAfterBatches?: number;
  /** Where an interrupted run of the same file stopped (its last `onBatch`): its whole batches are skipped. */
  resume?: ImportResume | null;
  /** Called after every whole batch (written and its pictures fetched) with the point to resume from. */
  onBatch?: (resume: ImportResume) => Promise<void>;
};

/**
 * The resume point of an import (docs/import.md#jobs): the feed's items total (the validating pass
 * is not repeated), the events of the writing pass consumed by whole batches, and the report so far.
 */
export type ImportResume = { itemsTotal: number | null; events: number; report: ImportReport };

/** Thrown by the `failAfterBatches` test hook. */
export class ImportInterrupted extends Error {}

/**
 * Imports a catalogue feed (docs/rules.md#decisions-7; docs/import.md): detects the format, reads the whole
 * file once to validate it (a broken file writes nothing and answers `fatal`), then reads it again
 * and writes batches of 500 items, each in its own transaction, then their pictures. Never throws
 * for the feed's content: bad items are in `rejected`, a file error in `fatal`.
 *
 * @throws Error on database failures, on `signal` abort and from `failAfterBatches`; batches
 * written before stay (re-running finds them unchanged).
 */
export async function runImport(options: ImportOptions): Promise<ImportReport> {
  const storeId = options.storeId ?? MAIN_STORE_ID.ru;
  if (storeId !== MAIN_STORE_ID.ru && storeId !== MAIN_STORE_ID.en)
    throw new Error('storeId must be 1 or 56');
  const format = await detect(options);
  const report = new ReportBuilder({
    source: options.source ?? defaultSource(format ?? 'yml', options.fileName),
    format,
    fileName: options.fileName,
    dryRun: options.dryRun ?? false,
    storeId,
  });
  if (!format) {
    report.fatal(await formatError(options));
    return report.finish();
  }
  const feed = () =>
    parseFeed(options.open(), { format, fileName: options.fileName, currency: options.currency });
  await options.onProgress?.(report.progress());
  if (options.resume) {
    Object.assign(report.report, options.resume.report);
    report.itemsTotal = options.resume.itemsTotal;
  } else {
    try {
      report.itemsTotal = await countItems(feed());
    } catch (error) {
      if (!(error instanceof ImportFileError)) throw error;
      report.fatal(error);
      return report.finish();
    }
  }
  if (!options.resume && !options.dryRun && (await ensureMainStore(options.db, storeId))) {
    report.problem({
      level: 'warning',
      code: 'store_created',
      key: null,
      line: null,
      reason: `store ${storeId} did not exist and was created`,
    });
  }
  report.phase = 'writing';
  await options.onProgress?.(report.progress());
  const pictures =
    options.pictures === false || options.dryRun ? null : createPictureSource(options.pictures ?? {});
  await writeFeed(options, { events: feed(), report, storeId, pictures });
  return report.finish();
}

/** What `importEvents` needs: the writer's options, with the events and pictures made by the caller. */
export type ImportEventsOptions = Pick<
  ImportOptions,
  'db' | 'mediaDir' | 'approve' | 'batchSize' | 'signal' | 'onProgress' | 'failAfterBatches'
> & {
  /** Key prefix of every external key written (`moysklad`). */
  source: string;
  /** Names the run in its report (the file name of a feed). */
  name: string;
  /** Main store whose stock new products start at 0 in. */
  storeId: 1 | 56;
  events: AsyncIterable<ImportEvent>;
  /** Items the events will hold, for the progress bar (null: not known). */
  itemsTotal: number | null;
  /** Where pictures come from (a stock system's authenticated downloads); null: none. */
  pictures: PictureSource | null;
};

/**
 * The catalogue writer for a source that is not a file (a stock system's sync, docs/moysklad.md):
 * the same batches, plans, hashes and pictures as a feed (docs/import.md), from events the caller
 * produces. Never throws for the content: bad items are in `rejected`.
 *
 * @throws Error on database failures, on `signal` abort and from `failAfterBatches`.
 */
export async function importEvents(options: ImportEventsOptions): Promise<ImportReport> {
  const report = new ReportBuilder({
    source: options.source,
    format: null,
    fileName: options.name,
    dryRun: false,
    storeId: options.storeId,
  });
  report.itemsTotal = options.itemsTotal;
  await ensureMainStore(options.db, options.storeId);
  report.phase = 'writing';
  await options.onProgress?.(report.progress());
  await writeFeed(
    { ...options, dryRun: false },
    { events: options.events, report, storeId: options.storeId, pictures: options.pictures },
  );
  return report.finish();
}

/** `yml:hobby-kits` for hobby-kits.xml. */
export function defaultSource(format: ImportFormat, fileName: string): string {
  const stem = path.basename(fileName, path.extname(fileName));
  return `${format}:${toSlug(stem) || 'feed'}`;
}

async function detect(options: ImportOptions): Promise<ImportFormat | null> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of options.open()) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk);
    chunks.push(bytes);
    length += bytes.length;
    if (length >= 64 * 1024) break;
  }
  return detectFormat({ head: Buffer.concat(chunks), fileName: options.fileName });
}

/** The error parseFeed gives for an undetectable file (empty or unknown format). */
async function formatError(options: ImportOptions): Promise<ImportFileError> {
  try {
    for await (const _ of parseFeed(options.open(), { fileName: options.fileName })) break;
  } catch (error) {
    if (error instanceof ImportFileError) return error;
    throw error;
  }
  return new ImportFileError('IMPORT_FORMAT_UNKNOWN', 'Unknown file format');
}

async function countItems(events: AsyncIterable<ImportEvent>) {
  let items = 0;
  for await (const event of events) {
    if (event.type === 'item') items++;
    else if (
      event.type === 'problem' &&
      event.problem.level === 'error' &&
      !CATEGORY_PROBLEMS.has(event.problem.code)
    )
      items++;
  }
  return items;
}

/**
 * The writing pass: events into batches, each written, then its pictures imported. With `resume`,
 * the events its whole batches consumed are skipped — but their categories are written again
 * (unchanged, cheap), so the items after them find their category's id.
 */
async function writeFeed(
  options: Pick<
    ImportOptions,
    | 'db'
    | 'mediaDir'
    | 'approve'
    | 'dryRun'
    | 'batchSize'
    | 'signal'
    | 'onProgress'
    | 'failAfterBatches'
    | 'resume'
    | 'onBatch'
  >,
  run: {
    events: AsyncIterable<ImportEvent>;
    report: ReportBuilder;
    storeId: number;
    pictures: PictureSource | null;
  },
) {
  const { report, storeId, pictures } = run;
  const ctx: RunContext = {
    db: options.db,
    mediaDir: options.mediaDir,
    source: report.report.source,
    storeId,
    approve: options.approve ?? false,
    dryRun: options.dryRun ?? false,
    report,
    categoryIds: new Map(),
    slugs: await loadCategorySlugs(options.db),
    codes: new Map(),
    categoryPosition: 1000,
  };
  const batchSize = options.batchSize ?? IMPORT_BATCH_SIZE;
  let batch: { categories: ImportCategory[]; items: ImportItem[] } = { categories: [], items: [] };
  let batches = 0;
  const skip = options.resume?.events ?? 0;
  let events = 0;

  const flush = async () => {
    if (batch.categories.length === 0 && batch.items.length === 0) return;
    options.signal?.throwIfAborted();
    const written = await writeBatch(ctx, batch);
    batch = { categories: [], items: [] };
    batches++;
    await options.onProgress?.(report.progress());
    if (options.failAfterBatches !== undefined && batches >= options.failAfterBatches) {
      throw new ImportInterrupted(`import stopped after ${batches} batch(es) (failAfterBatches)`);
    }
    if (pictures && written.some((w) => w.draft.pictures.length > 0)) {
      report.phase = 'pictures';
      await importPictures({
        db: options.db,
        mediaDir: options.mediaDir,
        source: pictures,
        targets: written.map(({ productId, draft }) => ({
          productId,
          key: draft.key,
          code: draft.code,
          urls: draft.pictures,
        })),
        report,
        signal: options.signal,
      });
      report.phase = 'writing';
      await options.onProgress?.(report.progress());
    }
    await options.onBatch?.({ itemsTotal: report.itemsTotal, events, report: report.report });
  };

  try {
    for await (const event of run.events) {
      events++;
      if (events <= skip) {
        if (event.type === 'category') batch.categories.push(event.category);
        continue;
      }
      if (event.type === 'category') batch.categories.push(event.category);
      else if (event.type === 'problem') report.problem(event.problem);
      else {
        report.report.items_read++;
        batch.items.push(event.item);
        if (batch.items.length >= batchSize) await flush();
      }
    }
    await flush();
  } catch (error) {
    // The file changed between the two passes: keep what was written, report the error.
    if (!(error instanceof ImportFileError)) throw error;
    report.fatal(error);
  }
}
