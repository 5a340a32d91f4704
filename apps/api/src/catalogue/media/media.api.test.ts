import { existsSync } from 'node:fs';
import path from 'node:path';
import { MEDIA_UPLOAD_MAX_BYTES, type MediaDeletedResponse, type MediaRecord } from '@kits/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaDir } from '../../config';
import { queryRows } from '../../db/client';
import { createCategory, createProduct } from '../../test/factories/catalog';
import { createUser, loginAs } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Product pictures over HTTP (docs/rules.md#media-record, docs/rules.md#media-deletion, docs/rules.md#spec-7; docs/rules.md#staff-writes): managers upload (checked by decoding, 10 MB limit, thumbnails), choose the main picture
 * and delete (record and files); everybody logged in reads a record; customers are refused writes.
 */
let t: TestApp;
let manager: string;
let customer: string;
let categoryId: number;

/** A solid-colour PNG of `width` × `height`, made with sharp. */
const png = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

async function upload(options: { token?: string; productId: number; bytes: Buffer; fileName: string }) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(options.bytes)]), options.fileName);
  const res = await fetch(`${t.ruUrl}/api/v0/media/product/${options.productId}`, {
    method: 'POST',
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    body: form,
  });
  return {
    status: res.status,
    body: (await res.json()) as { data: MediaRecord } & {
      message: string;
      errors?: Record<string, string[]>;
    },
  };
}

const onDisk = (fileName: string) => existsSync(path.join(mediaDir(t.config), fileName));
const auditRows = (mediaId: number) =>
  queryRows<{ action: string; user_id: number }>(
    t.db,
    sql`select action, user_id from audit_log where entity = 'media' and entity_id = ${String(mediaId)} order by id`,
  );

beforeAll(async () => {
  t = await createTestApp();
  const staff = await createUser({ db: t.db, groups: ['manager'] });
  const shop = await createUser({ db: t.db, groups: ['warehouse'] });
  manager = await loginAs(t, staff.user.username, staff.password);
  customer = await loginAs(t, shop.user.username, shop.password);
  categoryId = (await createCategory({ db: t.db })).id;
});
afterAll(() => t?.close());

