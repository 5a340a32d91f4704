import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaDir } from '../../config';
import { type Executor, queryRows } from '../../db/client';
import { outboundPolicy } from '../../lib/outbound';
import { createStore } from '../../test/factories/users';
import { TEST_TMP } from '../../test/paths';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ImportInterrupted, type ImportOptions, runImport } from './import.service';
import { fixture } from './test-helpers';
import { generateYmlFeed } from './yml.generate';

/**
 * The import writer on a real database (docs/import.md): batches that survive a killed import,
 * dry runs, category and product updates in place, pictures from a folder and over HTTP.
 */
let t: TestApp;
let server: http.Server;
let base: string;
/** The tests' own picture server on 127.0.0.1, allowed as OUTBOUND_ALLOWED_HOSTS would. */
const LOCAL = outboundPolicy({ OUTBOUND_ALLOWED_HOSTS: '127.0.0.1' });

const scratch = path.join(TEST_TMP, `import-writer-${process.pid}-${Date.now()}`);
const text = (bytes: Buffer | string) => Buffer.from(bytes);
const run = (options: Partial<ImportOptions> & Pick<ImportOptions, 'open' | 'fileName'>, db: TestApp = t) =>
  runImport({ db: db.db, mediaDir: mediaDir(db.config), pictures: false, ...options });
const once = (bytes: Buffer) =>
  async function* () {
    yield bytes;
  };

async function picture(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
}

beforeAll(async () => {
  t = await createTestApp();
  await createStore({ db: t.db, id: 1, name: 'Склад', currency: 'RUB' });
  mkdirSync(scratch, { recursive: true });
  const png = await picture(300, 200);
  server = http.createServer((req, res) => {
    if (req.url === '/ok.png') res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    else if (req.url === '/page') res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
    else if (req.url === '/moved.png') res.writeHead(302, { location: '/ok.png' }).end();
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.close();
  await t?.close();
});

/** Products with their prices, properties, hashtags, statuses and stock, without ids or times. */
async function dumpCatalogue(db: Executor, prefix: string) {
  return queryRows(
    db,
    sql`select p.external_key, p.code, p.name_ru, p.name_en, p.description_ru, p.size, p.is_premium, p.import_hash,
          c.external_key as category, c.slug as category_slug,
          (select json_agg(json_build_object('c', currency, 'w', wholesale::text, 'r', retail::text) order by currency)
            from product_prices where product_id = p.id) as prices,
          (select json_agg(slug || '=' || value order by position) from product_properties where product_id = p.id) as properties,
          (select json_agg(h.name order by h.name) from product_hashtags ph join hashtags h on h.id = ph.hashtag_id
            where ph.product_id = p.id) as hashtags,
          (select json_agg(s.slug) from product_statuses ps join statuses s on s.id = ps.status_id
            where ps.product_id = p.id) as statuses,
          (select json_agg(store_id || ':' || quantity order by store_id) from stock where product_id = p.id) as stock
        from products p join categories c on c.id = p.category_id
        where p.external_key like ${`${prefix}%`} order by p.external_key`,
  );
}

describe('a killed import', () => {
  it('keeps whole batches, and re-running it ends with the catalogue an uninterrupted run writes', async () => {
    const feed = () => generateYmlFeed({ offers: 35, seed: 7 });
    await expect(
      run({ open: feed, fileName: 'kits.xml', batchSize: 10, failAfterBatches: 2 }),
    ).rejects.toThrow(ImportInterrupted);
    expect(await dumpCatalogue(t.db, 'yml:kits:')).toHaveLength(20);

    const resumed = await run({ open: feed, fileName: 'kits.xml', batchSize: 10 });
    expect(resumed).toMatchObject({
      items_read: 35,
      created: 15,
      unchanged: 20,
      updated: 0,
      rejected_count: 0,
    });
    const afterResume = await dumpCatalogue(t.db, 'yml:kits:');
    expect(afterResume).toHaveLength(35);

    const fresh = await createTestApp();
    try {
      await createStore({ db: fresh.db, id: 1, name: 'Склад', currency: 'RUB' });
      const whole = await run({ open: feed, fileName: 'kits.xml' }, fresh);
      expect(whole).toMatchObject({ created: 35, unchanged: 0 });
      expect(await dumpCatalogue(fresh.db, 'yml:kits:')).toEqual(afterResume);
    } finally {
      await fresh.close();
    }
  });

  it('stops between batches on an abort signal', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      run({
        open: () => generateYmlFeed({ offers: 5, seed: 9 }),
        fileName: 'aborted.xml',
        signal: controller.signal,
      }),
    ).rejects.toThrow();
    expect(await dumpCatalogue(t.db, 'yml:aborted:')).toHaveLength(0);
  });
});

