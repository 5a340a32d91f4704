import { type SQL, sql } from 'drizzle-orm';
import { intArray } from '../../../db/client';
import { hiddenCategoryIds, localizedText } from '../product-filters.sql';

/**
 * Statements the catalogue snapshot is built from (docs/rules.md#catalogue-read-path, decision
 * 0027), run in one read-only repeatable-read transaction so the revision matches the rows.
 * Collections are aggregated per product with the orderings the product table has always used
 * (properties by position and slug, hashtags distinct by shown name in name order, media main
 * first then position, statuses and network-wide recommendations by value), so the database's
 * collation, not JavaScript's, decides every text order.
 */

/**
 * The committed revision of the shared catalogue data (migration 0011), its change counter and the
 * last pruned change (migration 0035); zeros when the row is missing.
 */
export const revisionQuery = sql`select coalesce(max(revision), 0)::float8 as revision,
  coalesce(max(seq), 0)::float8 as seq, coalesce(max(pruned_to), 0)::float8 as pruned_to from catalog_revision`;

/**
 * The products changed after change `seq` (docs/rules.md#snapshot-patch): their ids, and whether
 * some change asked for a whole rebuild (a null product).
 */
export const changesQuery = (seq: number): SQL => sql`
select coalesce(array_agg(distinct product_id) filter (where product_id is not null), '{}') as ids,
  bool_or(product_id is null) as everything
from catalog_changes where seq > ${seq}`;

/** Products (as `alias`) customers may see: not archived (docs/moysklad.md), not in a hidden category's subtree (docs/rules.md#category-editor). */
const visibleAs = (alias: string): SQL =>
  sql`${sql.raw(alias)}.archived_at is null and ${sql.raw(alias)}.category_id not in ${hiddenCategoryIds}`;
const visible = visibleAs('p');

/**
 * Every visible product's id in code order with its place in the name order of each language
 * (code breaking ties), as one text `id,rank_ru,rank_en;…` (one row to send, not thousands): what a
 * patch reads when a product appeared or its code or a name changed (`parseOrder`).
 */
export const orderQuery = sql`
select coalesce(string_agg(concat_ws(',', id, name_rank_ru, name_rank_en), ';' order by code), '') as "order"
from (select p.id, p.code, row_number() over (order by p.name_ru, p.code) as name_rank_ru,
    row_number() over (order by p.name_en, p.code) as name_rank_en
  from products p where ${visible}) ranked`;

/** The nearest visible product before `r` (not one of `moving`) by `key` in the database's collation. */
const before = (key: 'code' | 'name_ru' | 'name_en', moving: string): SQL => {
  const [precedes, order] =
    key === 'code'
      ? ['q.code < r.code', 'q.code desc']
      : [`(q.${key}, q.code) < (r.${key}, r.code)`, `q.${key} desc, q.code desc`];
  return sql`(select q.id from products q where ${sql.raw(precedes)} and ${visibleAs('q')}
    and q.id <> all(${moving}::int[]) order by ${sql.raw(order)} limit 1)`;
};

/**
 * Where each of the `moving` products (visible ones that are new or whose code or a name changed)
 * goes in the code order and in each language's name order (docs/rules.md#snapshot-patch): the id of
 * the nearest other visible product before it (null: it comes first), found through the
 * (code), (name_ru, code) and (name_en, code) indexes, and its place among the moving ones.
 */
export function placesQuery(moving: readonly number[]): SQL {
  const ids = intArray(moving);
  return sql`
select r.id, ${before('code', ids)} as code_after, ${before('name_ru', ids)} as ru_after,
  ${before('name_en', ids)} as en_after,
  row_number() over (order by r.code)::int as code_place,
  row_number() over (order by r.name_ru, r.code)::int as ru_place,
  row_number() over (order by r.name_en, r.code)::int as en_place
from products r where r.id = any(${ids}::int[])`;
}

const properties = (lang: 'ru' | 'en'): SQL => {
  const value = localizedText({ lang, stored: sql`value`, english: sql`value_en` });
  return sql`json_agg(json_build_object('slug', slug, 'value', ${value}) order by position, slug)`;
};

/** Hashtag names shown in `lang`, distinct, in name order (the database's collation). */
const hashtagNames = (lang: 'ru' | 'en'): SQL => {
  const name = localizedText({ lang, stored: sql`h.name`, english: sql`h.name_en` });
  return sql`array_agg(distinct ${name} order by ${name})`;
};