describe('POST /media/product/{productId}', () => {
  it('answers 422 with a file error for a file that is not a picture, and stores nothing', async () => {
    const product = await createProduct({ db: t.db, categoryId });
    const res = await upload({
      token: manager,
      productId: product.id,
      bytes: Buffer.from('name;price\nкартина;100\n'),
      fileName: 'prices.csv',
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Файл не является картинкой (JPEG, PNG, WebP, GIF, AVIF, HEIF, TIFF)');
    expect(res.body.errors?.file).toEqual([res.body.message]);
    expect(await queryRows(t.db, sql`select id from media where product_id = ${product.id}`)).toEqual([]);
  });

  it('refuses an SVG by its content, whatever its name', async () => {
    const product = await createProduct({ db: t.db, categoryId });
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    const res = await upload({
      token: manager,
      productId: product.id,
      bytes: Buffer.from(svg),
      fileName: 'x.png',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors?.file?.[0]).toMatch(/^Формат SVG не поддерживается/);
  });

  it('answers 422 "larger than 10 MB" for an oversized file', async () => {
    const product = await createProduct({ db: t.db, categoryId });
    const res = await upload({
      token: manager,
      productId: product.id,
      bytes: Buffer.alloc(MEDIA_UPLOAD_MAX_BYTES + 1, 7),
      fileName: 'huge.jpg',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors?.file).toEqual(['Файл больше 10 МБ: уменьшите картинку']);
  });

  it('stores a PNG as the main picture with a 75×75 thumbnail, the next as gallery at the end', async () => {
    const product = await createProduct({ db: t.db, categoryId, code: 'UP-1' });
    const first = await upload({
      token: manager,
      productId: product.id,
      bytes: await png(300, 200, '#c04020'),
      fileName: 'Закат.png',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const record = first.body.data;
    expect(record).toMatchObject({
      product_id: product.id,
      name: 'Закат.png',
      collection_name: 'main',
      position: 0,
    });
    expect(record.file_name).toMatch(new RegExp(`^p/${product.id}/[0-9a-f]{16}\\.jpg$`));
    expect(record.url).toBe(`/media/${record.file_name}`);
    const dir = mediaDir(t.config);
    const original = await sharp(path.join(dir, record.file_name)).metadata();
    expect([original.format, original.width, original.height]).toEqual(['jpeg', 300, 200]);
    const thumbName = decodeURIComponent(record.url_small.replace('/media/', ''));
    const thumb = await sharp(path.join(dir, thumbName)).metadata();
    expect([thumb.width, thumb.height]).toEqual([75, 75]);
    // The public URLs serve the files.
    expect((await fetch(`${t.ruUrl}${record.url_small}`)).status).toBe(200);

    const second = await upload({
      token: manager,
      productId: product.id,
      bytes: await png(80, 80, '#2040c0'),
      fileName: 'second.png',
    });
    expect(second.status).toBe(201);
    expect(second.body.data).toMatchObject({ collection_name: 'gallery', position: 1 });
    expect((await auditRows(record.id)).map((r) => r.action)).toEqual(['upload']);
  });

  it('gives a product one main picture and distinct positions under parallel uploads', async () => {
    const product = await createProduct({ db: t.db, categoryId });
    const colours = ['#101010', '#202020', '#303030', '#404040'];
    const results = await Promise.all(
      colours.map(async (colour, i) =>
        upload({
          token: manager,
          productId: product.id,
          bytes: await png(30, 30, colour),
          fileName: `${i}.png`,
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const records = results.map((r) => r.body.data);
    expect(records.filter((r) => r.collection_name === 'main')).toHaveLength(1);
    expect(records.map((r) => r.position).sort()).toEqual([0, 1, 2, 3]);
  });

  it('answers 409 when the product already has the same picture', async () => {
    const product = await createProduct({ db: t.db, categoryId });
    const bytes = await png(40, 40, '#00aa00');
    expect((await upload({ token: manager, productId: product.id, bytes, fileName: 'a.png' })).status).toBe(
      201,
    );
    const again = await upload({ token: manager, productId: product.id, bytes, fileName: 'b.png' });
    expect(again.status).toBe(409);
    expect(again.body.errors?.file).toEqual(['Эта картинка уже есть у товара (a.png)']);
  });

  it('refuses customers (403), anonymous callers (401) and unknown products (404)', async () => {
    const product = await createProduct({ db: t.db, categoryId });
    const bytes = await png(10, 10, '#ffffff');
    expect((await upload({ token: customer, productId: product.id, bytes, fileName: 'a.png' })).status).toBe(
      403,
    );
    expect((await upload({ productId: product.id, bytes, fileName: 'a.png' })).status).toBe(401);
    const unknown = await upload({ token: manager, productId: 99_999_999, bytes, fileName: 'a.png' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Товар #99999999 не найден');
  });
});

describe('GET, PATCH main and DELETE /media/{id}', () => {
  let productId: number;
  let main: MediaRecord;
  let gallery: MediaRecord[];

  beforeAll(async () => {
    productId = (await createProduct({ db: t.db, categoryId, code: 'MM-1' })).id;
    const colours = ['#111111', '#444444', '#777777'];
    const records: MediaRecord[] = [];
    for (const [i, colour] of colours.entries()) {
      const res = await upload({
        token: manager,
        productId,
        bytes: await png(60, 60, colour),
        fileName: `pic-${i + 1}.png`,
      });
      records.push(res.body.data);
    }
    [main, ...gallery] = records as [MediaRecord, ...MediaRecord[]];
  });

  it('answers the media record to any logged-in user, 404 for an unknown id, 401 anonymous', async () => {
    const res = await t.call('GET', `/api/v0/media/${main.id}`, { token: customer });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: main });
    expect(Object.keys(res.body.data).sort()).toEqual(
      ['collection_name', 'file_name', 'id', 'name', 'position', 'product_id', 'url', 'url_small'].sort(),
    );
    const unknown = await t.call('GET', '/api/v0/media/99999999', { token: customer });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Картинка #99999999 не найдена');
    expect((await t.call('GET', `/api/v0/media/${main.id}`)).status).toBe(401);
  });

  it('makes a gallery picture the main one and demotes the previous main picture', async () => {
    expect((await t.call('PATCH', `/api/v0/media/${gallery[1]!.id}/main`, { token: customer })).status).toBe(
      403,
    );
    const res = await t.call('PATCH', `/api/v0/media/${gallery[1]!.id}/main`, { token: manager });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: gallery[1]!.id, collection_name: 'main' });
    const rows = await queryRows<{ id: number; collection_name: string }>(
      t.db,
      sql`select id, collection_name from media where product_id = ${productId} order by id`,
    );
    expect(rows).toEqual([
      { id: main.id, collection_name: 'gallery' },
      { id: gallery[0]!.id, collection_name: 'gallery' },
      { id: gallery[1]!.id, collection_name: 'main' },
    ]);
    // The catalogue shows the new main picture first.
    const product = await t.call('GET', '/api/v0/catalog/products/MM-1', { token: customer });
    expect(product.body.data.media[0]).toMatchObject({ id: gallery[1]!.id, collection_name: 'main' });
    expect((await auditRows(gallery[1]!.id)).map((r) => r.action)).toEqual(['upload', 'main']);
    // Making it main again changes nothing.
    expect((await t.call('PATCH', `/api/v0/media/${gallery[1]!.id}/main`, { token: manager })).status).toBe(
      200,
    );
    expect((await auditRows(gallery[1]!.id)).map((r) => r.action)).toEqual(['upload', 'main']);
  });

  it('refuses a customer’s delete (403) and changes nothing', async () => {
    const res = await t.call('DELETE', `/api/v0/media/${gallery[1]!.id}`, { token: customer });
    expect(res.status).toBe(403);
    expect((await t.call('GET', `/api/v0/media/${gallery[1]!.id}`, { token: customer })).status).toBe(200);
    expect(onDisk(gallery[1]!.file_name)).toBe(true);
  });

  it('deletes the main picture: record and both files gone, the first gallery picture promoted', async () => {
    const deleted = gallery[1]!;
    const thumb = decodeURIComponent(deleted.url_small.replace('/media/', ''));
    expect(onDisk(deleted.file_name) && onDisk(thumb)).toBe(true);
    const res = await t.call('DELETE', `/api/v0/media/${deleted.id}`, { token: manager });
    expect(res.status).toBe(200);
    expect(res.body as MediaDeletedResponse).toEqual({
      message: 'Картинка pic-3.png успешно удалена',
      promoted_id: main.id,
    });
    expect((await t.call('GET', `/api/v0/media/${deleted.id}`, { token: manager })).status).toBe(404);
    expect(onDisk(deleted.file_name)).toBe(false);
    expect(onDisk(thumb)).toBe(false);
    const promoted = await t.call('GET', `/api/v0/media/${main.id}`, { token: manager });
    expect(promoted.body.data.collection_name).toBe('main');
    const audit = await auditRows(deleted.id);
    expect(audit.map((r) => r.action)).toEqual(['upload', 'main', 'delete']);
    // English texts by X-Localization.
    const en = await t.call('DELETE', `/api/v0/media/${gallery[0]!.id}`, {
      token: manager,
      headers: { 'x-localization': 'en' },
    });
    expect(en.body).toEqual({ message: 'Picture pic-2.png deleted', promoted_id: null });
    expect((await t.call('DELETE', `/api/v0/media/${gallery[0]!.id}`, { token: manager })).status).toBe(404);
  });

  it('keeps files another record still uses', async () => {
    const other = await createProduct({
      db: t.db,
      categoryId,
      media: [{ fileName: main.file_name, thumbFileName: decodeURIComponent(main.url_small.slice(7)) }],
    });
    const [copy] = await queryRows<{ id: number }>(
      t.db,
      sql`select id from media where product_id = ${other.id}`,
    );
    expect((await t.call('DELETE', `/api/v0/media/${copy!.id}`, { token: manager })).status).toBe(200);
    expect(onDisk(main.file_name)).toBe(true);
  });
});
