import { sql } from 'drizzle-orm';
import { type Executor, intArray, queryRows } from '../../db/client';

/** SQL of the category editor (docs/rules.md#category-editor): the categories table's staff writers. */

export type ServiceCategoryRow = {
  id: number;
  parent_id: number | null;
  slug: string;
  name_ru: string;
  name_en: string;
  position: number;
  hidden: boolean;
  external_key: string | null;
  product_count: number;
};

const columns = sql`c.id, c.parent_id, c.slug, c.name_ru, c.name_en, c.position, c.hidden, c.external_key,
  (select count(*) from products p where p.category_id = c.id)::int as product_count`;

/** Every category, by position then Russian name (hidden ones too). */
export function listCategoryRows(db: Executor): Promise<ServiceCategoryRow[]> {
  return queryRows<ServiceCategoryRow>(
    db,
    sql`select ${columns} from categories c order by c.position, c.name_ru, c.id`,
  );
}

/** One category, locked for an edit when `lock`; undefined when there is none. */
export async function findCategoryRow(
  db: Executor,
  options: { id: number; lock?: boolean },
): Promise<ServiceCategoryRow | undefined> {
  const [row] = await queryRows<ServiceCategoryRow>(
    db,
    sql`select ${columns} from categories c where c.id = ${options.id} ${options.lock ? sql`for update` : sql``}`,
  );
  return row;
}

/** Whether a category holds `slug`. */
export async function slugTaken(db: Executor, slug: string): Promise<boolean> {
  return (await queryRows(db, sql`select 1 from categories where slug = ${slug}`)).length > 0;
}

/** The ids of `id`'s subtree: itself and every descendant. */
export async function subtreeIds(db: Executor, id: number): Promise<Set<number>> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with recursive tree(id) as (
          select ${id}::int union select c.id from categories c join tree t on c.parent_id = t.id)
        select id from tree`,
  );
  return new Set(rows.map((r) => r.id));
}

/** The ids of the children of `parentId` (null: the roots). */
export async function childIds(db: Executor, parentId: number | null): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from categories where ${parentId === null ? sql`parent_id is null` : sql`parent_id = ${parentId}`}
        order by position, name_ru, id`,
  );
  return rows.map((r) => r.id);
}

/** The position after the last child of `parentId`. */
async function nextPosition(db: Executor, parentId: number | null): Promise<number> {
  const [row] = await queryRows<{ next: number }>(
    db,
    sql`select coalesce(max(position) + 1, 0)::int as next from categories
        where ${parentId === null ? sql`parent_id is null` : sql`parent_id = ${parentId}`}`,
  );
  return row?.next ?? 0;
}

/** Inserts a category made by hand, last among its siblings; answers its id. */
export async function insertCategoryRow(
  tx: Executor,
  row: { slug: string; name_ru: string; name_en: string; parent_id: number | null },
): Promise<number> {
  const position = await nextPosition(tx, row.parent_id);
  const [created] = await queryRows<{ id: number }>(
    tx,
    sql`insert into categories (parent_id, slug, name_ru, name_en, position)
        values (${row.parent_id}, ${row.slug}, ${row.name_ru}, ${row.name_en}, ${position})
        returning id`,
  );
  return created!.id;
}

export type CategoryColumns = Partial<{
  name_ru: string;
  name_en: string;
  parent_id: number | null;
  hidden: boolean;
  position: number;
}>;

/** Sets the given columns of a category. A category moved to another parent comes last there. */
export async function updateCategoryRow(tx: Executor, id: number, columns: CategoryColumns): Promise<void> {
  const values = { ...columns };
  if (columns.parent_id !== undefined && columns.position === undefined) {
    values.position = await nextPosition(tx, columns.parent_id);
  }
  const sets = Object.entries(values).map(([column, value]) => sql`${sql.identifier(column)} = ${value}`);
  if (sets.length === 0) return;
  await tx.execute(sql`update categories set ${sql.join(sets, sql`, `)} where id = ${id}`);
}

/** Positions 0, 1, 2… for `ids` in that order, in one statement. */
export async function setPositions(tx: Executor, ids: readonly number[]): Promise<void> {
  await tx.execute(
    sql`update categories c set position = v.ord::int - 1
        from unnest(${intArray(ids)}::int[]) with ordinality as v(id, ord)
        where c.id = v.id`,
  );
}