/**
 * One row per product of `ids` customers may see (`visible`), in no order (a whole read asks a part
 * of the code order at a time, a patch the changed products), name
 * ranks 0 (the orders come from `orderQuery`, sorting narrow rows; sorting these wide ones would cost
 * more than building them): texts in both languages, what the shelf rule reads (category,
 * its parent, size, premium flag), every shared collection (grouped once per table, joined by
 * product), prices per currency, the price types' prices per type and currency, the hashtag keys the hashtag filter compares (stored and English
 * names without leading '#', lower case — `tag_keys_en` null where there is no English name), and
 * the name orders per language (row numbers, code breaking ties).
 */
export function productsQuery(ids: readonly number[]): SQL {
  const only = (column: SQL) => sql`where ${column} = any(${intArray(ids)}::int[])`;
  const and = (column: SQL) => sql`and ${column} = any(${intArray(ids)}::int[])`;
  return sql`
select p.id, p.category_id, c.slug as category_slug, c.parent_id, p.size, p.is_premium, p.code, p.pack_multiple,
  p.name_ru, p.name_en, p.description_ru, p.description_en,
  0 as name_rank_ru, 0 as name_rank_en,
  coalesce(pp.ru, '[]') as properties_ru, coalesce(pp.en, '[]') as properties_en,
  coalesce(ht.ru, '{}') as hashtags_ru, coalesce(ht.en, '{}') as hashtags_en,
  coalesce(ht.keys, '{}') as tag_keys, coalesce(ht.keys_en, '{}') as tag_keys_en,
  coalesce(md.media, '[]') as media, coalesce(st.statuses, '[]') as statuses,
  coalesce(rc.recommendations, '[]') as recommendations, coalesce(pr.prices, '') as prices,
  coalesce(tp.prices, '') as type_prices
from products p
  join categories c on c.id = p.category_id
  left join (select product_id, ${properties('ru')} as ru, ${properties('en')} as en
    from product_properties ${only(sql`product_id`)} group by product_id) pp on pp.product_id = p.id
  left join (select ph.product_id, ${hashtagNames('ru')} as ru, ${hashtagNames('en')} as en,
      array_agg(ltrim(lower(h.name), '#')) as keys, array_agg(ltrim(lower(h.name_en), '#')) as keys_en
    from product_hashtags ph join hashtags h on h.id = ph.hashtag_id ${only(sql`ph.product_id`)} group by ph.product_id) ht on ht.product_id = p.id
  left join (select m.product_id, json_agg(json_build_object('id', m.id, 'collection_name', m.collection_name,
      'file_name', m.file_name, 'thumb_file_name', m.thumb_file_name)
      order by m.collection_name <> 'main', m.position, m.id) as media
    from media m ${only(sql`m.product_id`)} group by m.product_id) md on md.product_id = p.id
  left join (select ps.product_id, json_agg(json_build_object('slug', sx.slug) order by sx.slug) as statuses
    from product_statuses ps join statuses sx on sx.id = ps.status_id ${only(sql`ps.product_id`)} group by ps.product_id) st on st.product_id = p.id
  left join (select r.product_id, json_agg(json_build_object('recommendation_value', r.recommendation_value,
      'store_id', r.store_id, 'product_id', r.product_id, 'buy_times', r.buy_times)
      order by r.recommendation_value, r.id) as recommendations
    from smart_recommendations r where r.store_id is null ${and(sql`r.product_id`)} group by r.product_id) rc on rc.product_id = p.id
  left join (select x.product_id, string_agg(concat_ws(':', x.currency, x.wholesale, x.retail), ';') as prices
    from product_prices x ${only(sql`x.product_id`)} group by x.product_id) pr on pr.product_id = p.id
  left join (select y.product_id, string_agg(concat_ws(':', y.price_type_id, y.currency, y.wholesale), ';') as prices
    from price_type_prices y ${only(sql`y.product_id`)} group by y.product_id) tp on tp.product_id = p.id
where ${visible} ${and(sql`p.id`)}`;
}

/**
 * Every category's id, parent and slug customers may see (the category filter includes
 * descendants; a hidden subtree's slug is unknown to them, docs/rules.md#category-editor).
 */
export const categoriesQuery = sql`select id, parent_id, slug from categories where id not in ${hiddenCategoryIds}`;
