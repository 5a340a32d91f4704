import { FEED_MAX_ROWS, type FeedKind, type FeedReport, type TextLanguage } from '@kits/contract';
import { insertAudit } from '../../audit';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { FEED_KINDS_DO, type ResolvedRow } from './feeds.kinds';
import { feedsMessage } from './feeds.messages';
import { FeedProblems } from './feeds.problems';
import { categoryIds, productIdsByCode, retailOutletIds } from './feeds.repository';
import { type FeedRow, type ReadRow, readRows } from './feeds.rows';

/** Who sends a feed, for the audit log: the user (staff member, or the API key's owner) and the way it came. */
export type FeedActor = { userId: number | null; via: 'file' | 'api'; label?: string };

/** Thrown inside a preview's transaction to roll back what the writers did. */
class PreviewDone extends Error {
  constructor(
    readonly changed: number,
    readonly valid: number,
  ) {
    super('preview');
  }
}

const distinct = <T>(values: T[]) => [...new Set(values)];

/** Checks the rows' outlets, products and categories exist and each key comes once; answers the rows to write. */
async function resolveRows(
  db: Executor,
  options: { kind: FeedKind; rows: readonly ReadRow[]; problems: FeedProblems },
): Promise<ResolvedRow[]> {
  const { kind, rows, problems } = options;
  const [outlets, products, categories] = await Promise.all([
    retailOutletIds(db, distinct(rows.flatMap((r) => (r.outlet === undefined ? [] : [r.outlet])))),
    productIdsByCode(db, distinct(rows.flatMap((r) => (r.code === undefined ? [] : [r.code])))),
    categoryIds(db, distinct(rows.flatMap((r) => (r.category === undefined ? [] : [r.category])))),
  ]);
  const firstLine = new Map<string, number>();
  const resolved: ResolvedRow[] = [];
  for (const row of rows) {
    const { line } = row;
    let ok = row.ok;
    const fail = (
      field: 'outlet' | 'code' | 'category',
      key: 'unknownOutlet' | 'unknownProduct' | 'unknownCategory',
    ) => {
      problems.add({ line, field, key, params: { value: String(row[field]) } });
      ok = false;
    };
    if (row.outlet !== undefined && !outlets.has(row.outlet)) fail('outlet', 'unknownOutlet');
    if (row.code !== undefined && !products.has(row.code)) fail('code', 'unknownProduct');
    if (row.category !== undefined && !categories.has(row.category)) fail('category', 'unknownCategory');
    if (!ok) continue;
    const storeId = kind === 'warehouse-stock' ? row.warehouse : row.outlet;
    const done: ResolvedRow = { ...row, storeId, productId: products.get(row.code) ?? 0 };
    const key = FEED_KINDS_DO[kind].key(done);
    const first = firstLine.get(key);
    if (first !== undefined) problems.add({ line, field: null, key: 'repeated', params: { first } });
    else {
      firstLine.set(key, line);
      resolved.push(done);
    }
  }
  return resolved;
}

/**
 * The outlet data feeds' core (docs/feeds.md), called by the staff's file upload and the machine
 * API alike: reads and checks every row of a `kind` feed — each field of the kind well formed, the
 * outlet a retail outlet (by our id), the warehouse a main store (1 or 56; default `mainStoreId`),
 * the product by its code, the category by id, each outlet+product (sales: outlet+line id;
 * shelves: outlet+category+size+premium) once — collecting every problem with its line and field
 * in `lang`. `lines[i]` is row i's line in its file (default i + 1).
 *
 * With `preview`, the rows without problems are written through the owners' writers in a
 * transaction that is then rolled back, so the counts are exactly what applying would do; without, the feed is applied in
 * one transaction through those writers (setStoreStock, setSupplies, recordSales, setShelves) —
 * all of it or nothing — and, when anything changed, one audit row (entity `feed`, id the kind,
 * action `apply`) is written for `actor`. A replayed feed changes nothing and writes no audit row.
 *
 * @returns the report: rows, changed and unchanged (of the rows without problems), errors (rows
 * refused) and the first problems.
 * @throws AppError UNPROCESSABLE (422) with `errors.rows` when there are no rows or more than
 * FEED_MAX_ROWS; when applying a feed with any refused row, with `errors['line.<n>.<field>']`
 * (`line.<n>` for a repeated row) and nothing written.
 */
export async function runFeed(
  db: Db,
  options: {
    kind: FeedKind;
    rows: readonly FeedRow[];
    lines?: readonly number[];
    lang: TextLanguage;
    actor: FeedActor;
    preview: boolean;
    mainStoreId: number;
    fileName?: string | null;
  },
): Promise<FeedReport> {
  const { kind, rows, lang, preview, fileName = null } = options;
  if (rows.length === 0) throwRows(lang, 'noRows', {});
  if (rows.length > FEED_MAX_ROWS) throwRows(lang, 'tooManyRows', { rows: rows.length, max: FEED_MAX_ROWS });
  const problems = new FeedProblems(lang);
  const read = readRows({
    kind,
    rows,
    lines: options.lines ?? [],
    mainStoreId: options.mainStoreId,
    problems,
  });
  const report = (counts: { changed: number; valid: number; applied: boolean }): FeedReport => ({
    kind,
    preview,
    applied: counts.applied,
    file_name: fileName,
    rows: rows.length,
    changed: counts.changed,
    unchanged: counts.valid - counts.changed,
    errors: problems.refused,
    problems: problems.listed,
  });
  try {
    return await db.transaction(async (tx) => {
      const resolved = await resolveRows(tx, { kind, rows: read, problems });
      if (problems.refused > 0 && !preview) {
        const first = problems.listed[0]?.message ?? '';
        const message = feedsMessage(lang, 'rejected', { count: problems.refused, first });
        throw new AppError('UNPROCESSABLE', { message, errors: problems.fieldErrors() });
      }
      const changed = await FEED_KINDS_DO[kind].write(tx, { rows: resolved, lang });
      if (preview) throw new PreviewDone(changed, resolved.length);
      if (changed > 0) await auditFeed(tx, { ...options, changed });
      return report({ changed, valid: resolved.length, applied: true });
    });
  } catch (error) {
    if (error instanceof PreviewDone)
      return report({ changed: error.changed, valid: error.valid, applied: false });
    throw error;
  }
}

function throwRows(lang: TextLanguage, key: 'noRows' | 'tooManyRows', params: Record<string, number>): never {
  const message = feedsMessage(lang, key, params);
  throw new AppError('UNPROCESSABLE', { message, errors: { rows: [message] } });
}

/** One audit row for an applied feed: who, how it came, how many rows it changed. */
async function auditFeed(
  tx: Executor,
  options: {
    kind: FeedKind;
    actor: FeedActor;
    rows: readonly FeedRow[];
    changed: number;
    fileName?: string | null;
  },
) {
  const { kind, actor, rows, changed } = options;
  await insertAudit(tx, {
    userId: actor.userId,
    entity: 'feed',
    entityId: kind,
    action: 'apply',
    changes: {
      via: actor.via,
      ...(actor.label ? { label: actor.label } : {}),
      ...(options.fileName ? { file_name: options.fileName } : {}),
      rows: rows.length,
      changed,
    },
  });
}
