import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MEDIA_ZIP_MISSING_ENTRY, mediaZipFileName } from '@kits/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { mediaDir } from '../../config';
import { createCategory, createProduct } from '../../test/factories/catalog';
import { createUser, loginAs } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';
import { storeImage } from './media.files';
import { streamMainImagesZip, uniqueName } from './media.zip';

/**
 * GET /download-media (docs/rules.md#decisions-3, docs/rules.md#media-export-alert, docs/rules.md#spec-9): a zip of every product's main
 * picture, read with a standard zip reader (yauzl) and compared byte for byte with the files.
 */
let t: TestApp;
let shop: string;
let viewer: string;
/** Entry name → the bytes of the file it must hold. */
const expected = new Map<string, Buffer>();

type Entry = { name: string; bytes: Buffer; method: number };

/** Every entry of a zip, read with yauzl (central directory, CRC checked on read). */
function readZip(bytes: Buffer): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const entries: Entry[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (error, stream) => {
          if (error || !stream) return reject(error);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            entries.push({
              name: entry.fileName,
              bytes: Buffer.concat(chunks),
              method: entry.compressionMethod,
            });
            zip.readEntry();
          });
          stream.on('error', reject);
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

const picture = (colour: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** A product whose main picture is stored on disk; `expected` gets its entry. */
async function productWithMain(options: { categoryId: number; code: string; colour: string; entry: string }) {
  const product = await createProduct({ db: t.db, categoryId: options.categoryId, code: options.code });
  const stored = await storeImage({
    mediaDir: mediaDir(t.config),
    productId: product.id,
    buffer: await picture(options.colour),
  });
  const gallery = await storeImage({
    mediaDir: mediaDir(t.config),
    productId: product.id,
    buffer: await picture('#000000'),
  });
  await t.db.execute(
    sql`insert into media (product_id, collection_name, name, file_name, thumb_file_name, position) values
     (${product.id}, 'gallery', 'g.jpg', ${gallery.fileName}, ${gallery.thumbFileName}, 0),
     (${product.id}, 'main', 'm.jpg', ${stored.fileName}, ${stored.thumbFileName}, 1)`,
  );
  expected.set(options.entry, readFileSync(path.join(mediaDir(t.config), stored.fileName)));
  return product;
}

beforeAll(async () => {
  t = await createTestApp();
  const customer = await createUser({ db: t.db, groups: ['warehouse'] });
  const noGroup = await createUser({ db: t.db });
  shop = await loginAs(t, customer.user.username, customer.password);
  viewer = await loginAs(t, noGroup.user.username, noGroup.password);
  const categoryId = (await createCategory({ db: t.db })).id;
  await productWithMain({ categoryId, code: 'ZIP-001', colour: '#aa0000', entry: 'ZIP-001.jpg' });
  await productWithMain({ categoryId, code: 'ZIP-002', colour: '#00aa00', entry: 'ZIP-002.jpg' });
  // Codes that are not file names: sanitised, and unique once sanitised.
  await productWithMain({ categoryId, code: 'ZIP/003', colour: '#0000aa', entry: 'ZIP_003.jpg' });
  await productWithMain({ categoryId, code: 'ZIP_003', colour: '#aaaa00', entry: 'ZIP_003-2.jpg' });
  // Only gallery pictures: no entry. A main picture whose file is gone: listed in missing.txt.
  // What customers do not see is not exported: an archived product, one in a hidden category's subtree.
  const archived = await productWithMain({
    categoryId,
    code: 'ZIP-006',
    colour: '#555555',
    entry: 'ZIP-006.jpg',
  });
  await t.db.execute(sql`update products set archived_at = now() where id = ${archived.id}`);
  const hidden = await createCategory({ db: t.db });
  const under = await createCategory({ db: t.db, parentId: hidden.id });
  await productWithMain({ categoryId: under.id, code: 'ZIP-007', colour: '#777777', entry: 'ZIP-007.jpg' });
  await t.db.execute(sql`update categories set hidden = true where id = ${hidden.id}`);
  await createProduct({ db: t.db, categoryId, code: 'ZIP-004', media: [{ fileName: 'p/x/gallery.jpg' }] });
  await createProduct({
    db: t.db,
    categoryId,
    code: 'ZIP-005',
    media: [{ fileName: 'p/gone/main.jpg', collectionName: 'main' }],
  });
});
afterAll(() => t?.close());

describe('GET /download-media', () => {
  it('answers a zip with one STORE entry per product customers see with a main picture, bytes equal to the files', async () => {
    const res = await t.call('GET', '/api/v0/download-media', { token: shop });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${mediaZipFileName()}"`);
    const entries = await readZip(res.bytes);
    const pictures = entries.filter((e) => e.name !== MEDIA_ZIP_MISSING_ENTRY);
    expect(pictures.map((e) => e.name)).toEqual([
      'ZIP-001.jpg',
      'ZIP-002.jpg',
      'ZIP_003.jpg',
      'ZIP_003-2.jpg',
    ]);
    for (const entry of pictures) {
      expect(entry.method, entry.name).toBe(0); // STORE
      expect(entry.bytes.equals(expected.get(entry.name)!), entry.name).toBe(true);
    }
    const missing = entries.find((e) => e.name === MEDIA_ZIP_MISSING_ENTRY);
    expect(missing?.bytes.toString('utf8')).toBe(
      'Файлы этих главных картинок не найдены на сервере (код товара, файл):\nZIP-005\tp/gone/main.jpg\n',
    );
    expect(entries.at(-1)?.name).toBe(MEDIA_ZIP_MISSING_ENTRY);
  });

  it('answers HEAD with the zip headers and no body, without reading the pictures', async () => {
    const res = await t.call('HEAD', '/api/v0/download-media', { token: shop });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.bytes.length).toBe(0);
  });

  it('is refused to users without a warehouse-level group (403), anonymous callers (401) and in English (404)', async () => {
    expect((await t.call('GET', '/api/v0/download-media', { token: viewer })).status).toBe(403);
    expect((await t.call('GET', '/api/v0/download-media')).status).toBe(401);
    const en = await t.call('GET', '/api/v0/download-media', { token: shop, version: 'en' });
    expect(en.status).toBe(404);
    expect(en.body.message).toBe('Image export is not available in the English version');
  });
});

