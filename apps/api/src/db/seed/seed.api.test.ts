import { statSync } from 'node:fs';
import path from 'node:path';
import type { Product } from '@kits/contract';
import { verify } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaDir } from '../../config';
import { revisionColumnsSql } from '../../context/data-revision.sql';
import { createTestApp, type TestApp } from '../../test/test-app';
import { queryRows } from '../client';
import { type SeedSummary, seedIfEmpty } from './index';
import { buildCategories, buildProducts } from './products';
import { runSeed } from './run-seed';

const LEGACY_SLUGS = [
  'kartiny-po-nomeram',
  'almaznaya-mozaika',
  'vyshivka-lentami',
  'tekstilnaya-igrushka',
  'rumboksy',
  'derevyannye-konstruktory',
  '3d-pazly-raskraski',
  'kartiny-sherstyu',
  'vyshivka-krestikom',
  'lovec-snov',
  'aksesuary-dlya-tvorchestva',
  'bagety-dlya-kartin',
];

let t: TestApp;
let summary: SeedSummary | null;
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.db, query);

beforeAll(async () => {
  t = await createTestApp();
  summary = await seedIfEmpty({ db: t.db, config: t.config, log: () => {}, scale: 'test' });
}, 120_000);
afterAll(() => t?.close());

describe('demo data set (test scale)', () => {
  it('creates the six demo accounts with their groups and the password demo12345', async () => {
    const users = await rows<{
      username: string;
      groups: string[];
      password_hash: string;
      current_store_id: number;
    }>(sql`
      select u.username, u.password_hash, u.current_store_id,
             coalesce(array_agg(g.name order by g.name) filter (where g.name is not null), '{}') as groups
      from users u left join user_groups ug on ug.user_id = u.id left join groups g on g.id = ug.group_id
      where u.username in ('admin', 'manager', 'shop', 'franchise', 'dropship', 'viewer')
      group by u.id order by u.id`);
    expect(users.map((u) => [u.username, u.groups])).toEqual([
      ['admin', ['admin']],
      ['manager', ['manager']],
      ['shop', ['warehouse']],
      ['franchise', ['warehouse']],
      ['dropship', ['dropshipping']],
      ['viewer', []],
    ]);
    expect(users[0]!.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verify(users[0]!.password_hash, 'demo12345')).toBe(true);
  });

  it('creates the 12 top categories with the legacy slugs, each with sub-categories', async () => {
    const tops = await rows<{ slug: string; children: number }>(sql`
      select c.slug, (select count(*) from categories s where s.parent_id = c.id)::int as children
      from categories c where c.parent_id is null order by c.position`);
    expect(tops.map((c) => c.slug)).toEqual(LEGACY_SLUGS);
    for (const c of tops) expect(c.children).toBeGreaterThanOrEqual(2);
  });

  it('prices every product in RUB, EUR, PLN and RSD, retail above wholesale', async () => {
    const [r] = await rows<{ products: number; priced: number; bad: number }>(sql`
      select (select count(*) from products)::int as products,
             (select count(*) from (select product_id from product_prices group by product_id
               having array_agg(currency order by currency) = '{EUR,PLN,RSD,RUB}') x)::int as priced,
             (select count(*) from product_prices where retail <= wholesale)::int as bad`);
    expect(r!.products).toBe(60);
    expect(r!.priced).toBe(60);
    expect(r!.bad).toBe(0);
  });

  it('writes a main picture and its 75x75 thumbnail for every product', async () => {
    const main = await rows<{ product_id: number; file_name: string; thumb_file_name: string; size: number }>(
      sql`select product_id, file_name, thumb_file_name, size from media where collection_name = 'main' order by product_id`,
    );
    expect(main).toHaveLength(60);
    const dir = mediaDir(t.config);
    for (const m of main) {
      expect(statSync(path.join(dir, m.file_name)).size).toBe(m.size);
      expect(statSync(path.join(dir, m.thumb_file_name)).size).toBeGreaterThan(0);
    }
    const thumb = await sharp(path.join(dir, main[0]!.thumb_file_name)).metadata();
    expect([thumb.width, thumb.height, thumb.format]).toEqual([75, 75, 'jpeg']);
    const [gallery] = await rows<{ n: number }>(
      sql`select count(*)::int as n from media where collection_name = 'gallery'`,
    );
    expect(gallery!.n).toBeGreaterThanOrEqual(60);
  });

  it('gives shop one outlet as current store and franchise store 1 plus several outlets', async () => {
    const owned = await rows<{ username: string; current: number; outlets: number; main: boolean }>(sql`
      select u.username, u.current_store_id as current,
             count(*) filter (where s.is_retail)::int as outlets, bool_or(s.id = 1) as main
      from users u join user_stores us on us.user_id = u.id join stores s on s.id = us.store_id
      where u.username in ('shop', 'franchise') group by u.id order by u.id`);
    expect(owned[0]).toMatchObject({ username: 'shop', outlets: 1, main: false });
    expect(owned[0]!.current).toBeGreaterThan(100);
    expect(owned[1]).toMatchObject({ username: 'franchise', current: 1, main: true });
    expect(owned[1]!.outlets).toBeGreaterThan(1);
  });

  it('computes recommendations from the sales, consistent with them', async () => {
    const kinds = await rows<{ kind: string; n: number }>(
      sql`select recommendation_value as kind, count(*)::int as n from smart_recommendations group by 1`,
    );
    const count = Object.fromEntries(kinds.map((k) => [k.kind, k.n]));
    expect(count.user_tops).toBeGreaterThan(0);
    expect(count.provided_at_showcase).toBeGreaterThan(0);
    const [check] = await rows<{
      tops_wrong: number;
      buy_wrong: number;
      overlook_wrong: number;
      showcase_store: number;
    }>(sql`
      select
        (select count(*) from smart_recommendations r where r.recommendation_value = 'user_tops'
          and r.buy_times <> (select coalesce(sum(s.quantity), 0) from sales s where s.store_id = r.store_id
                              and s.product_id = r.product_id and s.sold_on >= current_date - 90))::int as tops_wrong,
        (select count(*) from smart_recommendations r join stock k on k.store_id = r.store_id and k.product_id = r.product_id
          where r.recommendation_value = 'recommend_to_buy' and k.quantity + k.supplies > 0)::int as buy_wrong,
        (select count(*) from smart_recommendations r join sales s on s.store_id = r.store_id and s.product_id = r.product_id
          where r.recommendation_value = 'overlook')::int as overlook_wrong,
        (select count(*) from smart_recommendations where recommendation_value = 'provided_at_showcase'
          and store_id is not null)::int as showcase_store`);
    expect(check).toEqual({ tops_wrong: 0, buy_wrong: 0, overlook_wrong: 0, showcase_store: 0 });
  });

  it('rebuilds the sales rollups after the bulk load and turns their insert trigger back on (docs/rules.md#sales-rollups-rebuild)', async () => {
    const [check] = await rows<{
      lines: number;
      daily: number;
      stores: number;
      same: boolean;
      trigger: string;
    }>(sql`
      select (select count(*) from sales)::int as lines,
        (select count(*) from sales_daily)::int as daily,
        (select count(*) from sales_store_daily)::int as stores,
        (select sum(quantity) from sales) = (select sum(units) from sales_daily)
          and (select sum(quantity) from sales) = (select sum(units) from sales_store_daily)
          and (select sum(quantity) from sales) = (select sum(units) from sales_category_daily)
          and (select sum(amount) from sales) = (select sum(revenue) from sales_product_monthly) as same,
        (select tgenabled::text from pg_trigger where tgname = 'sales_rollups_insert') as trigger`);
    expect(check!.lines).toBeGreaterThan(0);
    expect(check).toEqual({
      lines: check!.lines,
      daily: check!.lines,
      stores: check!.stores,
      same: true,
      trigger: 'O',
    });
    expect(check!.stores).toBeGreaterThan(0);
  });

  it('names every hashtag, special and size unit in English too, so the English catalogue shows no Russian (decision 0017)', async () => {
    const [r] = await rows<{
      tags: number;
      tags_en: number;
      specials: number;
      specials_en: number;
      neutral: number;
    }>(sql`
      select (select count(*) from hashtags)::int as tags,
             (select count(*) from hashtags where name_en is not null)::int as tags_en,
             (select count(*) from product_properties where slug = 'special')::int as specials,
             (select count(*) from product_properties where slug = 'special' and value_en is not null)::int as specials_en,
             (select count(*) from product_properties where value_en is not null
               and (slug = 'premium' or slug = 'size' and value not like '% см'))::int as neutral`);
    expect(r!.tags).toBe(25);
    expect(r!.tags_en).toBe(25);
    expect(r!.specials).toBeGreaterThan(0);
    expect(r!.specials_en).toBe(r!.specials);
    expect(r!.neutral).toBe(0);

    const login = await t.call('POST', '/api/v0/auth/login', {
      body: { login: 'shop', password: 'demo12345' },
      version: 'en',
    });
    const res = await t.call('GET', '/api/v0/catalog/products?per_page=100', {
      token: login.body.access_token,
      version: 'en',
    });
    const products = res.body.data as Product[];
    const shown = products.flatMap((p) => [
      ...p.hash_tags.map((h) => h.name),
      ...p.properties.map((x) => x.value),
    ]);
    expect(products.some((p) => p.properties.some((x) => x.slug === 'special'))).toBe(true);
    expect(shown.filter((text) => /[а-яё]/i.test(text))).toEqual([]);
  });

  it("keeps each customer's delivery data in its version's language: a Russian customer's English one has no Cyrillic (issue 28 item 7)", async () => {
    const rows = await queryRows<{
      username: string;
      version: string;
      address: string;
      comment: string | null;
      contact: string;
      position: string | null;
    }>(
      t.db,
      sql`select u.username, d.version, d.address, d.comment, c.full_name as contact, c.position
        from profile_deliveries d join users u on u.id = d.user_id join contacts c on c.id = d.contact_id
        where u.username in ('shop', 'franchise')`,
    );
    expect(rows.map((r) => `${r.username}:${r.version}`).sort()).toEqual([
      'franchise:en',
      'franchise:ru',
      'shop:en',
      'shop:ru',
    ]);
    const cyrillic = /[а-яё]/i;
    for (const r of rows) {
      const texts = [r.address, r.comment, r.contact, r.position].filter(Boolean).join(' ');
      expect(cyrillic.test(texts), `${r.username} ${r.version}: ${texts}`).toBe(r.version === 'ru');
    }
  });

  it('generates the same products on every run', async () => {
    const { childIds } = buildCategories();
    const again = buildProducts(60, childIds);
    const stored = await rows<{ code: string; name_ru: string }>(
      sql`select code, name_ru from products order by id`,
    );
    expect(stored).toEqual(again.map((p) => ({ code: p.code, name_ru: p.nameRu })));
  });

  it('does nothing when the database is not empty', async () => {
    expect(summary?.products).toBe(60);
    const before = await rows<{ n: number }>(
      sql`select (select count(*) from products) + (select count(*) from sales) as n`,
    );
    expect(await seedIfEmpty({ db: t.db, config: t.config, log: () => {}, scale: 'test' })).toBeNull();
    const after = await rows<{ n: number }>(
      sql`select (select count(*) from products) + (select count(*) from sales) as n`,
    );
    expect(after).toEqual(before);
  });
});

