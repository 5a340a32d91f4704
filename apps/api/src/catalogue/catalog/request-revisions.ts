import { sql } from 'drizzle-orm';
import { revisionColumnsSql } from '../../context/data-revision.sql';
import type { DataRevisions, RequestContext } from '../../context/request-context';
import { type Executor, queryRows } from '../../db/client';
import { AppError } from '../../lib/app-error';

/**
 * The revisions a catalogue request was begun at (context/data-revision.sql.ts), as numbers: the
 * committed catalogue revision (the snapshot must be as new), the viewer revision, the database's
 * date as YYYYMMDD, the revision of each store the user can be shown (0 for a store never
 * written), the user's and the warehouse revision.
 */
export type RequestRevisions = {
  catalog: number;
  viewer: number;
  day: number;
  stores: Map<number, number>;
  user: number;
  warehouse: number;
};

/**
 * `revisions` as numbers. The data revision is `catalog.viewer.YYYY-MM-DD.store:revision,…`
 * (revisionColumnsSql); throws on another shape (a programming error).
 */
export function parseRevisions(revisions: DataRevisions): RequestRevisions {
  const [catalog, viewer, day, list, ...rest] = revisions.data.split('.');
  if (catalog === undefined || viewer === undefined || day === undefined || list === undefined || rest.length)
    throw new Error(`unexpected data revision ${revisions.data}`);
  const stores = new Map<number, number>();
  if (list !== '')
    for (const pair of list.split(',')) {
      const [store, revision] = pair.split(':');
      stores.set(Number(store), Number(revision));
    }
  return {
    catalog: Number(catalog),
    viewer: Number(viewer),
    day: Number(day.replaceAll('-', '')),
    stores,
    user: Number(revisions.user),
    warehouse: Number(revisions.warehouse),
  };
}

/**
 * The revisions of the request `ctx` (signed in): those the auth statement read when it began, or
 * for a context built without them (scripts, benchmarks) read now with the same columns;
 * UNAUTHENTICATED (401) when the user is gone.
 */
export async function requestRevisions(ctx: RequestContext, db: Executor): Promise<RequestRevisions> {
  if (ctx.revisions) return parseRevisions(ctx.revisions);
  const [row] = await queryRows<{ data_revision: string; user_revision: string; warehouse_revision: string }>(
    db,
    sql`select ${revisionColumnsSql({ userId: sql`u.id`, currentStoreId: sql`u.current_store_id` })}
        from users u where u.id = ${ctx.requireUser().id}`,
  );
  if (!row) throw new AppError('UNAUTHENTICATED', { message: 'user not found' });
  return parseRevisions({
    data: row.data_revision,
    user: row.user_revision,
    warehouse: row.warehouse_revision,
  });
}