describe('re-importing a changed feed', () => {
  const feed = fixture('hobby-kits.xml').toString('utf8');
  const changed = feed
    .replace('<price>1290</price>', '<price>1350</price>')
    .replace('>Пейзажи<', '>Морские пейзажи<')
    .replace(
      '</offers>',
      '<offer id="9001"><name>Новый набор</name><price>500</price><categoryId>20</categoryId></offer></offers>',
    );

  it('answers in a dry run what would change and writes nothing', async () => {
    const first = await run({ open: once(text(feed)), fileName: 'shop.xml' });
    expect(first.created).toBe(4);
    const before = await dumpCatalogue(t.db, 'yml:shop:');
    const dry = await run({ open: once(text(changed)), fileName: 'shop.xml', dryRun: true });
    expect(dry).toMatchObject({ dry_run: true, created: 1, updated: 1, unchanged: 3 });
    expect(dry.categories).toEqual({ created: 0, updated: 1 });
    expect(await dumpCatalogue(t.db, 'yml:shop:')).toEqual(before);
  });

  it('updates the changed offer and category in place, keeping ids and slugs', async () => {
    const [before] = await queryRows<{ id: number; slug: string }>(
      t.db,
      sql`select p.id, c.slug from products p join categories c on c.id = p.category_id where p.code = 'BS-0451'`,
    );
    const report = await run({ open: once(text(changed)), fileName: 'shop.xml' });
    expect(report).toMatchObject({ created: 1, updated: 1, unchanged: 3 });
    const [after] = await queryRows<{ id: number; slug: string; name_ru: string; wholesale: string }>(
      t.db,
      sql`select p.id, c.slug, c.name_ru, pp.wholesale::text from products p join categories c on c.id = p.category_id
          join product_prices pp on pp.product_id = p.id and pp.currency = 'RUB' where p.code = 'BS-0451'`,
    );
    expect(after).toEqual({
      id: before!.id,
      slug: before!.slug,
      name_ru: 'Морские пейзажи',
      wholesale: '1350.00',
    });
    const again = await run({ open: once(text(changed)), fileName: 'shop.xml' });
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 5 });
  });
});