describe('the European outlets (decision 0014: a store belongs to one version)', () => {
  it('are stores of the English version (EUR; one PLN, one RSD) with their own shelves and sales in their currency', async () => {
    const outlets = await rows<{
      id: number;
      currency: string;
      version: string;
      capacities: number;
      bad: number;
    }>(sql`
      select s.id, s.currency, s.version,
        (select count(*) from capacities c where c.store_id = s.id)::int as capacities,
        (select count(*) from sales sa join product_prices pr on pr.product_id = sa.product_id and pr.currency = s.currency
          where sa.store_id = s.id and sa.amount <> sa.quantity * pr.retail)::int as bad
      from stores s where s.is_retail and s.id >= 501 order by s.id`);
    expect(outlets.map((o) => [o.id, o.currency, o.version])).toEqual([
      [501, 'EUR', 'en'],
      [502, 'EUR', 'en'],
      [551, 'PLN', 'en'],
      [552, 'RSD', 'en'],
    ]);
    for (const o of outlets) {
      expect(o.capacities).toBeGreaterThan(0);
      expect(o.bad).toBe(0);
    }
  });

  it('give plshop and rsshop their outlet, its currency and their locale in the English version', async () => {
    for (const [login, outlet, currency, locale] of [
      ['plshop', 551, 'PLN', 'pl'],
      ['rsshop', 552, 'RSD', 'rs'],
    ]) {
      const signed = await t.call('POST', '/api/v0/auth/login', {
        body: { login, password: 'demo12345' },
        version: 'en',
      });
      const token = signed.body.access_token as string;
      const me = (await t.call('POST', '/api/v0/auth/me', { token, version: 'en' })).body.user;
      expect(me).toMatchObject({ locale, current_store: { id: outlet, currency, is_retail: true } });
      const products = await t.call('GET', '/api/v0/catalog/products', { token, version: 'en' });
      expect((products.body.data as Product[])[0]!.store_currency).toBe(currency);
    }
  });

  it('let franchise switch to its European outlet in the English version and fill its basket with an auto order', async () => {
    const login = await t.call('POST', '/api/v0/auth/login', {
      body: { login: 'franchise', password: 'demo12345' },
      version: 'en',
    });
    expect(login.status).toBe(200);
    const token = login.body.access_token as string;
    const storeIds = async (version: 'ru' | 'en') =>
      (await t.call('GET', '/api/v0/store', { token, version })).body.data.map((s: { id: number }) => s.id);
    expect(await storeIds('en')).toEqual([56, 501]);
    expect(await storeIds('ru')).toEqual([1, 102, 103]);
    const me = async (version: 'ru' | 'en') =>
      (await t.call('POST', '/api/v0/auth/me', { token, version })).body.user;
    expect((await me('en')).current_store).toMatchObject({ id: 56, currency: 'EUR', is_retail: false });

    expect((await t.call('PATCH', '/api/v0/store/active/501', { token, version: 'en' })).status).toBe(200);
    const inOutlet = await me('en');
    expect(inOutlet.current_store).toMatchObject({ id: 501, currency: 'EUR', is_retail: true });
    expect(Object.keys(inOutlet.store_occupancy).length).toBeGreaterThan(0);
    // The Russian version keeps to its own stores: there the user works in store 1 meanwhile.
    expect((await me('ru')).current_store.id).toBe(1);

    const recommended = await t.call('GET', '/api/v0/order/auto-order/recommended-sum', {
      token,
      version: 'en',
    });
    expect(recommended.status).toBe(200);
    expect(recommended.body).toBeGreaterThanOrEqual(500);
    const below = await t.call('POST', '/api/v0/order/auto-order', {
      token,
      version: 'en',
      body: { max_order_sum: 499 },
    });
    expect(below.status).toBe(422);
    const created = await t.call('POST', '/api/v0/order/auto-order', {
      token,
      version: 'en',
      body: { max_order_sum: recommended.body },
    });
    expect(created.status).toBe(200);
    const basket = await t.call('GET', '/api/v0/basket?type=maximized', { token, version: 'en' });
    const lines = basket.body.value as { from_auto_order: boolean; store_currency: string }[];
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => l.from_auto_order && l.store_currency === 'EUR')).toBe(true);
    expect((await t.call('DELETE', '/api/v0/basket', { token, version: 'en' })).status).toBe(200);
    expect((await t.call('PATCH', '/api/v0/store/active/1', { token, version: 'ru' })).status).toBe(200);

    // The outlets page lists the whole network; each outlet's default sum follows its own version.
    const page = await t.call('GET', '/api/v0/profile/services/retail-outlets', { token });
    type Row = {
      id: number;
      currency: string;
      auto_order_sum: number | null;
      auto_order_default_sum: number;
    };
    const european = (page.body.data as Row[]).find((o) => o.id === 501)!;
    expect(european.currency).toBe('EUR');
    expect(european.auto_order_default_sum).toBe(european.auto_order_sum ?? 500);
  });
});