describe('streamMainImagesZip', () => {
  const log = { warn: () => undefined, error: () => undefined };

  it('reads the rows page by page and gives the same entries with any page size', async () => {
    const zip = streamMainImagesZip({ db: t.db, mediaDir: mediaDir(t.config), lang: 'en', log, pageSize: 1 });
    const chunks: Buffer[] = [];
    for await (const chunk of zip.stream) chunks.push(chunk as Buffer);
    expect(await zip.done).toEqual({ entries: 4, missing: 1, aborted: false });
    const names = (await readZip(Buffer.concat(chunks))).map((e) => e.name);
    expect(names).toEqual(['ZIP-001.jpg', 'ZIP-002.jpg', 'ZIP_003.jpg', 'ZIP_003-2.jpg', 'missing.txt']);
  });

  it('stops reading when stopped after the first bytes (client abort)', async () => {
    const zip = streamMainImagesZip({ db: t.db, mediaDir: mediaDir(t.config), lang: 'ru', log, pageSize: 1 });
    await new Promise<void>((resolve) => zip.stream.once('data', () => resolve()));
    zip.stop();
    zip.stream.destroy();
    const summary = await zip.done;
    expect(summary.aborted).toBe(true);
    expect(summary.entries).toBeLessThan(4);
  });

  it('names entries uniquely, case-insensitively, without path characters', () => {
    const taken = new Set<string>();
    expect(uniqueName(taken, 'A-1', '.jpg')).toBe('A-1.jpg');
    expect(uniqueName(taken, 'a-1', '.jpg')).toBe('a-1-2.jpg');
    expect(uniqueName(taken, '../x\\y:z', '.jpg')).toBe('_x_y_z.jpg');
    expect(uniqueName(taken, ' .. ', '.jpg')).toBe('product.jpg');
  });
});