describe('pictures', () => {
  it('reads pictures from the images folder: original at most 1200 px, a 75x75 thumbnail, the first one main', async () => {
    const images = path.join(scratch, 'images');
    mkdirSync(images, { recursive: true });
    writeFileSync(path.join(images, '1001-1.JPG'), await picture(1600, 900));
    writeFileSync(path.join(images, '1001-2.jpg'), 'not a picture');
    // Own offer ids and codes: the hobby-kits feed was imported above under another source.
    const feed = fixture('hobby-kits.xml').toString('utf8').replaceAll('offer id="', 'offer id="p');
    const options = {
      fileName: 'pics.xml',
      source: 'yml:pics',
      pictures: { imagesDir: images, network: false },
    };
    const report = await run({ ...options, open: once(text(feed.replaceAll('BS-0451', 'PIC-1'))) });
    expect(report.pictures.imported).toBe(1);
    expect(report.pictures.failed.find((f) => f.url.endsWith('1001-2.jpg'))?.reason).toMatch(/not a picture/);
    expect(report.pictures.failed.find((f) => f.url.endsWith('1002.jpg'))?.reason).toBe(
      'not in the images folder',
    );
    const media = await productMedia('PIC-1');
    expect(media).toHaveLength(1);
    expect(media[0]).toMatchObject({ collection_name: 'main', position: 0, name: 'PIC-1.jpg' });
    const dir = mediaDir(t.config);
    expect(await sharp(path.join(dir, media[0]!.file_name)).metadata()).toMatchObject({
      width: 1200,
      height: 675,
      format: 'jpeg',
    });
    expect(await sharp(path.join(dir, media[0]!.thumb_file_name)).metadata()).toMatchObject({
      width: 75,
      height: 75,
    });

    const again = await run({ ...options, open: once(text(feed.replaceAll('BS-0451', 'PIC-1'))) });
    expect(again.pictures).toMatchObject({ imported: 0, skipped: 1 });

    const withoutFirst = feed
      .replaceAll('BS-0451', 'PIC-1')
      .replaceAll('<picture>https://hobby-opt.example/img/1001-1.jpg</picture>', '');
    const dropped = await run({ ...options, open: once(text(withoutFirst)) });
    expect(dropped.updated).toBe(1);
    expect(await productMedia('PIC-1')).toHaveLength(0);
    expect(existsSync(path.join(dir, media[0]!.file_name))).toBe(false);
  });

  it('downloads pictures over HTTP, following redirects, and reports the ones that are not pictures', async () => {
    const feed = `<?xml version="1.0" encoding="UTF-8"?><yml_catalog><shop><categories><category id="1">Наборы</category></categories>
      <offers><offer id="1"><name>Набор с картинками</name><price>100</price><categoryId>1</categoryId><vendorCode>HTTP-1</vendorCode>
      <picture>${base}/missing.png</picture><picture>${base}/moved.png</picture><picture>${base}/page</picture>
      </offer></offers></shop></yml_catalog>`;
    const report = await run({
      open: once(text(feed)),
      fileName: 'http.xml',
      pictures: { policy: LOCAL },
    });
    expect(report.pictures.imported).toBe(1);
    expect(report.pictures.failed.map((f) => f.reason)).toEqual([
      'HTTP 404',
      'content type text/html is not a picture',
    ]);
    const media = await productMedia('HTTP-1');
    expect(media).toMatchObject([{ collection_name: 'main', position: 1, source_url: `${base}/moved.png` }]);
  });

  it('refuses private addresses by default and gives up on a host after its first failed connection', async () => {
    const closed = 'http://127.0.0.1:1';
    const feed = `<?xml version="1.0" encoding="UTF-8"?><yml_catalog><shop><categories><category id="1">Наборы</category></categories>
      <offers><offer id="1"><name>Набор</name><price>100</price><categoryId>1</categoryId><vendorCode>PRIV-1</vendorCode>
      <picture>${base}/ok.png</picture></offer>
      <offer id="2"><name>Набор 2</name><price>100</price><categoryId>1</categoryId><vendorCode>PRIV-2</vendorCode>
      <picture>${closed}/a.png</picture><picture>${closed}/b.png</picture><picture>${closed}/c.png</picture></offer>
      </offers></shop></yml_catalog>`;
    const blocked = await run({ open: once(text(feed)), fileName: 'private.xml', pictures: {} });
    expect(blocked.pictures.failed[0]?.reason).toMatch(/not public/);
    const refused = await run({
      open: once(text(feed)),
      fileName: 'private.xml',
      pictures: { policy: LOCAL },
    });
    const reasons = refused.pictures.failed.map((f) => f.reason);
    expect(reasons[0]).toMatch(/ECONNREFUSED/);
    expect(reasons.slice(1)).toEqual([
      expect.stringMatching(/^host 127\.0\.0\.1 unreachable/),
      expect.stringMatching(/^host 127\.0\.0\.1 unreachable/),
    ]);
  });
});

function productMedia(code: string) {
  return queryRows<{
    collection_name: string;
    position: number;
    name: string;
    file_name: string;
    thumb_file_name: string;
    source_url: string;
  }>(
    t.db,
    sql`select m.collection_name, m.position, m.name, m.file_name, m.thumb_file_name, m.source_url
        from media m join products p on p.id = m.product_id where p.code = ${code} order by m.position`,
  );
}