describe('pictures past the deadline', () => {
  it('commits the rows first and finishes the pictures and their sizes in the background', async () => {
    const other = await createTestApp();
    try {
      const result = await runSeed({
        db: other.db,
        mediaDir: mediaDir(other.config),
        scale: 'test',
        log: () => {},
        imageDeadlineMs: 0,
      });
      expect(result?.imagesInBackground).toBe(true);
      await result!.imagesDone;
      const [r] = await queryRows<{ rows: number; unsized: number }>(
        other.db,
        sql`select count(*)::int as rows, (count(*) filter (where size = 0))::int as unsized from media`,
      );
      expect(r!.rows).toBe(result!.images);
      expect(r!.unsized).toBe(0);
    } finally {
      await other.close();
    }
  }, 120_000);
});

describe('a reset', () => {
  it('keeps the revision counters, so an outlet stock write after it still moves the data revision', async () => {
    const other = await createTestApp();
    try {
      const seed = { db: other.db, mediaDir: mediaDir(other.config), scale: 'test' as const, log: () => {} };
      await runSeed({ ...seed, images: false });
      await runSeed({ ...seed, images: false, reset: true });
      const [outlet] = await queryRows<{ id: number }>(
        other.db,
        sql`select min(store_id) as id from stock where store_id not in (1, 56)`,
      );
      // The data revision of a viewer whose current store is that outlet (docs/rules.md#catalogue-answers).
      const revision = async () =>
        (
          await queryRows<{ data_revision: string }>(
            other.db,
            sql`select ${revisionColumnsSql({ userId: sql`0`, currentStoreId: sql`${outlet!.id}::int` })}`,
          )
        )[0]?.data_revision;
      const [counters] = await queryRows<{ n: number }>(
        other.db,
        sql`select (select count(*) from viewer_revision)::int + (select count(*) from catalog_revision)::int as n`,
      );
      expect(counters?.n).toBe(2);
      const before = await revision();
      await other.db.execute(sql`update stock set quantity = quantity + 1 where store_id = ${outlet!.id}`);
      expect(await revision()).not.toBe(before);
      await other.db.execute(sql`update stock set quantity = quantity + 1 where store_id = 1`);
      const [warehouse] = await queryRows<{ n: number }>(
        other.db,
        sql`select count(*)::int as n from viewer_revision where warehouse > 0`,
      );
      expect(warehouse?.n).toBe(1);
    } finally {
      await other.close();
    }
  }, 240_000);
});
