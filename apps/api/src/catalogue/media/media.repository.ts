import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';

/** A media row (db/schema/catalog.ts `media`). */
export type MediaRow = {
  id: number;
  product_id: number;
  collection_name: string;
  name: string;
  file_name: string;
  thumb_file_name: string;
  position: number;
};

const columns = sql`id, product_id, collection_name, name, file_name, thumb_file_name, position`;

/** One media row by id, or undefined. */
export async function findMedia(db: Executor, id: number): Promise<MediaRow | undefined> {
  const rows = await queryRows<MediaRow>(db, sql`select ${columns} from media where id = ${id}`);
  return rows[0];
}

/** The product's code, or undefined for an unknown id. */
export async function findProductCode(db: Executor, productId: number): Promise<string | undefined> {
  const rows = await queryRows<{ code: string }>(db, sql`select code from products where id = ${productId}`);
  return rows[0]?.code;
}

/** `{ hasMain, nextPosition }` of a product's pictures (call with the product locked). */
export async function mediaSlots(
  tx: Executor,
  productId: number,
): Promise<{ hasMain: boolean; nextPosition: number }> {
  const rows = await queryRows<{ has_main: boolean; next_position: number }>(
    tx,
    sql`select coalesce(bool_or(collection_name = 'main'), false) as has_main,
          coalesce(max(position) + 1, 0)::int as next_position
        from media where product_id = ${productId}`,
  );
  return { hasMain: rows[0]?.has_main ?? false, nextPosition: rows[0]?.next_position ?? 0 };
}

/** The product's media row pointing at `fileName` (the same picture uploaded before), or undefined. */
export async function findSameFile(
  tx: Executor,
  options: { productId: number; fileName: string },
): Promise<MediaRow | undefined> {
  const rows = await queryRows<MediaRow>(
    tx,
    sql`select ${columns} from media where product_id = ${options.productId} and file_name = ${options.fileName}
        order by id limit 1`,
  );
  return rows[0];
}

/** Inserts a media row and answers it. */
export async function insertMedia(
  tx: Executor,
  row: {
    productId: number;
    collectionName: 'main' | 'gallery';
    name: string;
    fileName: string;
    thumbFileName: string;
    mimeType: string;
    size: number;
    position: number;
  },
): Promise<MediaRow> {
  const rows = await queryRows<MediaRow>(
    tx,
    sql`insert into media (product_id, collection_name, name, file_name, thumb_file_name, mime_type, size, position)
        values (${row.productId}, ${row.collectionName}, ${row.name}, ${row.fileName}, ${row.thumbFileName},
                ${row.mimeType}, ${row.size}, ${row.position})
        returning ${columns}`,
  );
  return rows[0]!;
}

/**
 * Makes `mediaId` the product's only main picture: every other main picture of the product becomes
 * gallery. Answers the ids demoted.
 */
export async function setMain(
  tx: Executor,
  options: { productId: number; mediaId: number },
): Promise<number[]> {
  const demoted = await queryRows<{ id: number }>(
    tx,
    sql`update media set collection_name = 'gallery'
        where product_id = ${options.productId} and collection_name = 'main' and id <> ${options.mediaId}
        returning id`,
  );
  await tx.execute(sql`update media set collection_name = 'main' where id = ${options.mediaId}`);
  return demoted.map((r) => r.id);
}

/** Deletes a media row. */
export async function deleteMedia(tx: Executor, id: number): Promise<void> {
  await tx.execute(sql`delete from media where id = ${id}`);
}

/** The product's first gallery picture (lowest position, then id), or undefined. */
export async function firstGallery(tx: Executor, productId: number): Promise<MediaRow | undefined> {
  const rows = await queryRows<MediaRow>(
    tx,
    sql`select ${columns} from media where product_id = ${productId} and collection_name <> 'main'
        order by position, id limit 1`,
  );
  return rows[0];
}

/** How many media rows (of any product) use `fileName` or `thumbFileName`: shared files stay on disk. */
export async function countFileUses(
  tx: Executor,
  options: { fileName: string; thumbFileName: string },
): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from media
        where file_name = ${options.fileName} or thumb_file_name = ${options.thumbFileName}`,
  );
  return rows[0]?.n ?? 0;
}
