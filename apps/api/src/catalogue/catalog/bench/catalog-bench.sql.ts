import { sql } from 'drizzle-orm';

/**
 * A benchmark-sized catalogue generated inside PostgreSQL (generate_series), for timing the
 * product-table queries: 60 categories (12 roots × 4 children), 10,000 products with 4 prices,
 * 3 properties, 2 hashtags, a status and 3 media each, warehouse stock in stores 1 and 56,
 * 200 outlets with 1,000 stocked products, 72 capacity rows and 5,000 sales lines each
 * (1,000,000 lines over a year), smart recommendations, and one franchise user
 * (id returned) with 5 outlets, a 50-line basket, 200 favourites and 100 orders of 20 lines.
 * Run on an empty, migrated database only.
 */
export const catalogBenchStatements = [
  sql`insert into stores (id, name, is_retail, currency, version) values
    (1, 'Склад', false, 'RUB', 'ru'), (56, 'Warehouse EU', false, 'EUR', 'en')`,
  sql`insert into stores (id, name, is_retail, currency, version, report_period_days)
    select 1000 + g, 'Точка ' || g, true, 'RUB', 'ru', 14 + (g % 3) * 7 from generate_series(1, 200) g`,
  sql`insert into categories (slug, name_ru, name_en, position)
    select 'root-' || g, 'Категория ' || g, 'Category ' || g, g from generate_series(1, 12) g`,
  sql`insert into categories (slug, name_ru, name_en, parent_id, position)
    select 'sub-' || r.id || '-' || g, 'Подкатегория ' || r.id || '-' || g, 'Sub ' || r.id || '-' || g, r.id, g
    from categories r, generate_series(1, 4) g where r.parent_id is null`,
  sql`insert into products (category_id, code, name_ru, name_en, description_ru, description_en, size, is_premium)
    select (array(select id from categories where parent_id is not null order by id))[1 + g % 48],
      'KIT-' || lpad(g::text, 5, '0'),
      (array['Закат','Лес','Море','Кот','Олень','Цветы','Город','Горы'])[1 + g % 8] || ' ' || md5(g::text),
      (array['Sunset','Forest','Sea','Cat','Deer','Flowers','City','Mountains'])[1 + g % 8] || ' ' || md5(g::text),
      'Описание ' || g, 'Description ' || g,
      (array['30x40','40x50','50x65'])[1 + g % 3], g % 4 = 0
    from generate_series(1, 10000) g`,
  sql`insert into product_prices (product_id, currency, wholesale, retail)
    select p.id, c, round((100 + p.id % 900)::numeric * (case c when 'RUB' then 1 else 0.011 end), 2),
      round((200 + p.id % 1500)::numeric * (case c when 'RUB' then 1 else 0.011 end), 2)
    from products p, unnest(array['RUB','EUR','PLN','RSD']) c`,
  sql`insert into product_properties (product_id, slug, value, position)
    select p.id, s, case s when 'size' then coalesce(p.size, '') when 'premium' then p.is_premium::text else 'no' end, i
    from products p, unnest(array['size','premium','special']) with ordinality u(s, i)`,
  sql`insert into hashtags (name) select 'tag' || g from generate_series(1, 30) g`,
  sql`insert into product_hashtags (product_id, hashtag_id)
    select p.id, h.id from products p join hashtags h on h.id in (1 + p.id % 30, 1 + (p.id * 7 + 3) % 30)
    on conflict do nothing`,
  sql`insert into statuses (slug, name) values ('approved_by_content_manager', 'approved'), ('draft', 'draft')`,
  sql`insert into product_statuses (product_id, status_id) select p.id, case when p.id % 10 = 0 then 2 else 1 end from products p`,
  sql`insert into media (product_id, collection_name, name, file_name, thumb_file_name, position)
    select p.id, case when i = 1 then 'main' else 'gallery' end, p.code || '-' || i,
      p.code || '-' || i || '.jpg', p.code || '-' || i || '-75.jpg', i
    from products p, generate_series(1, 3) i`,
  sql`insert into stock (store_id, product_id, quantity, supplies)
    select s, p.id, (p.id * 7) % 50, 0 from products p, unnest(array[1, 56]) s`,
  sql`insert into stock (store_id, product_id, quantity, supplies)
    select 1000 + s, 1 + ((s * 37 + k * 10) % 10000), k % 5, k % 3
    from generate_series(1, 200) s, generate_series(0, 999) k`,
  sql`insert into capacities (store_id, product_category_id, size, is_premium, capacity)
    select 1000 + s, r.id, z, pr, 50 from generate_series(1, 200) s,
      (select id from categories where parent_id is null) r,
      unnest(array['30x40','40x50','50x65']) z, unnest(array[true, false]) pr`,
  sql`insert into sales (store_id, product_id, sold_on, quantity, amount)
    select 1000 + s, 1 + ((s * 37 + (k % 1000) * 10) % 10000), current_date - ((k * 7919) % 365), 1 + k % 3, 100
    from generate_series(1, 200) s, generate_series(0, 4999) k`,
  sql`insert into smart_recommendations (recommendation_value, store_id, product_id, buy_times)
    select (array['user_tops','recommend_to_buy','user_hot_two_weeks','overlook','provided_at_showcase'])[1 + g % 5],
      null, 1 + (g * 47) % 10000, g % 9 from generate_series(1, 1000) g`,
  sql`insert into smart_recommendations (recommendation_value, store_id, product_id, buy_times)
    select (array['user_tops','recommend_to_buy','user_hot_two_weeks','overlook','provided_at_showcase'])[1 + k % 5],
      1000 + s, 1 + ((s * 37 + k * 10) % 10000), k % 7 from generate_series(1, 200) s, generate_series(0, 49) k`,
  sql`insert into groups (name) values ('warehouse') on conflict do nothing`,
  sql`insert into users (username, password_hash, discount, current_store_id)
    values ('bench-franchise', 'x', 5, 1001)`,
  sql`insert into user_groups (user_id, group_id) select u.id, g.id from users u, groups g
    where u.username = 'bench-franchise' and g.name = 'warehouse'`,
  sql`insert into user_stores (user_id, store_id) select u.id, 1000 + s from users u, generate_series(1, 5) s
    where u.username = 'bench-franchise'`,
  sql`insert into baskets (user_id, store_id) select id, 1001 from users where username = 'bench-franchise'`,
  sql`insert into basket_lines (basket_id, product_id, basket_count)
    select b.id, 1 + k * 13, 1 + k % 4 from baskets b, generate_series(0, 49) k`,
  sql`insert into favourites (user_id, product_id) select u.id, 1 + k * 50 from users u, generate_series(0, 199) k
    where u.username = 'bench-franchise'`,
  sql`insert into orders (name, user_id, store_id, currency, sum)
    select 'BENCH-' || g, u.id, 1001, 'RUB', 0 from users u, generate_series(1, 100) g
    where u.username = 'bench-franchise'`,
  sql`insert into order_lines (order_id, product_id, code, name, quantity, price, price_with_discount, sum)
    select o.id, 1 + ((o.id * 31 + k * 17) % 10000), 'x', 'x', 1 + k % 5, 1, 1, 1
    from orders o, generate_series(1, 20) k`,
  sql`analyze`,
];
