import { type SQL, sql } from 'drizzle-orm';

/**
 * What customers may see of the catalogue (docs/rules.md#category-hide, docs/rules.md#product-archive),
 * the one home of both conditions for every customer read (the snapshot's products and categories,
 * the viewer's page statement, the category tree):
 *
 * - a category hidden by staff hides its whole subtree (its descendants, however deep);
 * - a product is shown when it is not archived and its category is not in a hidden subtree.
 *
 * Categories are few (hundreds), so the subtree is a recursive walk in the statement itself.
 */
export const hiddenCategoryIdsSql: SQL = sql`(with recursive hidden_tree(id) as (
    select id from categories where hidden
    union
    select c.id from categories c join hidden_tree h on c.parent_id = h.id)
  select id from hidden_tree)`;

/** The condition over `alias` (a categories row) that keeps the categories customers see. */
export const shownCategorySql = (alias: SQL): SQL => sql`${alias}.id not in ${hiddenCategoryIdsSql}`;

/** The condition over `alias` (a products row) that keeps the products customers see. */
export const shownProductSql = (alias: SQL): SQL =>
  sql`${alias}.archived_at is null and ${alias}.category_id not in ${hiddenCategoryIdsSql}`;
