import { sql } from 'drizzle-orm';
import { setStockColumns } from '../../outlets/stock';
import { arrayLiteral, type Db, type Executor } from '../client';
import type { MediaValues } from '../schema';
import { insertRows } from './bulk';
import type { CapacityRow, StockColumns } from './stock';

/**
 * Stock rows (warehouse and outlets, with supplies) through the stock writer's bulk form
 * (docs/rules.md#stock-writes), and the outlets' shelf capacities.
 */
export async function writeStock(tx: Executor, data: { stock: StockColumns; capacities: CapacityRow[] }) {
  const { stock } = data;
  await setStockColumns(tx, {
    columns: {
      storeId: stock.store_id,
      productId: stock.product_id,
      quantity: stock.quantity,
      supplies: stock.supplies,
    },
  });
  const types = {
    store_id: 'int4',
    product_category_id: 'int4',
    size: 'text',
    is_premium: 'bool',
    capacity: 'int4',
    cost: 'numeric',
    alias_name: 'text',
    category_type_id: 'int4',
  } as const;
  await insertRows(tx, 'capacities', types, data.capacities);
}

/** Media rows of the pictures, with their file sizes when known. */
export function writeMedia(tx: Executor, media: MediaValues[]) {
  const types = {
    product_id: 'int4',
    collection_name: 'text',
    name: 'text',
    file_name: 'text',
    thumb_file_name: 'text',
    mime_type: 'text',
    size: 'int4',
    position: 'int4',
  } as const;
  return insertRows(tx, 'media', types, media);
}

/** Fills in the file sizes of pictures that finished after the seed's commit. */
export async function updateMediaSizes(db: Db, media: MediaValues[]) {
  const sizes = arrayLiteral(media.map((m) => m.size));
  const names = arrayLiteral(media.map((m) => m.file_name));
  await db.execute(sql`update media m set size = u.size
    from unnest(${sizes}::int4[], ${names}::text[]) as u(size, file_name) where m.file_name = u.file_name`);
}
