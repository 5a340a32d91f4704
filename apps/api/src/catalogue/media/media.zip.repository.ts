import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';

/** A product's main picture for the download-media zip. */
export type MainImageRow = { code: string; product_id: number; media_id: number; file_name: string };

/**
 * One keyset page of products that have a main picture, by code (after `after`, at most `limit`):
 * a walk of `products_code_unique` with one `media_product` probe per product, so each page costs
 * the same however far into the catalogue it is. A product with several main rows answers its
 * first (position, then id).
 */
export function findMainImagePage(
  db: Executor,
  options: { after: string | undefined; limit: number },
): Promise<MainImageRow[]> {
  const after = options.after === undefined ? sql`true` : sql`p.code > ${options.after}`;
  return queryRows<MainImageRow>(
    db,
    sql`select p.code, p.id as product_id, m.id as media_id, m.file_name
        from products p
        join lateral (
          select id, file_name from media
          where product_id = p.id and collection_name = 'main'
          order by position, id limit 1
        ) m on true
        where ${after}
        order by p.code
        limit ${options.limit}`,
  );
}

/**
 * The revision of the zip's content: an MD5 over every (code, media id, file name) the zip would
 * hold, in its order (the same rows as `findMainImagePage`), and how many. It changes when a main
 * picture is added, changed or removed, or a product with one is renamed (its entry's name) — one
 * statement over the products' index and one media probe each, without reading any file.
 */
export async function mainImagesRevision(db: Executor): Promise<{ revision: string; entries: number }> {
  const [row] = await queryRows<{ revision: string; entries: number }>(
    db,
    sql`select md5(coalesce(string_agg(p.code || E'\t' || m.id || E'\t' || m.file_name, E'\n' order by p.code), ''))
          as revision,
        count(*)::int as entries
        from products p
        join lateral (
          select id, file_name from media
          where product_id = p.id and collection_name = 'main'
          order by position, id limit 1
        ) m on true`,
  );
  return { revision: row!.revision, entries: Number(row!.entries) };
}
