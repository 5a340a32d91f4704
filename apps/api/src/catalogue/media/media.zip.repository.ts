import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { shownProductSql } from '../catalog';

/** A product's main picture for the download-media zip. */
export type MainImageRow = { code: string; product_id: number; media_id: number; file_name: string };

/**
 * One keyset page of products that have a main picture, by code (after `after`, at most `limit`):
 * a walk of `products_code_unique` with one `media_product` probe per product, so each page costs
 * the same however far into the catalogue it is. A product with several main rows answers its
 * first (position, then id). Only products customers see (not archived, not in a hidden category:
 * docs/rules.md#product-archive, docs/rules.md#category-hide), as the catalogue shows them.
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
        where ${after} and ${shownProductSql(sql`p`)}
        order by p.code
        limit ${options.limit}`,
  );
}
